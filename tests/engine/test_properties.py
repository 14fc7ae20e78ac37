"""Properties of seeded random Battle Hoola hands under random option sets (rules C-3, C-4, C-6).

Every hand here is dealt from a seed, played by choosing uniformly among the
actions every seat may take (so claims out of turn, passes and big luck come
up at random moments), and checked after every action:

- cards are conserved (``state.check_invariants()``, C-3);
- every listed action applies; anything not listed raises ``IllegalAction`` and
  leaves ``state.snapshot()`` unchanged (C-4);
- the action record replays to the same state, mid-hand and at the end (C-6);
- the hand ends within a bound, and its payments sum to zero (H-PAY).
"""
from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ai.random_bot import RandomBot
from game.engine import KINDS, Action, IllegalAction, describe, new_hand, replay
from game.games.hoola.rules.options import HoolaOptions
from game.sim import DEFAULT_MAX_ACTIONS, play_hand


def _option_values(info):
    if info.choices:
        return st.sampled_from(info.choices)
    if info.type is bool:
        return st.booleans()
    return st.just(info.default)


#: Every Hoola option, each present (with a value from its choices) or left at its default.
hoola_options = st.fixed_dictionaries({}, optional={i.name: _option_values(i) for i in describe(HoolaOptions)})
seeds = st.integers(min_value=0, max_value=2**32 - 1)
players = st.integers(min_value=2, max_value=7)


def test_the_option_strategy_covers_the_claim_modes_jokers_and_glenn():
    names = {i.name: i for i in describe(HoolaOptions)}
    assert set(names["claims"].choices) == {"battle", "priority", "next_only"}
    assert 2 in names["jokers"].choices and names["glenn_melds"].type is bool


# ----------------------------------------------------------------------------- helpers

def all_legal(state) -> list[Action]:
    return [a for s in range(state.players) for a in state.legal_actions(s)]


def clone(state):
    return replay(state.to_record())


def illegal_probes(state, rng: random.Random, legal_by_seat: dict[int, list[Action]]) -> list[Action]:
    """A few actions that are not listed: made-up ones and listed ones with a part changed."""
    deck = sorted(state.setup_cards)
    probes: list[Action] = []
    listed = [a for acts in legal_by_seat.values() for a in acts]
    for _ in range(3):
        seat = rng.randrange(-1, state.players + 1)
        cards = tuple(rng.sample(deck, rng.randrange(0, 4)))
        target = rng.choice([None, None, 0, 1, 5, 99])
        probes.append(Action(rng.choice(KINDS), seat, cards, target))
    if listed:
        a = rng.choice(listed)
        probes.append(Action(a.kind, (a.seat + rng.randrange(1, state.players)) % state.players, a.cards, a.target))
        if a.cards:
            probes.append(Action(a.kind, a.seat, a.cards[1:], a.target))
            probes.append(Action(a.kind, a.seat, a.cards + (rng.choice(deck),), a.target))
        probes.append(Action(a.kind, a.seat, a.cards, 77 if a.target is None else a.target + 50))
    return [p for p in probes if p not in legal_by_seat.get(p.seat, [])]


def assert_refused_without_change(state, action: Action) -> None:
    before = state.snapshot()
    try:
        state.apply(action)
    except IllegalAction as e:
        assert str(e), "a refusal must say why"
    else:
        raise AssertionError(f"{action} is not listed but was applied")
    assert state.snapshot() == before, f"refusing {action} changed the state"


def play_checked(seed: int, n_players: int, options: dict, *, probe_every_action: bool = True):
    """Play one hand choosing uniformly among all seats' actions, checking everything."""
    state = new_hand("hoola", players=n_players, seed=seed, options=options)
    rng = random.Random(seed ^ 0x5EED)
    state.check_invariants()
    check_all_at = rng.randrange(0, 60)     # the step at which every listed action is tried on a copy
    replay_at = rng.randrange(0, 60)        # the step at which the record is replayed mid-hand
    steps = 0
    while state.result is None:
        assert steps < DEFAULT_MAX_ACTIONS, f"hand did not end within {DEFAULT_MAX_ACTIONS} actions"
        legal_by_seat = {s: state.legal_actions(s) for s in range(state.players)}
        listed = [a for acts in legal_by_seat.values() for a in acts]
        assert listed, f"nobody can act in phase {state.phase} but the hand is not over"
        assert len(set(listed)) == len(listed), "an action is listed twice"
        if probe_every_action:
            for probe in illegal_probes(state, rng, legal_by_seat):
                assert_refused_without_change(state, probe)
        if steps == check_all_at:
            for a in listed:
                copy = clone(state)
                copy.apply(a)
                copy.check_invariants()
        if steps == replay_at:
            assert clone(state).snapshot() == state.snapshot()
        state.apply(rng.choice(listed))
        state.check_invariants()
        steps += 1
    result = state.result
    assert sum(result.payments.values(), Fraction(0)) == 0, result.summary()
    # every seat that played is settled (a forced drop-out may be paid too: H-VAR-1)
    assert {s for s in range(state.players) if state.active[s]} <= set(result.payments) <= set(range(state.players))
    assert all_legal(state) == []
    for probe in illegal_probes(state, rng, {}):
        assert_refused_without_change(state, probe)
    assert clone(state).snapshot() == state.snapshot()
    return state


# ----------------------------------------------------------------------------- properties

@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds, n_players=players, options=hoola_options)
def test_C_3_C_4_C_6_random_hands_under_random_options(seed, n_players, options):
    play_checked(seed, n_players, options)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds, n_players=players, claims=st.sampled_from(["battle", "priority", "next_only"]),
       jokers=st.sampled_from([0, 1, 2]))
def test_C_3_C_4_C_6_each_claim_mode_with_jokers(seed, n_players, claims, jokers):
    play_checked(seed, n_players, {"claims": claims, "jokers": jokers})


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds, n_players=players, options=hoola_options)
def test_bots_play_hands_to_a_zero_sum_end(seed, n_players, options):
    """The simulation's own loop (claim races by reaction delay) with its checks on."""
    state = new_hand("hoola", players=n_players, seed=seed, options=options, dealer=seed % n_players)
    bots = [RandomBot(seed + s) for s in range(n_players)]
    out = play_hand(state, bots, check=True)
    assert state.result is not None and out.actions <= DEFAULT_MAX_ACTIONS
    assert sum(state.result.payments.values(), Fraction(0)) == 0
    assert replay(state.to_record()).snapshot() == state.snapshot()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds, n_players=players, options=hoola_options, cut=st.floats(min_value=0, max_value=1))
def test_C_6_a_record_cut_anywhere_replays_to_the_same_state(seed, n_players, options, cut):
    state = new_hand("hoola", players=n_players, seed=seed, options=options)
    bots = [RandomBot(seed * 7 + s) for s in range(n_players)]
    play_hand(state, bots)
    record = state.to_record()
    k = int(cut * len(record["actions"]))
    partial = {"setup": record["setup"], "actions": record["actions"][:k]}
    mid = replay(partial)
    # playing the rest of the record onto the mid-hand replay reaches the same end
    for text in record["actions"][k:]:
        mid.apply(text)
    assert mid.snapshot() == state.snapshot()
