"""A newcomer's play-through of 27 Nov (s16): the move that won the hand was hinted as any other discard,
"Discard 8♦: leaves 0 points in your hand; someone might use it". The hint says it goes out."""
from __future__ import annotations

import json
import random

from ai.coach import explain
from game.engine import Action, from_position
from game.ui import i18n
from game.ui.engine_text import engine_text


def _kalookie(options: dict | None = None):
    more = {"extra": {"opened": [0, 1], "played": True}, "laid": [True, True], "melded": [True, True]}
    return from_position("kalookie 2 dealer=1 current=0 phase=play | hands 8D / 3S.1 4S.1 | stock 9C.1 "
                         "| discard 2S.1 | table #0 0 run 5C 6C 7C | options " + json.dumps(options or {})
                         + " | more " + json.dumps(more))


def test_kalookies_last_discard_is_hinted_as_calling_up_in_both_versions_and_languages():
    for options in ({}, {"version": "north_american"}):
        st = _kalookie(options)
        discard = Action.parse("0 discard 8D")
        assert st.check(discard) is None
        said = explain(st.view(0), discard, random.Random(1)).reason
        assert said == "Discard 8♦ to call up: you go out and win the hand", said
        i18n.set_language("ko")
        try:
            assert engine_text(said) == "8♦을(를) 버리고 콜업: 나면서 이 판을 이깁니다"
        finally:
            i18n.set_language("en")


def _house(hand: str, variant: str):
    more = {"extra": {"stock_open": True, "melded": [0, 1]}}
    return from_position(f"house-rummy 2 dealer=1 current=0 phase=play | hands {hand} / 2C 7S | stock 3H 2D "
                         f"| discard QD | table #0 1 run 9C TC JC | options {json.dumps({'variant': variant})} "
                         f"| more {json.dumps(more)}")


def test_house_rummys_going_out_is_hinted_as_going_out_by_a_discard_or_by_ending_the_turn():
    """The Epic hand's winning discard read "Discard K♣: leaves 0 points in your hand; 0 players could use
    it"; the Classic hand's last move, with the hand empty, read "You end the turn"."""
    for variant in ("classic", "epic"):
        st = _house("5H 6H 7H 4S", variant)
        st.apply(Action.parse("0 meld 5H 6H 7H"))
        discard = Action.parse("0 discard 4S")
        assert st.check(discard) is None
        said = explain(st.view(0), discard, random.Random(1)).reason
        assert said == "Discard 4♠ to go out", said
        st = _house("5H 6H 7H", variant)
        st.apply(Action.parse("0 meld 5H 6H 7H"))
        end = Action.parse("0 end_turn")
        assert st.check(end) is None
        assert explain(st.view(0), end, random.Random(1)).reason == "End the turn to go out: your hand is empty"
    i18n.set_language("ko")
    try:
        assert engine_text("Discard 4♠ to go out") == "4♠을(를) 버리고 나기"
        assert engine_text("End the turn to go out: your hand is empty") == "차례를 끝내고 나기: 손에 카드가 없습니다"
        assert engine_text("Discard 4♠ to go out: you score the points left in the other hands") == \
            "4♠을(를) 버리고 나기: 다른 사람 손에 남은 점수를 가져갑니다"        # Seven Bridge's, still whole
    finally:
        i18n.set_language("en")


def test_house_rummys_first_lesson_says_which_hands_cost_15_and_20():
    """The first lesson said "10 points in hands one and two (15, then 20, later)": later than what, for
    how long? The Korean said it whole (1·2판은 10점, 3·4판은 15점, 5·6판은 20점); the English now does."""
    from test_hoola_korean_words import _lessons
    said = next(en for en, __ in _lessons("house_rummy") if en.startswith("Your first plays of a hand"))
    assert "(15 in hands three and four, 20 in five and six)" in said and "later" not in said


def test_house_rummys_take_hint_says_a_run_round_the_corner_in_its_order():
    """27 Nov (s16): "Take the A♣: it makes A♣ Q♣ K♣" — the run is Q♣ K♣ A♣, as the table lays it."""
    st = from_position('house-rummy 2 dealer=0 current=1 phase=start | hands KS KD / QC KC 2H 7D 9S | '
                       'stock 3H 2C 6C 8C TD | discard AC | table - | more {"extra": {"stock_open": true}}')
    take = next(a for a in st.legal_actions(1) if a.kind in ("take_discard", "take_pile")
                and str(a.cards[0]) == "AC")
    said = explain(st.view(1), take, random.Random(1)).reason
    assert said.startswith("Take the A♣: it makes Q♣ K♣ A♣"), said
