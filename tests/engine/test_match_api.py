"""The match is the ruleset's too: penalty scores that count down, a pool, elimination with
buy-ins asked between hands, partners sharing a floored score, and a fixed number of hands.

Two toy games built on the toy rummy of ``test_toy_ruleset`` use only the match hooks of
:class:`~game.engine.ruleset.Ruleset` (``lower_is_better``, ``sides``, ``match_defaults``,
``start_match``, ``book``, ``decisions``/``decide``, ``match_over``/``match_winners``); the
shared match code knows nothing of them.  Rules C-3 (cards conserved) and C-6 (a record
replays to the same match) are checked over whole seeded matches.
"""
from __future__ import annotations

import random
from fractions import Fraction

import pytest

from ai.base import match_decision
from game.engine import Decision, Match, MatchContext, new_hand
from game.engine.registry import scoped
from game.engine.ruleset import register

from test_toy_ruleset import ToyRummy

LIMIT = 25


class PenaltyToy(ToyRummy):
    """Cards left count against you; over ``LIMIT`` you are out unless you buy in (once)."""

    name, title = "toy-penalty", "Toy penalty rummy"
    lower_is_better = True

    def match_defaults(self, opts):
        return {"target": LIMIT}

    def start_match(self, match):
        for s in range(match.players):
            match.money[s] -= 1
            match.pool += 1
        match.data["buy_ins"] = {}

    def book(self, match, result):
        for s, pts in result.points.items():
            if s not in match.out and s not in result.winners:
                match.ledger[s] += pts
        for s in self._over(match):
            if not self._may_buy(match, s):
                match.out.add(s)

    def _over(self, match):
        return [s for s in range(match.players) if s not in match.out and match.ledger[s] > LIMIT]

    def _may_buy(self, match, seat):
        under = [s for s in range(match.players) if s not in match.out and match.ledger[s] <= LIMIT]
        return match.data["buy_ins"].get(str(seat), 0) < 1 and len(under) >= 2

    def decisions(self, match):
        return [Decision(s, "buy_in", ("buy", "retire"), {"cost": 1}) for s in self._over(match)]

    def decide(self, match, decision, choice):
        s = decision.seat
        if choice == "retire":
            match.out.add(s)
            return
        match.ledger[s] = max(v for t, v in match.ledger.items() if t not in match.out and v <= LIMIT)
        match.money[s] -= 1
        match.pool += 1
        match.data["buy_ins"][str(s)] = match.data["buy_ins"].get(str(s), 0) + 1

    def match_over(self, match):
        return len([s for s in range(match.players) if s not in match.out]) <= 1

    def match_winners(self, match):
        still = tuple(s for s in range(match.players) if s not in match.out)
        return still if len(still) == 1 else None


class PartnerToy(ToyRummy):
    """Four players as two sides of partners; three hands; a side's total never below zero."""

    name, title = "toy-partners", "Toy partners rummy"
    min_players, max_players = 2, 4

    def sides(self, players, opts):
        return ((0, 2), (1, 3)) if players == 4 else super().sides(players, opts)

    def match_defaults(self, opts):
        return {"max_hands": 3}

    def book(self, match, result):
        for side in match.sides:
            total = max(Fraction(0), match.ledger[side[0]] + sum(result.payments[s] for s in side))
            for s in side:
                match.ledger[s] = total


@pytest.fixture(autouse=True, scope="module")
def _toy_games():
    """The toy games are registered for this module only (a scope: no other test sees them)."""
    with scoped():
        register(ToyRummy())
        register(PenaltyToy())
        register(PartnerToy())
        yield


class Chooser:
    """A bot with a between-hands answer of its own."""

    def __init__(self, choice: str) -> None:
        self.choice = choice

    def match_decision(self, decision, context):
        return self.choice if self.choice in decision.choices else decision.choices[0]


def play_hand(st, rng):
    for _ in range(4000):
        if st.over:
            return
        acts = [a for s in range(st.players) for a in st.legal_actions(s)]
        st.apply(rng.choice(acts))
        st.check_invariants()
    raise AssertionError("the hand did not end")


def play_match(m, rng, answer="buy", limit=60):
    bot = Chooser(answer)
    for _ in range(limit):
        play_hand(m.hand, rng)
        if m.over:
            return
        m.record_result()
        while (d := m.pending()) is not None:
            m.decide(d.seat, match_decision(bot, d, m.context()))
        if m.over:
            return
        m.next_hand()
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("seed", range(6))
def test_penalty_match_eliminates_buys_in_and_replays(seed):
    """Penalty scores count down; the pool holds the stakes; out seats are dealt nothing (C-3, C-6)."""
    m = Match("toy-penalty", players=3, seed=seed)
    assert m.target == LIMIT and m.pool == 3 and m.money == {0: -1, 1: -1, 2: -1}
    rng = random.Random(seed)
    bought = False
    for _ in range(60):
        for s in m.out:
            assert m.hand.hands[s] == [] and not m.hand.active[s]
            assert m.hand.dealer != s and m.hand.current != s
        play_hand(m.hand, rng)
        if m.over:
            break
        m.record_result()
        while (d := m.pending()) is not None:
            assert d.kind == "buy_in" and m.ledger[d.seat] > LIMIT
            with pytest.raises(ValueError):
                m.next_hand()
            with pytest.raises(ValueError, match="not one of the choices"):
                m.decide(d.seat, "maybe")
            other = (d.seat + 1) % m.players
            with pytest.raises(ValueError, match="decision"):
                m.decide(other, "buy")
            m.decide(d.seat, "buy" if not bought else "retire")
            bought = True
        if m.over:
            break
        m.next_hand()
    assert m.over
    (winner,) = m.winners                       # read before booking ...
    m.record_result()
    assert m.winners == (winner,)               # ... and after: the same
    assert winner not in m.out and m.standings()[0][0] == winner
    assert m.pool == 3 + sum(v for v in m.data["buy_ins"].values())
    again = Match.from_record(m.to_record())
    assert again.ledger == m.ledger and again.out == m.out and again.pool == m.pool
    assert again.money == m.money and again.data == m.data and again.decisions == m.decisions
    assert again.hand.snapshot() == m.hand.snapshot()


def test_over_reads_only():
    """Asking whether the match is over books nothing (no side effects in properties)."""
    m = Match("toy-penalty", players=3, seed=11)
    play_hand(m.hand, random.Random(11))
    before = (dict(m.ledger), set(m.out), m.pool, len(m.results))
    _ = m.over
    _ = m.pending()
    assert (dict(m.ledger), set(m.out), m.pool, len(m.results)) == before


def test_lower_is_better_orders_the_standings():
    m = Match("toy-penalty", players=3, seed=3)
    m.ledger.update({0: Fraction(12), 1: Fraction(4), 2: Fraction(30)})
    assert [s for s, _ in m.standings()] == [1, 0, 2] and m.leaders == (1,)


def test_a_hand_knows_who_is_out():
    """A stated context: seat 1 is out of the match, so it gets no cards and never plays."""
    ctx = MatchContext(hand_number=4, out=frozenset({1}))
    st = new_hand("toy-rummy", players=3, seed=5, dealer=0, context=ctx)
    assert st.context.hand_number == 4 and st.hands[1] == [] and not st.active[1]
    assert st.current == 2                     # after the dealer, passing seat 1
    rng = random.Random(5)
    play_hand(st, rng)
    assert not any(a.seat == 1 for a in st.record)
    with pytest.raises(ValueError, match="out of the match"):
        new_hand("toy-rummy", players=3, seed=5, dealer=1, context=ctx)


@pytest.mark.parametrize("seed", range(4))
def test_partners_share_a_floored_score_over_three_hands(seed):
    m = Match("toy-partners", players=4, seed=seed)
    assert m.max_hands == 3 and m.side_of(2) == (0, 2) and m.side_of(1) == (1, 3)
    play_match(m, random.Random(seed))
    assert m.hands_played + (0 if m._booked() else 1) == 3
    m.record_result()
    assert m.ledger[0] == m.ledger[2] and m.ledger[1] == m.ledger[3]
    assert all(v >= 0 for v in m.ledger.values())
    tied = m.ledger[0] == m.ledger[1]
    assert set(m.winners) == ({0, 1, 2, 3} if tied else set(m.side_of(m.winners[0])))


def test_default_match_is_unchanged_for_a_seat_ledger():
    """Games without match hooks keep a ledger per seat, higher first, no pool, nobody out."""
    m = Match("toy-rummy", players=2, seed=1, max_hands=2)
    assert m.sides == ((0,), (1,)) and m.pool == 0 and m.out == set()
    play_match(m, random.Random(1))
    m.record_result()
    assert m.hands_played == 2 and sum(m.ledger.values()) == 0
    assert m.standings()[0][1] >= m.standings()[1][1]
