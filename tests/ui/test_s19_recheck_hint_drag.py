"""s19-recheck: following a hint to lay a meld ("Lay 6♥ 6♦ 6♣", Kalookie's "J♦ 조커 K♦ A♦로 첫 등록"), the player
dragged one of the raised cards to the open table: it alone went, was refused and came back, and the hint's pick
was gone (twice in the evening; s18-recheck L5 saw it too). Dragged alone onto the open table, where it is no
meld and the hint's pick is, a card of the pick now lays the whole pick. Onto the discard pile it still goes
alone (test_hint_pick_drag)."""
from __future__ import annotations

from types import SimpleNamespace

from bots_for_tests import ScriptBot
from game.engine import Card
from uihelpers import click, drag, post, table_with

import pygame

HANDS = ["KS KH KD 2C 5H 9S JC", "2S 3S 4D 5D 9C TC 8D"]


def _hinted_kings(app):
    t = table_with(app, HANDS, "TH 3C 4C 5C 6C", "6D", bots={1: ScriptBot(think=0.5)})
    click(app, t.layout.stock.center)                                  # draw: the discard is next
    kings = next(a for a in t.legal if a.kind == "meld" and {str(c) for c in a.cards} == {"KS", "KH", "KD"})
    t._show_hint(SimpleNamespace(action=kings, reason="lay down the three kings"))
    assert t.hand.hint_pick
    return t


def _open_table(t):
    z = t.layout.meld_zone
    return (z.centerx, z.centery)


def test_one_card_of_the_hints_meld_dragged_to_the_open_table_lays_the_whole_meld(app):
    t = _hinted_kings(app)
    drag(app, t.pos[Card.parse("KH")].center, _open_table(t))
    melds = [{str(c) for c in m.cards} for m in t.ctl.state.melds]
    assert melds == [{"KS", "KH", "KD"}], f"the table holds {melds}; the hint's three kings were meant"


def test_the_open_table_is_lit_while_one_card_of_the_hints_meld_is_dragged(app):
    t = _hinted_kings(app)
    start = t.pos[Card.parse("KH")].center
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=_open_table(t), rel=(0, 0), buttons=(1, 0, 0))
    app.step()
    assert t.press is not None and t.press.active and t.lit_targets()["table"]
    post(pygame.MOUSEBUTTONUP, pos=_open_table(t), button=1)
    app.step()


def test_a_card_the_player_raised_alone_is_still_no_meld_on_the_table(app):
    t = table_with(app, HANDS, "TH 3C 4C 5C 6C", "6D", bots={1: ScriptBot(think=0.5)})
    click(app, t.layout.stock.center)
    drag(app, t.pos[Card.parse("KH")].center, _open_table(t))          # no hint: the king alone is refused
    assert not t.ctl.state.melds and Card.parse("KH") in t.ctl.state.hands[0]
