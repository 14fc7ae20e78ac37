"""Issue 22, done when: a fifth game, written as a test fixture folder (``tests/fifth_game``), plays at the
table with its own action kind, its own button, its own statistic and its own bot; it is saved and
counted, and it touches no shared file (everything it has is registered from its folder, inside a
registry scope that forgets it afterwards)."""
from __future__ import annotations

import json
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from ai.registry import make_bot  # noqa: E402
from ai.strategies import strategy_for  # noqa: E402
from game.engine import games, new_hand  # noqa: E402
from game.engine.counters import stats_of  # noqa: E402
from game.engine.registry import scoped  # noqa: E402
from game.sim import play_hand  # noqa: E402

from tests import fifth_game  # noqa: E402

GAME = fifth_game.NAME


@pytest.fixture(autouse=True, scope="module")
def _fifth_game():
    with scoped():
        fifth_game.install()
        yield
    assert GAME not in games()                  # the scope forgot it: no other test sees it


def test_the_fifth_game_is_found_through_every_registry_and_no_shared_file_names_it():
    from game.ui.game_menu import menu_for
    from game.ui.game_table import table_for
    assert GAME in games()
    assert table_for(GAME).kind_buttons == (("rap", "Rap", "R", False),)
    assert [c.name for c in stats_of(GAME).counters] == ["raps"]
    assert strategy_for(GAME).__module__ == "tests.fifth_game.bot"
    assert menu_for(GAME).rules_text.startswith("Fifth rummy")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for top in ("game", "ai"):
        for folder, _, files in os.walk(os.path.join(root, top)):
            for name in files:
                if name.endswith(".py"):
                    with open(os.path.join(folder, name), encoding="utf-8") as f:
                        assert "toy-fifth" not in f.read() and "fifth_game" not in open(
                            os.path.join(folder, name), encoding="utf-8").read(), name


def test_its_bots_play_it_through_the_shared_plan_and_rap_with_their_own_strategy():
    raps = 0
    for seed in range(40):
        state = new_hand(GAME, players=3, seed=seed, options={"rap_limit": 20}, dealer=seed % 3)
        play_hand(state, [make_bot(level, seed * 3 + s) for s, level in enumerate(("easy", "medium", "hard"))],
                  check=True)
        assert state.result is not None
        if state.result.reason == "rap":
            raps += 1
            winner = state.result.winners[0]
            assert state.record[-1].kind == "rap" and state.record[-1].seat == winner
    assert raps > 0, "the bots' own strategy never rapped"


@pytest.fixture
def real_app(tmp_path, monkeypatch):
    monkeypatch.setenv("HOOLA_DATA_DIR", str(tmp_path))
    from game.controller import FakeClock
    from game.ui.app import App
    from game.ui.storage_adapter import StorageAdapter
    a = App((1280, 720), storage=StorageAdapter(), clock=FakeClock())
    a.settings = a.settings.replace(animation_speed=0.0, think_scale=0.0)
    yield a
    pygame.event.clear()


def _key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=pygame.key.name(k)))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0))
    app.step(0.0)


def test_it_is_played_at_the_table_rapped_with_its_button_saved_and_counted(real_app, tmp_path):
    from game.storage.saves import load_match
    from game.storage.paths import Paths
    from game.controller.session import GameConfig
    from game.ui.setup_scene import SetupScene
    app = real_app
    setup = SetupScene(app, GameConfig(game=GAME, players=3, levels=["medium", "medium"], seed=5,
                                       options={"rap_limit": 200}, max_hands=1))
    app.push(setup)
    _key(app, pygame.K_F5)
    table = app.stack.top
    assert table.__class__.__name__ == "TableScene" and table.ctl.state.game == GAME
    for _ in range(2000):
        if table.ctl.state.current == table.human and any(a.kind == "rap" for a in table.ctl.state.legal_actions(table.human)):
            break
        app.step(0.25)
    else:
        raise AssertionError("the player never had a turn to rap")
    app.step(0.0)
    rap_button = [b for b in table.button_specs if b.tag == "kind:rap"]
    assert [(b.label, b.key, b.enabled) for b in rap_button] == [("Rap", "R", True)]   # its own button
    # the hand so far is saved as this game's, and it would continue from the file
    saved = json.loads((tmp_path / "save.json").read_text())
    assert saved["match"]["game"] == GAME
    resumed, problem = load_match(Paths.under(tmp_path))
    assert problem is None and resumed.match.game == GAME
    from tests.fifth_game.rules import hand_points       # (imported here: importing registers the game)
    held = hand_points(table.ctl.state, table.human)
    _key(app, pygame.K_r)                                    # its own button's key
    for _ in range(40):
        app.step(0.25)
        if table.ctl.state.result is not None:
            break
    result = table.ctl.state.result
    assert result is not None and result.reason == "rap" and result.winners == (table.human,)
    assert result.points[table.human] == held
    for _ in range(20):
        app.step(0.5)
    line = app.storage.stats().lines[GAME]["medium"]
    assert line.hands == 1 and line.wins == 1 and line.counts == {"raps": 1}
    from game.ui.stats_scene import measures
    assert "Raps" in [label for label, __ in measures(GAME)]                # and shown
