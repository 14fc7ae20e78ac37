"""Settings applied at once and kept, statistics shown and reset with a confirmation, broken files told
in plain words: all through the real App on a temporary data folder."""
from __future__ import annotations

import json

import pygame

from uihelpers import click, key, post, step, start_game


def new_app(folder, size=(1280, 720)):
    from game.controller import FakeClock
    from game.ui.app import App
    return App(size, clock=FakeClock(), data_dir=str(folder))


def type_text(app, text):
    post(pygame.TEXTINPUT, text=text)
    app.step()


def row(scene, name):
    return next(r for r in scene.list.rows if r.name == name)


def focus_and(app, scene, name, k):
    """Move the focus to row ``name`` with the arrow keys, then press ``k``."""
    target = [r.name for r in scene.list.rows].index(name)
    while scene.list.focus != target:
        key(app, pygame.K_DOWN if scene.list.focus < target else pygame.K_UP)
    key(app, k)


def test_settings_apply_at_once_and_survive_a_restart(tmp_path):
    app = new_app(tmp_path)
    key(app, pygame.K_o)
    s = app.stack.top
    assert s.__class__.__name__ == "SettingsScene"
    # the name: click the row, type, Enter
    step(app)
    click(app, row(s, "player_name").rect.center)
    assert row(s, "player_name").editing
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Dana")
    key(app, pygame.K_RETURN)
    assert app.settings.player_name == "Dana" and not row(s, "player_name").editing
    # four colours and the card back: the art changes at once
    focus_and(app, s, "four_colour", pygame.K_RIGHT)
    assert app.settings.four_colour is True and app.art.four_colour is True
    focus_and(app, s, "card_back", pygame.K_RIGHT)
    assert app.settings.card_back == "red" and app.art.back_name == "red"
    # volume down twice: the sounds get quieter at once
    focus_and(app, s, "volume", pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert abs(app.settings.volume - 0.6) < 1e-9 and abs(app.sounds.volume - 0.6) < 1e-9
    focus_and(app, s, "claim_window", pygame.K_RIGHT)
    claim = app.settings.claim_window
    focus_and(app, s, "window_size", pygame.K_LEFT)          # 1280x720 -> 1024x600
    assert app.size == (1024, 600) and app.settings.window_size == (1024, 600)
    focus_and(app, s, "sound", pygame.K_RIGHT)
    assert app.settings.sound is False and app.sounds.enabled is False
    surf = pygame.Surface(app.size)
    app.stack.draw(surf)
    assert app.take_messages() == []
    # the window closes; the next launch has it all
    post(pygame.QUIT)
    app.step()
    again = new_app(tmp_path, size=None)
    st = again.settings
    assert (st.player_name, st.four_colour, st.card_back, st.sound) == ("Dana", True, "red", False)
    assert abs(st.volume - 0.6) < 1e-9 and st.claim_window == claim
    assert again.size == (1024, 600) and again.art.back_name == "red" and again.art.four_colour
    assert abs(again.sounds.volume - 0.6) < 1e-9 and not again.sounds.enabled
    # and a new game seats the player under the new name
    key(again, pygame.K_n)
    start_game(again)
    assert again.stack.top.session.names[0] == "Dana"


def test_name_editing_can_be_cancelled_and_refuses_an_empty_name(tmp_path):
    app = new_app(tmp_path)
    key(app, pygame.K_o)
    s = app.stack.top
    key(app, pygame.K_RETURN)                       # the name row has the focus: edit
    type_text(app, "Zed")
    key(app, pygame.K_ESCAPE)                       # cancels the edit, stays on the screen
    assert app.stack.top is s and app.settings.player_name == "You"
    key(app, pygame.K_RETURN)
    for _ in range(5):
        key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN)
    assert app.settings.player_name == "You" and "name" in s.message
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.__class__.__name__ == "MainMenu"


def test_the_arrows_pass_the_name_by_and_a_click_opens_it(tmp_path):
    """Returning-player play-through: Right on "Your name" opened the typing."""
    app = new_app(tmp_path)
    key(app, pygame.K_o)
    s = app.stack.top
    name = s.row("player_name")
    for k in (pygame.K_RIGHT, pygame.K_LEFT):
        key(app, k)
        assert not name.editing
    key(app, pygame.K_SPACE)
    assert name.editing
    key(app, pygame.K_ESCAPE)
    step(app)
    click(app, name.rect.center)
    assert name.editing


def test_setup_remembers_the_last_game(tmp_path):
    app = new_app(tmp_path)
    key(app, pygame.K_n)
    setup = app.stack.top
    assert setup.config.levels[:3] == ["medium"] * 3          # medium by default
    row(setup, "game").step(1)                                # Seven Bridge
    setup = app.stack.top
    game = setup.config.game
    row(setup, "players").step(-1)
    row(setup, "level0").step(1)
    level = setup.config.levels[0]
    start_game(app)
    assert app.stack.top.__class__.__name__ == "TableScene"
    post(pygame.QUIT)
    app.step()
    again = new_app(tmp_path)
    key(again, pygame.K_n)
    c = again.stack.top.config
    assert (c.game, c.players, c.levels[0]) == (game, setup.config.players, level)


def test_default_game_is_changed_from_settings(tmp_path):
    app = new_app(tmp_path)
    key(app, pygame.K_o)
    s = app.stack.top
    focus_and(app, s, "default_game", pygame.K_RETURN)
    setup = app.stack.top
    assert setup.__class__.__name__ == "SetupScene" and setup.defaults
    assert "stake" not in [r.name for r in setup.list.rows]          # a match's own choices are not defaults
    row(setup, "game").step(1)
    row(app.stack.top, "level0").step(1)
    game, level = setup.config.game, setup.config.levels[0]
    key(app, pygame.K_F5)                                              # keep as default
    assert app.stack.top is s and app.settings.default_game == game and app.settings.opponents[0] == level
    assert get_title(game) in row(s, "default_game").value
    post(pygame.QUIT)
    app.step()
    again = new_app(tmp_path)
    key(again, pygame.K_n)
    assert again.stack.top.config.game == game and again.stack.top.config.levels[0] == level


def get_title(game):
    from game.engine import get_ruleset
    return get_ruleset(game).title


def _book_hands(app, hands):
    from game.ui.demo import demo_session, play_out
    for seed, levels in hands:
        s = demo_session(app, "hoola", 1 + len(levels), seed=seed, max_hands=3)
        s.storage = app.storage
        s.levels = ["you"] + list(levels)
        play_out(s)
        s.book_hand()
        s.book_hand()                                          # booked once only


def test_statistics_screen_and_reset_with_confirmation(tmp_path):
    app = new_app(tmp_path)
    _book_hands(app, [(1, ["medium"] * 3), (2, ["medium"] * 3), (3, ["random", "hard"])])
    key(app, pygame.K_s)
    s = app.stack.top
    assert s.__class__.__name__ == "StatsScene" and s.game == "hoola"
    cols = dict(s.columns())
    assert cols["Medium"].hands == 2 and cols["Mixed"].hands == 1 and cols["All levels"].hands == 3
    step(app)
    surf = pygame.Surface(app.size)
    app.stack.draw(surf)
    # reset asks first; Cancel keeps everything
    click(app, s.buttons.buttons[0].rect.center)
    assert app.stack.top.__class__.__name__ == "ConfirmScene"
    app.stack.draw(surf)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is s and app.storage.stats().total("hoola").hands == 3
    # yes resets, on disk too
    key(app, pygame.K_r)
    assert app.stack.top.__class__.__name__ == "ConfirmScene"
    key(app, pygame.K_y)
    assert app.stack.top is s and s.columns() == []
    app.stack.draw(surf)
    from game.storage import load_stats, resolve_paths
    stats, msg = load_stats(resolve_paths(str(tmp_path)))
    assert msg is None and stats.total("hoola").hands == 0


def test_a_real_hand_is_booked_with_its_slaps(tmp_path):
    """Through the table: the end of a hand books it (by level), and the claim races the player lost."""
    from bots_for_tests import ScriptBot
    from test_table_slap import HANDS
    from uihelpers import table_with
    app = new_app(tmp_path)
    # a player who has seen the claiming tip (the tip's window waits 4 s for everyone: test_table_words.py)
    app.settings = app.settings.replace(animation_speed=0.0, think_scale=0.0, slap_tip=False)
    bots = {1: ScriptBot(reaction=0.1), 2: ScriptBot(discard="5H"), 3: ScriptBot()}
    t = table_with(app, HANDS, "TS AD 2H 3D 4D 5D", "KC", dealer=2, bots=bots)
    step(app, 2)
    app.clock.advance(0.5)
    click(app, t.layout.discard.center)                       # too slow: seat 1 slapped first
    assert t.session.slaps == (0, 1)
    from game.ui.demo import play_out
    play_out(t.session)                                       # everyone plays the hand out
    step(app, 3, dt=1.0)
    assert t.session.levels[1:] == ["medium"] * 3
    line = app.storage.stats().line("hoola", "medium")
    assert line.hands == 1 and line.slaps_lost == 1 and line.slaps_won == 0


def test_broken_files_are_told_in_plain_words(tmp_path):
    (tmp_path / "settings.json").write_text("{ this is not json", encoding="utf-8")
    (tmp_path / "save.json").write_text(json.dumps({"schema": 1, "match": "nonsense"}), encoding="utf-8")
    (tmp_path / "stats.json").write_bytes(b"\x00\xff garbage")
    app = new_app(tmp_path)
    assert any("settings" in n.lower() for n in app.notices)
    surf = pygame.Surface(app.size)
    app.stack.draw(surf)
    menu = app.stack.top
    assert menu.column.buttons[1].enabled            # the file is there until it is tried
    key(app, pygame.K_c)
    assert app.stack.top is menu or app.stack.top.__class__.__name__ == "MainMenu"
    assert any("saved game" in n.lower() for n in app.notices), app.notices
    assert not app.stack.top.column.buttons[1].enabled
    app.stack.draw(surf)
    assert (tmp_path / "save.json.bad").exists() and (tmp_path / "settings.json.bad").exists()
    key(app, pygame.K_s)
    stats = app.stack.top
    assert stats.__class__.__name__ == "StatsScene" and "statistics" in stats.error.lower()
    app.stack.draw(surf)
    key(app, pygame.K_ESCAPE)
    assert app.running


# --------------------------------------------------------------------------- each game's own rows
SHARED_ROWS = ["Hands played", "Hands won", "Points won", "Points lost", "Net", "Best winning streak",
               "Matches played", "Matches won"]
#: the last rows every game has: the streak and, since format 3, the matches played to their end and won
TAIL = ["Best winning streak", "Matches played", "Matches won"]


def test_each_games_statistics_rows_are_its_own():
    """The rows each built-in game shows, in order: the shared ones and, between them, the game's own
    (its ``stats`` module) in its words."""
    from game.ui.stats_scene import measures
    rows = {g: [label for label, __ in measures(g)] for g in ("hoola", "seven-bridge", "kalookie", "house-rummy")}
    assert rows["hoola"] == ["Hands played", "Hands won", "Stakes won", "Stakes lost", "Net", "Perfects", "Blasts",
                             "Big lucks (four sevens)", "Knocks", "Your knocks undercut", "Undercuts of others",
                             "Slaps won", "Slaps lost"] + TAIL
    # S-7: only the winner scores, so "Points lost" (always 0) and "Net" (the points won) are not shown
    assert rows["seven-bridge"] == SHARED_ROWS[:2] + ["Points scored", "Hands won with all seven at once",
                                                      "Pon! calls out of turn won", "Pon! calls out of turn lost"] + TAIL
    # K-11: the British and Swedish pool pays stakes (the American versions are counted in books of their own)
    assert rows["kalookie"] == ["Hands played", "Hands won", "Stakes won", "Stakes lost", "Net", "Kalookies"] + TAIL
    assert rows["house-rummy"] == SHARED_ROWS[:5] + ["Hands you went out first", "Going-out bonus earned",
                                                     "Cards laid in your space"] + TAIL


def _toy_result(winners, reason="out"):
    from fractions import Fraction

    from game.engine import Result
    return Result(winners=tuple(winners), reason=reason, points={0: 0, 1: 0},
                  payments={0: Fraction(2 if 0 in winners else -2), 1: Fraction(-2 if 0 in winners else 2)},
                  perfect=True, knocker=0)


def _shown(app, game):
    """The statistics screen on ``game``'s tab, drawn: its rows as (label, text of the one column)."""
    from game.ui.stats_scene import StatsScene, measures
    s = StatsScene(app)
    app.push(s)
    s.tab = s.games.index(game)
    app.stack.draw(pygame.Surface(app.size))
    (__, line), = s.columns()
    return [(label, show(line)) for label, show in measures(game)]


def _toy_rummy():
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from test_toy_ruleset import ToyRummy
    from game.engine.ruleset import register
    return register(ToyRummy()).name


def test_a_game_without_statistics_of_its_own_shows_only_the_shared_rows(app):
    from game.engine.registry import scoped
    with scoped():
        game = _toy_rummy()
        app.storage.record_hand(game, "random", _toy_result([0], reason="blast"), 0, slaps_won=2)
        line = app.storage.stats().line(game, "random")
        assert line.counts == {} and line.slaps_won == 2
        rows = _shown(app, game)
    assert [label for label, __ in rows] == SHARED_ROWS
    assert dict(rows)["Hands won"] == "1 (100 %)" and dict(rows)["Points won"] == "2"


def test_a_games_declared_counter_is_counted_and_shown(app):
    from game.engine.counters import Counter, register_stats
    from game.engine.registry import scoped
    with scoped():
        game = _toy_rummy()
        register_stats(game, Counter("raps", "Raps won", lambda r, seat: r.reason == "rap" and seat in r.winners),
                       claim_rows=("Grabs won", "Grabs lost"))
        for winners, reason in [([0], "rap"), ([1], "rap"), ([0], "rap"), ([0], "out")]:
            app.storage.record_hand(game, "random", _toy_result(winners, reason), 0, slaps_lost=1)
        assert app.storage.stats().line(game, "random").counts == {"raps": 2}
        rows = _shown(app, game)
    assert [label for label, __ in rows] == SHARED_ROWS[:5] + ["Raps won", "Grabs won", "Grabs lost"] + TAIL
    assert (dict(rows)["Raps won"], dict(rows)["Grabs won"], dict(rows)["Grabs lost"]) == ("2", "0", "4")


def test_one_settings_model_reaches_the_table_being_played(tmp_path):
    """Issue 23: the screen, the session and the controller hold the same frozen ``Settings``; a change
    made over the table (the pause menu's Settings) reaches its controller at once, and is saved."""
    from game.storage.settings import Settings
    app = new_app(tmp_path)
    key(app, pygame.K_n)
    start_game(app)
    table = app.stack.top
    ctl = table.session.controller
    assert type(app.settings) is Settings and ctl.settings is app.settings is table.session.settings
    key(app, pygame.K_ESCAPE)                                 # the pause menu
    key(app, pygame.K_o)                                      # its Settings
    s = app.stack.top
    assert s.__class__.__name__ == "SettingsScene"
    focus_and(app, s, "think_scale", pygame.K_RIGHT)
    focus_and(app, s, "claim_window", pygame.K_RIGHT)
    assert (ctl.settings.think_scale, ctl.settings.claim_window) == (1.5, 3.0)
    assert ctl.settings is app.settings
    from game.storage import load_settings, resolve_paths
    on_disk, msg = load_settings(resolve_paths(str(tmp_path)))
    assert msg is None and (on_disk.think_scale, on_disk.claim_window) == (1.5, 3.0)


def test_a_change_the_settings_refuse_changes_nothing_and_says_why(tmp_path):
    app = new_app(tmp_path)
    before = app.settings
    reason = app.change_settings(volume=1.5)
    assert reason == "volume must be a number from 0 to 1, not 1.5"
    assert app.settings is before
    assert app.change_settings(volume=0.5) is None and app.settings.volume == 0.5 and app.sounds.volume == 0.5


def test_a_match_played_to_its_end_is_counted_in_the_statistics(app):
    """The returning player found every hand counted and no match: the match summary books the match,
    once, and the statistics screen shows it played and whether it was won."""
    from game.controller.session import GameConfig, Session
    from game.ui.demo import play_out
    from game.ui.end_scene import SummaryScene
    cfg = GameConfig(game="hoola", players=2, levels=["easy"], seed=3, max_hands=1)
    s = Session(cfg, app.settings, storage=app.storage)
    play_out(s)
    s.match.record_result()
    assert s.match.over
    app.push(SummaryScene(app, s))
    app.push(SummaryScene(app, s))                       # shown again (Continue on it): booked once
    won = s.human in s.match.winners
    line = app.storage.stats().line("hoola", "easy")
    assert (line.matches, line.match_wins) == (1, 1 if won else 0)
    rows = dict(_shown(app, "hoola"))
    assert rows["Matches played"] == "1" and rows["Matches won"] == ("1 (100 %)" if won else "0 (0 %)")
