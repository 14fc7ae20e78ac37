"""R-10: the rules' forecast ``out_ends_hand`` (what the panel tells the player about their last card)
agrees with what the engine does when the seat then goes out: full out exactly when it said so."""
from __future__ import annotations

import random

import pytest

from game.controller.seat import SeatTable
from game.engine import new_hand


@pytest.mark.parametrize("variant, players", [("classic", 4), ("classic", 2), ("epic", 4), ("epic", 3)])
def test_R_10_going_out_is_full_out_exactly_when_the_forecast_said_so(variant, players):
    checked = {True: 0, False: 0}
    for seed in range(60):
        rng = random.Random(seed)
        st = new_hand("house-rummy", players=players, seed=seed, options={"variant": variant})
        while not st.over:
            seat = st.current
            legal = st.legal_actions(seat)
            if not legal:
                break
            said = st.phase == "play" and st.ruleset.out_ends_hand(SeatTable(lambda: st, seat), seat)
            action = rng.choice(legal)
            events = st.apply(action)
            went = {e.kind for e in events if e.seat == seat} & {"first_out", "out_for_good"}
            if went and action.kind in ("discard", "end_turn"):
                full = any(e.kind == "full_out" for e in events)
                assert full is said, (seed, str(action), [str(e) for e in events])
                checked[full] += 1
    assert checked[True] > 0 and checked[False] > 0, checked
