"""``best_partition`` of a hand of one pack without jokers, built from remembered pieces.

The points are found as :func:`game.engine.solver._fast_points` finds them (a few table look-ups
over the set choices); what used to cost more than the search was building the answer: the
melds as tuples of the hand's own card objects, in ``_meld_key`` order, and the deadwood.  Here
every piece of that is worked out once per rules and remembered:

* the runs the best choice lays in one suit, by the suit's 13-bit mask, as ready-made getters
  (``operator.itemgetter`` over the hand's cards placed by ``Card.index``) with their sort key;
* the sets of one rank, by the rank's column of cards, the same way;
* the getters of a whole layout (the cards laid as sets and as runs) in ``_meld_key`` order.

A hand with nothing to meld (most random hands) is answered from the tables alone; otherwise a
call places the hand's cards in a list by index and applies the layout's getters.
:func:`reference_partition` is the old builder, kept as the reference
(``tests/engine/test_solver_plain.py`` compares the two on many random hands and rules).
"""
from __future__ import annotations

from operator import itemgetter
from typing import Any, Callable, Sequence

from .cards import Card
from .solver_partition import Partition, _meld_key
from .solver_tables import _Tables, set_ranks

_SP4 = 1 | 1 << 13 | 1 << 26 | 1 << 39


Piece = tuple[int, Callable[[list], tuple]]


def _getter(indexes: Sequence[int]) -> Callable[[list], tuple]:
    """A getter of the cards at ``indexes`` as a tuple (itemgetter answers one index bare)."""
    if len(indexes) == 1:
        i = indexes[0]
        return lambda at: (at[i],)
    return itemgetter(*indexes)


def _pieces(tb: _Tables) -> tuple[list, dict, dict]:
    """What is remembered for ``tb``, made on first use: [the runs of each suit by mask], the
    sets by column, the getters of whole layouts."""
    got = tb.plain_pieces = ([[None] * 8192 for _ in range(4)], {}, {})
    return got


def _suit_pieces(tb: _Tables, runs: list, suit: int, sm: int) -> Any:
    """The runs the best choice lays from the cards of ``suit`` in 13-bit mask ``sm``: ``()`` if
    none, else (the cards they use as 52-bit mask, ((key, getter), ...))."""
    layout, left = tb.known_suit_runs.get(sm) or tb.suit_runs(sm)
    base = 13 * suit
    got: Any = ()
    if layout:
        got = ((sm ^ left) << base,
               tuple((ranks[0] * 4 + suit, _getter([base + r for r in ranks])) for ranks in layout))
    runs[suit][sm] = got
    return got


def _set_pieces(tb: _Tables, sets: dict, col: int) -> tuple[Piece, ...]:
    """The sets laid from ``col``, the cards of one rank chosen for sets (as ``tb.split`` splits
    them, suits in order), as (key, getter)."""
    r = ((col & -col).bit_length() - 1) % 13
    idx = [13 * s + r for s in range(4) if col >> (13 * s + r) & 1]
    out = []
    i = 0
    for size in tb.split[len(idx)]:
        group = idx[i:i + size]
        out.append((r * 4 + group[0] // 13, _getter(group)))
        i += size
    got = sets[col] = tuple(out)
    return got


def plain_partition(cards: Sequence[Card], m: int, tb: _Tables) -> Partition:
    """The fewest-points partition of ``cards``, one pack and no jokers, ``m`` their 52-bit mask
    (``1 << card.index`` each)."""
    T = tb.T
    a, b, c, d = m & 8191, m >> 13 & 8191, m >> 26 & 8191, m >> 39
    need = set_ranks(a, b, c, d, tb)          # the ranks held in enough suits for a set
    bx = m
    if need:
        # every way of laying sets of the ranks that can make one; the first of equal cost wins
        # (the options list sets before "no set", so melding a card is preferred to leaving it)
        optd = tb.optd
        low = need & -need
        if need == low:             # one rank (most hands): its options as they are
            combos = [m ^ o for o in optd[m & low * _SP4]]
        else:
            combos = [m]
            while need:
                low = need & -need
                need ^= low
                opts = optd[m & low * _SP4]
                combos = [x ^ o for x in combos for o in opts]
        best = None
        for x in combos:
            v = T[x & 8191] + T[x >> 13 & 8191] + T[x >> 26 & 8191] + T[x >> 39]
            if best is None or v < best:
                best = v
                bx = x
        a, b, c, d = bx & 8191, bx >> 13 & 8191, bx >> 26 & 8191, bx >> 39
    else:
        best = T[a] + T[b] + T[c] + T[d]
    pieces = tb.plain_pieces
    if pieces is None:
        pieces = _pieces(tb)
    runs, sets, whole = pieces
    r0, r1, r2, r3 = runs
    p0 = r0[a]
    if p0 is None:
        p0 = _suit_pieces(tb, runs, 0, a)
    p1 = r1[b]
    if p1 is None:
        p1 = _suit_pieces(tb, runs, 1, b)
    p2 = r2[c]
    if p2 is None:
        p2 = _suit_pieces(tb, runs, 2, c)
    p3 = r3[d]
    if p3 is None:
        p3 = _suit_pieces(tb, runs, 3, d)
    ran = 0
    if p0:
        ran = p0[0]
    if p1:
        ran |= p1[0]
    if p2:
        ran |= p2[0]
    if p3:
        ran |= p3[0]
    used = m ^ bx
    if not (used or ran):
        return Partition(best, (), tuple(cards))       # nothing melds (most random hands)
    key = used | ran << 52
    getters = whole.get(key)
    if getters is None:
        getters = _getters(tb, sets, whole, key, used, (p0, p1, p2, p3))
    dead = m ^ used ^ ran
    at: list[Any] = [None] * 52
    left = []
    for card in cards:              # placed by index for the getters; the deadwood in hand order
        i = card.index
        at[i] = card
        if dead >> i & 1:
            left.append(card)
    melds = (getters[0](at),) if len(getters) == 1 else tuple([g(at) for g in getters])
    return Partition(best, melds, tuple(left))


def _getters(tb: _Tables, sets: dict, whole: dict, key: int, used: int, suits: tuple) -> tuple:
    """The getters of the melds of one layout (the cards laid as sets, ``used``, and the runs of
    each suit), in ``_meld_key`` order; remembered by ``key``, the sets' and the runs' cards."""
    keyed: list[Piece] = []
    while used:
        low = used & -used
        col = used & (1 << (low.bit_length() - 1) % 13) * _SP4
        used ^= col
        keyed.extend(sets.get(col) or _set_pieces(tb, sets, col))
    for p in suits:
        if p:
            keyed.extend(p[1])
    keyed.sort(key=_first)          # the keys differ (each is a meld's first natural card)
    if len(whole) > 50_000:
        whole.clear()
    got = whole[key] = tuple([g for _, g in keyed])
    return got


def _first(piece: Piece) -> int:
    return piece[0]


def reference_partition(cards: Sequence[Card], m: int, tb: _Tables) -> Partition:
    """The partition of a one-pack, joker-free hand, built the plain way: the reference
    :func:`plain_partition` (the path used) is tested against."""
    T = tb.T
    a = m & 8191
    b = m >> 13 & 8191
    c = m >> 26 & 8191
    d = m >> 39
    need = tb_need(m, tb)
    bx = m
    if need:
        # every way of laying sets of the ranks that can make one; the first of equal cost wins
        # (the options list sets before "no set", so melding a card is preferred to leaving it)
        combos = [m]
        while need:
            low = need & -need
            need ^= low
            opts = tb.optd[m & low * _SP4]
            combos = [x ^ o for x in combos for o in opts]
        best = None
        for x in combos:
            v = T[x & 8191] + T[x >> 13 & 8191] + T[x >> 26 & 8191] + T[x >> 39]
            if best is None or v < best:
                best = v
                bx = x
    else:
        best = T[a] + T[b] + T[c] + T[d]
    card_at: list = [None] * 52
    for card in cards:
        card_at[card.index] = card
    melds: list[tuple[Card, ...]] = []
    # sets
    used = m ^ bx
    while used:
        low = used & -used
        r = (low.bit_length() - 1) % 13
        col = used & (1 << r) * _SP4
        used ^= col
        group = [card_at[13 * s + r] for s in range(4) if col >> (13 * s + r) & 1]
        i = 0
        for size in tb.split[len(group)]:
            melds.append(tuple(group[i:i + size]))
            i += size
    # runs, suit by suit, from the suit's remembered layout
    dead = 0
    known = tb.known_suit_runs
    for base in (0, 13, 26, 39):
        sm = bx >> base & 8191
        if sm:
            layout = known.get(sm) or tb.suit_runs(sm)
            for ranks in layout[0]:
                melds.append(tuple([card_at[base + r] for r in ranks]))
            dead |= layout[1] << base
    if len(melds) > 1:
        melds.sort(key=_meld_key)
    deadwood = tuple([card for card in cards if dead >> card.index & 1]) if dead else ()
    return Partition(best, tuple(melds), deadwood)


def tb_need(m: int, tb: _Tables) -> int:
    """Bits of the ranks held in enough suits to make a set (:func:`.solver_tables.set_ranks`)."""
    return set_ranks(m & 8191, m >> 13 & 8191, m >> 26 & 8191, m >> 39, tb)
