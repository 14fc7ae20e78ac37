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
    said: list[tuple[str, int]] = []
    real = sidebar.blit

    def spy(surface, text, size, colour, pos, *a, **k):
        said.append((str(text), pos[1]))
        return real(surface, text, size, colour, pos, *a, **k)
    monkeypatch.setattr(sidebar, "blit", spy)
    t.draw(pygame.display.get_surface())
    monkeypatch.setattr(sidebar, "blit", real)
    return said


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
