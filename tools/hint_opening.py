"""How many turns a player who follows every hint takes to make the initial meld in British Kalookie
(issue 25: "a newcomer should be able to open a British hand within a few turns with the hint's help").

    .venv/bin/python tools/hint_opening.py HANDS [FIRST_SEED]

Seat 0 plays every hint (the coach's Expert, as the table's Hint button gives it) against three Medium
bots, 4 players; each line is a deal's seed, the turn of the opening (None: never) and the turns played."""
import sys, random, statistics
from game.engine import new_hand
from game.sim import play_hand
from ai.registry import make_bot
from ai.coach import hint

class HintFollower:
    reads_view = True
    def __init__(self): self.turns = 0; self.opened_at = None
    def choose(self, view, legal):
        if view.current == view.seat and any(a.kind == "draw_stock" for a in legal):
            self.turns += 1
        a = hint(view, legal, seed=len(view.history)).action
        if a.kind == "open" and self.opened_at is None:
            self.opened_at = self.turns
        return a

n = int(sys.argv[1]); start = int(sys.argv[2]) if len(sys.argv) > 2 else 0
res = []
for seed in range(start, start + n):
    st = new_hand("kalookie", players=4, seed=seed, dealer=3)
    f = HintFollower()
    bots = [f] + [make_bot("medium", seed * 10 + i) for i in range(1, 4)]
    play_hand(st, bots)
    res.append(f.opened_at)
    print(seed, f.opened_at, f.turns, st.result.reason, flush=True)
opened = [r for r in res if r is not None]
print("opened", len(opened), "of", n, "median turn", statistics.median(opened) if opened else None,
      "within 3 turns", sum(1 for r in opened if r <= 3))
