"""Play-test (session 12, item 1): a hint raises the cards it names as the hint's pick, not the player's.
Dragging one of them moves that card alone; a click elsewhere starts the player's own pick, a click on a raised
card lowers it; the player's own pick still moves together."""
from __future__ import annotations

from types import SimpleNamespace

from bots_for_tests import ScriptBot
from game.engine import Card
from uihelpers import click, drag, step, table_with

HANDS = ["KS KH KD 2C 5H 9S JC", "2S 3S 4D 5D 9C TC 8D"]


def _hinted_kings(app):
    t = table_with(app, HANDS, "TH 3C 4C 5C 6C", "6D", bots={1: ScriptBot(think=0.5)})
    click(app, t.layout.stock.center)                                  # draw: the discard is next
    kings = next(a for a in t.legal if a.kind == "meld" and {str(c) for c in a.cards} == {"KS", "KH", "KD"})
    t._show_hint(SimpleNamespace(action=kings, reason="lay down the three kings"))
    assert t.hand.hint_pick and {str(c) for c in t.hand.selected} == {"KS", "KH", "KD"}
    return t


def test_dragging_one_card_of_the_hints_pick_moves_that_card_alone(app):
    t = _hinted_kings(app)
    st = t.ctl.state
    drag(app, t.pos[Card.parse("KH")].center, t.layout.discard.center)
    assert str(st.record[-1]) == "0 discard KH"                        # not "discard one card at a time"
    assert not st.melds


def test_the_hints_pick_goes_down_when_the_drag_starts(app):
    t = _hinted_kings(app)
    drag(app, t.pos[Card.parse("KH")].center, t.pos[Card.parse("9S")].center)    # back into the hand
    assert not t.hand.selected and not t.hand.hint_pick


def test_a_click_after_a_hint_starts_the_players_own_pick(app):
    t = _hinted_kings(app)
    click(app, t.pos[Card.parse("9S")].center)
    assert {str(c) for c in t.hand.selected} == {"9S"} and not t.hand.hint_pick


def test_a_click_on_a_card_the_hint_raised_lets_it_go_and_keeps_the_rest(app):
    """Kalookie re-check R12, House Rummy re-check R2: one click lowers a raised card."""
    t = _hinted_kings(app)
    click(app, t.pos[Card.parse("KS")].center)
    assert {str(c) for c in t.hand.selected} == {"KH", "KD"} and not t.hand.hint_pick
    for c in ("KH", "KD"):
        click(app, t.pos[Card.parse(c)].center)
    assert not t.hand.selected                                         # three clicks clear three cards


def test_the_players_own_pick_still_moves_together(app):
    t = _hinted_kings(app)
    click(app, t.pos[Card.parse("KS")].center)                         # down: the rest is the player's own
    click(app, t.pos[Card.parse("KS")].center)                         # and up again, the player's own
    assert {str(c) for c in t.hand.selected} == {"KS", "KH", "KD"} and not t.hand.hint_pick
    drag(app, t.pos[Card.parse("KH")].center, t.layout.meld_zone.center)
    assert {str(c) for c in t.ctl.state.melds[0].cards} == {"KS", "KH", "KD"}


def test_the_hints_words_sit_above_the_hint_tags_of_its_cards(app):
    t = _hinted_kings(app)
    step(app)
    top, box = t.drawer.hand_label_top, t.drawer.toast_rect
    assert top is not None and box is not None
    assert box.bottom <= top                                           # the message never covers a tag

