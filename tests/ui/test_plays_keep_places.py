"""Play-test (session 12, item 2): a play on the table stays where it is when another is laid, in every
game's table, while the table has room; the whole table is laid out again only when it has none."""
from __future__ import annotations

from dataclasses import replace

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


#: plays laid one by one until Minji's (space 1) box has no room left beside Alice's and Kenji's
CROWDED = [(1, "3C 4C 5C"), (0, "9S TS JS QS"), (3, "AH 2H 3H"), (0, "7C 8C 9C"), (1, "2C 3C 4C"), (3, "2H 3H 4H"),
           (3, "TC JC QC"), (1, "AH 2H 3H 4H"), (2, "3S 4S 5S 6S"), (3, "3S 4S 5S"), (1, "2S 3S 4S"),
           (3, "4C 5C 6C 7C 8C"), (1, "8C 9C TC JC"), (1, "4H 5H 6H")]


def test_a_spaces_second_box_stands_beside_or_under_its_first(app):
    """House Rummy re-check R3: "Minji (continued)" stood in row 3 under Kenji's, her first box in row 1.
    A space's new box takes the free spot nearest its box (here right under it), not the first in reading
    order (above it, beside another space)."""
    layout = TableLayout((1280, 720), 4, 0)
    melds = []
    for i, (owner, text) in enumerate(CROWDED):
        melds.append(Play(i, owner, tuple(parse_cards(text))))
        placed = layout.place_melds(melds, [0, 1, 2, 3])
    first, second = [b for o, b in placed.groups if o == 1]
    assert placed.kept
    assert 0 <= second.top - first.bottom <= 3 * metrics(placed.card_h)[3]          # the next line down
    assert first.left <= second.left < first.right
