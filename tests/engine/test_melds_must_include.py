"""``find_melds`` asked for the melds holding one card (a take, a steal, a hot card) skips the ranks
and suits that card cannot share a meld with: the answer is every meld of the whole search that holds
the card, in the same order (issue 28; hands with jokers and of two packs, where every group is
classified)."""
from __future__ import annotations

import random

from game.engine.cards import make_deck
from game.engine.melds import MeldRules, find_melds

RULES = [MeldRules(), MeldRules(ace="cyclic", set_distinct_suits=True, max_set=4, max_jokers=2),
         MeldRules(ace="both", set_distinct_suits=True, max_jokers=2, min_set=3, max_set=4),
         MeldRules(ace="high", short_sevens=True, max_jokers=1), MeldRules(min_set=2, min_run=2, max_jokers=3),
         MeldRules(ace="cyclic", identical_sets=True, max_jokers=2, joker_sets=True)]


def test_the_melds_holding_a_card_are_the_whole_searchs_melds_that_hold_it_in_order():
    rng = random.Random(28)
    asked = held = 0
    for decks, jokers in ((1, 2), (2, 4), (1, 1)):
        deck = make_deck(decks, jokers)
        for _ in range(700):
            hand = rng.sample(deck, rng.randint(3, 12))
            rules = rng.choice(RULES)
            min_size = rng.choice((1, 3))
            must = rng.choice(hand) if rng.random() < 0.9 else rng.choice(deck)
            whole = find_melds(hand, rules, min_size=min_size)
            want = [m for m in whole if must in m]
            assert find_melds(hand, rules, min_size=min_size, must_include=must) == want
            asked += 1
            held += bool(want)
    assert held > asked // 6
