"""s19-recheck: at the end of a one-hand House Rummy match the hand's line said "you +85" over a total of +120,
the side's score (the player's and their partner's). Where partners share a score, each hand's line says the
side's amount, as the totals do; elsewhere it still says the player's own."""
from __future__ import annotations

import re

import pygame

from game.ui import end_scene
from game.ui.demo import demo_session, play_out
from game.ui.end_scene import SummaryScene
from uihelpers import spy_blit


def _one_hand(app, game: str, players: int, options: dict):
    s = demo_session(app, game, players, seed=3, max_hands=1, options=options)
    play_out(s)
    s.match.record_result()
    assert s.match.hands_played == 1
    return s


def _hand_lines(app, s, monkeypatch) -> list[str]:
    shown = spy_blit(monkeypatch, end_scene)
    SummaryScene(app, s).draw(pygame.Surface((3000, 800)))        # wide: the lines whole
    return [t for t in shown if re.match(r"\s?\d+\. ", t)]


def test_a_partners_hand_line_says_the_sides_amount_as_the_totals_do(app, monkeypatch):
    s = _one_hand(app, "house-rummy", 4, {"variant": "classic"})
    m, me = s.match, s.human
    side = m.side_of(me)
    assert len(side) == 2
    res = m.results[0]
    own, both = res.payments.get(me, 0), sum(res.payments.get(seat, 0) for seat in side)
    assert own != both                               # the partner scored too: the two amounts differ
    assert both == m.ledger[me]                      # the side's hand is the total after one hand
    [line] = _hand_lines(app, s, monkeypatch)
    assert line.endswith(f"; your side {s.money(both)}"), line


def test_a_player_alone_still_reads_their_own_amount(app, monkeypatch):
    s = _one_hand(app, "hoola", 3, {})
    [line] = _hand_lines(app, s, monkeypatch)
    assert s.match.side_of(s.human) == (s.human,)
    assert line.endswith(f"; you {s.money(s.match.results[0].payments[s.human])}"), line


def test_a_long_ending_is_cut_rather_than_the_amount_after_it(app, monkeypatch):
    """At 1280×800 the House Rummy line read "…the most points win; your side …": the amount itself was cut."""
    s = _one_hand(app, "house-rummy", 4, {"variant": "classic"})
    both = sum(s.match.results[0].payments.get(seat, 0) for seat in s.match.side_of(s.human))
    shown = spy_blit(monkeypatch, end_scene)
    SummaryScene(app, s).draw(pygame.Surface((1280, 800)))
    [line] = [t for t in shown if re.match(r"\s?\d+\. ", t)]
    assert line.endswith(f"; your side {s.money(both)}") and "…" in line, line
