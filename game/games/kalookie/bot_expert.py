"""Kalookie's Expert: Hard's plan, counting the cards left to lay before the points they cost (K-8, K-11).

A British or Swedish hand pays the same stake whoever calls up, whatever the others hold: what
wins is being first to lay every card.  Hard plans as Battle Hoola's bots do, keeping the hand's
points low (the penalty points of a hand lost); the Expert plans by the cards it still has to lay:
each card left out of a meld counts :data:`COUNT_BASE` besides its points, so a discard keeps the
hand closest to going out and only then the cheapest (its look-ahead over the next draw, how far
the melds fall short of the initial 40, the danger of feeding the next seat's melds, all Hard's,
weighed on that scale).  Where Hard's plan is blind to the race, the Expert takes its own steps
(:mod:`.expert_moves`): after the opening its melds stay in hand until they go out together (British
and Swedish), it opens with the fewest cards, takes the discard that opens it or, once opened, builds
on the table or melds in hand, and wins a joker back whenever the hand is then nearer out.  Hard's
own steps do the rest (holding the opening back near a kalookie, announcements, buy-ins).

Measured (``game.ladder.rung("kalookie", "expert", "hard")``, one Expert against three Hard,
duplicate seat-rotated deals, per-deal 95% intervals): British +0.51 [+0.43, +0.59] stakes a hand over 500
deals (seeds 28-31; the README's Kalookie table has the other versions); Hard's plan counting cards
alone made +0.28 [+0.21, +0.35].  Tuned on seeds 3 and 5 (150 deals each, pooled; paired deal by
deal where so said): counting cards alone +0.33; melds held +0.43; and the smallest opening and the
opening take +0.47; and the sure takes once opened +0.60 ±0.10; and jokers won back +0.63 ±0.10
(paired +0.030 ±0.023).  Left out: a look-ahead that lays a drawn card on the table (paired -0.020
±0.018), fifty times the weight on how far the opening falls short (paired +0.014 ±0.025).  Before
that (seed 3): a card counting 100 +0.31 ±0.13, 1,000 +0.37 ±0.13; points at a fifth of a card's
weight +0.13 ±0.11; ten times Hard's weight on the danger of feeding a seat +0.14.

The decision is stepped (:class:`KalookieSearch`): the work is one discard weighed (the
look-ahead over every unseen card) at a time, never a time, so a seed gives the same move on any
machine and a frame does one candidate at most.  Nothing is drawn at random.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any, Callable, Generator, Sequence

from ai.expert import Decision, register_search
from ai.rulebot import HARD, RuleBot, _without
from game.engine import Action, PlayerView
from game.engine.melds import MeldRules
from game.engine.solver import min_points
from .expert_moves import fewest_opening, held_melds, sure_take, win_back


#: What a card left out of a meld counts in the Expert's plan, besides its own points.
COUNT_BASE = 1000
#: How far short of the initial meld a hand is weighs this much more than in Hard's plan (per point).
GOAL_FACTOR = 1.0
#: The danger of feeding another seat's melds weighs this much more than in Hard's plan.
DANGER_FACTOR = 1.0

Job = Generator[None, None, Action]

#: Kalookie's plan (:func:`.bot.choose_with`) and the opening's goal (:func:`.bot._opening_goal`), given
#: by the bot module when it registers the Expert (:func:`register`), so neither module imports the other.
_PLAN: dict[str, Callable[..., Any]] = {}


@lru_cache(maxsize=16)
def counting_rules(rules: MeldRules) -> MeldRules:
    """``rules`` with every card counting :data:`COUNT_BASE` more: the fewest points of a hand is then
    the fewest cards left out of melds first, their points second."""
    return replace(rules, values=tuple(COUNT_BASE + v for v in rules.values))


def counting_view(view: PlayerView) -> PlayerView:
    return replace(view, rules=counting_rules(view.rules))


class CountingHard(RuleBot):
    """Hard's plan on the counting view; its discard is weighed a candidate at a time
    (:meth:`discard_steps`), the rest of its plan at once."""

    def __init__(self, seed: int | None = None) -> None:
        level = replace(HARD, danger_weight=HARD.danger_weight * DANGER_FACTOR,
                        danger_short=HARD.danger_short * DANGER_FACTOR)
        super().__init__(seed, level)
        self.real_rules: MeldRules | None = None
        self.pending: tuple | None = None     # a discard left to weigh: (view, discards, goal)

    def _discard(self, view: PlayerView, discards: list[Action], goal: Any = None) -> Action:
        """Noted for the search to weigh step by step; the first listed stands in meanwhile."""
        self.pending = (view, discards, goal)
        return discards[0]

    def discard_steps(self, view: PlayerView, discards: list[Action], goal: Any) -> Job:
        """Hard's discard (:meth:`RuleBot._discard` at its level), one candidate's look-ahead a step."""
        hand = list(view.hand)
        values = view.rules.values
        unseen_list = self.unseen(view)
        unseen = set(unseen_list)
        let_go = self.declined(view)
        weight = self.level.goal_weight if goal is not None else 0.0
        best, best_score = None, None
        by_face: dict[int, float] = {}
        for a in discards:
            c = a.cards[0]
            rest = _without(hand, (c,))
            score = by_face.get(c.index)
            if score is None:
                score = by_face[c.index] = self.kept_score(view, rest, unseen_list, goal, weight)
                yield
            for s, p in self.danger_by_seat(view, c, unseen, let_go).items():
                short = view.hand_counts[s] <= 3
                score += p * (self.level.danger_weight + (self.level.danger_short if short else 0.0))
            score -= values[c.rank] * 0.01
            if best_score is None or score < best_score:
                best, best_score = a, score
        assert best is not None
        return best


def _decide(bot: CountingHard, view: PlayerView, legal: Sequence[Action]) -> Job:
    """The Expert's move: Kalookie's plan on the counting view, its discard weighed step by step."""
    real = view.rules
    goal = _PLAN["goal"](view)
    if goal is not None:
        real_goal = goal
        goal = lambda cards, pts: GOAL_FACTOR * real_goal(cards, min_points(cards, real))  # noqa: E731
    bot.pending = None
    counting = counting_view(view)
    short = None if goal is None else (lambda cards: real_goal(cards, min_points(cards, real)))
    early = sure_take(view, counting, legal, short)
    if early is None:
        early = win_back(view, counting, legal)
    if early is not None:
        return early
    chosen = _PLAN["plan"](bot, view, held_melds(view, counting, legal), counting, goal)
    if chosen.kind == "open":
        chosen = fewest_opening(view, counting, [a for a in legal if a.kind == "open"])
    if bot.pending is not None and chosen == bot.pending[1][0] and chosen.kind == "discard":
        v, discards, g = bot.pending
        bot.pending = None
        chosen = yield from bot.discard_steps(v, discards, g)
    return chosen


class KalookieSearch(Decision):
    """One Expert decision, stepped: the anytime interface of :class:`ai.expert.Search`."""

    def __init__(self, expert: Any, view: PlayerView, legal: Sequence[Action]) -> None:
        super().__init__(expert, view, legal)
        self.expert = expert
        self._job: Job | None = None
        if self.answer is not None:
            return
        planner = getattr(expert, "_kalookie_planner", None)
        if planner is None:
            planner = expert._kalookie_planner = CountingHard(None if expert.seed is None else expert.seed + 2)
        self._job = _decide(planner, view, self.legal)

    def step(self, seconds: float | None = None) -> None:
        """Weigh candidates until the decision is made or ``seconds`` of wall time have passed (at
        least one; ``None``: to the end).  Where it pauses changes nothing of the answer."""
        if not self.done and self._job is not None:
            self.run_job(self._job, seconds, self._finish)

    def _finish(self, answer: Action, seconds: float) -> None:
        self.answer = answer
        self.expert.last = {"searched": True, "left_anchor": False, "rounds": self.steps, "candidates": 1,
                            "seconds": seconds}

    def best(self) -> Action:
        """The answer when done; meanwhile the first listed discard (or action), never illegal."""
        if self.answer is not None:
            return self.answer
        return next((a for a in self.legal if a.kind == "discard"), self.legal[0])

    def finish(self) -> Action:
        """A decision that falls due unfinished is finished at once: the same move as ever."""
        while self.answer is None:
            self.step(None)
        return self.answer


def search(expert: Any, view: PlayerView, legal: Sequence[Action]) -> KalookieSearch:
    """The factory :func:`ai.expert.register_search` is given."""
    return KalookieSearch(expert, view, legal)


def warm_up() -> None:
    """Build the solver's tables for the counting rules of the British pack now (once a process), not
    in the first frame that asks for them."""
    from .rules import RULES
    from game.engine.cards import parse_cards
    min_points(parse_cards("JK AS 2S 3S 7H 7D 7C KD QD 9C 5H 5H.1 6H"), counting_rules(RULES))


def register(plan: Callable[..., Action], goal: Callable[[PlayerView], Any]) -> None:
    """Register the Expert with the shared one, playing ``plan`` toward ``goal`` (the bot module's)."""
    _PLAN.update(plan=plan, goal=goal)
    register_search("kalookie", search)
    warm_up()
