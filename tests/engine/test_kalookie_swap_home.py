"""A joker won back must go straight into a meld (K-6): the check asks only the plays that could hold it
(``KalookieJokers._lays_somewhere``, issue 28's speed), and answers as the whole legal list did, in
random positions of every version, for every swap a seat could try."""
from __future__ import annotations

import random

import pytest

from game.engine import new_hand
from game.engine.cards import Card
from game.games.kalookie.rules import Kalookie

VERSIONS = ("british", "swedish", "north_american", "scarne")


def _listed_home(self, state, a):
    """The reference: the whole legal list of the position after the swap, searched for the joker."""
    trial = state.trial()
    self._swap(trial, a)
    joker = Card.parse(trial.turn.data.released.split(",")[0])
    if not any(joker in b.cards for b in trial.legal_actions(a.seat) if b.kind in ("meld", "add")):
        return "the joker you would win back could go into no meld now"
    return None


@pytest.mark.parametrize("version", VERSIONS)
def test_k6_a_won_back_joker_has_a_home_as_the_whole_list_says(version, monkeypatch):
    rs = Kalookie()
    asked = homeless = 0
    for deal in range(40):
        rng = random.Random(deal)
        state = new_hand("kalookie", players=2 + deal % 3, seed=500 + deal, options={"version": version})
        while state.result is None and len(state.record) < 400:
            cur = state.current
            if state.phase == "play" and rs.opened(state, cur):
                with monkeypatch.context() as m:      # every swap the seat could try, unchecked
                    m.setattr(Kalookie, "check_action", lambda self, st, a: None)
                    tries = rs._swaps(state, cur)
                for a in tries:
                    fast = rs.refuse_swap(state, a)
                    with monkeypatch.context() as m:
                        m.setattr(Kalookie, "_joker_has_a_home", _listed_home)
                        slow = rs.refuse_swap(state, a)
                    assert fast == slow, (state.position(), str(a))
                    asked += 1
                    homeless += fast == "the joker you would win back could go into no meld now"
            legal = state.legal_actions(cur) or next(l for l in map(state.legal_actions, range(state.players)) if l)
            state.apply(legal[rng.randrange(len(legal))])
    assert asked > 20 and homeless > 0, f"{asked} swaps asked, {homeless} refused: the test would not show a difference"
