"""Fifth rummy's rules: seven cards from one pack, sets and runs, out by melding all but a discard; at
the start of a turn a player holding ``rap_limit`` points or fewer may rap, ending the hand.  Each
loser pays the winner the points left in its hand.  (Engine layer: imports the engine only.)"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from game.engine.actions import Action, Event
from game.engine.melds import MeldRules
from game.engine.options import option
from game.engine.result import Result
from game.engine.ruleset import Ruleset, register


@dataclass(frozen=True)
class FifthOptions:
    rap_limit: int = option(10, "Most points in hand to rap.", (10, 20, 200))


def hand_points(state, seat: int) -> int:
    return sum(state.rules.points(c) for c in state.hands[seat])


class FifthRummy(Ruleset):
    name, title, Options = "toy-fifth", "Fifth rummy", FifthOptions
    kinds = frozenset({"rap"})
    reason_words = {"out": "went out", "stock": "the stock ran out", "rap": "rapped"}

    def meld_rules(self, opts):
        return MeldRules(ace="low")

    def deck(self, opts):
        return 1, 0

    def hand_size(self, players, opts):
        return 7

    def start_actions(self, state, seat):
        rap = Action("rap", seat)
        return [rap] if self.check_action(state, rap) is None else []

    def refuse_rap(self, state, action):
        if state.phase != "start" or action.seat != state.current:
            return "you can rap only at the start of your turn"
        held = hand_points(state, action.seat)
        if held > state.options.rap_limit:
            return f"you can rap only with {state.options.rap_limit} points or fewer; you hold {held}"
        return None

    def apply_special(self, state, action):
        return [Event("rap", action.seat)] + state.end("rap", (action.seat,))

    def settle(self, state, reason, winners, **info):
        points = {s: hand_points(state, s) for s in range(state.players)}
        pay = {s: Fraction(0) for s in points}
        if winners:
            w = winners[0]
            for s in points:
                if s != w:
                    pay[s] -= points[s]
                    pay[w] += points[s]
        return Result(winners=tuple(winners or ()), reason=reason, points=points, payments=pay)


register(FifthRummy())
