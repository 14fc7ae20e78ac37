"""Issue 25's play-through, on the end screen: a long deal code (North American Kalookie's) stays clear
of the buttons, even in the smallest window, and partners who share one score are named together."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.ui import end_scene
from game.ui.app import MIN_SIZE
from game.ui.demo import demo_session, play_out
from game.ui.end_scene import EndScene, standing_labels
from game.ui.table.scene import TableScene


def _end(app, game, players, options=None):
    s = demo_session(app, game, players, seed=3, max_hands=4, options=options)
    play_out(s)
    table = TableScene(app, s)
    app.push(table)
    end = EndScene(app, table)
    app.push(end)
    return s, end


def _drawn(app, monkeypatch, end):
    rects: list[tuple[str, pygame.Rect]] = []
    real = end_scene.blit

    def spy(surface, text, *a, **k):
        r = real(surface, text, *a, **k)
        rects.append((str(text), r))
        return r
    monkeypatch.setattr(end_scene, "blit", spy)
    app.stack.draw(pygame.Surface(app.size))
    return rects


@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 720)])
def test_a_long_deal_code_stays_clear_of_the_buttons(app, monkeypatch, size):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step()
    s, end = _end(app, "kalookie", 4, options={"version": "north_american"})
    assert end.code and len(end.code) > 40, end.code
    rects = _drawn(app, monkeypatch, end)
    code = [r for text, r in rects if end.code in text]
    assert code, [t for t, _ in rects]
    buttons = [b.rect for b in end.buttons.buttons]
    assert buttons and all(not r.colliderect(b) for r in code for b in buttons)
    assert all(r.right <= app.size[0] for _, r in rects if _)


def test_partners_share_one_score_and_are_named_together(app):
    s, end = _end(app, "house-rummy", 4)
    labels = standing_labels(s.match, s)
    sides = [side for side in s.match.sides if len(side) > 1]
    assert len(sides) == 2 and len(labels) == 2, labels
    for label in labels:
        assert " & " in label
    assert any(label.startswith("You & ") or " & You " in label for label in labels), labels


def test_without_partners_each_player_has_a_score(app):
    s, end = _end(app, "hoola", 3)
    labels = standing_labels(s.match, s)
    assert len(labels) == 3 and not any(" & " in x for x in labels)


@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 720)])
def test_house_rummy_s_long_end_title_stays_whole_inside_the_window(app, monkeypatch, size):
    """R-10: the newcomer's play-through of 27 Nov saw "…nji and Alice win: everyone on one side went
    out and the discard pi…" cut off at both edges; the title now shrinks, or takes two lines, and keeps
    its point (the most points win)."""
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step()
    s, end = _end(app, "house-rummy", 4)
    others = tuple(seat for seat in range(4) if seat not in s.match.side_of(s.human))
    end.result = dataclasses.replace(end.result, reason="closed", winners=others)
    rects = _drawn(app, monkeypatch, end)
    first = next(i for i, (t, _) in enumerate(rects) if t.startswith("Minji") or t.startswith(s.names[others[0]]))
    title = rects[first:first + 2]
    words = " ".join(t for t, _ in title)
    assert "discard pile was closed" in words and words.endswith("the most points win"), words
    assert all(r.left >= 0 and r.right <= app.size[0] for _, r in title), title
    table = [r for t, r in rects if t == "Player"]
    assert table and all(r.bottom <= table[0].top for _, r in title), (title, table)


def test_the_end_of_a_hand_with_nothing_multiplied_draws_no_column_of_dashes(app, monkeypatch):
    """s18-korean: Seven Bridge's end screen had a "Multiplied" column of dashes and nothing else in it. The
    column shows when something in the hand was multiplied (or paid for all), not otherwise."""
    import game.ui.end_scene as end_scene
    import pygame

    from game.ui.demo import demo_session, play_out as demo_play
    from game.ui.end_scene import EndScene
    from game.ui.table.scene import TableScene
    from uihelpers import spy_blit
    for seed in range(1, 40):
        s = demo_session(app, "seven-bridge", 4, seed=seed)
        demo_play(s)
        res = s.match.hand.result
        if res is not None and not any(res.multipliers.values()) and res.pays_all is None:
            break
    else:
        raise AssertionError("no seed ended a hand with nothing multiplied")
    table = TableScene(app, s)
    app.push(table)
    end = EndScene(app, table)
    end.opened -= 10
    shown = spy_blit(monkeypatch, end_scene)
    end.draw(pygame.Surface(app.size))
    assert "Points in hand" in shown and "Multiplied" not in shown
