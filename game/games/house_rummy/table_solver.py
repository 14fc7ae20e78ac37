"""House Rummy's table solver: the whole table rearranged to lay the most of a hand (R-6, R-7, R-12).

A player who has melded may rebuild every play on the table, as long as each play is whole when the
turn ends and each card moved out of another player's space is paid for by a hand card in the play it
joins. Like a Rummikub solver, this poses the turn as a packing: every card on the table must end in a
whole play, hand cards may join; the best packing leaves the fewest points in hand (R-11's values),
and among equals moves the fewest table cards.

The search covers the table's cards one at a time (the lowest card still loose first) with every book
and run that can hold it, drawn from the table and the hand, remembering each (table left, hand left)
it has solved; the hand cards left at the end are melded as well as they can be by the shared meld
solver. It is exact within its node budget, and deterministic: the same table and hand give the same
answer on any machine. The spaces are chosen afterwards: a play that is one of the table's as it was
keeps its place; a new one goes where what it steals is paid for, the player's own side first.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Generator, Sequence

from game.engine.cards import JOKER_RANK, Card
from game.engine.solver import best_partition, min_points

from .rules.judge import RULES, Play, VALUES, play_kind

#: search nodes (plays tried) before the best packing so far is kept
NODE_BUDGET = 4000
#: search nodes between two pauses of :func:`table_steps` (well under a millisecond of work)
STEP_NODES = 16
_INF = 10 ** 9


@dataclass(frozen=True)
class Arrangement:
    """A table the turn may end with: its plays (``Play.id`` None for a new one), the hand cards laid,
    and the points those cards would have counted in hand."""

    plays: tuple[Play, ...]
    laid: tuple[Card, ...]
    points_laid: int


class _Search:
    def __init__(self, seat: int, plays: Sequence[Play], hand: Sequence[Card], budget: int) -> None:
        self.seat = seat
        self.cards: list[Card] = [c for p in plays for c in p.cards] + list(hand)
        self.n_table = sum(len(p.cards) for p in plays)
        self.origin: list[int | None] = [p.space for p in plays for _ in p.cards] + [None] * len(hand)
        self.budget = budget
        self.nodes = 0
        self.memo: dict[tuple[int, int], tuple[int, tuple[int, ...]]] = {}
        self._whole: dict[int, bool] = {}
        self.natural: dict[tuple[str, int], int] = {}
        self.by_rank: dict[int, list[int]] = {}
        self.jokers: list[int] = []
        for i, c in enumerate(self.cards):
            if c.rank == JOKER_RANK:
                self.jokers.append(i)
            else:
                self.natural[(c.suit, c.rank)] = i
                self.by_rank.setdefault(c.rank, []).append(i)
        self.joker_mask = _mask(self.jokers)
        #: each suit's cards by rank (index 1..13; -1 where the suit's card of that rank is not here)
        self.suit_ranks: dict[str, list[int]] = {}
        for (suit, rank), i in self.natural.items():
            self.suit_ranks.setdefault(suit, [-1] * 14)[rank] = i

    # ---- plays that hold a card ---------------------------------------------------------------------
    def plays_with(self, p: int, free: int) -> list[int]:
        """Masks of the whole plays among the cards in ``free`` that hold card ``p`` (a natural)."""
        card = self.cards[p]
        jokers = [j for j in self.jokers if free >> j & 1]
        # prefer the table's jokers: they must be placed, a hand's may stay
        jokers.sort(key=lambda j: j >= self.n_table)
        out: list[int] = []
        seen: set[int] = set()
        others = [i for i in self.by_rank.get(card.rank, ()) if i != p and free >> i & 1]
        for k in (2, 3):
            for group in combinations(others, k):
                if len({self.cards[i].suit for i in group} | {card.suit}) == k + 1:
                    out.append(_mask((p, *group)))
        for k in (1, 2):
            for group in combinations(others, k):
                if len({self.cards[i].suit for i in group} | {card.suit}) != k + 1:
                    continue
                for nj in range(1, min(2, len(jokers)) + 1):
                    if k + 1 + nj <= 4:
                        # which joker matters when two are loose: the other may be the one a play
                        # elsewhere needs (HiGHS found tables the first-joker-only search missed)
                        out += [_mask((p, *group, *js)) for js in combinations(jokers, nj)]
        # runs around the corner: from each start at most 12 ranks back, walk up while the
        # suit's cards (or at most two jokers) fill the ranks; a window reaching the card is a run
        # (the play's mask grown card by card as the window walks)
        ranks = self.suit_ranks[card.suit]
        top = min(2, len(jokers))
        joker_sets = {n: list(combinations(jokers, n)) for n in range(1, top + 1)}
        gaps = 0
        for back in range(13):
            if back:
                # a walk from ``back`` ranks down reaches the card only if at most ``top`` of the
                # ranks on the way are missing (more missing further down: no later start reaches it)
                below = ranks[(card.rank - back - 1) % 13 + 1]
                if below < 0 or not free >> below & 1:
                    gaps += 1
                    if gaps > top:
                        break
            m = 0                        # the naturals of the window; its jokers are chosen below
            used = 0
            rank = (card.rank - back - 1) % 13 + 1
            for k in range(13):
                i = ranks[rank]
                if i >= 0 and free >> i & 1:
                    m |= 1 << i
                elif used < top:
                    used += 1
                else:
                    break
                if k >= back and k >= 2 and used <= k:
                    for js in (joker_sets[used] if used else ((),)):
                        play = m | _mask(js)
                        if play not in seen:
                            seen.add(play)
                            out.append(play)
                rank = rank + 1 if rank < 13 else 1
        return out

    def whole(self, m: int) -> bool:
        """Whether the play ``m`` is whole and what it steals can be paid for in some space."""
        hit = self._whole.get(m)
        if hit is None:
            hit = self._whole[m] = self._is_whole(m)
        return hit

    def _is_whole(self, m: int) -> bool:
        bits = _bits(m)
        if not play_kind([self.cards[i] for i in bits]):
            return False
        n_table, origin = self.n_table, self.origin
        paid = sum(1 for i in bits if i >= n_table)
        spaces = {origin[i] for i in bits if i < n_table} | {self.seat}
        return any(self.stolen(m, s) <= paid for s in spaces)

    def stolen(self, m: int, space: int | None) -> int:
        return sum(1 for i in _bits(m) if i < self.n_table and self.origin[i] not in (self.seat, space))

    # ---- the search -----------------------------------------------------------------------------------
    def solve(self, table_left: int, hand_left: int) -> "Generator[None, None, tuple[int, tuple[int, ...]]]":
        """(points left in hand, the plays as masks) of the best packing of what is left, returned by
        this generator, which yields every :data:`STEP_NODES` nodes so that a caller can spread the
        work over frames (the answer does not depend on where it pauses)."""
        key = (table_left, hand_left)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        if not table_left:
            rest = [self.cards[i] for i in _bits(hand_left)]
            out = (min_points(rest, RULES), ())
        elif self.nodes > self.budget:
            out = (_INF, ())
        else:
            naturals = table_left & ~self.joker_mask
            out = (_INF, ())
            if naturals:
                p = (naturals & -naturals).bit_length() - 1      # the lowest natural still loose
                yield                             # each expansion lists its plays: a pause first
                for m in self.plays_with(p, table_left | hand_left):
                    self.nodes += 1
                    if self.nodes % STEP_NODES == 0:
                        yield
                    if not self.whole(m):
                        continue
                    points, plays = yield from self.solve(table_left & ~m, hand_left & ~m)
                    if points < out[0]:
                        out = (points, (m, *plays))
        self.memo[key] = out
        return out


def _mask(indexes: Sequence[int]) -> int:
    m = 0
    for i in indexes:
        m |= 1 << i
    return m


def _bits(m: int) -> list[int]:
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def best_table(seat: int, plays: Sequence[Play], hand: Sequence[Card], side: set[int] | frozenset[int] = frozenset(),
               budget: int = NODE_BUDGET) -> Arrangement | None:
    """The table that lays the most points of ``hand`` with every card of ``plays`` kept on it, the
    plays in spaces that pay for what they steal (``side``: the spaces of ``seat``'s side, chosen
    first); ``None`` if no arrangement lays a card (or the search found none within its budget)."""
    steps = table_steps(seat, plays, hand, side, budget)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def table_steps(seat: int, plays: Sequence[Play], hand: Sequence[Card], side: set[int] | frozenset[int] = frozenset(),
                budget: int = NODE_BUDGET) -> "Generator[None, None, Arrangement | None]":
    """:func:`best_table` as a generator that pauses every :data:`STEP_NODES` search nodes (a few
    milliseconds) and returns the same answer: a bot thinking over frames steps it."""
    search = _Search(seat, plays, hand, budget)
    n = len(search.cards)
    table_mask = (1 << search.n_table) - 1
    hand_mask = ((1 << n) - 1) & ~table_mask
    points, masks = yield from search.solve(table_mask, hand_mask)
    if points >= _INF:
        return None
    before = sum(VALUES[c.rank] for c in hand)
    if points >= before:
        return None
    used = 0
    for m in masks:
        used |= m
    rest = [search.cards[i] for i in _bits(hand_mask & ~used)]
    new_from_hand = best_partition(rest, RULES).melds
    placed = _place(search, plays, masks, side or {seat})
    placed += [Play(None, seat, tuple(m), play_kind(m)) for m in new_from_hand]
    laid_set = {c for p in placed for c in p.cards} - {c for p in plays for c in p.cards}
    laid = tuple(c for c in hand if c in laid_set)
    return Arrangement(tuple(placed), laid, sum(VALUES[c.rank] for c in laid))


def _place(search: _Search, plays: Sequence[Play], masks: Sequence[int], side: set[int] | frozenset[int]) -> list[Play]:
    """Spaces and ids for the table part of a packing: a play as it was keeps both; another goes to
    the space where its steals are paid for, the player's side first, and keeps the id of the play
    that gave it most cards in that space if that id is still free."""
    spans: list[tuple[int, int]] = []      # (first index, end index) of each play as it was
    at = 0
    for p in plays:
        spans.append((at, at + len(p.cards)))
        at += len(p.cards)
    out, taken = [], set()
    for m in masks:
        idx = _bits(m)
        cards = tuple(search.cards[i] for i in idx)
        same = next((k for k, (a, b) in enumerate(spans) if m == _mask(range(a, b))), None)
        if same is not None:
            out.append(Play(plays[same].id, plays[same].space, plays[same].cards, plays[same].as_kind))
            taken.add(plays[same].id)
            continue
        paid = sum(1 for i in idx if i >= search.n_table)
        spaces = sorted({search.origin[i] for i in idx if i < search.n_table} | {search.seat},
                        key=lambda s: (s not in side, s != search.seat, s))
        space = next(s for s in spaces if search.stolen(m, s) <= paid)
        donors = sorted((sum(1 for i in idx if a <= i < b), -k) for k, (a, b) in enumerate(spans)
                        if plays[k].space == space and plays[k].id not in taken)
        play_id = None
        if donors and donors[-1][0] > 0:
            play_id = plays[-donors[-1][1]].id
            taken.add(play_id)
        out.append(Play(play_id, space, cards, play_kind(cards)))
    return out


__all__ = ["Arrangement", "NODE_BUDGET", "STEP_NODES", "best_table", "table_steps"]
