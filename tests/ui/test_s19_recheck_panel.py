"""s19-recheck, House Rummy at 1280x800: "You have melded" stood over "Points in hand"; the player took the
8♦ and the seven cards above it from the pile, the 8♦ hot. The panel then said the turn could not end
("…the 8♦ was taken hot: play it this turn", two lines, red), and the standing, now "You have melded ·
hot: play it this turn; warm: keep it this turn" on two lines, found no room and went under the moment's
buttons (y 177 → 323), lower still when "Restore the table" came (355), and back up after the next move.
The standing now has the first claim on the room and keeps its place; the legend is a note of its own."""
from __future__ import annotations

import pygame

from test_house_rummy_table import _c, _table, _visible
from uihelpers import click


def _lines(t, monkeypatch) -> list[tuple[str, int]]:
    from game.ui.table import sidebar
    from uihelpers import spy_blit
    real = sidebar.blit
    said = spy_blit(monkeypatch, sidebar, at=True)
    t.draw(pygame.display.get_surface())
    monkeypatch.setattr(sidebar, "blit", real)
    return [(text, y) for text, (x, y) in said]


def test_the_standing_keeps_its_place_when_a_hot_card_is_taken_under_a_red_note(app, monkeypatch):
    t = _table(app, "8S 8C 9S / 2C 7S", discard="QD 8D KS JH", extra={"melded": [0]})
    before = _lines(t, monkeypatch)
    alone = next(y for text, y in before if text == "You have melded")
    pass
    click(app, _visible(t.fan_rects[_c("8D")]))                       # 8♦ hot, J♥ warm
    assert dict(t.view.taken)[_c("8D")] == "hot"
    assert t.end_blocked(), "the turn cannot end with the hot card held"
    after = _lines(t, monkeypatch)
    standing = [y for text, y in after if text.startswith("You have melded")]
    assert standing == [alone], f"the standing moved from y {alone} to {standing}"
    points = next(y for text, y in after if text.startswith("Points in hand"))
    assert 0 < points - alone < 40, "the standing is no longer just over the points in hand"
    assert any(text.startswith("hot: play it this turn") for text, __ in after), "the legend is gone"


def test_the_blast_line_leaves_the_panel_when_the_hand_is_over(app):
    """Battle Hoola, hand 1 (HOOLA-YMMM-0-D0D11B1A-V): Kenji went out, and under "The hand is over" the panel still
    read "Blast: your hand counts 31; 15 or less, or 83 or more, wins at the start of your turn"."""
    from types import SimpleNamespace

    from bots_for_tests import ScriptBot
    from uihelpers import table_with
    t = table_with(app, ["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"], "QH 3C 4C 5C 6C", "6D", dealer=1,
                   bots={1: ScriptBot()})
    real = t.seat_table
    assert t.game_table.status_note(real, 0).startswith("Blast: your hand counts")

    class Ended:                    # the same seat's table, the hand over (its points as they stood)
        over = True

        def points(self):
            return real.points()

        def view(self):
            v = real.view()
            return SimpleNamespace(**{**{k: getattr(v, k) for k in ("active", "current")}, "phase": "ended"})
    assert t.game_table.status_note(Ended(), 0) == "", "the blast line stayed under 'The hand is over'"


def test_a_spaces_name_stays_over_its_first_box_when_a_new_box_is_set_higher(app, monkeypatch):
    """Seven Bridge at 1024x640: Minji's A♠ A♦ A♣ went to a new box set a little higher than her first one (level
    with the foot of Alice's box); named in reading order, the new box took "Minji" and her first box, left of it,
    turned "Minji (continued)". Battle Hoola did the same with Kenji's 3♥ 4♥ 5♥. The box holding a space's
    oldest play keeps the name."""
    import pygame as pg

    from game.ui.table import draw
    from game.ui.table.layout import MeldPlacement
    from uihelpers import table_at
    t = table_at(app, "hoola 2 dealer=1 current=0 phase=start | hands 2S 3S 4H 5H 9C TC JC / 5C 6C 8H 9S TS KD QD | "
                      "stock 4D 5D 6D 7H | discard 3D | table #0 1 set 7C 7D 7S; #1 1 run JH QH KH")
    real = t.placed_melds()
    h = real.card_h
    first_cards, second_cards = real.cards[0], real.cards[1]
    cw, ch = first_cards[0][1].size
    z = t.layout.meld_zone
    older = pg.Rect(z.left, z.top + 120, 4 * cw, ch + 40)              # the first box, lower and left
    newer = pg.Rect(z.left + 5 * cw, z.top + 90, 4 * cw, ch + 40)      # the new box, a little higher, right
    fake = MeldPlacement(h, groups=[(1, older), (1, newer)], kept=True, label_size=real.label_size)
    fake.melds = {0: pg.Rect(older.left + 4, older.top + 30, 3 * cw, ch),
                  1: pg.Rect(newer.left + 4, newer.top + 30, 3 * cw, ch)}
    fake.cards = {0: [(c, r.move(older.left + 4 - r.x + i * 10, older.top + 30 - r.y)) for i, (c, r) in
                      enumerate(first_cards)],
                  1: [(c, r.move(newer.left + 4 - r.x + i * 10, newer.top + 30 - r.y)) for i, (c, r) in
                      enumerate(second_cards)]}
    t.placed_melds = lambda: fake
    from uihelpers import spy_blit
    said = spy_blit(monkeypatch, draw, at=True)
    t.draw(pg.Surface(app.size))
    name = t.names[1]
    over_older = [text for text, pos in said if pos == (older.left + 4, older.top + 2)]
    over_newer = [text for text, pos in said if pos == (newer.left + 4, newer.top + 2)]
    assert over_older and not over_older[0].endswith("(continued)"), f"the first box reads {over_older}"
    assert over_newer == [f"{name} (continued)"], f"the new box reads {over_newer}"
