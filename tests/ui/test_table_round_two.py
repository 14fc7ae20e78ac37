"""Issue 26 at the table, through posted events: a key means one thing (item 5), take-backs are logged
and the buttons keep their places (item 9), a new hand starts clean (item 10), the slap prompt waits for
the card (item 11)."""
from __future__ import annotations

import pygame

from bots_for_tests import ScriptBot
from game.ui import theme
from uihelpers import click, key, step, table_with

HANDS = ["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"]


def _table(app):
    return table_with(app, HANDS, "QH 3C 4C 5C 6C", "6D", dealer=0, bots={1: ScriptBot()})


def _select(t, *faces):
    for c in faces:
        t.hand.toggle(next(x for x in t.ctl.state.hands[0] if str(x) == c))


# ---------------------------------------------------------------------------------------------- item 5
def test_o_in_a_four_player_hoola_does_nothing(app):
    """O belongs to the drop-out of six or seven players: at a four-player table it says nothing, logs
    nothing and changes nothing (it said "It is not your turn to choose whether to play this hand")."""
    t = table_with(app, SLAP_HANDS, "TS AD 2H 3D 4D 5D", "KC", dealer=3, bots={s: ScriptBot() for s in (1, 2, 3)})
    logged, record = t.logged, len(t.ctl.state.record)
    for k in (pygame.K_o, pygame.K_i):
        key(app, k)
    assert t.anim.toast is None
    assert t.logged == logged and len(t.ctl.state.record) == record
    assert not any("choose whether to play" in text for text, __ in t.log)


def test_o_keeps_its_meaning_in_the_drop_out(app):
    """Six players: in the drop-out O is the player's choice to sit out (H-2's drop-out, the one meaning)."""
    from game.engine import Match
    from game.ui.session import GameConfig, Session
    from game.ui.table.scene import TableScene
    match = Match("hoola", players=6, seed=4, max_hands=1, dealer=5)      # seat 0 is asked first
    session = Session(GameConfig(game="hoola", players=6, seed=4, max_hands=1), app.settings, storage=app.storage,
                      match=match)
    t = TableScene(app, session)
    app.push(t)
    step(app, 1)
    assert t.ctl.state.phase == "dropout" and any(a.kind == "drop_out" for a in t.ctl.state.legal_actions(0))
    key(app, pygame.K_o)
    assert any(a.kind == "drop_out" and a.seat == 0 for a in t.ctl.state.record)


def test_a_refusal_is_not_brought_back_by_continue(app):
    """A refusal is of its moment: shown and logged, but not kept in the log that Continue restores."""
    t = _table(app)
    key(app, pygame.K_x)                       # nothing selected: refused
    assert t.anim.toast is not None and any(c == theme.BAD for __, c in t.log)
    t._refresh()
    said = t.anim.toast[0]
    assert said not in t.session.table_view["log"]
    assert any("hand 1" in line for line in t.session.table_view["log"])


# ---------------------------------------------------------------------------------------------- item 9
def _rects(t):
    return {spec.tag: tuple(r) for spec, r in t.drawer.button_rects}


def test_take_back_is_logged_and_the_buttons_keep_their_places(app):
    app.settings = app.settings.replace(undo=True)
    t = _table(app)
    key(app, pygame.K_d)
    app.stack.draw(app.screen)
    before = _rects(t)
    _select(t, "7H", "8H", "9H")
    key(app, pygame.K_m)
    app.stack.draw(app.screen)
    with_undo = _rects(t)
    assert any(spec.tag == "undo" and spec.enabled for spec, __ in t.drawer.button_rects)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    app.stack.draw(app.screen)
    after = _rects(t)
    assert t.ctl.state.melds == []
    assert "You take back the meld 7♥ 8♥ 9♥" in [text for text, __ in t.log]
    for tag in ("sort_suit", "sort_rank", "hint", "undo", "log", "discard", "meld"):
        assert before[tag] == with_undo[tag] == after[tag], tag
    # the click where Take back was now lands on the (dimmed) Take back slot, never on a sort
    click(app, pygame.Rect(after["undo"]).center)
    assert t.hand.sort_mode == "suit"


def test_adding_taken_back_is_said(app):
    app.settings = app.settings.replace(undo=True)
    t = _table(app)
    key(app, pygame.K_d)
    _select(t, "7H", "8H", "9H")
    key(app, pygame.K_m)
    _select(t, "7S")
    key(app, pygame.K_m)                       # the lone seven is its own meld in Hoola (H-4)
    assert len(t.ctl.state.melds) == 2
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert any(text.startswith("You take back the meld 7♠") for text, __ in t.log)


# ---------------------------------------------------------------------------------------------- item 10
def test_a_new_hand_starts_with_no_labels_of_the_last(app):
    from game.ui.session import GameConfig, Session
    from game.ui.table.scene import TableScene
    from game.ui.demo import play_out
    from game.engine import Match
    match = Match("hoola", players=4, seed=3, max_hands=3, dealer=1)     # the dealer plays first
    session = Session(GameConfig(game="hoola", players=4, seed=3, max_hands=3), app.settings, storage=app.storage,
                      match=match)
    t = TableScene(app, session)
    app.push(t)
    for __ in range(30):
        step(app, 1, dt=0.5)
        if t.last_action:
            break
    assert t.last_action                      # the seats' labels of this hand
    play_out(session)
    step(app, 3, dt=2.0)
    t.next_hand()
    assert t.last_action == {} and t.anim.toast is None and t.current_hint() is None
    app.stack.draw(app.screen)


# ---------------------------------------------------------------------------------------------- item 11
SLAP_HANDS = ["3H 4H 2D 8S JD QS 9D", "6H 7H 2C 8C JH 4S TD", "5H KS QD 9C 2S 8D JC", "AS 3C 6D 9S TC QH KD"]


def test_the_slap_prompt_waits_for_the_card_to_land(app):
    """With animation on, the window opens when the discard lands: no ring, no "Slap" button, no prompt
    while it flies; the deadline and the bots' answers move with it, so nobody gains on an unseen card."""
    app.settings = app.settings.replace(animation_speed=1.0)
    bots = {1: ScriptBot(reaction=0.2), 2: ScriptBot(discard="5H"), 3: ScriptBot()}
    t = table_with(app, SLAP_HANDS, "TS AD 2H 3D 4D 5D", "KC", dealer=2, bots=bots)
    for __ in range(40):
        step(app, 1, dt=0.02)
        if t.ctl.timer is not None and t.ctl.timer.human_may:
            break
    timer = t.ctl.timer
    now = app.now()
    assert timer is not None and timer.human_may
    flying = t.anim.hidden_cards(now)
    assert timer.card in flying                        # the 5♥ is still in the air
    assert timer.opened >= max(f.start + f.dur for f in t.anim.flights if f.card == timer.card) - 1e-9
    assert t.shown_timer(now) is None
    assert not any(spec.tag == "slap" for spec in t.button_specs)
    length = timer.deadline - timer.opened
    while t.ctl.timer is timer and app.now() < timer.opened:
        step(app, 1, dt=0.02)
    assert t.ctl.timer is timer, "the bot slapped before the card landed"
    assert timer.card not in t.anim.hidden_cards(app.now())
    assert t.shown_timer(app.now()) is timer and any(spec.tag == "slap" for spec in t.button_specs)
    assert abs((timer.deadline - timer.opened) - length) < 1e-9     # the whole window, once seen
    key(app, pygame.K_SPACE)
    assert any(str(a) == "0 claim 3H 4H 5H" for a in t.ctl.state.record)


# ---------------------------------------------------------------------------------------------- the face
def test_the_log_opens_with_tab_or_its_button_and_closes_with_a_click(app):
    """The panel keeps the last three moves; the whole log opens over the table and closes again."""
    t = _table(app)
    key(app, pygame.K_d)
    app.stack.draw(app.screen)
    assert not t.show_log
    key(app, pygame.K_TAB)
    assert t.show_log
    app.stack.draw(app.screen)
    click(app, t.log_box.center)
    assert not t.show_log and len(t.ctl.state.record) == 1        # the click did nothing else
    button = next(r for spec, r in t.drawer.button_rects if spec.tag == "log")
    click(app, button.center)
    assert t.show_log
    key(app, pygame.K_ESCAPE)                                 # Esc closes the log before the menu
    assert not t.show_log and app.stack.top is t


def test_the_hands_end_is_revealed_on_the_table_before_the_points(app):
    """The end of a hand: with animation on, the cards turn face up and the winner is named on the table
    first; a key goes on to the end-of-hand screen, whose points count up before the breakdown."""
    from game.ui.end_scene import EndScene
    from game.ui.table.reveal import headline
    app.settings = app.settings.replace(animation_speed=1.0)
    t = _table(app)
    st = t.ctl.state
    while not st.over:                                         # play the hand out
        legal = st.legal_actions(st.acting_seats[0])
        st.apply(sorted(legal, key=str)[0])
    for __ in range(10):
        step(app, 1, dt=0.2)
        if t.reveal_at is not None and app.now() >= t.reveal_at:
            break
    assert t.reveal_at is not None and not t.end_shown and app.now() >= t.reveal_at
    who, how = headline(t)
    assert who and how
    app.stack.draw(app.screen)
    key(app, pygame.K_SPACE)                                   # on to the points
    step(app, 2, dt=0.05)
    end = app.stack.top
    assert isinstance(end, EndScene) and end.counted() < 1.0 and end.animating(app.now())
    key(app, pygame.K_SPACE)                                   # a second Space stays on the points
    assert app.stack.top is end
    step(app, 10, dt=0.2)
    assert end.counted() == 1.0


def test_the_demand_is_answered_by_clicking_the_card(app):
    """R-4 (Epic): the card to demand is chosen by clicking the card itself, drawn on the table."""
    from game.ui.table.card_popup import CardChoicePopup
    from test_house_rummy_table import _c, _four
    t = _four(app, "KS KH 9S / KD 2C / 4C 5C / 7D 8D")
    key(app, pygame.K_q)
    key(app, pygame.K_1)                                  # from seat 1
    assert isinstance(t.popup, CardChoicePopup) and t.popup.single
    app.stack.draw(app.screen)
    row = next(i for i, cards in enumerate(t.popup.cards) if cards == [_c("KD")])
    click(app, t.popup.rects[row].center)
    assert str(t.ctl.state.record[0]) == "0 demand KD from=1"


def test_a_joker_choice_shows_each_way_as_cards_with_the_joker_marked(app):
    """K-3: each way to lay the jokers is its cards, each joker marked with what it stands for."""
    from game.ui.table.card_popup import CardChoicePopup
    from test_house_rummy_table import _c
    mine = "QH QC JK JK.1 7H 8H 2C 3D 5S 9C TD KS 4D"
    t = table_with(app, [mine, "2S 3H 6S 9H TH 4C AH 6D 8D 3S QD 5C KC"], "9S 8S 6C 3C", "AS", dealer=1,
                   game="kalookie")
    key(app, pygame.K_d)
    for x in "QH QC JK JK.1 7H 8H".split():
        t.hand.toggle(_c(x))
    key(app, pygame.K_m)
    popup = t.popup
    assert isinstance(popup, CardChoicePopup) and not popup.single and len(popup.cards) == 2
    assert all(sorted(st.values()) in (["9H", "QS"], ["6H", "QS"]) for st in popup.stands), popup.stands
    app.stack.draw(app.screen)
    click(app, popup.rects[1].center)
    assert t.popup is None and len(t.ctl.state.melds) == 2


def test_the_hands_end_headline_leaves_the_plays_in_view(app):
    """The newcomer play-test: the winner's headline sat in the middle of the table, over the plays that
    won. Where the middle is full of plays (House Rummy's four spaces) it moves to the nearest free room."""
    from game.ui.demo import demo_session, play_out
    from game.ui.table.room import table_things
    from game.ui.table.scene import TableScene
    app.settings = app.settings.replace(animation_speed=1.0)
    session = demo_session(app, "house-rummy", 4, 3, max_hands=1)
    play_out(session)
    t = TableScene(app, session)
    app.push(t)
    for __ in range(20):
        step(app, 1, dt=0.2)
        if t.reveal_at is not None and app.now() >= t.reveal_at + 0.5:
            break
    assert t.reveal_at is not None and not t.end_shown
    app.stack.draw(app.screen)
    box = t._headline_at[1]
    things = table_things(t)
    centred = box.copy()
    centred.center = t.layout.middle.center
    assert len(t.view.melds) >= 8 and centred.collidelist(things) >= 0     # the middle would hide plays
    assert box.collidelist(things) < 0 and t.layout.table.contains(box)


def test_a_key_as_the_points_count_up_shows_them_and_goes_no_further(app):
    """The Korean play-test never saw a hand's points: the cards turning over move on by themselves,
    and the Enter meant for them arrived on the end-of-hand screen and dealt the next hand."""
    from game.ui.end_scene import EndScene
    app.settings = app.settings.replace(animation_speed=1.0)
    t = _table(app)
    st = t.ctl.state
    while not st.over:
        legal = st.legal_actions(st.acting_seats[0])
        st.apply(sorted(legal, key=str)[0])
    for __ in range(40):                                       # the reveal moves on by itself
        step(app, 1, dt=0.2)
        if isinstance(app.stack.top, EndScene):
            break
    end = app.stack.top
    assert isinstance(end, EndScene) and end.counted() < 1.0
    key(app, pygame.K_RETURN)
    assert app.stack.top is end and end.counted() == 1.0          # shown whole, still there
    key(app, pygame.K_RETURN)
    assert app.stack.top is not end                               # the next one goes on


def test_the_hands_headline_leaves_the_winners_ringed_box_in_view():
    """s18-recheck: Battle Hoola's "Alice wins / Knock" covered the foot of Alice's box, the gold ring that
    shows whose plays won. The headline is placed clear of the winners' boxes, ring and all."""
    from types import SimpleNamespace

    import pygame

    from game.ui.table.reveal import _headline_place
    winners_box = pygame.Rect(300, 200, 400, 130)                  # its foot reaches into the middle
    layout = SimpleNamespace(table=pygame.Rect(0, 0, 1000, 800), pad=10, middle=pygame.Rect(0, 100, 1000, 600),
                             panels={}, stock=None, discard=None)
    placement = SimpleNamespace(groups=[(1, winners_box)], label_size=14)
    sc = SimpleNamespace(layout=layout, view=SimpleNamespace(melds=[]), meld_rect_of=lambda c: None,
                         seat_table=SimpleNamespace(result=SimpleNamespace(winners=[1])),
                         placed_melds=lambda: placement)
    box = pygame.Rect(0, 0, 400, 150)
    box.center = layout.middle.center                              # y 325..475: over the box's foot
    spot = _headline_place(sc, box)
    assert not spot.colliderect(winners_box.inflate(6, 6)), spot
    assert layout.table.contains(spot)
