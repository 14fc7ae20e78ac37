"""Playing the match out with no frames once the player has retired (K-11): s17-evening pressed Enter through
eleven hands of the two bots to see who took the pool.  The bots must play those hands as the table would
have played them in real time (the same delays, races and answers), the match must end and be saved, and
the hands the player sat out are not counted."""
from __future__ import annotations

import pygame
import pytest

from game.controller.session import GameConfig, Session
from game.ui.demo import play_out as demo_play
from uihelpers import kalookie_buy_in
from game.ui.hooks import MemoryStorage


def _retired(app, levels: list[str], storage=None) -> Session:
    """A Kalookie match (limit 100) whose player has just retired at a buy-in."""
    s = kalookie_buy_in(app, levels=levels, storage=storage)
    s.controller.decide("retire")
    assert s.human in s.match.out and not s.match.over
    return s


def _in_real_time(s: Session) -> None:
    """The same match played on as the table plays it: a frame every 1/60 s of a made-up clock."""
    now = 0.0
    for _frame in range(2_000_000):
        if s.match.hand.over:
            if s.controller.pending_decision() is None and s.match.over:
                return
            s.next_hand()
        now += 1 / 60
        s.controller.update(now)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("levels", [["medium", "hard"], ["expert", "easy"]])
def test_K_11_the_match_played_out_without_frames_is_the_one_the_table_plays(app, levels):
    fast, slow = _retired(app, levels), _retired(app, levels)
    assert fast.match.to_record() == slow.match.to_record()
    sat_out = fast.match.hands_played
    calls = 0
    while not fast.play_out(0.05):
        calls += 1
        assert calls < 10_000
    _in_real_time(slow)
    slow.match.record_result()
    assert fast.match.over and slow.match.over
    assert fast.match.to_record() == slow.match.to_record()     # every action of every hand, and the answers
    assert fast.match.winners == slow.match.winners and fast.match.ledger == slow.match.ledger
    assert fast.match.hands_played > sat_out                    # the bots played on after the retirement


def test_K_11_hands_sat_out_are_neither_counted_nor_kept_and_the_finished_match_leaves_the_saves(app):
    store = MemoryStorage()
    s = _retired(app, ["medium", "medium"], storage=store)
    booked_before = store.stats().total(s.stats_key).hands
    s.save_now()
    assert store.load_match() is not None
    sat_out = s.match.hands_played
    assert s.play_out(60.0)
    assert s.match.hands_played > sat_out
    assert all(0 not in r.winners for r in s.match.results[sat_out:])
    assert store.stats().total(s.stats_key).hands == booked_before       # the hands after retiring: not counted
    assert store.load_match() is None                                     # over: nothing left to continue


def test_K_11_a_play_out_stopped_between_frames_continues_from_its_save_to_the_same_end(app):
    """Saved at each hand's end (not after each move) and with the bots' generators as they were: a player
    who leaves in the middle and comes back sees the same match end."""
    store = MemoryStorage()
    s = _retired(app, ["hard", "medium"], storage=store)
    whole = _retired(app, ["hard", "medium"])
    assert whole.play_out(60.0)
    for _ in range(3):
        s.play_out(0.01)
    s.save_now()                                         # Esc: the game is saved as it stands
    again = Session.from_save(store.load_match(), app.settings, store)
    assert again.play_out(60.0)
    assert again.match.to_record() == whole.match.to_record()


def test_a_player_still_in_the_match_is_not_played_out(app):
    s = Session(GameConfig(game="kalookie", players=3, seed=4), app.settings)
    assert not s.sits_out
    with pytest.raises(ValueError):
        s.play_out(1.0)


def test_K_11_the_end_of_a_hand_after_retiring_skips_to_the_match_summary_on_S(app):
    import pygame

    from game.ui.end_scene import EndScene, SummaryScene
    from game.ui.play_out_scene import PlayOutScene
    from game.ui.table.scene import TableScene
    from uihelpers import key
    s = _retired(app, ["medium", "hard"], storage=app.storage)
    table = TableScene(app, s)
    app.push(table)
    end = EndScene(app, table)
    app.push(end)
    end.opened -= 10                                       # the points counted up
    assert [b.key for b in end.buttons.buttons] == ["Enter", "S", "V", "Esc"]
    key(app, pygame.K_s)
    assert isinstance(app.stack.top, PlayOutScene)
    for _frame in range(5000):
        if not isinstance(app.stack.top, PlayOutScene):
            break
        app.clock.advance(1 / 20)                          # the standings stay a moment after each hand
        app.step()
        app.draw()
    assert isinstance(app.stack.top, SummaryScene) and s.match.over
    line = app.storage.stats().total(s.stats_key)
    assert line.matches == 1 and line.match_wins == 0                   # booked once, as a match lost
    assert app.storage.load_match() is None


def test_K_11_a_player_still_in_the_match_is_offered_no_skip(app):
    from game.ui.end_scene import EndScene
    from game.ui.table.scene import TableScene
    s = Session(GameConfig(game="kalookie", players=3, seed=4, options={"limit": 100}), app.settings)
    demo_play(s)
    table = TableScene(app, s)
    app.push(table)
    end = EndScene(app, table)
    assert "S" not in [b.key for b in end.buttons.buttons]


def test_continue_after_leaving_the_others_play_on_plays_on_without_the_table(app):
    """s18-evening: Esc on "The others play on" saves ("Continue plays on from there"), but Continue put the
    retired player back at a table to watch the bots' hand through before Skip to the end came again. It
    opens the others' play-out, then the match summary."""
    from game.ui.end_scene import SummaryScene
    from game.ui.play_out_scene import PlayOutScene
    s = _retired(app, ["medium", "hard"], storage=app.storage)
    app.push(PlayOutScene(app, s))
    app.step()
    s.save_now()
    app.stack.top.menu()                                   # Esc: saved, back at the menu
    assert app.storage.load_match() is not None
    app.stack.top.continue_game()
    assert isinstance(app.stack.top, PlayOutScene)
    for _frame in range(5000):
        if not isinstance(app.stack.top, PlayOutScene):
            break
        app.clock.advance(0.25)                            # past each hand's pause
        app.step()
        app.draw()
    assert isinstance(app.stack.top, SummaryScene) and app.stack.top.session.match.over


def test_an_esc_meant_for_the_others_play_on_does_not_close_the_summary_that_just_replaced_it(app, monkeypatch):
    """s18-evening: the others' hands go by in a fraction of a second each; Esc pressed to leave "The others play
    on" as the match ended met the match summary, which closed, and the finished match was gone unseen."""
    import pygame

    from game.ui.end_scene import SummaryScene
    from game.ui.play_out_scene import PlayOutScene
    from uihelpers import key
    s = _retired(app, ["medium", "hard"], storage=app.storage)
    app.push(PlayOutScene(app, s))
    for _frame in range(5000):
        if not isinstance(app.stack.top, PlayOutScene):
            break
        app.clock.advance(0.25)                            # past each hand's pause
        app.step()
    summary = app.stack.top
    assert isinstance(summary, SummaryScene)
    key(app, pygame.K_ESCAPE)                              # the Esc, a moment late
    assert app.stack.top is summary
    summary.quiet_until = 0.0                              # a moment later: read, then Esc leaves it
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not summary


def _skipped_to_the_end(app):
    import pygame

    from game.ui.end_scene import EndScene
    from game.ui.play_out_scene import PlayOutScene
    from game.ui.table.scene import TableScene
    from uihelpers import key
    s = _retired(app, ["medium", "hard"], storage=app.storage)
    table = TableScene(app, s)
    app.push(table)
    end = EndScene(app, table)
    app.push(end)
    end.opened -= 10
    key(app, pygame.K_s)
    assert isinstance(app.stack.top, PlayOutScene)
    return s, app.stack.top


def test_K_11_the_others_standings_stay_on_screen_after_each_hand_and_at_the_end(app):
    """s18-korean pressed S after retiring: "남은 사람들이 계속 칩니다" and four hands went by in under half a second,
    then the summary: a flicker, never read. After a frame that ends a hand the standings stay HAND_SHOWN_S,
    and once the match is over its last standings END_SHOWN_S ("경기가 끝났습니다"), then the summary."""
    from game.ui.end_scene import SummaryScene
    from game.ui.play_out_scene import END_SHOWN_S, HAND_SHOWN_S, PlayOutScene
    s, scene = _skipped_to_the_end(app)
    dt = 1 / 60
    t, changes, over_at = 0.0, [], None
    last = s.match.hands_played
    for _frame in range(200_000):
        if not isinstance(app.stack.top, PlayOutScene):
            break
        app.clock.advance(dt)
        t += dt
        app.step()
        app.draw()
        if s.match.hands_played != last:
            last = s.match.hands_played
            changes.append(t)
        if scene.ended_at is not None and over_at is None:
            over_at = t
    assert isinstance(app.stack.top, SummaryScene) and s.match.over
    assert len(changes) >= 2
    gaps = [b - a for a, b in zip(changes, changes[1:])]
    assert min(gaps) >= HAND_SHOWN_S - 2 * dt, gaps                  # each hand's standings were shown a while
    assert over_at is not None and t - over_at >= END_SHOWN_S - 2 * dt   # and the last, before the summary


def test_K_11_enter_on_the_others_play_goes_to_the_summary_without_pauses(app):
    import pygame

    from game.ui.end_scene import SummaryScene
    from game.ui.play_out_scene import PlayOutScene
    from uihelpers import key
    s, scene = _skipped_to_the_end(app)
    key(app, pygame.K_RETURN)
    for _frame in range(5000):                          # the made-up clock stands still: no pause may wait on it
        if not isinstance(app.stack.top, PlayOutScene):
            break
        app.step()
    assert isinstance(app.stack.top, SummaryScene) and s.match.over


def test_a_match_summary_too_long_for_the_window_says_which_hands_it_lists(app, monkeypatch):
    """s18-korean: the Swedish summary listed the last 19 of 21 hands, with nothing to say the first two were
    left out. The heading says how many of how many."""
    import game.ui.end_scene as end_scene
    from game.ui.end_scene import SummaryScene
    from uihelpers import spy_blit
    s = _retired(app, ["medium", "hard"])
    assert s.play_out(60.0)
    total = s.match.hands_played
    shown = spy_blit(monkeypatch, end_scene)
    SummaryScene(app, s).draw(pygame.Surface((1024, 420)))
    import re
    listed = [t for t in shown if re.match(r"\s?\d+\. \S", t)]          # " 7. Minji — called up; you -1"
    assert 0 < len(listed) < total, (len(listed), total)
    assert f"Hands (the last {len(listed)} of {total})" in shown
    shown.clear()
    SummaryScene(app, s).draw(pygame.Surface((1024, 2000)))
    assert "Hands" in shown and not any(t.startswith("Hands (") for t in shown)

