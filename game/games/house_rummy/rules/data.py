"""What House Rummy keeps of its own in a hand and in a turn (typed; the engine copies, writes and
reads them as it does the shared state, and leaves the memo fields out)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.game_data import GameData, data_field
from game.engine.meld_notes import MeldNotes, note


@dataclass
class HouseRummyHand(GameData):
    """``melded``: seats that have met the melding cost (R-5); ``stock_open``: the turned-up card
    has opened the stock (R-2); ``first_out`` and its ``bonus`` (R-10); ``reentry``: seats out first
    in Epic that may come back in; ``gone``: seats out for good; ``ender``: the seat whose side went
    full out, and ``last_round``: the seats still to play after it (None before)."""

    melded: list[int] = data_field(factory=list)
    stock_open: bool = False
    first_out: int | None = None
    bonus: int = 0
    reentry: list[int] = data_field(factory=list)
    gone: list[int] = data_field(factory=list)
    ender: int | None = None
    last_round: list[int] | None = None


@dataclass
class HouseRummyTurn(GameData):
    """``start``: the table as the turn found it, ``[id, space, cards, as]`` a play (None until the
    turn notes it; the whole-turn check compares against it); ``returned``: jokers won back this
    turn, cold in hand (R-8); ``table_moves``: rearrangements made (the turn's bound, R-7/R-12);
    ``ended_here``: the turn went full out.  ``start_plays``, ``start_check`` and ``judged`` are memos of
    the rules (the start table read once, the whole-turn check built on it, the last judgement of the
    table with its key); ``position`` is :func:`position_memo`'s."""

    start: list[list[Any]] | None = None
    returned: list[str] = data_field(factory=list)
    table_moves: int = 0
    ended_here: bool = False
    start_plays: Any = data_field(None, cache=True)
    judged: Any = data_field(None, cache=True)
    start_check: Any = data_field(None, cache=True)
    position: Any = data_field(None, cache=True)


def position_memo(state: Any) -> dict[str, Any]:
    """What the rules worked out in this very position (the table, whether the seat has melded, whether
    its turn may end...): a list of moves asks each many times.  Kept with the length of the record
    and the table's and hands' own lists, so a copy (new lists), an undo or the next action starts
    afresh."""
    t = state.turn.data
    got = t.position
    n = len(state.record)
    if got is None or got[0] != n or got[1] is not state.melds or got[2] is not state.hands:
        got = t.position = (n, state.melds, state.hands, {})
    return got[3]


@dataclass(frozen=True)
class HouseRummyMeld(MeldNotes):
    """A play's notes: ``as_kind`` (key ``as``, a Python word): what its player said it is, ``book``
    or ``run``, for cards that could be either (with jokers); None: a run where both fit."""

    as_kind: str | None = note(key="as")
