"""Kalookie's other games and variants: aces high or low and three packs (K-12), North American
Kaluki (K-14) and Scarne's East Coast game (K-15), each test from a stated position or a seeded deal."""
from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest

from game.engine import Action, Card, Match, from_position, get_ruleset, new_hand, parse_cards, replay
from game.engine.cards import make_deck
from game.engine.melds import classify
from game.games.kalookie.rules import meld_value, rules_for

from helpers import play_randomly

RS = get_ruleset("kalookie")
NA = {"version": "north_american"}
SCARNE = {"version": "scarne"}


def opts(**kw):
    return RS.Options(**kw)


def position(hands, *, table="", stock="5C.1 6C.1 7C.1 8C.1 9C.1 TC.1", discard="4H.1", current=0, phase="play",
             opened=(), options=None, dealer=None, played=True):
    players = len(hands)
    dealer = (current - 1) % players if dealer is None else dealer
    more = {"extra": {"opened": list(opened), "played": played},
            "laid": [s in opened for s in range(players)], "melded": [s in opened for s in range(players)]}
    text = (f"kalookie {players} dealer={dealer} current={current} phase={phase} turns=5 "
            f"| hands {' / '.join(hands)} | stock {stock} | discard {discard}"
            + (f" | table {table}" if table else "")
            + f" | options {json.dumps(options or {})} | more {json.dumps(more)}")
    return from_position(text)          # (the turn begun as the game begins it: K-5's run ends noted)


def refused(st, text):
    reason = st.check(Action.parse(text))
    assert reason is not None, f"{text} should be refused"
    return reason


# ----------------------------------------------------------------------------- K-12
def test_K_12_aces_high_or_low_never_around_and_a_low_ace_counts_1_laid_11_in_hand():
    rules = rules_for(opts(aces="both"))
    assert classify(parse_cards("AS 2S 3S"), rules) == "run"
    assert classify(parse_cards("QS KS AS"), rules) == "run"
    assert classify(parse_cards("KS AS 2S"), rules) is None
    # A-2-3 counts 1 + 2 + 3 on the table: with K K K that is 36, short of 40
    st = position(["AS 2S 3S KH KD KC 9C 4D", "3D.1 4D.1"], options={"aces": "both"})
    assert "counts 36: it needs 40" in refused(st, "0 open AS 2S 3S KH KD KC groups=3,3")
    st = position(["QS KS AS KH KD KC 9C 4D", "3D.1 4D.1"], options={"aces": "both"})
    st.apply("0 open QS KS AS KH KD KC groups=3,3")                   # the ace high counts 11: 31 + 30
    assert st.melds[0].kind == "run"
    # an ace left in hand costs 11 whichever way it could have been laid
    st2 = position(["AD 5C", "2C 3C"], current=1, opened=[1], options={"aces": "both"})
    assert RS.settle(st2, "out", (1,)).points[0] == 11 + 5
    assert meld_value(parse_cards("AS 2S 3S"), {}, opts(aces="both")) == 6


def test_K_12_three_packs_three_jokers_identical_sets_and_jokers_25():
    st = new_hand("kalookie", players=4, seed=3, options={"three_decks": True})
    cards = st.all_cards()
    assert len(cards) == 159 == len(set(cards)) and sorted(cards) == sorted(make_deck(3, 3))
    rules = st.rules
    assert classify(parse_cards("KC KC.1 KC.2"), rules) == "set"
    assert classify(parse_cards("KC KC.1 JK"), rules) == "set"
    assert classify(parse_cards("KD KD.1 KS"), rules) is None          # two of a face and another suit
    assert rules.values[0] == 25
    st2 = position(["JK 5C", "2C 3C"], current=1, opened=[1], options={"three_decks": True})
    assert RS.settle(st2, "out", (1,)).points[0] == 25 + 5


# ----------------------------------------------------------------------------- K-14
@pytest.mark.parametrize("players,size", [(2, 15), (4, 15), (5, 13), (6, 11)])
def test_K_14_four_jokers_and_fifteen_thirteen_or_eleven_cards(players, size):
    st = new_hand("kalookie", players=players, seed=players, options=NA)
    cards = st.all_cards()
    assert len(cards) == 108 and sorted(cards) == sorted(make_deck(2, 4))
    assert [len(h) for h in st.hands] == [size] * players


def test_K_14_six_players_only_in_north_america():
    with pytest.raises(ValueError):
        new_hand("kalookie", players=6, seed=1)
    assert RS.player_range(opts(**NA)) == (2, 6) and RS.player_range(opts()) == (2, 5)


def test_K_14_aces_15_high_or_low_jokers_25():
    o = opts(**NA)
    rules = rules_for(o)
    assert rules.values[1] == 15 and rules.values[0] == 25
    assert classify(parse_cards("AH 2H 3H"), rules) == "run" and classify(parse_cards("KH AH 2H"), rules) is None
    assert meld_value(parse_cards("AH 2H 3H"), {}, o) == 15 + 2 + 3        # aces 15 on the table too (K-16)
    st = position(["AD JK 5C", "2C 3C"], current=1, opened=[1], options=NA)
    assert RS.settle(st, "out", (1,)).points[0] == 15 + 25 + 5


def test_K_14_the_initial_51_counts_builds_with_one_new_meld():
    table = "#0 1 run 5H 6H 7H"
    hand = "AS AD AC 8H 9H 2C 4D"
    st = position([hand, "3D.1 4D.1"], table=table, opened=[1], options=NA)
    assert "counts 45: it needs 51" in refused(st, "0 open AS AD AC")
    assert "at least one new meld" in refused(st, "0 open 8H builds=0")
    st.apply("0 open AS AD AC 8H groups=3 builds=0")                      # 45 + 8 = 53
    assert [str(c) for c in st.melds[0].cards] == ["5H", "6H", "7H", "8H"] and 0 in st.extra["opened"]
    # the British game counts new melds only
    brit = position([hand, "3D.1 4D.1"], table=table, opened=[1])
    assert "builds do not count" in refused(brit, "0 open AS AD AC 8H groups=3 builds=0")
    # listed openings top up with builds, and each is legal
    st2 = position([hand, "3D.1 4D.1"], table=table, opened=[1], options=NA)
    opens = [a for a in st2.legal_actions(0) if a.kind == "open"]
    assert opens and all(st2.check(a) is None for a in opens) and any(a.get("builds") for a in opens)


def test_K_14_an_opening_counts_its_builds_as_the_rules_do():
    """K-14: what the panel and the coach say an opening counts is what the check counts: its new melds
    plus its builds (issue 25: a hinted opening with three builds read "30 of 51")."""
    table = "#0 1 run 5H 6H 7H"
    st = position(["AS AD AC 8H 9H 2C 4D", "3D.1 4D.1"], table=table, opened=[1], options=NA)
    both = Action.parse("0 open AS AD AC 8H 9H groups=3 builds=0,0")
    assert st.check(both) is None and RS.opening_total(st, both) == 45 + 8 + 9
    assert RS.opening_total(st, Action.parse("0 open AS AD AC groups=3")) == 45       # short, but counted
    assert RS.opening_total(st, Action.parse("0 open AS AD 2C groups=3")) is None     # not a meld
    assert RS.opening_total(st, Action.parse("0 meld AS AD AC")) is None              # not an opening
    brit = position(["AS AD AC 8H 9H 2C 4D", "3D.1 4D.1"], table=table, opened=[1])
    assert RS.opening_total(brit, both) is None                                     # builds refused there
    composed = RS.compose_play(st, 0, [Card.parse(c) for c in "AS AD AC 8H 9H".split()])
    assert composed is not None and RS.opening_total(st, composed) == 62


def test_K_14_one_card_frees_a_joker_from_a_set():
    st = position(["9H 9S.1 4D 5D 6D 2C", "3S.1 4S.1"], table="#0 1 set 9S 9D JK jokers=JK:9", opened=[0, 1],
                  options=NA)
    assert "suit the set lacks" in refused(st, "0 swap 9S.1 @0")
    st.apply("0 swap 9H @0")
    assert sorted(str(c) for c in st.melds[0].cards) == ["9D", "9H", "9S"]
    assert any(c.is_joker for c in st.hands[0])
    assert "joker you won back" in refused(st, "0 discard 2C")              # laid at once (K-16)
    brit = position(["9H 4D 5D 6D 2C", "3S.1 4S.1"], table="#0 1 set 9S 9D JK jokers=JK:9", opened=[0, 1])
    assert "two cards of the missing suits" in refused(brit, "0 swap 9H @0")


def test_K_14_no_pool_the_winner_scores_the_cards_left_and_plays_to_a_target():
    st = position(["AD JK 5C", "KC KD KH 2C", "QH 7D"], current=1, opened=[1], options=NA)
    st.apply("1 meld KC KD KH")
    st.apply("1 discard 2C")
    res = st.result
    assert res.winners == (1,) and res.payments[1] == 15 + 25 + 5 + 10 + 7 and res.payments[0] == 0
    assert res.reason == "out"
    m = Match("kalookie", players=3, seed=5, options=NA)
    assert m.pool == 0 and all(v == 0 for v in m.money.values()) and m.target == 500
    assert not RS.counts_down(m.options) and not RS.balanced(m.options)


# ----------------------------------------------------------------------------- K-15
def test_K_15_aces_11_and_sets_of_jokers_count_15_each():
    o = opts(**SCARNE)
    rules = rules_for(o)
    assert rules.values[1] == 11
    assert classify(parse_cards("JK JK.1 JK.2"), rules) == "set"
    assert meld_value(parse_cards("JK JK.1 JK.2"), {}, o) == 45
    st = position(["JK JK.1 JK.2 7S 8S 9S 2C", "3D.1 4D.1"], options=SCARNE)
    st.apply("0 open JK JK.1 JK.2 7S 8S 9S groups=3,3")                   # 45 + 24 = 69
    assert st.melds[0].kind == "set" and all(c.is_joker for c in st.melds[0].cards)


def _seed_with_cut_joker():
    for seed in range(400):
        st = new_hand("kalookie", players=4, seed=seed, dealer=0, options=SCARNE)
        if any(e.kind == "cut_joker" for e in st.setup_events):
            return st
    raise AssertionError("no deal with a joker at the cut in 400 seeds")


def test_K_15_a_joker_shown_at_the_cut_is_the_cutters():
    st = _seed_with_cut_joker()
    ev = next(e for e in st.setup_events if e.kind == "cut_joker")
    assert ev.seat == 3                                        # the dealer's right-hand player (K-16)
    assert ev.cards[0] in st.hands[3] and ev.cards[0].is_joker and len(st.hands[3]) == 15
    from game.games.kalookie.table import KalookieTable     # the log's words are the table's
    assert "fourteen more" in KalookieTable().event_words(ev)


def test_K_15_the_dealer_may_swap_for_the_up_card_before_play():
    st = new_hand("kalookie", players=3, seed=7, dealer=0, options=SCARNE)
    assert st.phase == "exchange"
    assert "dealer may first swap" in refused(st, "1 draw_stock")
    assert "only the dealer" in refused(st, f"1 exchange {st.hands[1][0]}")
    up, out = st.top_discard, st.hands[0][0]
    st.apply(f"0 exchange {out}")
    assert up in st.hands[0] and st.top_discard == out and len(st.hands[0]) == 15
    assert st.phase == "start" and st.current == 1
    st2 = new_hand("kalookie", players=3, seed=7, dealer=0, options=SCARNE)
    st2.apply("0 stand")
    assert st2.phase == "start" and st2.current == 1 and st2.top_discard == up


def test_K_15_the_discard_only_to_lay_it_at_once():
    table = "#0 1 run 5H 6H 7H"
    st = position(["2C 9D KS", "3D.1 4D.1"], table=table, discard="QC", phase="start", opened=[0, 1],
                  options=SCARNE)
    assert "only to lay it in a meld at once" in refused(st, "0 take_discard QC")
    st2 = position(["2C 9D KS", "3D.1 4D.1"], table=table, discard="8H", phase="start", opened=[0, 1],
                   options=SCARNE)
    st2.apply("0 take_discard 8H")
    assert "you took from the discard pile first" in refused(st2, "0 discard 2C")
    assert "you took from the discard pile first" in refused(st2, "0 discard 8H")
    st2.apply("0 add 8H @0")
    st2.apply("0 discard 2C")
    # the British game lets a player who has opened keep it
    brit = position(["2C 9D KS", "3D.1 4D.1"], table=table, discard="QC", phase="start", opened=[0, 1])
    brit.apply("0 take_discard QC")
    brit.apply("0 discard 2C")


def test_K_15_paid_by_the_card_jokers_double_and_doubled_for_a_kaluki():
    st = position(["AD JK 5C", "KC KD KH 2C", "QH 7D"], current=1, opened=[1], options=SCARNE)
    st.apply("1 meld KC KD KH")
    st.apply("1 discard 2C")
    res = st.result
    assert res.payments == {0: Fraction(-4), 1: Fraction(6), 2: Fraction(-2)}
    # a kaluki: everything laid in one turn with nothing laid before
    k = position(["AD JK 5C", "KC KD KH QS QD QC 2C", "QH 7D"], current=1, options=SCARNE)
    k.apply("1 open KC KD KH QS QD QC groups=3,3")
    k.apply("1 discard 2C")
    assert k.result.reason == "kalookie" and k.result.payments == {0: -8, 1: 12, 2: -4}


# ----------------------------------------------------------------------------- every version
@pytest.mark.parametrize("version", ["british", "swedish", "north_american", "scarne"])
@pytest.mark.parametrize("seed", range(4))
def test_K_16_every_version_ends_with_cards_conserved_and_replays(version, seed):
    rng = random.Random(seed)
    options = {"version": version, "aces": rng.choice(["high", "both"]),
               "three_decks": version in ("british", "swedish") and rng.random() < 0.5,
               "reshuffle": rng.random() < 0.8}
    hi = RS.player_range(opts(version=version))[1]
    st = new_hand("kalookie", players=rng.randint(2, hi), seed=seed, options=options)
    play_randomly(st, rng)
    assert st.over
    if RS.balanced(st.options):
        assert sum(st.result.payments.values()) == 0
    assert replay(st.to_record()).snapshot() == st.snapshot()


@pytest.mark.parametrize("version", ["north_american", "scarne"])
def test_K_14_K_15_a_match_runs_to_its_end(version):
    m = Match("kalookie", players=3, seed=11, options={"version": version})
    rng = random.Random(1)
    for _ in range(300):
        st = m.hand
        while not st.over:
            acts = [a for s in range(st.players) for a in st.legal_actions(s)]
            st.apply(rng.choice(acts))
        if m.over:
            break
        m.next_hand()
    assert m.over
    m.record_result()
    if version == "scarne":
        assert m.hands_played == 10 and sum(m.ledger.values()) == 0
    else:
        assert max(m.ledger.values()) >= 500 and m.winners == m.leaders
    again = Match.from_record(m.to_record())
    assert again.ledger == m.ledger


def test_openings_are_listed_in_part_and_checked_in_full():
    """Issue 11: Kalookie lists its openings only in part (it says so); one it does not list, the joker
    at the other end of the run, is still judged legal by check."""
    from game.engine import Action, new_hand
    state = new_hand("kalookie", players=2, dealer=1,
                     hands=["JK JS QS KS 5H 5D 5C 7C 8C 9C 2D 3D 4D", "2S 3H 6S 9H TH 4C AH 6D 8D TD QH QD KC"],
                     stock="9S.1 8H 6C", discard="3C")
    assert state.ruleset.partly_listed == frozenset({"open"})
    state.apply(Action.parse("0 draw_stock"))
    listed = [a for a in state.legal_actions(0) if a.kind == "open"]
    other = Action.parse("0 open JK JS QS KS 5H 5D 5C groups=4,3 joker=TS")
    assert other not in listed
    assert state.check(other) is None
