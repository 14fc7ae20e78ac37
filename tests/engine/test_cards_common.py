"""Rules common to all games (RULES.md, section C), tested on Battle Hoola positions."""
from __future__ import annotations

import dataclasses
import json
import random

import pytest

from game.engine import (Action, Card, HandState, IllegalAction, make_deck, new_hand, parse_cards,
                         replay)
from game.engine.melds import find_melds

from helpers import hand, play, refused, texts


# ---------------------------------------------------------------- C-1 card text
def test_C_1_every_card_round_trips_through_its_text():
    deck = make_deck(1, 2)
    assert len(deck) == 54
    for c in deck:
        assert Card.parse(str(c)) == c
    assert [str(c) for c in parse_cards("AS 2H 9D TC JS QH KD JK")] == \
        ["AS", "2H", "9D", "TC", "JS", "QH", "KD", "JK"]


def test_C_1_ten_accepted_as_10_and_printed_as_T():
    assert Card.parse("10H") == Card.parse("TH")
    assert str(Card.parse("10H")) == "TH"
    assert Card.parse("10h") == Card.parse("TH")
    assert Card.parse("10H").rank == 10 and Card.parse("AS").rank == 1 and Card.parse("KC").rank == 13
    joker = Card.parse("JK")
    assert joker.is_joker and str(joker) == "JK"
    assert not Card.parse("JS").is_joker  # jack of spades, not a joker


@pytest.mark.parametrize("bad", ["1H", "7X", "", "11S", "H7", "QQ", "7", "JK7"])
def test_C_1_bad_card_text_is_refused(bad):
    with pytest.raises(ValueError):
        Card.parse(bad)


def test_C_1_copies_of_several_decks_stay_distinct():
    deck = make_deck(2, 0)
    assert len(deck) == 104 and len(set(deck)) == 104
    a, b = Card.parse("7S"), Card.parse("7S.1")
    assert a != b and a.face == b.face == "7S"
    assert str(b) == "7S.1" and Card.parse(str(b)) == b
    # melds found from two decks keep both copies as separate cards
    melds = find_melds(parse_cards("7S 7S.1 7H"), new_hand("hoola", players=2, seed=1).rules)
    three = [m for m in melds if len(m) == 3]
    assert len(three) == 1 and set(three[0]) == {a, b, Card.parse("7H")}
    # and an action naming both copies reads back with both
    act = Action.parse("0 meld 7S 7S.1 7H")
    assert set(act.cards) == {a, b, Card.parse("7H")} and Action.parse(str(act)) == act


def test_C_1_a_card_named_twice_in_a_position_is_refused():
    with pytest.raises(ValueError, match="twice"):
        hand("AS 2S 3S 4S 5S 6S 8S", "AS 2H 3H 4H 5H 6H 8H", stock="KD", discard="QD")
    with pytest.raises(ValueError, match="not in"):  # one deck in Hoola: no second copy
        hand("7S.1 2S 3S 4S 5S 6S 8S", "AH 2H 3H 4H 5H 6H 8H", stock="KD", discard="QD")


# ---------------------------------------------------------------- C-2 stated positions and seeds
def test_C_2_stated_position_is_dealt_as_stated():
    s = hand("AS 2S 3S 4S 5S 6S 8S", "AH 2H 3H 4H 5H 6H 8H", "AD 2D 3D 4D 5D 6D 8D",
             stock="KC QC JC", discard="9C TC", dealer=2)
    assert [len(h) for h in s.hands] == [7, 7, 7]
    assert [str(c) for c in s.hands[1]] == "AH 2H 3H 4H 5H 6H 8H".split()
    assert s.top_discard == Card.parse("TC")          # top card last
    assert s.current == 2 and s.dealer == 2           # the dealer plays first
    assert "2 draw_stock" in texts(s, 2) and texts(s, 0) == [] and texts(s, 1) == []
    play(s, "2 draw_stock")
    assert Card.parse("KC") in s.hands[2]              # next card drawn first
    assert [str(c) for c in s.stock] == ["QC", "JC"]
    # cards named nowhere are out of play
    assert len(s.out_of_play) == 52 - 21 - 3 - 2


def _first_actions(state, n, rng=None):
    """Apply n actions, each the first (or a random) legal action of the first seat that has one."""
    for _ in range(n):
        if state.over:
            break
        seats = [s for s in range(state.players) if state.legal_actions(s)]
        acts = state.legal_actions(seats[0])
        state.apply(acts[0] if rng is None else rng.choice(acts))
    return state


@pytest.mark.parametrize("players", [2, 4, 5])
def test_C_2_same_seed_and_actions_give_the_same_hand(players):
    a = new_hand("hoola", players=players, seed=1234)
    b = new_hand("hoola", players=players, seed=1234)
    assert a.snapshot() == b.snapshot()
    _first_actions(a, 40, random.Random(5))
    _first_actions(b, 40, random.Random(5))
    assert a.snapshot() == b.snapshot()
    deals = {tuple(new_hand("hoola", players=players, seed=s).snapshot()["hands"]) for s in range(6)}
    assert len(deals) == 6, "different seeds should shuffle differently"


def test_C_2_stated_hands_with_shuffled_stock_follow_the_seed():
    kw = dict(players=2, hands=["AS 2S 3S 4S 5S 6S 8S", "AH 2H 3H 4H 5H 6H 8H"], seed=99)
    a, b = new_hand("hoola", **kw), new_hand("hoola", **kw)
    assert a.snapshot() == b.snapshot()
    assert len(a.stock) + len(a.discard) == 52 - 14 and not a.out_of_play


# ---------------------------------------------------------------- C-3 card conservation
def _conserved(state):
    every = state.all_cards()
    assert len(every) == len(set(every)) == len(state.setup_cards)
    assert set(every) == state.setup_cards
    state.check_invariants()


@pytest.mark.parametrize("players,options", [
    (2, {}), (3, {"claims": "priority"}), (4, {"jokers": 2}), (5, {"claims": "next_only"}),
    (4, {"glenn_melds": True}), (6, {}), (7, {"group_sevens": True, "jokers": 1}),
])
def test_C_3_every_card_is_in_exactly_one_place_throughout_play(players, options):
    for seed in range(8):
        s = new_hand("hoola", players=players, seed=seed, options=options)
        rng = random.Random(seed)
        total = 52 + options.get("jokers", 0)
        assert len(s.all_cards()) == total
        steps = 0
        while not s.over and steps < 600:
            seats = [x for x in range(players) if s.legal_actions(x)]
            assert seats, "a live hand must let someone act"
            seat = rng.choice(seats)
            s.apply(rng.choice(s.legal_actions(seat)))
            _conserved(s)
            steps += 1
        assert len(s.all_cards()) == total


def test_C_3_conservation_check_can_fail():
    s = hand("AS 2S 3S 4S 5S 6S 8S", "AH 2H 3H 4H 5H 6H 8H", stock="KD QD", discard="JD")
    s.check_invariants()
    s.hands[0].append(s.stock[0])  # the same card in two places
    with pytest.raises(AssertionError):
        s.check_invariants()


# ---------------------------------------------------------------- C-4 illegal actions
def test_C_4_illegal_actions_are_refused_with_a_reason_and_change_nothing():
    s = hand("3S 4S 5S 9H 9D KC QC", "AH 2H 3H 4H 5H 6H 8H", "AD 2D 3D 4D 5D 6D 8D",
             stock="KD QD JD TD", discard="JC")
    assert issubclass(IllegalAction, ValueError)
    assert "turn" in refused(s, "1 draw_stock")
    assert "draw" in refused(s, "0 meld 3S 4S 5S")
    assert "draw" in refused(s, "0 discard KC")
    assert "meld" in refused(s, "0 take_discard JC")       # the discard cannot be kept
    play(s, "0 draw_stock")
    assert "already drew" in refused(s, "0 draw_stock")
    assert "not a meld" in refused(s, "0 meld 9H 9D KC")
    assert "not in hand" in refused(s, "0 meld 3H 4H 5H")
    assert "not in hand" in refused(s, "0 discard AH")
    assert "no seat" in refused(s, "9 draw_stock")
    play(s, "0 meld 3S 4S 5S")
    assert "not in hand" in refused(s, "0 meld 3S 4S 5S")  # melded cards cannot be melded again
    play(s, "0 discard KD")
    assert "draw" in refused(s, "1 add 6H @0")             # seat 1 has not drawn yet
    play(s, "1 draw_stock")
    assert "only after melding" in refused(s, "1 add 6H @0")


def test_C_4_a_garbled_action_and_a_finished_hand_are_refused():
    s = hand("AS AH AD AC 2S 2H 2D", "KH QH JH TH 9H 8H 6H", stock="KD QD", discard="JD")
    before = s.snapshot()
    with pytest.raises(ValueError):
        s.apply("zero draw")
    with pytest.raises(IllegalAction):
        s.apply(object())
    assert s.snapshot() == before
    play(s, "0 blast")
    assert s.over
    assert "over" in refused(s, "1 draw_stock")
    assert all(s.legal_actions(x) == [] for x in range(2))


# ---------------------------------------------------------------- C-5 views
def _cards_in(value, seen, depth=0):
    """Every Card reachable inside a view's plain values (tuples, dataclasses, dicts)."""
    if depth > 8:
        return
    if isinstance(value, Card):
        seen.add(value)
    elif isinstance(value, HandState):
        raise AssertionError("a view must not hold the state")
    elif isinstance(value, (tuple, list, set, frozenset)):
        for v in value:
            _cards_in(v, seen, depth + 1)
    elif isinstance(value, dict):
        for k, v in value.items():
            _cards_in(k, seen, depth + 1)
            _cards_in(v, seen, depth + 1)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _cards_in(getattr(value, f.name), seen, depth + 1)


def test_C_5_a_view_shows_own_hand_public_cards_and_counts_only():
    s = hand("3S 4S 5S 9H 9D KC QC", "AH 2H 3H 4H 5H 6H 8H", "AD 2D 3D 4D 5D 6D 8D",
             stock="KD QD JD TD 9C", discard="JC")
    events = play(s, "0 draw_stock")
    drawn = [e for e in events if e.kind == "draw"][0]
    assert drawn.for_seat(0).cards == (Card.parse("KD"),)
    assert drawn.for_seat(1).cards == () and drawn.for_seat(2).cards == ()
    play(s, "0 meld 3S 4S 5S", "0 discard KC")
    for seat in range(3):
        v = s.view(seat)
        assert v.hand == tuple(s.hands[seat])
        assert v.hand_counts == (4, 7, 7)
        assert v.stock_count == 4
        assert [m.cards for m in v.melds] == [tuple(parse_cards("3S 4S 5S"))]
        assert v.discard == tuple(parse_cards("JC KC"))
        seen: set[Card] = set()
        _cards_in(v, seen)
        public = set(s.hands[seat]) | set(parse_cards("3S 4S 5S JC KC"))
        assert seen <= public, f"seat {seat}'s view leaks {sorted(map(str, seen - public))}"
        text = repr(v)
        for other in range(3):
            if other != seat:
                for c in s.hands[other]:
                    assert repr(c) not in text
        for c in s.stock:
            assert repr(c) not in text
        assert v.legal == tuple(s.legal_actions(seat))


def test_C_5_the_record_in_a_view_names_no_drawn_card():
    s = hand("3S 4S 5S 9H 9D KC QC", "AH 2H 3H 4H 5H 6H 8H", stock="KD QD JD", discard="JC")
    play(s, "0 draw_stock", "0 discard QC", "1 draw_stock")
    v = s.view(0)
    assert [str(a) for a in v.history] == ["0 draw_stock", "0 discard QC", "1 draw_stock"]
    seen: set[Card] = set()
    _cards_in(v, seen)
    assert Card.parse("QD") not in seen  # what seat 1 drew


# ---------------------------------------------------------------- C-6 record and replay
def test_C_6_record_replays_to_the_same_state_at_every_step():
    s = new_hand("hoola", players=4, seed=2024)
    rng = random.Random(3)
    while not s.over:
        seats = [x for x in range(4) if s.legal_actions(x)]
        s.apply(rng.choice(s.legal_actions(rng.choice(seats))))
        rec = s.to_record()
        assert replay(rec).snapshot() == s.snapshot()
    saved = json.loads(json.dumps(s.to_record()))  # what a save file holds
    again = replay(saved)
    assert again.snapshot() == s.snapshot()
    assert again.result.payments == s.result.payments
    assert saved["actions"] == [str(a) for a in s.record]


def test_C_6_stated_positions_and_options_replay():
    s = hand("3S 4S 5S 9H 9D KC QC", "AH 2H 3H 4H 5H 6H 8H", "AD 2D 3D 4D 5D 6D 8D",
             stock="KD QD JD TD", discard="JC", dealer=1, options={"claims": "priority", "jokers": 0})
    play(s, "1 draw_stock", "1 discard KD")
    rec = json.loads(json.dumps(s.to_record()))
    assert rec["setup"]["options"]["claims"] == "priority"
    assert rec["actions"] == ["1 draw_stock", "1 discard KD"]
    assert replay(rec).snapshot() == s.snapshot()


def test_C_6_a_six_player_hand_with_drop_outs_replays():
    s = new_hand("hoola", players=6, seed=77)
    rng = random.Random(1)
    for _ in range(30):
        if s.over:
            break
        seats = [x for x in range(6) if s.legal_actions(x)]
        s.apply(rng.choice(s.legal_actions(seats[0])))
    assert any(a.kind in ("drop_out", "stay_in") for a in s.record)
    assert replay(s.to_record()).snapshot() == s.snapshot()


def test_C_5_a_claim_that_lost_does_not_show_the_claimers_cards():
    # priority claims: seat 3 calls for 5H with 3H 4H, but seat 1 (whose turn comes first) takes it;
    # 3H and 4H stay hidden in seat 3's hand and must not appear in anyone else's view
    s = hand("5H 2S 3S 4S 9C KD QC", "6H 7H AD 2D 8C 8D TC", "5S 5D 9H 9S 9D JS TD",
             "3H 4H 8H TH QS KS AS", stock="JD QH KH 2C", discard="4D", options={"claims": "priority"})
    play(s, "0 draw_stock", "0 discard 5H")
    called = [e for e in play(s, "3 claim 3H 4H 5H") if e.kind == "claim_called"][0]
    assert called.for_seat(3).cards == cards_of("3H 4H 5H")
    assert all(called.for_seat(x).cards == () for x in (0, 1, 2))
    for seat in (0, 1, 2):
        seen: set[Card] = set()
        _cards_in(s.view(seat), seen)
        assert not seen & set(parse_cards("3H 4H")), f"seat {seat} sees seat 3's pending claim"
    play(s, "1 take_discard 5H 6H 7H")
    assert card_in_hand(s, 3, "3H 4H")
    for seat in (0, 1, 2):
        seen = set()
        _cards_in(s.view(seat), seen)
        assert not seen & set(parse_cards("3H 4H")), f"seat {seat} sees seat 3's withdrawn claim"
    # a claim that won is public: its cards are on the table
    assert set(parse_cards("5H 6H 7H")) <= _seen(s.view(3))
    assert set(parse_cards("3H 4H")) <= _seen(s.view(3))      # seat 3 sees its own cards


def cards_of(text):
    return tuple(sorted(parse_cards(text)))


def card_in_hand(state, seat, text):
    return set(parse_cards(text)) <= set(state.hands[seat])


def _seen(view):
    seen: set[Card] = set()
    _cards_in(view, seen)
    return seen
