"""Issue 22: the table screen asks a game's table (game/games/<game>/table.py) for what is the game's own,
through the registry; a game with no table module of its own plays with the plain one."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from test_toy_ruleset import ToyRummy  # noqa: E402  (the toy game, registered below in a scope only)

from game.engine import Action, get_ruleset  # noqa: E402
from game.engine.registry import scoped  # noqa: E402
from game.engine.ruleset import register  # noqa: E402
from game.ui.game_table import TABLES, ButtonSpec, GameTable, register_table, table_for  # noqa: E402
from game.ui.table import affordances as aff  # noqa: E402
from game.ui.table.input import KEYS  # noqa: E402
from uihelpers import key, table_with  # noqa: E402

#: seat 0 holds 8 points and may rap (at most 10) at the start of its turn
HANDS = ["AS AH AD AC JK 2C 2D", "KS KH QD JC 9S 8S 7D"]
ROOT = Path(__file__).resolve().parents[2]
BUILTIN_TABLES = {"hoola": "HoolaTable", "seven-bridge": "SevenBridgeTable", "kalookie": "KalookieTable",
                  "house-rummy": "HouseRummyTable"}


def test_a_game_with_no_table_module_plays_with_the_plain_table(app):
    with scoped():
        register(ToyRummy())
        table = table_for("toy-rummy")
        assert type(table) is GameTable and TABLES.get("toy-rummy") is None
        assert table.claim_call == "Mine!" and not table.kind_buttons and not table.keys
        t = table_with(app, HANDS, "7H 8D 9D 5C", "4C", dealer=1, game="toy-rummy",
                       options={"rap_limit": 10})
        assert t.game_table is table and t.ctl.state.current == 0
        assert "rap" in {a.kind for a in t.legal}
        # its own kind is listed, but a game that shows nothing of its own gets no button or phrase for it
        assert [s.tag for s in t.button_specs] == ["draw", "take", "hint"]
        __, __p, may = aff.status_lines(view=t.view, names=t.names, human=0, timer=None, now=0.0, thinking=None,
                                        points=t.points, claim_word=t.claim_word, table=t.game_table)
        assert may == "You may draw from the stock (D or click it); take the discard into a meld (T or drag it)."
    assert "toy-rummy" not in TABLES.names()


class ToyTable(GameTable):
    """A fifth game's own button and key, in a test: no shared file names it."""

    keys = {"Q": "rap"}

    def turn_buttons(self, view, human, points):
        return [ButtonSpec("rap", "Rap", "Q", accent=True)] if any(a.kind == "rap" for a in view.legal) else []

    def may_phrases(self, kinds, phase, points):
        return (["rap (Q)"] if "rap" in kinds else []), []

    def press(self, tag, table):
        if tag != "rap":
            return False
        table.propose_plain(tag)
        return True


def test_a_games_own_table_gives_its_button_and_key(app):
    with scoped():
        register(ToyRummy())
        register_table("toy-rummy", ToyTable())
        t = table_with(app, HANDS, "7H 8D 9D 5C", "4C", dealer=1, game="toy-rummy",
                       options={"rap_limit": 10})
        assert [s.tag for s in t.button_specs] == ["rap", "draw", "take", "hint"]       # before Draw, as placed
        __, __p, may = aff.status_lines(view=t.view, names=t.names, human=0, timer=None, now=0.0, thinking=None,
                                        points=t.points, claim_word=t.claim_word, table=t.game_table)
        assert may.endswith("take the discard into a meld (T or drag it); rap (Q).")
        key(app, pygame.K_q)
        assert t.ctl.state.record == [Action("rap", 0)] and t.ctl.state.over
    assert type(table_for("toy-rummy")) is GameTable


def test_a_games_table_is_found_through_the_registry_with_no_shared_module_importing_it():
    """The screen's modules load and draw without any game's table; asking the registry loads them."""
    code = f"""
import sys
import game.ui.app, game.ui.table.scene, game.ui.table.draw, game.ui.words, game.ui.game_table
import game.bench.screen_bench
tables = [m for m in sys.modules if m.startswith("game.games.") and m.endswith(".table")]
assert not tables, tables
from game.ui.game_table import table_for
for game, cls in {BUILTIN_TABLES!r}.items():
    t = table_for(game)
    assert type(t).__name__ == cls and type(t).__module__.endswith(".table"), (game, type(t))
print("ok")
"""
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert out.stdout.strip() == "ok", out.stderr


def test_every_builtin_games_table_speaks_of_its_own_kinds_with_free_keys():
    """What a game's table names is its ruleset's own kinds, and its keys are none the table shares."""
    shared = {pygame.key.name(k).upper() for k in KEYS} | {"H", "U", "Z", "/"}
    for game, cls in BUILTIN_TABLES.items():
        table, kinds = table_for(game), get_ruleset(game).kinds
        assert type(table).__name__ == cls
        named = {k for k, *__ in table.kind_buttons} | set(table.keys.values()) | set(table.claims_with_discard) \
            | set(table.ends_turn) | set(table.hint_lights)
        assert named <= kinds, (game, named - kinds)
        letters = [k for __, __l, k, __a in table.kind_buttons] + list(table.keys) + \
            ([table.discard_word.key] if table.discard_word else [])
        assert len(letters) == len(set(letters)) and not set(letters) & shared, (game, letters)
