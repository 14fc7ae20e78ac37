"""Drag-and-drop at the table, with real posted mouse events; the engine decides."""
from __future__ import annotations

import pygame

from bots_for_tests import ScriptBot
from game.engine import Card
from uihelpers import click, drag, key, step, table_with

HANDS = ["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"]


def two_player(app, stock="TH 3C 4C 5C 6C"):
    return table_with(app, HANDS, stock, "6D", bots={1: ScriptBot(think=0.5)})


def test_meld_by_drag_and_drop(app):
    t = two_player(app)
    st = t.ctl.state
    click(app, t.layout.stock.center)                    # draw
    assert st.phase == "play" and len(st.hands[0]) == 8
    for c in ("7H", "8H", "9H"):
        click(app, t.pos[Card.parse(c)].center)
    assert {str(c) for c in t.hand.selected} == {"7H", "8H", "9H"}
    drag(app, t.pos[Card.parse("8H")].center, t.layout.meld_zone.center)
    assert [str(c) for m in st.melds for c in m.cards] == ["7H", "8H", "9H"]
    assert str(st.record[-1]) == "0 meld 7H 8H 9H"
    assert not t.hand.selected


def test_add_by_drag_onto_a_meld(app):
    t = two_player(app)
    st = t.ctl.state
    click(app, t.layout.stock.center)                    # draws TH
    for c in ("7H", "8H", "9H"):
        click(app, t.pos[Card.parse(c)].center)
    drag(app, t.pos[Card.parse("9H")].center, t.layout.meld_zone.center)
    meld = st.melds[0]
    target = t.pos[meld.cards[-1]].center
    drag(app, t.pos[Card.parse("TH")].center, target)
    assert str(st.record[-1]) == f"0 add TH @{meld.id}"
    assert [str(c) for c in st.melds[0].cards] == ["7H", "8H", "9H", "TH"]


def test_discard_by_drag_onto_the_pile(app):
    t = two_player(app)
    st = t.ctl.state
    click(app, t.layout.stock.center)
    drag(app, t.pos[Card.parse("KC")].center, t.layout.discard.center)
    assert "0 discard KC" in [str(a) for a in st.record]
    assert Card.parse("KC") in st.discard


def test_illegal_drop_leaves_the_engine_unchanged_and_shows_the_reason(app):
    t = two_player(app)
    st = t.ctl.state
    before = st.snapshot()
    drag(app, t.pos[Card.parse("KC")].center, t.layout.discard.center)     # no draw yet
    assert st.snapshot() == before
    assert t.anim.toast is not None and "Draw a card first" in t.anim.toast[0]
    click(app, t.layout.stock.center)
    before = st.snapshot()
    click(app, t.pos[Card.parse("KC")].center)
    click(app, t.pos[Card.parse("AC")].center)
    drag(app, t.pos[Card.parse("AC")].center, t.layout.meld_zone.center)
    assert st.snapshot() == before
    assert "is not a meld" in t.anim.toast[0]
    assert t.hand.order.count(Card.parse("AC")) == 1          # snapped back into the hand


def test_reorder_by_dragging_within_the_hand(app):
    t = two_player(app)
    first = t.hand.order[0]
    last = t.hand.order[-1]
    drag(app, t.pos[first].center, (t.pos[last].right + 5, t.pos[last].centery))
    assert t.hand.order[-1] == first
    assert t.ctl.state.record == []


def test_keyboard_draw_meld_discard(app):
    t = two_player(app)
    st = t.ctl.state
    key(app, pygame.K_d)
    assert st.phase == "play"
    t.hand.order.sort(key=lambda c: str(c) not in ("7H", "8H", "9H"))   # put the run first
    key(app, pygame.K_HOME)
    for _ in range(3):
        key(app, pygame.K_UP)
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_m)
    assert str(st.record[-1]) == "0 meld 7H 8H 9H"
    key(app, pygame.K_HOME)
    key(app, pygame.K_UP)
    key(app, pygame.K_x)
    assert any(a.kind == "discard" and a.seat == 0 for a in st.record)
    step(app, 5, dt=1.0)         # the bot plays
    assert st.current == 0


def test_a_refusal_is_cleared_by_the_next_move(app):
    """Issue 13, bug 12: "Draw a card first" does not stay on screen after drawing."""
    t = table_with(app, HANDS, "QH 3C 4C", "6D", bots={1: ScriptBot(think=0.5)})
    t.hand.toggle(t.hand.order[0])
    key(app, pygame.K_x)                              # discard before drawing: refused
    assert t.anim.toast is not None and "draw" in t.anim.toast[0].lower()
    key(app, pygame.K_d)                              # the draw clears it
    assert t.ctl.state.phase == "play" and t.anim.toast is None


def test_a_drop_off_every_target_says_where_cards_go(app):
    t = table_with(app, HANDS, "QH 3C 4C", "6D", bots={1: ScriptBot(think=0.5)})
    key(app, pygame.K_d)
    card = t.hand.order[0]
    corner = (t.layout.size[0] - 3, 3) if hasattr(t.layout, "size") else (app.size[0] - 3, 3)
    where, _ = t.drop_target(None, corner)
    assert where == "none"
    before = len(t.ctl.state.record)
    drag(app, t.pos[card].center, corner)
    assert len(t.ctl.state.record) == before and t.anim.toast is not None and "drop cards on" in t.anim.toast[0].lower()
