"""Issue 25, House Rummy at the table: the "You may" line is never empty, in either language (random
positions of both games), and the header says Classic or Epic."""
from __future__ import annotations

import random

import pygame
import pytest

from game.engine import new_hand
from game.ui import i18n
from game.ui.game_table import table_for
from game.ui.table import affordances as aff

EMPTY = {"en": "You may .", "ko": ""}


def _lines(state, seat):
    view = state.view(seat)
    return aff.status_lines(view=view, names=["A", "B", "C", "D"][:state.players], human=seat, timer=None, now=0.0,
                            thinking=None, points={"hand": 0}, claim_word="", table=table_for("house-rummy"))


@pytest.mark.parametrize("variant", ["classic", "epic"])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_you_may_line_is_never_empty(language, variant):
    i18n.set_language(language)
    empty = i18n._("You may {things}.").format(things="")
    try:
        seen = 0
        for seed in range(6):
            rng = random.Random(seed)
            st = new_hand("house-rummy", players=2 + seed % 3, seed=seed, options={"variant": variant})
            for _ in range(150):
                if st.over:
                    break
                seat = st.current
                if st.phase in ("start", "play"):
                    __, ___, may = _lines(st, seat)
                    seen += 1
                    assert may.strip() and may.strip(" .") and may != empty[:1].upper() + empty[1:], (st.position(), may)
                legal = st.legal_actions(seat)
                if not legal:
                    break
                st.apply(rng.choice(legal))
        assert seen > 200
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("variant, word", [("classic", "Classic"), ("epic", "Epic")])
def test_the_header_says_classic_or_epic(app, variant, word, monkeypatch):
    from test_house_rummy_table import _table
    from game.ui.table import draw as table_draw, sidebar as table_sidebar
    shown: list[str] = []
    real = table_draw.fit
    for module in (table_draw, table_sidebar):      # the panel's header is drawn by the side panel's module
        monkeypatch.setattr(module, "fit", lambda text, *a, **k: (shown.append(text), real(text, *a, **k))[1])
    for language, title in (("en", "House Rummy"), ("ko", None)):
        i18n.set_language(language)
        try:
            t = _table(app, "4S 4D 9S / 2C 7S", variant=variant)
            shown.clear()
            t.draw(pygame.Surface(app.size))
            head = next((s for s in shown if "·" in s and i18n._(word) in s), shown)
            assert isinstance(head, str) and i18n._(word) in head, head
            assert head.startswith(f"{title} ({word}) · hand 1") if title else i18n._("House Rummy") in head
            app.stack.pop()
        finally:
            i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_rules_screen_names_full_out_as_the_log_does(language):
    """R-10: the log says "full out" when a side's going out ends the hand; a newcomer who reads it
    finds the same words on the rules screen, in either language."""
    from game.ui.rules_text import rules_text
    i18n.set_language(language)
    try:
        line = i18n._("full out: seat {seat} ends the hand (a whole side has gone out for good)")
        term = line.split(":")[0].strip()
        assert term in rules_text("house-rummy")
    finally:
        i18n.set_language("en")


def _classic(text: str, hand: int = 1):
    """A Classic position for two stated as ``current=0 phase=… | hands … | stock … | discard …``, in
    hand ``hand`` of six; and the panel's note for seat 0 as the table writes it."""
    import json

    from game.controller.seat import SeatTable
    from game.engine import from_position
    more = {"extra": {"stock_open": True}, "context": {"hand_number": hand, "out": [], "stake_factor": 1,
                                                       "ledger": {}, "pool": 0, "data": {}}}
    st = from_position(f"house-rummy 2 dealer=1 {text} | table - | options {{\"variant\": \"classic\"}} | "
                       f"more {json.dumps(more)}")
    return st, lambda: table_for("house-rummy").status_note(SeatTable(lambda: st, 0), 0)


def test_r5_the_panel_counts_the_points_laid_toward_the_meld_and_says_melded_once_they_reach_it():
    """R-5: "10 points to meld" stayed on the panel after the opening meld until the turn ended (27 Nov
    play-through). The note counts what this turn's plays lay toward the cost and says melded at once."""
    from game.engine import Action
    st, note = _classic("current=0 phase=play | hands 9S 9D 9C 5H 6H 7H 2C / KD 2D | stock TD JD QD | "
                        "discard -", hand=3)
    assert note() == "15 points to meld"
    st.apply(Action.parse("0 meld 9S 9D 9C"))                          # a book of three: 10 of 15
    assert note() == "10 of 15 points laid to meld"
    i18n.set_language("ko")
    try:
        from game.ui.engine_text import engine_text
        assert "15점 중 10점" in engine_text(note())
    finally:
        i18n.set_language("en")
    st.apply(Action.parse("0 meld 5H 6H 7H"))                          # and a run: melded this turn
    melded, last_card = note().split(" · ")                  # 2C is the last card: R-10's choice follows
    assert melded == "You have melded" and last_card == "your last card: discard it and the hand ends now"


def test_r3_taking_the_discard_is_not_said_to_go_into_a_meld_where_it_goes_into_the_hand():
    """The may-line said "take the discard into a meld" and the card went into the hand (27 Nov
    play-through): House Rummy says "take the discard"; a game that melds it at once still says so."""
    for game, players, into in (("house-rummy", 2, False), ("hoola", 2, True)):
        for seed in range(40):
            st = new_hand(game, players=players, seed=seed)
            while not st.over and not any(a.kind == "take_discard" for a in st.legal_actions(st.current)):
                st.apply(random.Random(seed).choice(st.legal_actions(st.current)))
            if not st.over and st.phase == "start":
                break
        view = st.view(st.current)
        __, ___, may = aff.status_lines(view=view, names=["A", "B"], human=st.current, timer=None, now=0.0,
                                        thinking=None, points={"hand": 0}, claim_word="", table=table_for(game))
        assert ("take the discard into a meld" in may) is into, (game, may)
        assert "take the discard" in may, (game, may)


def test_r3_the_hot_and_warm_legend_leaves_the_panel_once_the_card_taken_is_played():
    """R-3: after the hot 6♠ taken from the pile was melded, the panel still read "hot: play it this
    turn; warm: keep it this turn" over a hand with no hot or warm card (27 Nov re-check)."""
    from game.engine import Action
    st, note = _classic("current=0 phase=start | hands 6C 6D 4C 8S / KD 2D | stock TD JD QD | discard 6S")
    st.apply(Action.parse("0 take_discard 6S"))
    assert note().endswith("hot: play it this turn; warm: keep it this turn")      # the 6♠ is held, hot
    st.apply(Action.parse("0 meld 6C 6D 6S"))
    assert note() == "You have melded"                                # played: no legend


def test_the_panel_leaves_the_hands_number_to_the_header_and_a_lessons_header_counts_from_its_position():
    """Two play-throughs of 27 Nov: a lesson's panel said "Hand 1 of 6" under a header of one hand. The
    header says the hand ("hand 3 of 6" in a match); a lesson's hand is the one its position is set in."""
    from game.controller.lesson import LessonHand
    st, note = _classic("current=0 phase=start | hands 9S 9D 9C 5H 6H 7H 2C / KD 2D | stock TD JD QD | "
                        "discard -", hand=3)
    assert note() == "15 points to meld" and "Hand" not in note()
    assert LessonHand(st).hand_number == 3


@pytest.mark.parametrize("variant", ["classic", "epic"])
def test_the_header_counts_the_six_hands_at_the_usual_window(app, variant, monkeypatch):
    """27 Nov (s16): at 1280×720 the header read "House Rummy (Classic) · hand 1": "… hand 1 of 6" did not
    fit at the larger size, and the shorter words at the larger size came before the whole at the smaller
    one, so nothing on the table said the game has six hands (the panel's note no longer says it)."""
    from game.controller.session import GameConfig, Session
    from game.ui.table import sidebar as table_sidebar
    from game.ui.table.scene import TableScene
    shown: list[str] = []
    real = table_sidebar.fit
    monkeypatch.setattr(table_sidebar, "fit", lambda text, *a, **k: (shown.append(text), real(text, *a, **k))[1])
    for language in ("en", "ko"):
        i18n.set_language(language)
        try:
            cfg = GameConfig(game="house-rummy", players=4, levels=["easy"] * 3, seed=3,
                             options={"variant": variant})
            session = Session(cfg, app.settings, storage=app.storage)
            assert session.match.max_hands == 6
            t = TableScene(app, session)
            app.push(t)
            shown.clear()
            t.draw(pygame.Surface((1280, 720)))
            head = next(s for s in shown if i18n._("House Rummy") in s and "·" in s)
            assert head.endswith(("hand 1 of 6", "hand 1/6") if language == "en" else ("6판 중 1판", "1/6판")), head
            app.stack.pop()
        finally:
            i18n.set_language("en")


def test_r10_the_panel_says_a_last_card_discarded_ends_the_hand_and_laid_gives_everyone_one_more_turn():
    """R-10 (the seed's note 20): a newcomer laid their last card, pressed E and watched Minji play on;
    nothing on the table had said that a discard would have closed the pile (27 Nov play-through).  The
    panel says it while the choice is open, and the engine does what it says."""
    from game.engine import Action
    from game.ui.engine_text import engine_text
    discard_ends = "your last card: discard it and the hand ends now; lay it and everyone still in plays once more"
    laid_one_more = "ending the turn lets everyone still in play once more"
    position = "current=0 phase=play | hands 9S 9D 9C 9H / KD 2D QH | stock TD JD QD 4C 5C | discard -"
    st, note = _classic(position)
    assert discard_ends not in note()                                   # four cards: no choice yet
    st.apply(Action.parse("0 meld 9S 9D 9C"))
    assert note().endswith(" · " + discard_ends), note()
    i18n.set_language("ko")
    try:
        said = engine_text(note())
        assert "마지막 카드" in said and "last" not in said, said
    finally:
        i18n.set_language("en")
    st.apply(Action.parse("0 discard 9H"))                              # discarded: the pile is closed
    assert st.over and st.result.reason == "closed"

    st, note = _classic("current=0 phase=play | hands 9S 9D 9C / KD 2D QH | stock TD JD QD 4C 5C | discard -")
    st.apply(Action.parse("0 meld 9S 9D 9C"))                          # laid: the hand empty
    assert laid_one_more in note() and discard_ends not in note(), note()
    st.apply(Action.parse("0 end_turn"))
    assert not st.over and st.current == 1                              # one more turn for seat 1


def test_r10_in_epic_the_first_to_go_out_is_not_told_the_hand_ends():
    """R-10, Epic: the first player out comes back, so their last card ends nothing and the note stays
    silent; once someone has gone out first, a player alone on their side ends the hand."""
    import json

    from game.controller.seat import SeatTable
    from game.engine import Action, from_position
    def epic(first_out):
        more = {"extra": {"stock_open": True, "first_out": first_out},
                "context": {"hand_number": 1, "out": [], "stake_factor": 1, "ledger": {}, "pool": 0, "data": {}}}
        st = from_position("house-rummy 3 dealer=2 current=0 phase=play | hands 9S 9D 9C 2C / KD 2D QH / 3H 4S 8D"
                           " | stock TD JD QD 4C 5C | discard - | table - | options {\"variant\": \"epic\"} | "
                           f"more {json.dumps(more)}")
        st.apply(Action.parse("0 meld 9S 9D 9C"))
        return table_for("house-rummy").status_note(SeatTable(lambda: st, 0), 0)
    assert "your last card" not in epic(None)
    assert "your last card" in epic(1)


def test_r10_at_three_the_end_says_a_player_went_out_not_everyone_on_one_side():
    """s17-korean: at three players, the end title said "한 편이 모두 났고…" ("everyone on one side") though
    nobody has a partner (R-1). At four it still speaks of sides."""
    from fractions import Fraction

    from game.engine import Result
    table = table_for("house-rummy")
    three = Result((1,), "closed", points={0: 5, 1: 20, 2: 0}, payments={0: Fraction(5), 1: Fraction(20), 2: Fraction(0)})
    four = Result((1, 3), "closed", points={s: 5 for s in range(4)}, payments={s: Fraction(5) for s in range(4)})
    assert table.ended_words(three, lambda s: None) == \
        "a player went out for good and the discard pile was closed; the most points win"
    assert table.ended_words(four, lambda s: None) is None                    # the ruleset's words: sides
    i18n.set_language("ko")
    try:
        assert table.ended_words(three, lambda s: None).startswith("한 사람이 완전히 났고")
    finally:
        i18n.set_language("en")


def test_house_rummys_table_says_play_where_the_shared_phrases_say_meld():
    """s17-korean: House Rummy's panel read "붙이기: 등록패 위로 끌기" (Battle Hoola's word) beside its lessons'
    플레이. Its table says the shared phrases in its own words; another game keeps them."""
    hr, hoola = table_for("house-rummy"), table_for("hoola")
    assert hr.say("add: drag onto a meld (A)") == "add: drag onto a play (A)"
    assert hoola.say("add: drag onto a meld (A)") == "add: drag onto a meld (A)"
    i18n.set_language("ko")
    try:
        for phrase in ("add: drag onto a meld (A)", "Add to a meld", "Add to which meld?"):
            said = i18n._(hr.say(phrase))
            assert "플레이" in said and "등록패" not in said, said
    finally:
        i18n.set_language("en")


def test_r10_at_three_the_full_out_line_and_the_tables_banner_speak_of_a_player_not_a_side(app):
    """s17-recheck, House Rummy Epic at three in the window: the end screen's title said "a player went out
    for good", but the log said "full out: Kenji ends the hand (a whole side has gone out for good)" and
    the banner on the table "Everyone on one side went out; the most points win" (nobody has a partner
    at three, R-1). The player discards the last card after someone went out first: both say a player."""
    import json

    from uihelpers import key, step, table_at

    from game.ui.table.reveal import headline
    app.settings = app.settings.replace(animation_speed=1.0)
    more = {"extra": {"stock_open": True, "first_out": 1},
            "context": {"hand_number": 1, "out": [], "stake_factor": 1, "ledger": {}, "pool": 0, "data": {}}}
    t = table_at(app, "house-rummy 3 dealer=2 current=0 phase=play | hands 9S / KD 2D QH / 3H 4S 8D"
                 " | stock TD JD QD 4C 5C | discard - | table - | options {\"variant\": \"epic\"} | "
                 f"more {json.dumps(more)}", options={"variant": "epic"})
    key(app, pygame.K_UP)                                      # the one card, selected
    key(app, pygame.K_x)                                       # discarded: out for good, full out
    for __ in range(20):
        step(app, 1, dt=0.2)
        if t.reveal_at is not None and app.now() >= t.reveal_at:
            break
    assert t.ctl.state.over and t.reveal_at is not None
    lines = t.log.texts(8)
    assert "full out: you end the hand (a player has gone out for good)" in lines
    assert not any("side" in line for line in lines)
    who, how = headline(t)
    assert how == "a player went out for good and the discard pile was closed; the most points win"
    i18n.set_language("ko")
    try:
        assert "모두 냄: 내가 판을 끝냄 (한 사람이 완전히 났음)" in t.log.texts(8)
        assert headline(t)[1].startswith("한 사람이 완전히 났고")
    finally:
        i18n.set_language("en")
