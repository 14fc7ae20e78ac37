"""The rule bots in Kalookie: every level plays every version legally, and its own decisions
(the opening, jokers, the dealer's swap, buy-ins) follow the plan in ``ai.kalookie_bot``."""
from __future__ import annotations

import json
from fractions import Fraction

import pytest

from ai.rulebot import EASY, HARD, MEDIUM, RuleBot, hard, medium
from game.engine import Action, from_position, new_hand
from game.engine.context import Decision, MatchContext
from game.sim import play_hand

VERSIONS = ["british", "swedish", "north_american", "scarne"]


@pytest.mark.parametrize("level", [EASY, MEDIUM, HARD])
@pytest.mark.parametrize("version", VERSIONS)
def test_every_level_plays_every_version_without_an_illegal_action(level, version):
    for i in range(6):
        players = 2 + i % 4
        state = new_hand("kalookie", players=players, seed=500 + i, dealer=i % players,
                         options={"version": version})
        bots = [RuleBot(i * 10 + s, level) for s in range(players)]
        play_hand(state, bots, check=True)
        assert state.result is not None


def _position(hand, table="", opened=(), phase="play", discard="4H.1", options=None):
    more = {"extra": {"opened": list(opened), "played": True}, "laid": [s in opened for s in (0, 1)],
            "melded": [s in opened for s in (0, 1)]}
    return from_position(f"kalookie 2 dealer=1 current=0 phase={phase} turns=5 | hands {hand} / 3S.1 4S.1 5D.1 "
                         f"| stock 9C.1 TC.1 JC.1 QC.1 KC.1 | discard {discard}"
                         + (f" | table {table}" if table else "")
                         + f" | options {json.dumps(options or {})} | more {json.dumps(more)}")


def test_medium_opens_with_what_leaves_the_fewest_points():
    st = _position("KS KH KD QS QH QD 5C 6C 7C 2D 9S JK")
    a = medium(1).choose(st.view(0), st.legal_actions(0))
    assert a.kind == "open"
    from game.engine.solver import min_points

    def left(b):
        return min_points([c for c in st.hands[0] if c not in b.cards], st.rules)
    opens = [b for b in st.legal_actions(0) if b.kind == "open"]
    assert len(opens) > 1 and left(a) == min(left(b) for b in opens)
    assert not any(c.is_joker for c in a.cards)             # the joker is kept: 5-6-7 with it later
    assert left(a) < max(left(b) for b in opens)


def test_no_level_throws_a_joker_away():
    for make in (lambda s: RuleBot(s, EASY), medium, hard):
        st = _position("JK 2D 9S TH", opened=(0,))
        a = make(3).choose(st.view(0), st.legal_actions(0))
        assert not (a.kind == "discard" and a.cards[0].is_joker)


def test_medium_wins_back_a_joker_that_melds():
    st = _position("7S 9D 9C 2C", table="#0 1 run 5S 6S JK 8S jokers=JK:7S", opened=(0, 1))
    a = medium(2).choose(st.view(0), st.legal_actions(0))
    assert a.kind == "swap"           # the joker with 9D 9C makes a set: the hand drops from 27 to 2


def test_scarne_dealer_takes_the_up_card_when_it_helps():
    st = new_hand("kalookie", players=2, seed=4, dealer=0, options={"version": "scarne"})
    view = st.view(0)
    a = medium(1).choose(view, st.legal_actions(0))
    assert a.kind in ("exchange", "stand")
    from game.engine.solver import min_points
    if a.kind == "exchange":
        after = [c for c in st.hands[0] if c != a.cards[0]] + [st.top_discard]
        assert min_points(after, st.rules) < min_points(st.hands[0], st.rules)


def test_buy_in_decisions_by_level():
    d = Decision(1, "buy_in", ("buy", "retire"), {"cost": 5, "score": 160})
    rich = MatchContext(ledger={0: Fraction(20), 1: Fraction(160), 2: Fraction(90)}, pool=Fraction(40))
    poor = MatchContext(ledger={0: Fraction(20), 1: Fraction(160), 2: Fraction(90)}, pool=Fraction(5),
                        out=frozenset())
    assert hard(1).match_decision(d, rich) == "buy"
    assert hard(1).match_decision(d, poor) == "retire"
    assert medium(1).match_decision(d, rich) == "buy"
    other = Decision(1, "something", ("a", "b"), {})
    assert hard(1).match_decision(other, rich) == "a"
    assert isinstance(Action, type)
