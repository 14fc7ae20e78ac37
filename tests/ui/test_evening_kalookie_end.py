"""The evening player's whole Kalookie match (British, 1024×640, 27 Nov): the end of a hand said who paid
what in the game's own words, the buy-in's second choice answered to the key it shows, the sheet's
running row said it is a total, and the limit was said where the pool is."""
from __future__ import annotations

import pygame

from game.ui import end_scene
from game.ui.demo import demo_session, play_out
from game.ui.end_scene import EndScene
from game.ui.table.scene import TableScene
from uihelpers import kalookie_buy_in, key, spy_blit


def _over_the_limit(app, limit: int = 100):
    """A Kalookie session whose player is asked to buy back in (the hands before played out by bots)."""
    return kalookie_buy_in(app, limit=limit)


def _end(app, s):
    table = TableScene(app, s)
    app.push(table)
    end = EndScene(app, table)
    app.push(end)
    end.opened -= 10                                       # the points counted up
    return end


def test_the_second_choice_of_a_question_answers_to_the_key_on_its_button(app):
    s = _over_the_limit(app)
    end = _end(app, s)
    assert end.question is not None and end.question.choices == ("buy", "retire")
    assert [b.key for b in end.buttons.buttons[:2]] == ["Enter", "2"]
    key(app, pygame.K_2)
    assert s.human in s.match.out, "2 (Retire) did nothing"
    assert end.question is None


def test_k_11_the_end_of_a_hand_says_the_limit_and_the_brackets_whole_at_the_smallest_window(monkeypatch):
    """The limit (150) was said nowhere at the end of a hand, nor what "(81)" on the sheet meant after a
    buy-in; the note is drawn whole, its last word too, at the smallest window."""
    from game.controller import FakeClock
    from game.storage.settings import Settings
    from game.ui.app import App
    from game.ui.hooks import MemoryStorage
    from game.games.kalookie.rules.options import KalookieOptions
    from game.ui.game_table import table_for
    from game.ui import i18n

    british = table_for("kalookie").end_notes(KalookieOptions())
    assert "Over 150 penalty points a player is out" in british[1] and "buy back in for 5" in british[1]
    assert "Over 100 penalty points" in table_for("kalookie").end_notes(KalookieOptions(version="swedish"))[1]
    i18n.set_language("ko")
    try:
        said = table_for("kalookie").end_notes(KalookieOptions())[1]
    finally:
        i18n.set_language("en")
    assert "150점" in said and "괄호" in said and "Over" not in said

    settings = Settings(animation_speed=0.0, think_scale=0.0, claim_window=1.5)
    small = App((1024, 600), settings=settings, storage=MemoryStorage(settings), clock=FakeClock())
    s = _over_the_limit(small)
    s.match.decide(s.human, "buy")
    end = _end(small, s)
    drawn = spy_blit(monkeypatch, end_scene)
    small.stack.draw(pygame.Surface(small.size))
    assert any(t.startswith("Over 100 penalty points") for t in drawn), drawn
    assert any(t.rstrip().endswith("in brackets on the sheet.") for t in drawn), drawn
    assert any(t.startswith("(") and t.endswith(")") for t in drawn), drawn     # the bought-in points


def test_k_11_the_end_of_a_hand_says_who_pays_the_caller_not_who_scores(app, monkeypatch):
    """"You score -1" stood under the penalty points beside the Stakes column, while the panel calls the
    penalty points "Your score": the lines now say who pays and what the caller takes, in both languages."""
    from game.ui import i18n
    from game.ui.engine_text import engine_text
    from game.ui.game_table import table_for

    s = demo_session(app, "kalookie", 3, seed=2, max_hands=0)
    play_out(s)
    s.match.record_result()
    end = _end(app, s)
    drawn = spy_blit(monkeypatch, end_scene)
    app.stack.draw(pygame.Surface(app.size))
    res = end.result
    caller = res.winners[0]
    assert not [t for t in drawn if " score" in t and t.startswith("·")], drawn
    payers = [t for t in drawn if t.startswith("· ") and (" pays " in t or " pay " in t)]
    assert len(payers) == len([p for p in res.payments.values() if p < 0]) >= 1, drawn
    took = [t for t in drawn if t.startswith("· ") and " win" in t]
    assert len(took) == 1 and took[0].endswith(f" {res.payments[caller]}"), drawn

    i18n.set_language("ko")
    try:
        lines = table_for("kalookie").breakdown(s.match.ruleset, res, end_scene.namer(s), s.match.hand.options)
        said = [engine_text(line) for line in lines]
    finally:
        i18n.set_language("en")
    assert not [t for t in said if "pay" in t or "win" in t], said
    assert said[-1].endswith("받음") and all(t.endswith("냄") for t in said[:-1]), said
