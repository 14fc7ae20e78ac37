"""The one-pack partition built from remembered pieces (``solver_plain.plain_partition``, the path
``best_partition`` takes) against the plain builder it replaced (``reference_partition``): the same
points, the same melds in the same order, the same deadwood, and every card the hand's own object."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.cards import make_deck
from game.engine.melds import PLAIN_RULES, MeldRules
from game.engine.solver import _tables, best_partition
from game.engine.solver_plain import plain_partition, reference_partition

from test_solver import HOOLA, SEVEN_BRIDGE, clustered_hands, hands, rules_st

RULES = [PLAIN_RULES, HOOLA, SEVEN_BRIDGE, MeldRules(ace="both"), MeldRules(ace="cyclic"),
         MeldRules(ace="high", max_run=5), MeldRules(min_set=2, max_set=3, min_run=2),
         MeldRules(min_set=4, min_run=4, short_sevens=True)]


def _same(hand, rules) -> None:
    m = 0
    for c in hand:
        m |= 1 << c.index
    assert not m >> 52 and m.bit_count() == len(hand)
    tb = _tables(rules)
    new, ref = plain_partition(hand, m, tb), reference_partition(hand, m, tb)
    assert (new.points, new.melds, new.deadwood) == (ref.points, ref.melds, ref.deadwood)
    mine = {id(c) for c in hand}
    assert all(id(c) in mine for meld in new.melds for c in meld) and all(id(c) in mine for c in new.deadwood)
    assert best_partition(hand, rules) == new


def test_the_partition_from_pieces_is_the_reference_partition_on_seeded_random_hands():
    rng = random.Random(28)
    deck = make_deck()
    for rules in RULES:
        for _ in range(1500):
            _same(rng.sample(deck, rng.randint(0, 13)), rules)


def test_a_later_packs_card_with_no_twin_takes_the_one_pack_path_as_before():
    # 7S.1 alone stands for its face, as it always has: the same answer as with the first pack's 7S
    deck2 = make_deck(2)
    hand = [deck2[52 + 6], deck2[7], deck2[8], deck2[20]]      # 7S.1 8S 9S 8H
    p = best_partition(hand, PLAIN_RULES)
    assert p.melds == ((hand[0], hand[1], hand[2]),) and p.melds[0][0] is hand[0]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(hands(), clustered_hands()), rules_st)
def test_the_partition_from_pieces_is_the_reference_partition_under_any_rules(hand, rules):
    if rules.joker_sets:
        rules = MeldRules(**{**rules.__dict__, "joker_sets": False})
    _same(hand, rules)
