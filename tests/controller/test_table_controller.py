"""The real-time controller on a fake clock: claim races, pacing, human actions."""
from __future__ import annotations

import pytest

from ai import make_bot
from bots_for_tests import ScriptBot
from game.storage.settings import Settings
from game.controller import FakeClock, OneHand, TableController
from game.engine import Action, new_hand, new_match

HANDS = ["5H KS QD 9C 2S 8D JC",     # seat 0 (dealer, plays first): will discard 5H
         "AS 3C 6D 9S TC QH KD",     # seat 1: next in turn, cannot use 5H
         "3H 4H 2D 8S JD QS 9D",     # seat 2: the human, 3H 4H + 5H
         "6H 7H 2C 8C JH 4S TD"]     # seat 3: a bot, 5H + 6H 7H


def race_table(bot_reaction: float, claims: str = "battle"):
    state = new_hand("hoola", players=4, dealer=0, hands=HANDS, stock="TS AD 2H 3D 4D 5D", discard="KC",
                     options={"claims": claims})
    bots = {0: ScriptBot(discard="5H"), 1: ScriptBot(), 3: ScriptBot(reaction=bot_reaction)}
    ctl = TableController(OneHand(state), human=2, bots=bots,
                          settings=Settings(think_scale=0.0, claim_window=1.5))
    clock = FakeClock()
    events = ctl.update(clock.now())
    kinds = [e.kind for e in events]
    assert "discard" in kinds and "window_open" in kinds
    assert ctl.timer is not None and ctl.timer.human_may
    return ctl, clock, state


def test_slap_won_against_a_slow_bot():
    ctl, clock, state = race_table(bot_reaction=1.0)
    clock.advance(0.3)
    out = ctl.slap(clock.now())
    assert out.ok, out.reason
    assert state.current == 2 and state.phase == "play"
    clock.advance(0.8)  # the bot's slap comes after: lost
    events = ctl.update(clock.now())   # the one channel: the claim comes once, with what followed
    assert [e.kind for e in events].count("claim") == 1
    assert any(e.kind == "claim" and e.seat == 2 for e in events)
    assert any(e.kind == "slap_lost" and e.seat == 3 for e in events)
    assert not any(e.kind == "claim" for e in ctl.update(clock.now()))
    assert [str(a) for a in state.record][-1] == "2 claim 3H 4H 5H"


def test_slap_lost_to_a_fast_bot():
    ctl, clock, state = race_table(bot_reaction=0.1)
    clock.advance(0.5)
    out = ctl.slap(clock.now())      # the bot's slap at 0.1 is applied first
    assert not out.ok and "seat 3" in out.reason
    assert any(str(a) == "3 claim 5H 6H 7H" for a in state.record)
    events = ctl.update(clock.now())
    assert any(e.kind == "slap_lost" and e.seat == 2 for e in events)


def test_bot_slap_due_within_the_frame_beats_a_later_stamp():
    ctl, clock, state = race_table(bot_reaction=0.45)
    clock.advance(0.5)      # no update between: the bot's time 0.45 is before the click's 0.5
    out = ctl.slap(clock.now())
    assert not out.ok
    assert any(str(a) == "3 claim 5H 6H 7H" for a in state.record)


def test_window_closes_at_the_deadline_and_turn_goes_on():
    ctl, clock, state = race_table(bot_reaction=5.0)     # the bot never makes it in time
    clock.advance(1.0)
    ctl.update(clock.now())
    assert ctl.timer is not None and state.current == 1 and state.phase == "start"
    clock.advance(0.6)
    events = ctl.update(clock.now())
    kinds = [e.kind for e in events]
    assert "window_close" in kinds and "draw" in kinds      # seat 1 proceeds
    assert not any(a.kind == "claim" for a in state.record)
    out = ctl.slap(clock.now())
    assert not out.ok


def test_human_in_turn_waits_for_the_window():
    state = new_hand("hoola", players=4, dealer=3, hands=[HANDS[2], HANDS[1], HANDS[3], HANDS[0]],
                     stock="TS AD 2H 3D 4D 5D", discard="KC")
    # seat 3 (dealer) discards 5H; seat 0 (human) is next; seat 2 may claim with 6H 7H
    bots = {3: ScriptBot(discard="5H"), 1: ScriptBot(), 2: ScriptBot(reaction=5.0)}
    ctl = TableController(OneHand(state), 0, bots, Settings(think_scale=0.0, claim_window=1.5))
    clock = FakeClock()
    ctl.update(0.0)
    assert state.current == 0 and ctl.timer is not None
    before = state.snapshot()
    out = ctl.submit(Action("draw_stock", 0), 0.2)       # asked during the window: it waits for it
    assert out.ok and out.queued and out.reason.startswith("drawing when")
    assert state.snapshot() == before
    clock.set(1.6)
    ctl.update(clock.now())                              # the window closes: the draw is made
    assert state.phase == "play" and str(state.record[-1]) == "0 draw_stock"


def test_human_actions_applied_and_illegal_ones_refused_unchanged():
    state = new_hand("hoola", players=2, dealer=0, hands=["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"],
                     stock="QH 3C 4C", discard="6D")
    ctl = TableController(OneHand(state), 0, {1: ScriptBot(think=0.5)}, Settings(think_scale=1.0, claim_window=1.5))
    ctl.update(0.0)
    before = state.snapshot()
    out = ctl.submit(Action("discard", 0, (state.hands[0][0],)), 0.0)
    assert not out.ok and out.reason == "draw a card first"
    assert state.snapshot() == before
    out = ctl.submit(Action.parse("0 meld 7H 8H 9H"), 0.0)
    assert not out.ok and "draw" in out.reason and state.snapshot() == before
    out = ctl.submit(Action("draw_stock", 1), 0.0)
    assert not out.ok and state.snapshot() == before
    assert ctl.submit(Action("draw_stock", 0), 0.1).ok
    assert ctl.submit(Action.parse("0 meld 7H 8H 9H"), 0.2).ok
    assert ctl.submit(Action.parse("0 discard KC"), 0.3).ok
    assert [str(a) for a in state.record] == ["0 draw_stock", "0 meld 7H 8H 9H", "0 discard KC"]
    # after a battle discard every seat in turn waits out the claim window (1.5 s), whether or not a
    # hidden hand could claim, so the pace leaks nothing; then the bot plays
    assert not any(e.kind == "draw" and e.seat == 1 for e in ctl.update(1.7))
    events = ctl.update(1.9)
    assert any(e.kind == "draw" and e.seat == 1 for e in events)
    assert all(not e.cards for e in events if e.kind == "draw" and e.seat == 1)   # a bot's draw stays hidden


def test_submit_all_is_all_or_nothing():
    state = new_hand("hoola", players=2, dealer=0, hands=["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"],
                     stock="TH 3C 4C", discard="6D")
    ctl = TableController(OneHand(state), 0, {1: ScriptBot()}, Settings(think_scale=0.0, claim_window=1.5))
    ctl.submit(Action("draw_stock", 0), 0.0)
    ctl.submit(Action.parse("0 meld 7H 8H 9H"), 0.0)
    meld = state.melds[0].id
    before = state.snapshot()
    out = ctl.submit_all([Action("add", 0, (state.hands[0][-1],), meld), Action.parse(f"0 add KC @{meld}")], 0.1)
    assert not out.ok and state.snapshot() == before


def test_bot_thinks_before_moving():
    state = new_hand("hoola", players=2, dealer=1, hands=["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"],
                     stock="QH 3C 4C 5C", discard="6D")
    ctl = TableController(OneHand(state), 0, {1: ScriptBot(think=0.5)}, Settings(think_scale=1.0, claim_window=1.5))
    assert ctl.update(0.0) == [] and ctl.thinking() == 1
    assert ctl.next_due() == pytest.approx(0.5)
    assert ctl.update(0.4) == []
    assert [e.kind for e in ctl.update(0.5)] == ["draw"]


def test_priority_mode_human_passes_at_the_deadline():
    ctl, clock, state = race_table(bot_reaction=0.2, claims="priority")
    # seat 2 (human) comes before seat 3 in turn order: the engine waits for the human's answer
    clock.advance(1.0)
    ctl.update(clock.now())
    assert state.window is not None and ctl.timer is not None
    clock.advance(0.6)
    ctl.update(clock.now())
    assert any(str(a) == "2 pass" for a in state.record)
    assert any(str(a) == "3 claim 5H 6H 7H" for a in state.record)


def test_priority_mode_human_claim_wins_by_seat_order():
    ctl, clock, state = race_table(bot_reaction=0.1, claims="priority")
    clock.advance(0.5)
    ctl.update(clock.now())     # the bot has claimed; the engine waits for seat 2
    out = ctl.slap(clock.now())
    assert out.ok, out.reason
    clock.advance(0.5)          # seat 1, in turn, is asked too (C-5) and passes at its reaction time
    ctl.update(clock.now())
    assert any(str(a) == "1 pass" for a in state.record)
    assert state.current == 2


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_bots_only_hand_finishes(seed):
    match = new_match("hoola", players=4, seed=seed, max_hands=1)
    bots = {s: make_bot("random", seed * 10 + s) for s in range(4)}
    ctl = TableController(match, None, bots, Settings(think_scale=0.0, claim_window=1.5))
    clock = FakeClock()
    for _ in range(20_000):
        ctl.update(clock.now())
        if match.hand.over:
            break
        clock.advance(0.1)
    assert match.hand.over and match.hand.result is not None
    assert match.over


def test_autosave_called_after_every_action():
    calls = []
    match = new_match("hoola", players=3, seed=5, max_hands=1)
    bots = {s: make_bot("random", s) for s in range(3)}
    ctl = TableController(match, None, bots, Settings(think_scale=0.0, claim_window=1.5), on_action=lambda c: calls.append(
        len(c.state.record)))
    t = 0.0
    while not match.hand.over and t < 2000:
        ctl.update(t)
        t += 0.1
    assert calls and calls == sorted(calls) and calls[-1] == len(match.hand.record)


def _sb_pon_in_turn():
    """Seven Bridge, two players, second round: the opponent discards 10♦; the player (seat 1, next)
    holds 10♠ 10♣."""
    state = new_hand("seven-bridge", players=2, dealer=1, hands=["TD 2H 3H 5C 9S JD KS", "TS TC 4D 6D 8C QH AS"],
                     stock="2C 3C 4C 5D 6S 7C 8D 9H", discard="KC")
    for text in ("0 draw_stock", "0 discard 2C", "1 pass", "1 draw_stock", "1 discard 3C", "0 pass",
                 "0 draw_stock", "0 discard TD"):     # a round first: no discard is taken on a first turn
        state.apply(text)
    ctl = TableController(OneHand(state), human=1, bots={0: ScriptBot()},
                          settings=Settings(think_scale=0.0, claim_window=1.5))
    clock = FakeClock()
    ctl.update(clock.now())
    return ctl, clock, state


def test_a_missed_pon_never_costs_the_take_in_turn():
    """Issue: letting the ring run out must not take away the take in turn (S-3)."""
    ctl, clock, state = _sb_pon_in_turn()
    clock.advance(3.0)                                      # the ring runs out
    ctl.update(clock.now())
    assert [str(a) for a in state.record[8:]] == []           # no pass was made for the player
    take = Action.parse("1 take_discard TC TD TS")
    assert take in state.legal_actions(1)
    out = ctl.submit(take, clock.now())
    assert out.ok, out.reason
    assert len(state.melds) == 1 and state.current == 1 and state.phase == "play"


def test_drawing_in_turn_lets_the_offered_discard_go():
    ctl, clock, state = _sb_pon_in_turn()
    out = ctl.submit(Action.parse("1 draw_stock"), clock.now())
    assert out.ok, out.reason
    assert [str(a) for a in state.record[-2:]] == ["1 pass", "1 draw_stock"] and state.phase == "play"


def test_two_players_the_players_turn_after_the_bots_discard_starts_at_once():
    """The Korean play-through: at two players every turn began with about 2 s of "the others may claim
    the Q♥ first", with no other hand to claim it. The pause hides whether a hidden hand could have
    claimed; after the bot's discard there is none but the discarder's, so the player draws at once.
    After the player's discard the bot's hand is hidden: that pause stays (the test above)."""
    state = new_hand("hoola", players=2, dealer=0, hands=["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"],
                     stock="QH 3C 4C 5H 6H", discard="6D")
    ctl = TableController(OneHand(state), 0, {1: ScriptBot(think=0.5)}, Settings(think_scale=1.0, claim_window=1.5))
    ctl.update(0.0)
    assert ctl.submit(Action("draw_stock", 0), 0.1).ok
    assert ctl.submit(Action.parse("0 discard KC"), 0.2).ok
    t = 0.2
    while state.current != 0 or state.phase != "start":       # the pause, then the bot draws and discards
        t += 0.1
        ctl.update(t)
        assert t < 10
    assert str(state.record[-1]).startswith("1 discard")
    ctl.update(t)
    assert ctl.timer is None                                  # no window and no pause before the player's turn
    out = ctl.submit(Action("draw_stock", 0), t)
    assert out.ok and not out.queued and str(state.record[-1]) == "0 draw_stock"


def test_a_slap_at_a_later_discard_nobody_may_claim_is_no_race_lost():
    """The Korean play-through: after a claim earlier in the hand, a slap at a later discard with no
    window counted as a slap lost to that old claim ("too slow"). Only a slap at the discard just claimed
    is a race lost; a later one is refused for what it is."""
    ctl, clock, state = race_table(bot_reaction=0.1)
    clock.advance(0.5)
    assert not ctl.slap(clock.now()).ok                         # lost to seat 3's claim of the 5♥
    claimed = len(state.record)
    for _ in range(200):                                        # play on to a later discard with no window
        clock.advance(0.1)
        ctl.update(clock.now())
        later = [a for a in state.record[claimed:] if a.kind == "discard"]
        if later and state.window is None and not ctl.claim_choices():
            break
    else:
        raise AssertionError("no later discard without a window")
    out = ctl.slap(clock.now())
    events = ctl.update(clock.now())
    assert not out.ok and out.reason == "you cannot use this discard"
    assert not any(e.kind == "slap_lost" for e in events)
