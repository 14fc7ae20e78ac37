"""The Expert's guess at hidden hands (ai/inference.py): the claims nobody made."""
from __future__ import annotations

import random

from ai.inference import breaks, let_go, likely_sample
from game.engine import Action, new_hand, parse_cards
from game.engine.determinize import sample_state


def _position():
    for seed in range(3, 60):
        state = new_hand("hoola", players=4, seed=seed, dealer=0)
        state.apply(Action("draw_stock", 0))
        card = max(state.hands[0], key=lambda c: (c.rank != 7, c.rank))
        state.apply(Action("discard", 0, (card,)))
        if any(a.kind in ("claim", "take_discard") for s in (1, 2, 3) for a in state.legal_actions(s)):
            continue
        state.apply(Action("draw_stock", 1))
        return state, card
    raise AssertionError("no position found")


def test_the_seats_that_let_a_discard_go_are_read_from_the_record():
    state, card = _position()
    passed = let_go(state.view(3))
    # seat 1 drew over it, seat 2 stayed silent; seat 0 threw it; seat 3 is the one looking
    assert passed == {1: [card], 2: [card]}
    assert let_go(state.view(1)) == {2: [card], 3: [card]}


def test_a_likely_deal_gives_no_silent_seat_a_meld_with_the_discard():
    state, card = _position()
    view = state.view(3)
    passed = let_go(view)
    kinds = state.ruleset.claim_kinds(state.options)
    plain = likely = 0
    for k in range(200):
        guess = sample_state(view, random.Random(k))
        plain += sum(breaks(guess.hands[s], cards, guess.rules, kinds) for s, cards in passed.items())
        guess = likely_sample(view, random.Random(k), passed)
        likely += sum(breaks(guess.hands[s], cards, guess.rules, kinds) for s, cards in passed.items())
        assert guess.hands[3] == state.hands[3] and guess.check_invariants() is None
    assert plain > 0 and likely == 0       # a plain deal often breaks it; the likely one never here


def test_the_same_generator_gives_the_same_guess():
    state, _card = _position()
    view = state.view(3)
    a, b = (likely_sample(view, random.Random(5)) for _ in range(2))
    assert a.hands == b.hands and a.stock == b.stock


def test_breaks_counts_sets_and_runs():
    rules = new_hand("hoola", players=2, seed=1).rules
    kinds = frozenset({"set", "run"})
    assert breaks(parse_cards("5S 5H KD"), parse_cards("5D"), rules, kinds) == 1
    assert breaks(parse_cards("4D 6D KD"), parse_cards("5D"), rules, kinds) == 1
    assert breaks(parse_cards("4D 6S KD"), parse_cards("5D 9C"), rules, kinds) == 0
    assert breaks(parse_cards("5S 5H 8C 9C"), parse_cards("5D TC"), rules, kinds) == 2
