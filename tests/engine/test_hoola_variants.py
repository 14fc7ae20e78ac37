"""Battle Hoola variants (RULES.md H-VAR-1 .. H-VAR-8).

Every option of HoolaOptions is exercised by a Hoola rule test (the last test here checks it).
"""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from game.engine import describe, new_hand, parse_cards
from game.engine.melds import classify
from game.games.hoola.rules.options import HoolaOptions

from helpers import Fraction, card, cards, find, hand, kinds, meld_round, pays, play, refused, texts


# ---------------------------------------------------------------- H-VAR-1 six or seven players
SIX = ["AS AH AD AC 2S 2H 5D",     # seat 0, the dealer: 13 points, a Sopang
       "KS KH KD QS QH QD JS",
       "9C 9D TC TD JC JD 8D",
       "3C 3D 4C 4D 5C 6C 6D",
       "8C 8H 9H TH JH 2C 2D",
       "7S 3H 4H 5H 8S 9S TS"]     # a seven, a run 3-4-5H and a run 8-9-10S: 3 units


def six(options=None):
    return new_hand("hoola", players=6, hands=SIX, stock="QC KC 6S 6H", discard="3S", seed=1,
                    options=options)


def test_H_VAR_1_drop_outs_are_asked_in_turn_from_the_dealers_right_never_the_dealer():
    s = six()
    assert s.phase == "dropout"
    assert set(texts(s, 1)) == {"1 stay_in", "1 drop_out"}
    assert all(s.legal_actions(x) == [] for x in (0, 2, 3, 4, 5))
    play(s, "1 stay_in")
    assert set(texts(s, 2)) == {"2 stay_in", "2 drop_out"} and s.legal_actions(1) == []
    refused(s, "0 drop_out")


def test_H_VAR_1_a_voluntary_drop_out_leaves_five_and_its_cards_go_to_the_stock():
    s = six()
    play(s, "1 drop_out")
    # one has dropped out of six: the rest must play, nobody else is asked
    assert s.phase == "start" and s.current == 0
    assert s.active == [True, False, True, True, True, True]
    assert s.hands[1] == [] and set(parse_cards(SIX[1])) <= set(s.stock)
    assert len(s.stock) == 4 + 7
    assert s.side_payments == {}                     # chose to drop out: no compensation
    play(s, "0 draw_stock")
    play(s, f"0 discard {s.hands[0][-1]}")
    assert s.current == 2                            # seat 1 is skipped
    assert "knock" not in kinds(s, 1) and s.legal_actions(1) == []


def test_H_VAR_1_a_forced_drop_out_is_compensated_a_quarter_stake_per_seven_set_or_run():
    s = six()
    play(s, "1 stay_in", "2 stay_in", "3 stay_in", "4 stay_in")   # four besides the dealer: seat 5 must go
    assert s.phase == "start" and s.active == [True, True, True, True, True, False]
    assert s.extra["dropout"]["forced"] == [5] and s.extra["dropout"]["units"] == {5: 3}
    assert s.hands[5] == [] and set(parse_cards(SIX[5])) <= set(s.stock)   # its cards go to the stock
    assert s.side_payments == {5: 3, 1: Fraction(-3, 4), 2: Fraction(-3, 4), 3: Fraction(-3, 4),
                               4: Fraction(-3, 4)}
    play(s, "0 blast")
    # the blast: seats 1-4 melded nothing and rank last equal (4 stakes each, no turn)
    assert pays(s) == {0: 16, 1: Fraction(-19, 4), 2: Fraction(-19, 4), 3: Fraction(-19, 4),
                       4: Fraction(-19, 4), 5: 3}


@pytest.mark.parametrize("rate,each", [(0.5, Fraction(3, 2)), (0.0, 0)])
def test_H_VAR_1_option_compensation_rate(rate, each):
    s = six({"dropout_compensation": rate})
    play(s, "1 stay_in", "2 stay_in", "3 stay_in", "4 stay_in")
    assert s.side_payments.get(5, 0) == 4 * each
    assert s.side_payments.get(1, 0) == -each


SEVEN = ["AS 3S 4S 5S 6S 7S 8S", "9S TS JS QS KS AH 3H", "2S 2H 2D JC QC KC 5D",
         "4H 5H 6H 7H 8H 9H TH", "JH QH KH AD 3D 4D 6D", "7D 8D 9D TD JD QD KD", "AC 2C 3C 4C 5C 6C 7C"]


def test_H_VAR_1_seven_players_two_drop_out():
    s = new_hand("hoola", players=7, hands=SEVEN, stock="8C 9C", discard="TC", dealer=3, seed=2)
    order = []
    for choice in ("stay_in", "drop_out", "stay_in", "stay_in", "stay_in"):
        seat = s.extra["asking"]
        order.append(seat)
        assert s.legal_actions(3) == []              # the dealer never drops out
        play(s, f"{seat} {choice}")
    assert order == [4, 5, 6, 0, 1]
    # four besides the dealer chose to play: seat 2 is forced out with 2-2-2 and J-Q-K of clubs
    assert s.active == [True, True, False, True, True, False, True]
    assert s.extra["dropout"]["forced"] == [2]
    half = Fraction(1, 2)
    assert s.side_payments == {2: 2, 4: -half, 6: -half, 0: -half, 1: -half}
    assert s.current == 3 and s.phase == "start" and len(s.stock) == 2 + 14
    play(s, "3 draw_stock")
    play(s, f"3 discard {s.hands[3][-1]}")
    assert s.current == 4
    play(s, "4 draw_stock")
    play(s, f"4 discard {s.hands[4][-1]}")
    assert s.current == 6                            # seat 5 dropped out
    s.check_invariants()


# ---------------------------------------------------------------- H-VAR-2 jokers
@pytest.mark.parametrize("jokers", [1, 2])
def test_H_VAR_2_jokers_in_the_pack(jokers):
    s = new_hand("hoola", players=4, seed=5, options={"jokers": jokers})
    every = s.all_cards()
    assert len(every) == 52 + jokers and sum(c.is_joker for c in every) == jokers


@pytest.mark.parametrize("text,kind", [
    ("5S 5H JK", "set"), ("5H 6H JK", "run"), ("5H JK 7H", "run"), ("KC JK 2C", "run"),
    ("7S 7H JK", "set"), ("JK", None), ("7H JK", None), ("5H JK JK.1", None), ("5S JK", None),
])
def test_H_VAR_2_a_joker_is_wild_once_per_meld_and_never_makes_a_short_meld(text, kind):
    rules = new_hand("hoola", players=2, seed=1, options={"jokers": 2}).rules
    assert classify(parse_cards(text), rules) == kind


def test_H_VAR_2_melding_with_a_joker_from_hand():
    s = hand("5S 5H JK 7H 9C JC KD", "AH 2H 3H 4H 6H 8H TH", stock="QD KS", discard="4D",
             options={"jokers": 1})
    play(s, "0 draw_stock")
    listed = texts(s, 0)
    assert str(find(s, 0, "meld", "5S 5H JK")) in listed
    assert "0 meld 7H JK" not in listed and "0 meld JK" not in listed
    assert str(find(s, 0, "meld", "7H")) in listed


def test_H_VAR_2_a_discarded_joker_cannot_be_taken():
    s = hand("JK 2S 3D 9C JC KD QC", "5S 5H AH 2H 3H 4H 6H", "5D 5C 8H 8D 8C TH TD",
             stock="QD KS 9D", discard="4D", options={"jokers": 1})
    play(s, "0 draw_stock", "0 discard JK")
    assert s.window is None
    assert "take_discard" not in kinds(s, 1) and s.legal_actions(2) == []
    assert "joker" in refused(s, "1 take_discard 5S 5H JK")
    assert "2 claim 5D 5C JK" not in texts(s, 2)


JOKER_HANDS = ("JK 2S 3H 4D 5C 6S 8H", "JK.1 2H 3D 4C 5S 6H 8D")   # 28 points besides the joker


@pytest.mark.parametrize("scoring,had_turn,no_turn", [
    ("double", 56, 28), ("x5", 140, 28), ("zero", 28, 28), ("14x3", 14 + 84, 14 + 28),
    ("20", 48, 48), ("30", 58, 58),
])
def test_H_VAR_2_joker_left_in_hand_scoring(scoring, had_turn, no_turn):
    s = hand(*JOKER_HANDS, stock="9D", discard="4S", options={"jokers": 2, "joker_scoring": scoring})
    play(s, "0 draw_stock", "0 discard 9D")       # the last stock card: play ends
    assert s.result.reason == "stock"
    # seat 0 had a turn: joker multipliers apply; seat 1 had none: they do not
    assert s.result.points == {0: had_turn, 1: no_turn}


# ---------------------------------------------------------------- H-VAR-3 sevens always 7
def test_H_VAR_3_option_sevens_count_7_in_hand_at_the_end():
    for opt, pts in ((False, {0: 29, 1: 70}), (True, {0: 29, 1: 63})):
        s = hand("AS 2S 3S 4S 5S 6S 8S", "7H 9S TS JS QS KS AH", stock="9D", discard="4D",
                 options={"sevens_seven": opt})
        play(s, "0 draw_stock", "0 discard 9D")
        assert s.result.points == pts


def test_H_VAR_3_option_sevens_count_7_for_a_knock():
    for opt in (False, True):
        s = hand("3S 4S 5S 6S 7C AH 2C", "9D 9C TD TC JD JC 8D", stock="KD QD JH", discard="4D",
                 options={"sevens_seven": opt})
        play(s, "0 draw_stock", "0 meld 3S 4S 5S 6S", "0 discard KD", "1 draw_stock", "1 discard QD")
        assert ("knock" in kinds(s, 0)) is opt          # 7C AH 2C: 10 or 17


# ---------------------------------------------------------------- H-VAR-4 grouping sevens
def group_position(options):
    s = hand("7S 9S TS JS 2C 3D 4H", "7H 7D QS 5C 6D 8H AC", "KS KH 2S 3S 4S 5S 6S",
             stock="KD KC 9H 9D", discard="4D", options=options)
    play(s, "0 draw_stock", "0 meld 7S", "0 meld 9S TS JS", "0 discard KD", "1 draw_stock")
    return s


def test_H_VAR_4_option_grouping_sevens_from_the_table():
    s = group_position({"group_sevens": True})
    assert "1 add QS @1" not in texts(s, 1)           # seat 1 has not melded
    act = find(s, 1, "group_sevens", "7H 7D", 0)
    play(s, act)
    m = s.melds[0]
    assert sorted(m.cards) == list(cards("7S 7H 7D")) and m.owner == 1 and m.kind == "set"
    assert card("7H") not in s.hands[1] and card("7D") not in s.hands[1]
    # grouping is not melding from hand: still no adding (H-MELD-4)
    assert "add" not in kinds(s, 1)
    assert "only after melding" in refused(s, "1 add QS @1")
    play(s, "1 discard KC")
    assert s.current == 2


def test_H_VAR_4_no_grouping_without_the_option_or_onto_a_longer_meld():
    s = group_position({})
    assert "group_sevens" not in kinds(s, 1)
    s = hand("7S 8S 9S JS 2C 3D 4H", "7H 7D QS 5C 6D 8H AC", stock="KD KC", discard="4D",
             options={"group_sevens": True})
    play(s, "0 draw_stock", "0 meld 7S 8S 9S", "0 discard KD", "1 draw_stock")
    assert "group_sevens" not in kinds(s, 1)          # 7S is not a lone seven


# ---------------------------------------------------------------- H-VAR-5 four melded sevens
@pytest.mark.parametrize("option", [True, False])
def test_H_VAR_5_option_winning_with_all_four_sevens_melded(option):
    s = hand("7S 7H 7D 6C 8C 9H KD", "AH 2H 3H 4H 5H 6H TH", stock="QD JS 7C KS", discard="4D",
             options={"big_luck_melded": option})
    play(s, "0 draw_stock", "0 meld 7S 7H 7D", "0 discard QD", "1 draw_stock", "1 discard JS")
    play(s, "0 draw_stock")
    assert "big_luck" not in kinds(s, 0)
    play(s, "0 meld 6C 7C 8C")                       # the fourth seven, in a run
    assert ("big_luck" in kinds(s, 0)) is option
    if option:
        play(s, "0 big_luck")
        assert s.result.reason == "big_luck" and s.result.winners == (0,)


# ---------------------------------------------------------------- H-VAR-6 two players, plain
def test_H_VAR_6_option_two_players_without_blasts_big_luck_or_knocks():
    hands = ("AS AH AD AC 2S 2H 2D", "7S 7H 7D 7C KS KH KD")
    s = hand(*hands, stock="9C 9D", discard="4D")
    assert {"blast", "knock"} <= kinds(s, 0) and "big_luck" in kinds(s, 1)
    s = hand(*hands, stock="9C 9D", discard="4D", options={"two_player_plain": True})
    assert kinds(s, 0) == {"draw_stock"} and s.legal_actions(1) == []
    play(s, "0 draw_stock", "0 discard 9C")
    assert "big_luck" not in kinds(s, 1) and "blast" not in kinds(s, 1)
    # with three players the option changes nothing
    s = hand(*hands, "3S 4S 5S 6S 8S 9S TS", stock="9C 9D", discard="4D", options={"two_player_plain": True})
    assert {"blast", "knock"} <= kinds(s, 0)


def test_H_VAR_6_option_only_a_perfect_may_go_out():
    opts = {"two_player_plain": True, "perfect_only_out": True}
    s = hand("3S 4S 5S 9H 9D 9C KC", "AH 2H 3H 4H 5H 6H TH", stock="6S 8D 2S QD", discard="JC", options=opts)
    play(s, "0 draw_stock", "0 meld 3S 4S 5S", "0 meld 9H 9D 9C", "0 discard KC")
    play(s, "1 draw_stock", "1 discard 8D", "0 draw_stock")
    # seat 0 melded before this turn: it may not go out, so it may not lay 6S or 2S either
    assert sorted(texts(s, 0)) == ["0 discard 2S", "0 discard 6S"]
    assert "may not go out" in refused(s, "0 add 6S @0")
    play(s, "0 discard 2S")
    assert not s.over and s.hands[0] == [card("6S")]
    # without the option the same position goes out
    s = hand("3S 4S 5S 9H 9D 9C KC", "AH 2H 3H 4H 5H 6H TH", stock="6S 8D 2S QD", discard="JC",
             options={"two_player_plain": True})
    play(s, "0 draw_stock", "0 meld 3S 4S 5S", "0 meld 9H 9D 9C", "0 discard KC")
    play(s, "1 draw_stock", "1 discard 8D", "0 draw_stock", "0 add 6S @0", "0 add 2S @0")
    assert s.result.reason == "out"


def test_H_VAR_6_option_a_perfect_may_still_go_out():
    s = hand("3S 4S 5S 6S 8H 8D 8C", "AH 2H 3H 4H 5H 6H 9H", stock="KD QD", discard="JC",
             options={"two_player_plain": True, "perfect_only_out": True})
    play(s, "0 draw_stock", "0 meld 3S 4S 5S 6S", "0 meld 8H 8D 8C", "0 discard KD")
    assert s.result.reason == "out" and s.result.perfect


def test_H_VAR_6_perfect_only_play_never_gets_stuck():
    opts = {"two_player_plain": True, "perfect_only_out": True}
    for seed in range(30):
        s = new_hand("hoola", players=2, seed=seed, options=opts)
        rng = random.Random(seed)
        while not s.over:
            seats = [x for x in range(2) if s.legal_actions(x)]
            assert seats, f"seed {seed}: nobody can act in a live hand"
            seat = rng.choice(seats)
            s.apply(rng.choice(s.legal_actions(seat)))
        assert s.result.reason in ("out", "stock")
        if s.result.reason == "out":
            assert s.result.perfect


# ---------------------------------------------------------------- H-VAR-7 online rules
CLAIM_BLAST = ("2S 3S 4S 5S 6S 8S KD",       # seat 0 melds 2-6S and discards the AS it draws
               "QS KS 4C 8C 9S TD JD",       # seat 1 (next) could take AS into Q-K-A
               "AH AD 2H 2D 3H 3D KC")       # seat 2: 25 points; with AS, seven cards make 13


def claim_blast(options):
    s = hand(*CLAIM_BLAST, stock="AS KH JC QC", discard="6C", options=options)
    play(s, "0 draw_stock", "0 meld 2S 3S 4S 5S 6S", "0 discard AS")
    return s


def test_H_VAR_7_option_claim_a_discard_to_complete_a_blast():
    s = claim_blast({})
    assert "blast" not in kinds(s, 2)
    s = claim_blast({"claim_to_win": True})
    assert "2 blast AS" in texts(s, 2)
    play(s, "2 blast AS")
    r = s.result
    assert r.reason == "blast" and r.winners == (2,) and r.pays_all == 0
    assert len(s.hands[2]) == 8 and s.window is None
    # seat 0 (discarder) and seat 1 (no meld, no turn) rank last equal; seat 0 pays both
    assert r.base == {0: 2, 1: 2}
    assert pays(s) == {0: -4, 1: 0, 2: 4}


def test_H_VAR_7_claim_to_blast_by_the_next_seat_while_others_may_claim():
    s = hand("2S 3S 4S 5S 6S 8S KD", "AH AD 2H 2D 3H 3D KC", "QS KS 4C 8C 9S TD JD",
             stock="AS KH JC QC", discard="6C", options={"claim_to_win": True})
    play(s, "0 draw_stock", "0 meld 2S 3S 4S 5S 6S", "0 discard AS")
    assert s.window is not None and "claim" in kinds(s, 2)
    assert "1 blast AS" in texts(s, 1)
    play(s, "1 blast AS")
    assert s.result.winners == (1,) and s.result.pays_all == 0


def test_H_VAR_7_option_claim_a_discarded_seven_for_big_luck():
    s = hand("7C 9S TS JS KD QC 2H", "AH AD 2C 2D 3H 3D KC", "7S 7H 7D 4C 8C TD JD",
             stock="KH 5C", discard="6C", options={"claim_to_win": True})
    play(s, "0 draw_stock", "0 meld 9S TS JS", "0 discard 7C")
    play(s, "2 big_luck 7C")
    r = s.result
    assert r.reason == "big_luck" and r.winners == (2,) and r.pays_all == 0


def test_H_VAR_7_option_pays_for_all_doubled_with_more_than_two_players():
    for opt, total in ((False, 8), (True, 16)):
        s = meld_round("9S TS JS | AS 2S 3S 4S", "9H TH JH | AH 2H 3H AD", "9D TD JD | 7C QC 8D 8C",
                       "9C TC JC | 6S 6H 6D 6C", options={"online_pay_all_double": opt})
        play(s, "0 knock")
        assert pays(s) == {0: -total, 1: total, 2: 0, 3: 0}
    # a discard claimed to go out (a Perfect: debts 8 and 8, seat 0 pays both; doubled online)
    for opt, total in ((False, 16), (True, 32)):
        s = hand("5H 9S TS JS KD QC 2H", "AH AD AC 2C 3C 4C 6D", "5S 5D 8S 8H 8D 8C 9H",
                 stock="3S 3D", discard="6C", options={"online_pay_all_double": opt})
        play(s, "0 draw_stock", "0 meld 9S TS JS", "0 discard 5H", "2 claim 5S 5D 5H",
             "2 meld 8S 8H 8D 8C", "2 discard 9H")
        assert s.result.pays_all == 0
        assert pays(s) == {0: -total, 1: 0, 2: total}


def test_H_VAR_7_option_multipliers_without_a_turn():
    base = ("AS AH AD AC 2S 3H 5D", "7S 7H 2D 2H 3S 3D 4S", "KS KH KD QS QH QD JS")
    s = hand(*base, stock="8C 6C", discard="6D", options={"multipliers_without_turn": True})
    play(s, "0 blast")
    r = s.result
    assert sorted(r.multipliers[1]) == [("no meld", 2), ("seven in hand", 2), ("seven in hand", 2)]
    assert pays(s) == {0: 16 + 4, 1: -16, 2: -4}
    s = hand(*JOKER_HANDS, stock="9D", discard="4S",
             options={"jokers": 2, "joker_scoring": "double", "multipliers_without_turn": True})
    play(s, "0 draw_stock", "0 discard 9D")
    assert s.result.points == {0: 56, 1: 56}


@pytest.mark.parametrize("m", [7, 8])
def test_H_VAR_7_option_blast_multiplier(m):
    s = hand("AS AH AD AC 2S 3H 5D", "9D 9C TD TC JD JC 8D", "KS KH KD QS QH QD JS",
             stock="8C 6C", discard="6D", options={"blast_multiplier": m})
    play(s, "0 blast")
    assert s.result.multipliers[1] == [("blast", m)]
    assert pays(s) == {0: 4 * m, 1: -2 * m, 2: -2 * m}


@pytest.mark.parametrize("m", [7, 8, 9, 10])
def test_H_VAR_7_option_big_luck_multiplier(m):
    s = hand("9D 9C TD TC JD JC 8D", "2S 3S 4S 5S 6S 8S 9S", "7S 7H 7D 7C AS AH 2H",
             stock="KD QD", discard="4D", options={"big_luck_multiplier": m})
    play(s, "2 big_luck")
    assert pays(s) == {0: -2 * m, 1: -2 * m, 2: 4 * m}


def test_H_VAR_7_option_a_joker_may_stand_for_a_seven_in_big_luck():
    for opt in (False, True):
        s = hand("9D 9C TD TC JD JC 8D", "7S 7H 7D JK AS AH 2H", stock="KD QD", discard="4D",
                 options={"jokers": 1, "joker_as_seven": opt})
        assert ("big_luck" in kinds(s, 1)) is opt


@pytest.mark.parametrize("cards_text,seven7,seven14", [
    ("7S AS AH AD AC 2S 2H", True, False),      # 15 or 22
    ("KS KH KD KC QS JH 7S", False, True),      # 82 or 89
])
def test_H_VAR_7_option_winjoy_sevens_14_for_blasts(cards_text, seven7, seven14):
    for value, expect in ((7, seven7), (14, seven14)):
        s = hand(cards_text, "9D 9C TD TC JD JC 8D", stock="2D 3D", discard="4D",
                 options={"blast_seven_value": value})
        assert ("blast" in kinds(s, 0)) is expect


def test_H_VAR_7_option_hangame_daepang_at_80():
    for value, expect in ((83, False), (80, True)):
        s = hand("KS KH KD KC QS 9H 8S", "9D 9C TD TC JD JC 8D", stock="2D 3D", discard="4D",
                 options={"daepang_min": value})
        assert ("blast" in kinds(s, 0)) is expect


# ---------------------------------------------------------------- H-VAR-8 doubtful variants
def test_H_VAR_8_option_picture_cards_ten_without_blasts():
    s = hand("JS QS KS AH 2H 3H 4H", "AS AD AC 2S 2D 2C 5D", stock="9D", discard="4D",
             options={"picture_cards": "ten_no_blasts"})
    assert "blast" not in kinds(s, 0)
    play(s, "0 draw_stock", "0 discard 9D")
    assert s.result.points == {0: 30 + 10, 1: 3 + 6 + 5}
    s = hand("JS QS KS AH 2H 3H 4H", "AS AD AC 2S 2D 2C 5D", stock="9D", discard="4D")
    play(s, "0 draw_stock", "0 discard 9D")
    assert s.result.points[0] == 36 + 10


@pytest.mark.parametrize("cards_text,blast", [
    ("JS JH JD QS QH KS KH", True),             # all picture cards: Daepang
    ("TS TH TD TC 9S 9H 9D", False),            # 67, not all pictures
    ("AS AH AD AC 2S 2H 5D", True),             # a Sopang still counts
])
def test_H_VAR_8_option_picture_cards_ten_daepang_of_pictures(cards_text, blast):
    s = hand(cards_text, "3C 4C 5C 6C 8C 8D 6D", stock="2D 3D", discard="4D",
             options={"picture_cards": "ten_picture_daepang"})
    assert ("blast" in kinds(s, 0)) is blast


@pytest.mark.parametrize("mode,unmelded", [("strict", 0), ("half", Fraction(1, 2))])
def test_H_VAR_8_option_hertzog_payments(mode, unmelded):
    s = meld_round("9S TS JS | AS 2S 3S 4S",        # 10: fewest when the stock runs out
                   "9H TH JH | KH QC 8D 8C",        # 41: most points, pays 3
                   "9D TD JD | 6S 6H 6D 6C",        # 24: pays 2
                   "9C TC JC | 5S 5H 5D 5C",        # 20: pays 1
                   " | AH AD AC 2H 2D 2C 3H",       # melded nothing: pays nothing (or half)
                   melders=[0, 1, 2, 3], extra=0, options={"hertzog_payments": mode})
    r = s.result
    assert r.reason == "stock" and r.winners == (0,)
    assert pays(s) == {0: 6 + unmelded, 1: -3, 2: -2, 3: -1, 4: -unmelded}


def test_H_VAR_8_option_hertzog_only_the_dealer_with_one_card_may_knock():
    opts = {"hertzog_payments": "strict"}
    s = hand("3S 4S 5S 9H 9D 9C KC", "AS AH AD AC 2S 2H 2D", stock="6S 8D 2C QD", discard="JC", options=opts)
    play(s, "0 draw_stock", "0 meld 3S 4S 5S", "0 meld 9H 9D 9C", "0 discard KC")
    assert "knock" not in kinds(s, 1)                 # 10 points, but not the dealer
    play(s, "1 draw_stock", "1 discard 8D")
    assert s.hands[0] == [card("6S")] and "knock" in kinds(s, 0)
    s = meld_round("9S TS JS | AS 2S 3S 4S", "9H TH JH | KH QC 8D 8C", options=opts)
    assert "knock" not in kinds(s, 0)                 # the dealer, but four cards
    s = meld_round("9S TS JS | AS 2S 3S 4S", "9H TH JH | KH QC 8D 8C")
    assert "knock" in kinds(s, 0)


def test_H_VAR_8_option_glenn_melds_at_most_four_and_a_fourth_card_kills():
    opts = {"glenn_melds": True}
    s = hand("2S 3S 4S 5S 6S 9H KD", "3H 4H 5H 6H 2H 8D 8C", stock="QD JH TD 9C", discard="JC", options=opts)
    play(s, "0 draw_stock")
    assert "0 meld 2S 3S 4S 5S 6S" not in texts(s, 0)
    plain = hand("2S 3S 4S 5S 6S 9H KD", "3H 4H 5H 6H 2H 8D 8C", stock="QD JH TD 9C", discard="JC")
    play(plain, "0 draw_stock")
    assert "0 meld 2S 3S 4S 5S 6S" in texts(plain, 0)
    play(s, "0 meld 2S 3S 4S", "0 discard KD", "1 draw_stock", "1 meld 3H 4H 5H")
    assert "1 add 2H @1" not in texts(s, 1)           # runs grow upward only
    stock_before = len(s.stock)
    events = play(s, "1 add 6H @1")                     # the fourth card kills the meld
    assert [e.kind for e in events] == ["add", "meld_killed"]
    assert s.meld_by_id(1) is None and [m.id for m in s.melds] == [0]
    assert len(s.stock) == stock_before + 4 and set(cards("3H 4H 5H 6H")) <= set(s.stock)


def test_H_VAR_8_option_glenn_a_lone_seven_may_grow_down_and_keeps_that_way():
    opts = {"glenn_melds": True}
    s = hand("7S 6S 8S 5S 2C 3D KD", "AH 2H 3H 4H 6H 8H TH", stock="QD JH TD 9C", discard="JC", options=opts)
    play(s, "0 draw_stock", "0 meld 7S")
    assert "0 add 6S @0" in texts(s, 0) and "0 add 8S @0" in texts(s, 0)
    play(s, "0 add 6S @0")
    assert "0 add 8S @0" not in texts(s, 0) and "0 add 5S @0" in texts(s, 0)
    play(s, "0 add 5S @0")
    assert sorted(s.melds[0].cards) == list(cards("5S 6S 7S"))


@pytest.mark.parametrize("penalty", [3, 5, 10])
def test_H_VAR_8_option_fixed_undercut_penalty(penalty):
    s = meld_round("9S TS JS | AS 2S 3S 4S", "9H TH JH | AH 2H 3H AD", "9D TD JD | 7C QC 8D 8C",
                   "9C TC JC | 6S 6H 6D 6C", options={"undercut_penalty": penalty})
    play(s, "0 knock")
    assert s.result.winners == (1,)
    assert pays(s) == {0: -3 * penalty, 1: penalty, 2: penalty, 3: penalty}


def test_H_VAR_8_option_quads_count_zero():
    # H-END-6 in full; here the option through a whole hand: a quad left in hand is free
    s = meld_round("9S TS JS | AS 2S 3S 4S", "9H TH JH | 6S 6H 6D 6C", "9D TD JD | 5S 5H 4D 4C",
                   extra=0, options={"quads_zero": True})
    assert s.result.points == {0: 10, 1: 0, 2: 18} and s.result.winners == (1,)


# ---------------------------------------------------------------- every option is exercised
def test_H_VAR_every_option_of_HoolaOptions_is_exercised_by_a_rule_test():
    here = Path(__file__).parent
    text = "\n".join(p.read_text() for p in here.glob("test_hoola_*.py"))
    missing = [i.name for i in describe(HoolaOptions)
               if not re.search(r'["\']' + i.name + r'["\']\s*:', text)]
    assert missing == []
