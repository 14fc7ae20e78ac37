"""Issue 16: the turn's undo takes back only the player's own moves within the turn, never past a card
drawn unseen (so no hidden card is revealed twice) and never past another seat's move (a claim)."""
from __future__ import annotations

import random

import pytest

from game.engine import Action, IllegalAction, new_hand, replay


def test_undo_stops_at_a_card_drawn_from_the_stock():
    st = new_hand("hoola", players=2, dealer=0, hands=["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"],
                  stock="QH 3C 4C", discard="6D")
    st.apply(Action.parse("0 draw_stock"))
    assert st.undo_steps(0) == 0                      # the queen was seen: it cannot be drawn "again"
    st.apply(Action.parse("0 meld 7H 8H 9H"))
    st.apply(Action.parse("0 meld 7S"))
    assert st.undo_steps(0) == 2
    before = replay(dict(st.to_record(), actions=st.to_record()["actions"][:-1])).snapshot()
    st.undo(0)
    assert st.snapshot() == before and st.stock[0].face == "3C"
    with pytest.raises(IllegalAction):
        st.undo(0, steps=2)


def test_undo_never_goes_past_another_seats_claim():
    # seat 2 deals, plays first and discards 5H; seat 1 claims it out of turn with 6H 7H
    st = new_hand("hoola", players=4, dealer=2, hands=["3H 4H 2D 8S JD QS 9D", "6H 7H 2C 8C JH 4S TD",
                                                       "5H KS QD 9C 2S 8D JC", "AS 3C 6D 9S TC QH KD"],
                  stock="TS AD 2H 3D 4D 5D", discard="KC")
    st.apply(Action.parse("2 draw_stock"))
    st.apply(Action.parse("2 discard 5H"))
    st.apply(Action.parse("1 claim 5H 6H 7H"))
    assert st.current == 1 and st.undo_steps(1) == 0   # its claim ends the other seat's turn: no going back
    assert st.undo_steps(2) == 0 and st.undo_steps(3) == 0
    st.apply(Action.parse("1 discard 4S"))
    assert all(st.undo_steps(s) == 0 for s in range(4))


@pytest.mark.parametrize("game", ["hoola", "seven-bridge", "kalookie", "house-rummy"])
def test_undo_takes_back_exactly_the_players_own_moves(game):
    """Random hands: whatever the seat in turn may take back, taking it back gives the state of the shorter
    record, and never more than its own moves since its last unseen draw."""
    rng = random.Random(5)
    checked = 0
    for seed in range(6):
        st = new_hand(game, players=3, seed=seed)
        while not st.over and len(st.record) < 120:
            s = next(x for x in [st.current] + list(range(st.players)) if st.legal_actions(x))
            n = st.undo_steps(s)
            if n:
                tail = st.record[-n:]
                assert all(a.seat == s for a in tail)
                assert not any(a.kind == "draw_stock" for a in tail)
                k = rng.randint(1, n)
                expect = replay(dict(st.to_record(), actions=st.to_record()["actions"][:-k])).snapshot()
                trial = st.copy()
                trial.undo(s, k)
                assert trial.snapshot() == expect
                checked += 1
            st.apply(rng.choice(st.legal_actions(s)))
    assert checked > 0
