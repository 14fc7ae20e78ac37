"""Seven Bridge rules S-7 to S-9 and the options (``RULES.md``, seed 003), from stated positions: the
score, jokers, the stock running out, matches, replays.  The positions and helpers are those of
``test_seven_bridge.py`` (S-1 to S-6), where the file had grown past 600 lines."""
from __future__ import annotations

import random
from fractions import Fraction

import pytest

from game.engine import describe, get_ruleset, new_hand, new_match, replay
from game.engine.melds import classify
from game.games.seven_bridge.menu import RULES_TEXT
from game.games.seven_bridge.rules import SevenBridgeOptions
from test_seven_bridge import GAME, _race, cards, deal, legal, norm, play, refused, same


def test_S_7_card_values():
    rs = get_ruleset(GAME)
    assert rs.hand_points(cards("7S")) == (20, 20)
    assert rs.hand_points(cards("KH QD JC")) == (30, 30)
    assert rs.hand_points(cards("TS 9H 8D 6C 5S 4H 3D 2C")) == (47, 47)
    assert rs.hand_points(cards("AD")) == (1, 1)


def test_S_7_winner_scores_the_points_left_in_other_hands():
    st = deal(3, ["4H 5H 6H 8S 8D 8C 2S", "7S 7D KC QC JC TC AS", "2D 3S 5C 9H JS QD 6S"],
              stock="KD 3C AD 7H 4C", discard="9C", dealer=2)
    play(st, "0 draw_stock", "0 meld 4H 5H 6H", "0 discard KD",
         "1 draw_stock", "1 discard 3C", "2 draw_stock", "2 discard AD",
         "0 draw_stock", "0 meld 8C 8D 8S", "0 add 7H @0", "0 discard 2S")
    r = st.result
    assert r.winners == (0,) and r.reason == "out" and not r.perfect
    assert r.points == {0: 0, 1: 20 + 20 + 10 + 10 + 10 + 10 + 1, 2: 2 + 3 + 5 + 9 + 10 + 10 + 6}
    assert r.payments == {0: Fraction(126), 1: Fraction(0), 2: Fraction(0)}
    assert r.multipliers == {0: [], 1: [], 2: []}
    assert r.ranks == {0: 1, 1: 3, 2: 2}


def test_S_7_all_seven_melded_at_once_doubles():
    st = deal(2, ["7C KC QD JS TD 9S AH", "4H 5H 6H 7H 8S 8D 8C"], stock="2S 3D", discard="5C")
    play(st, "1 draw_stock", "1 meld 4H 5H 6H 7H", "1 meld 8C 8D 8S", "1 discard 2S")
    r = st.result
    assert r.winners == (1,) and r.perfect
    assert r.points[0] == 70
    assert r.payments == {0: Fraction(0), 1: Fraction(140)}
    assert r.multipliers[1] == [("all seven at once", 2)]


def test_S_7_all_at_once_in_a_turn_won_by_pons():
    # seat 0 melds nothing in its first turns, then calls Pons and lays all seven in that turn
    st = deal(3, ["JH JD 4S 5S 6S 7D 2D", "2C 3H 4D 8C TC QC KH", "3D 3S 5C 6H 8D TH QS"],
              stock="AC AD AH 9H JC 4C 5D", discard="KS", dealer=2)
    play(st, "0 draw_stock", "0 discard AC", "1 draw_stock", "1 discard AD",
         "2 draw_stock", "2 discard AH", "0 draw_stock", "0 discard 9H", "1 draw_stock", "1 discard JC")
    assert st.current == 2 and st.window is not None
    assert legal(st, 0) == norm("0 claim JC JD JH", "0 pass")
    assert legal(st, 2) == {"2 pass"}   # seat 2, in turn, cannot use the JC: it is asked first
    play(st, "2 pass", "0 claim JC JD JH", "0 meld 4S 5S 6S", "0 meld 7D", "0 discard 2D")
    r = st.result
    assert r.winners == (0,) and r.perfect
    assert r.points == {0: 0, 1: 47, 2: 45}
    assert r.payments == {0: Fraction(184), 1: Fraction(0), 2: Fraction(0)}
    assert r.multipliers[0] == [("all seven at once", 2)]


def test_S_7_no_double_with_a_meld_laid_before():
    st = deal(2, ["7C KC QD JS TD 9S AH", "4H 5H 6H 8S 8D 8C 2S"], stock="QS 2C 7H 3D", discard="5C")
    play(st, "1 draw_stock", "1 meld 4H 5H 6H", "1 discard QS", "0 draw_stock", "0 discard 2C",
         "1 draw_stock", "1 meld 8C 8D 8S", "1 add 7H @0", "1 discard 2S")
    r = st.result
    assert r.winners == (1,) and not r.perfect
    assert r.payments[1] == 70 and r.multipliers[1] == []


# ---------------------------------------------------------------- S-8 joker option

def test_S_8_joker_is_wild_but_never_makes_a_short_meld():
    r = get_ruleset(GAME).meld_rules(SevenBridgeOptions(joker=True))
    assert classify(cards("5S 5H JK"), r) == "set"
    assert classify(cards("4H JK 6H"), r) == "run"
    assert classify(cards("7S 7H JK"), r) == "set"
    assert classify(cards("6H 7H JK"), r) == "run"
    assert classify(cards("7S JK"), r) is None
    assert classify(cards("JK"), r) is None
    assert classify(cards("5S JK"), r) is None
    st = deal(2, ["2C 4C 6C 8C TC QC KD", "7S JK 3D 9C 2S 4H KC"], stock="QH 5D", discard="AD", joker=True)
    play(st, "1 draw_stock")
    acts = legal(st, 1)
    assert "1 meld 7S" in acts
    assert not any(a.startswith("1 meld") and "JK" in a for a in acts)
    refused(st, "1 meld 7S JK")


def test_S_8_joker_left_in_hand_multiplies_by_five():
    st = deal(2, ["JK 9C 3D TS AH 2C 6D", "4H 5H 6H 7H 8S 8D 8C"], stock="QS 3C 7D 2S", discard="5C",
              joker=True)
    play(st, "1 draw_stock", "1 meld 4H 5H 6H", "1 discard QS", "0 draw_stock", "0 discard 3C",
         "1 draw_stock", "1 meld 8C 8D 8S", "1 add 7H @0", "1 discard 7D")
    r = st.result
    assert r.winners == (1,) and not r.perfect
    assert r.base[0] == 9 + 3 + 10 + 1 + 2 + 6
    assert r.points[0] == 31 * 5
    assert r.payments == {0: Fraction(0), 1: Fraction(155)}
    assert r.multipliers[0] == [("joker in hand", 5)]


def test_S_8_joker_and_all_at_once_multiply():
    st = deal(2, ["JK 9C 3D TS AH 2C 7D", "4H 5H 6H 7H 8S 8D 8C"], stock="2S", discard="5C", joker=True)
    play(st, "1 draw_stock", "1 meld 4H 5H 6H 7H", "1 meld 8C 8D 8S", "1 discard 2S")
    r = st.result
    assert r.points[0] == (9 + 3 + 10 + 1 + 2 + 20) * 5
    assert r.payments[1] == 225 * 2


def test_S_8_melded_joker_stays_on_the_table():
    st = deal(2, ["2C 4C 6C 8C TC QC KD", "5S 5H JK 3D 9C 2S 4H"], stock="QH 3C 5C 9D 6D", discard="AD",
              joker=True)
    play(st, "1 draw_stock", "1 meld 5H 5S JK", "1 discard QH")
    joker = cards("JK")[0]
    for step in ("0 draw_stock", "0 discard 3C", "1 draw_stock", "1 discard 2S", "0 draw_stock",
                 "0 discard 9D"):
        assert joker in st.melds[0].cards
        for s in range(2):
            assert not any(joker in a.cards for a in st.legal_actions(s))
        play(st, step)
    assert same(st.melds[0].cards, "5H 5S JK") and all(joker not in h for h in st.hands)


def test_S_8_discarded_joker_may_be_taken():
    st = deal(2, ["2C 4C 6C 8C TC QC KD", "9C 9D 3S 4S KH QH AH"], stock="5D JK 5C", discard="AD",
              joker=True)
    play(st, "1 draw_stock", "1 discard 5D", "0 draw_stock", "0 discard JK")
    assert legal(st, 1) == norm("1 take_discard 9C 9D JK", "1 take_discard QH KH JK",
                                "1 take_discard 3S 4S JK", "1 pass")
    play(st, "1 take_discard 9C 9D JK")
    assert same(st.melds[0].cards, "9C 9D JK")


# ---------------------------------------------------------------- S-9 stock, match

def test_S_9_stock_runs_out_void_hand():
    st = deal(2, ["2H 5S 8D JC KH 6C 4S", "QS QH 3C 4D 9S TD AC"], stock="KD QC", discard="AD")
    play(st, "1 draw_stock", "1 discard KD", "0 draw_stock")
    assert st.stock == [] and st.result is None   # seat 0 drew the last card and plays its turn out
    events = play(st, "0 discard QC")              # seat 1 could Pons Q Q Q, but the hand is over
    assert events[-1].kind == "hand_end"
    r = st.result
    assert r.reason == "stock" and r.winners == ()
    assert r.payments == {0: 0, 1: 0}
    assert r.points == {0: 2 + 5 + 8 + 10 + 10 + 6 + 4, 1: 10 + 10 + 3 + 4 + 9 + 10 + 1}
    assert st.window is None and st.legal_actions(1) == []
    refused(st, "1 claim QC QH QS")
    assert "no winner" in r.summary()
    assert "When the stock runs out" in RULES_TEXT and "no winner and no score" in RULES_TEXT


def test_S_9_last_card_drawer_may_still_go_out():
    st = deal(2, ["2H 5S 9D JC KH 6C 4S", "4H 5H 6H 8S 8D 8C 2S"], stock="7H", discard="AD")
    play(st, "1 draw_stock", "1 meld 4H 5H 6H 7H", "1 meld 8C 8D 8S", "1 discard 2S")
    assert st.result.reason == "out" and st.result.winners == (1,)


def _greedy(state, rng: random.Random) -> None:
    """Play a hand out: lay cards when possible, otherwise at random."""
    order = {"claim": 0, "take_discard": 0, "meld": 1, "add": 1}
    while state.result is None:
        seats = [s for s in range(state.players) if state.legal_actions(s)]
        seat = rng.choice(seats)
        acts = state.legal_actions(seat)
        best = min(order.get(a.kind, 2) for a in acts)
        state.apply(rng.choice([a for a in acts if order.get(a.kind, 2) == best]))


def test_S_9_match_to_a_target_score():
    m = new_match(GAME, players=4, seed=21, target=150)
    rng = random.Random(4)
    dealers, totals = [], {s: Fraction(0) for s in range(4)}
    while True:
        dealers.append(m.hand.dealer)
        _greedy(m.hand, rng)
        r = m.hand.result
        for s, p in r.payments.items():
            totals[s] += p
        assert sum(p != 0 for p in r.payments.values()) <= 1
        if r.reason == "stock":
            assert set(r.payments.values()) == {0}
        else:
            assert r.payments[r.winner] == sum(v for s, v in r.points.items() if s != r.winner) * (
                2 if r.perfect else 1)
        if m.over:
            break
        m.next_hand()
    m.record_result()                  # reading ``over`` books nothing: the last hand is booked here
    assert m.ledger == totals
    assert max(m.ledger.values()) >= 150
    best = max(totals.values())
    assert m.leaders == tuple(s for s in range(4) if totals[s] == best)
    assert dealers == [i % 4 for i in range(len(dealers))]
    with pytest.raises(ValueError):
        m.next_hand()


def test_S_9_match_of_a_set_number_of_hands():
    m = new_match(GAME, players=3, seed=8, max_hands=3, options={"joker": True})
    rng = random.Random(1)
    for i in range(3):
        assert not m.over
        _greedy(m.hand, rng)
        if i < 2:
            m.next_hand()
    m.record_result()
    assert m.over and m.hands_played == 3
    assert sum(m.ledger.values()) == sum(sum(r.payments.values()) for r in m.results)
    m2 = type(m).from_record(m.to_record())
    m2.record_result()                 # a replayed match books its finished last hand explicitly too
    assert m2.over and m2.ledger == m.ledger


def test_S_9_deal_rotates_after_every_hand():
    rs = get_ruleset(GAME)
    st = deal(2, ["QS QH 3C 4D 9S TD AC", "2H 5S 8D JC KH 6C 4S"], stock="KD", discard="AD")
    play(st, "1 draw_stock", "1 discard KD")
    assert st.result.winners == ()
    assert rs.next_dealer(0, st.result, 2) == 1
    assert rs.next_dealer(3, None, 4) == 0


# ---------------------------------------------------------------- common contract for this game

def test_S_options_carry_help_and_rule_ids():
    infos = {i.name: i for i in describe(SevenBridgeOptions)}
    assert infos["no_discard_out"].rule == "S-6" and infos["no_discard_out"].default is False
    assert infos["joker"].rule == "S-8" and infos["joker"].default is False
    assert all(i.help and "\n" not in i.help for i in infos.values())
    with pytest.raises(ValueError, match="unknown option"):
        new_hand(GAME, players=2, seed=1, options={"jokers": 1})
    with pytest.raises(ValueError):
        new_hand(GAME, players=2, seed=1, options={"joker": 1})


def test_S_replay_and_view_of_a_seven_bridge_hand():
    st = _race()
    play(st, "3 claim 5C 5D JK", "2 claim 5D 5H 5S", "1 pass", "2 discard KH")
    again = replay(st.to_record())
    assert again.snapshot() == st.snapshot()
    v = st.view(3)
    assert v.game == GAME and v.hand == tuple(st.hands[3])
    assert v.hand_counts == tuple(len(h) for h in st.hands)
    assert not hasattr(v, "stock") and not hasattr(v, "hands") and v.stock_count == len(st.stock)
