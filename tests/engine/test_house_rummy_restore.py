"""R-7: restoring the table takes back this turn's moves of played cards only (issue 25)."""
from __future__ import annotations

import json

from game.engine import Action, Card, from_position
from game.engine.restore import restorable

MORE = json.dumps({"extra": {"stock_open": True, "melded": [0, 1]}})


def _state():
    return from_position("house-rummy 2 dealer=1 current=0 phase=start | hands KC AC 5D 5S 5H 9S / 4S 7S | "
                         "stock 2H 3H | discard QD JH | table #0 1 run 9C TC JC QC | "
                         f'options {{"variant": "classic"}} | more {MORE}')


def test_r7_restore_keeps_the_pickup_and_the_plays_from_hand_and_returns_what_lay_on_a_moved_card():
    st = _state()
    st.apply("0 draw_stock")
    st.apply(Action("move", 0, (Card.parse("QC"),), data=(("space", "0"),)))      # the queen stolen
    stolen = next(m for m in st.melds if Card.parse("QC") in m.cards)
    st.apply(Action("add", 0, (Card.parse("KC"),), stolen.id))                     # paid with the king...
    st.apply("0 meld 5D 5S 5H")                                                    # ...and a book from hand
    assert restorable(st, 0)
    st.restore_turn(0)
    assert [str(c) for c in st.melds[0].cards] == ["9C", "TC", "JC", "QC"]         # the move taken back
    assert Card.parse("KC") in st.hands[0]                                         # laid on the moved queen
    assert any({str(c) for c in m.cards} == {"5D", "5S", "5H"} for m in st.melds)  # the book stays
    assert Card.parse("2H") in st.hands[0] and [a.kind for a in st.record] == ["draw_stock", "meld"]
    assert not restorable(st, 0)


def test_r7_nothing_moved_nothing_to_restore():
    st = _state()
    st.apply("0 draw_stock")
    st.apply("0 meld 5D 5S 5H")
    assert st.undo_steps(0) == 1 and not restorable(st, 0)


def test_r7_cards_laid_from_hand_that_break_a_play_come_back_with_restore():
    """The play-test's stuck turn: cards added from hand left a play that is not whole, nothing was
    moved, and the turn could neither end nor be taken back. Restoring takes the turn's lays back to
    the draw while the table cannot stand; the draw stays."""
    st = _state()
    st.apply("0 draw_stock")
    st.apply("0 meld 5D 5S 5H")
    run = st.melds[0]
    st.apply(Action("add", 0, (Card.parse("AC"),), run.id))                        # 9C TC JC QC AC: broken
    reason = st.ruleset.table_refusal(st, 0)
    assert reason is not None and "not whole" in reason
    assert not any(a.kind == "discard" for a in st.legal_actions(0))                # the turn cannot end
    assert restorable(st, 0)
    st.restore_turn(0)
    assert [str(c) for c in st.melds[0].cards] == ["9C", "TC", "JC", "QC"] and len(st.melds) == 1
    assert {Card.parse(c) for c in ("AC", "5D", "5S", "5H", "2H")} <= set(st.hands[0])
    assert [a.kind for a in st.record] == ["draw_stock"] and st.phase == "play"
    assert st.ruleset.table_refusal(st, 0) is None and not restorable(st, 0)
    assert any(a.kind == "discard" for a in st.legal_actions(0))
