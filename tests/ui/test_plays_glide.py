"""s16-tables' L2: when the table is laid out again, plays moved where the player was not looking, and a
drag aimed from memory missed.  They glide to their new places for a moment (drawing only: every hit test
reads the placement itself); a play put in free room moves nothing; with animations off nothing glides."""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.engine import parse_cards
from game.ui.table.glide import Glide
from game.ui.table.layout import MeldPlacement

CARD = parse_cards("7H")[0]


def _placement(y: int, kept: bool = False) -> MeldPlacement:
    p = MeldPlacement(50, groups=[(0, pygame.Rect(0, y, 100, 80))], kept=kept)
    p.melds = {1: pygame.Rect(10, y + 20, 60, 50)}
    p.cards = {1: [(CARD, pygame.Rect(10, y + 20, 35, 50))]}
    return p


def _drawn(glide: Glide, p: MeldPlacement, now: float) -> tuple[int, int]:
    glide.update(p, now, 0.3)
    return glide.rect(("card", 1, CARD, 0), p.cards[1][0][1], now).topleft


def test_a_play_glides_from_where_it_was_drawn_to_its_new_place():
    glide = Glide()
    assert _drawn(glide, _placement(0), 0.0) == (10, 20)
    moved = _placement(100)                                             # laid out again: 100 px lower
    assert _drawn(glide, moved, 1.0) == (10, 20) and glide.moving       # still where the eye left it
    x, y = _drawn(glide, moved, 1.1)
    assert x == 10 and 20 < y < 120                                     # on its way
    assert _drawn(glide, moved, 1.3) == (10, 120) and not glide.moving  # there, and done


def test_a_play_put_in_free_room_or_animations_off_moves_nothing():
    glide = Glide()
    _drawn(glide, _placement(0), 0.0)
    assert _drawn(glide, _placement(100, kept=True), 1.0) == (10, 120) and not glide.moving
    off = Glide()
    _drawn(off, _placement(0), 0.0)
    off.update(_placement(100), 1.0, 0.0)                               # animation speed 0: no glide
    assert off.rect(("card", 1, CARD, 0), pygame.Rect(10, 120, 35, 50), 1.0).topleft == (10, 120)


def test_the_table_keeps_drawing_while_plays_glide_and_hits_read_the_placement(app):
    from uihelpers import step, table_at
    app.settings = replace(app.settings, animation_speed=1.0)
    t = table_at(app, "hoola 2 dealer=1 current=0 phase=start | hands 2S 3S 4H 5H 9C TC JC / 5C 6C 8H 9S TS KD QD | "
                      "stock 4D 5D 6D 7H | discard QH | table #0 1 set 7C 7D 7S")
    t.anim.speed = 1.0
    step(app)
    real = t.placed_melds()
    shifted = MeldPlacement(real.card_h, groups=[(o, b.move(0, 40)) for o, b in real.groups], kept=False)
    shifted.melds = {m: r.move(0, 40) for m, r in real.melds.items()}
    shifted.cards = {m: [(c, r.move(0, 40)) for c, r in cs] for m, cs in real.cards.items()}
    before = dict(t.drawer.glide.shown)
    t.placed_melds = lambda: shifted                                    # the table laid out again
    now = app.now()
    t.draw(pygame.Surface(app.size))
    assert t.animating(now) and t.drawer.glide.moving
    key = next(k for k in before if k[0] == "card")
    assert t.drawer.glide.shown[key] == before[key]                     # drawn where it was
    assert t.pos[key[2]] == next(r for c, r in shifted.cards[key[1]] if c == key[2])    # hits: the new place


def test_a_new_hands_first_play_does_not_glide_from_the_last_hands_play_of_that_number():
    """Plays are numbered from 0 again each hand: the first play of a new hand is laid where it goes."""
    glide = Glide()
    _drawn(glide, _placement(0), 0.0)
    empty = MeldPlacement(50)                                           # the new hand: nothing on the table
    glide.update(empty, 1.0, 0.3)
    assert _drawn(glide, _placement(100), 2.0) == (10, 120) and not glide.moving


def _two_plays(card_in: int, kept: bool = True) -> MeldPlacement:
    """Two plays, 7♥ in play ``card_in`` (1 at the top left, 2 across the table); 8♥ stays in play 2."""
    eight = parse_cards("8H")[0]
    p = MeldPlacement(50, groups=[(0, pygame.Rect(0, 0, 100, 80)), (1, pygame.Rect(400, 300, 200, 80))], kept=kept)
    p.melds = {1: pygame.Rect(10, 20, 60, 50), 2: pygame.Rect(410, 320, 100, 50)}
    p.cards = {1: [], 2: [(eight, pygame.Rect(410, 320, 35, 50))]}
    p.cards[card_in].append((CARD, pygame.Rect(10, 20, 35, 50) if card_in == 1 else pygame.Rect(450, 320, 35, 50)))
    return p


def test_a_card_let_go_on_the_table_glides_from_the_pointer_to_where_it_lands():
    """s18-recheck L4: a card dropped on the open felt went into the player's own box, across the table, in one
    frame from under the pointer. It glides there from where it was let go; a card let go long ago does not."""
    glide = Glide()
    start = MeldPlacement(50, groups=[(1, pygame.Rect(400, 300, 200, 80))], kept=True)
    start.melds = {2: pygame.Rect(410, 320, 60, 50)}
    start.cards = {2: [(parse_cards("8H")[0], pygame.Rect(410, 320, 35, 50))]}
    glide.update(start, 0.0, 0.3)
    glide.arrive([CARD], [pygame.Rect(700, 500, 35, 50)], 1.0)          # let go at (700, 500)
    landed = _two_plays(1)
    assert _drawn(glide, landed, 1.0) == (700, 500) and glide.moving
    x, y = _drawn(glide, landed, 1.15)
    assert 10 < x < 700 and 20 < y < 500
    assert _drawn(glide, landed, 1.3) == (10, 20) and not glide.moving
    late = Glide()
    late.update(start, 0.0, 0.3)
    late.arrive([CARD], [pygame.Rect(700, 500, 35, 50)], 1.0)
    assert _drawn(late, landed, 5.0) == (10, 20) and not late.moving     # refused, then laid by a key later


def test_a_card_moved_from_one_play_to_another_glides_from_the_play_it_left():
    """A bot's rearrangement of a House Rummy table: the card is seen travelling, not vanishing and appearing."""
    glide = Glide()
    before = _two_plays(2)
    glide.update(before, 0.0, 0.3)
    for key, r in [(("card", 2, CARD, 0), before.cards[2][1][1])]:
        glide.rect(key, r, 0.0)                                         # drawn there
    after = _two_plays(1)
    assert _drawn(glide, after, 1.0) == (450, 320)
    assert _drawn(glide, after, 1.3) == (10, 20)


def test_a_meld_let_go_on_the_table_glides_on_from_the_pointer(app):
    """s18-recheck L4 at the table: the cards of a meld dropped on the felt appear in their box gliding from under
    the pointer, where the player let them go, not in one frame."""
    from bots_for_tests import ScriptBot
    from game.engine import Card
    from uihelpers import click, drag, table_with
    app.settings = replace(app.settings, animation_speed=1.0)
    t = table_with(app, ["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"], "TH 3C 4C 5C 6C", "6D",
                   bots={1: ScriptBot(think=0.5)})
    t.anim.speed = 1.0
    click(app, t.layout.stock.center)
    for c in ("7H", "8H", "9H"):
        click(app, t.pos[Card.parse(c)].center)
    grab = t.pos[Card.parse("8H")]
    at = (t.layout.meld_zone.right - 60, t.layout.meld_zone.top + 40)          # far from where the meld goes
    drag(app, grab.center, at)
    assert [str(c) for m in t.ctl.state.melds for c in m.cards] == ["7H", "8H", "9H"]
    t.draw(pygame.display.get_surface())
    gliding = {str(key[2]): move[0] for key, move in t.drawer.glide.moves.items() if key[0] == "card"}
    assert set(gliding) == {"7H", "8H", "9H"}, gliding
    top = at[1] - (grab.centery - grab.top)
    assert all(abs(r.top - top) <= 2 and r.left >= at[0] - grab.width for r in gliding.values()), gliding
