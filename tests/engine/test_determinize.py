"""Determinization: whole hands sampled from one seat's view (game/engine/determinize.py)."""
from __future__ import annotations

import random

import pytest

from ai.random_bot import RandomBot
from ai.rulebot import hard
from game.engine import Action, new_hand
from game.engine.determinize import clone_state, sample_state, unseen_cards
from game.sim import play_hand

#: Both games, every claim mode, the options that change the turn flow or the deck.
CONFIGS = [
    ("hoola", 4, {}),
    ("hoola", 4, {"claims": "priority"}),
    ("hoola", 3, {"claims": "next_only"}),
    ("hoola", 4, {"jokers": 2, "group_sevens": True, "claim_to_win": True, "big_luck_melded": True}),
    ("hoola", 5, {"glenn_melds": True, "jokers": 1, "claims": "priority"}),
    ("hoola", 6, {}),
    ("hoola", 7, {"claims": "priority"}),
    ("hoola", 2, {"two_player_plain": True, "perfect_only_out": True}),
    ("hoola", 4, {"big_luck": "start_of_turn", "hertzog_payments": "strict", "knock_needs_melds": True}),
    ("seven-bridge", 4, {}),
    ("seven-bridge", 3, {"joker": True, "no_discard_out": True}),
    ("seven-bridge", 5, {"joker": True}),
    ("seven-bridge", 2, {}),
]


class Sampler:
    """A bot that samples a state from every view it is shown and checks it, then plays like ``bot``."""

    def __init__(self, bot, rng: random.Random, seen: dict) -> None:
        self.bot, self.rng, self.seen = bot, rng, seen

    def choose(self, view, legal):
        st = sample_state(view, self.rng)
        st.check_invariants()
        assert st.legal_actions(view.seat) == list(view.legal), (view.game, view.phase, view.seat)
        assert st.hands[view.seat] == list(view.hand)
        assert [len(h) for h in st.hands] == list(view.hand_counts)
        assert len(st.stock) == view.stock_count and st.discard == list(view.discard)
        assert [(m.id, m.owner, m.cards, m.kind) for m in st.melds] == \
               [(m.id, m.owner, list(m.cards), m.kind) for m in view.melds]
        assert st.view(view.seat).legal == view.legal
        self.seen["n"] += 1
        if view.claim_card is not None:
            self.seen["windows"] += 1
            if any(s != view.seat for s in view.claim_pending):
                self.seen["pending"] += 1
        if view.phase == "dropout":
            self.seen["dropout"] += 1
        return self.bot.choose(view, legal)

    def reaction_delay(self):
        # varied, so that a later seat sometimes answers a priority window first and its call waits
        # (with equal delays the one race always hears the earliest seat first: game.engine.race)
        return self.rng.uniform(0.3, 1.2)

    def think_time(self):
        return self.bot.think_time()


@pytest.mark.parametrize("game,players,options", CONFIGS)
def test_sampled_states_keep_the_cards_and_list_the_views_legal_actions(game, players, options):
    seen = {"n": 0, "windows": 0, "pending": 0, "dropout": 0}
    for i in range(4):
        rng = random.Random(i)
        make = RandomBot if i % 2 else hard
        state = new_hand(game, players=players, seed=100 + i, options=options, dealer=i % players)
        play_hand(state, [Sampler(make(10 * i + s), rng, seen) for s in range(players)], check=True)
    assert seen["n"] > 50
    if options.get("claims") != "next_only" and (players > 2 or game == "seven-bridge"):
        assert seen["windows"] > 0
    if players >= 6:
        assert seen["dropout"] > 0


def test_pending_priority_calls_are_dealt_their_cards():
    """A call still pending in a priority window is a hard fact: the caller holds the cards it called with."""
    seen = {"n": 0, "windows": 0, "pending": 0, "dropout": 0}
    for i in range(40):
        rng = random.Random(i)
        state = new_hand("seven-bridge", players=5, seed=i, dealer=i % 5)
        play_hand(state, [Sampler(RandomBot(10 * i + s), rng, seen) for s in range(5)], check=True)
        if seen["pending"] >= 3:
            break
    assert seen["pending"] >= 1


def _stated(hands, stock="AD 2D 3D 4D 5D 6D 7D 8D 9D TD", discard="KS"):
    return new_hand("hoola", players=3, dealer=0, hands=hands, stock=stock, discard=discard)


def test_sampling_reads_only_the_view():
    """Two hands that differ only in cards seat 0 cannot see give it the same view, so the same samples."""
    a = _stated(["7S 7H 8H 9H KC AC 2C", "2S 3S 4H 5H 9C TC JC", "3C 4C 5C 6C 8S 9S TS"])
    b = _stated(["7S 7H 8H 9H KC AC 2C", "8S 9S TS 3C 4C 5C 6C", "2S 3S 4H 5H 9C TC JC"],
                stock="AD TD 9D 8D 7D 6D 5D 4D 3D 2D")
    for st in (a, b):
        st.apply(Action("draw_stock", 0))
    va, vb = a.view(0), b.view(0)
    assert va.hand == vb.hand and va.legal == vb.legal
    assert a.hands[1] != b.hands[1] and a.stock != b.stock
    sa = sample_state(va, random.Random(5))
    sb = sample_state(vb, random.Random(5))
    assert sa.snapshot() == sb.snapshot()


def test_hidden_cards_differ_between_samples_and_are_the_unseen_ones():
    state = new_hand("seven-bridge", players=4, seed=3)
    for _ in range(9):
        seat = state.current
        if not state.legal_actions(seat):   # it waits for the others' answers about the discard
            seat = next(s for s in state.window.order if state.window.waiting(s))
        state.apply(state.legal_actions(seat)[0] if state.phase == "start" or seat != state.current else
                    [x for x in state.legal_actions(seat) if x.kind == "discard"][0])
    view = state.view(1)
    unseen = set(unseen_cards(view))
    samples = [sample_state(view, random.Random(k)) for k in range(6)]
    others = [tuple(tuple(sorted(s.hands[p])) for p in (0, 2, 3)) for s in samples]
    assert len(set(others)) == len(others)
    for s in samples:
        hidden = set(s.stock) | set(s.out_of_play) | {c for p in (0, 2, 3) for c in s.hands[p]}
        assert hidden == unseen
    # the real hidden hands are not what the samples hold, beyond chance
    real = {c for p in (0, 2, 3) for c in state.hands[p]}
    share = sum(len(real & {c for p in (0, 2, 3) for c in s.hands[p]}) for s in samples) / (6 * len(real))
    assert share < 0.8


def test_a_view_of_an_ended_hand_cannot_be_sampled():
    state = new_hand("hoola", players=2, dealer=0, hands=["7S 7H 7D 7C 2S 3D 4H", "2H 3S 4D 5C 9D TC JS"],
                     stock="AD 2D", discard="KS")
    legal = state.legal_actions(0)
    state.apply([a for a in legal if a.kind == "big_luck"][0])
    with pytest.raises(ValueError):
        sample_state(state.view(1), random.Random(1))


def test_clone_state_shares_nothing_that_changes():
    state = new_hand("hoola", players=4, seed=11)
    for _ in range(6):
        s = state.current
        legal = state.legal_actions(s)
        state.apply(next((a for a in legal if a.kind == "draw_stock"), None) or
                    next(a for a in legal if a.kind == "discard"))
    before = state.snapshot()
    copy = clone_state(state)
    assert copy.snapshot() == before
    while copy.result is None:
        s = copy.current
        legal = copy.legal_actions(s)
        copy.apply(next((a for a in legal if a.kind == "draw_stock"), None) or legal[-1])
    assert state.snapshot() == before
    state.check_invariants()
    copy.check_invariants()


def test_the_view_shows_the_public_turn_facts():
    state = new_hand("seven-bridge", players=3, dealer=0, hands=["5S 5H 9C 2D 3D KC QH", "5D 6D 8S TH JH 2C 3C",
                                                                 "AS 2S 3S 4S 8D 9D TD"],
                     stock="KD QD JD TC 9S 8H 7H 6H 4C 3H 2H AH", discard="KS")
    state.apply(Action("draw_stock", 1))
    state.apply(Action("discard", 1, (state.hands[1][-1],)))  # KD: nobody can use it
    state.apply(Action("pass", 2))                            # every seat is asked all the same (C-5)
    state.apply(Action("pass", 0))
    state.apply(Action("draw_stock", 2))
    state.apply(Action("discard", 2, parse1("8D")))
    view = state.view(1)
    assert view.laid_before_turn == (False, False, False) and view.turn_in_order
    assert view.last_discarder == 2 and view.discard_live


def parse1(text):
    from game.engine import parse_cards
    return tuple(parse_cards(text))
