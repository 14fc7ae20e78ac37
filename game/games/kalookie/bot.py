"""How the rule bots play Kalookie's own decisions (K-1..K-16); the rest is the rule bot's plan.

Kalookie charges the cards left in hand, like Hoola, so the shared plan (keep the fewest points,
take a discard only when it lowers them, announce) fits most turns.  What is Kalookie's own:

* **Planning toward the opening.**  Until the seat has opened, Medium and Hard weigh each discard
  by how far the melds left in hand fall short of the initial 40 (or 51), besides the points
  (the rule bot's ``goal``): a pair of kings toward a set is worth more than a loose four.
* **The opening.**  Medium and Hard choose the opening that leaves the fewest points in hand (the
  solver's best partition of what is left), using no more jokers than it needs; Easy lays the
  biggest.  Hard holds it back while a kalookie (every card at once, paid double) is one card away
  and nobody is close to calling up.
* **Jokers.**  No level throws a joker away.  Hard wins one back (K-6) when the hand with the joker
  counts fewer points; Medium sees the chance one turn in four, Easy never.
* **Feeding builds.**  After opening, Hard keeps a cheap meld in hand while nobody is near calling
  up: on the table it gives the others a place to shed cards.
* **The dealer's swap** (Scarne): Medium and Hard take the up-card when it lowers their points.
* **Announcing** (K-9): a discard that leaves one to three cards is always announced.
* **Buy-ins** are the rule bot's :meth:`~ai.rulebot.RuleBot.match_decision`.
* **The Expert** (:mod:`.bot_expert`) plays this plan counting the cards left to lay before their points,
  with steps of its own in the race to call up (:mod:`.expert_moves`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from game.engine import Action, Card, PlayerView
from game.engine.solver import min_points

from ai.rulebot import _without
from ai.strategies import Playout, register
from . import bot_expert
from .coach import explain as coach_explain
from .expert_moves import best_swap
from .playout import after_draw as playout_after_draw

if TYPE_CHECKING:
    from ai.rulebot import RuleBot

#: Hard keeps a meld worth at most this in hand after opening, while nobody is near calling up.
CHEAP_MELD = 12
#: "Near calling up": a player with this many cards or fewer.
NEAR_OUT = 5
#: How often a level sees a joker it could win back (K-6), a turn it may: Hard always, Medium one turn
#: in four, Easy never.  Medium that always saw them stood only +0.13 stakes a hand below Hard in the
#: British game; never seeing them, it fell below a table of greedy players over whole matches
#: (-1.69 [-3.21, -0.16] money a match).  One in four: Hard over Medium +0.20, Medium still ahead of the
#: greedy players (issue 28's ladder, issue 24's yardstick).
WIN_BACK_CHANCE = {"hard": 1.0, "medium": 0.25}


def choose(bot: "RuleBot", view: PlayerView, legal: Sequence[Action]) -> Action:
    """The bot's Kalookie move (one of ``legal``)."""
    return choose_with(bot, view, legal)


#: :func:`choose_with`'s goal when none is given: the opening's, read from the view
_OWN_GOAL: Any = object()


def choose_with(bot: "RuleBot", view: PlayerView, legal: Sequence[Action], plan_view: PlayerView | None = None,
                goal: Any = _OWN_GOAL) -> Action:
    """:func:`choose`, the shared plan asked on ``plan_view`` (the Expert's: cards counted before
    points) toward ``goal`` (default: how far the hand falls short of the initial meld)."""
    by: dict[str, list[Action]] = {}
    for a in legal:
        by.setdefault(a.kind, []).append(a)
    if "stand" in by:
        return _dealer_swap(bot, view, by)
    keep = [a for a in legal if not (a.kind == "discard" and a.cards[0].is_joker)]
    if len(keep) < len(legal) and any(a.kind == "discard" for a in keep):
        legal, by = keep, _grouped(keep)
    if view.phase == "play" and view.current == view.seat:
        if "open" in by:
            others = [a for a in legal if a.kind != "open"]
            # hold back only when the turn may end without opening (not after taking the discard: K-7)
            chosen = _opening(bot, view, by["open"], may_wait=bool(others))
            if chosen is not None:
                return chosen
            legal = others
        elif "swap" in by and _sees_win_back(bot):
            chosen = _win_back(view, by["swap"])
            if chosen is not None:
                return chosen
        if bot.level.safety and "meld" in by and not _needs_melding(view):
            cheap = [a for a in by["meld"] if _points(view, a.cards) <= CHEAP_MELD]
            if cheap and len(cheap) == len(by["meld"]) and any(a.kind == "discard" for a in legal):
                legal = [a for a in legal if a.kind != "meld"]
        legal = _announced(legal)
    return bot.plan(plan_view if plan_view is not None else view, legal,
                    _opening_goal(view) if goal is _OWN_GOAL else goal)


def _sees_win_back(bot: "RuleBot") -> bool:
    """Whether the bot sees, this turn, the jokers it could win back (:data:`WIN_BACK_CHANCE`)."""
    chance = WIN_BACK_CHANCE.get(bot.level.name, 0.0)
    return chance >= 1.0 or (chance > 0.0 and bot.rng.random() < chance)


def _announced(legal: Sequence[Action]) -> Sequence[Action]:
    """A discard that leaves one to three cards is listed announced and not (K-9): every level
    announces, so only the announced ones are left to choose from."""
    if not any(a.kind == "discard" and a.get("announce") for a in legal):
        return legal
    return [a for a in legal if a.kind != "discard" or a.get("announce")]


#: What a melded joker is taken to add toward the opening (it counts as the card it stands for).
JOKER_TOWARD_OPENING = 10


def _opening_goal(view: PlayerView):
    """The points a hand's melds fall short of the initial meld, until this seat has opened (None after).

    The best melds of a hand count ``total - fewest points`` (a melded joker as ``JOKER_TOWARD_OPENING``)."""
    if view.laid_any[view.seat]:
        return None
    need = view.options.effective().initial_meld
    values = view.rules.values
    joker_extra = values[0] - JOKER_TOWARD_OPENING

    def short(cards: Sequence[Card], pts: int) -> float:
        total = 0
        jokers = 0
        for c in cards:
            total += values[c.rank]
            jokers += c.is_joker
        return max(0, need - (total - pts - joker_extra * jokers))

    return short


def _grouped(legal: Sequence[Action]) -> dict[str, list[Action]]:
    by: dict[str, list[Action]] = {}
    for a in legal:
        by.setdefault(a.kind, []).append(a)
    return by


def _points(view: PlayerView, cards: Sequence[Card]) -> int:
    return sum(view.rules.values[c.rank] for c in cards)


def _needs_melding(view: PlayerView) -> bool:
    """Someone is near calling up, or this hand is: laying down is worth more than holding back."""
    others = [view.hand_counts[s] for s in range(view.players) if s != view.seat and view.active[s]]
    return len(view.hand) <= NEAR_OUT + 1 or any(n <= NEAR_OUT for n in others) or view.stock_count < 10


def _opening(bot: "RuleBot", view: PlayerView, opens: list[Action], may_wait: bool = True) -> Action | None:
    """The opening to make now, or None to hold it back (Hard, a kalookie one card away, when
    ``may_wait``)."""
    if not bot.level.solver:
        return max(opens, key=lambda a: (len(a.cards), _points(view, a.cards)))
    hand = list(view.hand)

    def cost(a: Action) -> tuple[int, int, int]:
        rest = _without(hand, a.cards)
        jokers = sum(1 for c in a.cards if c.is_joker)
        return (min_points(rest, view.rules), jokers, -len(a.cards))

    best = min(opens, key=cost)
    if may_wait and bot.level.safety and not view.laid_any[view.seat] and not _needs_melding(view):
        # a kalookie is every card at once: hold back while only one card stands in the way
        if len(hand) - sum(len(m) for m in _melded(view, hand)) == 2 and view.stock_count > 20:
            return None
    return best


def _melded(view: PlayerView, hand: list[Card]) -> tuple[tuple[Card, ...], ...]:
    from game.engine.solver import best_partition
    return best_partition(hand, view.rules).melds


def _win_back(view: PlayerView, swaps: list[Action]) -> Action | None:
    """A joker won back (K-6) when the hand holding it counts fewer points than now."""
    rules = view.rules
    return best_swap(view, swaps, min_points(list(view.hand), rules),
                     lambda rest, freed: min_points(rest + [freed], rules))


def _dealer_swap(bot: "RuleBot", view: PlayerView, by: dict[str, list[Action]]) -> Action:
    """Scarne's dealer: swap a card for the up-card when that lowers the hand's points."""
    up = view.top_discard
    if not bot.level.solver or up is None or "exchange" not in by:
        return by["stand"][0]
    hand = list(view.hand)
    best, best_val = by["stand"][0], min_points(hand, view.rules)
    for a in by["exchange"]:
        if a.cards[0].is_joker:
            continue
        val = min_points(_without(hand, a.cards) + [up], view.rules)
        if val < best_val:
            best, best_val = a, val
    return best


#: The shared search's rounds a Kalookie decision, where a hand review weighs a move by play-outs (the
#: Expert itself plays its own plan, :mod:`.bot_expert`): a two-pack play-out costs several times
#: Battle Hoola's, so 8 rounds of about seven candidates think about as long as Hoola's 72.
EXPERT_ROUNDS = 8
register("kalookie", choose, expert_rounds=EXPERT_ROUNDS, explain=coach_explain,
         playout=Playout(after_draw=playout_after_draw))
bot_expert.register(choose_with, _opening_goal)    # the Expert plays this plan, counting cards first
