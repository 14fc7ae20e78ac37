"""One claim race (issue 23): the table controller, ``hoola sim`` and the Expert's play-outs decide a
contested discard by the engine's one rule (game.engine.race): the smallest reaction delay lands first,
equal delays go to the seat whose turn comes first after the discarder.  The same bids and delays give
the same winner from each, ties included."""
from __future__ import annotations

import random

import pytest

from ai.playout import GreedyPolicy
from bots_for_tests import ScriptBot
from game.storage.settings import Settings
from game.controller import FakeClock, OneHand, TableController
from game.engine import new_hand
from game.sim import play_hand

HANDS = ["5H KS QD 9C 2S 8D JC",     # seat 0 (dealer, plays first): discards 5H
         "AS 3C 6D 9S TC QH KD",     # seat 1: next in turn, cannot use 5H
         "3H 4H 2D 8S JD QS 9D",     # seat 2: 3H 4H + 5H
         "6H 7H 2C 8C JH 4S TD"]     # seat 3: 5H + 6H 7H
STOCK = "TS AD 2H 3D 4D 5D"
CLAIMS = {2: "2 claim 3H 4H 5H", 3: "3 claim 5H 6H 7H"}


def deal():
    return new_hand("hoola", players=4, dealer=0, hands=HANDS, stock=STOCK, discard="KC")


def by_controller(delays):
    state = deal()
    # the bots in the reverse of turn order: who was asked first must not decide a tie
    bots = {3: ScriptBot(reaction=delays[3]), 2: ScriptBot(reaction=delays[2]), 0: ScriptBot(discard="5H")}
    ctl = TableController(OneHand(state), human=1, bots=bots,
                          settings=Settings(think_scale=0.0, claim_window=1.5))
    clock = FakeClock()
    for _ in range(40):
        ctl.update(clock.now())
        if len(state.record) > 2:
            break
        clock.advance(0.05)
    return str(state.record[2])


def by_sim(delays):
    state = deal()
    bots = [ScriptBot(discard="5H"), ScriptBot(claims=False), ScriptBot(reaction=delays[2]),
            ScriptBot(reaction=delays[3])]
    play_hand(state, bots)
    return str(state.record[2])


def by_playout(delays):
    state = deal()
    state.apply("0 draw_stock")
    state.apply("0 discard 5H")
    policy = GreedyPolicy(delay=lambda seat, rng: delays.get(seat, 9.0))
    return str(policy.next_action(state, random.Random(1)))


@pytest.mark.parametrize("delays,winner", [
    ({2: 0.5, 3: 0.5}, 2),        # a tie: seat 2's turn comes first after the discarder (seat 0)
    ({2: 0.5, 3: 0.45}, 3),       # the quicker slap lands first
    ({2: 0.3, 3: 0.6}, 2),
])
def test_the_controller_the_simulator_and_the_playouts_run_one_race(delays, winner):
    want = CLAIMS[winner]
    assert by_controller(delays) == want
    assert by_sim(delays) == want
    assert by_playout(delays) == want
