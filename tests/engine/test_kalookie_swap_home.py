"""A joker won back must go straight into a meld (K-6), and Scarne's discard is taken only to lay it at
once (K-15).  Both checks ask only the plays that could hold the card (``_lays_somewhere``, the
openings with it; issue 28's speed) and answer as the whole legal list did: in random positions of
every version for every swap a seat could try, and of Scarne's game for every discard on offer."""
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


def _listed_at_once(self, state, seat, card):
    """The reference of K-15's take: the whole legal list after the take, searched for the card."""
    trial = self._taken_trial(state, seat, card)
    trial.turn.data.lay_first = str(card)
    return any(card in a.cards for a in trial.legal_actions(seat) if a.kind in ("meld", "add", "open"))


def test_k15_the_discard_taken_to_lay_at_once_is_judged_as_the_whole_list_says(monkeypatch):
    """Scarne's take (K-15) asks only the plays that could hold the card: the same answer as the list."""
    rs = Kalookie()
    asked = {True: 0, False: 0}
    for deal in range(30):
        rng = random.Random(deal)
        state = new_hand("kalookie", players=2 + deal % 3, seed=700 + deal, options={"version": "scarne"})
        while state.result is None and len(state.record) < 300:
            cur = state.current
            card = state.top_discard
            if state.phase == "start" and card is not None:
                fast = rs._lays_at_once(state, cur, card)
                with monkeypatch.context() as m:
                    m.setattr(Kalookie, "_lays_at_once", _listed_at_once)
                    slow = rs._lays_at_once(state, cur, card)
                assert fast == slow, (state.position(), str(card))
                asked[fast] += 1
            legal = state.legal_actions(cur) or next(l for l in map(state.legal_actions, range(state.players)) if l)
            state.apply(legal[rng.randrange(len(legal))])
    assert asked[True] > 10 and asked[False] > 10, asked
