"""s19-recheck: cards the player lets go travel from under the pointer. In the window (House Rummy, 1280x800) a
J♥ dragged out of Kenji's run and dropped on 8♥ 9♥ 10♥ across the table went back to its old place for a
frame and flew from there to where it had been dropped; three kings dropped from the hand onto a K♥
vanished from under the pointer and flew in one after another from the hand; an 8♥ dropped on the
discard pile flew up to it from its place in the hand. The table's glide already started such cards at the
pointer (577e260), but the screen also flew them from where they were before the drag, over it."""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.ui.table.glide import card_keys
from test_house_rummy_table import _c, _table
from uihelpers import click, drag, step


def _drawn_a_card(app, hands: str, table: str):
    """A House Rummy table at animation speed 1 (both players melded), the player's card just drawn."""
    app.settings = replace(app.settings, animation_speed=1.0)
    t = _table(app, hands, table, extra={"melded": [0, 1]})
    t.anim.speed = 1.0
    click(app, t.layout.stock.center)
    step(app, 5, 0.5)
    return t


def _drawn(t, card):
    """Where ``card`` is drawn on the table this frame: None while it is flying (hidden from the plays)."""
    placement = t.placed_melds()
    for mid, cards in placement.cards.items():
        for key, r in card_keys(mid, cards):
            if key[2] == card:
                return None if card in t.anim.hidden_cards(t.app.now()) else t.drawer.glide.shown.get(key)
    return None


def _near(r, point, slack=60):
    return r is not None and abs(r.centerx - point[0]) <= slack and abs(r.centery - point[1]) <= slack


def test_a_card_moved_from_one_play_to_another_starts_where_it_was_let_go(app):
    t = _drawn_a_card(app, "KC AC 5D 9S / 4S 4D 4H 7S", "#0 1 run 9C TC JC QC ; #1 0 set QS QH QD")
    was = t.pos[_c("QC")].copy()
    target = t.pos[_c("QD")].center
    drag(app, was.center, target)                      # the queen onto Q♠ Q♥ Q♦
    assert [str(c) for c in t.ctl.state.melds[1].cards][-1] == "QC"
    first = _drawn(t, _c("QC"))
    assert _near(first, target), f"the Q♣ was drawn at {first}, not under the pointer at {target}"
    assert not _near(first, was.center, 10), "the Q♣ went back to the run it left"
    step(app, 3, 0.2)
    assert _drawn(t, _c("QC")) == t.pos[_c("QC")]      # and it has landed


def test_cards_dropped_from_the_hand_onto_a_play_all_start_under_the_pointer(app):
    t = _drawn_a_card(app, "QC QD 5D 9S / 4S 4D 4H 7S", "#0 1 run 9C TC JC ; #1 0 set QS QH")
    for card in ("QC", "QD"):
        click(app, t.pos[_c(card)].center)                # selected
    target = t.pos[_c("QH")].center
    drag(app, t.pos[_c("QD")].center, target)
    queens = [str(c) for c in t.ctl.state.melds[1].cards]
    assert "QC" in queens and "QD" in queens
    for card in ("QC", "QD"):
        r = _drawn(t, _c(card))
        assert r is not None, f"{card} vanished from under the pointer (flying in from the hand)"
        assert _near(r, target, 120), f"{card} was drawn at {r}, far from the drop at {target}"
    step(app, 3, 0.2)
    assert _drawn(t, _c("QC")) == t.pos[_c("QC")] and _drawn(t, _c("QD")) == t.pos[_c("QD")]


def test_a_card_dropped_on_the_discard_pile_flies_from_where_it_was_let_go(app):
    t = _drawn_a_card(app, "KC AC 5D 9S / 4S 4D 4H 7S", "#0 1 run 9C TC JC QC")
    hand = t.pos[_c("9S")].copy()
    pile = t.layout.discard.center
    drag(app, hand.center, pile)
    flight = next(f for f in t.anim.flights if f.card == _c("9S"))
    assert _near(flight.src, pile, 40), f"the 9♠ flew from {flight.src}, not from the pile where it was let go"
    assert not _near(flight.src, hand.center, 40)


def test_the_first_play_let_go_on_an_empty_table_glides_from_the_pointer_too():
    """The glide left an empty table's first play alone (a new hand's plays start fresh); now that the screen
    does not fly a card let go, such a play would have appeared in one frame."""
    from game.engine import parse_cards
    from game.ui.table.glide import Glide
    from game.ui.table.layout import MeldPlacement
    card = parse_cards("7H")[0]
    glide = Glide()
    glide.update(MeldPlacement(50), 0.0, 0.3)                            # nothing on the table yet
    glide.arrive([card], [pygame.Rect(700, 500, 35, 50)], 1.0)
    first = MeldPlacement(50, groups=[(0, pygame.Rect(0, 0, 100, 80))], kept=True)
    first.melds = {0: pygame.Rect(10, 20, 35, 50)}
    first.cards = {0: [(card, pygame.Rect(10, 20, 35, 50))]}
    glide.update(first, 1.0, 0.3)
    assert glide.rect(("card", 0, card, 0), first.cards[0][0][1], 1.0).topleft == (700, 500)
    assert glide.rect(("card", 0, card, 0), first.cards[0][0][1], 1.3).topleft == (10, 20)
