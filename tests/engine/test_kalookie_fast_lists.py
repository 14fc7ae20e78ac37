"""Kalookie's legal list seeks no new meld before the seat has opened (issue 28's speed, K-4) and asks
once a turn whether it may end (K-7, K-9: ``plain_discards``): in random positions of every version,
the list is the very list made without those shortcuts (the reference path, every meld found and
refused one by one, every discard and its announcement judged on its own), and each action on it
passes the whole check."""
from __future__ import annotations

import random

import pytest

from game.engine import new_hand
from game.engine.melds import find_melds
from game.engine.ruleset import Ruleset
from game.games.kalookie.rules import Kalookie

VERSIONS = ("british", "swedish", "north_american", "scarne")


def _lists(state, players):
    return [[repr(a) for a in state._compute_legal(s)] for s in range(players)]


@pytest.mark.parametrize("version", VERSIONS)
def test_k4_lists_without_the_unopened_melds_are_the_reference_lists(version, monkeypatch):
    compared = skipped = 0
    for deal in range(3):
        rng = random.Random(deal)
        players = 2 + deal % 3
        state = new_hand("kalookie", players=players, seed=100 + deal, options={"version": version})
        while state.result is None and len(state.record) < 150:
            fast = _lists(state, players)
            with monkeypatch.context() as m:      # the reference: every meld sought, then refused
                m.setattr(Kalookie, "may_meld_now", Ruleset.may_meld_now)
                m.setattr(Kalookie, "plain_discards", False)
                slow = _lists(state, players)
            assert fast == slow, state.position()
            compared += sum(map(len, fast))
            cur = state.current
            if state.phase == "play" and not Kalookie.opened(state, cur):
                melds = find_melds(state.hands[cur], state.rules)
                skipped += len(melds)
                assert all(state.ruleset.refuse_meld(state, cur, m) for m in melds)
            legal = state.legal_actions(cur) or next(l for l in map(state.legal_actions, range(players)) if l)
            for a in legal[:8]:
                assert state.check(a) is None, a
            state.apply(legal[rng.randrange(len(legal))])
    assert compared > 500 and skipped > 0, "nothing compared: the test cannot fail"
