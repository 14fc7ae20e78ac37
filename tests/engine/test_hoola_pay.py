"""Battle Hoola: settlement in stakes (RULES.md H-PAY-1 .. H-PAY-8).

Every end is reached by playing real actions from a stated position; payments are exact
Fractions that sum to zero (checked by ``pays``).
"""
from __future__ import annotations

from game.engine import new_match

from helpers import Fraction, card, hand, meld_round, pays, play


# ---------------------------------------------------------------- H-PAY-1
def test_H_PAY_1_losers_pay_1_2_3_by_points_in_hand():
    s = meld_round("9S TS JS | AS 2S 3S 4S",        # 10: knocks
                   "9H TH JH | AH 2H 3H 5H",        # 11
                   "9D TD JD | 6D 6C 6H 6S",        # 24
                   "9C TC JC | 5S 5D 4H 4D")        # 18
    play(s, "0 knock")
    r = s.result
    assert r.winners == (0,) and r.points == {0: 10, 1: 11, 2: 24, 3: 18}
    assert r.base == {1: 1, 3: 2, 2: 3}
    assert pays(s) == {0: 6, 1: -1, 2: -3, 3: -2}


def test_H_PAY_1_sevens_count_14_in_the_ranking():
    s = meld_round("9S TS JS | AS 2S 3S 4S",        # 10: knocks
                   "9H TH JH | 7C AH 2H 3H",        # 20 with the seven at 14 (13 at 7)
                   "9D TD JD | 6D 6C 4H 2D")        # 18
    play(s, "0 knock")
    r = s.result
    assert r.points == {0: 10, 1: 20, 2: 18}
    assert r.base == {2: 1, 1: 2}
    assert pays(s) == {0: 5, 1: -4, 2: -1}          # seat 1 pays 2, doubled for the seven


# ---------------------------------------------------------------- H-PAY-2
def test_H_PAY_2_tied_losers_pay_the_higher_amount_seed_example():
    # seed 000: 5 players A 11, B 3, C 34, D 34, E 11: B wins; C and D pay 4, A and E pay 2
    A, B, C, D, E = range(5)
    s = meld_round("9S TS JS | AS 2S 3S 5S",        # A 11
                   "6S 6H 6D 6C | AH AD AC",        # B 3 (melded four sixes)
                   "9D TD JD | QS QH 8D 2H",        # C 34
                   "9C TC JC | KS 8S 8C 5C",        # D 34
                   "9H TH JH | 2C 3C 4C 2D",        # E 11
                   dealer=B)
    assert s.current == B
    play(s, f"{B} knock")
    r = s.result
    assert r.reason == "knock" and r.winners == (B,)
    assert r.points == {A: 11, B: 3, C: 34, D: 34, E: 11}
    assert pays(s) == {A: -2, B: 12, C: -4, D: -4, E: -2}


# ---------------------------------------------------------------- H-PAY-3
def test_H_PAY_3_no_meld_with_seven_cards_ranks_last_whatever_the_points():
    s = meld_round("9S TS JS | AS 2S 3S 4S",        # 10: knocks and wins
                   "9H TH JH | KH QC 8D 8C",        # 41
                   " | AH AD AC 2H 2D 2C 3H",       # 12 points, but melded nothing: last
                   "9C TC JC | 5S 5H 5D 5C",        # 20
                   melders=[0, 1, 3])
    play(s, "0 knock")
    r = s.result
    assert r.winners == (0,) and r.points[2] == 12
    assert r.base == {3: 1, 1: 2, 2: 3} and r.ranks[2] == 4
    assert r.multipliers[2] == [("no meld", 2)]      # it had a turn: doubled (H-PAY-5)
    assert pays(s) == {0: 9, 1: -2, 2: -6, 3: -1}


def test_H_PAY_3_players_without_a_turn_who_melded_nothing_rank_last_equal():
    s = hand("AS AH AD AC 2S 3H 5D", "2D 2H 3S 3D 4S 4H 4D", "KS KH KD QS QH QD JS",
             "9C 9D TC TD JC JD 8D", stock="8C 6C", discard="6D")
    play(s, "0 blast")
    r = s.result
    assert r.base == {1: 3, 2: 3, 3: 3}                # 18, 64, 60 points: all last equal
    assert pays(s) == {0: 9, 1: -3, 2: -3, 3: -3}


def test_H_PAY_3_an_undercut_knocker_ranks_last():
    s = meld_round("9S TS JS | AS 2S 3S 4S",        # knocks with 10
                   "9H TH JH | AH 2H 3H AD",        # 7: undercuts
                   "9D TD JD | KD QC 8D 8C")        # 41
    play(s, "0 knock")
    r = s.result
    assert r.winners == (1,) and r.knocker == 0
    assert r.base == {2: 1, 0: 2}                    # fewer points than seat 2, still last
    assert r.ranks[0] == 3


def test_H_PAY_3_the_discarder_whose_discard_won_ranks_last():
    # seat 0 discards 5H; seat 2 claims it and goes out at once (a Perfect); seat 1 was skipped
    s = hand("5H 9S TS JS KD QC 2H", "AH AD AC 2C 3C 4C 6D", "5S 5D 8S 8H 8D 8C 9H",
             stock="3S 3D", discard="6C")
    play(s, "0 draw_stock", "0 meld 9S TS JS", "0 discard 5H", "2 claim 5S 5D 5H", "2 meld 8S 8H 8D 8C")
    assert not s.over and s.hands[2] == [card("9H")]
    play(s, "2 discard 9H")
    r = s.result
    assert r.reason == "out" and r.winners == (2,) and r.perfect
    assert r.pays_all == 0
    assert r.base == {0: 2, 1: 2} and r.ranks == {2: 1, 0: 3, 1: 3}
    # both owe 2 x 4 (Perfect, which applies also to seat 1 without a turn); seat 0 pays both debts
    assert r.debts == {0: 8, 1: 8}
    assert pays(s) == {0: -16, 1: 0, 2: 16}


# ---------------------------------------------------------------- H-PAY-4
def test_H_PAY_4_tied_winners_at_end_of_stock_share_seed_example():
    # seed 000: A 9, B 9, C 15, D 25 when the stock runs out: C pays 2, D pays 3, A and B get 2.5
    s = meld_round("9S TS JS | AS 2D 3H 3C",        # A 9
                   "9H TH JH | AH 2S 3S 3D",        # B 9
                   "9D TD JD | 4S 4H 5D 2C",        # C 15
                   "9C TC JC | KD 6D 5C AD",        # D 25
                   extra=0)
    r = s.result
    assert r.reason == "stock" and r.winners == (0, 1)
    assert r.points == {0: 9, 1: 9, 2: 15, 3: 25}
    assert r.base == {2: 2, 3: 3}
    assert pays(s) == {0: Fraction(5, 2), 1: Fraction(5, 2), 2: -2, 3: -3}


# ---------------------------------------------------------------- H-PAY-5
def test_H_PAY_5_each_seven_and_no_meld_double_cumulatively():
    s = meld_round("9S TS JS | AS 2S 3S 4S",        # 10: knocks and wins
                   "9H TH JH | 7S 7H 2C 3C",        # 33, two sevens: x4
                   "9D TD JD | KH QC 8D 8C",        # 41
                   " | 7D AH AD 2H 2D 3H 3D",       # melded nothing, a seven: last, x2 x2
                   melders=[0, 1, 2])
    play(s, "0 knock")
    r = s.result
    assert r.base == {1: 1, 2: 2, 3: 3}
    assert r.multipliers[1] == [("seven in hand", 2), ("seven in hand", 2)]
    assert sorted(r.multipliers[3]) == [("no meld", 2), ("seven in hand", 2)]
    assert r.multipliers[2] == []
    assert pays(s) == {0: 18, 1: -4, 2: -2, 3: -12}


def test_H_PAY_5_no_doubling_for_a_player_who_has_not_had_a_turn():
    s = hand("AS AH AD AC 2S 3H 5D", "7S 7H 2D 2H 3S 3D 4S", "7D KS KH QS QH QD JS",
             stock="8C 6C", discard="6D")
    play(s, "0 blast")
    r = s.result
    assert r.multipliers[1] == [] and r.multipliers[2] == []
    assert pays(s) == {0: 4, 1: -2, 2: -2}


def test_H_PAY_5_a_turn_won_by_a_claim_counts():
    s = hand("5H 9S TS JS AD 2D 3C", "7S 7H AH 2H 3H 4S 6C", "5S 5D 7C 8H 9H 2S KD",
             stock="KC QC", discard="6D")
    play(s, "0 draw_stock", "0 meld 9S TS JS", "0 discard 5H", "2 claim 5S 5D 5H", "2 discard KD")
    play(s, "0 draw_stock", "0 discard QC")            # the last stock card: the play ends
    r = s.result
    assert r.reason == "stock" and r.winners == (0,)
    assert r.points == {0: 19, 1: 44, 2: 33}
    assert s.has_turned == [True, False, True]
    assert r.multipliers[2] == [("seven in hand", 2)]  # seat 2's only turn was claimed: it counts
    assert r.multipliers[1] == []                      # skipped: two sevens, no meld, no turn
    assert r.base == {2: 1, 1: 2}
    assert pays(s) == {0: 4, 1: -2, 2: -2}


# ---------------------------------------------------------------- H-PAY-6
def perfect_on_first_turn(options=None, dealer=0):
    """The dealer draws, melds all seven of its cards and discards the eighth: a Perfect."""
    hands = ["3H 4H 5H 6H 9S 9D 9H", "2S 3S 5D 6D 9C JC KH", "7S AH 4D 8C TC QS KD"]
    hands = hands[-dealer:] + hands[:-dealer] if dealer else hands
    s = hand(*hands, stock="2C 8D", discard="6C", dealer=dealer, options=options)
    play(s, f"{dealer} draw_stock", f"{dealer} meld 3H 4H 5H 6H", f"{dealer} meld 9S 9D 9H",
         f"{dealer} discard 2C")
    return s


def test_H_PAY_6_perfect_quadruples_every_payment_even_without_a_turn():
    s = perfect_on_first_turn()
    r = s.result
    assert r.reason == "out" and r.perfect and r.winners == (0,)
    assert r.multipliers[1] == [("Perfect", 4)] and r.multipliers[2] == [("Perfect", 4)]
    assert r.base == {1: 2, 2: 2}                    # no turn: no doubling for seat 2's seven
    assert pays(s) == {0: 16, 1: -8, 2: -8}


def test_H_PAY_6_perfect_after_taking_the_discard():
    # seat 1 takes seat 0's 5H in turn, melds the rest and discards its last card: a Perfect
    s = hand("2S 3S 5H 6D TC JC KH", "3H 4H 9S 9D 9H 9C KS", "7S AH 4D 8C TD QD KD",
             stock="2C 8D", discard="6C")
    play(s, "0 draw_stock", "0 discard 5H", "1 take_discard 3H 4H 5H", "1 meld 9S 9D 9H 9C", "1 discard KS")
    r = s.result
    assert r.reason == "out" and r.winners == (1,) and r.perfect
    # seat 0 (its discard was taken to go out: last, pays all) had a turn and melded nothing
    assert sorted(r.multipliers[0]) == [("Perfect", 4), ("no meld", 2)]
    assert r.multipliers[2] == [("Perfect", 4)]            # no turn: the seven does not double
    assert r.debts == {0: 16, 2: 8}
    assert pays(s) == {0: -24, 1: 24, 2: 0}


def test_H_PAY_6_not_perfect_when_something_was_melded_before():
    s = hand("3S 4S 5S 9H 9D 9C KC", "AH 2H 3H 4H 5H 6H TH", stock="6S 8D 2S", discard="JC")
    play(s, "0 draw_stock", "0 meld 3S 4S 5S", "0 meld 9H 9D 9C", "0 discard KC")
    play(s, "1 draw_stock", "1 discard 8D", "0 draw_stock", "0 add 6S @0", "0 add 2S @0")
    r = s.result
    assert r.reason == "out" and not r.perfect
    assert r.multipliers[1] == [("no meld", 2)]
    assert pays(s) == {0: 2, 1: -2}


def test_H_PAY_6_option_perfect_doubles_only():
    s = perfect_on_first_turn({"perfect_multiplier": 2})
    assert s.result.multipliers[1] == [("Perfect", 2)]
    assert pays(s) == {0: 8, 1: -4, 2: -4}


def test_H_PAY_6_option_next_hand_for_double_stakes_after_a_perfect():
    m = new_match("hoola", players=3, seed=1, options={"double_after_perfect": True})
    m.hand = perfect_on_first_turn({"double_after_perfect": True})
    m.next_hand()
    assert m.stakes == [1] and m.stake_factor == 2 and m.dealer == 0
    assert m.ledger == {0: 16, 1: -8, 2: -8}
    m.hand = perfect_on_first_turn({"double_after_perfect": True})   # a second Perfect in a row
    m.next_hand()
    assert m.stakes == [1, 2] and m.stake_factor == 4
    assert m.ledger == {0: 16 + 32, 1: -8 - 16, 2: -8 - 16}
    m.hand = hand("AS AH AD AC 2S 3H 5D", "2D 2H 3S 3D 4S 4H 4D", "KS KH KD QS QH QD JS",
                  stock="8C 6C", discard="6D", options={"double_after_perfect": True})
    play(m.hand, "0 blast")                                          # no Perfect: back to 1
    m.next_hand()
    assert m.stakes == [1, 2, 4] and m.stake_factor == 1
    assert m.ledger[0] == 48 + 4 * 4
    # without the option stakes stay at 1
    m = new_match("hoola", players=3, seed=1)
    m.hand = perfect_on_first_turn()
    m.next_hand()
    assert m.stake_factor == 1


# ---------------------------------------------------------------- H-PAY-7
def test_H_PAY_7_discarder_pays_all_when_the_next_player_takes_it_to_go_out():
    s = hand("2S 3S 5D 6D 9C JC KH", "3H 4H 5H 6H 5S 5C KS", "KD QD JD AH AD 8C TD",
             stock="8S 8H 9H TS QS QC", discard="6C")
    play(s, "0 draw_stock", "0 discard 8S")
    play(s, "1 draw_stock", "1 meld 3H 4H 5H 6H", "1 discard 8H")
    play(s, "2 draw_stock", "2 meld JD QD KD", "2 discard 9H")
    play(s, "0 draw_stock", "0 discard 5D")
    play(s, "1 take_discard 5S 5C 5D", "1 discard KS")
    r = s.result
    assert r.reason == "out" and r.winners == (1,) and not r.perfect
    assert r.pays_all == 0
    assert r.base == {2: 1, 0: 2} and r.multipliers[0] == [("no meld", 2)]
    assert r.debts == {2: 1, 0: 4}
    assert pays(s) == {0: -5, 1: 5, 2: 0}              # seat 2 pays nothing


def test_H_PAY_7_undercut_knocker_pays_every_losers_debt():
    s = meld_round("9S TS JS | AS 2S 3S 4S",        # knocks with 10
                   "9H TH JH | AH 2H 3H AD",        # 7: wins
                   "9D TD JD | 7C QC 8D 8C",        # 42 with a seven: 1 x 2
                   "9C TC JC | 6S 6H 6D 6C")        # 24
    play(s, "0 knock")
    r = s.result
    assert r.winners == (1,) and r.pays_all == 0
    assert r.base == {3: 1, 2: 2, 0: 3}
    assert r.debts == {3: 1, 2: 4, 0: 3}
    assert pays(s) == {0: -8, 1: 8, 2: 0, 3: 0}


def test_H_PAY_7_two_players_undercut_loser_pays_double():
    s = meld_round("9S TS JS | AS 2S 3S 4S", "9H TH JH | AH 2H 3H 4H")
    play(s, "0 knock")
    r = s.result
    assert r.winners == (1,) and r.debts == {0: 1}
    assert ("pays double (two players)", 2) in r.multipliers[0]
    assert pays(s) == {0: -2, 1: 2}


def test_H_PAY_7_two_players_discard_taken_to_go_out_pays_double():
    s = hand("9S TS JS 5H KD QC 2C", "3H 4H 6S 6D 6C 6H KS", stock="8S 3C 4C", discard="JC")
    play(s, "0 draw_stock", "0 meld 9S TS JS", "0 discard 5H")
    play(s, "1 take_discard 3H 4H 5H", "1 meld 6S 6D 6C 6H", "1 discard KS")
    r = s.result
    assert r.winners == (1,) and r.perfect and r.pays_all == 0
    assert r.multipliers[0] == [("Perfect", 4), ("pays double (two players)", 2)]
    assert pays(s) == {0: -8, 1: 8}


# ---------------------------------------------------------------- H-PAY-8
def test_H_PAY_8_perfect_with_no_melds_and_a_seven_costs_48():
    # seed 000: 4 players; you (seat 1) have had a turn, melded nothing and hold a seven;
    # seat 2 goes out melding all seven cards at once: you pay 4 x 2 x 2 x 3 = 48
    s = hand("2S 3S 5D 6D 9C JC KH", "7S AH 4D 8C TC QS KD", "3H 4H 5H 6H 9S 9D 9H",
             "JD JS QC QD TD 8S 2D", stock="QH KC 2C 5S", discard="6C")
    play(s, "0 draw_stock", "0 discard QH", "1 draw_stock", "1 discard KC")
    play(s, "2 draw_stock", "2 meld 3H 4H 5H 6H", "2 meld 9S 9D 9H", "2 discard 2C")
    r = s.result
    assert r.reason == "out" and r.winners == (2,) and r.perfect
    assert r.base[1] == 3
    assert sorted(r.multipliers[1]) == [("Perfect", 4), ("no meld", 2), ("seven in hand", 2)]
    assert r.payments[1] == -48
    # the others: seat 0 had a turn and melded nothing (3 x 4 x 2); seat 3 had no turn (3 x 4)
    assert pays(s) == {0: -24, 1: -48, 2: 84, 3: -12}


def test_H_PAY_8_claimed_discard_example_A_pays_8():
    # seed 000: dealer D, then A, B, C.  A's discard is claimed by C, who goes out with it.
    # B has melded nothing (and has not had a turn); D holds 25 points including a seven.
    # A and B rank last equal (3 each), D second (1, doubled for the seven): A pays 2 + 3 + 3.
    D, A, B, C = range(4)
    s = hand("2S 3S 4S 7H 5D 4C QD",          # D
             "TC JC QC 9D AD 3D 6C",          # A
             "7S 7D 8H 8D KC 5S 6S",          # B
             "QS QH 9S 9H 7C KS 8S",          # C
             stock="2H JH KH 5H 6H", discard="3C", dealer=D)
    play(s, f"{D} draw_stock", f"{D} meld 2S 3S 4S", f"{D} discard QD")
    play(s, f"{C} claim QS QH QD", f"{C} discard KS")             # C claims: A and B skipped
    play(s, f"{D} draw_stock", f"{D} discard JH")
    play(s, f"{A} draw_stock", f"{A} meld TC JC QC", f"{A} discard 9D")
    play(s, f"{C} claim 9S 9H 9D", f"{C} meld 7C", f"{C} discard 8S")   # B skipped again: C is out
    r = s.result
    assert r.reason == "out" and r.winners == (C,) and not r.perfect
    assert s.has_turned[B] is False and s.laid_any[B] is False
    assert r.points[D] == 25 and card("7H") in s.hands[D]
    assert r.pays_all == A
    assert r.base == {D: 1, A: 3, B: 3}
    assert r.multipliers[D] == [("seven in hand", 2)] and r.multipliers[B] == []
    assert r.debts == {D: 2, A: 3, B: 3}
    assert pays(s) == {D: 0, A: -8, B: 0, C: 8}
