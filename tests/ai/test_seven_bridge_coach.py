"""Seven Bridge's hints as the newcomer of 27 Nov needed them (S-3, S-6, S-7; the play-through's F4)."""
from __future__ import annotations

import random

from ai.coach import explain
from game.engine import Action, new_hand
from game.engine.position import from_position

GAME = "seven-bridge"
TURNED = '| more {"has_turned":[true,true,true]}'


def _stated(hand: str, stock: str) -> object:
    """Seat 0 to play, its 4♠ 5♠ 6♠ on the table (so it has melded, S-5), the others' hands as lesson 4's."""
    return from_position(f"{GAME} 3 dealer=2 current=0 | hands {hand} / 8D 2H 9S TS AS 6C 4D / 5D 6D 7C KC QH JH 3D "
                         f"| stock {stock} | discard 6H | table #0 0 run 4S 5S 6S {TURNED}")


def _said(state, text: str) -> str:
    legal = {str(a): a for a in state.legal_actions(0)}
    action = legal[str(Action.parse(text))]
    return explain(state.view(0), action, random.Random(1)).reason


def _hints() -> list[str]:
    st = _stated("9H 9D QC", "9C 2D 3C 3H")
    st.apply(Action.parse("0 draw_stock"))
    lay = _said(st, "0 meld 9C 9D 9H")
    st.apply(Action.parse("0 meld 9C 9D 9H"))
    out = _said(st, "0 discard QC")
    st2 = _stated("7S", "9C 2D 3C 3H")
    st2.apply(Action.parse("0 draw_stock"))
    add = _said(st2, "0 add 7S @0")
    first = new_hand(GAME, players=2, dealer=1, hands=["KH KD 5C 5D JS QC 2S", "9C 9D 3S 4S 8D QH AH"],
                     stock="7H 5H 8C TD JD", discard="KS")
    draw = _said(first, "0 draw_stock")
    return [lay, out, add, draw]


def test_s_6_s_3_the_hints_say_when_a_move_goes_out_and_why_a_first_turn_draws():
    """F4: the going-out discard read "Discard A♥: leaves 0 points in your hand; nobody is likely to use
    it", the play before it "leaves 1 points in your hand", and the first turn "Draw from the stock: you
    hold 62 points" while the K♠ on the pile made a set with two kings in hand."""
    assert _hints() == [
        "Lay 9♣ 9♦ 9♥, then discard Q♣ to go out",
        "Discard Q♣ to go out: you score the points left in the other hands",
        "Lay off 7♠ on a meld on the table, then discard 9♣ to go out",     # "lay off", as its rules say (S-5)
        "Draw from the stock: you hold 52 points; no discard may be taken on your first turn",
    ]


def test_the_going_out_hints_are_said_in_korean():
    from game.ui import i18n
    from game.ui.engine_text import engine_text
    said_en = _hints()
    i18n.set_language("ko")
    try:
        said = [engine_text(s) for s in said_en]
    finally:
        i18n.set_language("en")
    from game.ui.text import josa                    # the particle the card's reading takes, as drawn
    assert josa(said[1]) == "Q♣를 버리고 나기: 다른 사람 손에 남은 점수를 가져갑니다"   # 나다, the table's word for going out
    assert all(any("\uac00" <= ch <= "\ud7a3" for ch in s) and not any(w in s for w in ("Lay", "Add", "Draw", "go out"))
               for s in said), said


def _discard_hint(hand: str, card: str, table: str = "") -> str:
    state = from_position(f"{GAME} 3 dealer=2 current=0 | hands {hand} / 8D 2H 9S TS AS 6C 4D / 5D 6D 7C KC QH JH 3D "
                          f"| stock 9C 2D 3C 3H | discard 6H | table #0 0 run 4S 5S 6S{table} {TURNED}")
    state.apply(Action.parse("0 draw_stock"))
    return _said(state, f"0 discard {card}")


def test_a_discard_hint_says_which_dearer_cards_it_keeps_toward_a_meld():
    """The newcomer's "discard A♣ while keeping a J♥": the hint names the pair one card short of a meld
    that the dearer cards stay for (the dearest such pair), and says nothing of it when the discard is
    itself the dearest card or the pair can no longer be made whole."""
    said = _discard_hint("AC JS QS 8H", "AC")
    assert said.endswith("; keeps J♠ Q♠ toward a meld"), said
    # the dearest card goes: nothing kept is worth more
    assert "keeps" not in _discard_hint("2C 4C KD 8H", "KD")
    # K♦ K♠ wants the K♥ or the K♣, both unseen: a set stays possible
    assert _discard_hint("AC KD KS 7H", "AC").endswith("; keeps K♦ K♠ toward a meld")
    # J♦ Q♦ wants the 10♦ or the K♦, both laid on the table: nothing to keep them for
    gone = "; #1 1 set TD TC TH; #2 2 set KD KH KS"
    assert "keeps" not in _discard_hint("AC JD QD 8H", "AC", gone)


def test_the_kept_pair_is_said_in_korean():
    from game.ui import i18n
    from game.ui.engine_text import engine_text
    said = _discard_hint("AC JS QS 8H", "AC")
    i18n.set_language("ko")
    try:
        ko = engine_text(said)
    finally:
        i18n.set_language("en")
    assert ko.endswith("한 장만 더 있으면 등록패가 되는 J♠ Q♠은(는) 남깁니다") and "keeps" not in ko, ko
    from game.ui.text import josa
    assert josa(ko).endswith("J♠ Q♠는 남깁니다")               # drawn with the particle Q (큐) takes


def test_s_2_a_lone_sevens_hint_says_it_is_a_meld_of_its_own():
    """F11: "Lay 7♣" did not say whether alone or onto Minji's 7♠ 7♦, both legal (S-2: a seven alone is a
    meld); a meld of one card is said to stand on its own, a lay-off keeps its own words."""
    state = from_position(f"{GAME} 3 dealer=2 current=0 | hands 7C 2C 4C 8H / 8D 2H 9S TS AS 6C 4D / 5D 6D 3D KC QH "
                          f"| stock 9C 2D 3C 3H | discard 6H | table #0 0 run 4S 5S 6S; #1 1 set 7S 7D {TURNED}")
    state.apply(Action.parse("0 draw_stock"))
    assert _said(state, "0 meld 7C").startswith("Lay 7♣ as a meld of its own: leaves ")
    assert _said(state, "0 add 7C @1").startswith("Lay off 7♣ on seat 1's meld")  # onto whose, as the log says
    from game.ui import i18n
    from game.ui.engine_text import engine_text
    i18n.set_language("ko")
    try:
        assert engine_text(_said(state, "0 meld 7C")).startswith("7♣ 따로 등록: 손에 ")
    finally:
        i18n.set_language("en")


def test_s_5_a_lay_off_hint_says_lay_off_and_onto_whose_meld_as_the_log_and_button_do():
    """s18-evening L4: the log said "You lay off 6♠ on Kenji's meld" (the rules' word, S-5) beside the hint and
    the button's "Add 6♠ to …" / "Add to a meld". Seven Bridge's hint, button and panel say "lay off" too."""
    from ai.coach import explain
    from game.ui.engine_text import engine_text
    from game.ui.game_table import table_for
    from game.ui.i18n import set_language
    st = from_position(f"{GAME} 3 dealer=2 current=0 | hands 6H 9H KC 2D / 2S 3S 4C 8C / 5C 8D TD KD "
                       f"| stock AD 3D 4D 6S | discard QS | table #0 0 run 3H 4H 5H; #1 1 set 9S 9D 9C {TURNED}")
    st.apply(Action.parse("0 draw_stock"))
    said = {str(a): explain(st.view(0), a, random.Random(1)).reason
            for a in st.legal_actions(0) if a.kind == "add"}
    assert said and all(r.startswith("Lay off ") for r in said.values()), said
    assert any(r.startswith("Lay off 9♥ on seat 1's meld: leaves ") for r in said.values()), said
    assert table_for(GAME).say("Add to a meld") == "Lay off on a meld"
    set_language("ko")
    try:
        ko = [engine_text(r, lambda s: ["나", "Minji", "Kenji"][s]) for r in said.values()]
    finally:
        set_language("en")
    assert all("붙이기" in k and "Lay" not in k for k in ko), ko
