"""The fewest-points partition of a hand into melds.

:func:`min_points` answers "how many points would this hand count if it were
melded as well as possible?" and :func:`best_partition` also says how.  Both
are exact for every :class:`~game.engine.melds.MeldRules` value (jokers,
several decks, every ace rule, short sevens, set and run size limits,
distinct-suit sets, any card values, even negative ones): the answer is the
best packing of disjoint groups of the hand that
:func:`~game.engine.melds.classify` accepts.  (That is also the best packing
of :func:`~game.engine.melds.find_melds` plus the joker runs it does not list:
it lets a joker fill only a rank the hand has no card of, so ``4S JK 6S`` is
missing when ``5S`` is held too.)

How it works
------------
Everything is precomputed once per rules value and cached (``MeldRules`` is
frozen and hashable), so a call is a handful of integer operations:

* A hand from one deck with no jokers is a 52-bit mask, 13 bits per suit
  (bit ``13 * suit + rank - 1``, which is ``Card.index``).
* ``T[m]`` (8192 entries) is the fewest points of the cards of one suit in the
  13-bit mask ``m`` using runs only (lone sevens count as runs under
  ``short_sevens``).
* Sets only matter for ranks with enough cards to make one, so the solver
  tries every way of putting cards of those ranks into sets (usually none or
  one rank) and adds up ``T`` over the four suits of what is left.  Sevens
  never need sets under ``short_sevens``: each seven may stand alone.

One deck with a few jokers (up to ``_JMAX``) works the same way with tables
``W[k][m]``: the best runs of one suit holding at most ``k`` jokers.  The set
choices then include sets with jokers, and the jokers left over are shared
out among the suits.

Two packs with a few jokers under sets of distinct suits (Kalookie) have a
path of their own, :mod:`game.engine.solver_two_packs`: the same set
choices over two layers of cards, runs scored suit by suit.

Anything else (three packs, many jokers, sets of equal cards) takes a
general path: a memoised search that always settles the lowest remaining
card (leave it, or put it into one of the sets or runs that can hold it),
with the multiset of cards kept as stacked 52-bit layers.  It is exact for
the same rules, slower, but still quick for hands of a dozen or so cards.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from .cards import JOKER_RANK, Card
from .melds import MeldRules
from . import solver_two_packs as two_packs
from .solver_plain import plain_partition
from .solver_partition import Partition, _meld_key, _runs_cost, _split_jokers
from .solver_tables import _BY_ID, _JMAX, _Tables, _tables, ranks_in_suits, set_ranks as _set_ranks

__all__ = ["Partition", "best_partition", "min_points"]

_M13 = 0x1FFF
_M52 = (1 << 52) - 1
#: Multiply a one-bit rank mask by this to get that rank's bit in all four suits.
_SP4 = 1 | 1 << 13 | 1 << 26 | 1 << 39
_SEVEN = 1 << 6  # rank 7 is bit 6 of a suit mask


# --------------------------------------------------------------------------
# public API

def min_points(cards: Sequence[Card], rules: MeldRules) -> int:
    """Fewest points ``cards`` can count under ``rules``: the sum of
    ``rules.values`` over the cards left after melding as much as possible.

    Same number as ``best_partition(cards, rules).points``, without building
    the melds: the fastest call (one deck, no jokers: a few table look-ups).

    >>> from game.engine.cards import parse_cards
    >>> min_points(parse_cards("7S 7H 8H 9H KC AC 2C"), MeldRules(ace="cyclic", short_sevens=True))
    0
    """
    if rules.joker_sets:
        return _with_joker_sets(cards, rules, False)
    hit = _BY_ID.get(id(rules))
    if hit is not None and hit[0] is rules:
        tb = hit[1]
    else:
        tb = _tables(rules)
    m = 0
    for c in cards:
        m |= c.bit                  # 0 for a later pack's card: the count below tells
    if m >> 52 or m.bit_count() != len(cards):
        m = _index_mask(cards)
        if m >> 52 or m.bit_count() != len(cards):
            return _other_hand(cards, m, tb, False)
    return _fast_points(m, tb)


def best_partition(cards: Sequence[Card], rules: MeldRules) -> Partition:
    """A fewest-points partition of ``cards`` into melds and deadwood.

    Exact for every rules value; ``points`` equals :func:`min_points`.  When
    several partitions tie, one is chosen deterministically (melding a card
    is preferred to leaving it when it costs the same).

    >>> from game.engine.cards import parse_cards
    >>> p = best_partition(parse_cards("QC KC AC 5D"), MeldRules(ace="cyclic"))
    >>> p.points, [" ".join(map(str, m)) for m in p.melds], p.deadwood
    (5, ['QC KC AC'], (Card('5D'),))
    """
    if rules.joker_sets:
        return _with_joker_sets(cards, rules, True)
    hit = _BY_ID.get(id(rules))
    if hit is not None and hit[0] is rules:
        tb = hit[1]
    else:
        tb = _tables(rules)
    m = 0
    for c in cards:
        m |= c.bit
    if m >> 52 or m.bit_count() != len(cards):
        m = _index_mask(cards)
        if m >> 52 or m.bit_count() != len(cards):
            return _other_hand(cards, m, tb, True)
    return plain_partition(cards, m, tb)


def _index_mask(cards: Sequence[Card]) -> int:
    """The hand as ``1 << card.index`` bits (a later pack's card counts as its face: a hand with one
    copy of each face takes the one-pack path, as it always has)."""
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


_PLAIN: dict[MeldRules, MeldRules] = {}


def _joker_set_split(k: int, rules: MeldRules) -> list[int] | None:
    """Sizes of sets of ``min_set`` to ``max_set`` that ``k`` jokers split into, or None."""
    lo, hi = max(rules.min_set, 1), rules.max_set
    for n in range(1, k + 1):
        if lo * n <= k <= hi * n:
            return [k // n + (1 if i < k % n else 0) for i in range(n)]
    return None


def _with_joker_sets(cards: Sequence[Card], rules: MeldRules, want: bool):
    """Sets of jokers alone (Scarne): the best of laying ``k`` jokers as such sets and solving the rest."""
    plain = _PLAIN.get(rules)
    if plain is None:
        plain = _PLAIN[rules] = replace(rules, joker_sets=False)
    jokers = [c for c in cards if c.rank == JOKER_RANK]
    best = best_partition(cards, plain) if want else min_points(cards, plain)
    for k in range(1, len(jokers) + 1):
        sizes = _joker_set_split(k, rules)
        if sizes is None:
            continue
        used = set(map(id, jokers[:k]))
        rest = [c for c in cards if id(c) not in used]
        if not want:
            best = min(best, min_points(rest, plain))
            continue
        part = best_partition(rest, plain)
        if part.points < best.points:
            sets, left = [], jokers[:k]
            for n in sizes:
                sets.append(tuple(left[:n]))
                left = left[n:]
            best = Partition(part.points, tuple(sorted(part.melds + tuple(sets), key=_meld_key)), part.deadwood)
    return best


# --------------------------------------------------------------------------
# fast path: one deck, no jokers



def _fast_points(m: int, tb: _Tables) -> int:
    """``min_points`` of the one-deck, joker-free hand in 52-bit mask ``m``."""
    T = tb.T
    a = m & 8191
    b = m >> 13 & 8191
    c = m >> 26 & 8191
    d = m >> 39
    need = _set_ranks(a, b, c, d, tb)
    if not need:
        return T[a] + T[b] + T[c] + T[d]
    optd = tb.optd
    low = need & -need
    need ^= low
    opts = optd[m & low * _SP4]
    if not need:
        best = T[a] + T[b] + T[c] + T[d]  # the last option is "no set"
        for o in opts:
            if o:
                x = m ^ o
                v = T[x & 8191] + T[x >> 13 & 8191] + T[x >> 26 & 8191] + T[x >> 39]
                if v < best:
                    best = v
        return best
    combos = [m ^ o for o in opts]
    while need:
        low = need & -need
        need ^= low
        opts = optd[m & low * _SP4]
        combos = [x ^ o for x in combos for o in opts]
    return min([T[x & 8191] + T[x >> 13 & 8191] + T[x >> 26 & 8191] + T[x >> 39] for x in combos])


# --------------------------------------------------------------------------
# one deck with jokers

def _other_hand(cards: Sequence[Card], m: int, tb: _Tables, want: bool):
    """Hands the fast path can't take: jokers and/or repeated faces."""
    if two_packs.applies(tb):
        got = two_packs.layers(cards)
        if got is not None and got[1] <= _JMAX:
            K, J = got
            return two_packs.partition(cards, K, J, tb) if want else two_packs.points(K, J, tb)
    if m >> 52:
        nat = m & _M52
        J = 0
        for c in cards:
            if c.rank == JOKER_RANK:
                J += 1
        if nat.bit_count() + J == len(cards) and not tb.no_melds:
            if tb.rules.max_jokers == 0:  # jokers can't meld: they are deadwood
                if not want:
                    return _fast_points(nat, tb) + J * tb.v0
                naturals = [c for c in cards if c.rank != JOKER_RANK]
                sub = plain_partition(naturals, nat, tb)
                dead = {c.index for c in sub.deadwood} | {52}
                return Partition(sub.points + J * tb.v0, sub.melds,
                                 tuple(c for c in cards if c.index in dead))
            if J <= _JMAX:
                return _joker_hand(cards, nat, J, tb, want)
    return _general(cards, tb, want)


def _joker_need(m: int, tb: _Tables) -> int:
    """Ranks of 52-bit mask ``m`` with enough cards for a set option."""
    if tb._feas is None:
        tb.set_feas()
    k = tb._jneed
    return ranks_in_suits(m, k) if 1 <= k <= 4 else 0


def _joker_points(m: int, J: int, tb: _Tables) -> int:
    """Fewest points of one-deck naturals ``m`` (52-bit mask) plus ``J`` jokers,
    ``1 <= J <= _JMAX``, jokers allowed in melds.

    Points = ``v0 * J`` + the best over set choices (each joker in a set
    counting ``-v0``) of the run tables ``W`` with the jokers left over.
    """
    W = tb.wtables(J)
    v0 = tb.v0
    need = _joker_need(m, tb)
    jopts = tb.joker_opts
    combos = [(m, J)]
    while need:
        low = need & -need
        need ^= low
        opts = jopts(m & low * _SP4)
        if len(opts) > 1:
            combos = [(x ^ o, R - jj) for x, R in combos for o, jj in opts if jj <= R]
    return v0 * J + min([_runs_cost(x, R, W) - v0 * (J - R) for x, R in combos])


def _joker_hand(cards: Sequence[Card], m: int, J: int, tb: _Tables, want: bool):
    """:func:`_joker_points`, or the partition too when ``want``."""
    if not want:
        return _joker_points(m, J, tb)
    W = tb.wtables(J)
    v0 = tb.v0
    need = _joker_need(m, tb)
    jopts = tb.joker_opts
    combos_w: list[tuple[int, int, tuple]] = [(m, J, ())]
    while need:
        low = need & -need
        need ^= low
        opts = jopts(m & low * _SP4)
        if len(opts) > 1:
            combos_w = [(x ^ o, R - jj, ch + ((o, jj),) if o else ch)
                        for x, R, ch in combos_w for o, jj in opts if jj <= R]
    best = None
    for x, R, ch in combos_w:
        v = _runs_cost(x, R, W) - v0 * (J - R)
        if best is None or v < best:
            best, bx, bR, bch = v, x, R, ch
    points = v0 * J + best

    by_index = {cd.index: cd for cd in cards if cd.rank != JOKER_RANK}
    joker_pos = [i for i, cd in enumerate(cards) if cd.rank == JOKER_RANK]
    joker_pos.reverse()  # pop() hands them out in hand order
    melds: list[tuple[Card, ...]] = []
    feas = tb.set_feas()
    for o, jj in bch:
        r = (o & -o).bit_length() - 1
        r %= 13
        group = [by_index[13 * s + r] for s in range(4) if o >> (13 * s + r) & 1]
        i = 0
        for g, j in feas[r == 6][len(group)][jj]:
            melds.append(tuple(group[i:i + g]) + tuple(cards[joker_pos.pop()] for _ in range(j)))
            i += g
    # split the left-over jokers among the suits as the run cost did
    xs = [bx >> (13 * s) & 8191 for s in range(4)]
    alloc = _split_jokers(xs, bR, W)
    CW = tb._cw
    dead = 0
    for s in range(4):
        sm, kk = xs[s], alloc[s]
        while sm:
            ch = CW[kk][sm]
            if ch:
                rm, jj = ch & 8191, ch >> 13
                melds.append(tuple(cards[joker_pos.pop()] if r < 0 else by_index[13 * s + r]
                                   for r in tb.layout(rm, jj)))
                sm ^= rm
                kk -= jj
            else:
                low = sm & -sm
                dead |= low << (13 * s)
                sm ^= low
    melds.sort(key=_meld_key)
    left = set(joker_pos)
    deadwood = tuple(cd for i, cd in enumerate(cards)
                     if ((dead >> cd.index & 1) if cd.rank else i in left))
    return Partition(points, tuple(melds), deadwood)


# --------------------------------------------------------------------------
# general path: jokers and repeated faces


def _general(cards: Sequence[Card], tb: _Tables, want: bool):
    """Any hand: memoised search over (cards left, jokers left).

    The cards left are stacked 52-bit layers (layer ``l`` = faces with more
    than ``l`` copies left) packed in one int.  Each step settles the lowest
    card: a run of its suit that starts with it (lower ranks of the suit are
    gone), a set of its rank (earlier suits are gone), or deadwood.  Once no
    face is repeated and few jokers are left, the one-deck tables answer.
    Returns the points, or the :class:`Partition` when ``want``.
    """
    rules = tb.rules
    vb = tb.vb
    v0 = tb.v0
    nat_pos: dict[int, list[int]] = {}  # face index -> hand positions
    joker_pos: list[int] = []
    for i, c in enumerate(cards):
        if c.rank == JOKER_RANK:
            joker_pos.append(i)
        else:
            nat_pos.setdefault(c.index, []).append(i)
    J = len(joker_pos)
    mj = rules.max_jokers

    if tb.no_melds or not nat_pos:
        pts = sum(tb.vb[c.rank - 1] if c.rank else v0 for c in cards)
        return Partition(pts, (), tuple(cards)) if want else pts
    J_eff = J if mj > 0 else 0  # with max_jokers 0 the jokers are deadwood

    # stacked layers: layer l holds the faces with more than l copies left
    depth = max(len(p) for p in nat_pos.values())
    layers = [0] * depth
    for idx, pos in nat_pos.items():
        for l in range(len(pos)):
            layers[l] |= 1 << idx
    K0 = 0
    for l in range(depth - 1, -1, -1):
        K0 = K0 << 52 | layers[l]
    rep = sum(1 << (52 * l) for l in range(depth))
    JP = J_eff + 1
    jmax = max(mj, 0)
    distinct = rules.set_distinct_suits
    ident = rules.identical_sets and distinct     # without distinct suits, copies make sets anyway
    ident_max = min(3, rules.max_set)
    set_js = tb.set_js
    runs_for = tb.runs_for
    memo: dict[int, int] = {}
    choice: dict[int, tuple] = {}

    def take(K: int, x: int) -> int:
        """Remove one copy of each face in 52-bit mask ``x`` (all present)."""
        xx = x * rep
        return (K & ~xx) | (K >> 52 & xx)

    def solve(K: int, j: int) -> int:
        key = K * JP + j
        v = memo.get(key)
        if v is not None:
            return v
        if K <= _M52 and j <= _JMAX:
            # no repeated face left: the one-deck tables finish the job
            v = _joker_points(K, j, tb) if j else _fast_points(K, tb)
            memo[key] = v
            if want:
                choice[key] = ("t",)
            return v
        if not K:
            memo[key] = j * v0
            return j * v0
        low = K & -K
        f = low.bit_length() - 1
        s0, r = divmod(f, 13)
        best = None
        ch = None
        jcap = j if j < jmax else jmax
        # runs in the card's suit holding it (it is the suit's lowest rank)
        shift = 13 * s0
        for rm, js in runs_for(K >> shift & 8191, jcap):
            K1 = take(K, rm << shift)
            for jj in js:
                v = solve(K1, j - jj)
                if best is None or v < best:
                    best = v
                    if want:
                        ch = ("r", s0, rm, jj, K1, j - jj)
        # sets of its rank: copies from this and later suits (earlier are empty)
        entries = [(1, take(K, low), (1, 0, 0, 0)) if want else (1, take(K, low), None)]
        for s in range(s0, 4):
            bit = 1 << (13 * s + r)
            copies = 0
            for l in range(depth):
                if K >> (52 * l) & bit:
                    copies += 1
            if s == s0:
                copies -= 1
                if distinct:
                    copies = 0
            elif distinct and copies:
                copies = 1
            if copies <= 0:
                continue
            new = []
            for n, K1, cnt in entries:
                for t in range(copies):
                    K1 = take(K1, bit)
                    n += 1
                    if want:
                        cnt2 = list(cnt)
                        cnt2[s - s0] += t + 1
                        new.append((n, K1, tuple(cnt2)))
                    else:
                        new.append((n, K1, None))
            entries.extend(new)
        if ident:
            # three of this very face (several packs), jokers filling up to three
            same = sum(1 for l in range(1, depth) if K >> (52 * l) & low)
            K1 = take(K, low)
            for t in range(1, min(same, 2) + 1):
                K1 = take(K1, low)
                for jj in range(max(0, rules.min_set - 1 - t), min(ident_max - 1 - t, jcap) + 1):
                    v = solve(K1, j - jj)
                    if best is None or v < best:
                        best = v
                        if want:
                            ch = ("i", f, t, jj, K1, j - jj)
        is7 = r == 6
        for n, K1, cnt in entries:
            for jj in set_js(n, is7):
                if jj > jcap:
                    break
                v = solve(K1, j - jj)
                if best is None or v < best:
                    best = v
                    if want:
                        ch = ("s", s0, r, cnt, jj, K1, j - jj)
        # or leave it
        K1 = take(K, low)
        v = solve(K1, j) + vb[r]
        if best is None or v < best:
            best = v
            if want:
                ch = ("d", f, K1, j)
        memo[key] = best
        if want:
            choice[key] = ch
        return best

    pts = solve(K0, J_eff) + (J - J_eff) * v0
    if not want:
        return pts

    # rebuild the melds from the recorded choices
    pools = {idx: list(pos) for idx, pos in nat_pos.items()}
    jokers = list(joker_pos)
    melds: list[tuple[Card, ...]] = []
    K, j = K0, J_eff
    left: list[int] = []
    while K:
        ch = choice[K * JP + j]
        if ch[0] == "t":  # one copy of each face left: ask the tables
            sub_pos = [pools[idx].pop() for idx in range(52) if K >> idx & 1]
            sub_pos.extend(jokers.pop() for _ in range(j))
            sub = [cards[p] for p in sub_pos]
            part = _joker_hand(sub, K, j, tb, True) if j else plain_partition(sub, K, tb)
            melds.extend(part.melds)
            by_id: dict[int, list[int]] = {}
            for p in sub_pos:
                by_id.setdefault(id(cards[p]), []).append(p)
            left.extend(by_id[id(c)].pop() for c in part.deadwood)
            break
        if ch[0] == "d":
            _, f, K, j = ch
            continue  # that card stays in its pool and ends up as deadwood
        if ch[0] == "i":
            _, f, t, jj, K, j = ch
            meld = [cards[pools[f].pop()] for _ in range(t + 1)]
            meld.extend(cards[jokers.pop()] for _ in range(jj))
            melds.append(tuple(meld))
            continue
        if ch[0] == "r":
            _, s0, rm, jj, K, j = ch
            meld = []
            for r in tb.layout(rm, jj):
                if r < 0:
                    meld.append(cards[jokers.pop()])
                else:
                    meld.append(cards[pools[13 * s0 + r].pop()])
            melds.append(tuple(meld))
        else:
            _, s0, r, cnt, jj, K, j = ch
            meld = []
            for i, k in enumerate(cnt):
                for _ in range(k):
                    meld.append(cards[pools[13 * (s0 + i) + r].pop()])
            meld.extend(cards[jokers.pop()] for _ in range(jj))
            melds.append(tuple(meld))
    # whatever was not taken into a meld is deadwood, in hand order
    left.extend(p for pos in pools.values() for p in pos)
    left.extend(jokers)
    left.sort()
    melds.sort(key=_meld_key)
    return Partition(pts, tuple(melds), tuple(cards[p] for p in left))
