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


def test_kalookies_totals_are_called_penalty_points_on_the_panel_and_the_menus_line(app, monkeypatch):
    """"내 점수: 101" on the table's panel and under Continue read as a good score; Kalookie counts penalty
    points, lowest leading (K-1): "내 벌점: 101"."""
    from game.controller.session import GameConfig, Session
    from game.ui.saved_words import saved_game_line
    from game.ui.table import sidebar
    from game.ui.table.scene import TableScene
    i18n.set_language("ko")
    try:
        s = Session(GameConfig(game="kalookie", players=3, seed=4), app.settings, storage=app.storage)
        s.match.ledger[s.human] = 101
        shown = []
        real = sidebar.blit
        monkeypatch.setattr(sidebar, "blit", lambda surface, text, *a, **k: (shown.append(str(text)),
                                                                          real(surface, text, *a, **k))[1])
        app.push(TableScene(app, s))
        app.step()
        app.draw()
        assert any(t.startswith("내 벌점: 101") for t in shown), shown[:8]
        assert not any(t.startswith("내 점수") for t in shown)
        s.save_now()
        line = saved_game_line(app.storage.peek_match())
        assert "· 내 벌점: " in line and "점수" not in line, line
    finally:
        i18n.set_language("en")


def test_setup_and_step_hint_words_a_korean_player_read_twice(app):
    from game.ui.engine_text import engine_text
    i18n.set_language("ko")
    try:
        epic = i18n._("Classic: first out earns 25 and sits out; cards in hand cost you. Epic: first out earns what "
                      "opponents hold and comes back; you may demand cards.")
        na = i18n._("Four jokers, 15 cards, 51 to open (cards added to melds on the table count too), aces high or "
                    "low; the winner scores the cards left in the other hands.")
        step = engine_text("Rearrange the table to lay 9♣ J♣ from your hand, a step at a time: move 10♦ onto "
                           "7♦ 8♦ 9♦; press ? again for the next step")
    finally:
        i18n.set_language("en")
    assert "상대 손패만큼 점수를 얻고" in epic, epic                    # not "쥔 카드만큼 얻고" (gets what?)
    assert "다른 사람들 손에 남은" in na, na                           # not "다른 손에" (another hand)
    assert step.endswith("위로 옮기세요. 다음 단계를 보려면 ?를 다시 누르세요"), step
