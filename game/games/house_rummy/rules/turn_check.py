"""The whole-turn check of House Rummy (R-5..R-8, R-12) with the turn's start worked out once.

:func:`.judge.judge` is the reference: it reads the table as the turn began afresh on every call.
A turn asks it many times (every list of moves asks whether the turn may end, and every steal or
opening it lists is a whole table to judge), always against the same start, so :class:`TurnStart`
keeps what the check reads of the start (where each card lay, the cards played before the turn,
the spaces' scores) and answers yes or no with the same rules; a refusal is worded by the reference
(refusals are rare in a list of moves, and the words stay in one place).
``tests/engine/test_house_rummy_turn_check.py`` compares the two over random tables.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from game.engine.cards import Card
from .judge import Play, _touched, judge, play_kind, play_score, space_scores


class TurnStart:
    """The table a turn began with, read once: ``judge`` and ``melding_value`` as the reference's
    :func:`~.judge.judge` and :func:`~.judge.melding_value` with these start facts."""

    __slots__ = ("seat", "start", "returned", "melded_before", "cost", "before", "start_set", "on_start",
                 "was", "by_id")

    def __init__(self, seat: int, start: Sequence[Play], returned: Iterable[Card], *, melded_before: bool,
                 cost: int) -> None:
        self.seat, self.start, self.melded_before, self.cost = seat, list(start), melded_before, cost
        self.returned = frozenset(returned)
        #: where each card lay: (play id, space)
        self.before: dict[Card, tuple[int | None, int]] = {c: (p.id, p.space) for p in start for c in p.cards}
        self.start_set = frozenset(self.before)
        self.on_start = self.start_set - self.returned
        self.was = space_scores(start)
        self.by_id = {p.id: p for p in start}

    def melding_value(self, end: Sequence[Play]) -> int:
        """Points of the whole plays in the seat's space made this turn from hand cards alone (R-5)."""
        seat, on_start = self.seat, self.on_start
        return sum(play_score(p.cards, p.as_kind) for p in end
                   if p.space == seat and p.cards and on_start.isdisjoint(p.cards)
                   and play_kind(p.cards, p.as_kind))

    def judge(self, end: Sequence[Play], who: dict[int, str] | None = None) -> str | None:
        """``None`` if the turn may end with ``end`` on the table, else the reference's reason."""
        if self.allows(end):
            return None
        return judge(self.seat, self.start, end, returned=self.returned, melded_before=self.melded_before,
                     cost=self.cost, who=who)

    def allows(self, end: Sequence[Play]) -> bool:
        """The reference's checks, in its order, answering only yes or no."""
        seat, before, returned = self.seat, self.before, self.returned
        if not returned and len(end) == len(self.start) and all(map(_same, end, self.start)):
            # the table as the turn found it (the first question after every draw): nothing moved,
            # nothing laid, nothing stolen, so only whether its plays are whole
            return all(play_kind(p.cards, p.as_kind) for p in end)
        after: dict[Card, tuple[int | None, int]] = {}
        for p in end:
            where = (p.id, p.space)
            for c in p.cards:
                after[c] = where
        if len(after) != sum(len(p.cards) for p in end):
            # a card named twice: the reference reads the last place; its own words and order decide
            return judge(seat, self.start, end, returned=returned, melded_before=self.melded_before,
                         cost=self.cost) is None
        present = set(after)
        if not self.start_set - returned <= present:
            return False                                     # a played card left the table
        for p in end:
            if not play_kind(p.cards, p.as_kind):
                return False                                 # a play not whole
        from_hand = present - self.on_start
        moved = {c for c in self.start_set & present if before[c] != after[c]}
        if not self.melded_before:
            value = self.melding_value(end)
            if value < self.cost:
                if moved - returned or self._touched(end):
                    return False
                if from_hand - self._swap_cards(end):
                    return False
        for p in end:
            stolen = paid = 0
            space = p.space
            for c in p.cards:
                b = before.get(c)
                if b is not None and b[1] != seat and b[1] != space:
                    stolen += 1
                if c in from_hand:
                    paid += 1
            if stolen > paid:
                return False
        if not from_hand and moved and all(before[c][1] != seat and before[c][1] == after[c][1] for c in moved):
            now = space_scores(end)
            if any(now.get(s, 0) < v for s, v in self.was.items() if s != seat):
                return False
        return True

    def _swap_cards(self, end: Sequence[Play]) -> set[Card]:
        """Hand cards that went into the plays a returned joker left (R-8), as the reference's."""
        by_id = {p.id: p for p in end if p.id is not None}
        out: set[Card] = set()
        for p in self.start:
            if self.returned.intersection(p.cards) and p.id in by_id:
                out |= set(by_id[p.id].cards) - set(p.cards)
        return out

    def _touched(self, end: Sequence[Play]) -> bool:
        """Did plays on the table change other than by joker replacement?  (The reference's own question.)"""
        return _touched(self.start, end, self.returned)


def _same(a: Play, b: Play) -> bool:
    """The same play in the same space, card for card (the table's own cards: mostly the very objects)."""
    return a is b or (a.id == b.id and a.space == b.space and a.as_kind == b.as_kind and a.cards == b.cards)
