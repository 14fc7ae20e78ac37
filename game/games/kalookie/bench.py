"""Kalookie's rows in the meld solver's bench (:mod:`game.bench.solver_bench`): its own deck, two packs
and two jokers (British, 13 and 14 cards) or four jokers (North American, 15 cards)."""
from __future__ import annotations

from game.bench.solver_bench import SolverCase, register_cases
from game.engine.melds import MeldRules

from .rules import Kalookie, rules_for
from .rules.options import KalookieOptions


def _rules(version: str) -> MeldRules:
    return rules_for(KalookieOptions(version=version))


register_cases(Kalookie.name, (
    SolverCase("kalookie", lambda: _rules("british"), 2, 2, (13, 14)),
    SolverCase("kalookie-na", lambda: _rules("north_american"), 2, 4, (15,)),
))
