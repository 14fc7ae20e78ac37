"""One seat's table: what the screen may ask about the hand, for the player's seat only.

The screen used to ask the whole hand (which holds every hidden card) why a move is refused, how
selected cards are laid at once, and how many moves may be taken back.  :class:`SeatTable` answers
these for one seat: the seat's view, a check of the seat's own actions, composing a play from the
seat's own cards, and taking back.  An action of another seat is refused with the engine's words
for it, and nothing it returns holds a card the seat may not see.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from game.engine import Action, Card, PlayerView
from game.engine.restore import restorable

from .points import hand_points

__all__ = ["SeatTable", "NOT_YOUR_SEAT"]

NOT_YOUR_SEAT = "that is not your seat"


class SeatTable:
    """The hand as ``seat`` may see and use it.  ``hand`` gives the hand now in play (a match
    deals a new one each hand), so one seat's table serves the whole match."""

    def __init__(self, hand: Callable[[], Any], seat: int) -> None:
        self._hand = hand
        self.seat = seat

    def view(self) -> PlayerView:
        """What the seat sees: its hand, the table, counts of the hidden cards, its legal actions."""
        return self._hand().view(self.seat)

    def check(self, action: Action) -> str | None:
        """``None`` if the seat may make ``action`` now, else the engine's reason."""
        if action.seat != self.seat:
            return NOT_YOUR_SEAT
        return self._hand().check(action)

    def why_illegal(self, action: Action) -> str:
        """The reason a player reads for refusing ``action`` (the check's)."""
        return self.check(action) or "that is allowed now"

    def compose_play(self, cards: Sequence[Card]) -> Action | None:
        """The game's own play that lays the seat's ``cards`` at once, if it has one."""
        hand = self._hand()
        return hand.ruleset.compose_play(hand, self.seat, tuple(cards))

    def compose_plays(self, cards: Sequence[Card]) -> list[Action]:
        """Every way the game lays the seat's ``cards`` at once (the screen asks when there are several)."""
        hand = self._hand()
        return list(hand.ruleset.compose_plays(hand, self.seat, tuple(cards)))

    def add_ways(self, action: Action) -> list[Action]:
        """The ways the seat's ``add`` may be meant (what a joker laid off stands for); one: no question."""
        hand = self._hand()
        return list(hand.ruleset.add_ways(hand, action)) if action.seat == self.seat else [action]

    def undo_steps(self) -> int:
        """How many of its own moves the seat may take back now (0 out of its turn)."""
        return self._hand().undo_steps(self.seat)

    def restorable(self) -> bool:
        """Whether the seat has anything of this turn to restore (House Rummy's "restore the table")."""
        return restorable(self._hand(), self.seat)

    def points(self) -> dict[str, int]:
        """The seat's points shown beside its start-of-turn buttons (the ruleset's counts)."""
        return hand_points(self._hand(), self.seat)

    def distinct_ways(self, ways: Sequence[Action]) -> list[Action]:
        """The seat's ways that differ in what they lay: two that lay the same table by face (which of
        two identical jokers stands where) are one choice, the first kept; a way the engine refuses
        stays (its reason is said when it is chosen)."""
        seen: set[tuple] = set()
        out: list[Action] = []
        for a in ways:
            key = self._outcome(a) if a.seat == self.seat else None
            if key is not None and key in seen:
                continue
            if key is not None:
                seen.add(key)
            out.append(a)
        return out

    def _outcome(self, action: Action) -> tuple | None:
        """The table and the seat's hand after ``action``, cards by face and each joker by what it
        stands for; ``None``: the engine refuses it.  Tried on a copy; only the seat's own is read."""
        trial = self._hand().trial()
        try:
            trial.apply(action)
        except ValueError:
            return None
        melds = sorted((m.owner, m.space if m.space is not None else m.owner, str(m.kind),
                        tuple(("*" + m.jokers.get(c, "")) if c.is_joker else c.face for c in m.cards))
                       for m in trial.melds)
        return (trial.phase, trial.current, tuple(melds), tuple(sorted(c.face for c in trial.hands[self.seat])))
