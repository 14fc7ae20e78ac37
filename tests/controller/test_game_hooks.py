"""What the controller asks a game instead of naming its kinds (issue 22), with Battle Hoola's answers:
the kinds that claim the discard when they name it (``Ruleset.claiming_kinds``), those a claim window
never holds back (``instant_kinds``), what a seat whose bot failed is given (``fallback_kinds``), and a
phase of the game's own that asks its seats as turns (``phase_turns``).  The table behaves as it did
when the controller named Hoola's kinds itself."""
from __future__ import annotations

import pytest

from bots_for_tests import ScriptBot
from game.storage.settings import Settings
from game.controller import FakeClock, OneHand, TableController
from game.engine import Action, new_hand

SIX = ["AS AH AD AC 2S 2H 5D", "KS KH KD QS QH QD JS", "9C 9D TC TD JC JD 8D",
       "3C 3D 4C 4D 5C 6C 6D", "8C 8H 9H TH JH 2C 2D", "7S 3H 4H 5H 8S 9S TS"]


def test_big_luck_naming_the_discard_is_raced_as_a_claim():
    """The online rule: the discard that completes four sevens is slapped like a claim, and won."""
    state = new_hand("hoola", players=3, dealer=0, hands=["7C 9S TS JS KD QC 2H", "AH AD 2C 2D 3H 3D KC",
                                                         "7S 7H 7D 4C 8C TD JD"],
                     stock="KH 5C 9D", discard="6C", options={"claim_to_win": True})
    ctl = TableController(OneHand(state), 2, {0: ScriptBot(discard="7C"), 1: ScriptBot(reaction=5.0)},
                          Settings(think_scale=0.0, claim_window=1.5))
    clock = FakeClock()
    ctl.update(clock.now())
    assert ctl.timer is not None and ctl.timer.human_may
    big_luck = Action.parse("2 big_luck 7C")
    assert big_luck in ctl.claim_choices()
    clock.advance(0.3)
    out = ctl.slap(clock.now(), big_luck)
    assert out.ok, out.reason
    assert state.result.reason == "big_luck" and state.result.winners == (2,)
    assert ctl.slaps_won == 1


def test_big_luck_is_not_held_back_by_a_claim_window():
    """Big luck is called at once, even while the others may still claim; a draw waits for them."""
    state = new_hand("hoola", players=3, dealer=0, hands=["5H KS QD 9C 2S 8D JC", "7S 7H 7D 7C 3C 6D 9S",
                                                         "AS KD TC QH 9D JD 4S"],
                     stock="TS AD 2H 3D 4D", discard="KC")
    ctl = TableController(OneHand(state), 1, {0: ScriptBot(discard="5H"), 2: ScriptBot(reaction=5.0)},
                          Settings(think_scale=0.0, claim_window=1.5))
    ctl.update(0.0)
    assert ctl.timer is not None and state.current == 1 and str(state.record[-1]) == "0 discard 5H"
    out = ctl.submit(Action("draw_stock", 1), 0.2)
    assert out.ok and out.queued
    assert not ctl.submit(Action("knock", 1), 0.3).ok          # anything else waits
    out = ctl.submit(Action("big_luck", 1), 0.4)
    assert out.ok, out.reason
    assert state.result.reason == "big_luck" and state.result.winners == (1,)


def test_the_drop_out_round_is_asked_as_turns():
    """Six players: each seat asked whether it drops out answers after its think time, as in a turn
    (not after a reaction's delay, as an answer out of turn would)."""
    state = new_hand("hoola", players=6, hands=SIX, stock="QC KC 6S 6H", discard="3S", seed=1)
    bots = {s: ScriptBot(think=0.5, reaction=3.0) for s in range(6)}
    ctl = TableController(OneHand(state), None, bots, Settings(think_scale=1.0, claim_window=1.5))
    assert state.phase == "dropout"
    assert ctl.update(0.0) == [] and ctl.thinking() == 1
    assert ctl.next_due() == pytest.approx(0.5)
    assert [(e.kind, e.seat) for e in ctl.update(0.5)][:1] == [("stay_in", 1)]


class BrokenBot(ScriptBot):
    def choose(self, view, legal):
        raise RuntimeError("a broken bot")


def test_a_failed_bot_stays_in_the_drop_out_round():
    """A seat whose bot fails is given the game's fallback (staying in), not the first choice listed."""
    state = new_hand("hoola", players=6, hands=SIX, stock="QC KC 6S 6H", discard="3S", seed=1)
    assert [a.kind for a in state.legal_actions(1)][0] == "drop_out"
    bots = {1: BrokenBot(think=0.5)} | {s: ScriptBot(think=0.5) for s in (0, 2, 3, 4, 5)}
    ctl = TableController(OneHand(state), None, bots, Settings(think_scale=0.0, claim_window=1.5))
    events = ctl.update(0.0)
    assert ("bot_error", 1) in [(e.kind, e.seat) for e in events]
    assert str(state.record[0]) == "1 stay_in"
