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
