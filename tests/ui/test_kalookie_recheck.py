"""Kalookie re-checked by a newcomer through the window (27 Nov): the panel names the opening, a joker
won back is marked in the game's words, the hint to win one back says what to do, and the Scarne
panel counts cards, not points."""
from __future__ import annotations

import json

import pygame

from game.engine import Card
from game.ui.table import affordances as aff
from uihelpers import key, step, table_at, table_with

HANDS = ["QH QC QS 5D 6D 7D 8D 2C 9S 3H 4S JC KC",
         "2D 3D.1 4H 5C 6H 7H 8S 9C TD JH QD KD AD"]


def _may(t):
    return aff.status_lines(view=t.view, names=t.names, human=0, timer=None, now=0.0, thinking=None,
                            points=t.points, claim_word=t.claim_word, table=t.game_table)[2]


def _at(app, text):
    return table_at(app, text)          # the game, players and dealer read from the position's head


def test_the_panel_names_the_opening_when_the_hand_can_open(app):
    """The panel said only "You may discard" while Meld was lit for a hand that could open (hands 2, N
    and K of the re-check): a newcomer was not told the opening was there to make."""
    t = table_with(app, HANDS, "9H 4D 5S", "TC", dealer=1, game="kalookie")
    key(app, pygame.K_d)
    assert any(a.kind == "open" for a in t.legal)
    may = _may(t)
    assert "open" in may and "(M)" in may and "discard" in may


def test_after_taking_the_discard_before_opening_the_panel_says_to_open_not_house_rummy_words(app):
    """K-7: having taken the discard, only the opening may follow; the panel read "You may make every
    play whole, or take your moves back", House Rummy's words (hand 1 of the re-check)."""
    t = table_with(app, HANDS, "9H 4D 5S", "9D", dealer=1, game="kalookie")
    t.ctl.state.data.played = True            # past the first play: the take binds the player to open
    step(app, 1)
    key(app, pygame.K_t)
    assert t.ctl.state.phase == "play" and {a.kind for a in t.legal} <= {"open", "undo"}
    may = _may(t)
    assert "whole" not in may and "open" in may


JOKER_BACK = ("kalookie 2 dealer=1 current=0 phase=play | hands 6D 9D JD 2C 3S 8H / TD JC QS 8C 3H 4H AD 2S 6S "
              "| stock 7H 5C 3D 6C 7D | discard QS.1 | table #0 1 run 4D 5D JK.1 jokers=JK.1:6D; #1 0 set KH KS KC | "
              f"more {json.dumps({'extra': {'opened': [0, 1], 'played': True}})}")


def _words_drawn(t, monkeypatch):
    from game.ui.table import draw
    said = []
    real = draw.blit

    def spy(surf, text, *a, **k):
        said.append(text)
        return real(surf, text, *a, **k)
    monkeypatch.setattr(draw, "blit", spy)
    t.draw(pygame.Surface(t.app.size))
    return said


def test_a_joker_won_back_is_marked_in_kalookies_words_not_house_rummys_hot(app, monkeypatch):
    """K-6: the joker won back must go straight into a meld; over it the hand said "hot", a House Rummy
    word no Kalookie lesson or rule uses (hand 1 of the re-check)."""
    t = _at(app, JOKER_BACK)
    swap = next(a for a in t.legal if a.kind == "swap")
    t.ctl.state.apply(swap)
    step(app, 1)
    assert dict(t.view.taken).get(Card.parse("JK.1")) == "hot"
    said = _words_drawn(t, monkeypatch)
    assert "hot" not in said and "lay it now" in said


def test_the_hint_to_win_a_joker_back_says_where_and_that_the_joker_goes_into_a_meld(app):
    """The hint read "You win back a joker with 10♠", the log's line, as if it had happened (hand 1)."""
    import random
    from ai.coach import explain
    t = _at(app, JOKER_BACK)
    swap = next(a for a in t.legal if a.kind == "swap")
    said = explain(t.view, swap, random.Random(0)).reason
    assert said.startswith("Win back the joker") and "6♦" in said and "4♦ 5♦" in said and "meld" in said


def test_the_new_words_are_said_in_korean(app):
    import random
    from ai.coach import explain
    from game.ui.engine_text import engine_text
    from game.ui.i18n import _, set_language
    t = _at(app, JOKER_BACK)
    swap = next(a for a in t.legal if a.kind == "swap")
    said = explain(t.view, swap, random.Random(0)).reason
    set_language("ko")
    try:
        ko = engine_text(said)
        assert "조커 되찾기" in ko and "6♦" in ko and "Win" not in ko and "Joker" not in ko
        assert _("lay it now") == "바로 내기"
        assert _("open: select your melds and drag them to the table together (M)").startswith("첫 등록")
    finally:
        set_language("en")


SCARNE = ("kalookie 2 dealer=1 current=0 phase=start | hands 5S 7S 8S JS 6H 6H.1 AC 3C 6C 6D 8D TD JD KD JK / "
          "TD.1 JC QS 8C 3H 4H AD 2S 6S 7S.1 9S TS 2C KS QD | stock 7H 5C 3D 6C.1 7D | discard 9H | "
          'options {"version": "scarne"}')


def test_K15_scarnes_panel_counts_the_cards_to_pay_not_points(app, monkeypatch):
    """Scarne's game pays by the card, a joker two: the panel said "Points in hand: 16" for fifteen
    cards, beside "the melds in your hand count 58 of 51" in card points (the re-check's Scarne hand)."""
    from game.ui.table import sidebar
    t = _at(app, SCARNE)
    assert t.points["hand"] == 16
    said = []
    real = sidebar.blit
    monkeypatch.setattr(sidebar, "blit", lambda surf, text, *a, **k: (said.append(text), real(surf, text, *a, **k))[1])
    t.draw(pygame.Surface(t.app.size))
    assert "Cards to pay: 16 (a joker counts two)" in said and not any(s.startswith("Points in hand") for s in said)


def test_the_british_panel_still_counts_points_in_hand(app):
    t = table_with(app, HANDS, "9H 4D 5S", "TC", dealer=1, game="kalookie")
    assert t.game_table.points_label(t.seat_table) == "Points in hand: {points}"


def test_the_kalookie_rules_screen_lists_kalookies_keys_not_battle_hoolas(app):
    """The rules screen's Kalookie page listed "slap ... during a claim window", "K B L G: knock, blast,
    big luck, group sevens" and "O I: drop out / play (six or seven players)", none of which Kalookie
    has (the re-check's rules screen); Battle Hoola's page keeps them."""
    from game.ui.rules_scene import RulesScene
    kal, hoola = RulesScene(app, "kalookie").text(), RulesScene(app, "hoola").text()
    for word in ("slap", "knock, blast", "drop out"):
        assert word not in kal and word in hoola
    assert "click it to take the top discard" in kal
    assert "swap a card for the up-card" in kal and "swap a card for the up-card" not in hoola


def test_the_tables_key_help_is_the_games_own_too(app, monkeypatch):
    from game.ui.table import draw
    t = table_with(app, HANDS, "9H 4D 5S", "TC", dealer=1, game="kalookie")
    said = []
    real = draw.blit
    monkeypatch.setattr(draw, "blit", lambda surf, text, *a, **k: (said.append(text), real(surf, text, *a, **k))[1])
    t.drawer.help(pygame.Surface(t.app.size))
    assert "K B L G" not in said and "O I" not in said and "N E" in said


def test_one_selected_card_is_not_counted_as_an_opening(app):
    """The hint selects the card it would discard; the panel then read "the selected cards count 0 of
    40 (the melds in your hand: 21)" on every turn before the opening, as if a meld were being made."""
    t = table_with(app, HANDS, "9H 4D 5S", "TC", dealer=1, game="kalookie")
    key(app, pygame.K_d)
    note = lambda sel: t.game_table.selection_note(t.seat_table, 0, [Card.parse(c) for c in sel])
    assert note(["2C"]) == note([]) == "Initial meld: the melds in your hand count 56 of 40"
    assert note(["QH", "QC", "QS"]).startswith("Initial meld: the selected cards count 30 of 40")


def test_k_14_the_north_american_end_screen_calls_its_column_points_not_cards():
    """R11: the North American end screen's column "Cards left count" held points (3 for one 3♣, 10 for two
    cards), read as a number of cards."""
    from game.engine import get_ruleset
    rs = get_ruleset("kalookie")
    cols = dict(rs.columns(rs.Options(version="north_american")))
    assert cols["points"] == "Points left in hand"
