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


def test_k4_the_ways_to_open_with_the_selected_cards_hold_only_those_cards():
    """The play-test's "How do you lay it?" offered "2♣ 3♣ 4♣" beside the player's 3♣ 4♣ 5♣: the card
    kept back to discard, a stand-in, was laid in place of the 5♣ and the engine refused "2♣ not in
    hand". Every way offered lays exactly the selected cards, and each is legal."""
    from game.engine import from_position
    from game.engine.cards import parse_cards
    hands = "2S 7S 8S 9S 2H 6H 3C 4C 5C 6C 8C 4D 6D 7D / KS KD QS QD JS JD TS TD 9H 9D 8H 8D 5S"
    st = from_position(f"kalookie 2 dealer=1 current=0 phase=play | hands {hands} | stock 3H 3D 4H 4S 5H 5D | "
                       'discard AC | table - | options {"version": "british"}')
    chosen = parse_cards("7S 8S 9S 6H 3C 4C 5C 6C 6D")
    ways = st.ruleset.compose_plays(st, 0, chosen)
    assert ways and all(sorted(w.cards) == sorted(chosen) and st.check(w) is None for w in ways)
