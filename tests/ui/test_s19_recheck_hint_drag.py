"""s19-recheck: following a hint to lay a meld ("Lay 6♥ 6♦ 6♣", Kalookie's "J♦ 조커 K♦ A♦로 첫 등록"), the player
dragged one of the raised cards to the open table: it alone went, was refused and came back, and the hint's pick
was gone (twice in the evening; s18-recheck L5 saw it too). Dragged alone onto the open table, where it is no
meld and the hint's pick is, a card of the pick now lays the whole pick. Onto the discard pile it still goes
alone (test_hint_pick_drag)."""
from __future__ import annotations

from bots_for_tests import ScriptBot
from game.engine import Card
from uihelpers import click, drag, post, table_with

import pygame

from test_hint_pick_drag import HANDS, _hinted_kings       # (the hint's pick of three kings, drawn first)


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


def test_the_players_empty_box_gives_way_when_their_first_play_needs_a_new_box():
    """Kalookie in Korean, hand 2 (1280x800): the opening J♦ Joker K♦ A♦ was too long for the player's empty box,
    Kenji's box stood right beside it, and the play went to "내 등록패 (계속)" in the second row under an empty
    "내 등록패". The empty box now gives way: the player's only box holds their play, under their name."""
    import pygame as pg

    from game.engine import parse_cards
    from game.ui.table.layout import MeldPlacement
    from game.ui.table.meld_places import keep_places, metrics
    from test_layout_stable import Play
    h = 100
    cw, ch, step, gap, label = metrics(h)
    zone = pg.Rect(0, 0, 700, 2 * (label + 3 * gap + 2 * ch))
    prev = MeldPlacement(h, label_size=label)
    own = pg.Rect(0, 0, cw + 3 * step + 2 * gap, label + 2 * gap + ch)           # room for three and a spare
    kenji = pg.Rect(own.right + gap, 0, cw + 5 * step + 2 * gap, own.height)
    prev.groups = [(0, own), (2, kenji)]
    prev.melds = {0: pg.Rect(kenji.left + gap, label + gap, cw + 5 * step, ch)}
    plays = [Play(0, 2, tuple(parse_cards("9C TC JC QC KC"))), Play(1, 0, tuple(parse_cards("JD JK KD AD")))]
    rooms = {0: 6, 1: 5}
    held = keep_places(prev, plays, zone, lambda m: rooms[m.id], lambda m: m.owner, MeldPlacement, first=0,
                       hold=True)
    assert held is not None and held.melds[0] == prev.melds[0], "Kenji's play moved"
    mine = [b for o, b in held.groups if o == 0]
    assert all(any(b.contains(r) for r in held.melds.values()) for b in mine), "an empty box of the player's stayed"
    assert len(mine) == 1 and mine[0].contains(held.melds[1])
