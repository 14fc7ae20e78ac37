"""Kalookie (rules K-1 to K-16): stacked decks and stated positions, each test naming its rule."""
from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest

from game.engine import Action, Match, from_position, get_ruleset, new_hand, replay
from game.engine.cards import make_deck
from game.engine.melds import classify
from game.games.kalookie.rules import RULES, VALUES
from game.engine.result import Result

from helpers import play_randomly

RS = get_ruleset("kalookie")


def table(hands, stock="5C.1 6C.1 7C.1 8C.1 9C.1 TC.1", discard="4H.1", *, current=0, phase="play", dealer=None,
          opened=(), options=None, extra=None, turns=5):
    """A stated Kalookie position (seat ``current`` to play)."""
    players = len(hands)
    dealer = (current - 1) % players if dealer is None else dealer
    more = {"extra": {"opened": list(opened), "played": True, **(extra or {})},
            "laid": [s in opened for s in range(players)], "melded": [s in opened for s in range(players)]}
    text = (f"kalookie {players} dealer={dealer} current={current} phase={phase} turns={turns} "
            f"| hands {' / '.join(hands)} | stock {stock} | discard {discard}"
            f" | options {json.dumps(options or {})} | more {json.dumps(more)}")
    return from_position(text)


def refused(st, text):
    reason = st.check(Action.parse(text))
    assert reason is not None, f"{text} should be refused"
    return reason


def legal(st, seat):
    return {str(a) for a in st.legal_actions(seat)}


# ----------------------------------------------------------------------------- K-1, K-2
def test_K_1_two_packs_and_two_jokers_thirteen_each():
    st = new_hand("kalookie", players=4, seed=1, dealer=2)
    cards = st.all_cards()
    assert len(cards) == 106 == len(set(cards)) and sorted(cards) == sorted(make_deck(2, 2))
    assert [len(h) for h in st.hands] == [13] * 4 and len(st.discard) == 1
    assert st.current == 3                                   # left of the dealer plays first
    with pytest.raises(ValueError):
        new_hand("kalookie", players=6, seed=1)


def test_K_2_card_values_in_hand():
    assert VALUES[1] == 11 and VALUES[13] == VALUES[10] == 10 and VALUES[7] == 7 and VALUES[0] == 15
    st = table(["AS JK 5D 7H", "2C 3C"], stock="KD", discard="4S", current=1, phase="play", opened=[1])
    # a call-up by seat 1: seat 0's penalty is its cards' values, an ace 11 and a joker 15
    assert RS.settle(st, "out", (1,)).points[0] == 11 + 15 + 5 + 7


# ----------------------------------------------------------------------------- K-3
def test_K_3_sets_need_different_suits_and_aces_are_high():
    from game.engine import parse_cards as cards
    assert classify(cards("QH QC QS"), RULES) == "set"
    assert classify(cards("4D 4D.1 4C"), RULES) is None           # two copies of one card: no set
    assert classify(cards("AH KH QH"), RULES) == "run"
    assert classify(cards("3D 2D AD"), RULES) is None               # aces high only
    assert classify(cards("2C AC KC"), RULES) is None               # never round the corner


def test_K_3_a_joker_at_a_runs_end_is_declared_and_stays():
    st = table(["6S 5S JK TH TD TC KS QS 2C", "3D 4D"], opened=[0])
    assert "say which card the joker" in refused(st, "0 meld 5S 6S JK")
    st.apply("0 meld 5S 6S JK joker=7S")
    meld = st.melds[0]
    assert [str(c) for c in meld.cards] == ["5S", "6S", "JK"] and list(meld.jokers.values()) == ["7S"]
    assert st.melds[0].jokers == {meld.cards[2]: "7S"}          # it stays 7S: nothing can move it


def test_K_3_two_jokers_with_one_card_say_set_or_run():
    st = table(["8S JK JK.1 KD KH KC 2C 3C", "3D 4D"], opened=[0])
    assert "both jokers" in refused(st, "0 meld 8S JK JK.1")
    st.apply("0 meld 8S JK JK.1 joker=9S,TS")
    assert st.melds[0].kind == "run" and sorted(st.melds[0].jokers.values()) == ["9S", "TS"]
    st2 = table(["8S JK JK.1 KD KH KC 2C 3C", "3D 4D"], opened=[0])
    st2.apply("0 meld 8S JK JK.1 joker=8H,8D")
    assert st2.melds[0].kind == "set"


# ----------------------------------------------------------------------------- K-4
def test_K_4_the_initial_meld_counts_40_from_new_melds():
    hand = "QH QC QS 5D 6D 7D 2C 9S"
    st = table([hand, "3D 4D"])
    assert "initial meld" in refused(st, "0 meld QH QC QS")              # melds go down together first
    assert "counts 18: it needs 40" in refused(st, "0 open 5D 6D 7D")
    st.apply("0 open QH QC QS 5D 6D 7D groups=3,3")                      # 30 + 18 = 48
    assert 0 in st.extra["opened"] and len(st.melds) == 2
    assert st.check(Action.parse("0 meld 2C 9S JK")) != "your first melds go down together as your initial meld, " \
        "worth 40 or more"                                                  # now melds go one at a time


def test_K_4_builds_in_the_opening_turn_do_not_count():
    st = table(["QH QC 5D 6D 7D 8D 2C 9S", "3D 4D"], stock="9C", discard="2H")
    st.melds.clear()
    # 5D-6D-7D (18) + 8D built on it would be 26: still not an opening
    assert "counts 18" in refused(st, "0 open 5D 6D 7D")
    assert st.check(Action.parse("0 open 5D 6D 7D 8D")) is not None    # 26 < 40


def test_K_4_listed_openings_are_legal_and_reach_40():
    st = table(["QH QC QS 5D 6D 7D 8D 2C 9S KS", "3D 4D"])
    opens = [a for a in st.legal_actions(0) if a.kind == "open"]
    assert opens
    for a in opens:
        assert st.check(a) is None


# ----------------------------------------------------------------------------- K-5
def test_K_5_two_cards_on_each_end_of_a_run_per_turn():
    st2 = from_position("kalookie 2 dealer=1 current=0 phase=play | hands 8D 9D TD 4D 3D 2C 2H / 3S 4S "
                        "| stock 9C | discard 2S | table #0 1 run 5D 6D 7D | more "
                        + json.dumps({"extra": {"opened": [0, 1], "played": True}}))
    # (the stated position begins the turn itself: where the run ends is noted as the game would)
    st2.apply("0 add 8D @0")
    st2.apply("0 add 9D @0")
    assert "two cards may go on each end" in refused(st2, "0 add TD @0")
    st2.apply("0 add 4D @0")                                 # the other end is free
    st2.apply("0 add 3D @0")
    assert [str(c) for c in st2.melds[0].cards] == ["3D", "4D", "5D", "6D", "7D", "8D", "9D"]


def test_K_5_option_two_cards_on_the_whole_run():
    st = from_position("kalookie 2 dealer=1 current=0 phase=play | hands 8D 9D 4D 2C 2H / 3S 4S "
                       "| stock 9C | discard 2S | table #0 1 run 5D 6D 7D | options {\"run_builds\": \"run\"} "
                       "| more " + json.dumps({"extra": {"opened": [0, 1], "played": True}}))
    st.apply("0 add 8D @0")
    st.apply("0 add 4D @0")
    assert "third" in refused(st, "0 add 9D @0")


# ----------------------------------------------------------------------------- K-7
def test_K_7_the_first_player_may_take_the_up_card_freely():
    st = new_hand("kalookie", players=2, dealer=1, hands=["2C 3D 4H 5S 6C 7D 8H 9S TC JD QH KS AC",
                                                          "2D 3H 4S 5C 6D 7H 8S 9C TD JH QS KC AD"],
                  stock="2H 3S 4C", discard="9D")
    assert st.current == 0 and "0 take_discard 9D" in legal(st, 0)
    st.apply("0 take_discard 9D")
    st.apply("0 discard 2C")                                 # no obligation on the first play


def test_K_7_later_the_discard_goes_only_to_an_opening():
    hands = ["QH QC 5D 6D 7D 2C 9S 3H", "3D 4D 9H 9C"]
    st = table(hands, discard="QS", current=0, phase="start")
    assert "0 take_discard QS" in legal(st, 0)               # QH QC QS + 5D 6D 7D = 48
    st.apply("0 take_discard QS")
    assert "initial meld of 40" in refused(st, "0 discard 2C")
    st.apply("0 open QH QC QS 5D 6D 7D groups=3,3")
    st.apply("0 discard 2C")
    st2 = table(hands, discard="KS", current=0, phase="start")
    assert "0 take_discard KS" not in legal(st2, 0)
    assert "only to make your initial meld" in refused(st2, "0 take_discard KS")


def test_K_7_after_opening_the_discard_may_be_kept():
    st = table(["2C 9S 3H", "3D 4D 9H 9C"], discard="KS", current=0, phase="start", opened=[0])
    st.apply("0 take_discard KS")
    st.apply("0 discard 2C announce=3")
    assert any(str(c) == "KS" for c in st.hands[0])


# ----------------------------------------------------------------------------- K-8
def test_K_8_calling_up_needs_a_final_discard():
    st = table(["QH QC QS 9S", "3D 4D 9H 9C"], opened=[0, 1])
    assert Action.parse("0 meld QH QC QS") in st.legal_actions(0)
    st.apply("0 meld QH QC QS")
    ev = st.apply("0 discard 9S")
    r = st.result
    assert r.winners == (0,) and r.reason == "out" and r.payments[0] == 1 and r.payments[1] == -1
    assert r.points[1] == 3 + 4 + 9 + 9


def test_K_8_a_kalookie_is_all_thirteen_at_once():
    hand = "QH QC QS 5D 6D 7D 8D 9S 9H 9C KH KC 2C"
    st = new_hand("kalookie", players=2, dealer=1, hands=[hand, "2D 3H 4S 5C 6H 7H 8S 9C.1 TD JH QS.1 KC.1 AD"],
                  stock="KS 3S", discard="4C")
    st.apply("0 draw_stock")                                 # KS
    st.apply("0 open QH QC QS 5D 6D 7D 8D 9S 9H 9C KH KC KS groups=3,4,3,3")
    st.apply("0 discard 2C")
    r = st.result
    assert r.reason == "kalookie" and r.perfect and r.payments[0] == 2 and r.payments[1] == -2


# ----------------------------------------------------------------------------- K-9
def test_K_9_a_player_who_does_not_announce_may_not_call_up_next_turn():
    st = table(["QH QC QS 9S 2C", "3D 4D 9H 9C 5C 6C"], stock="TS JS 4S 5S", opened=[0, 1])
    st.apply("0 meld QH QC QS")
    assert "0 discard 2C announce=1" in legal(st, 0) and "0 discard 2C" in legal(st, 0)
    assert "announce the cards you will hold: 1" in refused(st, "0 discard 2C announce=2")
    events = st.apply("0 discard 2C")                        # one card left, not announced
    assert any(e.kind == "unannounced" for e in events)
    st.apply("1 draw_stock")
    st.apply("1 discard TS")
    st.apply("0 draw_stock")                                 # JS: two cards
    assert not any(a.kind == "discard" and len(st.hands[0]) == 1 for a in st.legal_actions(0))
    assert "0 discard 9S announce=1" in legal(st, 0)         # may discard, not call up
    st.apply("0 discard 9S announce=1")
    assert st.result is None and 0 not in st.extra.get("barred", [])


# ----------------------------------------------------------------------------- K-10
def test_K_10_the_stock_is_made_anew_once_then_the_hand_is_void():
    st = table(["2C 3C 5H", "3D 4D 9H"], stock="TS", discard="KH QD", current=0, phase="start", opened=[])
    st.apply("0 draw_stock")
    events = st.apply("0 discard 2C")
    assert any(e.kind == "reshuffle" for e in events) and st.reshuffles == 1
    assert [str(c) for c in st.discard] == ["2C"] and sorted(map(str, st.stock)) == ["KH", "QD"]
    st.apply("1 draw_stock")
    st.apply("1 discard 9H")
    st.apply("0 draw_stock")
    st.apply("0 discard 3C")                                  # the stock is out a second time
    assert st.result is not None and st.result.winners == () and st.result.details.get("void")
    assert RS.next_dealer(1, st.result, 2) == 1               # the same dealer deals again


# ----------------------------------------------------------------------------- K-11
def _booked(m, winner, points, kalookie=False):
    r = _booked_result(m, winner, points, kalookie)
    RS.book(m, r)
    return r


def test_K_11_the_score_sheet_of_andy_mark_john_and_frank():
    """The seed's score sheet, exactly: penalties, a buy-in, elimination and the pool."""
    m = Match("kalookie", players=4, seed=1)
    andy, mark, john, frank = range(4)
    assert m.pool == 20 and m.money == {0: -5, 1: -5, 2: -5, 3: -5}
    _booked(m, john, {0: 85, 1: 42, 3: 62})
    _booked(m, andy, {1: 92 - 42, 2: 45, 3: 84 - 62})
    _booked(m, john, {0: 123 - 85, 1: 145 - 92, 3: 92 - 84}, kalookie=True)
    assert [m.ledger[s] for s in range(4)] == [123, 145, 45, 92]
    _booked(m, frank, {0: 4, 1: 150 - 145 + 10, 2: 98 - 45})  # Mark goes over 150
    asked = RS.decisions(m)
    assert [x.seat for x in asked] == [mark] and asked[0].kind == "buy_in"
    RS.decide(m, asked[0], "buy")
    assert [m.ledger[s] for s in range(4)] == [127, 127, 98, 92]      # bought back in at 127
    assert m.pool == 25 and m.data["buy_ins"] == {"1": 1}
    _booked(m, john, {0: 156 - 127, 1: 198 - 127, 3: 174 - 92})
    assert [m.ledger[s] for s in range(4)] == [156, 198, 98, 174]
    assert RS.decisions(m) == [] and m.out == {andy, mark, frank}      # only John is left at 150 or less
    assert RS.match_over(m) and RS.match_winners(m) == (john,)
    hand_money = {s: m.money[s] + 5 + (5 if s == mark else 0) for s in range(4)}
    assert hand_money == {andy: -2, mark: -6, john: 10, frank: -2}    # the right table, hand payments
    total = {s: m.money[s] + (m.pool if s == john else 0) for s in range(4)}
    assert total == {andy: -7, mark: -16, john: 30, frank: -7}


def test_K_11_a_match_plays_to_one_player_left():
    m = Match("kalookie", players=3, seed=4, options={"limit": 100})
    rng = random.Random(4)
    for _ in range(200):
        st = m.hand
        while st.result is None:
            st.apply(rng.choice([a for s in range(st.players) for a in st.legal_actions(s)]))
        if m.over:
            break
        m.record_result()
        while (d := m.pending()) is not None:
            m.decide(d.seat, rng.choice(d.choices))
        if m.over:
            break
        m.next_hand()
    assert m.over
    m.record_result()
    assert len(m.winners) == 1 and sum(m.money.values()) + m.pool == 0
    again = Match.from_record(m.to_record())
    assert again.ledger == m.ledger and again.out == m.out and again.pool == m.pool


# ----------------------------------------------------------------------------- K-12, K-13
def test_K_13_the_swedish_game_is_out_at_100_with_stakes_1_3_5():
    o = RS.Options(version="swedish").effective()
    assert (o.limit, o.call_up_stake, o.kalookie_stake, o.initial_stake) == (100, 1, 3, 5)


def test_K_12_no_reshuffle_voids_the_hand_at_once():
    st = table(["2C 3C 5H", "3D 4D 9H"], stock="TS", discard="KH QD", current=0, phase="start",
               options={"reshuffle": False})
    st.apply("0 draw_stock")
    st.apply("0 discard 2C")
    assert st.result is not None and st.result.details.get("void")


# ----------------------------------------------------------------------------- invariants
@pytest.mark.parametrize("seed", range(12))
def test_K_16_random_hands_end_with_cards_conserved_and_replay(seed):
    st = new_hand("kalookie", players=2 + seed % 4, seed=seed)
    play_randomly(st, random.Random(seed))
    assert st.over and sum(st.result.payments.values()) == 0
    assert replay(st.to_record()).snapshot() == st.snapshot()


# ----------------------------------------------------------------------------- K-6
def _with_table(hand, table_text, options=None, opened=(0, 1)):
    more = {"extra": {"opened": list(opened), "played": True}, "laid": [True, True], "melded": [True, True]}
    return from_position(f"kalookie 2 dealer=1 current=0 phase=play | hands {hand} / 3S.1 4S.1 "
                         f"| stock 9C.1 | discard 2S.1 | table {table_text} | options {json.dumps(options or {})} "
                         f"| more {json.dumps(more)}")


def test_K_6_a_joker_in_a_run_is_won_back_with_its_card_and_laid_at_once():
    st = _with_table("7S 9H 9D 9C 2C 5H", "#0 1 run 5S 6S JK 8S jokers=JK:7S")
    assert "no joker in that run stands for" in refused(st, "0 swap 9H @0")
    st.apply("0 swap 7S @0")
    assert [str(c) for c in st.melds[0].cards] == ["5S", "6S", "7S", "8S"] and st.melds[0].jokers == {}
    joker = next(c for c in st.hands[0] if c.is_joker)
    assert st.turn.taken[joker] == "hot"
    assert "joker you won back" in refused(st, "0 discard 2C")                  # straight into a meld
    assert "joker you won back" in refused(st, "0 meld 9H 9D 9C")
    laid = next(a for a in st.legal_actions(0) if a.kind in ("meld", "add") and joker in a.cards)
    st.apply(laid)
    assert joker not in st.hands[0] and "released" not in st.turn.data
    st.apply("0 discard 2C" if any(str(c) == "2C" for c in st.hands[0]) else f"0 discard {st.hands[0][0]}")


def test_K_6_a_joker_in_a_set_of_three_needs_both_missing_suits():
    st = _with_table("9H 9C 4D 5D 6D 2C", "#0 1 set 9S 9D JK jokers=JK:9")
    assert "two cards of the missing suits" in refused(st, "0 swap 9H @0")
    st.apply("0 swap 9H 9C @0")
    assert sorted(str(c) for c in st.melds[0].cards) == ["9C", "9D", "9H", "9S"]
    assert any(c.is_joker for c in st.hands[0])


def test_K_6_a_set_of_four_with_a_joker_is_closed_and_opening_comes_first():
    st = _with_table("9H 9C 4D 2C", "#0 1 set 9S 9D 9H.1 JK jokers=JK:9")
    assert "closed" in refused(st, "0 swap 9H 9C @0")
    assert "does not fit" in refused(st, "0 add 9C @0")                 # and nothing more goes on it
    st2 = _with_table("7S 9H 9D 9C 2C", "#0 1 run 5S 6S JK 8S jokers=JK:7S", opened=(1,))
    assert "only after your initial meld" in refused(st2, "0 swap 7S @0")


def test_K_12_a_joker_only_from_inside_a_run():
    st = _with_table("8S 9H 9D 9C 2C", "#0 1 run 5S 6S 7S JK jokers=JK:8S", options={"joker_inside_only": True})
    assert "only from inside a run" in refused(st, "0 swap 8S @0")


def test_K_11_the_score_sheet_is_written_as_the_seed_keeps_it():
    """The seed's two tables, cell by cell: penalty points ("*" the winner, "*K" a kalookie, brackets a
    buy-in) and the payments, the pool including buy-ins and the total."""
    m = Match("kalookie", players=4, seed=1)
    andy, mark, john, frank = range(4)

    def hand(winner, points, kalookie=False):                  # booked as Match.record_result does
        r = _booked_result(m, winner, points, kalookie)
        m.results.append(r)
        m.stakes.append(1)
        RS.book(m, r)
        m.totals.append(dict(m.ledger))
    hand(john, {0: 85, 1: 42, 3: 62})
    hand(andy, {1: 92 - 42, 2: 45, 3: 84 - 62})
    hand(john, {0: 123 - 85, 1: 145 - 92, 3: 92 - 84}, kalookie=True)
    hand(frank, {0: 4, 1: 150 - 145 + 10, 2: 98 - 45})
    asked = RS.decisions(m)                                    # answered as Match.decide does
    RS.decide(m, asked[0], "buy")
    m.decisions.append((m.hands_played, mark, "buy_in", "buy"))
    m.totals[-1] = dict(m.ledger)
    hand(john, {0: 156 - 127, 1: 198 - 127, 3: 174 - 92})
    points, payments = RS.sheet(m)
    assert points.title == "Penalty points so far (* won the hand)" and payments.title == "Payments so far"
    assert [cells for _n, cells in points.rows] == [
        ("85", "42", "*", "62"), ("*", "92", "45", "84"), ("123", "145", "*K", "92"),
        ("127", "(127)", "98", "*"), ("156", "198", "*", "174")]
    assert [cells for _n, cells in payments.rows] == [
        ("-1", "-1", "+3", "-1"), ("+2", "-2", "+2", "-2"), ("0", "-4", "+8", "-4"), ("-1", "-5", "+7", "-1"),
        ("-2", "-6", "+10", "-2"), ("-5", "-10", "+20", "-5"), ("-7", "-16", "+30", "-7")]
    assert [label for label, _c in payments.rows][-2:] == ["Pool and buy-ins", "Total"]
    assert RS.sheet(Match("kalookie", players=4, seed=1, options={"version": "north_american"})) is None


def _booked_result(m, winner, points, kalookie=False):
    stake = 2 if kalookie else 1
    seats = [s for s in range(m.players) if s not in m.out]
    pays = {s: Fraction(-stake) for s in seats if s != winner}
    pays[winner] = Fraction(stake * (len(seats) - 1))
    pts = {s: points.get(s, 0) for s in seats}
    pts[winner] = 0
    return Result((winner,), "kalookie" if kalookie else "out", points=pts, payments=pays,
                  details={"perfect": kalookie})
