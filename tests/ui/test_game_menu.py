"""Issue 22: the menus ask each game for what is its own (presets, option words, rules text, demos) through
its menu (``game/games/<game>/menu.py``, :mod:`game.ui.game_menu`); a game that registers no menu gets the
defaults, which name no game; the entry points and the setup screen still list exactly the built-in games."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.engine import games, get_ruleset
from game.engine.registry import scoped
from game.ui.game_menu import GENERIC_RULES, MENUS, GameMenu, menu_for, register_menu

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from test_toy_ruleset import ToyRummy  # noqa: E402

BUILTIN = {"hoola", "seven-bridge", "kalookie", "house-rummy"}


def builtin_games() -> set[str]:
    """The games whose rules live in a folder of the one list (game.games.BUILTIN), by registered name."""
    from game import games as builtin
    folders = {("game", "games", folder) for folder in builtin.BUILTIN}
    return {g for g in games() if tuple(type(get_ruleset(g)).__module__.split(".")[:3]) in folders}


def test_the_one_list_names_the_four_games():
    assert builtin_games() == BUILTIN


def test_every_built_in_game_registers_its_menu():
    assert set(MENUS.names()) >= BUILTIN
    for game in BUILTIN:
        menu = menu_for(game)
        assert type(menu) is not GameMenu and type(menu).__module__.startswith("game.games."), game
        assert menu.rules_text != GENERIC_RULES and menu.rules_file == game


def test_a_game_without_a_menu_gets_the_default_one(app):
    """The toy rummy registers rules only: the menus show it with defaults that name no game."""
    from game.ui.rules_scene import RulesScene
    from game.ui.rules_text import rules_text
    from game.controller.session import GameConfig
    from game.ui.setup_scene import SetupScene
    from game.ui.widgets import HeaderRow
    from game.ui.words import option_label, option_value
    with scoped():
        from game.engine.ruleset import register
        register(ToyRummy())
        menu = menu_for("toy-rummy")
        assert type(menu) is GameMenu and MENUS.get("toy-rummy") is None
        assert menu.presets == () and menu.option_groups == () and menu.demo_tables == {}
        assert option_label(menu, "rap_limit") == "Rap limit" and option_value(menu, "rap_limit", 5) == "5"
        assert rules_text("toy-rummy") == GENERIC_RULES
        assert RulesScene(app, "toy-rummy").text().startswith(GENERIC_RULES)
        setup = SetupScene(app, GameConfig(game="toy-rummy", players=2, levels=["random"], seed=3))
        names = [r.name for r in setup.list.rows]
        assert "preset" not in names and "rap_limit" in names             # no presets: the options as they are
        assert not any(isinstance(r, HeaderRow) for r in setup.list.rows)  # no groups: no headings
        assert "toy-rummy" in next(r for r in setup.list.rows if r.name == "game").choices
    assert "toy-rummy" not in games() and MENUS.get("toy-rummy") is None


def test_a_game_may_register_a_menu_of_its_own_in_a_scope():
    class ToyMenu(GameMenu):
        presets = (("Quick", "Rap early.", {"rap_limit": 10}),)
        option_words = {"rap_limit": ("Rap with at most", {10: "ten points"})}
    with scoped():
        register_menu("toy-rummy", ToyMenu())
        menu = menu_for("toy-rummy")
        assert menu.preset_options("Quick") == {"rap_limit": 10} and menu.preset_options("Slow") is None
        assert menu.option_label_en("rap_limit") == "Rap with at most"
        assert menu.option_value_en("rap_limit", 10) == "ten points" and menu.option_value_en("rap_limit", 5) is None
    assert MENUS.get("toy-rummy") is None


def test_the_setup_screen_lists_exactly_the_built_in_games(app):
    from game.ui.setup_scene import SetupScene
    setup = SetupScene(app)
    row = next(r for r in setup.list.rows if r.name == "game")
    assert set(row.choices) == BUILTIN == builtin_games()
    assert setup.config.game == "hoola"                                   # the default game


@pytest.mark.parametrize("argv", [["--smoke", "--game", "nope"], ["sim", "--game", "nope"]])
def test_the_command_line_lists_exactly_the_built_in_games(argv, capsys):
    from game.cli import main
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.endswith("known: " + ", ".join(sorted(BUILTIN))), err


def test_the_help_names_the_default_game(capsys):
    from game.cli import main
    from game.defaults import DEFAULT_GAME
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage: hoola ") and f"(default {DEFAULT_GAME})" in out


def test_the_entry_points_load_the_built_in_games(monkeypatch):
    from game import cli
    from game import games as builtin
    loaded = []
    monkeypatch.setattr(builtin, "load", loaded.append)
    cli.load_games(screen=False)
    assert loaded == ["rules", "stats", "bot"]                 # no screen for a headless command
    loaded.clear()
    cli.load_games(screen=True)
    assert loaded == list(builtin.LAYERS)


def test_the_games_own_demo_scenes_are_listed_with_the_shared_ones():
    from game.ui.demo import SCENES, game_scenes, scenes
    assert scenes() == SCENES == ("menu", "setup", "table", "table7", "bridge", "slap", "end", "summary", "rules",
                                  "settings", "stats", "help")
    own = game_scenes()
    assert own["slap"][0] == "hoola" and own["slap"][1].hands and own["bridge"][0] == "seven-bridge"


def test_the_solver_bench_asks_the_registry():
    from game.bench.solver_bench import own_deck_cases, rules_sets
    assert list(rules_sets()) == ["plain", "hoola", "seven-bridge"]       # one plain pack: the shared rows
    assert [c.label for c in own_deck_cases()] == ["kalookie", "kalookie-na"]
