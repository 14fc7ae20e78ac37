"""Play-test (session 12, item 2): a play on the table stays where it is when another is laid, in every
game's table, while the table has room; the whole table is laid out again only when it has none."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from ai.registry import make_bot
from game.controller.session import GameConfig, Session
from game.engine import parse_cards
from game.ui.table.layout import TableLayout
from game.ui.table.meld_places import metrics
from game.ui.table.scene import TableScene
from test_layout_stable import Play          # a table play as the layout reads it (tests/ui)
from uihelpers import step


PLAYS = ["5H 6H 7H", "9C 9D 9S", "2S 3S 4S", "JD QD KD", "7C 8C 9C", "TH TS TD", "3H 3D 3C", "AS AH AD"]


@pytest.mark.parametrize("size", [(1280, 720), (800, 500)])
@pytest.mark.parametrize("order", [[0, 1, 2, 3], [3, 2, 1, 0], [1, 0, 3, 2]])
def test_each_play_laid_leaves_the_others_where_they_were(app, size, order):
    layout = TableLayout(size, 4, 0)
    melds: list[Play] = []
    kept = 0
    for i, text in enumerate(PLAYS):
        before = layout.place_melds(melds, [0, 1, 2, 3])
        melds.append(Play(i, order[i % 4], tuple(parse_cards(text))))
        after = layout.place_melds(melds, [0, 1, 2, 3])
        rects = list(after.melds.values())
        assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1:]), "plays overlap"
        boxes = [b for _, b in after.groups]
        assert not any(a.colliderect(b) for k, a in enumerate(boxes) for b in boxes[k + 1:]), "boxes overlap"
        if after.kept:
            kept += 1
            assert {m: after.melds[m].topleft for m in before.melds} == \
                   {m: r.topleft for m, r in before.melds.items()}, f"play {i} moved the others"
            assert all(layout.meld_zone.contains(r) for r in rects)
    assert kept >= 3


def _live(app, game: str, players: int, seed: int) -> TableScene:
    cfg = GameConfig(game=game, players=players, levels=["easy"] * 6, seed=seed, max_hands=1)
    session = Session(cfg, replace(app.settings, think_scale=1.0), storage=app.storage)
    session.bots[0] = session.controller.bots[0] = make_bot("easy", 5)
    scene = TableScene(app, session)
    app.push(scene)
    app.step()
    return scene


#: deals where a play is laid while others lie on the table (Kalookie's seed 11 lays all at once)
@pytest.mark.parametrize("game,players,seed", [("hoola", 4, 11), ("seven-bridge", 3, 11), ("kalookie", 4, 13),
                                          ("house-rummy", 4, 11)])
def test_a_live_table_keeps_each_play_where_it_is_when_another_is_laid(app, game, players, seed):
    t = _live(app, game, players, seed)
    hand = t.ctl.state
    seen: dict[int, tuple] = {}            # play id -> (its cards, its place) at the last frame
    laid_beside = 0
    for _ in range(6000):
        if hand.over:
            break
        step(app, 1, dt=0.25)
        placed = t.layout.place_melds(t.view.melds, t.owner_order())
        now = {m.id: (tuple(m.cards), placed.melds[m.id].topleft) for m in t.view.melds}
        rects = list(placed.melds.values())
        assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1:]), f"{game}: plays overlap"
        if placed.kept and set(seen) and set(now) - set(seen):            # a play laid beside others
            laid_beside += 1
            for mid, (cards, where) in seen.items():
                if mid in now and now[mid][0] == cards:
                    assert now[mid][1] == where, f"{game}: play {mid} moved when another was laid"
        seen = now
    assert hand.over and laid_beside >= 1


def test_a_spaces_next_box_stands_next_to_its_others():
    """House Rummy re-check R3: "Minji (continued)" stood in row 3 under Kenji's, her first box in row 1.
    Here Minji's space (1) is in the third row, hemmed in by Kenji's (3) and the table's edge: her new box
    goes in the free felt of the row above hers, next to her box, not in the first row's (the first free
    spot in reading order)."""
    from game.ui.table.layout import MeldPlacement
    from game.ui.table.meld_places import keep_places
    h = 60
    cw, ch, step, gap, label = metrics(h)
    bh, pw = label + 2 * gap + ch, cw + 3 * step               # a box's height, a play's width
    zone = pygame.Rect(0, 0, 600, 3 * bh + 2 * gap + 10)      # no room for a fourth row
    boxes = [(0, pygame.Rect(0, 0, pw + 2 * gap, bh)),                       # row 1: the player's
             (2, pygame.Rect(0, bh + gap, pw + 2 * gap, bh)),                # row 2: Alice's
             (1, pygame.Rect(0, 2 * (bh + gap), pw + 2 * gap, bh)),          # row 3: Minji's, then Kenji's
             (3, pygame.Rect(pw + 3 * gap, 2 * (bh + gap), 600 - pw - 3 * gap, bh))]
    prev = MeldPlacement(h, label_size=label)
    prev.groups = list(boxes)
    plays = []
    for owner, box in boxes:
        prev.melds[len(plays)] = pygame.Rect(box.left + gap, box.top + label + gap, pw, ch)
        plays.append(Play(len(plays), owner, tuple(parse_cards("5H 6H 7H"))))
    plays.append(Play(len(plays), 1, tuple(parse_cards("9C 9D 9S"))))
    placed = keep_places(prev, plays, zone, lambda m: len(m.cards) + 1, lambda m: m.owner, MeldPlacement,
                         first=0)
    assert placed is not None
    minji = [b for o, b in placed.groups if o == 1]
    assert len(minji) == 2 and minji[1].top == bh + gap           # the row above hers, not the first row


def _seeded_steps(tables: int):
    """``tables`` seeded tables of 16 plays and lay-offs (two window sizes), step by step: the placement
    before the step (None at a table's first), after it, and the space the step laid in."""
    import random
    ranks = "A23456789TJQK"
    for seed in range(tables):
        rng = random.Random(seed)
        layout = TableLayout((1280, 720) if seed % 2 else (1024, 640), 4, 0)
        melds: list[Play] = []
        prev = None
        for i in range(16):
            if melds and rng.random() < 0.3:
                k = rng.randrange(len(melds))
                m = melds[k]
                melds[k] = Play(m.id, m.owner, m.cards + tuple(parse_cards(ranks[rng.randrange(13)] + "S")))
                touched = m.owner
            else:
                r, suit, n = rng.randrange(10), rng.choice("SHDC"), rng.choice([3, 3, 4, 5])
                touched = rng.choice([0, 1, 1, 2, 3])
                melds.append(Play(i, touched, tuple(parse_cards(" ".join(ranks[(r + k) % 13] + suit
                                                                         for k in range(n))))))
            placed = layout.place_melds(list(melds), [0, 1, 2, 3])
            yield prev, placed, touched
            prev = placed


def _row_changes() -> tuple[int, int]:
    """Over 100 seeded tables, how often a space other than the player's is in another row after a step
    than before it, and of how many steps."""
    from game.ui.table.layout import _rows
    changed = steps = 0
    for prev, placed, __ in _seeded_steps(100):
        if prev is not None:
            before = {o: j for j, row in enumerate(_rows(prev)) for o in row}
            after = {o: j for j, row in enumerate(_rows(placed)) for o in row}
            changed += sum(before[o] != after[o] for o in (1, 2, 3) if o in before and o in after)
            steps += sum(1 for o in (1, 2, 3) if o in before and o in after)
    return changed, steps


def test_a_table_laid_out_again_keeps_the_spaces_in_their_rows():
    """Three play-throughs of 27 Nov: when a play found no room and the table was laid out again, another
    player's plays moved to another row (a drag aimed at Alice's joker grabbed nothing). Laid out again, the
    table keeps each space in its row: first with cards up to 15% smaller than a fresh layout's, then with
    a row's spaces sharing its width (their plays in more lines). Over the run of tables, a space changed
    rows at 9.9% of the steps with a fresh layout, 5.1% with the rows kept, 1.6% with the width shared, 1.4%
    once a box whose only play outgrew it has its row laid again rather than move to a row of its own (with
    the opponents all across the top at four players), 1.55% with a wider empty box for the player's first
    meld (s18-recheck), 1.4% (46 of 3,285) once a space's late first play is laid in its seat's place."""
    changed, steps = _row_changes()
    assert steps > 1000 and changed / steps < 0.016, (changed, steps)


def test_a_space_grown_to_more_plays_shares_its_row_rather_than_push_the_next_space_down():
    """House Rummy Epic, 27 Nov (s16): my third play on the table pushed Minji's space from my row to the
    next and Kenji's and Alice's along (a drag aimed at Minji's 9s then found Kenji's plays). Laid out
    again, a row's spaces share its width, their plays in more lines, before any space leaves its row."""
    from game.ui.table.layout import _rows
    plays = [(0, "9D TD JD"), (2, "5D 6D 7D"), (2, "QH QD QC"), (3, "8S 8H 8C"), (0, "2S 3S 4S"),
             (1, "9S 9H 9C"), (3, "5H 6H 7H"), (0, "JS JH JC")]
    layout = TableLayout((1280, 720), 4, 0)
    melds: list[Play] = []
    prev = None
    for i, (owner, text) in enumerate(plays):
        melds.append(Play(i, owner, tuple(parse_cards(text))))
        placed = layout.place_melds(list(melds), [0, 1, 2, 3])
        boxes = [b for _, b in placed.groups]
        assert not any(a.colliderect(b) for k, a in enumerate(boxes) for b in boxes[k + 1:]), "boxes overlap"
        assert all(layout.meld_zone.contains(r) for r in placed.melds.values())
        if prev is not None:
            before = {o: j for j, row in enumerate(_rows(prev)) for o in row}
            after = {o: j for j, row in enumerate(_rows(placed)) for o in row}
            assert all(before[o] == after[o] for o in before if o in after), (i, _rows(prev), _rows(placed))
        prev = placed


def test_your_empty_space_is_kept_only_while_you_are_in_the_hand(app):
    """The Korean play-through of session 16: sitting a Battle Hoola hand out, the player still had an empty
    "내 등록패" box on the table."""
    from uihelpers import table_at
    t = table_at(app, "hoola 4 dealer=1 current=2 phase=start | hands 2S 3S 4H 5H 9C TC JC / 5C 6C 8H 9S TS KD QD / "
                      "3C 4C 8S 8D 2D AD QS / 6S 6H 9D TD JD KS KH | stock 4D 5D 6D 7H | discard QH | "
                      "table #0 1 set 7C 7D 7S")
    assert 0 in [o for o, __ in t.placed_melds().groups]                 # in the hand: your box waits
    t.ctl.state.active[0] = False                                        # sitting the hand out
    step(app)
    assert not t.view.active[0] and [o for o, __ in t.placed_melds().groups] == [1]


def _slides_under_a_grown_box() -> tuple[int, int]:
    """Over 300 seeded tables: the steps at which a space's box gained a line where it stood, and of them
    those at which a space in a row below it moved."""
    grew = slid = 0
    for prev, placed, touched in _seeded_steps(300):
        if prev is None:
            continue
        before, after = {}, {}
        for o, box in prev.groups:
            before.setdefault(o, box)
        for o, box in placed.groups:
            after.setdefault(o, box)
        b, a = before.get(touched), after.get(touched)
        if b is not None and a is not None and a.top == b.top and a.height > b.height:
            grew += 1
            slid += any(before[o].top != after[o].top for o in before
                        if o in after and o != touched and before[o].top > b.top)
    return grew, slid


def test_a_space_stays_put_when_the_space_above_it_gains_a_line():
    """s16-tables' L2: my Q♣ K♣ A♣ took a second line in my box and Kenji's and Minji's row slid about 50 px
    down. The felt left under the last row is shared out between the rows (up to a line of cards each), so a
    box grows a line where it stands. Over the run of tables, a space under a box that grew a line moved at
    30% of such steps before, 19% with all the felt shared out, 26% with the band a two-line hint covers kept
    clear (s17-evening's L2: a hint covered the last row's plays, the very play it named), 11% with the three
    opponents of a four-player table all across the top (the felt for plays 700 px wide at 1280×800, not 390:
    s17-evening's L1a), 10% once a box whose only play outgrew it has its row laid again (s18-evening L1b),
    11% (96 of 880) once a space's late first play is laid in its seat's place (s18-recheck L2), 10.5% (93 of
    884) with a new box on a row's line first (s19-recheck L5)."""
    grew, slid = _slides_under_a_grown_box()
    assert grew > 400 and slid / grew < 0.12, (slid, grew)


def test_the_rows_are_not_spread_into_the_felt_a_hint_covers():
    """s17-evening's L2: a three-line hint over the cards it raised covered Kenji's 6♥ 7♥ 8♥. The rows are
    spread only down to the band a two-line hint covers over raised cards."""
    import random
    for size in ((1280, 720), (1024, 640), (1600, 900)):          # (at 800×500 four plays fill the felt)
        layout = TableLayout(size, 4, 0)
        rng = random.Random(size[0])
        # two plays a space (a low run and Q-K-A of its suit): more than a row holds, with the opponents all
        # across the top (the felt is wide)
        melds = [Play(i, i % 4, tuple(parse_cards(" ".join(
                     r + "SHDC"[i % 4] for r in (rng.choice(["234", "567", "9TJ"]) if i < 4 else "QKA")))))
                 for i in range(8)]
        placed = layout.place_melds(melds, [0, 1, 2, 3])
        tops = sorted({b.top for __, b in placed.groups})
        assert len(tops) >= 2 and tops[1] - tops[0] > placed.card_h * 1.5, (size, tops)   # spread
        low = max(b.bottom for __, b in placed.groups)
        assert low <= layout.meld_zone.bottom - layout.hint_band, (size, low)


def test_a_play_that_leaves_its_box_leaves_no_hole_there():
    """s17-recheck L3: Kenji's run grew, went to "Kenji (continued)", and the top of Kenji's box stayed empty
    above his other plays until the next layout: it read as a missing play.  The box closes up (its plays
    move up into the gap, in reading order), and the grown run takes room in its own box when there is some."""
    from game.ui.table.layout import MeldPlacement
    from game.ui.table.meld_places import keep_places
    h = 60
    cw, ch, step, gap, label = metrics(h)
    pw = cw + 3 * step                                        # a play of three cards (its room: four)
    box = pygame.Rect(0, 0, pw + 2 * gap, label + gap + 3 * (ch + gap))        # a play a line, three lines
    zone = pygame.Rect(0, 0, box.width + 3 * (pw + 2 * gap), box.height)       # room beside it
    prev = MeldPlacement(h, label_size=label)
    prev.groups = [(3, box.copy())]
    lines = [box.top + label + gap + k * (ch + gap) for k in range(3)]
    plays = [Play(k, 3, tuple(parse_cards(text))) for k, text in enumerate(["8D 9D TD", "JS JH JC", "4H 5H 6H"])]
    for k, y in enumerate(lines):
        prev.melds[k] = pygame.Rect(box.left + gap, y, pw, ch)
    # the run grows past its room (four cards) and the box's width: it cannot stay where it was
    plays[0] = Play(0, 3, tuple(parse_cards("8D 9D TD JD QD")))
    placed = keep_places(prev, plays, zone, lambda m: max(4, len(m.cards)), lambda m: m.owner, MeldPlacement)
    assert placed is not None
    assert placed.melds[1].topleft == (box.left + gap, lines[0])            # J♠ J♥ J♣ moved up into the gap
    assert placed.melds[2].topleft == (box.left + gap, lines[1])            # 4♥ 5♥ 6♥ under them
    kenji = [b for o, b in placed.groups if o == 3]
    assert len(kenji) == 1 and kenji[0].contains(placed.melds[0])           # the run stays in Kenji's box
    rects = list(placed.melds.values())
    assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1:])


def test_a_play_that_outgrew_its_room_moves_rather_than_the_play_beside_it():
    """The grown play had the first claim on its old spot (plays were kept in the order they were laid) and
    pushed J♠ J♥ J♣, untouched, out to wherever room was found: the play that changed is the one that moves,
    and the others only close up along their line."""
    from game.ui.table.layout import MeldPlacement
    from game.ui.table.meld_places import keep_places
    h = 60
    cw, ch, step, gap, label = metrics(h)
    pw = cw + 3 * step
    box = pygame.Rect(0, 0, 2 * pw + 3 * gap, label + gap + 2 * (ch + gap))    # two plays a line, two lines
    zone = pygame.Rect(0, 0, box.width + 3 * (pw + 2 * gap), box.height)
    prev = MeldPlacement(h, label_size=label)
    prev.groups = [(3, box.copy())]
    first, second = box.top + label + gap, box.top + label + 2 * gap + ch
    prev.melds = {0: pygame.Rect(box.left + gap, first, pw, ch), 1: pygame.Rect(box.left + 2 * gap + pw, first, pw, ch),
                  2: pygame.Rect(box.left + gap, second, pw, ch)}
    plays = [Play(0, 3, tuple(parse_cards("8D 9D TD JD QD"))), Play(1, 3, tuple(parse_cards("JS JH JC"))),
             Play(2, 3, tuple(parse_cards("4H 5H 6H")))]
    placed = keep_places(prev, plays, zone, lambda m: max(4, len(m.cards)), lambda m: m.owner, MeldPlacement)
    assert placed is not None
    assert placed.melds[1].topleft == (box.left + gap, first) and placed.melds[2].topleft == (box.left + 2 * gap + pw, first)
    kenji = [b for o, b in placed.groups if o == 3]
    assert len(kenji) == 1 and kenji[0].contains(placed.melds[0])
    rects = list(placed.melds.values())
    assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1:])


@pytest.mark.parametrize("game", ["hoola", "seven-bridge"])
def test_at_four_players_each_space_is_laid_out_in_the_order_its_seat_sits_across_the_top(app, game):
    """s18-evening L1c: in Battle Hoola (the next seat on the right) Alice, at the far left, had her plays at the
    far right under Minji's name. The spaces follow the seats as they read, left to right, whichever way play goes."""
    t = _live(app, game, 4, 11)
    order = t.owner_order()
    panels = t.layout.panels
    assert order[0] == t.human
    assert [panels[s].centerx for s in order[1:]] == sorted(panels[s].centerx for s in order[1:])
    plays = [Play(i, s, tuple(parse_cards(text))) for i, (s, text) in
             enumerate(zip(order[::-1], ["5H 6H 7H", "9C 9D 9S", "2S 3S 4S", "JD QD KD"]))]
    placed = TableLayout(app.size, 4, 0, clockwise=t.layout.clockwise).place_melds(plays, order)
    lefts = {o: b.left for o, b in placed.groups}
    tops = {o: b.top for o, b in placed.groups}
    assert sorted(lefts, key=lambda o: (tops[o], lefts[o])) == order       # reading order is seat order


def test_a_box_whose_only_play_outgrew_it_keeps_its_place_in_the_row():
    """s18-evening L1b (Seven Bridge at 1024×640): 5♦ joined Minji's 6♦ 7♦, her box could not widen (Kenji's
    stood beside it) and went to a row of its own, leaving a hole between my box and Kenji's. The row is laid
    again instead: Minji's box stays between the two, Kenji's moves along."""
    layout = TableLayout((1024, 640), 4, 0)
    plays = [Play(0, 0, tuple(parse_cards("7C 7D 7S"))), Play(1, 1, tuple(parse_cards("6D 7D 8D"))),
             Play(2, 2, tuple(parse_cards("6S 7S 8S 9S TS JS")))]
    before = layout.place_melds(plays, [0, 1, 2, 3])
    rows = {o: b.top for o, b in before.groups}
    assert len(set(rows.values())) == 1                                  # one row: me, Minji, Kenji
    for n, card in enumerate(["5D", "4D", "3D"]):                        # Minji's run grows past its room
        plays[1] = Play(1, 1, tuple(parse_cards(card)) + plays[1].cards)
        after = layout.place_melds(plays, [0, 1, 2, 3])
        boxes = {o: b for o, b in after.groups}
        assert len(after.groups) == 3, f"step {n}: a box was split"
        assert {o: b.top for o, b in boxes.items()} == rows, f"step {n}: a box changed rows"
        assert boxes[0].right < boxes[1].left and boxes[1].right < boxes[2].left, f"step {n}: the order changed"


@pytest.mark.parametrize("clockwise,way", [(False, -1), (True, 1)])
def test_the_way_play_goes_is_marked_between_the_seats_along_the_top(clockwise, way):
    """s18-evening L2: Battle Hoola's turns run right to left along the top, the other games' left to right,
    and nothing on the table said which. A mark stands in each gap between seats next in play, pointing on."""
    layout = TableLayout((1280, 800), 4, 0, clockwise=clockwise)
    layout.place_melds([], [0, 1, 2, 3])
    marks = layout.play_arrows()
    assert [w for __, w in marks] == [way, way]
    panels = layout.panels
    for (x, y), __ in marks:
        assert not any(r.collidepoint(x, y) for r in panels.values()) and y == panels[1].centery
    six = TableLayout((1280, 800), 6, 0)                                 # seats at the sides too: marks on top only
    six.place_melds([], list(range(6)))
    assert all(y < six.top_band.bottom for (__, y), __w in six.play_arrows())
    assert len(six.play_arrows()) < 4


def test_the_names_over_the_boxes_stay_readable_when_the_cards_are_small():
    """s18-korean L2: twelve plays down, cards at about 60%, and "내 자리" or "Kenji · 내 편" over the boxes came
    out 9 px high. The label's size has a floor, whatever the cards' size."""
    layout = TableLayout((800, 500), 4, 0)
    plays = [Play(i, i % 4, tuple(parse_cards(" ".join(f"{r}{s}" for r in ranks))))
             for i, (s, ranks) in enumerate((s, r) for r in ("234", "567", "9TJ", "QKA") for s in "SHDC")]
    placed = layout.place_melds(plays, [0, 1, 2, 3])
    assert placed.card_h < 50 and placed.label_size >= 12, (placed.card_h, placed.label_size)


def _a_row_of_three(make, room_at_its_end: bool):
    """A table of cards 60 high: the player's, Kenji's and Alice's boxes along the first row (the row's end with
    room for a grown play, or none), Minji's under the player's, felt below; a play of three in each."""
    cw, ch, step, gap, label = metrics(60)
    pw = cw + 3 * step
    bh = label + 2 * gap + ch
    width = 4 * (pw + 3 * gap) + 3 * step if room_at_its_end else 3 * (pw + 2 * gap) + 2 * gap
    prev = make(60, label_size=label)
    prev.groups = [(o, pygame.Rect(k * (pw + 3 * gap), 0, pw + 2 * gap, bh)) for k, o in enumerate((0, 2, 3))]
    prev.groups.append((1, pygame.Rect(0, bh + gap, pw + 2 * gap, bh)))          # Minji's box under mine
    for k, (o, box) in enumerate(prev.groups):
        prev.melds[k] = pygame.Rect(box.left + gap, box.top + label + gap, pw, ch)
    return pygame.Rect(0, 0, width, 3 * bh), prev


def test_while_the_player_makes_their_moves_the_others_plays_stay_put():
    """s18-korean L1: one drag of a House Rummy rearrangement re-laid the whole table, and a card was dropped
    where a play had just been. While the player makes their turn's moves (``hold``), a play with no room where
    it was goes to free felt, the player's own space too in a second box; nothing else moves."""
    from game.ui.table.layout import MeldPlacement
    from game.ui.table.meld_places import keep_places
    zone, prev = _a_row_of_three(MeldPlacement, room_at_its_end=False)
    plays = [Play(0, 0, tuple(parse_cards("2S 2D 2C"))), Play(1, 2, tuple(parse_cards("8H 9H TH"))),
             Play(2, 3, tuple(parse_cards("4C 5C 6C"))), Play(3, 1, tuple(parse_cards("7D 7S 7H")))]
    mine = plays + [Play(4, 0, tuple(parse_cards("KH")))]              # a card dragged out to my space
    args = (zone, lambda m: len(m.cards) + 1 if m.id > 3 else max(4, len(m.cards)), lambda m: m.owner, MeldPlacement)
    assert keep_places(prev, mine, *args, first=0) is None              # out of the turn: laid out again
    held = keep_places(prev, mine, *args, first=0, hold=True)
    assert held is not None and all(held.melds[k] == prev.melds[k] for k in range(4))
    assert zone.contains(held.melds[4]) and len([o for o, __ in held.groups if o == 0]) == 2
    grown = plays[:1] + [Play(1, 2, tuple(parse_cards("8H 9H TH JH QH")))] + plays[2:]   # Kenji's outgrew its box
    assert keep_places(prev, grown, *args, first=0) is None
    held = keep_places(prev, grown, *args, first=0, hold=True)
    assert held is not None and all(held.melds[k] == prev.melds[k] for k in (0, 2, 3))


def _out_of_seat_order() -> tuple[int, int]:
    """Over 100 seeded tables, at how many steps the spaces do not read in seat order, and of how many."""
    from game.ui.table.layout import _rows
    bad = steps = 0
    for __, placed, __ in _seeded_steps(100):
        seq = [o for row in _rows(placed) for o in row]
        bad += seq != sorted(seq)
        steps += 1
    return bad, steps


def test_a_space_whose_first_play_comes_late_stands_in_seat_order_where_the_rows_allow():
    """s18-recheck L2: a space whose first play came after the others' went to free felt, mostly the second row
    under "Your melds", not between its neighbours as the seats read. The rows are laid again with it in its
    seat's place when they hold it at the same card size. The spaces read out of seat order at 41% of the
    seeded steps before (653 of 1,600), 26% after (412); spaces changed rows at 1.4% of the steps, 1.55% before
    (test_a_table_laid_out_again_keeps_the_spaces_in_their_rows). With cards allowed 15% smaller, 18% were out
    of order, but the tighter rows made spaces change rows at 1.8%."""
    from game.ui.table.layout import _rows
    layout = TableLayout((1280, 800), 4, 0)
    order = [0, 1, 2, 3]
    plays = [Play(0, 0, tuple(parse_cards("9S 9D 9C"))), Play(1, 3, tuple(parse_cards("JC QC KC")))]
    first = layout.place_melds(plays, order)
    assert _rows(first) == [[0, 3]]
    late = layout.place_melds(plays + [Play(2, 1, tuple(parse_cards("2D 3D 4D")))], order)
    assert _rows(late) == [[0, 1, 3]], "Minji's first play is not between the player's space and Alice's"
    assert late.card_h == first.card_h
    bad, steps = _out_of_seat_order()
    assert steps == 1600 and bad / steps < 0.30, (bad, steps)


def test_a_new_box_stands_on_a_rows_line_rather_than_at_the_foot_of_a_shorter_box():
    """s19-recheck L5: Minji's new box was set level with the foot of a short first-row box, beside the boxes of
    the second row: the rows looked ragged. Where a row's line has room, the new box stands on it. Over the
    seeded tables, new boxes off every row's line: 196 of 832 before, 158 of 825 after."""
    from game.ui.table.layout import MeldPlacement
    from game.ui.table.meld_places import keep_places
    h = 100
    cw, ch, step, gap, label = metrics(h)
    zone = pygame.Rect(0, 0, 600 + 2 * gap, 3 * (label + 2 * gap + ch) + 4 * gap)   # the first row full
    tall = label + gap + 2 * (ch + gap)                                   # a box of two lines
    short = label + gap + ch + gap
    prev = MeldPlacement(h, label_size=label)
    prev.groups = [(0, pygame.Rect(0, 0, 300, tall)), (1, pygame.Rect(300 + gap, 0, 300, short)),
                   (2, pygame.Rect(0, tall + gap, 300, short))]
    prev.melds = {0: pygame.Rect(gap, label + gap, 200, ch), 1: pygame.Rect(gap, label + gap + ch + gap, 200, ch),
                  2: pygame.Rect(300 + 2 * gap, label + gap, 200, ch), 3: pygame.Rect(gap, tall + label + 2 * gap, 200, ch)}
    owners = {0: 0, 1: 0, 2: 1, 3: 2, 4: 3}
    plays = [Play(mid, owners[mid], tuple(parse_cards("5H 6H 7H"))) for mid in range(5)]
    placed = keep_places(prev, plays, zone, lambda m: 4, lambda m: m.owner, MeldPlacement, first=0)
    assert placed is not None
    new = next(b for o, b in placed.groups if o == 3)
    assert new.top == tall + gap, f"the new box stands at {new.top}, not on the second row's line {tall + gap}"


def test_in_the_players_moves_a_grown_play_makes_way_along_its_row_rather_than_leave_it():
    """s19-korean (s19-recheck L1): three times in one Battle Hoola hand a play the player added a card to jumped
    out of its row, leaving a hole, because another box stood close on its right. While the player makes their
    moves, the boxes to its right move along the row to make way when the row's end has room: the play stays,
    every box keeps its row and order, and nothing else moves. Over 300 seeded tables, a grown play moved at 155
    of 1,508 held steps (167 before)."""
    from game.ui.table.layout import MeldPlacement
    from game.ui.table.meld_places import keep_places
    zone, prev = _a_row_of_three(MeldPlacement, room_at_its_end=True)
    plays = [Play(0, 0, tuple(parse_cards("2S 2D 2C"))), Play(1, 2, tuple(parse_cards("8H 9H TH JH QH"))),
             Play(2, 3, tuple(parse_cards("4C 5C 6C"))), Play(3, 1, tuple(parse_cards("7D 7S 7H")))]
    args = (zone, lambda m: max(4, len(m.cards)), lambda m: m.owner, MeldPlacement)
    held = keep_places(prev, plays, *args, first=0, hold=True)
    assert held is not None
    assert held.melds[1].topleft == prev.melds[1].topleft, "Kenji's grown play left its place"
    assert held.melds[0] == prev.melds[0] and held.melds[3] == prev.melds[3]
    alice = held.melds[2]
    assert alice.top == prev.melds[2].top and alice.left > prev.melds[2].left, "Alice's play did not make way"
    kenji = next(b for o, b in held.groups if o == 2)
    assert kenji.contains(held.melds[1]) and len(held.groups) == 4
    boxes = [b for __, b in held.groups]
    assert not any(a.colliderect(b) for k, a in enumerate(boxes) for b in boxes[k + 1:])
    assert all(zone.contains(b) for b in boxes)
    assert not held.kept                      # the boxes that made way glide there (kept: nothing moved)


def test_in_the_players_moves_a_grown_play_in_a_full_row_keeps_its_row_the_table_zoomed_out():
    """s19-korean: in a row with no room at its end, a play the player added to went to the next row, leaving a
    hole (House Rummy at 1280×720, Minji's 6♦ 7♦ 8♦ given 9♦ and 10♦). The table zooms out a step, which leaves
    room at the row's end, and the boxes to the play's right make way: every space keeps its row and order.
    Over 300 seeded tables, grown plays moved at 94 of 1,475 held steps (155 with making way alone, 167 before)."""
    from game.ui.table.layout import _rows
    layout = TableLayout((1280, 720), 4, 0)
    order = [0, 1, 2, 3]
    plays = [Play(0, 0, tuple(parse_cards("KC KH KD"))), Play(1, 1, tuple(parse_cards("6D 7D 8D"))),
             Play(2, 2, tuple(parse_cards("5H 5S 5C"))), Play(3, 3, tuple(parse_cards("9C TC JC")))]
    before = layout.place_melds(plays, order)
    assert _rows(before) == [[0, 1, 2, 3]]
    for grown in ("6D 7D 8D 9D", "6D 7D 8D 9D TD"):
        plays[1] = Play(1, 1, tuple(parse_cards(grown)))
        after = layout.place_melds(plays, order, hold=True)
        assert _rows(after) == [[0, 1, 2, 3]], (grown, _rows(after))
        assert len(after.groups) == 4, "a space took a second box"
        xs = [after.melds[k].x for k in range(4)]
        assert xs == sorted(xs) and len({after.melds[k].y for k in range(4)}) == 1
