"""House Rummy's fast paths agree with the reference (issue 28): the whole-turn check with the turn's
start read once (:class:`TurnStart`) against :func:`judge`, the steals listed without the check,
the hot-card filter without a trial, and the memos of plays and kinds (R-5..R-8, R-12)."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import new_hand
from game.engine.cards import Card
from game.games.house_rummy.rules import HouseRummy, table_action
from game.games.house_rummy.rules.judge import Play, _kinds_of, judge, kinds_possible, play_kind
from game.games.house_rummy.rules.plans import (_melding_plan, _melds_with, full_deck, melding_plan, melds_with,
                                                related, related_count)
from game.games.house_rummy.rules.turn_check import TurnStart
from tests.engine.test_house_rummy_props import _proposal


def _in_play(seed: int, steps: int):
    """A hand played at random for about ``steps`` actions, stopped in a seat's play phase (None if
    the hand ends first)."""
    rng = random.Random(seed)
    players = rng.choice((2, 3, 4))
    state = new_hand("house-rummy", players=players, seed=seed,
                     options={"variant": rng.choice(("classic", "epic"))})
    last = None
    for _ in range(steps):
        if state.over:
            break
        if state.phase == "play":
            last = state.copy()
        s = state.acting_seats[0]
        state.apply(rng.choice(state.legal_actions(s)))
    if not state.over and state.phase == "play":
        return state
    return last


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(5, 200), cut=st.integers(0, 2**31),
       melded=st.booleans(), cost=st.sampled_from((10, 15, 20, 60)), jokers_back=st.integers(0, 2))
def test_r7_turn_start_judges_as_the_reference(seed, steps, cut, melded, cost, jokers_back):
    """Any proposed table, any start facts: the same verdict and the same words."""
    state = _in_play(seed, steps)
    if state is None or not state.melds:
        return
    rng = random.Random(cut)
    seat = state.current
    rs = state.ruleset
    start = rs.start_plays(state)
    on_table = [c for p in start for c in p.cards if c.is_joker]
    returned = on_table[:jokers_back]
    end = [Play(i, s, cs, k) for i, s, cs, k in _proposal(state, rng)]
    fast = TurnStart(seat, start, returned, melded_before=melded, cost=cost)
    want = judge(seat, start, end, returned=returned, melded_before=melded, cost=cost)
    assert fast.judge(end) == want
    assert fast.allows(end) == (want is None)
    same = [Play(p.id, p.space, tuple(p.cards), p.as_kind) for p in start]     # the table untouched
    assert fast.judge(same) == judge(seat, start, same, returned=returned, melded_before=melded, cost=cost)
    from game.games.house_rummy.rules.judge import melding_value
    assert fast.melding_value(end) == melding_value(seat, start, end, returned)


def test_r7_the_drawn_tables_are_both_allowed_and_refused():
    """The property above has power: it meets tables either way."""
    seen = set()
    for seed in range(30):
        state = _in_play(seed, 120)
        if state is None or not state.melds:
            continue
        start = state.ruleset.start_plays(state)
        fast = TurnStart(state.current, start, (), melded_before=True, cost=10)
        for k in range(4):
            end = [Play(i, s, cs, kd) for i, s, cs, kd in _proposal(state, random.Random(k))]
            seen.add(fast.allows(end))
    assert seen == {True, False}


def _reference_keeps_hot_playable(rs: HouseRummy, state, action) -> bool:
    """The hot-card filter as it was: every move tried out on a copy."""
    seat = action.seat
    hot = [c for c, r in state.turn.taken.items() if r == "hot" and c in state.hands[seat]
           and c not in action.cards]
    if not hot or action.kind == "discard" or seat != state.current or state.phase != "play":
        return True
    trial = state.trial()
    trial.apply(action)
    return trial.phase == "ended" or all(rs._hot_playable(trial, seat, c, [c]) for c in hot)


def _shuffle_table(state, rng: random.Random, moves: int) -> None:
    """Up to ``moves`` moves of a card at the end of a play into another play or a new one (R-7: the
    table may be broken for a while), as a player rearranging by hand would; the rules judge each."""
    from game.engine import Action
    seat = state.current
    for _ in range(moves):
        if len(state.melds) < 1:
            return
        src = rng.choice(state.melds)
        card = rng.choice([src.cards[0], src.cards[-1]])
        others = [m.id for m in state.melds if m is not src]
        target = rng.choice(others + [None])
        a = Action("move", seat, (card,), target)
        if state.check(a) is None:
            state.apply(a)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(5, 250), moves=st.integers(0, 3), cut=st.integers(0, 99))
def test_r3_listed_moves_and_steals_agree_with_the_reference(seed, steps, moves, cut):
    """R-3/R-7: every listed steal passes the whole-turn check; the steals listed without it are the
    ones listed with it (broken tables too); the hot-card filter without a trial agrees with the
    trial's."""
    state = _in_play(seed, steps)
    if state is None:
        return
    rs = state.ruleset
    seat = state.current
    if rs.melded_now(state, seat):
        _shuffle_table(state, random.Random(cut), moves)
    legal = state.legal_actions(seat)
    for a in legal:
        assert state.check(a) is None
        if a.kind in ("meld", "add", "table", "swap"):
            assert rs._keeps_hot_playable(state, a) == _reference_keeps_hot_playable(rs, state, a)
    if rs.melded_now(state, seat):
        fast = rs._steals(state, seat)
        plain = rs._plain_steals
        try:
            rs._plain_steals = lambda st_, s_: False     # type: ignore[method-assign]
            slow = rs._steals(state, seat)
        finally:
            del rs._plain_steals
            assert rs._plain_steals == plain
        assert fast == slow


def test_r3_the_hot_filter_meets_hot_cards():
    """The property above has power: its positions hold hot cards and melded seats with steals."""
    hot = steals = 0
    for seed in range(120):
        state = _in_play(seed, 40 + seed % 150)
        if state is None:
            continue
        seat = state.current
        if any(r == "hot" and c in state.hands[seat] for c, r in state.turn.taken.items()):
            hot += 1
        if any(a.kind == "table" for a in state.legal_actions(seat)):
            steals += 1
    assert hot > 3 and steals > 3


@settings(max_examples=200, deadline=None)
@given(picks=st.lists(st.integers(0, 53), min_size=3, max_size=12, unique=True), order=st.randoms(),
       must=st.integers(0, 20))
def test_r6_memos_of_plays_and_kinds_agree(picks, order, must):
    """R-6: the memo of whole plays answers as the search does, whatever the hand's order; the memo of
    kinds as the rule."""
    deck = full_deck()
    hand = [deck[i] for i in picks]
    card = hand[must] if must < len(hand) else None
    shuffled = list(hand)
    order.shuffle(shuffled)
    assert melds_with(hand, card) == _melds_with(hand, card)
    assert melds_with(shuffled, card) == _melds_with(hand, card)
    for need in (0, 10, 20):
        assert melding_plan(shuffled, need, card) == _melding_plan(hand, need, card)
        assert melding_plan(hand, need) == _melding_plan(shuffled, need)
    assert kinds_possible(hand[:5]) == _kinds_of(hand[:5])
    for as_kind in (None, "book", "run"):
        kinds = _kinds_of(hand[:4])
        want = as_kind if as_kind in kinds else "run" if "run" in kinds else "book" if kinds else None
        assert play_kind(hand[:4], as_kind) == want
    for c in hand:
        assert related_count(c, hand) == sum(1 for x in hand if x != c and related(x, c))


def test_r5_table_action_round_trip_of_a_steal_is_judged_the_same():
    """A listed steal, re-read from its words, is accepted by the reference check itself."""
    found = 0
    for seed in range(80):
        state = _in_play(seed, 60 + seed)
        if state is None:
            continue
        rs, seat = state.ruleset, state.current
        for a in state.legal_actions(seat):
            if a.kind != "table":
                continue
            from game.games.house_rummy.rules.judge import parse_plays
            end = [Play(i, s, cs, k) for i, s, cs, k in parse_plays(a.get("plays"), a.cards)]
            returned = [Card.parse(c) for c in state.turn.data.returned]
            assert judge(seat, rs.start_plays(state), end, returned=returned,
                         melded_before=rs._melded(state, seat), cost=rs.cost(state)) is None
            found += 1
    assert found > 0
    assert table_action  # the contract's helper is importable from the rules


def test_r3_the_hot_filter_works_out_the_move_as_trying_it_would():
    """R-3: wherever a seat holds a hot card, every move the rules accept (listed or not: melds, adds,
    joker swaps, steals) keeps it plainly playable by the filter exactly when it does on a copy with
    the move applied; the drawn moves include both answers, melded and not."""
    from game.engine import Action
    from game.engine.melds import find_melds
    seen = set()
    for seed in range(40):
        rng = random.Random(seed)
        state = new_hand("house-rummy", players=rng.choice((2, 3, 4)), seed=seed,
                         options={"variant": rng.choice(("classic", "epic"))})
        for _ in range(400):
            if state.over:
                break
            s = state.acting_seats[0]
            rs = state.ruleset
            if state.phase == "play" and rs._hot_in_hand(state, s):
                moves = [a for a in state.legal_actions(s) if a.kind in ("meld", "add", "table")]
                moves += rs._swaps(state, s) + [Action("meld", s, m) for m in find_melds(state.hands[s], state.rules)]
                moves += [Action("add", s, (c,), m.id) for m in state.melds for c in state.hands[s]]
                if rs.melded_now(state, s):
                    moves += rs._steals(state, s)
                for a in moves:
                    if state.check(a) is None:
                        got = rs._keeps_hot_playable(state, a)
                        assert got == _reference_keeps_hot_playable(rs, state, a), (seed, str(a))
                        seen.add((rs._melded(state, s), got))
            state.apply(rng.choice(state.legal_actions(s)))
    assert seen == {(True, True), (True, False), (False, True), (False, False)}


def test_r6_a_card_joins_the_table_as_trying_every_play_says():
    """R-6: the plays a card may join, looked up by rank, suit and joker, are the plays that are whole
    with it (jokers and all): both answers met."""
    seen = set()
    for seed in range(30):
        state = _in_play(seed, 40 + 4 * seed)
        if state is None or not state.melds:
            continue
        on_table = {c for m in state.melds for c in m.cards}
        for c in full_deck():
            if c in on_table:
                continue
            want = any(play_kind(list(m.cards) + [c]) for m in state.melds)
            assert state.ruleset._joins_table(state, c) == want
            seen.add((c.is_joker, want))
    assert {(False, True), (False, False), (True, True)} <= seen


def test_r4_the_pile_takes_listed_are_those_the_check_allows():
    """R-4: the takes of the pile listed at the start of a turn are exactly the pile's cards (below the
    top) whose take :meth:`refuse_take_pile` allows, in pile order; both answers met."""
    from game.engine import Action
    seen = set()
    for seed in range(40):
        rng = random.Random(seed)
        state = new_hand("house-rummy", players=rng.choice((2, 3, 4)), seed=seed)
        for _ in range(300):
            if state.over:
                break
            s = state.acting_seats[0]
            rs = state.ruleset
            if state.phase == "start" and len(state.discard) > 1:
                want = [Action("take_pile", s, (c,)) for c in state.discard[:-1]]
                allowed = [a for a in want if rs.refuse_take_pile(state, a) is None]
                assert rs._pile_takes(state, s) == allowed
                seen.update({bool(allowed), len(allowed) < len(want)})
            state.apply(rng.choice(state.legal_actions(s)))
    assert seen == {True, False}
