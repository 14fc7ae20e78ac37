"""How the bots play Seven Bridge: the shared plan (:mod:`ai.rulebot`) aimed at going out first.

Seven Bridge pays only the player who goes out, the points left in the other hands (S-7); a loser
pays nothing.  So the points a hand holds matter little (a quarter of them, measured against the
table), and what matters is how near the hand is to being melded whole: the race to go out.  The
shared plan keeps the fewest points, Battle Hoola's aim, and against a plain greedy player that
lays and claims everything it lost the race (issue 24).  Here every level above Easy plans its
discards toward going out (the plan's ``goal``):

* **Toward going out.**  A discard is weighed by the cards the hand could not meld after it (the
  fewest, the solver's count with every card counting one) besides its points, so a pair or two
  cards of a run are kept over a lone low card.  Medium weighs a card short of going out as
  :data:`CARD_SHORT` times its goal weight (about 12 points), Hard about 20, and Hard judges it after
  the next draw (the plan's look-ahead), so a hand with more ways to meld is kept.
* **Claims** (S-3, S-4): the rules list a Pons (a set) out of turn and a Chî (a run) only in turn,
  and resolve them by priority (``claim_mode``); Medium and Hard take or call when the meld lowers
  their points (always, in practice: a meld lays cards), Easy now and then; Hard's care over its
  discards counts runs only for the next player (``claim_kinds``), sets for everyone.
* **Short sevens**: the solver melds a seven alone, 7-7 and 6-7 (the meld rules' ``short_sevens``),
  so the plan keeps a seven, which counts 20 in hand.
* **Easy** sheds its highest card and plays the shared plan alone (a newcomer's game).
* **The Expert** searches the same candidates as in any game and scores a play-out by its points
  above the table's mean; its play-outs answer a priority window seat by seat.
"""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Sequence

from game.engine import Action, Card, PlayerView
from game.engine.melds import MeldRules
from game.engine.solver import min_points

from ai.strategies import register

from .coach import explain

if TYPE_CHECKING:
    from ai.rulebot import RuleBot

#: Points a card short of going out costs, before the level's goal weight (Medium 0.3, Hard 0.5).
CARD_SHORT = 80
#: Points a loose card with a partner (a pair, two cards of a run) saves, before the goal weight.
PARTNER = 20

_COUNTING: dict[MeldRules, MeldRules] = {}


def _counting(rules: MeldRules) -> MeldRules:
    """The same meld rules with every card counting one: the solver's fewest points are then the
    fewest cards left unmelded."""
    found = _COUNTING.get(rules)
    if found is None:
        found = _COUNTING[rules] = dataclasses.replace(rules, values=(1,) * 14)
    return found


def cards_short(cards: Sequence[Card], rules: MeldRules) -> int:
    """How many of ``cards`` no meld can hold (the fewest)."""
    return min_points(cards, _counting(rules))


def partnered(cards: Sequence[Card], rules: MeldRules) -> int:
    """Cards that make a pair or two cards of a run (at most one rank apart) with another of
    ``cards``: a meld one draw or claim away."""
    n = 0
    for c in cards:
        if c.is_joker:
            continue
        if any(d is not c and not d.is_joker and (d.rank == c.rank or
               (d.suit == c.suit and 0 < abs(d.rank - c.rank) <= 2)) for d in cards):
            n += 1
    return n


def choose(bot: "RuleBot", view: PlayerView, legal: Sequence[Action]) -> Action | None:
    """The shared plan with going out as the hand's goal (None for Easy: the plan alone)."""
    if not bot.level.solver:
        return None
    rules = view.rules

    def short(cards: Sequence[Card], pts: int) -> float:
        return CARD_SHORT * cards_short(cards, rules) - PARTNER * partnered(cards, rules)
    return bot.plan(view, legal, short)


register("seven-bridge", choose, explain=explain)
