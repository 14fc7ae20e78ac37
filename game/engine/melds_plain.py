"""The melds of a hand of one pack without jokers (most hands of most games), fast.

:func:`game.engine.melds.find_melds` hands such a hand here.  A face is there at most once, so a set
is some cards of one rank and a run the cards of consecutive places of one suit: every group is judged
by its size alone, as ``classify`` would judge it (``tests/engine/test_solver.py`` compares the two).

The runs of one suit depend only on which ranks of it the hand holds, so they are worked out once per
pattern of ranks (a 13-bit mask) and the rules, and remembered: a legal-move list and a play-out ask for
the melds of a hand after every card that comes or goes.
"""
from __future__ import annotations

from itertools import combinations
from typing import Any, Sequence

from .cards import Card
from .rules_memo import rules_memo

#: rank positions a run may walk through by the ace rule (14 is a high ace), as ``melds._run_windows``
_POSITIONS: dict[str, tuple[int, ...]] = {
    "low": tuple(range(1, 14)), "high": tuple(range(2, 15)), "both": tuple(range(1, 15)),
    "cyclic": tuple(range(1, 14)) + tuple(range(1, 13)),
}

#: the runs of one suit by rules, then by (ranks held as a mask, min_size, smallest, the rank a run
#: must hold or 0): each run as its ranks in card order
_RUNS: dict[Any, dict[Any, tuple[tuple[int, ...], ...]]] = {}
_last: list = [None, {}]            # (rules, its memo) of the last call: most calls are of one game


def plain_melds(hand: Sequence[Card], rules: Any, min_size: int, must: Card | None,
                smallest: int) -> list[tuple[Card, ...]]:
    """``find_melds`` of a hand of one pack without jokers: the same melds in the same order (sets by
    rank in the order the ranks first come in the hand, then runs suit by suit, S H D C)."""
    out: list[tuple[Card, ...]] = []
    sevens = rules.short_sevens
    min_set, max_set = rules.min_set, rules.max_set
    by_rank: dict[int, list[Card]] = {}
    masks = [0, 0, 0, 0]
    for c in hand:
        r = c.rank
        g = by_rank.get(r)
        if g is None:
            by_rank[r] = [c]
        else:
            g.append(c)
        masks[c.index // 13] |= 1 << r
    lone: list[Card] = []                 # sevens found alone as sets (a run of one is the same meld)
    # sets: no two the same (the cards of one rank, each group once), so nothing to weed out
    for rank, cards in by_rank.items():
        short = sevens and rank == 7
        n = len(cards)
        if n < min_set and not short:
            continue                      # too few for a set, and not sevens
        for k in range(1, min(n, max_set) + 1):
            # a size below the smallest meld is one only as short sevens; a set's size, or short sevens
            if not ((k >= smallest or (short and k >= min_size)) and (min_set <= k or short)) or \
                    (k == 1 and not short):       # one card is a meld only as a short seven
                continue
            if k == 1:
                for c in cards:
                    if must is None or must == c:
                        out.append((c,))
                        lone.append(c)
                continue
            for combo in combinations(cards, k):
                if must is None or must in combo:
                    out.append(tuple(sorted(combo)))
    memo = _memo(rules)
    at: dict[int, Card] | None = None
    must_suit = -1
    if must is not None:
        must_suit = must.index // 13
        at = {c.index: c for c in hand}
        if at.get(must.index) != must:
            must_suit = -2                # the card is not in the hand: no run holds it
    small = min_size < 32 and smallest < 32
    for s in range(4):
        mask = masks[s]
        if not mask:
            continue
        if must is None:
            need = 0
        elif s == must_suit:
            need = must.rank
        else:
            continue                      # a run of another suit cannot hold the card it must
        # one number for the question where it fits (hashed in C), else a tuple
        key = mask | min_size << 15 | smallest << 20 | need << 25 if small else (mask, min_size, smallest, need)
        runs = memo.get(key)
        if runs is None:
            if len(memo) > 50_000:
                memo.clear()
            runs = memo[key] = _suit_runs(mask, rules, min_size, smallest, need)
        if not runs:
            continue
        if at is None:
            at = {c.index: c for c in hand}
        base = s * 13 - 1
        for ranks in runs:
            if len(ranks) == 1:           # a lone seven: the sets found it already, unless sets are off
                c = at[base + ranks[0]]
                if c not in lone:
                    lone.append(c)
                    out.append((c,))
                continue
            out.append(tuple([at[base + r] for r in ranks]))
    return out


def _memo(rules: Any) -> dict:
    """The runs remembered for ``rules`` (a fresh dict, not kept, for rules that cannot be hashed)."""
    return rules_memo(_RUNS, _last, rules)


def _suit_runs(mask: int, rules: Any, min_size: int, smallest: int, need: int) -> tuple[tuple[int, ...], ...]:
    """The runs of one suit whose ranks are the bits of ``mask`` (bit ``r`` for rank ``r``), in the
    order the walk finds them (start by start, shortest first), each once, as ranks sorted ascending
    (card order); ``need``: a rank each must hold (0: none)."""
    positions = _POSITIONS[rules.ace]
    n_positions = len(positions)
    limit = min(rules.max_run, 13)
    min_run, max_run, sevens = rules.min_run, rules.max_run, rules.short_sevens
    cyclic = rules.ace == "cyclic"
    held = mask | ((mask & 2) << 13)          # an ace held is also the high ace (position 14)
    out: list[tuple[int, ...]] = []
    seen: set[tuple[int, ...]] = set()
    for start in range(13 if cyclic else n_positions):
        if not held >> positions[start] & 1:
            continue
        run: list[int] = []
        has7 = False
        for length in range(1, min(limit, n_positions - start) + 1):
            p = positions[start + length - 1]
            if not held >> p & 1:
                break
            r = 1 if p == 14 else p
            if r in run:
                break
            run.append(r)
            has7 = has7 or r == 7
            short = sevens and has7
            if length < smallest and not (length >= min_size and short):
                continue
            if not (length >= min_run or short) or length > max_run or (length == 1 and not short):
                continue
            if need and need not in run:
                continue
            ranks = tuple(sorted(run))
            if ranks not in seen:
                seen.add(ranks)
                out.append(ranks)
    return tuple(out)
