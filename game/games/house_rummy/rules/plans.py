"""House Rummy's plain plans: whole plays found among cards, a melding plan that meets the cost, the
``table`` action that lays out plays.  Shared by the ruleset (what it lists, what a hot card needs) and
the bots; pure functions of cards."""
from __future__ import annotations

from typing import Sequence

from game.engine.actions import Action
from game.engine.cards import Card, make_deck
from game.engine.melds import find_melds
from .judge import RULES, play_kind, play_score, plays_word


#: entries each memo keeps before it starts afresh (a few megabytes)
_MEMO_LIMIT = 20_000
#: :func:`melds_with` by the hand's cards (a set: the answer is sorted, so the hand's order does not
#: matter) and the card asked for: the same hand is asked about again and again within a turn
_MELDS: dict[tuple[frozenset[Card], Card | None], tuple[tuple[Card, ...], ...]] = {}


def melds_with(hand: Sequence[Card], card: Card | None = None) -> list[tuple[Card, ...]]:
    """Whole plays among ``hand`` (holding ``card`` if given), the best scoring first."""
    if card is not None and card.rank:
        # a play holding the card holds only cards of its rank or suit and jokers (what find_melds
        # looks at first): remembered by those, the rest of the hand changes nothing
        rank, suit = card.rank, card.suit
        hand = [c for c in hand if c.rank == rank or c.suit == suit or not c.rank]
    cards = frozenset(hand)
    if len(cards) != len(hand):                      # a card twice: not a hand (asked plainly)
        return _melds_with(hand, card)
    key = (cards, card)
    got = _MELDS.get(key)
    if got is None:
        if len(_MELDS) > _MEMO_LIMIT:
            _MELDS.clear()
        got = _MELDS[key] = tuple(_melds_with(hand, card))
    return list(got)


def _melds_with(hand: Sequence[Card], card: Card | None = None) -> list[tuple[Card, ...]]:
    """:func:`melds_with` worked out."""
    found = find_melds(hand, RULES, min_size=3, must_include=card) if card is not None else \
        find_melds(hand, RULES, min_size=3)
    return sorted((tuple(m) for m in found if play_kind(m)), key=lambda m: (-play_score(m), -len(m), m))


_PLANS: dict[tuple[frozenset[Card], int, Card | None], tuple[tuple[Card, ...], ...] | None] = {}


def melding_plan(hand: Sequence[Card], need: int, must: Card | None = None) -> list[tuple[Card, ...]] | None:
    """New plays from ``hand`` worth ``need`` or more (holding ``must`` if given), found plainly: a
    play with ``must`` (each in turn, the best first), then the best plays of the rest; ``None`` if
    this finds none.  (Memoised by the hand's cards: the plan reads them through :func:`melds_with`,
    whose answers do not depend on their order, and by the order of its plays' cards alone.)"""
    cards = frozenset(hand)
    if len(cards) != len(hand):
        return _melding_plan(hand, need, must)
    key = (cards, need, must)
    if key in _PLANS:
        got = _PLANS[key]
    else:
        if len(_PLANS) > _MEMO_LIMIT:
            _PLANS.clear()
        plan = _melding_plan(hand, need, must)
        got = _PLANS[key] = None if plan is None else tuple(plan)
    return None if got is None else list(got)


def _melding_plan(hand: Sequence[Card], need: int, must: Card | None = None) -> list[tuple[Card, ...]] | None:
    """:func:`melding_plan` worked out."""
    firsts = melds_with(hand, must) if must is not None else [()]
    for first in firsts[:12]:
        plan = [first] if first else []
        total = sum(play_score(m) for m in plan)
        left = [c for c in hand if c not in first]
        while total < need:
            found = melds_with(left)
            if not found:
                break
            plan.append(found[0])
            total += play_score(found[0])
            left = [c for c in left if c not in found[0]]
        if total >= need and plan:
            return plan
        if must is None:
            return None
    return None


#: the ranks close enough to each rank to share a run of three with it (around the corner too)
_NEAR_RANKS: dict[int, frozenset[int]] = {r: frozenset((r - 1 + k) % 13 + 1 for k in range(-2, 3))
                                          for r in range(1, 14)}


def related_count(card: Card, cards: Sequence[Card]) -> int:
    """How many of ``cards`` other than ``card`` could share a play with it (:func:`related`): a play
    of three holding ``card`` needs two."""
    if card.is_joker:
        return sum(1 for c in cards if c != card)
    rank, suit, near_ranks = card.rank, card.suit, _NEAR_RANKS[card.rank]
    n = 0
    for c in cards:
        r = c.rank
        if (r == 0 or r == rank or (r in near_ranks and c.suit == suit)) and c != card:
            n += 1
    return n


def related(a: Card, b: Card) -> bool:
    """Could ``a`` share a play with ``b``: a joker, the same rank, or the same suit close by."""
    return a.is_joker or b.is_joker or a.rank == b.rank or (a.suit == b.suit and near(a.rank, b.rank))


def near(a: int, b: int) -> bool:
    """Ranks close enough to share a run of three (around the corner too)."""
    d = abs(a - b) % 13
    return min(d, 13 - d) <= 2


def partition(cards: list[Card]) -> list[tuple[Card, ...]] | None:
    """``cards`` split into whole plays, all of them used (``None`` if they do not split)."""
    if not cards:
        return []
    first = cards[0]
    for m in melds_with(cards, first):
        rest = partition([c for c in cards if c not in m])
        if rest is not None:
            return [m] + rest
    return None


def table_action(seat: int, plays: Sequence[tuple[int | None, int, Sequence[Card], str | None]]) -> Action:
    """The ``table`` action that lays out ``plays`` (id or ``None``, space, cards, book/run)."""
    cards = tuple(c for _, _, cs, _ in plays for c in cs)
    return Action("table", seat, cards, data=(("plays", plays_word(plays)),))


def full_deck() -> list[Card]:
    """The game's 54 cards."""
    return make_deck(1, 2)
