"""Issue 16 at the table: a hint is the Expert's legal move, lit, with its reason in words; hands played
with hints or take-backs count apart in the statistics; Take back works only when the setting is on."""
from __future__ import annotations

import pygame

from bots_for_tests import ScriptBot
from game.engine import Action
from uihelpers import key, step, table_with

HANDS = ["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"]


def _table(app):
    return table_with(app, HANDS, "QH 3C 4C 5C 6C", "6D", dealer=0, bots={1: ScriptBot()})


def test_a_hint_is_a_legal_move_with_its_reason_and_never_played(app):
    t = _table(app)
    record = len(t.ctl.state.record)
    key(app, pygame.K_SLASH)
    hinted = t.current_hint()
    assert hinted is not None and hinted in t.ctl.state.legal_actions(0)
    assert len(t.ctl.state.record) == record                        # a hint decides nothing
    assert t.anim.toast and t.anim.toast[0].startswith("Hint: ")
    assert any(ch.isdigit() for ch in t.anim.toast[0])          # its reason names numbers
    assert "hints" in t.session.assisted


def test_hands_with_hints_are_counted_apart(app):
    t = _table(app)
    key(app, pygame.K_SLASH)
    st = t.ctl.state
    st.apply(Action.parse("0 draw_stock"))
    st.apply(Action.parse("0 meld 7H 8H 9H"))
    st.apply(Action.parse("0 meld 7S"))
    while not st.over:                                           # play it out: the player's cards go down
        legal = st.legal_actions(st.acting_seats[0])
        st.apply(sorted(legal, key=str)[0])
    t.session.book_hand()
    levels = t.session.storage.stats().lines["hoola"]
    assert any(level.endswith(" with hints") for level in levels)
    assert not t.session.assisted
    kept = t.session.storage.recent_hands()                     # kept for the review from the statistics
    assert len(kept) == 1 and kept[0]["record"]["actions"] == [str(a) for a in st.record]


def test_take_back_only_with_the_setting_on(app):
    t = _table(app)
    key(app, pygame.K_d)
    for c in ("7H", "8H", "9H"):
        t.hand.toggle(next(x for x in t.ctl.state.hands[0] if str(x) == c))
    key(app, pygame.K_m)
    assert len(t.ctl.state.melds) == 1
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)                   # off: said, nothing taken back
    assert len(t.ctl.state.melds) == 1 and "Settings" in t.anim.toast[0]
    app.settings = app.settings.replace(undo=True)
    t._refresh()
    assert any(spec.tag == "undo" for spec in t.button_specs)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert t.ctl.state.melds == [] and t.ctl.state.phase == "play"     # back to just after the draw
    assert "undo" in t.session.assisted
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)                  # the drawn card is not taken back
    assert t.ctl.state.phase == "play" and len(t.ctl.state.hands[0]) == 8
    step(app, 1)


def test_help_used_in_a_hand_survives_continue(app):
    """A hint taken before quitting still books the hand apart after Continue (a bad value is ignored)."""
    from game.ui.hooks import SavedMatch
    from game.controller.session import Session
    t = _table(app)
    key(app, pygame.K_SLASH)
    session = t.session
    saved = SavedMatch(session.match, session.seats(), session.extra())
    again = Session.from_save(saved, app.settings, app.storage)
    assert again.assisted == {"hints"}
    broken = SavedMatch(session.match, session.seats(), dict(session.extra(), assisted="lots"))
    assert Session.from_save(broken, app.settings, app.storage).assisted == set()


def test_a_hint_is_thought_over_frames_and_gives_the_same_move(app, monkeypatch):
    """Issue 15/16: a hint's search is stepped a slice a frame, so the window never waits on it; the move
    shown is the one the whole search gives at once, from the same seed.  (Kalookie's Expert weighs a
    discard a candidate a step: a hand that cannot open yet, so the hint is a discard.)"""
    import game.ui.table.hinting as table_input
    from ai.coach import hint
    monkeypatch.setattr(table_input, "HINT_SLICE_S", 0.0)        # one play-out a frame: many frames
    t = table_with(app, ["5S 5H 9D 9C 7C 2D 3D 7D TH JS QC KH AC", "2S 3H 6S 9H TH.1 4C AH 6D 8D TD QH QD KC"],
                   "9S.1 8H 6C 3S.1 4H 6H", "3C", dealer=1, game="kalookie")
    key(app, pygame.K_d)
    view, legal, record = t.view, list(t.ctl.state.legal_actions(0)), len(t.ctl.state.record)
    key(app, pygame.K_SLASH)
    assert t.current_hint() is None and t.hinting is not None     # thinking, the window going on
    assert t.animating(app.now())      # a frame every tick while it thinks, the mouse still (issue 25)
    assert "hint" in t.anim.toast[0].lower()
    frames = 1
    while t.hinting is not None and frames < 5000:
        step(app, 1)
        frames += 1
    assert frames > 3 and t.current_hint() is not None
    assert t.current_hint() == hint(view, legal, seed=record).action
    assert len(t.ctl.state.record) == record                          # a hint decides nothing


def test_a_hint_asked_for_is_dropped_when_the_position_moves_on(app, monkeypatch):
    import game.ui.table.hinting as table_input
    monkeypatch.setattr(table_input, "HINT_SLICE_S", 0.0)
    t = table_with(app, ["5S 5H 9D 9C 7C 2D 3D 7D TH JS QC KH AC", "2S 3H 6S 9H TH.1 4C AH 6D 8D TD QH QD KC"],
                   "9S.1 8H 6C 3S.1 4H 6H", "3C", dealer=1, game="kalookie")
    key(app, pygame.K_d)
    key(app, pygame.K_SLASH)
    assert t.hinting is not None
    t.ctl.state.apply(Action.parse("0 discard TH"))                   # the player moved on before it came
    step(app, 2)
    assert t.hinting is None and t.current_hint() is None


def test_a_hints_line_stays_while_its_position_does_and_goes_when_it_moves_on(app):
    """The newcomer play-test: a hint's line was gone in four seconds, before the cards it named were
    found.  It stays while the position it was given for lasts, and leaves with it."""
    t = _table(app)
    key(app, pygame.K_SLASH)
    said = t.anim.toast[0]
    assert said.startswith("Hint: ")
    step(app, 30, dt=1.0)                                            # half a minute of reading
    assert t.anim.toast is not None and t.anim.toast[0] == said
    t.ctl.state.apply(Action.parse("0 draw_stock"))                   # the position moves on
    step(app, 1)
    assert t.anim.toast is None and t.current_hint() is None
