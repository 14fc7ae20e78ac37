"""The match summary after retiring from Kalookie, as a Korean player read it (helper s18-korean, 27 Nov 2026):
each hand the others played after the player had retired ended in "· 나 0", a number the player could not
place; the hands the player sat out name no amount, and the others say what it is (내 판돈)."""
from __future__ import annotations

import re

from game.ui import i18n
from test_play_out import _retired


def _summary_lines(app, monkeypatch):
    from game.ui import end_scene
    from game.ui.end_scene import SummaryScene
    s = _retired(app, ["medium", "hard"], storage=app.storage)
    sat_out = s.match.hands_played
    assert s.play_out(60.0)
    drawn: list[str] = []
    real = end_scene.blit

    def spy(surface, text, *a, **k):
        drawn.append(text)
        return real(surface, text, *a, **k)
    monkeypatch.setattr(end_scene, "blit", spy)
    app.push(SummaryScene(app, s))
    app.draw()
    hands = [t for t in drawn if re.match(r"\s*\d+\. ", t) and ("—" in t or "·" in t or ";" in t)]
    return s, sat_out, hands


def test_the_hands_sat_out_name_no_amount_for_the_player(app, monkeypatch):
    s, sat_out, hands = _summary_lines(app, monkeypatch)
    later = [t for t in hands if int(t[:3].strip().rstrip(".")) > sat_out]
    assert later, hands
    assert not any("you" in t for t in later), later            # "· 나 0" in Korean: nothing to say
    before = [t for t in hands if int(t[:3].strip().rstrip(".")) <= sat_out]
    assert all("you" in t for t in before), before


def test_the_players_amount_is_named_in_korean(app, monkeypatch):
    i18n.set_language("ko")
    try:
        s, sat_out, hands = _summary_lines(app, monkeypatch)
    finally:
        i18n.set_language("en")
    before = [t for t in hands if int(t[:3].strip().rstrip(".")) <= sat_out]
    assert before and all("내 판돈" in t for t in before), before
