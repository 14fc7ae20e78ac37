"""Issue 13: the table speaks the game's words — a claim that skips your turn says so, each player's
last move shows by their name, and refusals name cards as the log does (3♠ 10♠, not 3S TS)."""
from __future__ import annotations

import pytest

import pygame

from bots_for_tests import ScriptBot
from game.ui.persons import readable
from uihelpers import key, step, table_with

# seat 3 deals and plays first, discarding 5H; the human (0) is next in turn; seat 1 claims it fast
HANDS = ["3D 4C 2D 8S JD QS 9D",
         "6H 7H 2C 8C JH 4S TD",
         "KS QD 9C 2S 8D JC AH",
         "5H AS 3C 6D 9S TC QH"]


def test_a_claim_that_skips_your_turn_says_so_and_last_moves_show_by_name(app):
    bots = {1: ScriptBot(reaction=0.1), 2: ScriptBot(), 3: ScriptBot(discard="5H")}
    t = table_with(app, HANDS, "TS AD 2H 3H 4H 5D", "KC", dealer=3, bots=bots)
    step(app, 3, dt=0.3)
    assert any(str(a) == "1 claim 5H 6H 7H" for a in t.ctl.state.record)
    name = t.names[1]
    assert any(text == f"{name}'s claim skipped your turn" for text, _ in t.log)
    assert "discard" in t.last_action[3] and "5♥" in t.last_action[3]


def test_refusals_name_cards_with_suit_symbols_and_say_what_a_meld_is(app):
    t = table_with(app, HANDS, "TS AD 2H 3H 4H 5D", "KC", dealer=0, bots={1: ScriptBot(), 2: ScriptBot(),
                                                                            3: ScriptBot()})
    key(app, pygame.K_d)
    for card in t.ctl.state.hands[0][:2]:
        t.hand.toggle(card)
    key(app, pygame.K_m)
    toast = t.anim.toast[0]
    assert "is not a meld: a set is three or four cards of one rank" in toast
    assert "S " not in toast.split(":")[0] and any(s in toast for s in "♠♥♦♣")


def test_readable_turns_card_codes_into_what_players_read():
    assert readable("3S TS is not a meld") == "3♠ 10♠ is not a meld"
    assert readable("JK and 7H.1 not in hand") == "Joker and 7♥ not in hand"
    assert readable("the stock is empty") == "the stock is empty"


def test_slapping_is_explained_once_the_first_time_the_player_may_slap(app):
    from uihelpers import table_with as _t
    hands = ["3H 4H 2D 8S JD QS 9D", "6H 7H 2C 8C JH 4S TD", "5H KS QD 9C 2S 8D JC", "AS 3C 6D 9S TC QH KD"]
    app.settings = app.settings.replace(slap_tip=True)
    t = _t(app, hands, "TS AD 2H 3D 4D 5D", "KC", dealer=2, bots={1: ScriptBot(reaction=5.0),
                                                                   2: ScriptBot(discard="5H"), 3: ScriptBot()})
    step(app, 2)
    assert t.ctl.timer is not None and t.ctl.timer.human_may
    assert "press Space before the others" in t.anim.toast[0]
    assert app.settings.slap_tip is False                       # once: remembered in the settings


def test_training_makes_easy_and_medium_slap_more_slowly(app):
    from ai.registry import make_bot
    from game.controller.thinking import TRAINING_FACTOR
    t = table_with(app, HANDS, "TS AD 2H 3H 4H 5D", "KC", dealer=0, bots={1: ScriptBot(), 2: ScriptBot(),
                                                                            3: ScriptBot()})
    medium, hard = make_bot("medium", 3), make_bot("hard", 3)
    app.settings = app.settings.replace(training=False)
    m0, h0 = t.ctl._delay(make_bot("medium", 3), "reaction_delay"), t.ctl._delay(make_bot("hard", 3), "reaction_delay")
    app.settings = app.settings.replace(training=True)
    m1, h1 = t.ctl._delay(medium, "reaction_delay"), t.ctl._delay(hard, "reaction_delay")
    assert m1 == m0 * TRAINING_FACTOR and h1 == h0              # Hard and the Expert stay sharp


def _tip_window(app, reaction: float):
    """A first claim window with the tip on: seat 2 discards the 5♥ the player (3♥ 4♥) and seat 1 (6♥ 7♥,
    claiming after ``reaction`` seconds) could both use; the table scene and its open window."""
    from uihelpers import table_with as _t
    hands = ["3H 4H 2D 8S JD QS 9D", "6H 7H 2C 8C JH 4S TD", "5H KS QD 9C 2S 8D JC", "AS 3C 6D 9S TC QH KD"]
    app.settings = app.settings.replace(slap_tip=True)
    t = _t(app, hands, "TS AD 2H 3D 4D 5D", "KC", dealer=2, bots={1: ScriptBot(reaction=reaction),
                                                                   2: ScriptBot(discard="5H"), 3: ScriptBot()})
    step(app, 2)
    timer = t.ctl.timer
    assert timer is not None and timer.human_may
    return t, timer


def test_the_window_the_slap_tip_is_read_in_stays_open_longer_for_the_player(app):
    """s17-evening: reading the first-time tip ran the claim window out (a K♥ lost). The one window the tip
    is shown in stays open TIP_READ_S longer; the next window keeps its length."""
    from game.ui.table.scene import TIP_READ_S
    t, timer = _tip_window(app, 5.0)
    assert timer.deadline - timer.opened == pytest.approx(app.settings.claim_window + TIP_READ_S)
    t.ctl.extend_window(0.0)                                           # nothing to add: nothing changes
    assert timer.deadline - timer.opened == pytest.approx(app.settings.claim_window + TIP_READ_S)


def test_the_bots_wait_too_while_the_slap_tip_is_read(app):
    """s17-recheck: with only the deadline held, Alice still slapped the K♣ 1.2 s in, while the tip was
    being read. The table waits as a whole: a bot that wants the card claims TIP_READ_S later."""
    from game.ui.table.scene import TIP_READ_S
    t, timer = _tip_window(app, 1.0)
    races = [i for i in t.ctl._items if i.kind == "race" and i.seat == 1]
    assert races and all(i.due >= timer.opened + 1.0 + TIP_READ_S - 1e-6 for i in races), \
        [(i.due, timer.opened) for i in races]


def _luminance(rgb) -> float:
    def lin(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_melds_appear_here_can_be_read_on_the_felt(app, monkeypatch):
    """On an empty table "Melds appear here" was drawn in the felt's own line colour: almost invisible (s18-recheck).
    It now stands out from the felt at 3:1 at least, the contrast asked of large text."""
    from game.ui import theme
    from game.ui.table import draw
    from uihelpers import table_at
    t = table_at(app, "hoola 2 dealer=1 current=0 phase=start | hands 2S 3D 4C AH 2H 3C 5S / 9S 9D 9C KD QH JS 8H"
                 " | stock 6H 7H 8D 9H TS | discard 4D")
    drawn: list[tuple[str, tuple]] = []
    real = draw.blit

    def spy(surface, text, size, colour, *a, **k):
        drawn.append((str(text), colour))
        return real(surface, text, size, colour, *a, **k)
    monkeypatch.setattr(draw, "blit", spy)
    t.draw(pygame.display.get_surface())
    colour = next(c for text, c in drawn if text == "Melds appear here")
    hi, lo = sorted((_luminance(colour), _luminance(theme.FELT)), reverse=True)
    assert (hi + 0.05) / (lo + 0.05) >= 3.0


def test_a_long_hint_stands_beside_the_plays_where_its_line_has_room():
    """s18-recheck: a hint of two or three lines, growing up from the hand, covered the foot of a box in the
    second row (the cards it spoke of). It moves sideways, at its height, to where it covers no play."""
    from game.ui.table.room import slid_clear
    room = pygame.Rect(0, 0, 1000, 800)
    play = pygame.Rect(300, 400, 300, 130)                         # a second-row play, its foot at 530
    toast = pygame.Rect(0, 0, 380, 70)
    toast.midbottom = (500, 590)                                   # over the hand, centred: covers the foot
    assert toast.colliderect(play)
    moved = slid_clear(toast, room, [play], 10)
    assert not moved.colliderect(play) and moved.y == toast.y and room.contains(moved)
    assert abs(moved.centerx - 500) <= 360                         # the nearer side
    everywhere = [pygame.Rect(0, 500, 1000, 40)]
    assert slid_clear(toast, room, everywhere, 10) == toast       # nowhere free: it stays
