"""House Rummy's table: plays in spaces, what they score, and the whole-turn check (R-5..R-8, R-12).

A turn in House Rummy may rearrange every play on the table, so its legality is a property of the
table at the end of the turn against the table as it stood at the start, not of each small move.
:func:`judge` is that check, in one place: the ruleset asks it before a turn may end (a discard, or
ending without one) and for a whole proposed table (the ``table`` action).

How "rearranging only to lower another's score" is judged (R-12): a turn that plays no card from
hand, moves cards only between plays of other players' spaces (each card staying in its space), and
leaves some space scoring less than it did at the start of the turn is refused.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from game.engine.cards import Card
from game.engine.melds import MeldRules, _run_fits

#: Points of a card left in hand (R-11): 2-10 face, J 2, Q 3, K 4, A 11, joker 15 (rank 0 = joker).
VALUES: tuple[int, ...] = (15, 11, 2, 3, 4, 5, 6, 7, 8, 9, 10, 2, 3, 4)
#: Books of three or four of one value in different suits; runs of three or more, around the corner.
RULES = MeldRules(ace="cyclic", set_distinct_suits=True, max_set=4, max_jokers=2, values=VALUES)
#: The melding cost of each of the six hands (R-5).
COSTS: tuple[int, ...] = (10, 10, 15, 15, 20, 20)


@dataclass(frozen=True)
class Play:
    """One play as the whole-turn check sees it: ``id`` (``None`` for a play new this turn), the
    space it lies in, its cards, and the kind its player chose when both a book and a run fit."""

    id: int | None
    space: int
    cards: tuple[Card, ...]
    as_kind: str | None = None


def pretty(cards: Iterable[Card]) -> str:
    return " ".join(c.pretty for c in cards)


#: what :func:`kinds_possible` found for each group of cards (in the order given), and the kind each
#: group counts as under each statement (:func:`play_kind`): a hand's groups come back on every list
#: of moves, so each is judged once
_KINDS: dict[tuple[Card, ...], frozenset[str]] = {}
_KIND: dict[tuple[tuple[Card, ...], str | None], str | None] = {}
_MEMO_LIMIT = 50_000
_NONE: frozenset[str] = frozenset()
_BOOK, _RUN, _BOTH = frozenset({"book"}), frozenset({"run"}), frozenset({"book", "run"})


def kinds_possible(cards: Sequence[Card]) -> set[str]:
    """Which of ``book`` and ``run`` these cards make (R-6): empty if neither."""
    return set(_kinds(tuple(cards)))


def _kinds(key: tuple[Card, ...]) -> frozenset[str]:
    got = _KINDS.get(key)
    if got is None:
        if len(_KINDS) > _MEMO_LIMIT:
            _KINDS.clear()
        found = _kinds_of(key)
        got = _KINDS[key] = _BOTH if len(found) == 2 else _BOOK if "book" in found else \
            _RUN if found else _NONE
    return got


def _kinds_of(cards: Sequence[Card]) -> set[str]:
    """:func:`kinds_possible` worked out (the reference the memo keeps)."""
    naturals = [c for c in cards if not c.is_joker]
    n, out = len(cards), set()
    if not naturals or n < 3 or n - len(naturals) > 2:
        return out
    ranks = {c.rank for c in naturals}
    suits = [c.suit for c in naturals]
    if len(ranks) == 1 and len(set(suits)) == len(suits) and n <= 4:
        out.add("book")
    if len(set(suits)) == 1 and len(ranks) == len(naturals) and \
            _run_fits(sorted(ranks), n - len(naturals), "cyclic", 13):
        out.add("run")
    return out


def play_kind(cards: Sequence[Card], as_kind: str | None = None) -> str | None:
    """The kind a whole play counts as: the stated one where both fit, a run where nothing is stated."""
    key = (tuple(cards), as_kind)
    try:
        return _KIND[key]
    except KeyError:
        pass
    kinds = _kinds(key[0])
    if as_kind in kinds:
        got = as_kind
    elif "run" in kinds:
        got = "run"
    else:
        got = "book" if kinds else None
    if len(_KIND) > _MEMO_LIMIT:
        _KIND.clear()
    _KIND[key] = got
    return got


def play_score(cards: Sequence[Card], as_kind: str | None = None) -> int:
    """R-11: 5 points a card, but a book of three is 10 in all."""
    if len(cards) == 3 and play_kind(cards, as_kind) == "book":
        return 10
    return 5 * len(cards)


def space_scores(plays: Iterable[Play]) -> dict[int, int]:
    out: dict[int, int] = {}
    for p in plays:
        out[p.space] = out.get(p.space, 0) + play_score(p.cards, p.as_kind)
    return out


def hand_value(cards: Iterable[Card]) -> int:
    """What unplayed cards count (the Classic penalty, Epic's first-out bonus)."""
    return sum(VALUES[c.rank] for c in cards)


def melding_value(seat: int, start: Sequence[Play], end: Sequence[Play], returned: Iterable[Card] = ()) -> int:
    """Points of the whole plays in ``seat``'s space made this turn from hand cards alone (R-5)."""
    on_start = _cards_of(start) - set(returned)
    return sum(play_score(p.cards, p.as_kind) for p in end
               if p.space == seat and p.cards and not on_start.intersection(p.cards)
               and play_kind(p.cards, p.as_kind))


def judge(seat: int, start: Sequence[Play], end: Sequence[Play], *, returned: Iterable[Card] = (),
          melded_before: bool, cost: int, who: dict[int, str] | None = None) -> str | None:
    """``None`` if the table may go from ``start`` to ``end`` in ``seat``'s turn, else the reason.

    ``returned``: jokers taken back into hand this turn by replacing them (R-8); ``melded_before``:
    the seat melded in an earlier turn; ``cost``: this hand's melding cost; ``who`` names spaces.
    """
    names = who or {}
    name = lambda s: names.get(s, f"seat {s}'s")  # noqa: E731
    returned = set(returned)
    before = {c: (p.id, p.space) for p in start for c in p.cards}
    after = {c: (i, p.space) for i, p in enumerate(end) for c in p.cards}
    for c in before:
        if c not in after and c not in returned:
            return f"{c.pretty} was played and must stay on the table"
    for p in end:
        if not play_kind(p.cards, p.as_kind):
            return f"the play {pretty(p.cards)} is not whole: make it a book or a run, or move its cards"
    from_hand = {c for c in after if c not in before or c in returned}
    moved = {c for c in before if c in after and (before[c][0] != end[after[c][0]].id or
                                                  before[c][1] != after[c][1])}
    if not melded_before:
        value = melding_value(seat, start, end, returned)
        if value < cost:
            if any(c not in returned for c in moved) or _touched(start, end, returned):
                return "until you meld you may only replace a joker on the table"
            if from_hand - _swap_cards(start, end, returned):
                return (f"your plays count {value}: to meld this hand they must count {cost} or more "
                        f"(books of three 10, every other card 5)")
    for p in end:
        stolen = [c for c in p.cards if c in before and before[c][1] != seat and before[c][1] != p.space]
        paid = [c for c in p.cards if c in from_hand]
        if len(stolen) > len(paid):
            owners = sorted({before[c][1] for c in stolen})
            return (f"{pretty(stolen)} came from {' and '.join(name(s) + ' space' for s in owners)}: "
                    f"pay for each with a card from your hand in the play {pretty(p.cards)}")
    if not from_hand and moved and all(before[c][1] != seat and before[c][1] == after[c][1] for c in moved):
        was, now = space_scores(start), space_scores(end)
        if any(now.get(s, 0) < v for s, v in was.items() if s != seat):
            return "you may not rearrange another player's plays only to lower their score"
    return None


def _cards_of(plays: Iterable[Play]) -> set[Card]:
    return {c for p in plays for c in p.cards}


def _swap_cards(start: Sequence[Play], end: Sequence[Play], returned: set[Card]) -> set[Card]:
    """Hand cards that went into the plays a returned joker left (joker replacement, R-8)."""
    by_id = {p.id: p for p in end if p.id is not None}
    out: set[Card] = set()
    for p in start:
        if returned.intersection(p.cards) and p.id in by_id:
            out |= set(by_id[p.id].cards) - set(p.cards)
    return out


def _touched(start: Sequence[Play], end: Sequence[Play], returned: set[Card]) -> bool:
    """Did plays on the table change other than by joker replacement?"""
    by_id = {p.id: p for p in end if p.id is not None}
    for p in start:
        q = by_id.get(p.id)
        if q is None or q.space != p.space:
            return True
        lost = set(p.cards) - set(q.cards)
        if lost - returned:
            return True
        if len(set(q.cards) - set(p.cards)) != len(lost):
            return True
    return False


def parse_plays(word: str, cards: Sequence[Card]) -> list[tuple[int | None, int, tuple[Card, ...], str | None]]:
    """Read a ``table`` action's ``plays`` word (``ID:SPACE:N[:book|run]`` per play, ``+`` for a new
    play) against its cards in order.  ``ValueError`` with the reason for text that does not read."""
    out, i = [], 0
    for part in word.split(","):
        bits = part.split(":")
        if len(bits) not in (3, 4):
            raise ValueError(f"'{part}' should read ID:SPACE:COUNT (ID + for a new play)")
        ident, space, count = bits[:3]
        as_kind = bits[3] if len(bits) == 4 else None
        if as_kind not in (None, "book", "run"):
            raise ValueError(f"'{as_kind}' is neither book nor run")
        if not space.isdigit() or not count.isdigit() or (ident != "+" and not ident.isdigit()):
            raise ValueError(f"'{part}' should read ID:SPACE:COUNT with whole numbers")
        n = int(count)
        if n < 1 or i + n > len(cards):
            raise ValueError(f"'{part}' counts more cards than the action names")
        out.append((None if ident == "+" else int(ident), int(space), tuple(cards[i:i + n]), as_kind))
        i += n
    if i != len(cards):
        raise ValueError("the plays do not account for every card named")
    return out


def plays_word(plays: Sequence[tuple[int | None, int, Sequence[Card], str | None]]) -> str:
    """The ``plays`` word of a ``table`` action (the inverse of :func:`parse_plays`)."""
    return ",".join(f"{'+' if i is None else i}:{s}:{len(cs)}" + (f":{k}" if k else "") for i, s, cs, k in plays)
