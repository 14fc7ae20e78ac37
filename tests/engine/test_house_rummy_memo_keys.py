"""House Rummy's memo of whole plays holding a card is keyed by the cards that could share a play
with it (its rank, its suit, jokers): it answers as the plain search over the whole hand does, on
many seeded random hands (issue 28; R-6)."""
from __future__ import annotations

import random

from game.games.house_rummy.rules.plans import _melds_with, full_deck, melds_with


def test_r6_plays_holding_a_card_remembered_by_its_related_cards_are_the_searched_plays():
    rng = random.Random(28)
    deck = full_deck()
    asked = found = 0
    for _ in range(3000):
        hand = rng.sample(deck, rng.randint(3, 13))
        card = rng.choice(hand) if rng.random() < 0.9 else rng.choice(deck)   # now and then not held
        shuffled = list(hand)
        rng.shuffle(shuffled)
        want = _melds_with(hand, card)
        assert melds_with(hand, card) == want
        assert melds_with(shuffled, card) == want
        asked += 1
        found += bool(want)
    assert found > asked // 10          # the hands make plays, not only empty answers


def test_r9_discards_listed_with_the_turns_end_asked_once_are_those_asked_card_by_card():
    """R-9: House Rummy lists its discards with the end of the turn asked once for the seat
    (``Ruleset.plain_discards``); the list is the one asked card by card, in every position of
    seeded random hands, both versions."""
    from game.engine import new_hand
    from game.games.house_rummy.rules import HouseRummy
    rng = random.Random(9)
    compared = refused = 0
    for deal in range(24):
        state = new_hand("house-rummy", players=rng.choice((2, 3, 4)), seed=deal,
                         options={"variant": ("classic", "epic")[deal % 2]})
        while not state.over:
            seat = state.acting_seats[0]
            legal = state.legal_actions(seat)
            if state.phase == "play" and seat == state.current:
                fast = [a for a in legal if a.kind == "discard"]
                HouseRummy.plain_discards = False
                try:
                    state._legal_cache.clear()
                    plain = [a for a in state.legal_actions(seat) if a.kind == "discard"]
                finally:
                    HouseRummy.plain_discards = True
                    state._legal_cache.clear()
                assert fast == plain
                compared += 1
                refused += len(fast) < len(set(state.hands[seat]))
                legal = state.legal_actions(seat)
            state.apply(rng.choice(legal))
    assert compared > 300 and refused > 20
