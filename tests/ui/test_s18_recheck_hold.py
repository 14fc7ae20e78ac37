"""s18-recheck: while the player makes their turn's moves the others' plays stay put, the player's first meld
included. At 1280x800 (deal HOUSERUMMY-YMMM-0-B023257B-Y, turn 4) M laid 2♠ 2♦ 2♣ and the whole table was
laid out again: every box moved, the cards shrank. The player's empty box was three cards wide, a new play is
given room for one card more, and the table had no free felt left for a second box."""
from __future__ import annotations

import pytest

from game.engine import parse_cards
from game.ui.table.layout import TableLayout
from test_layout_stable import Play          # a table play as the layout reads it (tests/ui)

# the others' plays as they came in that hand (seats: 0 the player, 1 Minji, 2 Kenji, 3 Alice)
STEPS = [(0, 2, "9H JH QH"), (1, 3, "4H 4D 4C"), (2, 1, "7S 7H 7C"), (0, 2, "8H 9H JH QH"),
         (3, 1, "6S 6H 6D 6C"), (0, 2, "8H 9H JH QH KH AH"), (0, 2, "8H 9H TH JH QH KH AH"),
         (4, 3, "5S 5H 5D 5C")]


@pytest.mark.parametrize("size", [(1280, 800), (1280, 720), (1024, 640)])
def test_the_players_first_meld_leaves_the_others_plays_where_they_were(size):
    layout = TableLayout(size, 4, 0)
    order = [0, 1, 2, 3]
    plays: dict[int, Play] = {}
    for mid, owner, text in STEPS:
        plays[mid] = Play(mid, owner, tuple(parse_cards(text)))
        before = layout.place_melds(list(plays.values()), order)
    own = next(box for owner, box in before.groups if owner == 0)
    assert not any(own.contains(r) for r in before.melds.values())          # the player has laid nothing yet
    mine = Play(5, 0, tuple(parse_cards("2S 2D 2C")))
    after = layout.place_melds(list(plays.values()) + [mine], order, hold=True)
    assert after.card_h == before.card_h
    assert {m: after.melds[m] for m in before.melds} == dict(before.melds), "M moved the others' plays"
    assert own.contains(after.melds[5]), "the first meld went elsewhere than the player's box"


def test_a_play_grown_past_the_end_of_its_box_stays_on_its_line_where_the_felt_is_free():
    """s18-recheck, House Rummy Epic: Alice's box held 3♥ 4♥ Joker 6♥ over Q♥ K♥ A♥, free felt to its right.
    The K♥ dropped onto the first sent that play a line down and brought Q♥ A♥ up into its place: the play the
    player had just dropped on was no longer where it was. The box widens instead and both plays stay."""
    import pygame

    from game.ui.table.layout import MeldPlacement
    from game.ui.table.meld_places import keep_places, metrics
    h = 100
    cw, ch, step, gap, label = metrics(h)
    zone = pygame.Rect(0, 0, 900, 2 * (label + 3 * gap + 2 * ch))
    prev = MeldPlacement(h, label_size=label)
    w4, w3 = cw + 4 * step, cw + 3 * step                                   # their rooms, with a spare card
    box = pygame.Rect(300, 0, w4 + 2 * gap, label + gap + 2 * (ch + gap))
    prev.groups = [(0, pygame.Rect(0, 0, 280, box.height)), (3, box)]
    prev.melds = {0: pygame.Rect(gap, label + gap, 200, ch),
                  1: pygame.Rect(box.left + gap, box.top + label + gap, w4, ch),
                  2: pygame.Rect(box.left + gap, box.top + label + gap + ch + gap, w3, ch)}
    plays = [Play(0, 0, tuple(parse_cards("TS TH TC"))), Play(1, 3, tuple(parse_cards("3H 4H 5H 6H KS"))),
             Play(2, 3, tuple(parse_cards("QS AS")))]
    rooms = {0: 4, 1: 6, 2: 4}
    held = keep_places(prev, plays, zone, lambda m: rooms[m.id], lambda m: m.owner, MeldPlacement, first=0,
                       hold=True)
    assert held is not None
    assert held.melds[1].topleft == prev.melds[1].topleft, "the play dropped on went elsewhere"
    assert held.melds[2].topleft == prev.melds[2].topleft, "the play a card left moved"
    alice = [b for o, b in held.groups if o == 3]
    assert len(alice) == 1 and alice[0].contains(held.melds[1]) and alice[0].left == box.left


def _after_the_first_meld(size):
    """The s18-recheck L1 table after the player's first meld (held: their move), with 8♥ already taken out of
    Kenji's run for the hint's first step: the layout, the spaces' order, the plays and the placement before."""
    layout = TableLayout(size, 4, 0)
    order = [0, 1, 2, 3]
    plays: dict[int, Play] = {}
    for mid, owner, text in STEPS + [(5, 0, "2S 2D 2C")]:
        plays[mid] = Play(mid, owner, tuple(parse_cards(text)))
        before = layout.place_melds(list(plays.values()), order, hold=mid == 5)
    plays[0] = Play(0, 2, tuple(parse_cards("9H TH JH QH KH AH")))
    return layout, order, plays, before


def _order(placement, ids):
    """How each pair of plays reads: which is higher, and on a shared line which is left."""
    r = placement.melds
    return {(a, b): (r[a].y < r[b].y, r[a].y == r[b].y and r[a].x < r[b].x) for a in ids for b in ids if a != b}


@pytest.mark.parametrize("size", [(1280, 800), (1280, 720), (1024, 640)])
def test_a_new_box_on_a_full_table_zooms_out_rather_than_laying_the_table_afresh(size):
    """s18-recheck L1: after the first meld, the hint's first step drags 8♥ out of Kenji's run onto his name. The
    felt had no room left for a new box at that card size, and the whole table was laid out afresh under the
    player's hand (at 1024x640 the cards went from 81 to 57 px and every box moved). Now the table is seen from
    a little further away: smaller cards, every play in the same order and the same box as before."""
    layout, order, plays, before = _after_the_first_meld(size)
    plays[6] = Play(6, 2, tuple(parse_cards("8H")))
    after = layout.place_melds(list(plays.values()), order, hold=True)
    old = list(before.melds)
    assert _order(after, old) == _order(before, old), "a play changed its place among the others"

    def box_of(placement, mid):
        return next(i for i, (o, b) in enumerate(placement.groups) if b.contains(placement.melds[mid]))
    assert {m: box_of(after, m) for m in old} == {m: box_of(before, m) for m in old}
    assert after.card_h >= 0.6 * before.card_h
    zone = layout.meld_zone
    f = after.card_h / before.card_h
    for m in old:                  # each play where the zoom puts it (give or take a name's line pushed down)
        was, now = before.melds[m], after.melds[m]
        x, y = zone.left + (was.x - zone.left) * f, zone.top + (was.y - zone.top) * f
        assert abs(now.x - x) <= 24 and abs(now.y - y) <= 24, f"play {m} moved from {was.topleft} to {now.topleft}"
    assert all(zone.contains(b) for _, b in after.groups)
    boxes = [b for _, b in after.groups]
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:]), "boxes overlap"
    assert any(o == 2 and b.contains(after.melds[6]) for o, b in after.groups), "8♥ is not in Kenji's space"


def test_the_table_zoomed_out_in_a_turn_gets_its_size_back_when_the_turn_is_over():
    """s19-recheck L2: the zoom never gave the size back; over a House Rummy hand the cards went from about 102 to
    68 px and stayed so with half the table empty. Once the player's moves are over (the layout is no longer
    held) the table is laid again at the largest size its rows hold, each space in the row it had."""
    from game.ui.table.layout import _rows
    layout, order, plays, before = _after_the_first_meld((1024, 640))
    plays[6] = Play(6, 2, tuple(parse_cards("8H 7H")))
    zoomed = layout.place_melds(list(plays.values()), order, hold=True)
    assert zoomed.card_h < before.card_h                                   # the turn's move zoomed it out
    plays[6] = Play(6, 2, tuple(parse_cards("8H 7H 6H")))                  # the play made whole, the turn ends
    held = layout.place_melds(list(plays.values()), order, hold=True)
    after = layout.place_melds(list(plays.values()), order, hold=False)
    assert after.card_h > held.card_h, (held.card_h, after.card_h)
    rank = {o: j for j, row in enumerate(_rows(held)) for o in row}
    assert all(rank[o] == j for j, row in enumerate(_rows(after)) for o in row), (_rows(held), _rows(after))
    assert layout.place_melds(list(plays.values()), order, hold=False) is after         # and then it stays
