"""Kalookie at the table: the opening of several melds is selected together and laid with Meld."""
from __future__ import annotations

import json

import pygame

from game.engine import Card
from uihelpers import key, spy_blit, step, table_at, table_with

HANDS = ["QH QC QS 5D 6D 7D 8D 2C 9S 3H 4S JC KC",
         "2D 3D.1 4H 5C 6H 7H 8S 9C TD JH QD KD AD"]


def test_an_opening_of_two_melds_is_selected_and_laid_at_once(app):
    t = table_with(app, HANDS, "9H 4D 5S", "TC", dealer=1, game="kalookie")
    key(app, pygame.K_d)                                   # draw 9H
    assert t.ctl.state.phase == "play"
    for text in ("QH", "QC", "QS"):                        # one set alone counts 30: not an opening
        t.hand.toggle(Card.parse(text))
    key(app, pygame.K_m)
    assert t.ctl.state.melds == [] and t.anim.toast                       # refused, with the reason shown
    assert "initial meld" in t.anim.toast[0] or "40" in t.anim.toast[0]
    for text in ("5D", "6D", "7D", "8D"):                  # the set and a run: 30 + 26
        t.hand.toggle(Card.parse(text))
    key(app, pygame.K_m)
    assert len(t.ctl.state.melds) == 2 and 0 in t.ctl.state.extra["opened"]
    assert sorted(m.kind for m in t.ctl.state.melds) == ["run", "set"]
    step(app, 2, dt=0.2)


def _few_cards(app):
    """Kalookie, opened, four cards after the draw: a discard leaves three (K-9)."""
    import json
    from game.engine import Match, from_position
    from game.controller.session import GameConfig, Session
    from game.ui.table.scene import TableScene
    text = ("kalookie 2 dealer=1 current=0 phase=start | hands 2C 5D 9S / 4H 6H 8S TC QD KD AS 3S 5S 7S | "
            "stock 9H 4D 5S.1 | discard TD | table #0 0 run 5H 6H.1 7H | options {} | "
            f"more {json.dumps({'extra': {'opened': [0, 1], 'played': True}})}")
    cfg = GameConfig(game="kalookie", players=2, seed=1, max_hands=1)
    match = Match("kalookie", players=2, seed=1, max_hands=1, dealer=1)
    match.hand = from_position(text)
    t = TableScene(app, Session(cfg, app.settings, storage=app.storage, match=match))
    app.push(t)
    app.step()
    return t


def _my_discard(t):
    return next(a for a in reversed(t.ctl.state.record) if a.seat == 0 and a.kind == "discard")


def test_announcing_is_automatic_by_default_or_the_players_own_button(app):
    """Issue 11 (K-9): the player announces with a clear button, or automatically by preference."""
    t = _few_cards(app)
    key(app, pygame.K_d)
    t.hand.toggle(Card.parse("9S"))
    key(app, pygame.K_x)
    assert _my_discard(t).get("announce") == "3"                  # automatic (the default)
    app.stack.pop()
    app.settings = app.settings.replace(auto_announce=False)
    t = _few_cards(app)
    key(app, pygame.K_d)
    assert any(s.tag == "announce" for s in t.button_specs)
    key(app, pygame.K_y)                                           # Announce
    t.hand.toggle(Card.parse("9S"))
    key(app, pygame.K_x)
    assert _my_discard(t).get("announce") == "3"
    app.stack.pop()
    t = _few_cards(app)
    key(app, pygame.K_d)
    t.hand.toggle(Card.parse("9S"))
    key(app, pygame.K_x)                                           # not announced: barred next turn
    assert str(_my_discard(t)) == "0 discard 9S"
    assert any(e.kind == "unannounced" for e in t.ctl.log)         # K-9: barred from calling up next turn


def _scarne_dealer(app):
    """Scarne's game with the player dealing: the exchange is asked of the player before play (K-15)."""
    from game.engine import Match
    from game.controller.session import GameConfig, Session
    from game.ui.table.scene import TableScene
    opts = {"version": "scarne"}
    cfg = GameConfig(game="kalookie", players=3, seed=5, max_hands=1, options=opts)
    match = Match("kalookie", players=3, seed=5, options=opts, max_hands=1, dealer=0)
    t = TableScene(app, Session(cfg, app.settings, storage=app.storage, match=match))
    app.push(t)
    step(app, 3, dt=0.1)
    return t


def test_the_dealers_exchange_is_asked_of_the_player_with_its_buttons(app):
    """Issue 11 (K-15): the player who deals is told it is their choice, and swaps a selected card."""
    from game.ui.table import affordances as aff
    t = _scarne_dealer(app)
    assert t.ctl.state.phase == "exchange" and t.ctl.state.acting_seats == (0,)
    turn, _phase, may = aff.status_lines(view=t.view, names=t.names, human=0, timer=None, now=0.0, thinking=None,
                                         points=None, claim_word="", acting=t.ctl.state.acting_seats,
                                         phase_words=t.ctl.state.ruleset.phase_words("exchange"))
    assert turn == "Your choice" and "(N)" in may and "(E)" in may
    up = t.ctl.state.top_discard
    card = t.ctl.state.hands[0][0]
    t.hand.toggle(card)
    key(app, pygame.K_e)
    assert up in t.ctl.state.hands[0] and card not in t.ctl.state.hands[0]
    assert [a.cards for a in t.ctl.state.record if a.kind == "exchange"] == [(card,)]    # the selected card, no popup
    assert t.ctl.state.phase != "exchange"


def test_the_dealer_may_keep_the_hand(app):
    t = _scarne_dealer(app)
    hand = list(t.ctl.state.hands[0])
    key(app, pygame.K_n)
    assert t.ctl.state.phase != "exchange" and list(t.ctl.state.hands[0]) == hand
    assert [a.kind for a in t.ctl.state.record if a.kind in ("stand", "exchange")] == ["stand"]


def test_a_whole_kalookie_hand_through_the_screen_with_the_joker_asked(app):
    """Issue 11: a Kalookie hand played by posted clicks, keys and a drag: the player draws and lays
    every card at once; the joker at the run's end could be the ten or the ace, so the screen asks
    (K-3), the player clicks an answer, drags the last card to the pile and wins with a kalookie."""
    from game.ui.end_scene import EndScene
    from uihelpers import click, drag
    mine = "JK JS QS KS 5H 5D 5C 7C 8C 9C 2D 3D 4D"
    t = table_with(app, [mine, "2S 3H 6S 9H TH 4C AH 6D 8D TD QH QD KC"], "9S.1 8H 6C 3S.1",
                   "3C", dealer=1, game="kalookie")
    st = t.ctl.state
    assert st.current == 0 and st.phase == "start"
    click(app, t.layout.stock.center)                          # draw 9S.1
    assert st.phase == "play" and len(st.hands[0]) == 14
    for text in mine.split():
        c = Card.parse(text)
        click(app, t.pos[c].center)
    assert set(t.hand.selection()) == {Card.parse(x) for x in mine.split()}
    key(app, pygame.K_m)
    assert t.popup is not None and st.melds == []              # asked: what does the joker stand for?
    labels = " / ".join(t.popup.labels)
    assert "10♠" in labels and "A♠" in labels, labels
    surf = pygame.Surface(app.size)
    t.draw(surf)                                                # the dialog is drawn: its rows can be clicked
    row = next(i for i, text in enumerate(t.popup.labels) if "10♠" in text)   # the ten, not the ace
    click(app, t.popup.rects[row].center)
    assert t.popup is None and len(st.melds) == 4
    run = next(m for m in st.melds if any(c.is_joker for c in m.cards))
    assert run.jokers == {Card.parse("JK"): "TS"} and run.cards[0].is_joker      # T♠ J♠ Q♠ K♠, as said
    drag(app, t.pos[Card.parse("9S.1")].center, t.layout.discard.center)
    for _ in range(20):
        if isinstance(app.stack.top, EndScene):
            break
        step(app, 1, dt=0.5)
    assert st.over and st.result.winners == (0,) and st.result.reason == "kalookie"
    assert isinstance(app.stack.top, EndScene)


import pytest  # noqa: E402


@pytest.mark.parametrize("version, word", [("british", "British"), ("north_american", "North American"),
                                           ("swedish", "Swedish"), ("scarne", "Scarne")])
def test_the_header_says_which_kalookie_is_played(app, version, word, monkeypatch):
    """The issue-25 play-through: the header never said British or North American."""
    from game.ui import i18n
    from game.ui.table import draw as table_draw, sidebar as table_sidebar
    shown: list[str] = []
    real = table_draw.fit
    for module in (table_draw, table_sidebar):
        monkeypatch.setattr(module, "fit", lambda text, *a, **k: (shown.append(text), real(text, *a, **k))[1])
    for language in ("en", "ko"):
        i18n.set_language(language)
        try:
            extra = " AC 2C" if version in ("scarne", "north_american") else ""   # these deal 15 to two
            t = table_with(app, ["AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS" + extra,
                                 "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH" + extra.replace("C", "C.1")],
                           "AD 2D 3D", "4D", dealer=1, game="kalookie", options={"version": version})
            shown.clear()
            t.draw(pygame.Surface(app.size))
            assert any(s.startswith(i18n._("Kalookie")) and f"({i18n._(word)})" in s for s in shown), shown[:6]
            app.stack.pop()
        finally:
            i18n.set_language("en")


@pytest.mark.parametrize("extra,into", [({"opened": [0], "played": True}, False),      # opened: kept (K-7)
                                        ({"opened": [], "played": True}, True),        # to open with it
                                        ({"opened": [], "played": False}, False)])     # the first play: freely
def test_k7_the_panel_says_the_discard_goes_into_a_meld_only_for_a_player_yet_to_open(app, extra, into):
    """The Kalookie re-check (R14): after the opening the panel still said "take the discard into a meld"."""
    from game.ui.table import affordances as aff
    t = table_at(app, "kalookie 2 dealer=1 current=0 phase=start | hands 9H 9D KD QD JD 2C 5S 8D 3H 4C / "
                      "TD JC QS 8H 3S 4H AD 2S 6S 7S | stock 9S 5H 6S.1 6C 7D | discard 9C | more "
                      + json.dumps({"extra": extra}))
    __, __p, may = aff.status_lines(view=t.view, names=t.names, human=0, timer=None, now=0.0, thinking=None,
                                    points=t.points, claim_word=t.claim_word, table=t.game_table)
    assert ("take the discard into a meld" in may) is into and "take the discard" in may, may


def test_a_seats_last_move_takes_one_line_a_size_smaller_before_it_takes_two(app, monkeypatch):
    """The Kalookie re-check (R14): "announces 3 cards left" wrapped to two lines over the backs it counts."""
    from game.ui.table import draw
    from game.ui.text import text_width
    t = table_at(app, "kalookie 2 dealer=1 current=0 phase=start | hands 9H 9D KD / TD JC QS | stock 9S 5H | "
                      "discard 9C")
    size = t.layout.small
    words = "announces 3 cards left"
    width = (text_width(words, size) + text_width(words, size - 2)) // 2      # too wide whole, fits smaller
    shown = spy_blit(monkeypatch, draw)
    t.drawer.seat_label(app.screen, pygame.Rect(0, 0, width + 10, 120), words)
    assert shown == [words]


def test_the_count_toward_the_opening_and_why_the_turn_cannot_end_both_show_after_a_take(app, monkeypatch):
    """The Kalookie re-check (R14): after taking the discard before opening, the red "make your initial meld
    of 40" and the gold "57 of 40" did not both fit above the buttons, and one was left out. The one with no
    room there goes under the moment's buttons."""
    from game.ui.table import sidebar
    t = table_at(app, "kalookie 2 dealer=1 current=0 phase=start | hands 9H 9D KD QD JD 2C 5S 8D 3H 4C 6S 7H 2S / "
                      "TD JC QS 8H 3S 4H AD 2S.1 6S.1 7S TS 5H 4D | stock 9S 5H.1 6C 7D | discard 9C | more "
                      + json.dumps({"extra": {"played": True}}))
    key(app, pygame.K_t)
    shown = spy_blit(monkeypatch, sidebar)
    step(app)
    said = " ".join(shown)
    assert "count 57 of 40" in said and "make your initial meld of 40" in said, shown
