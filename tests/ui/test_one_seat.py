"""Issue 23: the screen sees one seat.

While a hand is played, nothing the screen holds is the hand (``HandState``) or a card hidden in
another seat's hand: the table scene and everything reachable from it are walked at many moments of
a hand of every game, and a game's hooks are given the player's seat's table, never the hand.  The
walk stops at the layers below the screen that own the hand (the controller and its session, the
storage that saves the game); the screen's code never reads the hand through them
(:func:`test_the_screen_never_asks_the_controller_for_the_hand`).  After the hand, every hand is
public: the seat's table shows them, and not before.
"""
from __future__ import annotations

import ast
import collections
import pathlib
import types
from dataclasses import replace

import pytest

from ai.registry import make_bot
from game.controller.seat import NOT_OVER, SeatTable
from game.controller.session import GameConfig, Session
from game.engine import Action, Card, Match
from game.engine.review import Review
from game.engine.state import HandState
from game.ui.game_table import GameTable, table_for
from game.ui.table.scene import TableScene
from uihelpers import step

ROOT = pathlib.Path(__file__).resolve().parents[2]
#: the layers below the screen that own the hand: the walk does not go into them
BELOW = ("game.controller", "game.storage", "ai.")
#: the hooks of a game's table that are given the hand's side of things
HOOKS = ("key_applies", "version_words", "status_note", "selection_note", "celebration")


def reachable(root: object) -> tuple[list[object], set[str]]:
    """Every object reachable from ``root`` through instance attributes, slots, containers, bound
    methods and closures, stopping at objects of the layers below the screen (:data:`BELOW`)."""
    seen: set[int] = set()
    out: list[object] = []
    stopped: set[str] = set()
    todo: collections.deque = collections.deque([root])
    while todo:
        obj = todo.popleft()
        if id(obj) in seen or obj is None or isinstance(obj, (str, bytes, int, float, complex, bool,
                                                               types.ModuleType, type)):
            continue
        seen.add(id(obj))
        module = type(obj).__module__ or ""
        if module.startswith(BELOW) or type(obj).__name__ == "MemoryStorage":
            stopped.add(type(obj).__qualname__)
            continue
        out.append(obj)
        if isinstance(obj, dict):
            todo.extend(obj.keys())
            todo.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset, collections.deque)):
            todo.extend(obj)
        elif isinstance(obj, types.MethodType):
            todo.append(obj.__self__)
        elif isinstance(obj, types.FunctionType):
            todo.extend(c.cell_contents for c in obj.__closure__ or () if _filled(c))
            todo.extend(obj.__defaults__ or ())
        else:
            todo.extend(getattr(obj, "__dict__", {}).values())
            for cls in type(obj).__mro__:
                for name in getattr(cls, "__slots__", ()):
                    if hasattr(obj, name):
                        todo.append(getattr(obj, name))
    return out, stopped


def _filled(cell: types.CellType) -> bool:
    try:
        cell.cell_contents
    except ValueError:
        return False
    return True


def hidden_from(hand: HandState, seat: int, held: set[Card] | None = None) -> set[Card]:
    """Cards in another seat's hand that ``seat`` has never seen: not in a public move, never on the
    table or the discard pile (a discard taken into a hand was seen by all).  ``held``: only those."""
    view = hand.view(seat)
    seen = set(view.hand) | set(view.discard) | {c for m in view.melds for c in m.cards}
    seen |= {c for a in view.history for c in a.cards} | {c for c, __ in view.taken}
    hidden = {c for s, cards in enumerate(hand.hands) if s != seat for c in cards} - seen
    if held is not None:
        hidden &= held
    if hidden:                                # every pile the hand has shown, move by move
        review = Review(hand.to_record())
        for k in range(len(review)):
            hidden -= set(review.state(k).discard)
    return hidden


def table_scene(app, game: str, players: int) -> TableScene:
    """A table of ``game`` whose player's seat is played by a bot, so the hand runs by itself."""
    cfg = GameConfig(game=game, players=players, levels=["easy"] * 6, seed=11, max_hands=1)
    paced = replace(app.settings, think_scale=1.0)          # the bots take their time: the hand is watched
    session = Session(cfg, paced, storage=app.storage)
    session.bots[0] = session.controller.bots[0] = make_bot("easy", 5)
    scene = TableScene(app, session)
    app.push(scene)
    app.step()
    return scene


@pytest.mark.parametrize("game,players", [("hoola", 4), ("seven-bridge", 3), ("kalookie", 4),
                                          ("house-rummy", 4)])
def test_nothing_the_screen_holds_is_the_hand_or_another_seats_card(app, monkeypatch, game, players):
    given: list[tuple[str, object]] = []
    table_for(game)                           # the game's table module registers its subclass
    for hook in HOOKS:                        # what a game's hooks are given of the hand
        original = getattr(GameTable, hook)

        def spy(self, first, *rest, __original=original, __hook=hook):
            given.append((__hook, first))
            return __original(self, first, *rest)
        monkeypatch.setattr(GameTable, hook, spy)
        for cls in GameTable.__subclasses__():
            if hook in vars(cls):
                own = vars(cls)[hook]

                def spy_own(self, first, *rest, __own=own, __hook=hook):
                    given.append((__hook, first))
                    return __own(self, first, *rest)
                monkeypatch.setattr(cls, hook, spy_own)
    t = table_scene(app, game, players)
    hand: HandState = t.ctl.state
    walks = 0
    for i in range(6000):
        if hand.over:
            break
        if i % 7 == 0:
            objs, stopped = reachable(t)
            walks += 1
            assert not [o for o in objs if isinstance(o, (HandState, Match))], "the screen holds the hand"
            leaked = hidden_from(hand, t.human, {o for o in objs if isinstance(o, Card)})
            assert not leaked, f"the screen holds hidden cards {sorted(map(str, leaked))}"
            assert "TableController" in stopped          # the walk reached the layer below and stopped
        step(app, 1, dt=0.25)
    assert hand.over and walks >= 5
    assert given and {h for h, __ in given} >= {"status_note", "selection_note"}
    for hook, first in given:
        assert isinstance(first, SeatTable) and first.seat == t.human, hook
    assert not hasattr(t, "state")


def test_the_walk_finds_a_hand_or_a_hidden_card_the_screen_would_hold(app):
    """The walk above can fail: a hand kept by the screen, a card of another seat in a closure."""
    t = table_scene(app, "kalookie", 4)
    hand = t.ctl.state
    secret = next(iter(hidden_from(hand, t.human)))
    t.kept = [{"hand": hand}]
    assert any(isinstance(o, HandState) for o in reachable(t)[0])
    del t.kept
    t.note = lambda: str(secret)
    assert secret in reachable(t)[0]
    assert not any(isinstance(o, HandState) for o in reachable(t)[0])


def test_the_seat_table_shows_other_hands_only_once_the_hand_is_over(app):
    t = table_scene(app, "hoola", 2)
    seat, hand = t.seat_table, t.ctl.state
    assert seat.held(0) == tuple(hand.hands[0])          # one's own, at any time
    with pytest.raises(PermissionError, match=NOT_OVER):
        seat.held(1)
    with pytest.raises(PermissionError, match=NOT_OVER):
        seat.revealed(1)
    with pytest.raises(PermissionError, match=NOT_OVER):
        seat.finished_record()
    assert seat.check(Action("draw_stock", 1)) == "that is not your seat"
    for _ in range(3000):
        if hand.over:
            break
        step(app, 1, dt=0.25)
    assert hand.over
    assert seat.held(1) == tuple(hand.hands[1])
    assert seat.revealed(1) == tuple(hand.result.hands.get(1, hand.hands[1]))
    assert seat.finished_record() == hand.to_record()
    assert seat.result is hand.result and seat.over


#: modules of game/ui that are no part of the table's screen and may hold a hand: the monkey test's
#: driver, a stated deal set up before it is played, the deal's code shown after it, and the memory
#: storage that stands in for the files in the tests
TOOLS = {"monkey.py", "demo.py", "deal_scene.py", "deal_code.py", "hooks.py"}


def test_the_screen_never_asks_the_controller_for_the_hand():
    """No ``ctl.state``, ``controller.state`` or ``match.hand`` in the screen's code or a game's table
    and menu: it asks the seat's table (``review_scene`` steps through a finished hand's record)."""
    found = []
    files = [p for p in (ROOT / "game" / "ui").rglob("*.py") if p.name not in TOOLS]
    files += list((ROOT / "game" / "games").glob("*/table.py")) + list((ROOT / "game" / "games").glob("*/menu.py"))
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in ("state", "hand"):
                owner = node.value
                name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
                if (node.attr, name) in (("state", "ctl"), ("state", "controller"), ("hand", "match")):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []
