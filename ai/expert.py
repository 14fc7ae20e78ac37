"""The Expert bot: determinized Monte Carlo search within a time budget.

For a decision with more than one reasonably distinct option the Expert

1. takes Hard's choice as its *anchor* and draws up a short list of
   candidates around it (below: the plausible takes, the best few discards,
   melding now or holding, knocking or not...), collapsing obviously
   equivalent actions (the same card laid off on different melds);
2. repeatedly samples a whole hand consistent with its view
   (:func:`game.engine.determinize.sample_state`: the hidden cards dealt at
   random, nothing but the view used), applies each candidate to a copy of
   that same sample and plays the hand out with a fast greedy policy
   (:mod:`ai.playout`) for every seat, from the same random seed (common
   random numbers: candidates are compared on the same deals and play-outs,
   so most of the luck cancels out);
3. scores each play-out by its own payment relative to the table (stakes in
   Hoola; in Seven Bridge its points above the table's mean) and plays the
   candidate with the best mean, but leaves the anchor only when the paired
   advantage is clear (``z`` standard errors), so that a few noisy samples
   do not make it worse than Hard.

Rounds (one sample, every candidate) run round-robin until the time budget
(``budget_s``, default 0.3 s a decision) would be overrun (a round is not
begun unless 1.2 times the longest round so far still fits); at least one
round is always played, so a tiny budget may be overrun by one round.  ``rounds=N`` plays exactly N rounds instead (reproducible,
for tests and experiments).

No search when only one action is legal, or when a winning action is listed
(four sevens, a blast, or going out: laying or discarding the last card, or
a take that lays the whole hand): it is taken at once.

Strength (``game.ladder.rung(game, "expert", "hard")``: one Expert against three
Hard bots, duplicate seat-rotated deals, seed 1; result per hand relative to the
table, 95% interval; budget set with ``HOOLA_EXPERT_BUDGET_MS``):

=============  ======  =====  =================  ======
game           budget  hands  per hand           time
=============  ======  =====  =================  ======
Battle Hoola    50 ms   4000  +0.64 +- 0.28 st    815 s
Seven Bridge    50 ms   4000  +4.07 +- 0.87 pt   1115 s
Battle Hoola   300 ms   1000  +1.38 +- 0.63 st   1189 s
Seven Bridge   300 ms    700  +7.56 +- 2.32 pt   1179 s
=============  ======  =====  =================  ======

Timing (for the controller's pacing): a claim slapped after 0.3-0.6 s
(quicker than Hard's 0.35-0.7), 0.6-1.2 s of thought over a move in turn,
drawn from the bot's own seeded generator.
"""
from __future__ import annotations

import math
import random
import time
from typing import Sequence

from game.engine import Action, PlayerView
from game.engine.determinize import clone_state, sample_state
from game.engine.solver import best_partition, min_points

from .playout import GreedyPolicy, relative_payment
from .rulebot import HARD, RuleBot, points_after_discard

#: Default time budget of one decision, seconds.
DEFAULT_BUDGET_S = 0.3
REACTION = (0.3, 0.6)
THINK = (0.6, 1.2)
#: Leave Hard's choice only for a paired advantage of this many standard errors.  Lower
#: values let a few lucky play-outs (a Perfect, x4) pull it off good play: measured
#: in Hoola at 30 ms, z 0.3 gave -0.34 +- 0.67 stakes a hand against Hard, z 1.5 +0.48 +- 0.53.
DEFAULT_Z = 1.5
#: At most this many discards (the best by points left) are searched.
MAX_DISCARDS = 4
#: At most this many takes or claims of the discard are searched.
MAX_TAKES = 2


class ExpertBot:
    """Determinized Monte Carlo over a few candidates, Hard's choice as the anchor."""

    level = "expert"

    def __init__(self, seed: int | None = None, budget_s: float = DEFAULT_BUDGET_S,
                 policy: GreedyPolicy | None = None, *, z: float = DEFAULT_Z, rounds: int | None = None,
                 strict: bool = False) -> None:
        if budget_s <= 0:
            raise ValueError(f"budget_s must be positive, not {budget_s!r}")
        self.seed = seed
        self.budget_s = budget_s
        self.policy = policy if policy is not None else GreedyPolicy()
        self.z = z
        self.rounds = rounds
        #: re-raise a failure of the search (tests); otherwise fall back to Hard's choice
        self.strict = strict
        self.rng = random.Random(seed)
        self.timing_rng = random.Random(None if seed is None else seed ^ 0x5EED)
        self.anchor_bot = RuleBot(None if seed is None else seed + 1, HARD)
        #: what the last decision did: candidates, rounds, seconds, whether it left the anchor
        self.last: dict = {}

    # ------------------------------------------------------------------ timing
    def reaction_delay(self) -> float:
        return self.timing_rng.uniform(*REACTION)

    def think_time(self) -> float:
        return self.timing_rng.uniform(*THINK)

    # ------------------------------------------------------------------ choosing
    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        t0 = time.perf_counter()   # the budget counts from here: Hard's choice and the candidates too
        if not legal:
            raise ValueError("no legal action to choose from")
        legal = list(legal)
        self.last = {"searched": False}
        if len(legal) == 1:
            return legal[0]
        win = winning_action(view, legal)
        if win is not None:
            return win
        anchor = self.anchor_bot.choose(view, legal)
        cands = candidates(view, legal, anchor)
        if len(cands) == 1:
            return anchor
        try:
            return self._search(view, cands, anchor, t0)
        except Exception as e:  # a bot must not stop the table: play Hard's move
            if self.strict:
                raise
            self.last = {"searched": False, "error": repr(e)}
            return anchor

    def _search(self, view: PlayerView, cands: list[Action], anchor: Action, t0: float) -> Action:
        deadline = t0 + self.budget_s
        me = view.seat
        values: list[list[float]] = [[] for _ in cands]
        rounds = 0
        longest = 0.0
        while True:
            t_round = time.perf_counter()
            world = sample_state(view, self.rng)
            seed = self.rng.getrandbits(32)
            for i, a in enumerate(cands):
                st = clone_state(world) if i < len(cands) - 1 else world
                silent = None
                if a.kind == "pass" and a not in view.legal:
                    silent = a.seat   # silence out of turn: nothing is applied
                else:
                    st.apply(a)
                self.policy.play(st, random.Random(seed), silent=silent)
                values[i].append(relative_payment(st, me))
            rounds += 1
            now = time.perf_counter()
            longest = max(longest, now - t_round)
            if self.rounds is not None:
                if rounds >= self.rounds:
                    break
            elif now + 1.2 * longest > deadline:
                break  # another round would likely overrun the budget
        means = [sum(v) / rounds for v in values]
        best = max(range(len(cands)), key=lambda i: means[i])
        ia = cands.index(anchor)
        choice = anchor
        if best != ia and rounds > 1:
            diffs = [values[best][k] - values[ia][k] for k in range(rounds)]
            m = sum(diffs) / rounds
            sd = math.sqrt(sum((d - m) ** 2 for d in diffs) / (rounds - 1))
            if m > self.z * sd / math.sqrt(rounds):
                choice = cands[best]
        self.last = {"searched": True, "candidates": len(cands), "rounds": rounds,
                     "seconds": time.perf_counter() - t0, "left_anchor": choice != anchor,
                     "means": dict(zip(map(str, cands), means))}
        return choice

    def __repr__(self) -> str:
        return f"ExpertBot(seed={self.seed!r}, budget_s={self.budget_s!r})"


# ---------------------------------------------------------------------- candidates

def winning_action(view: PlayerView, legal: Sequence[Action]) -> Action | None:
    """Four sevens, a blast, or an action that empties the hand (going out), if listed."""
    n = len(view.hand)
    card = view.top_discard
    for a in legal:
        if a.kind in ("big_luck", "blast"):
            return a
    for a in legal:
        if a.kind in ("meld", "add", "group_sevens") and len(a.cards) == n:
            return a
        if a.kind == "discard" and n == 1:
            return a
        if a.kind in ("take_discard", "claim") and len([c for c in a.cards if c != card]) == n:
            return a
    return None




def candidates(view: PlayerView, legal: Sequence[Action], anchor: Action) -> list[Action]:
    """A short list of distinct options worth searching, ``anchor`` first."""
    rules = view.rules
    hand = list(view.hand)
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    out: list[Action] = [anchor]

    def add(a: Action | None) -> None:
        if a is not None and a not in out:
            out.append(a)

    # start of a turn or out of turn: the plain move, the best takes, knock, drop-outs
    for k in ("draw_stock", "pass", "knock", "drop_out", "stay_in"):
        for a in by_kind.get(k, [])[:1]:
            add(a)
    takes = by_kind.get("take_discard", []) + by_kind.get("claim", [])
    if takes:
        card = view.top_discard

        def take_score(a: Action) -> int:
            rest = list(hand)
            for c in a.cards:
                if c != card:
                    rest.remove(c)
            return points_after_discard(rest, rules)
        for a in sorted(takes, key=take_score)[:MAX_TAKES]:
            add(a)
    # after drawing: meld now (the plan's biggest meld) or hold, lay off, the best discards
    if view.phase == "play" and view.current == view.seat:
        if anchor.kind in ("meld", "add", "group_sevens") and view.laid_any[view.seat]:
            # Holding melds in hand pays only while a Perfect (Hoola x4, Seven Bridge's all seven
            # at once x2) is still possible, i.e. before the seat has laid anything: after that,
            # the lay-offs and melds are searched but discarding instead of laying is not.
            by_kind.pop("discard", None)
        melds = by_kind.get("meld", [])
        if melds:
            plan = best_partition(hand, rules)
            wanted = {frozenset(m) for m in plan.melds}
            planned = [a for a in melds if frozenset(a.cards) in wanted]
            add(max(planned or melds, key=lambda a: len(a.cards)))
        seen_cards = set()
        for a in by_kind.get("add", []):
            if a.cards not in seen_cards:
                seen_cards.add(a.cards)
                if len(seen_cards) <= 2:
                    add(a)
        for a in by_kind.get("group_sevens", [])[:1]:
            add(a)
        discards = by_kind.get("discard", [])

        def discard_score(a: Action) -> tuple:
            rest = list(hand)
            rest.remove(a.cards[0])
            return (min_points(rest, rules), -rules.values[a.cards[0].rank])
        for a in sorted(discards, key=discard_score)[:MAX_DISCARDS]:
            add(a)
    # anything else the ruleset lists (rare kinds): one of each
    for k, acts in by_kind.items():
        if not any(a.kind == k for a in out) and k not in ("add", "discard", "meld", "take_discard", "claim"):
            add(acts[0])
    return out


def expert(seed: int | None = None) -> ExpertBot:
    """The registry's Expert: the default budget (0.3 s), or ``HOOLA_EXPERT_BUDGET_MS`` if set."""
    import os
    ms = os.environ.get("HOOLA_EXPERT_BUDGET_MS")
    budget = DEFAULT_BUDGET_S if not ms else float(ms) / 1000.0
    return ExpertBot(seed, budget_s=budget)
