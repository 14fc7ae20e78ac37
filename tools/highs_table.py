"""House Rummy's table solver against an integer program solved by HiGHS (issue 28).

Rummikub's best-known solvers pose a table as an integer program (den Hertog & Hulshof 2006): one
binary variable for every play that could be formed, each table card in exactly one chosen play,
each hand card in at most one, the points laid maximised.  This script poses House Rummy's turn that
way over the very plays our memoised search may form (``_Search.plays_with``, the same whole-play
and paid-steal filter), so the two answer the same question, and compares them on positions from
games of Medium bots: the points each lays, and the time each takes.

    pip install highspy          # not a dependency of the game: this is a measurement
    python tools/highs_table.py [POSITIONS] [SEED]

It prints one line per solver (median and worst time, positions where it lays more than the other)
and the size HiGHS would add to the one-file executable.
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import new_hand  # noqa: E402
from game.games.house_rummy.rules.judge import VALUES, Play, judge  # noqa: E402
from game.games.house_rummy.table_solver import _Search, _place, best_table  # noqa: E402
from game.sim import play_hand  # noqa: E402


def positions(count: int, seed: int) -> list[tuple[int, list[Play], list, set[int]]]:
    """Turns of a player who has melded, after the draw, from 4-player games of Medium bots."""
    from ai.registry import make_bot
    out: list[tuple[int, list[Play], list, set[int]]] = []
    hand_no = 0
    while len(out) < count:
        state = new_hand("house-rummy", players=4, seed=seed * 1000 + hand_no)
        bots = [make_bot("medium", seed * 100 + hand_no * 4 + s) for s in range(4)]

        class Recorder:
            def __init__(self, inner, seat):
                self.inner, self.seat = inner, seat
                self.reads_view = True

            def choose(self, view, legal):
                if (len(out) < count and state.current == self.seat and state.phase == "play"
                        and self.seat in state.data.melded and view.melds):
                    plays = [Play(m.id, m.space if m.space is not None else m.owner, tuple(m.cards))
                             for m in view.melds]
                    out.append((self.seat, plays, list(view.hand), {self.seat, (self.seat + 2) % 4}))
                return self.inner.choose(view, legal)

            def reaction_delay(self):
                return self.inner.reaction_delay()

            def __getattr__(self, name):
                return getattr(self.inner, name)

        play_hand(state, [Recorder(b, s) for s, b in enumerate(bots)])
        hand_no += 1
    return out


def every_play(search: _Search) -> set[int]:
    """Every play the search may form from some cards still loose (``plays_with`` walks a run through the
    naturals it finds free, so a joker standing for a natural used elsewhere appears only once that
    natural is gone: here each natural of a run or a book may also be a joker's place)."""
    from itertools import combinations
    cards, jokers = search.cards, search.jokers
    most = min(2, len(jokers))
    out: set[int] = set()

    def with_jokers(naturals: tuple[int, ...], holes: int) -> None:
        for extra in range(holes, most + 1):
            for js in combinations(jokers, extra):
                out.add(sum(1 << i for i in (*naturals, *js)))

    by_suit_rank: dict[tuple[str, int], list[int]] = {}
    for i, c in enumerate(cards):
        if i not in jokers:
            by_suit_rank.setdefault((c.suit, c.rank), []).append(i)
    for rank, idx in search.by_rank.items():                     # books: distinct suits, jokers fill up to 4
        for k in (1, 2, 3, 4):
            for group in combinations(idx, k):
                if len({cards[i].suit for i in group}) < k:
                    continue
                for nj in range(0, most + 1):
                    if 3 <= k + nj <= 4 and (nj <= 2) and not (k == 4 and nj):
                        for js in combinations(jokers, nj):
                            out.add(sum(1 << i for i in (*group, *js)))
    for suit in {cards[i].suit for i in range(len(cards)) if i not in jokers}:   # runs, round the corner
        for start in range(1, 14):
            for length in range(3, 14):
                ranks = [(start - 1 + k) % 13 + 1 for k in range(length)]
                options = [by_suit_rank.get((suit, r), []) for r in ranks]
                holes = sum(1 for o in options if not o)
                if holes > most:
                    continue
                present = [k for k, o in enumerate(options) if o]
                for drop in range(0, most - holes + 1):          # naturals a joker stands in for instead
                    for gone in combinations(present, drop):
                        kept = [k for k in present if k not in gone]
                        if not kept:
                            continue
                        for pick in _choices([options[k] for k in kept]):
                            with_jokers(pick, holes + drop)
    return out


def _choices(options: list[list[int]]):
    """One index from each list (a card of that rank; two packs give two)."""
    if not options:
        yield ()
        return
    for first in options[0]:
        for rest in _choices(options[1:]):
            yield (first, *rest)


def ilp_points(seat: int, plays: list[Play], hand: list, side: set[int], highspy) -> tuple[int, str | None]:
    """The most points of ``hand`` any packing lays, by HiGHS over every whole play of the cards, and
    the rules' verdict on that table (``judge``: None when they accept it)."""
    search = _Search(seat, plays, hand, budget=10 ** 9)
    n = len(search.cards)
    masks = sorted(m for m in every_play(search) if search.whole(m))
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    inf = highspy.kHighsInf
    for m in masks:
        gain = sum(VALUES[search.cards[i].rank] for i in range(search.n_table, n) if m >> i & 1)
        h.addVar(0.0, 1.0)
        h.changeColCost(h.getNumCol() - 1, float(gain))
    h.changeColsIntegrality(len(masks), list(range(len(masks))),
                            [highspy.HighsVarType.kInteger] * len(masks))
    for i in range(n):
        cols = [k for k, m in enumerate(masks) if m >> i & 1]
        low = 1.0 if i < search.n_table else -inf      # a table card stays on the table; a hand card may
        if cols or low > 0:
            h.addRow(low, 1.0, len(cols), cols, [1.0] * len(cols))
    h.changeObjectiveSense(highspy.ObjSense.kMaximize)
    h.run()
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        return 0, None
    chosen = [m for m, x in zip(masks, h.getSolution().col_value) if x > 0.5]
    points = round(h.getInfo().objective_function_value)
    if not points:
        return 0, None
    new = _place(search, plays, chosen, side)
    ilp_points.last = new                       # the table itself, for a reader of one position
    return points, judge(seat, plays, new, melded_before=True, cost=10)


def main(argv: list[str]) -> int:
    try:
        import highspy
    except ImportError:
        print("HiGHS is not installed: pip install highspy (a measurement only, not a dependency)")
        return 2
    count = int(argv[0]) if argv else 200
    seed = int(argv[1]) if len(argv) > 1 else 24
    found = positions(count, seed)
    memo_t, ilp_t, memo_more, ilp_more, same, bad = [], [], 0, 0, 0, 0
    for seat, plays, hand, side in found:
        t = time.process_time()
        a = best_table(seat, plays, hand, side)
        memo_t.append(time.process_time() - t)
        memo = a.points_laid if a is not None else 0
        t = time.process_time()
        ilp, refused = ilp_points(seat, plays, hand, side, highspy)
        ilp_t.append(time.process_time() - t)
        if refused is not None:
            bad += 1
            ilp = 0
        memo_more += memo > ilp
        ilp_more += ilp > memo
        same += memo == ilp
    ms = 1000.0
    print(f"{len(found)} positions (House Rummy Classic, 4 Medium bots, seed {seed}), CPU time:")
    print(f"  memoised search (budget 4,000 nodes): median {statistics.median(memo_t) * ms:.1f} ms, "
          f"worst {max(memo_t) * ms:.1f} ms")
    print(f"  HiGHS integer program:                median {statistics.median(ilp_t) * ms:.1f} ms, "
          f"worst {max(ilp_t) * ms:.1f} ms")
    print(f"  points laid: the same in {same}, HiGHS more in {ilp_more}, the search more in {memo_more}"
          f" (HiGHS tables the rules refused: {bad}, counted as laying nothing)")
    import highspy as hs
    size = sum(f.stat().st_size for f in Path(hs.__file__).parent.rglob("*") if f.is_file())
    print(f"  HiGHS installed: {size / 1e6:.1f} MB (and numpy)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
