"""Properties of House Rummy's whole-turn check (R-7, R-12) over random rearrangements.

Mid-hand tables come from seeded random play; a proposed table is drawn at random from the cards on
the table and some from hand (cut into plays, given spaces).  Whatever the engine accepts conserves
the cards, leaves only whole plays and pays for every stolen card with a hand card in the same play;
whatever it refuses leaves the state exactly as it was.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import IllegalAction, new_hand
from game.games.house_rummy.rules import table_action
from game.games.house_rummy.rules.judge import play_kind


def _midhand(seed: int):
    """A hand played at random until a seat that has melded is to play with plays on the table
    (``None`` if the hand ends first)."""
    rng = random.Random(seed)
    players = rng.choice((2, 3, 4))
    state = new_hand("house-rummy", players=players, seed=seed, options={"variant": rng.choice(("classic", "epic"))})
    for _ in range(600):
        if state.over:
            return None
        s = state.acting_seats[0]
        if state.phase == "play" and s in state.extra.get("melded", ()) and len(state.melds) >= 2 \
                and any(m.space != s for m in state.melds):
            return state
        state.apply(rng.choice(state.legal_actions(s)))
    return None


def _proposal(state, rng: random.Random):
    """A proposed table: the table as it is, changed by a few random steps, most of them of the kinds a
    player makes (new plays from hand, a play given to another space, a card moved between plays, a
    card stolen with hand cards) and some blind (the cards cut into plays at random)."""
    from game.games.house_rummy.rules.plans import melds_with as _melds_with
    seat = state.current
    plays = [[m.id, m.space, list(m.cards), m.data.get("as")] for m in state.melds]
    hand = list(state.hands[seat])
    for _ in range(rng.randint(1, 3)):
        step = rng.random()
        if step < 0.25:                                   # a new play from hand
            found = _melds_with(hand)
            if found:
                m = rng.choice(found)
                plays.append([None, rng.randrange(state.players), list(m), None])
                hand = [c for c in hand if c not in m]
        elif step < 0.45:                                 # a play moved to another space
            p = rng.choice(plays)
            p[1] = rng.randrange(state.players)
        elif step < 0.65:                                 # one card from one play to another
            a, b = rng.sample(range(len(plays)), 2) if len(plays) > 1 else (0, 0)
            if plays[a][2] and a != b:
                card = rng.choice([plays[a][2][0], plays[a][2][-1]])
                plays[a][2].remove(card)
                plays[b][2].append(card)
        elif step < 0.85:                                 # a card stolen into a new play with hand cards
            p = rng.choice(plays)
            if p[2]:
                card = p[2][-1]
                found = _melds_with(hand + [card], card)
                if found:
                    m = rng.choice(found)
                    p[2].remove(card)
                    plays.append([None, rng.randrange(state.players), list(m), None])
                    hand = [c for c in hand if c not in m]
        else:                                             # blind: everything cut into plays at random
            pool = [c for p in plays for c in p[2]]
            rng.shuffle(pool)
            cut, plays = 0, []
            while cut < len(pool):
                n = rng.choice((3, 4, 5))
                plays.append([None, rng.randrange(state.players), pool[cut:cut + n], None])
                cut += n
    return [(i, s, tuple(cs), k) for i, s, cs, k in plays if cs]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), cut=st.integers(0, 2**31))
def test_r7_accepted_rearrangements_conserve_cards_and_are_whole(seed, cut):
    state = _midhand(seed)
    if state is None:
        return
    rng = random.Random(cut)
    seat = state.current
    before_table = {c: m.space for m in state.melds for c in m.cards}
    snapshot = state.snapshot()
    plays = _proposal(state, rng)
    action = table_action(seat, plays)
    reason = state.check(action)
    if reason is not None:
        try:
            state.apply(action)
        except IllegalAction as e:
            assert str(e) == reason
        assert state.snapshot() == snapshot                 # a refusal changes nothing
        return
    state.apply(action)
    state.check_invariants()                                # cards conserved (C-3)
    assert all(play_kind(m.cards, m.data.get("as")) for m in state.melds)
    assert set(before_table) <= {c for m in state.melds for c in m.cards}
    for m in state.melds:                                   # every stolen card paid in its play
        stolen = [c for c in m.cards if c in before_table and before_table[c] not in (seat, m.space)]
        paid = [c for c in m.cards if c not in before_table]
        assert len(stolen) <= len(paid)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000))
def test_r7_a_steal_without_payment_is_refused_and_changes_nothing(seed):
    """Move one card out of another player's play into a play of one's own with no hand card: refused."""
    state = _midhand(seed)
    if state is None:
        return
    seat = state.current
    theirs = [m for m in state.melds if m.space != seat]
    mine = [m for m in state.melds if m.space == seat]
    source = theirs[0]
    card = source.cards[-1]
    plays = []
    for m in state.melds:
        cards = tuple(c for c in m.cards if c != card)
        if m is (mine[0] if mine else None):
            cards = cards + (card,)
        if cards:
            plays.append((m.id, m.space, cards, m.data.get("as")))
    if not mine:
        plays.append((None, seat, (card,), None))
    snapshot = state.snapshot()
    reason = state.check(table_action(seat, plays))
    assert reason is not None
    try:
        state.apply(table_action(seat, plays))
    except IllegalAction:
        pass
    assert state.snapshot() == snapshot


def test_the_rearrangements_drawn_are_both_accepted_and_refused():
    """The property above has power: the drawn tables include accepted and refused ones."""
    outcomes = set()
    for seed in range(40):
        state = _midhand(seed)
        if state is None:
            continue
        for k in range(5):
            outcomes.add(state.check(table_action(state.current, _proposal(state, random.Random(k)))) is None)
    assert outcomes == {True, False}


@pytest.mark.parametrize("variant", ["classic", "epic"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_soak_both_variants_at_every_table_size(variant, players):
    """The soak for House Rummy: random hands of each variant at 2, 3 and 4 players, every invariant checked
    after every action (C-3), every hand ending, and the side totals as R-11 counts them."""
    from game.sim import simulate
    stats = simulate("house-rummy", players, 25, 7, ["random"], {"variant": variant}, check=True)
    assert stats["violation_count"] == 0 and stats["played"] == 25
