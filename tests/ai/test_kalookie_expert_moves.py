"""The Kalookie Expert's own steps in the race to call up (``game.games.kalookie.expert_moves``): melds
held in hand until they go out, the smallest opening, the discard that is sure to be laid, a joker
won back to be built on the table.  Hard does otherwise in each position (what the Expert adds)."""
from __future__ import annotations

from ai.expert import ExpertBot
from ai.rulebot import hard
from game.games.kalookie.bot_expert import counting_view
from game.games.kalookie.expert_moves import held_melds
from test_kalookie_bot import _position      # the positions of Kalookie's bot tests (tests/ai)


def _expert(st):
    return ExpertBot(7).choose(st.view(0), st.legal_actions(0))


def test_K_5_once_opened_the_expert_keeps_its_melds_in_hand_until_they_go_out():
    st = _position("5C 6C 7C 2D 9S TH", opened=(0,))
    assert any(a.kind == "meld" for a in st.legal_actions(0))
    assert hard(1).choose(st.view(0), st.legal_actions(0)).kind == "meld"
    assert _expert(st).kind == "discard"                 # three loose cards: the run stays in hand
    out = _position("5C 6C 7C 9S", opened=(0,))
    assert _expert(out).kind == "meld"                   # all but the discard: lay it and call up


def test_K_14_the_american_expert_lays_its_melds_as_they_come():
    """Paid by the cards left in hand (K-14), a meld held costs its points: no holding back there."""
    st = _position("5C 6C 7C 2D 9S TH", opened=(0,), options={"version": "north_american"})
    view, legal = st.view(0), st.legal_actions(0)
    assert held_melds(view, counting_view(view), legal) == legal


def test_K_4_the_expert_opens_with_the_fewest_cards_that_leave_it_as_near_out():
    st = _position("KS KH KD QS QH QD 5C 6C 7C 2D 9S JK")
    opens = [a for a in st.legal_actions(0) if a.kind == "open"]
    assert max(len(a.cards) for a in opens) > 6
    a = _expert(st)
    assert a.kind == "open" and len(a.cards) == 6 and not any(c.is_joker for c in a.cards)


def test_K_7_once_opened_the_expert_takes_a_discard_that_builds_on_the_table():
    st = _position("2D 9C TH 4C", table="#0 1 run 5S 6S 7S", opened=(0, 1), phase="start", discard="8S.1")
    assert hard(1).choose(st.view(0), st.legal_actions(0)).kind == "draw_stock"
    assert _expert(st).kind == "take_discard"


def test_K_6_the_expert_wins_back_a_joker_to_build_it_on_the_table():
    """The 7S is loose in hand; the joker it frees melds with nothing there but builds on the run: one
    card fewer to lay.  Hard counts the joker's 15 in hand and keeps the 7."""
    st = _position("7S 2D 9C KH", table="#0 1 run 5S 6S JK 8S jokers=JK:7S", opened=(0, 1))
    assert any(a.kind == "swap" for a in st.legal_actions(0))
    assert hard(1).choose(st.view(0), st.legal_actions(0)).kind != "swap"
    assert _expert(st).kind == "swap"
