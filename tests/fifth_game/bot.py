"""How Fifth rummy's bots play: the shared plan, but a bot raps when it holds 5 points or fewer (a
rap listed under a higher table limit is left alone)."""
from __future__ import annotations

from ai.strategies import register

from .rules import FifthRummy, hand_points  # noqa: F401  (the rules' layer below)

#: the most points a bot raps with
RAP_AT = 5


def choose(bot, view, legal):
    rap = next((a for a in legal if a.kind == "rap"), None)
    if rap is not None and sum(view.rules.points(c) for c in view.hand) <= RAP_AT:
        return rap
    return None                                   # the shared plan


register(FifthRummy.name, choose)
