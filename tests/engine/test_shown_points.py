"""What the panel counts is what the settlement charges (K-2, K-11, K-14, K-15, R-11, H-PAY-1): in
random positions of every game and version, the "points in hand" a seat is shown equal what its hand
would be charged if another player went out now (the ruleset's own settlement, on a copy)."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_

from game.engine import new_hand

VERSIONS = [
    ("hoola", {}), ("hoola", {"jokers": 2}), ("seven-bridge", {}),
    ("kalookie", {}), ("kalookie", {"version": "swedish"}), ("kalookie", {"version": "north_american"}),
    ("kalookie", {"version": "scarne"}), ("kalookie", {"three_decks": True}), ("kalookie", {"aces": "both"}),
    ("house-rummy", {}),
]


def _random_position(game, options, seed, steps):
    state = new_hand(game, players=3, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.result is not None:
            break
        seats = [s for s in range(state.players) if state.legal_actions(s)]
        seat = rng.choice(seats)
        state.apply(rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("game,options", VERSIONS, ids=[f"{g}-{o}" for g, o in VERSIONS])
@settings(max_examples=25, deadline=None)
@given(seed=st_.integers(0, 10**6), steps=st_.integers(0, 40))
def test_K_11_K_15_R_11_the_points_shown_are_what_the_hand_would_be_charged(game, options, seed, steps):
    state = _random_position(game, options, seed, steps)
    if state.result is not None:
        return
    for seat in range(state.players):
        if not state.active[seat]:
            continue
        winner = next(s for s in range(1, state.players + 1) if state.active[(seat + s) % state.players])
        winner = (seat + winner) % state.players
        trial = state.trial()
        result = trial.ruleset.settle(trial, "out", (winner,))
        charged = result.details.get("penalty", {}).get(seat) if game == "house-rummy" else result.points[seat]
        assert state.ruleset.shown_points(state, seat)["hand"] == charged, \
            f"seat {seat} with {' '.join(map(str, state.hands[seat]))}"
