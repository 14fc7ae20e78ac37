"""Session 15's left item: a game saved while the others may still slap the player's discard, and taken up
with Continue, gives the bots their slap again. The claim pause is the controller's, not the engine's (no
window is open in the hand), so a new controller on the saved hand must open it afresh."""
from __future__ import annotations

from bots_for_tests import ScriptBot
from game.controller import FakeClock, OneHand, TableController
from game.engine import Action, new_hand, parse_cards
from game.engine.deal import replay
from game.storage.settings import Settings

HANDS = ["5H KS QD 9C 2S 8D JC",     # seat 0, the player (dealer, plays first): discards 5H
         "AS 3C 6D 9S TC QH KD",     # seat 1: next in turn, cannot use 5H
         "3H 4H 2D 8S JD QS 9D",     # seat 2: 3H 4H + 5H
         "6H 2C 8C JH 4S TD AC"]     # seat 3: no use for it
STOCK = "TS AD 2H 3D 4D 5D"


def _run(ctl, state, clock, until):
    for _ in range(200):
        ctl.update(clock.now())
        if until():
            return
        clock.advance(0.05)


def _controller(state):
    bots = {1: ScriptBot(reaction=0.9), 2: ScriptBot(reaction=0.5), 3: ScriptBot(reaction=0.5)}
    return TableController(OneHand(state), human=0, bots=bots, settings=Settings(think_scale=0.0, claim_window=2.0))


def test_a_bots_slap_of_the_players_discard_is_not_lost_by_save_and_continue():
    state = new_hand("hoola", players=4, dealer=0, hands=HANDS, stock=STOCK, discard="KC")
    ctl, clock = _controller(state), FakeClock()
    ctl.update(clock.now())
    ctl.submit(Action("draw_stock", 0), clock.now())
    ctl.submit(Action("discard", 0, tuple(parse_cards("5H"))), clock.now())
    ctl.update(clock.now())
    assert ctl.window_open() and len(state.record) == 2        # saved here, before any bot could slap
    resumed = replay(state.to_record())
    again, clock2 = _controller(resumed), FakeClock()
    _run(again, resumed, clock2, lambda: len(resumed.record) > 2)
    assert str(resumed.record[2]) == "2 claim 3H 4H 5H"
    _run(ctl, state, clock, lambda: len(state.record) > 2)     # as it would have gone without the break
    assert str(state.record[2]) == str(resumed.record[2])
