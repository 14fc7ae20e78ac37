"""The solver's path for hands from two packs (Kalookie): each face at most twice, a few jokers,
sets of distinct suits.

Why a path of its own: in random 14-card hands from two packs and two jokers, two thirds repeat a
face, and the general search (which settles one card at a time) took 60-120 µs on them.  Here the
hand is two 52-bit layers, ``K1`` (faces held) and ``K2`` (faces held twice), packed as
``K1 | K2 << 52``.  As on the one-deck path, only the ranks with enough suits for a set make
choices (every way of putting some of their cards and jokers into one, two or three sets, from
:meth:`_Tables.opts2`); what is left is scored suit by suit with runs.  A suit without a repeated
rank reads the one-deck table ``W[k][mask]``; a suit with one is searched lowest card first and
remembered in ``tb.c2`` for every later call, so a bot's many calls on similar hands mostly look up.

Exact for the rules it takes (:func:`applies`); the tests check it against the general search and
the brute-force reference.
"""
from __future__ import annotations

from typing import Sequence

from .cards import JOKER_RANK, Card
from .solver_partition import Partition, _meld_key, _split_by_cost
from .solver_tables import _Tables, ranks_in_suits

_M13 = 0x1FFF
_SP4 = 1 | 1 << 13 | 1 << 26 | 1 << 39
#: The column of rank ``r`` in both layers: ``_COL << r``.
_COL = _SP4 | _SP4 << 52
#: Forget the suit costs beyond this many (a few hundred MB would be reached only after
#: millions of different suits).
_C2_LIMIT = 1_000_000


def applies(tb: _Tables) -> bool:
    """Rules this path is exact for: sets of distinct suits (so a set holds one copy of a face),
    no sets of identical cards, jokers allowed in melds."""
    r = tb.rules
    return r.set_distinct_suits and not r.identical_sets and not tb.no_melds and r.max_jokers > 0


def layers(cards: Sequence[Card]) -> tuple[int, int] | None:
    """``(K, jokers)`` of a hand, or None when a face is held three times or more."""
    k1 = k2 = 0
    jokers = 0
    for c in cards:
        if c.rank == JOKER_RANK:
            jokers += 1
            continue
        bit = 1 << c.index
        if k1 & bit:
            if k2 & bit:
                return None
            k2 |= bit
        else:
            k1 |= bit
    return k1 | k2 << 52, jokers


def _choices(K: int, J: int, tb: _Tables) -> list[tuple[int, tuple]]:
    """``(rank, set options)`` of the ranks held in enough suits to make a set with ``J`` jokers."""
    need = ranks_in_suits(K & ((1 << 52) - 1), tb.need2()[J])
    out = []
    while need:
        low = need & -need
        need ^= low
        r = low.bit_length() - 1
        opts = tb.opts2(K & _COL << r, r)
        if len(opts) > 1:
            out.append((r, opts))
    return out


def _combos(K: int, J: int, tb: _Tables) -> list[tuple[int, int]]:
    """Every choice of sets: ``(K left, jokers left)``."""
    combos = [(K, J)]
    for _r, opts in _choices(K, J, tb):
        combos = [(x ^ d, R - jj) for x, R in combos for d, jj, _sp in opts if jj <= R]
    return combos


def _combos_taken(K: int, J: int, tb: _Tables) -> list[tuple[int, int, tuple]]:
    """:func:`_combos` with the sets each one takes: ``(rank, xor, jokers, split)``."""
    combos: list = [(K, J, ())]
    for r, opts in _choices(K, J, tb):
        combos = [(x ^ d, R - jj, ch + ((r, d, jj, sp),) if d else ch)
                  for x, R, ch in combos for d, jj, sp in opts if jj <= R]
    return combos


def points(K: int, J: int, tb: _Tables) -> int:
    """Fewest points of the two-layer hand ``K`` with ``J`` jokers (``J <= _JMAX``)."""
    v0 = tb.v0
    best = None
    for x, R in _combos(K, J, tb):
        v = _runs(x, R, tb) - v0 * (J - R)
        if best is None or v < best:
            best = v
    return v0 * J + best


def _suits(x: int) -> list[tuple[int, int]]:
    return [(x >> 13 * s & _M13, x >> (52 + 13 * s) & _M13) for s in range(4)]


def _runs(x: int, R: int, tb: _Tables) -> int:
    """Fewest run points of the two-layer mask ``x`` with at most ``R`` jokers (each melded -v0)."""
    W = tb.wtables(R)
    W0 = W[0]
    if R == 0:
        total = 0
        for sh in (0, 13, 26, 39):
            a = x >> sh & _M13
            if a:
                b = x >> (52 + sh) & _M13
                total += W0[a] if not b else _suit(a, b, 0, tb)
        return total
    if R == 1:
        W1 = W[1]
        total = 0
        gain = 0
        for sh in (0, 13, 26, 39):
            a = x >> sh & _M13
            if a:
                b = x >> (52 + sh) & _M13
                if b:
                    c0 = _suit(a, b, 0, tb)
                    d = _suit(a, b, 1, tb) - c0
                else:
                    c0 = W0[a]
                    d = W1[a] - c0
                total += c0
                if d < gain:
                    gain = d
        return total + gain
    cur = [0] * (R + 1)
    for sh in (0, 13, 26, 39):
        a = x >> sh & _M13
        if not a:
            continue
        b = x >> (52 + sh) & _M13
        col = [W[t][a] for t in range(R + 1)] if not b else [_suit(a, b, t, tb) for t in range(R + 1)]
        cur = [min(cur[k - t] + col[t] for t in range(k + 1)) for k in range(R + 1)]
    return cur[R]


def _suit(a: int, b: int, k: int, tb: _Tables) -> int:
    """Fewest points of one suit's cards, ``a`` the ranks held and ``b`` (within ``a``) those held
    twice, with runs holding at most ``k`` jokers in all (each melded joker -v0)."""
    if not b:
        return tb.wtables(k)[k][a]
    memo = tb.c2
    key = a | b << 13 | k << 26
    v = memo.get(key)
    if v is not None:
        return v
    low = a & -a
    # leave one copy of the lowest card ...
    best = tb.vb[low.bit_length() - 1] + (_suit(a, b ^ low, k, tb) if b & low else _suit(a ^ low, b, k, tb))
    # ... or put it in a run (holding the lowest rank, one copy of each of its ranks)
    v0 = tb.v0
    for rm, js in tb.runs_for(a, k):
        na = (a & ~rm) | (b & rm)
        nb = b & ~rm
        for jj in js:
            v = _suit(na, nb, k - jj, tb) - v0 * jj
            if v < best:
                best = v
    if len(memo) >= _C2_LIMIT:
        memo.clear()
    memo[key] = best
    return best


# --------------------------------------------------------------------------
# the melds, when they are wanted

def partition(cards: Sequence[Card], K: int, J: int, tb: _Tables):
    """The :class:`~game.engine.solver.Partition` of :func:`points`."""
    v0 = tb.v0
    best = None
    for x, R, ch in _combos_taken(K, J, tb):
        v = _runs(x, R, tb) - v0 * (J - R)
        if best is None or v < best:
            best, bx, bR, bch = v, x, R, ch
    pts = v0 * J + best

    pools: dict[int, list[int]] = {}
    jokers: list[int] = []
    for i, c in enumerate(cards):
        if c.rank == JOKER_RANK:
            jokers.append(i)
        else:
            pools.setdefault(c.index, []).append(i)
    jokers.reverse()  # pop() hands them out in hand order
    melds: list[tuple[Card, ...]] = []
    for r, _d, _jj, split in bch:
        for q, j in split:
            melds.append(tuple(cards[pools[13 * s + r].pop()] for s in range(4) if q >> s & 1)
                         + tuple(cards[jokers.pop()] for _ in range(j)))
    suits = _suits(bx)
    if bR:
        W = tb.wtables(bR)
        alloc = _split_by_cost([[W[t][a] if not b else _suit(a, b, t, tb) for t in range(bR + 1)] if a else None
                                for a, b in suits], bR)
    else:
        alloc = [0, 0, 0, 0]
    for s, (a, b) in enumerate(suits):
        if not a:
            continue
        for rm, jj in _suit_runs(a, b, alloc[s], tb):
            melds.append(tuple(cards[jokers.pop()] if r < 0 else cards[pools[13 * s + r].pop()]
                               for r in tb.layout(rm, jj)))
    left = sorted([p for pos in pools.values() for p in pos] + jokers)
    melds.sort(key=_meld_key)
    return Partition(pts, tuple(melds), tuple(cards[p] for p in left))


def _suit_runs(a: int, b: int, k: int, tb: _Tables) -> list[tuple[int, int]]:
    """The runs ``(rank mask, jokers)`` that make :func:`_suit` (a run preferred to a card left
    when they cost the same)."""
    out = []
    v0 = tb.v0
    while a:
        if not b:
            CW = tb._cw
            tb.wtables(k)
            while a:
                ch = CW[k][a]
                if ch:
                    rm, jj = ch & _M13, ch >> 13
                    out.append((rm, jj))
                    a ^= rm
                    k -= jj
                else:
                    a ^= a & -a
            break
        target = _suit(a, b, k, tb)
        step = None
        for rm, js in tb.runs_for(a, k):
            na = (a & ~rm) | (b & rm)
            nb = b & ~rm
            for jj in js:
                if _suit(na, nb, k - jj, tb) - v0 * jj == target:
                    step = (rm, jj, na, nb)
                    break
            if step:
                break
        if step:
            rm, jj, a, b = step
            out.append((rm, jj))
            k -= jj
            continue
        low = a & -a
        if b & low:
            b ^= low
        else:
            a ^= low
    return out
