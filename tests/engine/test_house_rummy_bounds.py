"""R-7 read under R-12 (the seed sets no limit, so one is settled here): a House Rummy turn rearranges
the table at most TURN_TABLE_MOVES times and a hand lasts at most
HAND_TURNS turns (then it ends as if the stock had run out), so no bot, player or script loops forever;
ordinary play, under random options and bots, never comes near either bound."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, example, given, settings, strategies as st

from game.engine import new_hand
from game.games.house_rummy.rules import BOUNDED, HAND_TURNS, TURN_TABLE_MOVES


def melded_turn(seed: int):
    """A hand at a turn where the player to move has melded and may rearrange the table."""
    rng = random.Random(seed)
    for s in range(seed, seed + 200):
        state = new_hand("house-rummy", players=4, seed=s)
        for _ in range(600):
            if state.result is not None:
                break
            seat = state.current
            legal = state.legal_actions(seat)
            if any(a.kind in BOUNDED for a in legal) and state.phase == "play":
                return state
            seats = [x for x in range(state.players) if state.legal_actions(x)]
            state.apply(rng.choice(state.legal_actions(rng.choice(seats))))
    raise AssertionError("no hand reached a rearranging turn")


def test_r7_r12_a_turn_rearranges_the_table_at_most_the_bound():
    state = melded_turn(3)
    seat = state.current
    state.turn.data["table_moves"] = TURN_TABLE_MOVES - 1
    move = next(a for a in state.legal_actions(seat) if a.kind in BOUNDED)
    state.apply(move)                                       # the last one allowed
    assert state.turn.data["table_moves"] == TURN_TABLE_MOVES
    if state.current == seat and state.result is None:
        assert not [a for a in state.legal_actions(seat) if a.kind in BOUNDED]
        assert state.check(move) is not None and "times this turn" in state.check(move)
        assert state.legal_actions(seat)                    # the turn can still end: play or discard
    state.check_invariants()


def test_r7_r12_the_bound_is_counted_per_turn():
    state = melded_turn(5)
    seat = state.current
    moves = [a for a in state.legal_actions(seat) if a.kind in BOUNDED]
    state.apply(moves[0])
    assert state.turn.data.get("table_moves") == 1
    rng = random.Random(1)
    while state.current == seat and state.result is None:
        legal = [a for a in state.legal_actions(seat) if a.kind not in BOUNDED]
        state.apply(rng.choice(legal))
    assert state.turn.data.get("table_moves", 0) == 0       # the next turn starts from nothing


def test_r12_a_hand_ends_at_its_turn_bound():
    rng = random.Random(2)
    state = new_hand("house-rummy", players=2, seed=11)
    state.turns = HAND_TURNS - 1
    while state.result is None:
        seats = [x for x in range(state.players) if state.legal_actions(x)]
        state.apply(rng.choice(state.legal_actions(rng.choice(seats))))
    # the bound is the shared one (Ruleset.hand_turns), said as such; scored as a stock run out
    assert state.turns == HAND_TURNS and state.result.reason == "turns"
    assert state.ruleset.hand_turns == HAND_TURNS
    as_stock = state.ruleset.settle(state, "stock", None)
    assert as_stock.payments == state.result.payments and as_stock.winners == state.result.winners
    state.check_invariants()


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 10_000), variant=st.sampled_from(["classic", "epic"]), players=st.integers(2, 4),
       hand=st.integers(1, 6))
@example(seed=2478, variant="epic", players=4, hand=3)      # 491 turns to its end: it reached the old 400
def test_r7_r12_ordinary_play_never_reaches_a_bound(seed, variant, players, hand):
    from game.engine.context import MatchContext
    rng = random.Random(seed)
    state = new_hand("house-rummy", players=players, seed=seed, options={"variant": variant},
                     context=MatchContext(hand_number=hand))
    most = 0
    while state.result is None:
        seats = [x for x in range(state.players) if state.legal_actions(x)]
        assert seats
        state.apply(rng.choice(state.legal_actions(rng.choice(seats))))
        most = max(most, state.turn.data.get("table_moves", 0))
    assert most < TURN_TABLE_MOVES and state.turns < HAND_TURNS
