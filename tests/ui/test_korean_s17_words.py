"""A Korean player's House Rummy and Kalookie (helper s17-korean, 27 Nov 2026): English left on the panel,
a log line that read as "remained", the R-10 note's words, and a lesson's hint that sent the learner
the other way."""
from __future__ import annotations

import re

import pygame
import pytest

from game.engine import Action, from_position
from game.ui import i18n
from game.ui.engine_text import engine_text
from game.ui.persons import personal
from game.ui.text import josa

NAMES = ["You", "Minji", "Kenji", "Alice"]


@pytest.fixture
def korean():
    i18n.set_language("ko")
    yield
    i18n.set_language("en")


def _english(text: str) -> list[str]:
    """Latin words in a Korean line that are not the players' names."""
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in NAMES]


def _steal_unpaid():
    """Seat 0 moves Minji's 7♠ onto its own run and pays nothing (R-7)."""
    st = from_position(
        "house-rummy 4 dealer=3 current=0 | hands 5C 6C 9S KC 2H 5D 8D / TH 8S JS 9C AH 3S QS / "
        "AC 2C QC QH 2S 6H / 3C 9H 4C JC TC 8C 9D | stock 8H 6D KH | discard JD | "
        "table #0 0 run 4S 5S 6S; #1 1 set 7S 7D 7C 7H | "
        "more {\"has_turned\":[true,true,true,true],\"extra\":{\"melded\":[0,1],\"stock_open\":true}}")
    st.apply(Action.parse("0 draw_stock"))
    st.apply(Action.parse("0 move 7S @0"))
    return st


def test_a_stolen_card_left_unpaid_is_said_in_korean(korean):
    """The panel said "차례를 끝내려면: 10♠ came from Kenji's space: pay for each with a card from your hand
    in the play 10♠ 10♥ 10♦ 10♣" (a hint's rearrangement, followed by drags): the engine's reason had no
    Korean."""
    reason = _steal_unpaid().check(Action.parse("0 discard KC"))
    said = josa(engine_text(personal(reason, 0, NAMES)))
    assert said == ("7♠은 Minji의 자리에서 훔친 카드입니다: 훔친 카드마다 내 손의 카드를 한 장씩 "
                    "플레이 4♠ 5♠ 6♠ 7♠에 내서 값을 치르세요"), said
    two = josa(engine_text("7♠ 8♠ came from Minji's space and Alice's space: pay for each with a card from "
                           "your hand in the play 4♠ 5♠ 6♠ 7♠ 8♠"))
    assert two.startswith("7♠ 8♠은 Minji와 Alice의 자리에서 훔친 카드입니다") and not _english(two), two


@pytest.mark.parametrize("sentence", [
    "your plays count 15: to meld this hand they must count 20 or more (books of three 10, every other card 5)",
    "the 5♥ cannot take a joker's place in 7♠ Joker 9♠",
])
def test_house_rummys_other_refusals_on_the_table_are_said_in_korean(korean, sentence):
    said = engine_text(sentence)
    assert said != sentence and not _english(said), said


def test_going_out_first_is_said_as_went_out_not_remained(korean):
    """The log read "Alice: 처음으로 남 (+25)": 남 is also "remains"; the other lines say 났음."""
    said = i18n._("seat {seat} goes out first (+{bonus})").format(seat="Alice", bonus=25)
    assert said == "Alice: 처음으로 났음 (+25)"


def _lesson_at(app, game, lesson_id, at):
    from game.lessons import COURSES
    from game.ui.lessons_scene import open_lesson
    from uihelpers import step
    course = COURSES[game]
    lesson = next(l for l in course.lessons if l.id == lesson_id)
    progress = app.storage.lessons()
    progress.of(game).leave(lesson.id, at)
    app.storage.save_lessons(progress)
    open_lesson(app, course, lesson)
    t = app.stack.top
    for _n in range(60):
        if not t.run.replies and t.run.expected():
            break
        step(app, 1, dt=0.5)
    return t


def test_a_hint_in_a_lesson_shows_the_lessons_move_not_another(app):
    """House Rummy's first lesson asked for K♣ ("K♣를 버리고 차례를 마치세요"); the hint lit 5♠ and said
    "5♠ 버리기", and following it met "this lesson has something else in mind. Take it back"."""
    from ai.coach import Hint
    from game.lessons import COURSES
    from uihelpers import step
    lesson = COURSES["house-rummy"].lessons[0]
    t = _lesson_at(app, "house-rummy", lesson.id, 2)
    assert [str(a) for a in t.run.expected()] == ["0 discard KC"]
    t._show_hint(Hint(Action.parse("0 discard 5S"), "Discard 5♠: leaves 24 points in your hand"))
    assert str(t.current_hint()) == "0 discard KC"
    assert {str(c) for c in t.hand.selected} == {"KC"}
    assert t.anim.toast[0] == "Hint: in this lesson: " + t.run.prompt()
    t.hint = None
    t.hint_memo = type(t.hint_memo)()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=0, unicode="?", scancode=0))
    for _n in range(2000):                                      # the Expert thinks a slice a frame
        step(app, 1, dt=0.01)
        if t.current_hint() is not None:
            break
    assert t.run.judge(t.current_hint()).outcome == "done"     # whatever the Expert thinks, the lesson's move


def test_a_lessons_marks_over_the_hand_leave_the_hints_line_whole(app, monkeypatch):
    """The lesson's violet marks over the cards it wants were drawn on the hint's line, over its last
    word ("힌트: 2♦ 3♦ 4♦ 등록: 손에 29점이 남습니다"); where they would cover it they give way (the hint has
    lifted those cards)."""
    import game.ui.lesson_table as lt
    from game.lessons import COURSES
    from uihelpers import step
    t = _lesson_at(app, "house-rummy", COURSES["house-rummy"].lessons[0].id, 1)
    marks: list[pygame.Rect] = []
    real = lt.pygame.draw.polygon

    def polygon(surface, colour, points, *a, **k):
        marks.append(pygame.Rect(min(x for x, _y in points), min(y for _x, y in points),
                                 max(x for x, _y in points) - min(x for x, _y in points) + 1,
                                 max(y for _x, y in points) - min(y for _x, y in points) + 1))
        return real(surface, colour, points, *a, **k)
    monkeypatch.setattr(lt.pygame.draw, "polygon", polygon)
    app.draw(flip=False)
    assert len(marks) == 3                                      # 2♦ 3♦ 4♦, before any hint
    t.show_hint()
    for _n in range(2000):
        step(app, 1, dt=0.01)
        if t.current_hint() is not None:
            break
    marks.clear()
    app.draw(flip=False)
    line = t.drawer.toast_rect
    assert t.anim.toast is not None and line is not None
    assert not [m for m in marks if m.colliderect(line)], (marks, line)


def _note_for(position: str):
    import json

    from game.controller.seat import SeatTable
    from game.ui.game_table import table_for
    more = {"extra": {"stock_open": True, "melded": [0]}, "context": {"hand_number": 1, "out": [], "stake_factor": 1,
                                                                       "ledger": {}, "pool": 0, "data": {}}}
    st = from_position(f"house-rummy 2 dealer=1 {position} | options {{\"variant\": \"classic\"}} | "
                       f"more {json.dumps(more)}")
    seat = SeatTable(lambda: st, 0)
    return st, lambda: table_for("house-rummy").status_note(seat, 0), seat


def test_r10_the_last_card_laid_does_not_send_the_player_to_u(korean):
    """R-10's note after the last card was laid said "to end the hand now, take your moves back with U and
    discard your last card".  U puts back only cards moved on the table: A♦ added to Alice's run stayed
    laid, U put back the joker and two queens, and the player held two cards and could not end the hand
    (s17-korean, Classic at four).  A card laid from the hand, added or melded, stays laid; the note says
    what ending the turn does, and sends nobody to U."""
    from game.engine.restore import restore_table
    for position, moves in (
            ("hands 8D / KD | stock TD JD QD 4C 5C | discard - | table #0 0 run 5D 6D 7D", ["0 add 8D @0"]),
            ("hands 9S 9D 9C / KD | stock TD JD QD 4C 5C | discard - | table -", ["0 meld 9S 9D 9C"])):
        st, note, seat = _note_for("current=0 phase=play | " + position)
        for a in moves:
            st.apply(Action.parse(a))
        said = note()
        assert said.endswith(" · ending the turn lets everyone still in play once more") and "U" not in said, said
        trial = st.copy()
        restore_table(trial, 0)
        assert not trial.view(0).hand                                    # U would give nothing back
        assert engine_text(said).endswith("차례를 끝내면 남은 사람들이 한 차례씩 더 합니다"), engine_text(said)


def test_r10_the_korean_note_says_one_more_turn_each_in_the_games_word(korean):
    """"남은 사람들이 한 번씩 더 합니다" (do once more each, of nothing): the game's word for a turn is 차례."""
    said = engine_text("You have melded · your last card: discard it and the hand ends now; lay it and everyone "
                       "still in plays once more")
    assert said == "등록함 · 마지막 카드: 버리면 이번 판이 바로 끝나고, 내면 남은 사람들이 한 차례씩 더 합니다"


def test_a_hint_to_rearrange_before_melding_says_to_meld_first(korean):
    """"테이블을 다시 짜서 손의 9♠ 9♥ 조커 10♣ 10♥을 내세요: 테이블의 10♦을 옮겨 … 만든 다음 이 카드들을 내면
    됩니다": moving 10♦ first was refused ("등록하기 전에는 테이블의 조커를 바꾸는 것만 할 수 있습니다").  Before
    melding, the hint says to meld from the hand first, then to move (s17-korean, Classic at four)."""
    import json
    import random

    from ai.coach import explain
    more = {"has_turned": [True] * 4, "extra": {"melded": [1, 3], "stock_open": True}}
    st = from_position("house-rummy 4 dealer=0 current=0 phase=play | hands 3S 9S 9H TC QC 4D TH JK / 6H 7H KH / "
                       "2C 4S 5C 6C 7C 8C 9C / 2D 3D 4C | stock KD 8H 7S 6D JS 2S | discard 5D KC 8S | "
                       "table #0 1 run 2H 3H 4H 5H; #1 3 run 7D 8D 9D TD | more " + json.dumps(more))
    plan = Action.parse("0 table 2H 3H 4H 5H 7D 8D 9D TD TC TH 9S 9H JK plays=0:1:4:run,1:3:3:run,+:0:3:book,"
                        "+:0:3:book")
    assert st.check(plan) is None
    assert st.check(Action.parse("0 move TD")) == "until you meld you may only replace a joker on the table"
    assert st.check(Action.parse("0 meld 9S 9H JK")) is None                      # what the hint says first
    h = explain(st.view(0), plan, random.Random(1))
    assert h.reason == ("Meld 9♠ 9♥ Joker from your hand first, then move 10♦ on the table so the plays read "
                        "9♠ 9♥ Joker · 7♦ 8♦ 9♦ · 10♦ 10♣ 10♥, and lay 10♣ 10♥"), h.reason
    said = josa(engine_text(h.reason))
    assert said == ("먼저 손의 9♠ 9♥ 조커를 내서 등록하세요. 그다음 테이블의 10♦을 옮겨 플레이를 9♠ 9♥ 조커 · "
                    "7♦ 8♦ 9♦ · 10♦ 10♣ 10♥으로 만들고 10♣ 10♥을 내면 됩니다"), said


def test_kalookies_opening_hints_say_the_points_in_a_sentence_not_a_gauge(korean):
    """"A♥ 가져오기: 이 카드와 함께 60점 / 51점으로 첫 등록을 할 수 있습니다" and "J♣ J♦ J♥ J♠로 첫 등록:
    40점 / 40점": a gauge inside a sentence (s15 rewrote the draw and discard hints so; these three stayed)."""
    said = [josa(i18n._(t).format(card="A♥", cards="J♣ J♦ J♥ J♠", other="5♠", points=60, need=51)) for t in (
        "Take the {card}: with it the melds in your hand count {points} of {need}, enough for your initial meld",
        "Open with {cards}: that counts {points} of {need}",
        "Open with {cards}, building {other} on the table: that counts {points} of {need}")]
    assert said == ["A♥ 가져오기: 이 카드까지 손의 등록패가 60점이 되어 첫 등록(51점)을 할 수 있습니다",
                    "J♣ J♦ J♥ J♠로 첫 등록: 60점입니다 (첫 등록은 51점)",
                    "J♣ J♦ J♥ J♠로 첫 등록하고 5♠를 테이블에 붙이기: 60점입니다 (첫 등록은 51점)"]
    assert not [s for s in said if " / " in s]


def test_kalookie_words_that_read_wrong_in_korean(korean):
    """"4♠ 4♥ 4♣는 콜업할 때 내도록 들고 있으세요" (있으세요 is not said of oneself holding cards); "판돈 통과
    다시 들어오기" on the score sheet, the lesson's title and the rules reads 통과, "passing"."""
    from game.lessons import COURSES
    from game.ui.rules_text import rules_text
    hold = i18n._("Discard {card}: leaves {points} points in your hand; hold {cards} to lay when you call up: laid "
                  "now, they are a place for the others to build on")
    assert "있으세요" not in hold and "손에 남겨 두세요" in hold
    assert i18n._("Pool and buy-ins") == "판돈 통·다시 들어오기"
    pool = next(l for l in COURSES["kalookie"].lessons if l.id == "pool")
    assert "통과" not in pool.title("ko")
    assert "통과" not in rules_text("kalookie")


def test_kalookies_taken_discard_to_lay_first_is_said_in_korean_with_its_card(app):
    """The panel said "차례를 끝내려면: lay the AH you took from the discard pile first, in a meld" (North
    American, the A♥ taken to open): the engine's card code and its English."""
    from uihelpers import key, table_with
    i18n.set_language("ko")
    try:
        t = table_with(app, ["QH QC KH KC KD 2C 3D 5S 9C TD 7S 4D 6C 2H 3H",
                             "2S 4H 6S 9H TH 4C AH 6D 8D 3S QD 5C KS 7C 8C"],
                       "9S 8S 6H 3C", "QS", dealer=1, game="kalookie", options={"version": "north_american"})
        key(app, pygame.K_t)
        assert [str(c) for c in t.view.hand].count("QS") == 1
        said = josa(t.end_blocked())
        assert said == "차례를 끝내려면: 버린 카드 더미에서 가져온 Q♠부터 등록패에 내세요", said
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("sentence", [
    "you may take the Q♠ only to lay it in a meld at once",
    "you may take the Q♠ only to make your initial meld of 40 with it this turn",
    "lay the joker you won back first, in a new meld or on a meld",
    "there is nothing to announce",
    "a set of jokers stays as it is",
    "that would not leave a meld",
    "a joker is won back from a set of three (a set of four with a joker is closed)",
    "the dealer swaps for the up-card only right after the deal",
    "only the dealer may swap for the up-card",
    "replace a joker in your turn, after drawing",
    "lay out the table in your turn, after drawing",
    "the stock is open already",
    "everyone else left the turned-up card: the dealer must take it",
    "you hold the Q♠ yourself",
    "only a player coming back in after going out draws three",
])
def test_more_refusals_a_player_can_meet_are_said_in_korean(korean, sentence):
    """The rules' refusals a drag or a key can meet in Kalookie and House Rummy that had no Korean (found by
    reading every return of their rules against the table's templates)."""
    said = engine_text(sentence)
    assert said != sentence and not _english(said), said


def test_a_discard_someone_could_use_is_said_as_a_caveat(korean):
    """"10♦ 버리기: 손에 70점이 남고, 상대가 이 카드를 쓸 수 있을 것 같습니다" read as a reason to throw it; in
    English the use is said beside the points as a caution.  Korean marks it so: "…남습니다. 다만 …"."""
    from game.ui.i18n import catalogue
    ko = catalogue("ko")
    could = {en: text for en, text in ko.items() if en.startswith("Discard {card}") and "use it" in en
             and "nobody" not in en and "not likely" not in en}
    assert len(could) >= 8
    assert all("남습니다. 다만 " in text for text in could.values()), could


def test_the_buy_in_answer_says_its_cost_apart_from_its_key(korean):
    """The pool lesson's answers read "다시 들어가기 (5) (Enter)" beside "물러나기 (2)": (5) the cost, (2) the
    key, in the same brackets.  The cost is said in words: "5 내고 다시 들어가기"."""
    said = engine_text("Buy back in (5)")
    assert said == "5 내고 다시 들어가기" and "(" not in said


def test_settings_language_row_speaks_to_players_not_of_the_rules_engine(korean):
    """Settings' language row said "규칙 엔진의 드문 메시지" (the rules engine's messages): a programmer's word."""
    said = i18n._("The language of the screens (a few of the rules engine's rarer messages stay in English).")
    assert "엔진" not in said and "영어" in said


def test_a_lesson_waiting_for_a_take_back_says_so_on_the_panel(app):
    """After a move the lesson was not waiting for (the hint's 5♠ in House Rummy's first lesson), the panel
    said "Kenji의 차례 · Kenji의 차례를 지켜보세요" while nothing moved until the move was taken back."""
    from game.lessons import COURSES
    from uihelpers import key, step
    t = _lesson_at(app, "house-rummy", COURSES["house-rummy"].lessons[0].id, 2)
    t.hand.selected = {c for c in t.view.hand if str(c) == "5S"}
    key(app, pygame.K_x)
    step(app, 3, dt=0.5)
    assert t.run.waiting_take_back
    assert t.status_override() == ("Your move", "", "Take back your last move first (U).")


def test_house_rummys_hint_to_add_names_a_play_not_a_meld(korean):
    """"Alice의 등록패에 A♦ 붙이기" (Add A♦ to seat 3's meld): House Rummy's word, on its screens, lessons and
    rules (s15's F7), is 플레이; the joker hint said "조커가 있는 등록패 위로" too."""
    import random

    from ai.coach import explain
    st, _note, _seat = _note_for("current=0 phase=play | hands 8D 2C KD / KC | stock TD JD QD 4C 5C | discard - | "
                                 "table #0 1 run 5D 6D 7D")
    h = explain(st.view(0), Action.parse("0 add 8D @0"), random.Random(1))
    assert h.reason == "Add 8♦ to seat 1's play: leaves 6 points in your hand", h.reason
    said = josa(engine_text(h.reason, lambda s: NAMES[s]))
    assert said == "Minji의 플레이에 8♦ 붙이기: 손에 6점이 남습니다", said
    joker = i18n._("Replace a joker with the {card}: drag it onto the joker's play, and the joker comes to your "
                   "hand")
    assert "등록패" not in joker and "플레이" in joker
