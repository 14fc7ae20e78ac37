"""The slap race through the screen, on the fake clock: won against a slow bot, lost to a fast one."""
from __future__ import annotations

import pygame

from bots_for_tests import ScriptBot
from uihelpers import click, key, step, table_with

# seat 2 deals and plays first, discarding 5H; seat 3 is next in turn; the human (0) and seat 1 may claim
HANDS = ["3H 4H 2D 8S JD QS 9D",      # seat 0: the human, 3H 4H + 5H
         "6H 7H 2C 8C JH 4S TD",      # seat 1: a bot, 5H + 6H 7H
         "5H KS QD 9C 2S 8D JC",      # seat 2: dealer, discards 5H
         "AS 3C 6D 9S TC QH KD"]      # seat 3


def race(app, reaction):
    bots = {1: ScriptBot(reaction=reaction), 2: ScriptBot(discard="5H"), 3: ScriptBot()}
    t = table_with(app, HANDS, "TS AD 2H 3D 4D 5D", "KC", dealer=2, bots=bots)
    step(app, 2)
    assert t.ctl.timer is not None and t.ctl.timer.human_may
    return t


def test_slap_won_with_space_against_a_slow_bot(app):
    t = race(app, reaction=1.0)
    app.clock.advance(0.3)
    key(app, pygame.K_SPACE)
    st = t.ctl.state
    assert any(str(a) == "0 claim 3H 4H 5H" for a in st.record)
    assert st.current == 0 and st.phase == "play"
    step(app, 3, dt=0.5)
    assert any("slapped too late" in text for text, _ in t.log)


def test_slap_lost_by_click_to_a_fast_bot(app):
    t = race(app, reaction=0.1)
    app.clock.advance(0.5)
    click(app, t.layout.discard.center)
    st = t.ctl.state
    assert any(str(a) == "1 claim 5H 6H 7H" for a in st.record)
    assert not any(a.kind == "claim" and a.seat == 0 for a in st.record)
    assert any("too slow" in text.lower() for text, _ in t.log)


def test_claim_window_ring_drawn_and_closes(app):
    t = race(app, reaction=5.0)
    surf = pygame.Surface(app.size)
    app.stack.draw(surf)
    assert t.animating(app.now())
    first = t.ctl.timer.card
    step(app, 4, dt=0.5)
    assert t.ctl.timer is None or t.ctl.timer.card != first
    assert not any(a.kind == "claim" for a in t.ctl.state.record)


def test_priority_claim_with_the_claim_key(app):
    bots = {1: ScriptBot(reaction=0.1), 2: ScriptBot(discard="5H"), 3: ScriptBot()}
    t = table_with(app, HANDS, "TS AD 2H 3D 4D 5D", "KC", dealer=2, bots=bots, options={"claims": "priority"})
    step(app, 2, dt=0.3)          # the bot (later in turn order) has claimed; the engine waits for the player
    assert t.ctl.timer is not None and t.ctl.timer.mode == "priority"
    labels = [b.tag for b in t.button_specs]
    assert "slap" in labels and "pass" in labels
    key(app, pygame.K_c)
    assert any(str(a) == "0 claim 3H 4H 5H" for a in t.ctl.state.record)
    step(app, 3, dt=0.3)          # the seat in turn is asked too (C-5); its pass settles the window
    assert t.ctl.state.current == 0


def test_space_with_nothing_to_slap_is_no_slap_lost_to_an_old_claim(app):
    """The Korean play-through (2026-11-27): in my own turn, long after my slap of the K♦, Space said
    "Too slow!" and the statistics booked a slap lost: the hand's last claim was taken for a race just
    lost. With no discard to use, Space says so and books nothing."""
    t = race(app, reaction=1.0)
    app.clock.advance(0.3)
    key(app, pygame.K_SPACE)                              # the slap is won: 3H 4H 5H, and the turn is mine
    st = t.ctl.state
    assert st.current == 0 and st.phase == "play" and t.session.slaps == (1, 0)
    key(app, pygame.K_SPACE)                              # nothing on offer now
    assert t.session.slaps == (1, 0)
    assert not any("too slow" in text.lower() for text, _ in t.log)
    assert any("cannot use this discard" in text.lower() for text, _ in t.log)
