"""The solver against a brute-force reference built on ``find_melds``."""
from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.cards import Card, make_deck, parse_cards
from game.engine.melds import FACE_VALUES, PLAIN_RULES, MeldRules, classify, find_melds
from game.engine.solver import Partition, _tables, best_partition, min_points

HOOLA = MeldRules(ace="cyclic", short_sevens=True, values=(0, 1, 2, 3, 4, 5, 6, 14, 8, 9, 10, 11, 12, 13))
SEVEN_BRIDGE = MeldRules(ace="low", short_sevens=True, values=(0, 1, 2, 3, 4, 5, 6, 20, 8, 9, 10, 10, 10, 10))


# ---------------------------------------------------------------- reference

def all_melds(hand: list[Card], rules: MeldRules) -> list[tuple[Card, ...]]:
    """Every meld of ``hand``: ``find_melds`` plus the joker runs it leaves out.

    ``find_melds`` only lets a joker fill a run position the hand has no card
    for, so it misses e.g. ``4S JK 6S`` when ``5S`` is also in the hand (and
    in use elsewhere).  ``classify`` accepts those, so they are added here by
    trying every one-suit, distinct-rank group of naturals with jokers.
    """
    found = {frozenset(map(id, m)): m for m in find_melds(hand, rules)}
    jokers = [c for c in hand if c.is_joker]
    if jokers and rules.max_jokers > 0:
        for suit in "SHDC":
            naturals = [c for c in hand if c.suit == suit]
            for size in range(1, len(naturals) + 1):
                for group in combinations(naturals, size):
                    if len({c.rank for c in group}) != size:
                        continue
                    for k in range(1, min(rules.max_jokers, len(jokers)) + 1):
                        for js in combinations(jokers, k):
                            meld = group + js
                            key = frozenset(map(id, meld))
                            if key not in found and classify(meld, rules) is not None:
                                found[key] = meld
    return list(found.values())


def brute_points(hand: list[Card], rules: MeldRules) -> int:
    """Fewest points by exhaustive max-weight packing of every meld."""
    n = len(hand)
    pos = {id(c): i for i, c in enumerate(hand)}
    assert len(pos) == n, "the reference wants distinct card objects"
    melds = [sum(1 << pos[id(c)] for c in m) for m in all_melds(hand, rules)]
    by_low: dict[int, list[int]] = {}
    for mm in melds:
        by_low.setdefault((mm & -mm).bit_length() - 1, []).append(mm)
    cost = [rules.values[c.rank] for c in hand]
    memo: dict[int, int] = {}

    def best(left: int) -> int:
        if not left:
            return 0
        if left in memo:
            return memo[left]
        low = left & -left
        i = low.bit_length() - 1
        v = best(left ^ low) + cost[i]
        for mm in by_low.get(i, ()):
            if mm & left == mm:
                v = min(v, best(left ^ mm))
        memo[left] = v
        return v

    return best((1 << n) - 1)


def check_partition(hand: list[Card], rules: MeldRules, p: Partition) -> None:
    assert isinstance(p, Partition)
    for meld in p.melds:
        assert classify(meld, rules) is not None, (meld, rules)
    flat = [c for m in p.melds for c in m] + list(p.deadwood)
    # same card objects, each used once
    assert Counter(map(id, flat)) == Counter(map(id, hand))
    assert p.points == sum(rules.values[c.rank] for c in p.deadwood)


# ---------------------------------------------------------------- strategies

values_st = st.one_of(
    st.just(FACE_VALUES),
    st.tuples(*[st.integers(0, 25)] * 14),
    st.tuples(*[st.integers(-4, 12)] * 14),  # any values, even odd ones
)

rules_st = st.builds(
    MeldRules,
    ace=st.sampled_from(["low", "high", "both", "cyclic"]),
    min_set=st.integers(0, 5),
    max_set=st.integers(1, 8),
    min_run=st.integers(0, 6),
    max_run=st.integers(1, 14),
    short_sevens=st.booleans(),
    set_distinct_suits=st.booleans(),
    max_jokers=st.integers(-1, 3),
    values=values_st,
    identical_sets=st.booleans(),
    joker_sets=st.booleans(),
)

common_rules_st = st.sampled_from([PLAIN_RULES, HOOLA, SEVEN_BRIDGE, MeldRules(ace="both"),
                                   MeldRules(ace="high", max_run=5),
                                   MeldRules(min_set=2, max_set=3, min_run=2)])


@st.composite
def hands(draw, decks: int = 1, jokers: int = 0, max_size: int = 13):
    deck = make_deck(decks, jokers)
    seed = draw(st.integers(0, 2**32 - 1))
    size = draw(st.integers(0, max_size))
    return random.Random(seed).sample(deck, size)


@st.composite
def clustered_hands(draw, decks: int = 1, jokers: int = 0, max_size: int = 13):
    """Hands from few ranks and suits, so sets and runs collide often."""
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    lo = rng.randint(1, 13)
    ranks = {(lo + k - 1) % 13 + 1 for k in range(rng.randint(3, 6))} | {rng.randint(1, 13)}
    suits = rng.sample("SHDC", rng.randint(1, 4))
    deck = [c for c in make_deck(decks, jokers) if c.is_joker or (c.rank in ranks and c.suit in suits)]
    size = draw(st.integers(0, min(max_size, len(deck))))
    return rng.sample(deck, size)


def _check(hand, rules):
    want = brute_points(hand, rules)
    assert min_points(hand, rules) == want
    p = best_partition(hand, rules)
    check_partition(hand, rules, p)
    assert p.points == want


FAST = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SLOW = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# ---------------------------------------------------------------- properties

@FAST
@given(st.one_of(hands(), clustered_hands()), st.one_of(rules_st, common_rules_st))
def test_one_deck(hand, rules):
    _check(hand, rules)


@SLOW
@given(st.one_of(hands(jokers=2, max_size=11), clustered_hands(jokers=2, max_size=11)),
       st.one_of(rules_st, common_rules_st))
def test_with_jokers(hand, rules):
    _check(hand, rules)


@SLOW
@given(st.one_of(hands(decks=2, max_size=12), clustered_hands(decks=2, max_size=12)),
       st.one_of(rules_st, common_rules_st))
def test_two_decks(hand, rules):
    _check(hand, rules)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(clustered_hands(decks=2, jokers=2, max_size=10),
                 clustered_hands(decks=3, jokers=1, max_size=10)),
       st.one_of(rules_st, common_rules_st))
def test_several_decks_and_jokers(hand, rules):
    _check(hand, rules)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(hands(jokers=6, max_size=9), clustered_hands(jokers=6, max_size=9)),
       st.one_of(rules_st, common_rules_st))
def test_many_jokers(hand, rules):
    """More jokers than the one-deck tables take: the general search."""
    _check(hand, rules)


KALOOKIE_LIKE = st.builds(MeldRules, ace=st.sampled_from(["high", "both"]), set_distinct_suits=st.just(True),
                          max_jokers=st.just(2), values=st.just((25, 15) + FACE_VALUES[2:10] + (10,) * 4),
                          identical_sets=st.booleans(), joker_sets=st.booleans())


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(clustered_hands(decks=3, jokers=3, max_size=11), clustered_hands(decks=2, jokers=4, max_size=11),
                 hands(decks=3, jokers=4, max_size=11)), KALOOKIE_LIKE)
def test_three_packs_identical_sets_and_joker_sets(hand, rules):
    """K-12's three packs (three of one face make a set) and K-15's sets of jokers, against the reference."""
    _check(hand, rules)


KALOOKIE_TWO_PACKS = st.builds(MeldRules, ace=st.sampled_from(["high", "both", "low", "cyclic"]),
                               set_distinct_suits=st.just(True), max_jokers=st.integers(1, 3),
                               min_set=st.integers(2, 3), values=st.just((25, 15) + FACE_VALUES[2:10] + (10,) * 4))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(hands(decks=2, jokers=4, max_size=15), clustered_hands(decks=2, jokers=4, max_size=15)),
       KALOOKIE_TWO_PACKS)
def test_two_packs_path_agrees_with_the_general_search(hand, rules):
    """Kalookie-sized hands (up to 15 cards from two packs and four jokers): the two-pack path gives
    the general search's points and a partition that melds them."""
    from game.engine.solver import _general
    want = _general(hand, _tables(rules), False)
    assert min_points(hand, rules) == want
    p = best_partition(hand, rules)
    check_partition(hand, rules, p)
    assert p.points == want


def test_two_packs_three_sets_of_one_rank():
    """Eight eights and a joker meld as three sets (a suit held twice lies in two of them)."""
    kalookie = MeldRules(ace="both", set_distinct_suits=True, max_jokers=2, values=(25,) + FACE_VALUES[1:])
    hand = P("8S 8H 8D 8C 8S.1 8H.1 8D.1 8C.1 JK")
    assert min_points(hand, kalookie) == 0
    p = best_partition(hand, kalookie)
    check_partition(hand, kalookie, p)
    assert len(p.melds) == 3 and p.deadwood == ()
    assert min_points(P("8S 8H 8S.1 8H.1"), kalookie) == 32          # two suits twice: no set


def test_identical_and_joker_sets_by_example():
    three = MeldRules(set_distinct_suits=True, max_jokers=2, identical_sets=True)
    assert min_points(P("KC KC.1 KC.2"), three) == 0
    assert min_points(P("KC KC.1 JK"), three) == 0
    assert min_points(P("KD KD.1 KS"), three) == 39                 # two of a face and another suit: no set
    assert min_points(P("KC KC.1 KC.2"), MeldRules(set_distinct_suits=True)) == 39
    jokers = MeldRules(max_jokers=2, joker_sets=True, values=(15,) + FACE_VALUES[1:])
    assert min_points(P("JK JK.1 JK.2 5D"), jokers) == 5
    p = best_partition(P("JK JK.1 JK.2 JK.3 5D"), jokers)
    assert p.points == 5 and len(p.melds) == 1 and len(p.melds[0]) == 4


@pytest.mark.parametrize("ace", ["low", "high", "both", "cyclic"])
@pytest.mark.parametrize("short", [False, True])
def test_run_tables_match_classify(ace, short):
    """Every one-suit rank mask: the solver's run rule agrees with ``classify``."""
    rules = MeldRules(ace=ace, short_sevens=short, max_jokers=2, min_run=3, max_run=6)
    tb = _tables(rules)
    jokers = [Card(0, "", 0), Card(0, "", 1)]
    for m in range(1, 8192):
        naturals = [Card(r + 1, "H") for r in range(13) if m >> r & 1]
        if len(naturals) > 7:
            continue
        for j in range(3):
            want = classify(naturals + jokers[:j], rules) is not None
            if len(naturals) == 1 and j:
                continue  # a lone natural with jokers may be a set as well
            assert tb._run_ok(m, len(naturals), j) == want, (naturals, j)


# ---------------------------------------------------------------- examples

def P(text: str) -> list[Card]:
    return parse_cards(text)


def test_hoola_example_is_zero():
    hand = P("7S 7H 8H 9H KC AC 2C")
    assert min_points(hand, HOOLA) == 0
    p = best_partition(hand, HOOLA)
    assert p.points == 0 and p.deadwood == ()
    check_partition(hand, HOOLA, p)


def test_ace_around_the_corner():
    hand = P("QC KC AC")
    assert min_points(hand, MeldRules(ace="cyclic")) == 0
    assert min_points(hand, MeldRules(ace="high")) == 0
    assert min_points(hand, MeldRules(ace="low")) == 12 + 13 + 1  # 26 with face values
    assert min_points(P("KC AC 2C"), MeldRules(ace="both")) == 16
    assert min_points(P("KC AC 2C"), MeldRules(ace="cyclic")) == 0


def test_set_or_run():
    hand = P("3S 4S 5S 5H 5D")
    # set of fives leaves 3 + 4 = 7; run 3-4-5 leaves 5 + 5 = 10
    assert min_points(hand, PLAIN_RULES) == 7
    p = best_partition(hand, PLAIN_RULES)
    assert p.points == 7
    assert sorted(map(str, p.deadwood)) == ["3S", "4S"]


def test_short_sevens():
    assert min_points(P("7D"), SEVEN_BRIDGE) == 0
    assert min_points(P("7D"), PLAIN_RULES) == 7
    assert min_points(P("6D 7D"), SEVEN_BRIDGE) == 0
    assert min_points(P("6D 8D"), SEVEN_BRIDGE) == 14
    assert min_points(P("5D 6D 8D 9D 7C"), SEVEN_BRIDGE) == 28


def test_four_of_a_kind_and_runs():
    # 4S-5S-6S and 6H 6D 6C: the set of four must give up the six of spades
    hand = P("4S 5S 6S 6H 6D 6C")
    assert min_points(hand, PLAIN_RULES) == 0
    assert best_partition(hand, PLAIN_RULES).points == 0


def test_jokers():
    hand = P("3S 5S JK 9H 9D")
    assert min_points(hand, PLAIN_RULES) == 8  # 9H 9D JK, or 3S JK 5S leaving 18
    assert min_points(P("3S 5S JK 9H 9D JK.1"), PLAIN_RULES) == 0
    p = best_partition(P("QS KS JK"), MeldRules(ace="low"))
    assert [str(c) for c in p.melds[0]] == ["JK", "QS", "KS"]  # the joker is the jack
    p = best_partition(P("3S 5S JK"), MeldRules())
    assert [str(c) for c in p.melds[0]] == ["3S", "JK", "5S"]
    assert min_points(P("JK JK.1"), MeldRules(values=(25,) + FACE_VALUES[1:])) == 50


def test_joker_stands_for_a_card_in_use():
    # {5S 5H JK} and {4S JK 6S}: the second joker is the five of spades, which
    # is held but sits in the set (find_melds does not list 4S JK 6S)
    hand = P("4S 6S 5S 5H JK JK.1")
    assert min_points(hand, PLAIN_RULES) == 0
    p = best_partition(hand, PLAIN_RULES)
    check_partition(hand, PLAIN_RULES, p)
    assert p.points == 0
    assert brute_points(hand, PLAIN_RULES) == 0


def test_two_decks():
    hand = P("5S 5S.1 5H 6S 7S 6S.1 7S.1")
    assert min_points(hand, PLAIN_RULES) == 5
    assert min_points(hand, MeldRules(set_distinct_suits=True)) == 5
    assert min_points(P("5S 5S.1 5H"), MeldRules(set_distinct_suits=True)) == 15
    assert min_points(P("5S 5S.1 5H"), PLAIN_RULES) == 0


def test_empty_and_no_melds():
    assert min_points([], PLAIN_RULES) == 0
    assert best_partition([], PLAIN_RULES) == Partition(0, (), ())
    hand = P("3S 4S 5S 7H")
    assert min_points(hand, MeldRules(max_jokers=-1, short_sevens=True)) == 19


def test_many_rules_values_are_cached():
    for k in range(3):
        assert min_points(P("AS 2S 3S"), MeldRules(min_run=3, values=(k,) * 14)) == 0
    assert _tables(MeldRules()) is _tables(MeldRules())
    # values as a list leave the rules unhashable; the solver copes
    listy = MeldRules(values=list(FACE_VALUES))
    assert min_points(P("AS 2S 3S 9H"), listy) == 9
    assert _tables(listy) is _tables(MeldRules())


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(hands(max_size=13), clustered_hands(max_size=13), hands(decks=2, jokers=2, max_size=10)),
       st.one_of(rules_st, common_rules_st), st.integers(1, 4), st.booleans())
def test_find_melds_judges_plain_hands_as_classify_does(hand, rules, min_size, must):
    """A hand of one pack without jokers has its groups judged by size (find_melds' shortcut): the same
    melds, in the same order, as asking classify of each."""
    card = hand[0] if must and hand else None
    fast = find_melds(hand, rules, min_size=min_size, must_include=card)
    slow = find_melds(hand, rules, min_size=min_size, must_include=card, _judge=False)
    assert fast == slow


@FAST
@given(st.one_of(clustered_hands(decks=2, jokers=2, max_size=12), clustered_hands(max_size=12), hands(max_size=12)),
       st.one_of(rules_st, common_rules_st), st.integers(1, 4))
def test_the_take_prefilter_never_refuses_a_meld_there_is(cards, rules, need):
    """``_may_meld_with`` lets the engine skip the search for melds with a discard: its "no" must be
    sure (a set, or a run of any length holding the card, joker or ace wrap included, is always let
    through)."""
    from game.engine.state import _may_meld_with
    if not cards or cards[0].is_joker:
        return
    card, hand = cards[0], cards[1:]
    if not _may_meld_with(card, hand, need):
        assert find_melds(hand + [card], rules, min_size=need + 1, must_include=card) == []
