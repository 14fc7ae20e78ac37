"""Every Kalookie hand is bounded (issue 29): a taken discard may be kept and thrown back (K-7), so
without a bound two players could pass one card to and fro for ever and the stock would never run out
(K-10).  The hand ends void at the ruleset's ``hand_turns``, as on the stock's second run-out."""
from __future__ import annotations

import random

import pytest

from game.engine import get_ruleset, new_hand


def test_k10_a_hand_ends_void_at_its_turn_bound():
    bound = get_ruleset("kalookie").hand_turns
    assert bound == 400
    rng = random.Random(5)
    state = new_hand("kalookie", players=4, seed=7, options={"version": "british"})
    state.turns = bound - 1
    while state.result is None:
        seats = [s for s in range(state.players) if state.legal_actions(s)]
        state.apply(rng.choice(state.legal_actions(rng.choice(seats))))
    assert state.turns == bound and state.result.reason == "turns"
    assert state.result.details["void"] and not state.result.winners
    assert set(state.result.payments.values()) == {0}
    state.check_invariants()


def test_k7_two_players_passing_a_card_to_and_fro_end_at_the_bound():
    """The greedy yardstick's players of match 252 (seed 24, one Hard against three greedy, British)
    took the 2♠ and threw it back 960 times in the 13th hand, two players left in the pool: the
    hand is now void at 400 turns and the match ends."""
    pytest.importorskip("tests.tools.greedy")
    from game.ladder import bots_from
    from game.ladder_match import play_match
    from game.sim import bot_seed, hand_seed
    make, _ = bots_from("tests.tools.greedy")
    i, seed, players = 252, 24, 4
    deal, turn = divmod(i, players)
    order = [(s + turn) % players for s in range(players)]
    levels = ["hard", "greedy", "greedy", "greedy"]
    bots = [make(levels[order[s]], bot_seed(seed, i, s)) for s in range(players)]
    reasons: list[str] = []
    import game.ladder_match as lm
    real = lm.play_hand

    def noted(hand, seat_bots, **kw):
        out = real(hand, seat_bots, **kw)
        reasons.append(hand.result.reason)
        return out
    lm.play_hand = noted
    try:
        match = play_match("kalookie", bots, seed=hand_seed(seed, deal), dealer=deal % players,
                           options={"version": "british"}, players=players)
    finally:
        lm.play_hand = real
    assert match.over and "turns" in reasons
