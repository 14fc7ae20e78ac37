"""Battle Hoola: cards, melds and turns (RULES.md H-CARD, H-MELD, H-TURN)."""
from __future__ import annotations

from collections import Counter

import pytest

from game.engine import get_ruleset, new_hand, new_match, parse_cards
from game.engine.melds import classify

from helpers import card, cards, find, hand, kinds, play, refused, texts

RULES = new_hand("hoola", players=2, seed=0).rules


def kind_of(text):
    return classify(parse_cards(text), RULES)


# ---------------------------------------------------------------- H-CARD-1
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_H_CARD_1_one_pack_of_52_without_jokers(players):
    s = new_hand("hoola", players=players, seed=11)
    every = s.all_cards()
    assert len(every) == 52 and len(set(every)) == 52
    assert not any(c.is_joker for c in every)
    assert Counter(c.suit for c in every) == {"S": 13, "H": 13, "D": 13, "C": 13}
    assert Counter(c.rank for c in every) == {r: 4 for r in range(1, 14)}


def test_H_CARD_1_values_in_hand_at_the_end_seven_counts_14():
    # seat 0 draws the last stock card and discards it: the play ends (stock), hands are counted
    s = hand("AS 2S 3S 4S 5S 6S 8S", "7H 9S TS JS QS KS AH", stock="9D", discard="4D")
    play(s, "0 draw_stock", "0 discard 9D")
    r = s.result
    assert r.reason == "stock"
    assert r.points == {0: 1 + 2 + 3 + 4 + 5 + 6 + 8, 1: 14 + 9 + 10 + 11 + 12 + 13 + 1}
    assert r.winners == (0,)


@pytest.mark.parametrize("cards_text,blast", [
    ("7S AS AH AD AC 2S 2H", True),    # 15 with the seven at 7 (22 if it were 14)
    ("7S AS AH AD AC 2S 3H", False),   # 16
    ("KS KH KD KC QS QH 7S", True),    # 83
    ("KS KH KD KC QS JH 7S", False),   # 82 with the seven at 7 (89 if it were 14)
])
def test_H_CARD_1_seven_counts_7_toward_a_blast(cards_text, blast):
    s = hand(cards_text, "9D 9C TD TC JD JC 8D", stock="2D 3D", discard="4D")
    assert ("blast" in kinds(s, 0)) is blast


# ---------------------------------------------------------------- H-MELD-1
@pytest.mark.parametrize("text,kind", [
    ("QS QC QH", "set"), ("5S 5H 5D 5C", "set"), ("5S 5H", None), ("5S 5H 6S", None),
    ("AD 2D 3D", "run"), ("7H 8H 9H", "run"), ("KC AC 2C", "run"), ("QC KC AC 2C", "run"),
    ("JC QC KC AC 2C 3C", "run"), ("2C 3C 5C", None), ("KC AC 3C", None), ("4C 5D 6C", None),
    ("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS", "run"),
])
def test_H_MELD_1_sets_and_cyclic_runs(text, kind):
    assert kind_of(text) == kind


def test_H_MELD_1_runs_turning_the_corner_are_offered_from_hand():
    s = hand("QC KC AC 2C 9H 9D 5S", "AH 3H 4H 6H 8H TH JH", stock="3C 2D", discard="4D")
    play(s, "0 draw_stock")
    listed = texts(s, 0)
    for meld in ("KC AC 2C", "QC KC AC", "QC KC AC 2C", "AC 2C 3C", "KC AC 2C 3C", "QC KC AC 2C 3C"):
        assert str(find(s, 0, "meld", meld)) in listed
    assert "0 meld 9H 9D" not in " | ".join(listed)
    play(s, "0 meld QC KC AC 2C 3C")
    assert [str(c) for c in s.melds[0].cards] == ["QC", "KC", "AC", "2C", "3C"]  # around the corner, in run order
    assert s.melds[0].kind == "run"


# ---------------------------------------------------------------- H-MELD-2
@pytest.mark.parametrize("text,kind", [
    ("7S", "seven"), ("7S 7H", "set"), ("6H 7H", "run"), ("7H 8H", "run"),
    ("6H 8H", None), ("7S 8H", None), ("8S 8H", None), ("7S 9S", None), ("5S", None),
])
def test_H_MELD_2_melds_holding_a_seven_may_be_short(text, kind):
    assert kind_of(text) == kind


def test_H_MELD_2_short_seven_melds_from_hand_and_growing_a_lone_seven():
    s = hand("7H 8H 7S 6D 2C 9C KD", "AH 3H 4H 5H 6H TH JH", stock="QD 9H 2D", discard="4D")
    play(s, "0 draw_stock")
    listed = texts(s, 0)
    for meld in ("0 meld 7H", "0 meld 7S", "0 meld 7H 7S", "0 meld 7H 8H"):
        assert meld in listed
    assert "0 meld 8H" not in listed and "0 meld 6D 7S" not in listed
    # seed 000's way: meld the seven alone and add to it
    play(s, "0 meld 7H")
    m = s.melds[0]
    assert m.kind == "seven"
    play(s, str(find(s, 0, "add", "8H", m.id)))
    assert [str(c) for c in m.cards] == ["7H", "8H"] and m.kind == "run"
    assert "0 add 6D @0" not in texts(s, 0)
    assert "does not fit" in refused(s, "0 add 6D @0")


# ---------------------------------------------------------------- H-MELD-3
def test_H_MELD_3_a_card_belongs_to_one_meld_only():
    s = hand("3C 4C 5C 4H 4S 9D KD", "AH 2H 3H 6H 8H TH JH", stock="QS 2D", discard="4D")
    play(s, "0 draw_stock")
    assert "0 meld 4C 4H 4S" in texts(s, 0) and "0 meld 3C 4C 5C" in texts(s, 0)
    play(s, "0 meld 3C 4C 5C")
    assert not any(card("4C") in a.cards for a in s.legal_actions(0))
    assert "not in hand" in refused(s, "0 meld 4C 4H 4S")
    assert "0 meld 4H 4S" not in texts(s, 0)
    assert s.melds[0].cards.count(card("4C")) == 1 and card("4C") not in s.hands[0]


# ---------------------------------------------------------------- H-MELD-4
def test_H_MELD_4_adding_only_after_melding_from_hand():
    s = hand("9S TS JS 2H 3D 4C KD", "QS 8S 6H 6D 6C 2C 3C", "AD 2D 5D 8D TD QH KH",
             stock="5H AH 9D KS 8H", discard="4D")
    play(s, "0 draw_stock", "0 meld 9S TS JS", "0 discard KD")
    play(s, "1 draw_stock")                      # seat 1 holds QS and 8S, which fit 9S TS JS
    assert "add" not in kinds(s, 1)
    assert "only after melding" in refused(s, "1 add QS @0")
    play(s, "1 meld 6H 6D 6C")                   # melded from hand this turn: now it may add
    assert "1 add QS @0" in texts(s, 1) and "1 add 8S @0" in texts(s, 1)
    assert "1 add 2C @0" not in texts(s, 1)
    assert "does not fit" in refused(s, "1 add 2C @0")  # the result must still be a meld
    play(s, "1 add QS @0", "1 add 8S @0")
    assert [str(c) for c in s.melds[0].cards] == ["8S", "9S", "TS", "JS", "QS"]  # runs lie in rank order
    assert s.melds[0].owner == 0                  # it stays seat 0's meld
    play(s, "1 discard AH")
    play(s, "2 draw_stock")
    assert "add" not in kinds(s, 2)              # seat 2 has melded nothing
    play(s, "2 discard 9D")
    play(s, "0 draw_stock")                      # melded in an earlier turn: may add at once
    assert "0 add KS @0" in texts(s, 0)
    play(s, "0 add KS @0")
    assert len(s.melds[0].cards) == 6


# ---------------------------------------------------------------- H-TURN-1
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_H_TURN_1_deal_seven_each_one_up_card_rest_stock(players):
    s = new_hand("hoola", players=players, seed=3)
    assert [len(h) for h in s.hands] == [7] * players
    assert len(s.discard) == 1
    assert len(s.stock) == 52 - 7 * players - 1
    assert not s.out_of_play


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_H_TURN_1_the_dealer_plays_first_and_turns_pass_to_the_next_seat(dealer):
    s = new_hand("hoola", players=4, seed=8, dealer=dealer)
    assert s.current == dealer
    assert "draw_stock" in kinds(s, dealer)
    seen = []
    for _ in range(5):
        seat = s.current
        seen.append(seat)
        play(s, f"{seat} draw_stock")
        play(s, f"{seat} discard {s.hands[seat][-1]}")
    assert seen == [(dealer + k) % 4 for k in range(5)]


def test_H_TURN_1_option_clockwise_keeps_seat_order_as_turn_order():
    # the option is the direction around the table on screen; seat s is still followed by s + 1
    s = new_hand("hoola", players=3, seed=8, dealer=1, options={"direction": "clockwise"})
    assert s.options.direction == "clockwise" and s.current == 1
    play(s, "1 draw_stock")
    play(s, f"1 discard {s.hands[1][-1]}")
    assert s.current == 2
    with pytest.raises(ValueError):
        new_hand("hoola", players=3, seed=8, options={"direction": "sideways"})


def _blast_by_seat_1(dealer):
    """Seat 0 (dealer) draws and discards; seat 1 blasts at the start of its turn."""
    return hand("9D 9C TD TC JD JC 8D", "AS AH AD AC 2S 2H 2D", "KS KH KD QS QH QD JS",
                stock="8C 3C", discard="4D", dealer=dealer)


def test_H_TURN_1_the_winner_deals_the_next_hand():
    m = new_match("hoola", players=3, seed=5)
    m.hand = _blast_by_seat_1(0)
    play(m.hand, "0 draw_stock", "0 discard 8C", "1 blast")
    assert m.hand.result.winners == (1,)
    nxt = m.next_hand()
    assert m.dealer == 1 and nxt.dealer == 1 and nxt.current == 1
    assert m.ledger[1] == m.results[0].payments[1] > 0


def _tied_stock_end(dealer):
    s = hand("AS 2S 3S 4S 5S 6S 8S", "AH 2H 3H 4H 5H 6H 8H", "9D TD JD QD KD 9S TS",
             "9C TC JC QC KC 9H TH", stock="JS QS KS JH", discard="4D", dealer=dealer)
    for _ in range(4):
        seat = s.current
        play(s, f"{seat} draw_stock")
        play(s, f"{seat} discard {s.hands[seat][-1]}")   # the card just drawn
    assert s.result.reason == "stock" and s.result.winners == (0, 1)
    assert s.result.points[0] == s.result.points[1] == 29
    return s


def test_H_TURN_1_of_tied_winners_the_first_in_turn_order_from_the_last_dealer_deals():
    rs = get_ruleset("hoola")
    s = _tied_stock_end(dealer=2)            # turn order from the dealer: 2, 3, 0, 1
    assert rs.next_dealer(2, s.result, 4) == 0
    s = _tied_stock_end(dealer=3)            # 3, 0, 1, 2
    assert rs.next_dealer(3, s.result, 4) == 0
    s = _tied_stock_end(dealer=1)            # 1, 0 ... the dealer played first and is a winner
    assert rs.next_dealer(1, s.result, 4) == 1
    m = new_match("hoola", players=4, seed=1, dealer=2)
    m.hand = _tied_stock_end(dealer=2)
    assert m.next_hand().dealer == 0


# ---------------------------------------------------------------- H-TURN-2
def test_H_TURN_2_draw_then_meld_and_add_then_discard():
    s = hand("3S 4S 5S 9H 9D KC QC", "AH 2H 3H 4H 5H 6H 8H", stock="6S KD QD", discard="2D")
    assert kinds(s, 0) == {"draw_stock"}               # nothing before the draw (2D makes no meld)
    play(s, "0 draw_stock")
    assert len(s.hands[0]) == 8 and s.phase == "play"
    assert "draw_stock" not in kinds(s, 0) and "take_discard" not in kinds(s, 0)
    assert {"meld", "discard"} <= kinds(s, 0)
    assert "pass" not in kinds(s, 0)                   # the turn ends only with a discard
    play(s, "0 meld 3S 4S 5S", "0 add 6S @0")
    assert s.current == 0 and not s.over
    play(s, "0 discard KC")
    assert len(s.hands[0]) == 3 and s.current == 1 and s.phase == "start"
    assert s.top_discard == card("KC")
    assert [str(a) for a in s.record] == ["0 draw_stock", "0 meld 3S 4S 5S", "0 add 6S @0", "0 discard KC"]


def test_H_TURN_2_no_discard_after_going_out():
    s = hand("3S 4S 5S 6S 8H 8D 8C", "AH 2H 3H 4H 5H 6H 9H", stock="8S KD", discard="JC")
    play(s, "0 draw_stock", "0 meld 3S 4S 5S 6S")
    events = play(s, "0 meld 8H 8D 8C 8S")
    assert s.over and s.hands[0] == [] and s.result.reason == "out"
    assert s.discard == [card("JC")]                    # no discard was made
    assert [e.kind for e in events][-1] == "hand_end"
    assert s.legal_actions(0) == [] and s.legal_actions(1) == []


# ---------------------------------------------------------------- H-TURN-3
def test_H_TURN_3_take_the_discard_only_into_a_new_meld_of_three():
    # seat 1 holds 5C and 7C: the discarded 6C makes 5C 6C 7C
    s = hand("6C 9H 9D KC QC JD 2S", "5C 7C AH 2H 3H TD 8S", stock="KD QD", discard="4D")
    play(s, "0 draw_stock", "0 discard 6C")
    assert "1 take_discard 5C 6C 7C" in texts(s, 1)
    assert [a for a in s.legal_actions(1) if a.kind == "take_discard"] == \
        [find(s, 1, "take_discard", "5C 6C 7C")]     # not 6C 7C: two cards are not enough
    assert "meld" in refused(s, "1 take_discard 6C 7C")
    play(s, "1 take_discard 5C 6C 7C")
    assert card("6C") not in s.hands[1]                # laid at once, not kept
    assert [str(c) for c in s.melds[0].cards] == ["5C", "6C", "7C"] and s.melds[0].owner == 1
    assert s.phase == "play" and s.current == 1 and len(s.hands[1]) == 5


def test_H_TURN_3_a_lone_seven_needs_a_three_card_meld_to_be_taken():
    # seat 1 has only 8C to go with the 7C, and only 7S for a set of sevens
    s = hand("7C 9H 9D KC QC JD 2S", "8C 7S AH 2H 3H TD 8S", stock="KD QD", discard="4D")
    play(s, "0 draw_stock", "0 discard 7C")
    assert "take_discard" not in kinds(s, 1)
    assert "meld" in refused(s, "1 take_discard 7C 8C")
    assert "meld" in refused(s, "1 take_discard 7C 7S")
    # with 8C 9C, or two other sevens, it can be taken
    s = hand("7C 9H 9D KC QC JD 2S", "8C 9C 7S 7H 3H TD 8S", stock="KD QD", discard="4D")
    play(s, "0 draw_stock", "0 discard 7C")
    takes = {a.cards for a in s.legal_actions(1) if a.kind == "take_discard"}
    assert takes == {cards("7C 8C 9C"), cards("7S 7H 7C")}


def test_H_TURN_3_the_discard_cannot_be_added_to_a_table_meld():
    # seat 1 melded 9S TS JS; the discarded QS fits that meld but makes no new meld from hand
    s = hand("QS 9H 9D KC QC JD 2S", "9S TS JS AH 2H 3H 8D", stock="4C KD QD JH", discard="4D")
    play(s, "0 draw_stock", "0 discard 4C")
    play(s, "1 draw_stock", "1 meld 9S TS JS", "1 discard 8D")
    play(s, "0 draw_stock", "0 discard QS")
    assert "take_discard" not in kinds(s, 1)
    assert "meld" in refused(s, "1 take_discard QS")
    assert "meld" in refused(s, "1 take_discard 9S TS JS QS")
    play(s, "1 draw_stock")
    assert s.top_discard == card("QS") and "take_discard" not in kinds(s, 1)


def test_H_TURN_3_melded_seven_does_not_help_take_the_discard():
    # seed 000: with 7C melded, 6C can be taken only with 5C and 4C from hand
    s = hand("9H 9D KC QC JD 2S 6C", "7C 5C AH 2H 3H TD 8S", stock="4C KD QD JS TS", discard="4D")
    play(s, "0 draw_stock", "0 discard 9H")
    play(s, "1 draw_stock", "1 meld 7C", "1 discard 8S")
    play(s, "0 draw_stock", "0 discard 6C")
    assert "take_discard" not in kinds(s, 1)        # 5C alone: 5C 6C is no meld; 6C onto 7C not allowed
    s = hand("9H 9D KC QC JD 2S 6C", "7C 5C 4C 2H 3H TD 8S", stock="AH KD QD JS TS", discard="4D")
    play(s, "0 draw_stock", "0 discard 9H")
    play(s, "1 draw_stock", "1 meld 7C", "1 discard 8S")
    play(s, "0 draw_stock", "0 discard 6C")
    takes = [str(a) for a in s.legal_actions(1) if a.kind == "take_discard"]
    assert takes == [str(find(s, 1, "take_discard", "4C 5C 6C"))]


# ---------------------------------------------------------------- H-TURN-4
CLAIM_HANDS = ("5H 2S 3S 4S JC KD QC",     # seat 0 (dealer) discards 5H
               "6H 7H AD 2D 8C 8D TC",     # seat 1, next in turn: could take 5H 6H 7H
               "5S 5D 9H 9S 9D 9C TD",     # seat 2 could claim 5D 5H 5S
               "3H 4H 8H TH QS KS AS")     # seat 3 could claim 3H 4H 5H


def claim_position(options=None):
    s = hand(*CLAIM_HANDS, stock="JD QH KH 2C 3C 4C", discard="4D", options=options)
    play(s, "0 draw_stock", "0 discard 5H")
    return s


def test_H_TURN_4_another_seat_claims_the_discard_out_of_turn():
    s = claim_position()
    assert s.current == 1
    assert find(s, 2, "claim", "5S 5H 5D").cards == cards("5S 5H 5D")
    assert find(s, 3, "claim", "3H 4H 5H").cards == cards("3H 4H 5H")
    assert "claim" not in kinds(s, 0)               # not the discarder
    assert "claim" not in kinds(s, 1)               # the seat in turn takes it in turn instead
    assert "1 take_discard 5H 6H 7H" in texts(s, 1)
    events = play(s, "2 claim 5S 5H 5D")
    ev = [e for e in events if e.kind == "claim"][0]
    assert ev.data["skipped"] == [1] and ev.data["from"] == 0
    assert s.current == 2 and s.phase == "play"
    assert s.has_turned == [True, False, True, False]
    assert s.melds[0].owner == 2 and sorted(s.melds[0].cards) == list(cards("5S 5H 5D"))
    assert card("5H") not in s.discard
    # the claimer plays a whole turn from melding on
    assert "draw_stock" not in kinds(s, 2)
    play(s, "2 discard TD")
    assert s.current == 3 and s.phase == "start"  # play goes on after the claimer; seat 1 was skipped


def test_H_TURN_4_the_first_claim_applied_wins():
    s = claim_position()
    play(s, "3 claim 3H 4H 5H")
    assert s.current == 3 and card("5H") in s.melds[0].cards
    assert "claim" not in kinds(s, 2)
    refused(s, "2 claim 5S 5H 5D")
    assert s.has_turned == [True, False, False, True]


def test_H_TURN_4_claims_end_when_the_next_seat_draws():
    s = claim_position()
    play(s, "1 draw_stock")
    assert "claim" not in kinds(s, 2) and "claim" not in kinds(s, 3)
    assert "not seat 2's turn" in refused(s, "2 claim 5S 5H 5D")


def test_H_TURN_4_the_claimer_melds_adds_and_may_go_out_in_the_claimed_turn():
    s = claim_position()
    play(s, "2 claim 5S 5H 5D", "2 meld 9H 9S 9D")
    assert "2 draw_stock" not in texts(s, 2)
    play(s, "2 add 9C @1")                          # melded from hand in this turn: may add
    assert s.hands[2] == [card("TD")] and not s.over
    play(s, "2 discard TD")                          # all but one melded, the last discarded: out
    r = s.result
    assert r.reason == "out" and r.winners == (2,) and r.pays_all == 0


# ---------------------------------------------------------------- H-TURN-5
def test_H_TURN_5_priority_the_claimer_whose_turn_comes_first_wins():
    s = claim_position({"claims": "priority"})
    assert s.current == 1
    assert "draw_stock" not in kinds(s, 1)            # claims are still open
    assert {"take_discard", "pass"} <= kinds(s, 1)
    assert {"claim", "pass"} <= kinds(s, 2) and {"claim", "pass"} <= kinds(s, 3)
    play(s, "3 claim 3H 4H 5H")                        # called first, but seats 1 and 2 come first
    assert s.top_discard == card("5H") and s.current == 1 and not s.melds
    play(s, "2 claim 5S 5H 5D")
    assert s.top_discard == card("5H") and not s.melds
    play(s, "1 pass")                                  # seat 1 declines: seat 2 is next in turn
    assert s.current == 2 and sorted(s.melds[0].cards) == list(cards("5S 5H 5D"))
    assert s.has_turned == [True, False, True, False]
    play(s, "2 discard TD")
    assert s.current == 3


def test_H_TURN_5_priority_the_seat_in_turn_beats_an_earlier_claim():
    s = claim_position({"claims": "priority"})
    play(s, "3 claim 3H 4H 5H", "1 take_discard 5H 6H 7H")
    assert s.current == 1 and sorted(s.melds[0].cards) == list(cards("5H 6H 7H"))
    assert "claim" not in kinds(s, 2) and "claim" not in kinds(s, 3)


def test_H_TURN_5_priority_all_pass_then_the_seat_in_turn_draws():
    s = claim_position({"claims": "priority"})
    play(s, "2 pass", "3 pass", "1 pass")
    assert s.window is None and kinds(s, 1) >= {"draw_stock"}
    assert "take_discard" not in kinds(s, 1)
    play(s, "1 draw_stock")
    assert s.phase == "play"


def test_H_TURN_5_next_only_the_discard_goes_only_to_the_next_player():
    s = claim_position({"claims": "next_only"})
    assert "claim" not in kinds(s, 2) and "claim" not in kinds(s, 3)
    assert s.window is None
    refused(s, "2 claim 5S 5H 5D")
    assert kinds(s, 1) >= {"draw_stock", "take_discard"}
    play(s, "1 take_discard 5H 6H 7H")
    assert s.current == 1


# ---------------------------------------------------------------- H-TURN-6
def test_H_TURN_6_no_knock_in_a_claimed_turn_a_claim_counts_as_a_turn():
    s = hand("5H 9C TC JC KD QD 8S", "AD 2D 3D 9H 9S JH JS", "5S 5D AS AH AC 2S 2H",
             stock="KH 4C 6D 8D", discard="4D")
    assert s.has_turned == [False, False, False]
    play(s, "0 draw_stock")
    assert s.has_turned == [True, False, False]
    play(s, "0 discard 5H", "2 claim 5S 5H 5D")
    assert s.has_turned == [True, False, True]
    # 7 points left in hand: a knock would be allowed at the start of an ordinary turn, not now
    assert s.phase == "play" and not ({"knock", "blast"} & kinds(s, 2))
    play(s, "2 discard 2H")
    assert s.has_turned == [True, False, True]
    play(s, "0 draw_stock", "0 discard 4C", "1 draw_stock", "1 discard 6D")
    assert s.current == 2 and "knock" in kinds(s, 2)   # a turn begun in order
    play(s, "2 knock")
    assert s.result.reason == "knock" and s.result.winners == (2,)
