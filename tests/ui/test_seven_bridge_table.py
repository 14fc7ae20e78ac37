"""Seven Bridge's table as the newcomer of 27 Nov met it (docs/playthroughs/2026-11-27-seven-bridge-newcomer.md)."""
from __future__ import annotations

from bots_for_tests import ScriptBot
from game.engine import Card
from uihelpers import click, table_with

GAME = "seven-bridge"
HANDS = ["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"]


def two_player(app):
    return table_with(app, HANDS, "TH 3C 4C 5C 6C", "6D", bots={1: ScriptBot(think=0.5)}, game=GAME, dealer=1)


def test_a_click_on_the_pile_with_one_card_selected_after_the_draw_discards_it(app):
    """F1: select the K♣, click the lit pile: the K♣ is discarded ("Already drew this turn" before)."""
    t = two_player(app)
    st = t.ctl.state
    click(app, t.layout.stock.center)                        # draw
    assert st.phase == "play"
    click(app, t.pos[Card.parse("KC")].center)
    click(app, t.layout.discard.center)
    assert "0 discard KC" in [str(a) for a in st.record]
    assert st.discard[-1] == Card.parse("KC")


def test_a_click_on_the_pile_with_two_cards_selected_discards_nothing(app):
    t = two_player(app)
    st = t.ctl.state
    click(app, t.layout.stock.center)
    click(app, t.pos[Card.parse("KC")].center)
    click(app, t.pos[Card.parse("AC")].center)
    before = st.snapshot()
    click(app, t.layout.discard.center)
    assert st.snapshot() == before                            # a clear message, nothing lost
    assert t.anim.toast is not None
