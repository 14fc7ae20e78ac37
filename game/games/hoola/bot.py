"""How the bots play Battle Hoola's own decisions; the rest is the shared plan (:mod:`ai.rulebot`).

Battle Hoola charges the points left in hand, so the rule bots' shared plan (keep the fewest points,
take or slap a discard only when it lowers them) plays most of a turn.  What is Hoola's own:

* **Winning at once.**  Four sevens (big luck) and a blast are always taken, by every level, before
  anything else (the Expert too, without a search; and every seat in its play-outs).
* **Dropping out** (six or seven players, H-VAR-1): Easy stays in six times in ten at random; Medium
  and Hard stay in with at most 35 points in hand (the fewest after melding).
* **Grouping sevens** (an option): with two sevens and a lone seven on the table, every level
  groups them as soon as it may.
* **The knock**, at the start of a turn: Easy knocks with at most 2 points in hand, a level without
  a knock margin with at most 5; Medium and Hard compare their points with what the others likely
  hold: the fewest cards another seat holds, each at the deck's mean (Medium: a casual player's
  sense of "he's nearly out") or at the unseen cards' mean (Hard counts cards), a short hand's cards
  taken lower, times the level's ``knock_margin`` (Medium 0.15, Hard 0.45).
* **The Expert** weighs knocking, dropping out and staying in at the start of a turn, and grouping
  sevens as a lay; its play-outs knock with at most ``0.45 x`` the fewest cards another active
  seat holds ``x 7`` points (or nothing), drop out with more than 35 points and group sevens
  whenever they may.
* **The coach** says what a knock weighs (your points against the others' likely fewest) and
  that a blast or four sevens win the hand at once.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Sequence

from game.engine import Action, HandState, PlayerView
from game.engine.solver import min_points

from ai.coach import others_points
from ai.strategies import Playout, register

if TYPE_CHECKING:
    from ai.rulebot import RuleBot

#: The kinds that win the hand at once, in the order the rule bots prefer them.
WINNING = ("big_luck", "blast")
#: Knock with at most this many points when the level does not estimate others' points.
EASY_KNOCK_POINTS = 2
MEDIUM_KNOCK_POINTS = 5
#: Medium and Hard stay in (six or seven players) with at most this many points.
STAY_IN_POINTS = 35
#: Easy stays in at random, this often.
EASY_STAYS = 0.6
#: The play-outs' knock: points at most this share of what the shortest other hand likely counts.
PLAYOUT_KNOCK_MARGIN = 0.45
#: Likely points of one unseen card (the play-outs' knock).
CARD_POINTS = 7.0
#: The play-outs stay in (six or seven players) with at most this many points.
PLAYOUT_STAY_IN_POINTS = 35


# --- the rule bots ------------------------------------------------------------------------------

def plan_step(bot: "RuleBot", view: PlayerView, by: dict[str, list[Action]]) -> Action | None:
    """Hoola's own decisions before the shared plan: win at once, drop out or stay in, group sevens,
    knock (``None``: the shared plan draws, takes, melds and discards)."""
    for win in WINNING:
        if win in by:
            return by[win][0]
    if "drop_out" in by:
        return _dropout(bot, view, by)
    if view.phase == "play" and view.current == view.seat:
        groups = by.get("group_sevens")
        return groups[0] if groups else None
    if "knock" in by and should_knock(bot, view):
        return by["knock"][0]
    return None


def _deck_mean(values: Sequence[int]) -> float:
    """The mean points of a card from ace to king (``values`` by rank, 0 the joker)."""
    return sum(values[1:14]) / 13


def should_knock(bot: "RuleBot", view: PlayerView) -> bool:
    """Whether ``bot``'s level knocks now (see the module notes)."""
    mine = sum(view.rules.values[c.rank] for c in view.hand)  # a knock counts every card in hand
    lvl = bot.level
    if lvl.name == "easy":
        return mine <= EASY_KNOCK_POINTS
    if lvl.knock_margin <= 0:
        return mine <= MEDIUM_KNOCK_POINTS
    # Medium and Hard: compare with what the others likely hold (Hard counts the unseen cards,
    # Medium takes each at the deck's mean: a casual player's sense of "he's nearly out")
    avg = bot.avg_unseen_value(view) if lvl.counts_cards else _deck_mean(view.rules.values)
    others = [view.hand_counts[s] for s in range(view.players) if s != view.seat and view.active[s]]
    if not others:
        return True
    # an opponent down to a few cards has shed its high ones: each card it keeps is likely lower than
    # the unseen average (issue 15: Hard knocked with 10 against four cards that held 8)
    likely = min(h * avg * (0.5 + 0.5 * min(h, 7) / 7) for h in others)
    return mine <= max(1.0, lvl.knock_margin * likely) or mine == 0


def _dropout(bot: "RuleBot", view: PlayerView, by: dict[str, list[Action]]) -> Action:
    pts = bot.hand_points(view, view.hand)
    if bot.level.name == "easy":
        return by["stay_in"][0] if bot.rng.random() < EASY_STAYS else by["drop_out"][0]
    return by["stay_in"][0] if pts <= STAY_IN_POINTS else by["drop_out"][0]


# --- the Expert's play-outs ---------------------------------------------------------------------

def _playout_dropout(state: HandState) -> Action | None:
    """The seat asked drops out with more than 35 points (``None``: nobody is asked)."""
    seat = state.data.asking
    if seat is None:
        return None
    pts = min_points(state.hands[seat], state.rules)
    return Action("stay_in" if pts <= PLAYOUT_STAY_IN_POINTS else "drop_out", seat)


def _playout_knock(state: HandState, seat: int, legal: Sequence[Action]) -> Action | None:
    """The knock, if listed and the seat's points are low enough (Hard's margin, cards at 7)."""
    for a in legal:
        if a.kind == "knock":
            return a if _playout_should_knock(state, seat) else None
    return None


def _playout_should_knock(state: HandState, seat: int) -> bool:
    values = state.rules.values
    mine = sum(values[c.rank] for c in state.hands[seat])
    others = [len(state.hands[s]) for s in range(state.players) if s != seat and state.active[s]]
    if not others or mine == 0:
        return True
    return mine <= max(1.0, PLAYOUT_KNOCK_MARGIN * min(others) * CARD_POINTS)


def _playout_group_sevens(state: HandState, seat: int) -> Action | None:
    """Group sevens whenever the option allows and a group is listed."""
    if state.options.group_sevens:
        groups = state.ruleset.play_actions(state, seat)
        if groups:
            return groups[0]
    return None


# --- the coach ----------------------------------------------------------------------------------

def explain(view: PlayerView, action: Action, rng: random.Random, now: int) -> tuple[str, dict[str, Any]] | None:
    """The coach's sentence for a knock, a blast or four sevens (``None``: another kind)."""
    kind = action.kind
    if kind == "knock":
        likely = others_points(view, rng)
        return (f"Knock: you hold {now} points; the others likely hold {likely:.0f} or more",
                {"points_now": now, "others_likely": likely})
    if kind in WINNING:
        return f"{kind.replace('_', ' ').capitalize()}: you win the hand at once", {"points_now": now}
    if kind == "draw_stock" and any(a.kind == "knock" for a in view.legal):
        # why not knock, when a knock was open (a Korean play-through read "Draw from the stock: you hold
        # 10 points" and wondered): a knock the others likely undercut, or a hand worth playing on
        likely = others_points(view, rng)
        if likely < now:
            return (f"Draw from the stock rather than knock: you hold {now} points, and one of the others "
                    f"likely holds only {likely:.0f}", {"points_now": now, "others_likely": likely})
        return (f"Draw from the stock rather than knock: you hold {now} points, and playing on is likely to "
                f"win more", {"points_now": now, "others_likely": likely})
    return None


#: The review's reasons about a knock (translated by the screen, in ``game.ui.engine_text``).
KNOCK_OPEN = "A knock was open: you held {points} points, and the others likely held {n} or more"
KNOCK_RISKED = "Your knock with {points} points was a risk: the others likely held only {n}"


def advise(view: PlayerView, played: Action, better: Action, now: int,
           rng: random.Random) -> list[tuple[str, dict[str, Any]]]:
    """Why knocking (or not) was better, only when the numbers point that way (issue 26, item 1)."""
    if better.kind == "knock" and played.kind != "knock":
        likely = others_points(view, rng)
        if likely >= now:
            return [(KNOCK_OPEN, {"points": now, "n": int(likely)})]
    elif played.kind == "knock" and better.kind != "knock":
        likely = others_points(view, rng)
        if likely < now:
            return [(KNOCK_RISKED, {"points": now, "n": int(round(likely))})]
    return []


register("hoola", plan_step=plan_step, winning_kinds=WINNING, laying_kinds=("group_sevens",),
         turn_kinds=("knock", "drop_out", "stay_in"),
         playout=Playout(phases={"dropout": _playout_dropout}, turn_start=_playout_knock,
                         after_draw=_playout_group_sevens),
         explain=explain, advise=advise)
