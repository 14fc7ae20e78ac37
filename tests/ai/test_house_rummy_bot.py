"""The rule bots in House Rummy: they play legally at every level and variant, take a pile that pays,
meld when the cost is met, and steal (Hard) from stated positions."""
from __future__ import annotations

import json

import pytest

from ai.rulebot import easy, hard, medium
from game.engine import from_position, new_hand


def _pos(hands: str, table: str = "", *, discard: str = "-", stock: str = "2H 3H 5H 6H 8H", phase: str = "start",
         extra: dict | None = None, variant: str = "classic"):
    x = {"stock_open": True}
    x.update(extra or {})
    return from_position(f"house-rummy 2 dealer=1 current=0 phase={phase} | hands {hands} | stock {stock} | "
                         f"discard {discard} | table {table or '-'} | options {json.dumps({'variant': variant})} | "
                         f"more {json.dumps({'extra': x})}")


def _choose(bot, st, seat: int = 0):
    return bot.choose(st.view(seat), st.legal_actions(seat))


@pytest.mark.parametrize("make", [easy, medium, hard])
@pytest.mark.parametrize("variant", ["classic", "epic"])
@pytest.mark.parametrize("players", [2, 4])
def test_every_level_plays_whole_hands_legally(make, variant, players):
    for seed in range(3):
        st = new_hand("house-rummy", players=players, seed=seed, options={"variant": variant})
        bots = [make(seed * 10 + s) for s in range(players)]
        n = 0
        while not st.over:
            s = st.acting_seats[0]
            a = _choose(bots[s], st, s)
            assert st.check(a) is None, str(a)
            st.apply(a)
            st.check_invariants()
            n += 1
            assert n < 3000


@pytest.mark.parametrize("make", [medium, hard])
def test_takes_a_pile_that_makes_plays(make):
    st = _pos("4S 4D 9C 9H / 2C 7S", discard="QD 4H KS 9D", extra={"melded": [0]})
    a = _choose(make(1), st)
    assert a.kind == "take_pile" and str(a.cards[0]) == "4H"      # 4H makes a book, 9D another


@pytest.mark.parametrize("make", [easy, medium, hard])
def test_melds_when_the_cost_is_met(make):
    st = _pos("4S 4D 4H 9C / 2C 7S", phase="play")
    st.turn.data["start"] = []
    a = _choose(make(1), st)
    assert a.kind == "meld" and {str(c) for c in a.cards} == {"4S", "4D", "4H"}


def test_hard_steals_the_end_of_a_run():
    st = _pos("KC AC 9S 2D / 4S 7S", "#0 1 run 9C TC JC QC", phase="play", extra={"melded": [0, 1]})
    st.turn.data["start"] = [[0, 1, "9C TC JC QC", None]]
    a = _choose(hard(1), st)
    assert a.kind == "table" and st.check(a) is None
    st.apply(a)
    assert any({str(c) for c in m.cards} == {"QC", "KC", "AC"} and m.space == 0 for m in st.melds)


@pytest.mark.parametrize("make", [easy, medium, hard])
def test_R_10_the_last_card_is_discarded_rather_than_added_to_the_other_sides_play(make):
    """A last card added to the opponent's play gives their space 5 points and, where going out ends the
    hand, everyone one more turn; discarded, it goes out all the same (s17-korean: the hint laid A♦ on Alice's
    run).  Only when the last card cannot be discarded does a bot add it there."""
    st = _pos("AD / 2C 7S", table="#0 1 run 2D 3D 4D", phase="play", extra={"melded": [0, 1]})
    assert any(a.kind == "add" for a in st.legal_actions(0))
    a = _choose(make(1), st)
    assert a.kind == "discard" and str(a.cards[0]) == "AD", str(a)
    st.apply(a)
    assert st.over and st.result.reason == "closed"                    # the pile closed at once
