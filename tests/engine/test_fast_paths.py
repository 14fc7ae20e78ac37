"""The engine's fast paths agree with the reference (issue 28).

- ``apply`` does not ask the check again for an action taken from the cached legal list
  (``HandState.listed``); anything else, an equal action written anew included, goes through
  ``check``, and a hand edited since the list was made is never trusted.
- A hand of the first pack is listed from its cards as one number (``Card.bit``): its melds, its
  lay-offs and its discards.  In random positions of Battle Hoola and Seven Bridge (under random
  options) the listed melds, single-card adds and discards are exactly the candidates the check
  accepts, the melds found by asking ``classify`` of every group (``find_melds(..., _judge=False)``).
- A seat out of turn with no discard to claim is answered before the cache, with the list the
  whole listing gives it (empty, unless its game has choices at any time).
- Cards sort as their fields read (rank, suit letter, copy); decks and option dicts made once are
  handed out as new lists and dicts.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import Action, Card, IllegalAction, describe, new_hand
from game.engine.cards import make_deck
from game.engine.melds import find_melds
from game.engine.options import options_dict
from game.games.hoola.rules.options import HoolaOptions

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _values(info):
    if info.choices:
        return st.sampled_from(info.choices)
    if info.type is bool:
        return st.booleans()
    return st.just(info.default)


hoola_options = st.fixed_dictionaries({}, optional={i.name: _values(i) for i in describe(HoolaOptions)
                                                    if i.name != "glenn_melds"})


def _walk(game: str, players: int, seed: int, steps: int, options=None):
    """The hand after ``steps`` uniformly random actions of whoever may act (None if it ended)."""
    rng = random.Random(seed)
    state = new_hand(game, players=players, seed=seed, dealer=seed % players, options=options)
    for _ in range(steps):
        if state.result is not None:
            return None
        seats = [s for s in range(players) if state.legal_actions(s)]
        if not seats:
            return None
        legal = state.legal_actions(rng.choice(seats))
        state.apply(legal[rng.randrange(len(legal))])
    return None if state.result is not None else state


@SETTINGS
@given(st.sampled_from(["hoola", "seven-bridge", "kalookie", "house-rummy"]), st.integers(2, 4),
       st.integers(0, 10**6), st.integers(0, 40))
def test_a_listed_action_is_one_the_check_allows_and_applies_as_the_same_action_written_anew(
        game, players, seed, steps):
    state = _walk(game, players, seed, steps)
    if state is None:
        return
    for seat in range(players):
        for a in state.legal_actions(seat):
            assert state.listed(a)
            assert state.check(a) is None, a
            again = Action.parse(str(a))
            assert not state.listed(again) or again is a     # an equal action written anew: checked
    seat = next((s for s in range(players) if state.legal_actions(s)), None)
    if seat is None:
        return
    a = state.legal_actions(seat)[0]
    fast, slow = state.trial(), state.trial()
    fast.legal_actions(seat)
    fa = next(x for x in fast.legal_actions(seat) if x == a)
    assert fast.listed(fa)
    assert [str(e) for e in fast.apply(fa)] == [str(e) for e in slow.apply(Action.parse(str(a)))]
    assert fast.snapshot() == slow.snapshot()


@SETTINGS
@given(st.sampled_from(["hoola", "seven-bridge", "kalookie", "house-rummy"]), st.integers(2, 4),
       st.integers(0, 10**6), st.integers(0, 60))
def test_every_seat_is_listed_as_the_whole_listing_lists_it(game, players, seed, steps):
    state = _walk(game, players, seed, steps)
    if state is None:
        return
    for seat in range(players):
        assert [str(a) for a in state.legal_actions(seat)] == [str(a) for a in state._compute_legal(seat)]


def test_a_hand_edited_after_its_list_is_checked_again():
    state = new_hand("hoola", players=2, dealer=0, hands=["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"],
                     stock="QH 3C 4C", discard="6D")
    state.apply("0 draw_stock")
    discard = next(a for a in state.legal_actions(0) if a.kind == "discard" and str(a.cards[0]) == "KC")
    assert state.listed(discard)
    state.hands[0] = [c for c in state.hands[0] if str(c) != "KC"]     # a tool's edit, no action
    assert not state.listed(discard)
    try:
        state.apply(discard)
    except IllegalAction as e:
        assert "not in hand" in str(e)
    else:
        raise AssertionError("a discard of a card no longer held was applied")


def _reference_play_list(state, seat: int) -> set[str]:
    """Every meld, single-card add and discard the check allows now, the melds found by classify."""
    hand = state.hands[seat]
    out = set()
    for m in find_melds(hand, state.rules, _judge=False):
        a = Action("meld", seat, m)
        if state.check(a) is None:
            out.add(str(a))
    for meld in state.melds:
        for c in hand:
            a = Action("add", seat, (c,), meld.id)
            if state.check(a) is None:
                out.add(str(a))
    for c in hand:
        a = Action("discard", seat, (c,))
        if state.check(a) is None:
            out.add(str(a))
    return out


@SETTINGS
@given(st.sampled_from(["hoola", "seven-bridge"]), st.integers(2, 4), st.integers(0, 10**6),
       st.integers(0, 80), hoola_options)
def test_the_play_list_of_a_first_pack_hand_is_what_the_check_allows(game, players, seed, steps, options):
    state = _walk(game, players, seed, steps, options if game == "hoola" else None)
    if state is None:
        return
    seat = state.current
    if state.phase != "start" or not any(a.kind == "draw_stock" for a in state.legal_actions(seat)):
        return
    state.apply(Action("draw_stock", seat))
    if state.result is not None or state.phase != "play":
        return
    listed = {str(a) for a in state.legal_actions(seat) if a.kind in ("meld", "add", "discard")}
    assert listed == _reference_play_list(state, seat)


def test_cards_sort_as_their_fields_read():
    deck = make_deck(2, 2)
    rng = random.Random(3)
    rng.shuffle(deck)
    assert sorted(deck) == sorted(deck, key=lambda c: (c.rank, c.suit, c.copy))
    a, b = Card.parse("7S"), Card.parse("7H")
    assert b < a and a > b and a >= a and b <= a and not a < a
    assert Action("meld", 0, (Card.parse("9S"), Card.parse("7S"), Card.parse("8S"))).cards == \
        tuple(Card.parse(t) for t in ("7S", "8S", "9S"))
    assert [str(c) for c in (Card.parse("TH"), Card.parse("7S.1"), Card.parse("JK"))] == ["TH", "7S.1", "JK"]
    assert Card.parse("7S").bit == 1 << Card.parse("7S").index and Card.parse("7S.1").bit == 0


def test_a_deck_and_an_options_dict_made_once_are_handed_out_anew():
    first = make_deck()
    first.pop()
    assert len(make_deck()) == 52 and make_deck() is not make_deck()
    opts = new_hand("hoola", players=2, seed=1).options
    d = options_dict(opts)
    d["knocks"] = "changed"
    assert options_dict(opts)["knocks"] is True


def test_action_words_checked_once_read_alike_and_bad_words_refused_every_time():
    """Action words are checked and sorted once and remembered (House Rummy's demands build the same
    words on dozens of actions a position): the remembered words are those a fresh check gives, words
    that look alike but are not strings are never mixed up with them, and bad words are refused every
    time they are given."""
    card = (Card.parse("AS"),)
    words = (("from", "1"), ("as", "run"))
    first = Action("demand", 0, card, data=words)
    again = Action("demand", 0, card, data=words)
    assert first.data == again.data == (("as", "run"), ("from", "1")) and first == again
    assert Action("demand", 0, card, data=(("from", 1),)).data == (("from", "1"),)
    assert Action("demand", 0, card, data=(("from", True),)).data == (("from", "True"),)
    assert Action("demand", 0, card, data={"from": "2"}).data == (("from", "2"),)
    for _ in range(2):
        try:
            Action("demand", 0, card, data=(("from", "a b"),))
        except ValueError as err:
            assert "single words" in str(err)
        else:
            raise AssertionError("a word with a space was taken")


#: every game's meld rules: sevens that meld short, jokers, sets of distinct suits, two and three packs
MELD_TABLES = [("hoola", {}), ("hoola", {"jokers": 2}), ("seven-bridge", {"joker": True}),
               ("house-rummy", {"variant": "classic"}), ("kalookie", {"version": "british"}),
               ("kalookie", {"version": "north_american"}), ("kalookie", {"version": "scarne"})]


@pytest.mark.parametrize("game, options", MELD_TABLES)
def test_a_card_that_cannot_meld_adds_its_value_to_the_fewest_points(game, options):
    """``may_meld_in`` spares the bots' look-ahead a ``min_points`` for each card it could draw that
    cannot meld: it says ``False`` only where ``hand + [card]`` counts ``hand``'s fewest points plus the
    card's value.  Over random hands of each game's deck (jokers, copies), it says ``False`` often."""
    from game.engine.meld_reach import may_meld_in
    from game.engine.solver import min_points
    state = new_hand(game, players=4, seed=1, options=options)
    deck = list(state.stock) + [c for h in state.hands for c in h] + list(state.discard)
    rules = state.rules
    rng = random.Random(hash((game, tuple(sorted(options.items())))) & 0xFFFF)
    said = {True: 0, False: 0}
    for __ in range(1500):
        cards = rng.sample(deck, rng.randint(4, 16))
        card, hand = cards[0], cards[1:]
        meld = may_meld_in(card, hand, rules)
        said[meld] += 1
        if not meld:
            assert min_points(hand + [card], rules) == min_points(hand, rules) + rules.values[card.rank], \
                (game, options, card, hand)
    assert said[False] > 300 and said[True] > 100, said


@pytest.mark.parametrize("game, options", MELD_TABLES)
def test_the_faces_that_may_meld_are_the_cards_may_meld_in_admits(game, options):
    """``meldable_faces`` (worked out once a hand) agrees with ``may_meld_in`` (asked a card at a time)."""
    from game.engine.meld_reach import may_meld_in, meldable_faces
    state = new_hand(game, players=4, seed=2, options=options)
    deck = list(state.stock) + [c for h in state.hands for c in h] + list(state.discard)
    faces = {c.index: c for c in deck if not c.is_joker}
    rng = random.Random(7)
    for __ in range(400):
        hand = rng.sample(deck, rng.randint(3, 16))
        got = meldable_faces(hand, state.rules)
        for index, card in faces.items():
            assert (got is None or index in got) == may_meld_in(card, hand, state.rules), (game, card, hand)
