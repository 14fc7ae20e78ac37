"""A game is a ruleset and nothing else: a toy rummy written on the engine's mechanisms alone.

"Toy rummy" (a few dozen lines below, registered at import) has no code in the shared turn flow:

- the stock is made anew from the discard pile once when it runs out (``stock_reshuffles``);
- the top discard may be kept in hand (``take_to_hand``);
- a whole-turn rule: a turn that took the discard must lay a new meld before it ends
  (``refuse_end_turn``, reading the turn's facts in ``state.turn``);
- a declared joker: a joker at the end of a run must say which card it stands for
  (``joker=7S``), and that statement stays (``joker_life = "fixed"``);
- an action kind of its own, ``rap`` (a knock that ends the hand), with a check that explains.

Seeded hands are played to their end by random choices with the engine's invariant checks.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

import pytest

from game.engine import Action, Card, IllegalAction, new_hand, replay
from game.engine.registry import scoped
from game.engine.actions import Event
from game.engine.melds import MeldRules, arrange_run, find_melds
from game.engine.options import option
from game.engine.result import Result
from game.engine.ruleset import Ruleset, register


@dataclass(frozen=True)
class ToyOptions:
    rap_limit: int = option(5, "Most points in hand to rap.", (5, 10))


class ToyRummy(Ruleset):
    name, title, Options = "toy-rummy", "Toy rummy", ToyOptions
    kinds = frozenset({"rap"})
    joker_life = "fixed"
    words = {"meld": ("joker",)}

    def meld_rules(self, opts):
        return MeldRules(ace="low", max_jokers=1)

    def deck(self, opts):
        return 1, 2

    def stock_reshuffles(self, opts):
        return 1

    def take_to_hand(self, state, seat):
        """Only when the discard makes a meld with the hand: the turn can then be finished."""
        top = state.top_discard
        return bool(find_melds(state.hands[seat] + [top], state.rules, min_size=3, must_include=top))

    def may_take_joker(self, opts):
        return True

    def refuse_end_turn(self, state, seat, action):
        if state.turn.taken and not state.turn.new_melds:
            return "you took the discard: lay a new meld before you end your turn"
        return None

    def refuse_play(self, state, action):
        if action.kind == "add" and state.turn.taken and not state.turn.new_melds:
            return "you took the discard: lay a new meld first"
        jokers = [c for c in action.cards if c.is_joker]
        if action.kind != "meld" or not jokers or action.get("joker"):
            return None
        got = arrange_run(action.cards, state.rules)
        if got is not None and got[0][0] not in jokers and got[0][-1] not in jokers:
            return None
        if got is None:
            return None
        return "say which card the joker at the end of the run stands for (joker=7S)"

    def play_variants(self, state, action):
        """A meld with a joker at a run's end is listed once for each card the joker could state."""
        jokers = [c for c in action.cards if c.is_joker]
        got = arrange_run(action.cards, state.rules) if action.kind == "meld" and jokers else None
        if got is None or (got[0][0] not in jokers and got[0][-1] not in jokers):
            return [action]
        naturals = sorted(c.rank for c in action.cards if not c.is_joker)
        suit = next(c.suit for c in action.cards if not c.is_joker)
        ends = [r for r in (naturals[0] - 1, naturals[-1] + 1) if 1 <= r <= 13]
        return [Action("meld", action.seat, action.cards, data=(("joker", Card(r, suit).face),)) for r in ends]

    def start_actions(self, state, seat):
        a = Action("rap", seat)
        return [a] if self.check_action(state, a) is None else []

    def refuse_rap(self, state, action):
        if state.phase != "start" or action.seat != state.current:
            return "you can rap only at the start of your turn"
        pts = sum(state.rules.points(c) for c in state.hands[action.seat])
        if pts > state.options.rap_limit:
            return f"you can rap only with {state.options.rap_limit} points or fewer; you hold {pts}"
        return None

    def apply_special(self, state, action):
        return [Event("rap", action.seat)] + state.end("rap", (action.seat,))

    def settle(self, state, reason, winners, **info):
        points = {s: sum(state.rules.points(c) for c in h) for s, h in enumerate(state.hands)}
        pay = {s: Fraction(0) for s in points}
        if winners and reason in ("out", "rap"):
            w = winners[0]
            for s in points:
                if s != w:
                    pay[s] -= points[s]
                    pay[w] += points[s]
        return Result(winners=tuple(winners or ()), reason=reason, points=points, payments=pay)


@pytest.fixture(autouse=True, scope="module")
def _toy_games():
    """The toy games are registered for this module only (a scope: no other test sees them)."""
    with scoped():
        register(ToyRummy())
        yield


def deal(hands, stock, discard, dealer=0, **kw):
    return new_hand("toy-rummy", players=len(hands), hands=hands, stock=stock, discard=discard, dealer=dealer, **kw)


def test_toy_rummy_keeps_the_discard_in_hand_and_must_meld_that_turn():
    st = deal(["5H 6H 9C 2S 3D KC 5D", "AS 2H 4D 8S TD JC KD"], stock="7H 8D 9D", discard="4C")
    assert "1 take_discard 4C" not in {str(a) for a in st.legal_actions(1)}   # 4C makes no meld for seat 1
    st.apply("1 draw_stock")
    st.apply("1 discard 7H")
    assert "0 take_discard 7H" in {str(a) for a in st.legal_actions(0)}
    st.apply("0 take_discard 7H")                     # kept in hand, not melded at once
    seven = st.hands[0][-1]
    assert str(seven) == "7H" and st.turn.taken == {seven: "taken"} and st.melds == []
    reason = st.check(Action.parse("0 discard 9C"))
    assert reason == "you took the discard: lay a new meld before you end your turn"
    with pytest.raises(IllegalAction, match="lay a new meld"):
        st.apply("0 discard 9C")
    assert not any(a.kind == "discard" for a in st.legal_actions(0))
    assert st.check(Action.parse("0 meld 5H 6H 5D")) == "5D 5H 6H is not a meld"
    st.apply("0 meld 5H 6H 7H")
    st.apply("0 discard 9C")
    assert st.current == 1 and st.turn.taken == {}


def test_toy_rummy_declared_joker_stays():
    st = deal(["5H 6H JK 2S 3D KC QC", "AS 2H 4D 8S TD JC KD"], stock="7D 8D 9D 7H", discard="4C")
    st.apply("1 draw_stock")
    st.apply("1 discard 7D")
    st.apply("0 draw_stock")
    assert "say which card" in st.check(Action.parse("0 meld 5H 6H JK"))
    st.apply("0 meld 5H 6H JK joker=4H")
    meld = st.melds[0]
    assert [str(c) for c in meld.cards] == ["JK", "5H", "6H"]
    assert meld.jokers == {meld.cards[0]: "4H"}
    st.apply("0 discard 2S")
    st.apply("1 draw_stock")
    st.apply("1 discard 9D")
    st.apply("0 draw_stock")                           # 7H
    st.apply("0 add 7H @0")
    assert [str(c) for c in meld.cards] == ["JK", "5H", "6H", "7H"] and meld.jokers == {meld.cards[0]: "4H"}
    st.check_invariants()
    again = replay(st.to_record())
    assert again.snapshot() == st.snapshot()


def test_toy_rummy_own_kind_checks_and_parses_back():
    st = deal(["AH 2C 3D 9S TC JH QD", "AS 2H 4D 8S TD JC KD"], stock="7D 8D 9D", discard="4C", dealer=1)
    assert st.check(Action.parse("0 rap")).startswith("you can rap only with 5 points or fewer; you hold")
    assert str(Action.parse("0 rap")) == "0 rap"
    assert "rap is not a move in Battle Hoola" == new_hand("hoola", players=2, seed=1).check(Action("rap", 0))


def test_toy_rummy_stock_is_reshuffled_once_then_the_hand_ends():
    st = deal(["AH 2C 3D 9S TC JH QD", "AS 2H 4D 8S TD JC KD"], stock="7D 8D", discard="4C")
    st.apply("1 draw_stock")
    st.apply("1 discard 7D")
    st.apply("0 draw_stock")                           # the last card
    events = st.apply("0 discard 9S")
    assert any(e.kind == "reshuffle" for e in events)
    assert st.reshuffles == 1 and st.discard == [st.hands[0][0].__class__.parse("9S")]
    assert sorted(map(str, st.stock)) == ["4C", "7D"]
    assert st.chance and st.chance[-1][1] == "stock"
    assert replay(st.to_record()).snapshot() == st.snapshot()


@pytest.mark.parametrize("seed", range(30))
def test_toy_rummy_seeded_hands_end_with_cards_conserved(seed):
    st = new_hand("toy-rummy", players=2 + seed % 3, seed=seed)
    rng = random.Random(seed)
    for _ in range(3000):
        if st.over:
            break
        acts = [a for s in range(st.players) for a in st.legal_actions(s)]
        assert acts, "nobody can act but the hand is not over"
        for a in acts:
            assert st.check(a) is None, (a, st.check(a))
        st.apply(rng.choice(acts))
        st.check_invariants()
    assert st.over
    assert sum(st.result.payments.values()) == 0
    assert replay(st.to_record()).snapshot() == st.snapshot()
