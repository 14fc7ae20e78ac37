"""What Battle Hoola keeps of its own in a hand (typed; the engine copies, writes and reads it
as it does the shared state)."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from game.engine.game_data import GameData, data_field
from game.engine.meld_notes import MeldNotes


@dataclass
class DropoutRound(GameData):
    """Six or seven players (H-VAR-1): ``need`` seats sit the hand out; who ``dropped`` (by choice
    or ``forced`` when four chose to play), who ``chose`` to play, and the compensation ``units``
    each forced seat's hand was worth."""

    need: int = 0
    dropped: list[int] = data_field(factory=list)
    chose: list[int] = data_field(factory=list)
    forced: list[int] = data_field(factory=list)
    units: dict[int, int] = data_field(factory=dict)


def _round(values: Any) -> DropoutRound:
    return DropoutRound.from_dict(values)  # type: ignore[return-value]


@dataclass
class HoolaHand(GameData):
    """``dropout``: the drop-out round (None with five players or fewer); ``asking``: the seat
    it asks now (None once play begins); ``side_payments``: the compensation it settled."""

    dropout: DropoutRound | None = data_field(None, read=_round)
    asking: int | None = None
    side_payments: dict[int, Fraction] = data_field(factory=dict)


@dataclass(frozen=True)
class HoolaMeld(MeldNotes):
    """A play's notes: ``direction``, the way a run begun on a lone seven grows in Glenn's one-way
    runs (H-VAR-8): ``down`` once a 6 joined it, ``up`` otherwise (None until it holds two cards)."""

    direction: str | None = None
