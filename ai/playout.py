"""A fast greedy policy that plays a (sampled) hand to its end, for the Expert's search.

It works on a :class:`~game.engine.HandState` directly, not on views, and asks
the engine for the list of legal actions only where that list is cheap (the
start of a turn, a claim window).  After drawing it plans with the solver's
best partition: it lays the partition's melds, lays off loose cards that fit
a table meld, and sheds its costliest loose card.  Those actions are built
from the rules' own hooks (``may_add``, ``min_left``, ``may_discard_taken_card``)
and applied without the engine's check against the full legal list, which is
the costly part of a turn; ``strict=True`` applies every action through
:meth:`HandState.apply` instead (the tests play that way to prove the policy
only makes legal moves).

The policy, per decision (the same for every seat; Medium's judgement with
Hard's knock):

* four sevens or a blast: always;
* knock when its points are at most ``0.45 x`` the fewest cards another
  active seat holds ``x 7`` (about what that seat's cards count), or zero;
* take or claim the discard when the best such meld leaves fewer points after
  the best discard than it holds now (or empties the hand);
* drop out (six or seven players) with more than 35 points in hand.

A play-out of a 4-player hand from its middle takes about 1 ms.
"""
from __future__ import annotations

import random
from fractions import Fraction
from typing import Sequence

from game.engine import Action, HandState
from game.engine.melds import can_add, may_join, natural_ranks_suits
from game.engine.solver import best_partition, min_points

from .rulebot import points_after_discard

#: A play-out that has not ended after this many actions is cut short (scored 0).
MAX_PLAYOUT_ACTIONS = 600
#: Hard's knock: points at most this share of what the shortest other hand likely counts.
KNOCK_MARGIN = 0.45
#: Likely points of one unseen card (used for the knock).
CARD_POINTS = 7.0
#: Stay in (six or seven players) with at most this many points.
DROPOUT_POINTS = 35


def relative_payment(state: HandState, seat: int) -> float:
    """``seat``'s payment minus the table's mean payment (0 if the hand is not over)."""
    result = state.result
    if result is None:
        return 0.0
    pays = result.payments
    total = sum((pays.get(s, Fraction(0)) for s in range(state.players)), Fraction(0))
    return float(pays.get(seat, Fraction(0))) - float(total) / state.players


class GreedyPolicy:
    """The play-out policy (see the module notes).  ``strict``: apply through the full legality check."""

    def __init__(self, strict: bool = False) -> None:
        self.strict = strict

    # ------------------------------------------------------------------ the loop
    def play(self, state: HandState, rng: random.Random, *, silent: int | None = None) -> None:
        """Play ``state`` to its end.  ``silent``: a seat that stays silent in the claim window open now."""
        steps = 0
        window = state.window
        while state.result is None and steps < MAX_PLAYOUT_ACTIONS:
            steps += 1
            if state.window is not window:
                window, silent = state.window, None
            a = self.next_action(state, rng, silent)
            if a is None:
                return
            self.do(state, a)

    def do(self, state: HandState, a: Action) -> None:
        if self.strict:
            state.apply(a)
        else:
            state.record.append(a)
            state._do(a)

    def next_action(self, state: HandState, rng: random.Random, silent: int | None = None) -> Action | None:
        """The action the policy plays next in ``state`` (whoever's it is), or None if nobody can act."""
        if state.phase == "dropout":
            seat = state.extra.get("asking")
            if seat is None:
                return None
            pts = min_points(state.hands[seat], state.rules)
            return Action("stay_in" if pts <= DROPOUT_POINTS else "drop_out", seat)
        w = state.window
        if w is not None and w.mode == "priority":
            for s in w.order:
                if s in w.passed or s in w.pending:
                    continue
                legal = state.legal_actions(s)
                win = _winning(legal)
                if win is not None:
                    return win
                take = None if s == silent else self.best_take(state, s, legal)
                return take if take is not None else Action("pass", s)
        elif w is not None and state.phase == "start":
            # who is quickest to slap; the seat in turn races with its take too (game.engine.race)
            order = list(w.order) + ([state.current] if state.current not in w.order else [])
            rng.shuffle(order)
            for s in order:
                if s == silent:
                    continue
                legal = state.legal_actions(s)
                if not legal:
                    continue
                win = _winning(legal)
                if win is not None:
                    return win
                take = self.best_take(state, s, legal)
                if take is not None:
                    return take
        cur = state.current
        if state.phase == "start":
            legal = state.legal_actions(cur)
            if not legal:
                return None
            return self.start_action(state, cur, legal)
        if state.phase == "play":
            return self.play_action(state, cur)
        return None

    # ------------------------------------------------------------------ decisions
    def start_action(self, state: HandState, seat: int, legal: Sequence[Action]) -> Action:
        win = _winning(legal)
        if win is not None:
            return win
        draw = None
        for a in legal:
            if a.kind == "knock" and self.should_knock(state, seat):
                return a
            if a.kind == "draw_stock":
                draw = a
        take = self.best_take(state, seat, legal)
        if take is not None:
            return take
        if draw is not None:
            return draw
        for a in legal:
            if a.kind == "pass":
                return a
        return legal[0]

    def should_knock(self, state: HandState, seat: int) -> bool:
        values = state.rules.values
        mine = sum(values[c.rank] for c in state.hands[seat])
        others = [len(state.hands[s]) for s in range(state.players) if s != seat and state.active[s]]
        if not others or mine == 0:
            return True
        return mine <= max(1.0, KNOCK_MARGIN * min(others) * CARD_POINTS)

    def best_take(self, state: HandState, seat: int, legal: Sequence[Action]) -> Action | None:
        """The take or claim that lowers the points after the turn the most, if one lowers them."""
        takes = [a for a in legal if a.kind in ("take_discard", "claim")]
        if not takes:
            return None
        hand = state.hands[seat]
        card = state.top_discard
        rules = state.rules
        now = min_points(hand, rules)
        best, best_val = None, None
        for a in takes:
            rest = list(hand)
            for c in a.cards:
                if c != card:
                    rest.remove(c)
            if not rest:
                return a
            val = points_after_discard(rest, rules)
            if best_val is None or val < best_val:
                best, best_val = a, val
        if best_val is not None and best_val < now:
            return best
        return None

    def play_action(self, state: HandState, seat: int) -> Action:
        """After drawing or taking: big luck, then melds, then lay-offs, then the discard."""
        rs, opts, rules = state.ruleset, state.options, state.rules
        hand = state.hands[seat]
        n = len(hand)
        special = rs.anytime_actions(state, seat)
        if special:
            return special[0]
        if getattr(opts, "group_sevens", False):
            groups = rs.play_actions(state, seat)
            if groups:
                return groups[0]
        min_left = state.min_left(seat)
        plan = best_partition(hand, rules)
        for m in sorted(plan.melds, key=len, reverse=True):
            if n - len(m) >= min_left:
                return Action("meld", seat, tuple(m))
        if n - 1 >= min_left and rs.may_add_now(state, seat):
            best = None
            stay = rs.adds_stay_melds
            shapes: dict[int, tuple[set[int], set[str]]] = {}   # a meld's natural ranks and suits, once
            for c in sorted(plan.deadwood, key=lambda c: -rules.values[c.rank]):
                for i, meld in enumerate(state.melds):
                    if stay:       # where a meld must stay a meld: a yes/no first, no refusal worded
                        if i not in shapes:
                            shapes[i] = natural_ranks_suits(meld.cards)
                        if not (may_join(c, *shapes[i]) and can_add(meld.cards, (c,), rules)):
                            continue
                    elif not c.is_joker and not any(x.rank == c.rank or x.suit == c.suit or x.is_joker
                                                    for x in meld.cards):
                        continue  # neither its rank nor its suit: it cannot fit
                    if rs.may_add(state, seat, meld, (c,)):
                        best = Action("add", seat, (c,), meld.id)
                        break
                if best is not None:
                    return best
        keep = None if rs.may_discard_taken_card(opts) else state.taken_card
        if n == 1 and not rs.may_go_out(state, seat):
            legal = state.legal_actions(seat)
            return legal[0]
        loose = [c for c in plan.deadwood if c != keep]
        if loose:
            card = max(loose, key=lambda c: (rules.values[c.rank], c.index))
        else:
            # everything melds but a card must go: the one whose loss costs least
            choices = [c for c in hand if c != keep] or list(hand)
            card = min(choices, key=lambda c: (min_points([x for x in hand if x is not c], rules),
                                               -rules.values[c.rank]))
        return Action("discard", seat, (card,))


def _winning(legal: Sequence[Action]) -> Action | None:
    for a in legal:
        if a.kind in ("big_luck", "blast"):
            return a
    return None


