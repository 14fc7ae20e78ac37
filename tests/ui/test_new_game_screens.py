"""A new game touches no shared file: a ruleset registered here (the toy rummy of the engine's
tests) is set up, played, ended and counted by the screens with its own words, none of Hoola's."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from test_toy_ruleset import _toy_games  # noqa: E402,F401  (registers "toy-rummy" for this module)

from game.engine import get_ruleset  # noqa: E402
from game.controller.session import GameConfig  # noqa: E402
from game.ui.setup_scene import SetupScene  # noqa: E402
from game.ui.stats_scene import measures  # noqa: E402
from uihelpers import key, step  # noqa: E402

HOOLA_WORDS = ("Knock", "Slap", "Perfect", "Blast", "Big luck", "Undercut", "Stake", "감사합니다")


def test_a_new_game_sets_up_with_its_own_rows(app):
    setup = SetupScene(app, GameConfig(game="toy-rummy", players=2, levels=["random"], seed=3))
    app.push(setup)
    step(app, 2)
    labels = " ".join(r.label for r in setup.list.rows)
    assert not any(w in labels for w in HOOLA_WORDS), labels
    assert any(r.name == "rap_limit" for r in setup.list.rows)      # its own option, with its help
    assert any(r.name == "target" for r in setup.list.rows)          # a game of points may end at a target


def test_a_new_game_is_played_to_its_end_screen(app):
    setup = SetupScene(app, GameConfig(game="toy-rummy", players=2, levels=["random"], seed=3, max_hands=1))
    app.push(setup)
    key(app, pygame.K_F5)
    table = app.stack.top
    assert table.__class__.__name__ == "TableScene" and table.ctl.state.game == "toy-rummy"
    assert table.claim_word == "Mine!"                  # the plain table's call: it has no table of its own
    for _ in range(4000):
        if app.stack.top.__class__.__name__ != "TableScene":
            break
        top = app.stack.top
        if top.ctl.state.current == top.human and not top.ctl.state.over:
            legal = top.ctl.state.legal_actions(top.human)
            if legal:
                top.ctl.submit(legal[-1], app.clock.now())
        step(app, 1, dt=0.3)
    assert app.stack.top.__class__.__name__ in ("EndScene", "SummaryScene")
    surf = pygame.Surface(app.size)
    app.stack.draw(surf)


def test_a_new_games_statistics_have_no_hoola_rows():
    labels = [label for label, _ in measures("toy-rummy")]
    assert labels[:2] == ["Hands played", "Hands won"] and "Points won" in labels
    assert not any(w in " ".join(labels) for w in HOOLA_WORDS), labels
    sb = [label for label, _ in measures("seven-bridge")]
    assert "Knocks" not in sb and "Slaps won" not in sb and "Pon! calls out of turn won" in sb


def test_each_game_has_its_own_end_columns():
    """Issue 13, bug 11: Seven Bridge and new games show no ranks; Hoola keeps its own."""
    assert "rank" in dict(get_ruleset("hoola").end_columns)
    for game in ("seven-bridge", "kalookie", "toy-rummy"):
        cols = dict(get_ruleset(game).end_columns)
        assert "rank" not in cols and "payment" in cols
