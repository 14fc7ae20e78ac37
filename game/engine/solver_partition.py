"""What a meld solver answers with, and the pieces its paths share (so the paths import
this module and not each other): :class:`Partition`, the order melds are listed in, and
sharing jokers out among suits by cost."""
from __future__ import annotations

from dataclasses import dataclass

from .cards import JOKER_RANK, Card


@dataclass(frozen=True, init=False)
class Partition:
    """One fewest-points way of melding a hand.

    ``points``: sum of ``rules.values`` over the cards left unmelded.
    ``melds``: disjoint melds, each valid under ``classify``; a run is listed
    in run order (``QS KS AS``; ``KC AC 2C`` around the corner), a joker in
    the place it stands for; a set is listed by suit, jokers last.
    ``deadwood``: the cards left over, in the order they were in the hand.
    Together ``melds`` and ``deadwood`` hold exactly the cards of the hand.
    """

    points: int
    melds: tuple[tuple[Card, ...], ...]
    deadwood: tuple[Card, ...]

    def __init__(self, points: int, melds: tuple[tuple[Card, ...], ...], deadwood: tuple[Card, ...]) -> None:
        # written straight into the frozen value: a play-out asks for one after every draw
        d = self.__dict__
        d["points"] = points
        d["melds"] = melds
        d["deadwood"] = deadwood


def _meld_key(meld: tuple[Card, ...]) -> tuple[int, int]:
    for c in meld:
        if c.rank != JOKER_RANK:
            return (c.index % 13, c.index // 13)
    return (99, 99)


def _split_by_cost(cols: list, R: int) -> list[int]:
    """Jokers per suit (at most ``R`` in all) with the least total, ``cols[s][t]`` being suit
    ``s``'s cost with at most ``t`` jokers (None: an empty suit, given none)."""
    best = None
    alloc = [0] * len(cols)

    def walk(s: int, left: int, acc: int, cur: list[int]) -> None:
        nonlocal best, alloc
        if s == len(cols):
            if best is None or acc < best:
                best = acc
                alloc = list(cur)
            return
        col = cols[s]
        for t in range(left + 1 if col is not None else 1):
            cur.append(t)
            walk(s + 1, left - t, acc + (col[t] if col is not None else 0), cur)
            cur.pop()

    walk(0, R, 0, [])
    return alloc


def _runs_cost(x: int, R: int, W: list[list[int]]) -> int:
    """Fewest run points of the 52-bit mask ``x`` with at most ``R`` jokers."""
    W0 = W[0]
    x0 = x & 8191
    x1 = x >> 13 & 8191
    x2 = x >> 26 & 8191
    x3 = x >> 39
    base = W0[x0] + W0[x1] + W0[x2] + W0[x3]
    if not R:
        return base
    if R == 1:
        W1 = W[1]
        return base + min(W1[x0] - W0[x0], W1[x1] - W0[x1], W1[x2] - W0[x2], W1[x3] - W0[x3])
    cur = [0] * (R + 1)
    for xs in (x0, x1, x2, x3):
        if xs:
            col = [W[t][xs] for t in range(R + 1)]
            cur = [min(cur[k - t] + col[t] for t in range(k + 1)) for k in range(R + 1)]
    return cur[R]


def _split_jokers(xs: list[int], R: int, W: list[list[int]]) -> list[int]:
    """Jokers per suit achieving ``_runs_cost`` (at most ``R`` in all)."""
    return _split_by_cost([[W[t][x] for t in range(R + 1)] if x else None for x in xs], R)
