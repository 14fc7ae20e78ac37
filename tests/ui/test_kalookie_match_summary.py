"""The evening player's Kalookie match ended on "Match over: Kenji wins!" over 109, 175 and 219 in green, the
colour of winnings, with nothing saying these are penalty points or who took the pool. The summary of a
match of penalty points now heads them as such, in plain colour, gives each player's total with the pool
(the sheet's own "Total"), says who takes the pool and who is out."""
from __future__ import annotations

import pygame

from game.ui import end_scene, theme
from game.ui.demo import demo_session, play_out
from game.ui.end_scene import SummaryScene


def _finished(app):
    s = demo_session(app, "kalookie", 3, seed=4, max_hands=0, options={"limit": 100})
    for _hand in range(60):
        play_out(s)
        s.match.record_result()
        while (d := s.match.pending()) is not None:
            s.match.decide(d.seat, "retire")
        if s.match.over:
            return s
        s.match.next_hand()
    raise AssertionError("the match did not end")


def test_a_kalookie_match_summary_says_penalty_points_the_totals_and_the_pool(app, monkeypatch):
    s = _finished(app)
    m = s.match
    drawn: list[tuple[str, tuple]] = []
    real = end_scene.blit

    def spy(surface, text, size, colour, pos, *a, **k):
        drawn.append((str(text), tuple(colour)))
        return real(surface, text, size, colour, pos, *a, **k)
    monkeypatch.setattr(end_scene, "blit", spy)
    app.push(SummaryScene(app, s))
    app.stack.draw(pygame.Surface(app.size))
    texts = [t for t, __ in drawn]
    assert "Penalty points" in texts and "Total" in texts, texts
    for __, total in m.standings():                         # the points in plain ink, not as winnings
        assert (str(int(total)), tuple(theme.INK)) in drawn, (total, drawn)
    winner = m.winners[0]
    who = "You" if winner == s.human else s.names[winner]
    took = [t for t in texts if "the pool:" in t]
    assert took == [f"{who} take{'' if winner == s.human else 's'} the pool: {int(m.pool)}"], texts
    assert any(t.startswith("Out of the game: ") for t in texts), texts
    totals = end_scene._sheet_totals(m)
    assert totals is not None and totals[winner].startswith("+") and all(c in texts for c in totals)
