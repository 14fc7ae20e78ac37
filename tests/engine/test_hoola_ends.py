"""Battle Hoola: the ends of play (RULES.md H-END-1 .. H-END-6)."""
from __future__ import annotations

import pytest

from helpers import Fraction, card, hand, kinds, meld_round, pays, play, refused

OTHERS = ("9D 9C TD TC JD JC 8D", "KS KH KD QS QH QD JS", "4H 5H 6H 8H TH JH 9H")


# ---------------------------------------------------------------- H-END-1 blasts
def test_H_END_1_sopang_at_the_start_of_the_turn_wins():
    s = hand("AS AH AD AC 2S 3H 5D", *OTHERS, stock="2D 3D", discard="4D")   # 14 points
    assert "blast" in kinds(s, 0) and "knock" not in kinds(s, 0)            # 14 > 10: no knock
    events = play(s, "0 blast")
    r = s.result
    assert r.reason == "blast" and r.winners == (0,) and r.perfect is False
    assert [e.kind for e in events] == ["blast", "hand_end"]
    # the others melded nothing and hold 7 cards: all rank last equal (3 stakes), no turn: no doubling
    assert pays(s) == {0: 9, 1: -3, 2: -3, 3: -3}


@pytest.mark.parametrize("cards_text,blast", [
    ("AS AH AD AC 2S 4H 5D", True),     # 15: Sopang
    ("AS AH AD AC 3S 4H 5D", False),    # 16
    ("KS KH KD KC QS JH 8S", True),     # 83: Daepang
    ("KS KH KD KC QS TH 8S", False),    # 82
    ("KS KH KD KC QS QH QD", True),     # 88
])
def test_H_END_1_blast_thresholds(cards_text, blast):
    s = hand(cards_text, "9D 9C TD TC JD JC 8D", stock="2D 3D", discard="4D")
    assert ("blast" in kinds(s, 0)) is blast
    if blast:
        play(s, "0 blast")
        assert s.result.reason == "blast" and s.result.winners == (0,)
    else:
        assert "blast" in refused(s, "0 blast")


@pytest.mark.parametrize("options,cards_text,blast", [
    ({"sopang_max": 14}, "AS AH AD AC 2S 4H 5D", False),   # seed 004: less than 15
    ({"sopang_max": 14}, "AS AH AD AC 2S 3H 5D", True),
    ({"sopang_max": 13}, "AS AH AD AC 2S 3H 5D", False),
    ({"daepang_min": 84}, "KS KH KD KC QS JH 8S", False),
    ({"daepang_min": 80}, "KS KH KD KC QS 8H 8S", True),   # Hangame: 80
    ({"daepang_min": 80}, "KS KH KD KC QS 9H 6S", False),  # 79
    ({"blasts": False}, "AS AH AD AC 2S 3H 5D", False),
])
def test_H_END_1_blast_threshold_options(options, cards_text, blast):
    s = hand(cards_text, "9D 9C TD TC JD JC 8D", stock="2D 3D", discard="4D", options=options)
    assert ("blast" in kinds(s, 0)) is blast


def test_H_END_1_blast_only_before_drawing_in_ones_own_turn_with_nothing_melded():
    s = hand("3S 4S 5S AH AD 2C 2D", "AS AC 2S 2H 3H 3D 3C", stock="KD QD JD TD", discard="4D")
    assert "blast" not in kinds(s, 0)                  # 18 points
    assert s.legal_actions(1) == []                    # 15 points, but not seat 1's turn
    play(s, "0 draw_stock", "0 meld 3S 4S 5S", "0 discard KD")
    assert "blast" in kinds(s, 1)
    play(s, "1 draw_stock")
    assert "blast" not in kinds(s, 1)                  # after drawing: too late
    assert "blast" in refused(s, "1 blast")
    play(s, "1 discard QD")
    # seat 0 now holds AH AD 2C 2D (6 points) but has melded: it may knock, not blast
    assert "blast" not in kinds(s, 0) and "knock" in kinds(s, 0)


# ---------------------------------------------------------------- H-END-2 knocks
MELDS = ["9S TS JS", "9H TH JH", "9D TD JD", "9C TC JC", "QS QH QD"]


def knock_round(*rest: str, melders=None, options=None):
    """Seat s holds MELDS[s] and the four cards ``rest[s]``; after one round in which each seat
    draws, melds (if a melder) and discards what it drew, seat 0 (the dealer) is to start its turn."""
    s = meld_round(*[f"{MELDS[i]} | {r}" for i, r in enumerate(rest)], melders=melders, options=options)
    assert s.current == 0 and s.phase == "start"
    return s


def test_H_END_2_knocker_with_strictly_fewest_points_wins_and_no_one_melds():
    s = knock_round("AS 2S 3S 4S", "AH 2H 3H 5H", "6D 6C 6H 6S")
    assert "knock" in kinds(s, 0)
    held = [list(h) for h in s.hands]
    events = play(s, "0 knock")
    r = s.result
    assert r.reason == "knock" and r.knocker == 0 and r.winners == (0,)
    assert [e.kind for e in events] == ["knock", "hand_end"]
    assert r.points == {0: 10, 1: 11, 2: 24}
    assert [list(h) for h in s.hands] == held      # seat 2's 6-6-6-6 was not melded
    assert pays(s) == {0: 3, 1: -1, 2: -2}


def test_H_END_2_knocker_undercut_by_an_equal_count():
    s = knock_round("AS 2S 3S 4S", "AH 2H 3H 4H", "6D 6C 6H 6S")
    play(s, "0 knock")
    r = s.result
    assert r.winners == (1,) and r.knocker == 0 and r.points[0] == r.points[1] == 10
    assert r.pays_all == 0


def test_H_END_2_knocker_undercut_by_a_lower_count():
    s = knock_round("AS 2S 3S 4S", "AH 2H AD 2D", "6D 6C 6H 6S")
    play(s, "0 knock")
    assert s.result.winners == (1,) and s.result.points[1] == 6


def test_H_END_2_tied_undercutters_share():
    s = knock_round("AS 2S 3S 4S", "AH 2H 3H 2D", "AD AC 3D 3C", "6D 6C 6H 6S")
    play(s, "0 knock")
    r = s.result
    assert r.winners == (1, 2) and r.points[1] == r.points[2] == 8
    # seat 3 ranks third and owes 2; the undercut knocker ranks last and owes 3, and pays both
    assert r.base == {3: 2, 0: 3}
    assert pays(s) == {0: -5, 1: Fraction(5, 2), 2: Fraction(5, 2), 3: 0}


def test_H_END_2_knock_limit_sevens_count_14_and_only_at_the_start_of_the_turn():
    s = knock_round("AS 2S 3S 5S", "AH 2H 3H 4H", "6D 6C 6H 6S")
    assert "knock" not in kinds(s, 0)                   # 11 points
    assert "knock" in refused(s, "0 knock")
    s = hand("3S 4S 5S 6S 7C AH 2C", "9D 9C TD TC JD JC 8D", stock="KD QD JH", discard="4D")
    play(s, "0 draw_stock", "0 meld 3S 4S 5S 6S", "0 discard KD", "1 draw_stock", "1 discard QD")
    assert s.hands[0] == [card("7C"), card("AH"), card("2C")]
    assert "knock" not in kinds(s, 0)                   # 10 if the seven counted 7; it counts 14: 17
    s = knock_round("AS 2S 3S 4S", "AH 2H 3H 5H", "6D 6C 6H 6S")
    play(s, "0 draw_stock")
    assert "knock" not in kinds(s, 0)                   # after drawing: too late


@pytest.mark.parametrize("table,players,limit", [
    ("10", 2, 10), ("10", 3, 10), ("10", 4, 10), ("10", 5, 10),
    ("7/10/15", 2, 7), ("7/10/15", 3, 10), ("7/10/15", 4, 15),
    ("5/15/21", 2, 5), ("5/15/21", 3, 15), ("5/15/21", 4, 21),
    ("5/10/15/21", 2, 5), ("5/10/15/21", 3, 10), ("5/10/15/21", 4, 15), ("5/10/15/21", 5, 21),
    ("5", 2, 5), ("5", 3, 5), ("5", 4, 5), ("5", 5, 5),
    ("4", 2, 4), ("4", 3, 4), ("4", 4, 4), ("4", 5, 4),
])
def test_H_END_2_knock_limit_tables_of_seed_000(table, players, limit):
    four = {4: "AS AH AD AC", 5: "AS AH AD 2C", 6: "AS AH 2D 2C", 7: "AS AH 2D 3C", 8: "AS AH 3D 3C",
            10: "AS 2H 3D 4C", 11: "AS 2H 3D 5C", 15: "AS 2H 4D 8C", 16: "AS 2H 5D 8C",
            21: "AH 4S 8D 8C", 22: "AH 5S 8D 8C"}
    low = [f"{r}{s}" for r in "A23456" for s in "SHDC"] + ["8D", "8C"]   # no sevens, not in MELDS
    assert players <= len(MELDS)
    for points, allowed in ((limit, True), (limit + 1, False)):
        pool = [c for c in low if c not in four[points].split()]
        rest = [four[points]] + [" ".join(pool[4 * i:4 * i + 4]) for i in range(players - 1)]
        s = knock_round(*rest, options={"knock_limit": table})
        assert sum(c.rank for c in s.hands[0]) == points
        assert ("knock" in kinds(s, 0)) is allowed, (table, players, points)


def test_H_END_2_option_knock_needs_the_knocker_and_another_to_have_melded():
    first = "AS AH AD AC 2S 2H 2D"                     # 10 points, nothing melded
    s = hand(first, "9D 9C TD TC JD JC 8D", stock="KD QD", discard="4D")
    assert "knock" in kinds(s, 0)
    s = hand(first, "9D 9C TD TC JD JC 8D", stock="KD QD", discard="4D",
             options={"knock_needs_melds": True})
    assert "knock" not in kinds(s, 0)
    s = knock_round("AS 2S 3S 4S", "AH 2H 3H 5H", melders=[0], options={"knock_needs_melds": True})
    assert "knock" not in kinds(s, 0)                  # only the knocker has melded
    s = knock_round("AS 2S 3S 4S", "AH 2H 3H 5H", melders=[1], options={"knock_needs_melds": True})
    assert "knock" not in kinds(s, 0)                  # the knocker has not melded
    s = knock_round("AS 2S 3S 4S", "AH 2H 3H 5H", melders=[0, 1], options={"knock_needs_melds": True})
    assert "knock" in kinds(s, 0)


def test_H_END_2_option_knocks_off():
    s = knock_round("AS 2S 3S 4S", "AH 2H 3H 5H", options={"knocks": False})
    assert "knock" not in kinds(s, 0)


# ---------------------------------------------------------------- H-END-3 going out
def test_H_END_3_going_out_by_melding_every_card():
    s = hand("3S 4S 5S 6S 8H 8D 8C", "AH 2H 3H 4H 5H 6H 9H", stock="8S KD", discard="JC")
    play(s, "0 draw_stock", "0 meld 3S 4S 5S 6S", "0 meld 8S 8H 8D 8C")
    r = s.result
    assert r.reason == "out" and r.winners == (0,) and s.hands[0] == []
    assert r.perfect and s.discard == [card("JC")]


def test_H_END_3_going_out_by_discarding_the_last_card():
    s = hand("3S 4S 5S 6S 8H 8D 8C", "AH 2H 3H 4H 5H 6H 9H", stock="KD QD", discard="JC")
    play(s, "0 draw_stock", "0 meld 3S 4S 5S 6S", "0 meld 8H 8D 8C")
    assert not s.over and s.hands[0] == [card("KD")]
    play(s, "0 discard KD")
    assert s.result.reason == "out" and s.result.winners == (0,)
    assert s.top_discard == card("KD")


def test_H_END_3_going_out_by_adding_in_a_later_turn():
    s = hand("3S 4S 5S 9H 9D 9C KC", "AH 2H 3H 4H 5H 6H TH", stock="6S 8D 2S", discard="JC")
    play(s, "0 draw_stock", "0 meld 3S 4S 5S", "0 meld 9H 9D 9C", "0 discard KC")
    assert s.hands[0] == [card("6S")]
    play(s, "1 draw_stock", "1 discard 8D", "0 draw_stock", "0 add 6S @0")
    assert not s.over
    play(s, "0 add 2S @0")
    r = s.result
    assert r.reason == "out" and r.winners == (0,) and r.perfect is False
    assert [str(c) for c in s.melds[0].cards] == ["2S", "3S", "4S", "5S", "6S"]  # runs lie in rank order


# ---------------------------------------------------------------- H-END-4 big luck
def test_H_END_4_big_luck_at_once_even_out_of_turn():
    s = hand("9D 9C TD TC JD JC 8D", "2S 3S 4S 5S 6S 8S 9S", "7S 7H 7D 7C AS AH 2H",
             stock="KD QD", discard="4D")
    assert s.current == 0
    assert "big_luck" in kinds(s, 2)                   # dealt four sevens: no need to wait
    play(s, "2 big_luck")
    assert s.result.reason == "big_luck" and s.result.winners == (2,)


def test_H_END_4_big_luck_the_moment_the_fourth_seven_is_drawn():
    s = hand("7S 7H 7D AS AH 2H 3C", "2S 3S 4S 5S 6S 8S 9S", stock="7C KD QD", discard="4D")
    assert "big_luck" not in kinds(s, 0)
    play(s, "0 draw_stock")
    assert "big_luck" in kinds(s, 0)
    play(s, "0 big_luck")
    r = s.result
    assert r.reason == "big_luck" and r.winners == (0,)
    assert pays(s) == {0: 1, 1: -1}                    # the only loser, no turn: 1 stake


def test_H_END_4_melded_sevens_do_not_count():
    s = hand("7S 7H 7D AS AH 2H 3C", "2S 3S 4S 5S 6S 8S 9S", stock="KH 7C QD", discard="4D")
    play(s, "0 draw_stock", "0 meld 7S", "0 discard KH", "1 draw_stock", "1 discard 9S")
    play(s, "0 draw_stock")
    assert "big_luck" not in kinds(s, 0)               # three sevens in hand, one melded


def test_H_END_4_option_big_luck_only_at_the_start_of_a_turn():
    opts = {"big_luck": "start_of_turn"}
    s = hand("9D 9C TD TC JD JC 8D", "7S 7H 7D 7C AS AH 2H", stock="KD QD 2D", discard="4D", options=opts)
    assert "big_luck" not in kinds(s, 1)               # not seat 1's turn yet
    play(s, "0 draw_stock", "0 discard KD")
    assert "big_luck" in kinds(s, 1)
    s = hand("7S 7H 7D AS AH 2H 3C", "2S 3S 4S 5S 6S 8S 9S", stock="7C KD QD", discard="4D", options=opts)
    play(s, "0 draw_stock")
    assert "big_luck" not in kinds(s, 0)               # must hold them to the next turn
    play(s, "0 discard 3C", "1 draw_stock", "1 discard KD")
    assert "big_luck" in kinds(s, 0)
    play(s, "0 big_luck")
    assert s.result.reason == "big_luck"


def test_H_END_4_option_big_luck_off():
    s = hand("9D 9C TD TC JD JC 8D", "7S 7H 7D 7C AS AH 2H", stock="KD QD 2D", discard="4D",
             options={"big_luck": "off"})
    play(s, "0 draw_stock", "0 discard KD")
    assert "big_luck" not in kinds(s, 1)


# ---------------------------------------------------------------- H-END-5 end of stock
def test_H_END_5_last_stock_card_the_turn_is_finished_then_play_ends_without_claims():
    s = hand("3S 4S 5S 9H AD 3C KC", "6H 6D 6C 7S AH 2H 3D", "TH JH QH 2D 4D 8C 4C",
             stock="5C 5H", discard="JC")
    play(s, "0 draw_stock", "0 meld 3S 4S 5S", "0 discard KC", "1 draw_stock")
    assert s.stock == [] and not s.over               # the drawer finishes the turn
    play(s, "1 meld 6H 6D 6C")
    assert not s.over
    play(s, "1 discard 3D")                            # seat 2 could use 3D (2D 3D 4D): no claim now
    r = s.result
    assert r.reason == "stock" and s.window is None
    assert s.legal_actions(2) == []
    assert r.points == {0: 9 + 1 + 3 + 5, 1: 14 + 1 + 2 + 5, 2: 10 + 11 + 12 + 2 + 4 + 8 + 4}
    assert r.winners == (0,)                           # 18 beats 22 (the seven counts 14)


def test_H_END_5_the_last_drawer_may_still_go_out():
    s = hand("3S 4S 5S 6S 8H 8D 8C", "AH 2H 3H 4H 5H 6H 9H", stock="KD", discard="JC")
    play(s, "0 draw_stock", "0 meld 3S 4S 5S 6S", "0 meld 8H 8D 8C", "0 discard KD")
    assert s.result.reason == "out" and s.result.winners == (0,)


def test_H_END_5_tied_fewest_points_share_the_win():
    s = hand("AS 2S 3S 4S 5S 6S 8S", "AH 2H 3H 4H 5H 6H 8H", "KD QD JD TD 9D 9S TS",
             stock="KC QC KH", discard="4D")
    for seat in range(3):
        play(s, f"{seat} draw_stock")
        play(s, f"{seat} discard {s.hands[seat][-1]}")
    r = s.result
    assert r.reason == "stock" and r.winners == (0, 1) and r.points[0] == r.points[1] == 29


# ---------------------------------------------------------------- H-END-6 quads
@pytest.mark.parametrize("quads_zero,points", [(True, 10), (False, 18)])
def test_H_END_6_option_four_of_a_kind_in_hand_counts_zero(quads_zero, points):
    # seed 004's example: 4, 6, 2, 2, 2, 2 counts 10
    s = hand("4S 6S 2S 2H 2D 2C 7D", "9H TH JH QH KH AH 3H", stock="KD", discard="JC",
             options={"quads_zero": quads_zero})
    play(s, "0 draw_stock", "0 meld 7D", "0 discard KD")
    assert s.result.reason == "stock"
    assert s.result.points[0] == points


@pytest.mark.parametrize("quads_zero", [True, False])
def test_H_END_6_quads_zero_counts_for_the_knock(quads_zero):
    s = hand("2S 2H 2D 2C 3S 4S 3H", "9H TH JH QH KH AH 8H", stock="KD QD", discard="JC",
             options={"quads_zero": quads_zero})
    assert ("knock" in kinds(s, 0)) is quads_zero       # 10 with the quad at 0, else 18
    assert "blast" not in kinds(s, 0)                   # a blast still counts every card: 18
