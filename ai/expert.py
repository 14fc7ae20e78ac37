"""The Expert bot: determinized Monte Carlo search within a budget of work (rounds).

For a decision with more than one reasonably distinct option the Expert

1. takes Hard's choice as its *anchor* and draws up a short list of
   candidates around it (below: the plausible takes, the best few discards,
   melding now or holding, knocking or not...), collapsing obviously
   equivalent actions (the same card laid off on different melds);
2. repeatedly samples a whole hand consistent with its view
   (:func:`game.engine.determinize.sample_state`: the hidden cards dealt at
   random, nothing but the view used; with ``infer``, the default, a deal that
   agrees with the claims nobody made, :mod:`ai.inference`), applies each candidate to a copy of
   that same sample and plays the hand out with a fast greedy policy
   (:mod:`ai.playout`) for every seat, from the same random seed (common
   random numbers: candidates are compared on the same deals and play-outs,
   so most of the luck cancels out);
3. scores each play-out by its own payment relative to the table (stakes in
   Hoola; in Seven Bridge its points above the table's mean) and plays the
   candidate with the best mean, but leaves the anchor only when the paired
   advantage is clear (``z`` standard errors), so that a few noisy samples
   do not make it worse than Hard.

Rounds (one sample, every candidate) are the Expert's budget: ``rounds`` of them
(``DEFAULT_ROUNDS``), so a seed gives the same moves on any machine.  A decision is
anytime: :meth:`ExpertBot.start` returns a :class:`Search` that the table controller steps
a few milliseconds a frame and reads when the decision falls due (its best so far);
:meth:`ExpertBot.choose` runs the whole budget at once (the simulation, the ladder), with
``budget_s`` only as a cap on wall time.

No search when only one action is legal, or when a winning action is listed
(one of a kind the game says wins the hand at once, or going out: laying or
discarding the last card, or a take that lays the whole hand): it is taken at once.
The kinds of a game's own that the search weighs are those its bot module registers
(:class:`ai.strategies.GameBot`: ``winning_kinds``, ``laying_kinds``, ``turn_kinds``).

Strength (``game.ladder.rung(game, "expert", "hard")``: one Expert against three
Hard bots, duplicate seat-rotated deals, seed 1; result per hand relative to the
table, 95% interval over deals).  Battle Hoola, 4000 hands (1000 deals) each, the same deals:

=====================================  ==================  ==========================
Expert                                 per hand            paired with the first row
=====================================  ==================  ==========================
48 rounds, plain deals                 +1.560 +- 0.270 st
48 rounds, deals that agree with       +1.612 +- 0.274 st  +0.052 +- 0.173
the claims nobody made (``infer``)
72 rounds with ``infer`` (default)     +1.689 +- 0.281 st  +0.129 +- 0.191
=====================================  ==================  ==========================

Earlier, with a wall-time budget: 50 ms gave +0.64 +- 0.28 (Hoola, 4000 hands) and
+4.07 +- 0.87 points (Seven Bridge); 300 ms +1.38 +- 0.63 (Hoola, 1000 hands).

Timing (for the controller's pacing): a claim slapped after 0.35-0.7 s
(Hard's human-like range), 0.6-1.2 s of thought over a move in turn,
drawn from the bot's own seeded generator.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any, Callable, Sequence

from game.engine import Action, PlayerView
from game.engine.determinize import clone_state, sample_state
from game.engine.solver import best_partition, min_points

from .base import restore, states_of
from .inference import let_go, likely_sample
from .playout import GreedyPolicy, relative_payment
from .rulebot import HARD, RuleBot, points_after_discard
from .strategies import GameBot, expert_rounds_for, game_bot

#: Rounds (one sampled deal, every candidate played out) of one decision: the Expert's strength.
#: About 0.3 s of search a decision in Battle Hoola on the machine that measured the ladder above.
DEFAULT_ROUNDS = 72
#: Wall-time cap of one whole decision, seconds (a safety net only: the rounds decide).
DEFAULT_CAP_S = 3.0
#: Kept for callers of the first interface (``budget_s`` is now only the cap).
DEFAULT_BUDGET_S = DEFAULT_CAP_S
REACTION = HARD.reaction   # a human-like slap, as quick as Hard's: the Expert is sharper in thought, not in hand
THINK = (0.6, 1.2)
#: Leave Hard's choice only for a paired advantage of this many standard errors.  Lower
#: values let a few lucky play-outs (a Perfect, x4) pull it off good play: measured
#: in Hoola at 30 ms, z 0.3 gave -0.34 +- 0.67 stakes a hand against Hard, z 1.5 +0.48 +- 0.53.
DEFAULT_Z = 1.5
#: At most this many discards (the best by points left) are searched.
MAX_DISCARDS = 4
#: At most this many takes or claims of the discard are searched.
MAX_TAKES = 2


class Decision:
    """What every stepped Expert decision starts from, whatever way it then thinks (the shared
    play-outs here, a game's own search registered with :func:`register_search`): the view and the
    legal list kept, no answer yet, and the one move there is when only one is legal."""

    def __init__(self, bot: Any, view: PlayerView, legal: Sequence[Action]) -> None:
        if not legal:
            raise ValueError("no legal action to choose from")
        self.bot, self.view, self.legal = bot, view, list(legal)
        self.seconds = 0.0
        self.answer: Action | None = None   # set when no search is needed or the search is over
        bot.last = {"searched": False}
        self.steps = 0                      # the job's steps taken (:meth:`run_job`)
        if len(self.legal) == 1:
            self.answer = self.legal[0]

    @property
    def done(self) -> bool:
        return self.answer is not None

    def run_job(self, job: Any, seconds: float | None, finish: Callable[[Any, float], None]) -> None:
        """Step ``job`` (a generator that returns the decision) until it ends or ``seconds`` of wall
        time have passed (``None``: to the end); ``finish(value, seconds so far)`` when it ends.
        Where it pauses changes nothing of the answer."""
        t0 = time.perf_counter()
        while True:
            try:
                next(job)
                self.steps += 1
            except StopIteration as end:
                finish(end.value, self.seconds + time.perf_counter() - t0)
                break
            if seconds is not None and time.perf_counter() - t0 >= seconds:
                break
        self.seconds += time.perf_counter() - t0


def clearly_better(better: Sequence[float], other: Sequence[float], z: float) -> bool:
    """Whether ``better`` beats ``other`` over the same sampled deals by more than their noise: the paired
    mean difference above ``z`` standard errors (the Expert leaves its anchor by it, and the hand review
    marks a move by it)."""
    rounds = min(len(better), len(other))
    if rounds < 2:
        return rounds == 1
    diffs = [better[k] - other[k] for k in range(rounds)]
    m = sum(diffs) / rounds
    sd = math.sqrt(sum((d - m) ** 2 for d in diffs) / (rounds - 1))
    return m > z * sd / math.sqrt(rounds)


class Search(Decision):
    """One Expert decision in progress, stepped a round at a time (an anytime decision).

    A round samples one hidden deal and plays every candidate out on it.  :meth:`step` runs
    rounds within a slice of wall time the caller gives (the controller: a few ms a frame);
    :meth:`best` is the answer so far (the anchor until a candidate is clearly better).  The
    search is ``done`` after the bot's ``rounds`` budget, so a seed gives the same moves on any
    machine; wall time only caps a decision that would otherwise run too long.
    """

    def __init__(self, bot: "ExpertBot", view: PlayerView, legal: Sequence[Action],
                 include: Sequence[Action] = ()) -> None:
        super().__init__(bot, view, legal)
        self.rounds = 0
        self.budget = bot.rounds_for(view.game)
        self.cands: list[Action] = []
        self.values: list[list[float]] = []
        if self.answer is not None:
            return
        game = game_bot(view.game)
        self.answer = winning_action(view, self.legal, game)
        if self.answer is not None:
            return
        self.anchor = bot.anchor_bot.choose(view, self.legal)
        self.cands = candidates(view, self.legal, self.anchor, game)
        self.cands += [a for a in include if a in self.legal and a not in self.cands]   # a review's move
        if len(self.cands) == 1:
            self.answer = self.anchor
            return
        self.values = [[] for _ in self.cands]
        # the search draws from its own generator, taken from the bot's in one draw: however far
        # it got when the game was saved, the bot's own state is the same (Continue is exact)
        self.rng = random.Random(bot.rng.getrandbits(64))
        self._next = 0                        # the next candidate to play out in this round
        self._world: Any = None
        self._seed = 0
        self._passed = let_go(view) if bot.infer else {}

    def step(self, seconds: float | None = None) -> None:
        """Work until the budget is spent or ``seconds`` of wall time have passed (at least one
        play-out; ``None``: one whole round).  Work is split per play-out, so a slice stays short."""
        if self.done:
            return
        t0 = time.perf_counter()
        start_round = self.rounds
        while True:
            try:
                self._playout()
            except (ValueError, AssertionError) as e:   # a sample the engine refuses: play the anchor
                if self.bot.strict:
                    raise
                self.bot.last = {"searched": False, "error": repr(e)}
                self.answer = self.anchor
                return
            now = time.perf_counter()
            if self.rounds >= self.budget:
                self.seconds += now - t0
                self.finish()
                return
            if (self.rounds > start_round if seconds is None else now - t0 >= seconds):
                self.seconds += now - t0
                return

    def _playout(self) -> None:
        """One candidate played out on the round's sampled deal (a new deal begins each round)."""
        bot, view = self.bot, self.view
        if self._next == 0:
            self._world = likely_sample(view, self.rng, self._passed) if self._passed else \
                sample_state(view, self.rng)
            self._seed = self.rng.getrandbits(32)
        i = self._next
        a = self.cands[i]
        st = clone_state(self._world) if i < len(self.cands) - 1 else self._world
        silent = None
        if a.kind == "pass" and a not in view.legal:
            silent = a.seat   # silence out of turn: nothing is applied
        else:
            st.apply(a)
        bot.policy.play(st, random.Random(self._seed), silent=silent)
        self.values[i].append(relative_payment(st, view.seat))
        self._next = (i + 1) % len(self.cands)
        if self._next == 0:
            self._world = None
            self.rounds += 1

    def best(self) -> Action:
        """The answer now: final when :attr:`done`, otherwise the best so far."""
        if self.answer is not None:
            return self.answer
        return self._judge()

    def finish(self) -> Action:
        """Stop searching and fix the answer (what a decision that falls due unfinished gives)."""
        if self.answer is None:
            self.answer = self._judge()
        return self.answer

    def _judge(self) -> Action:
        rounds, cands = self.rounds, self.cands
        values = [v[:rounds] for v in self.values]     # whole rounds only: candidates on equal deals
        if rounds == 0:
            return self.anchor
        means = [sum(v) / rounds for v in values]
        best = max(range(len(cands)), key=lambda i: means[i])
        ia = cands.index(self.anchor)
        choice = self.anchor
        if best != ia and rounds > 1 and clearly_better(values[best], values[ia], self.bot.z):
            choice = cands[best]
        self.bot.last = {"searched": True, "candidates": len(cands), "rounds": rounds,
                         "seconds": self.seconds, "left_anchor": choice != self.anchor,
                         "means": dict(zip(map(str, cands), means))}
        return choice


#: A game's own Expert search by game name: ``factory(bot, view, legal)`` gives an object with
#: :class:`Search`'s interface (``done``, ``step``, ``best``, ``finish``), for a game whose turns the
#: shared play-outs do not play (a turn that may rebuild the whole table).
GAME_SEARCHES: dict[str, Callable[..., Any]] = {}


def register_search(game: str, factory: Callable[..., Any]) -> None:
    """Make ``factory`` the Expert's search in ``game`` (see :data:`GAME_SEARCHES`)."""
    GAME_SEARCHES[game] = factory


class ExpertBot:
    """Determinized Monte Carlo over a few candidates, Hard's choice as the anchor.

    Its strength is a number of rounds (``rounds``), not a time: the same seed gives the same
    moves on any machine.  ``budget_s`` only caps the wall time of one :meth:`choose`.
    """

    level = "expert"

    def __init__(self, seed: int | None = None, budget_s: float = DEFAULT_CAP_S,
                 policy: GreedyPolicy | None = None, *, z: float = DEFAULT_Z, rounds: int | None = None,
                 strict: bool = False, infer: bool = True) -> None:
        if budget_s <= 0:
            raise ValueError(f"budget_s must be positive, not {budget_s!r}")
        if rounds is not None and (isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1):
            raise ValueError(f"rounds must be a whole number of at least 1, not {rounds!r}")
        self.seed = seed
        self.budget_s = budget_s
        self.policy = policy if policy is not None else GreedyPolicy()
        self.z = z
        self.rounds = DEFAULT_ROUNDS if rounds is None else rounds
        #: rounds not given: a game whose play-outs cost far more plays fewer (:func:`rounds_for`)
        self.game_rounds = rounds is None
        #: re-raise a failure of the search (tests); otherwise fall back to Hard's choice
        self.strict = strict
        #: deal the hidden cards as the claims nobody made suggest (:mod:`ai.inference`)
        self.infer = infer
        self.rng = random.Random(seed)
        self.timing_rng = random.Random(None if seed is None else seed ^ 0x5EED)
        self.anchor_bot = RuleBot(None if seed is None else seed + 1, HARD)
        #: what the last decision did: candidates, rounds, seconds, whether it left the anchor
        self.last: dict = {}

    def rounds_for(self, game: str) -> int:
        """The rounds of one decision in ``game``: those given, or the game's registered ones
        (Kalookie's two-pack play-outs cost ten times Battle Hoola's), or the default."""
        if not self.game_rounds:
            return self.rounds
        return expert_rounds_for(game) or self.rounds

    # ------------------------------------------------------------------ timing
    def reaction_delay(self) -> float:
        return self.timing_rng.uniform(*REACTION)

    def think_time(self) -> float:
        return self.timing_rng.uniform(*THINK)

    # ------------------------------------------------------------------ choosing
    def start(self, view: PlayerView, legal: Sequence[Action]) -> Search:
        """Begin a decision the caller steps (:meth:`Search.step`) and reads (:meth:`Search.best`);
        a game with a search of its own (:func:`register_search`) gets that one."""
        game_bot(view.game)                     # loads the game's bot module, which may register one
        own = GAME_SEARCHES.get(view.game)
        if own is not None:
            return own(self, view, legal)
        return Search(self, view, legal)

    def weigh(self, view: PlayerView, legal: Sequence[Action], include: Sequence[Action]) -> dict[str, float]:
        """The search's mean result of each candidate (``include`` among them), the whole budget run:
        what a hand review compares a played move with.  Empty when nothing needed a search."""
        search = self.start_weigh(view, legal, include)
        if search.done:
            return {}
        while not search.done:
            search.step(None)
        return self.means()

    def start_weigh(self, view: PlayerView, legal: Sequence[Action], include: Sequence[Action]) -> Search:
        """:meth:`weigh` begun, for a caller that steps it (a screen, a slice a frame); read
        :meth:`means` when it is done (empty if it was done at once: nothing needed a search)."""
        return Search(self, view, legal, include)

    def means(self) -> dict[str, float]:
        """The last finished search's mean result by candidate (its text)."""
        return dict(self.last.get("means", {})) if self.last.get("searched") else {}

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """The whole decision at once: every round of the budget (wall time capped by ``budget_s``)."""
        search = self.start(view, legal)
        t0 = time.perf_counter()
        while not search.done:
            left = self.budget_s - (time.perf_counter() - t0)
            if left <= 0:
                search.finish()
                break
            search.step(min(0.05, left))
        return search.best()

    def _generators(self) -> dict[str, random.Random]:
        # the names saves have used since the first Expert: its own, its timing's, its anchor's
        return {"rng": self.rng, "timing_rng": self.timing_rng, "anchor_bot.rng": self.anchor_bot.rng}

    def random_state(self) -> dict:
        return states_of(self._generators())

    def set_random_state(self, data: dict) -> None:
        restore(self._generators(), data)

    def __repr__(self) -> str:
        return f"ExpertBot(seed={self.seed!r}, rounds={self.rounds!r})"


# ---------------------------------------------------------------------- candidates

def winning_action(view: PlayerView, legal: Sequence[Action], game: GameBot | None = None) -> Action | None:
    """An action of a kind that wins the hand at once (the game's ``winning_kinds``), or one that
    empties the hand (going out), if listed.  ``game``: looked up by the view's game if not given."""
    if game is None:
        game = game_bot(view.game)
    n = len(view.hand)
    card = view.top_discard
    wins = game.winning_kinds
    if wins:
        for a in legal:
            if a.kind in wins:
                return a
    laying = LAYING + game.laying_kinds
    for a in legal:
        if a.kind in laying and len(a.cards) == n:
            return a
        if a.kind == "discard" and n == 1:
            return a
        if a.kind in ("take_discard", "claim") and len([c for c in a.cards if c != card]) == n:
            return a
    return None


#: The shared kinds that lay cards from the hand (a game adds its own: ``GameBot.laying_kinds``).
LAYING: tuple[str, ...] = ("meld", "add")
#: The shared moves weighed at the start of a turn (a game adds its own: ``GameBot.turn_kinds``).
TURN: tuple[str, ...] = ("draw_stock", "pass")


def candidates(view: PlayerView, legal: Sequence[Action], anchor: Action,
               game: GameBot | None = None) -> list[Action]:
    """A short list of distinct options worth searching, ``anchor`` first (``game``: looked up by
    the view's game if not given)."""
    if game is None:
        game = game_bot(view.game)
    rules = view.rules
    hand = list(view.hand)
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    out: list[Action] = [anchor]

    def add(a: Action | None) -> None:
        if a is not None and a not in out:
            out.append(a)

    # start of a turn or out of turn: the plain move, the best takes, the game's own (a knock...)
    for k in TURN + game.turn_kinds:
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
        if anchor.kind in LAYING + game.laying_kinds and view.laid_any[view.seat]:
            # Holding melds in hand pays only while a Perfect (going out with everything at once,
            # paid more) is still possible, i.e. before the seat has laid anything: after that,
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
        for k in game.laying_kinds:      # a game's own way of laying cards (the first of each)
            for a in by_kind.get(k, [])[:1]:
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
    """The registry's Expert: the default rounds, or ``HOOLA_EXPERT_ROUNDS`` if set to a whole number."""
    import os
    raw = os.environ.get("HOOLA_EXPERT_ROUNDS", "").strip()
    rounds = int(raw) if raw.isdigit() and int(raw) > 0 else None
    return ExpertBot(seed, rounds=rounds)
