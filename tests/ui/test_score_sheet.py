"""Issue 26, item 8: the end screen's score sheet says what it shows: under each player, what the hand
paid and the total so far, as two labelled columns (row 2 read -8 under a plain "Hand" while that hand
paid -2)."""
from __future__ import annotations

import sys

import pygame

from game.ui import text as ui_text
from game.ui.demo import demo_session, play_out
from game.ui.end_scene import EndScene
from game.ui.table.scene import TableScene


def test_the_score_sheet_shows_each_hands_payment_beside_the_total(app, monkeypatch):
    seen: list[str] = []
    real = ui_text.render

    def spy(text, *a, **k):
        seen.append(str(text))
        return real(text, *a, **k)
    for mod in [m for n, m in list(sys.modules.items()) if n.startswith("game.ui") and m is not None]:
        if getattr(mod, "render", None) is real:
            monkeypatch.setattr(mod, "render", spy)
    s = demo_session(app, "hoola", 4, seed=4, max_hands=5)
    for h in range(3):
        play_out(s)
        if h < 2:
            s.match.record_result()
            s.match.next_hand()
    table = TableScene(app, s)
    app.push(table)
    app.push(EndScene(app, table))
    app.stack.draw(pygame.Surface(app.size))
    totals = s.match.totals
    assert len(totals) == 3
    assert seen.count("hand") == 4 and seen.count("total") == 4, " | ".join(seen)
    for n in (1, 2):
        for seat in range(4):
            paid = totals[n][seat] - totals[n - 1][seat]
            assert s.money(paid) in seen and s.money(totals[n][seat]) in seen


def test_k_11_kalookies_sheet_shows_the_earlier_hands_and_the_payments_latest_row(app, monkeypatch):
    """The re-check of 27 Nov (R8): after hand 2 the sheet showed one row of penalty points, its room spent
    on the payments' earlier rows, which are running totals (the latest says all), under players' rows as
    tall as a game without a sheet has. At 1280×720 after four hands the points show every hand, the
    payments their latest row, the pool and the total."""
    from game.ui import end_scene
    s = demo_session(app, "kalookie", 4, seed=5, max_hands=0)
    for h in range(4):
        play_out(s)
        s.match.record_result()
        if h < 3:
            while (d := s.match.pending()) is not None:
                s.match.decide(d.seat, d.choices[0])
            s.match.next_hand()
    points, payments = s.match.ruleset.sheet(s.match)
    assert payments.running and not points.running
    table = TableScene(app, s)
    app.push(table)
    end = EndScene(app, table)
    app.push(end)
    end.opened -= 10                                       # the points counted up
    drawn: list[tuple[str, int]] = []
    real = end_scene.blit

    def spy(surface, text, size, colour, pos, *a, **k):
        drawn.append((str(text), pos[0]))
        return real(surface, text, size, colour, pos, *a, **k)
    monkeypatch.setattr(end_scene, "blit", spy)
    app.stack.draw(pygame.Surface(app.size))
    x = next(at for t, at in drawn if t.startswith("Penalty points so far"))
    labels = [t for t, at in drawn if at == x and t.isdigit()]
    assert labels == ["1", "2", "3", "4"], drawn           # every hand's points
    # the payments' latest row, said as the total it is (the evening player read "4" as what hand 4 paid)
    assert [t for t, at in drawn if at == x and t.startswith("after hand")] == ["after hand 4"], drawn
