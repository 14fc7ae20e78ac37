"""A Korean player's House Rummy hints at four (helper s18-korean, 27 Nov 2026): a hint to meld first raised
the cards of the later plays too, so M did nothing; once the player had made every move a hint planned, ?
said "힌트: 나: 테이블을 다시 짬" (a line of the log) instead of what to do next; and a few log and hint
lines that read wrong in Korean."""
from __future__ import annotations

import json
import random

import pygame
import pytest

from game.engine import Action, Card
from game.ui import i18n
from game.ui.engine_text import engine_text
from game.ui.text import josa
from uihelpers import key, step, table_at

#: s17-korean's position: seat 0 has not melded; the plan melds 9♠ 9♥ Joker from the hand, moves 10♦ and
#: lays 10♣ 10♥ with it (R-5, R-7)
BEFORE_MELDING = ("house-rummy 4 dealer=0 current=0 phase=play | hands 3S 9S 9H TC QC 4D TH JK / 6H 7H KH / "
                  "2C 4S 5C 6C 7C 8C 9C / 2D 3D 4C | stock KD 8H 7S 6D JS 2S | discard 5D KC 8S | "
                  "table #0 1 run 2H 3H 4H 5H; #1 3 run 7D 8D 9D TD | more "
                  + json.dumps({"has_turned": [True] * 4, "extra": {"melded": [1, 3], "stock_open": True}}))
MELD_FIRST_PLAN = "0 table 2H 3H 4H 5H 7D 8D 9D TD TC TH 9S 9H JK plays=0:1:4:run,1:3:3:run,+:0:3:book,+:0:3:book"

#: the step-at-a-time position of s17-korean L2b: three moves and 9♣ J♣ laid with the 10♣
MANY_MOVES = ("house-rummy 4 dealer=3 current=0 phase=play | hands 9C JC QH / 4S 5S 6D / 2H 3H 2D / 3C 4D KD | "
              "stock 6H 2C 6C 5C | discard - | table #0 0 book TD TS TC TH; #1 0 run 7D 8D 9D; #2 0 run 7S 8S 9S; "
              "#3 2 run 7H 8H 9H | options {\"variant\": \"classic\"} | more "
              "{\"extra\": {\"melded\": [0, 2], \"stock_open\": true}}")
MANY_MOVES_PLAN = ("0 table 7D 8D 9D TD 7S 8S 9S TS 7H 8H 9H TH 9C TC JC "
                   "plays=1:0:4:run,2:0:4:run,3:2:4:run,+:0:3:run")


@pytest.fixture
def korean():
    i18n.set_language("ko")
    yield
    i18n.set_language("en")


def _c(text: str) -> Card:
    return Card.parse(text)


def _hint_of(scene, plan: str):
    from ai.coach import explain
    return explain(scene.view, Action.parse(plan), random.Random(1))


def test_a_hint_to_meld_first_raises_only_the_meld_so_m_lays_it(app):
    """R-5: "먼저 손의 2♠ 2♦ 2♣를 내서 등록하세요. 그다음 …4♠를 내면 됩니다" raised 2♠ 2♦ 2♣ and 4♠; the Meld button
    stayed grey until the player lowered the 4♠. The hint raises the meld it says to make first."""
    scene = table_at(app, BEFORE_MELDING, options={"variant": "classic"})
    h = _hint_of(scene, MELD_FIRST_PLAN)
    assert h.reason.startswith("Meld 9♠ 9♥ Joker from your hand first"), h.reason
    scene._show_hint(h)
    assert scene.hand.selected == {_c("9S"), _c("9H"), _c("JK")}
    key(app, pygame.K_m)                                         # the Meld key, as the panel's button says
    assert not any(c in scene.view.hand for c in (_c("9S"), _c("9H"), _c("JK"))), "M did not lay the meld"


def test_a_hint_once_the_planned_table_is_made_says_what_to_do_next_not_a_log_line(app):
    """Every move of a hinted rearrangement made (the hand's cards laid too, the table whole), ? said "Hint: You
    rearrange the table" ("힌트: 나: 테이블을 다시 짬", a line of the log) in both hands of the play-through;
    the plan is done, so a fresh hint is thought: here the discard."""
    scene = table_at(app, MANY_MOVES, options={"variant": "classic"})
    plan = Action.parse(MANY_MOVES_PLAN)
    scene._show_hint(_hint_of(scene, MANY_MOVES_PLAN))
    assert scene.propose(plan)                                   # every move made, 9♣ J♣ laid with the 10♣
    assert scene.legal and scene.view.hand == (_c("QH"),)
    key(app, pygame.K_SLASH)
    frames = 0
    while getattr(scene, "hinting", None) is not None and frames < 5000:
        step(app)
        frames += 1
    said = scene.anim.toast[0]
    assert "rearrange the table" not in said and said.startswith("Hint: Discard Q♥"), said


def test_a_hint_half_way_after_the_hands_cards_are_laid_names_the_moves_left():
    """The hand's cards laid before the table's moves are all made (the table not whole), the hint fell back on
    the same line of the log: it names the moves left."""
    from game.engine import from_position
    from game.games.house_rummy.coach import explain as own
    from game.ui.persons import readable
    plan = Action.parse(MANY_MOVES_PLAN)
    pos = from_position(MANY_MOVES)
    for a in (Action("move", 0, (_c("TD"),), 1), Action("move", 0, (_c("TC"),), None)):
        assert pos.check(a) is None, pos.check(a)
        pos.apply(a)
    new = max(m.id for m in pos.melds)
    for c in ("9C", "JC"):                                       # 9♣ J♣ laid with the 10♣ from the hand
        pos.apply(Action("add", 0, (_c(c),), new))
    assert pos.view(0).hand == (_c("QH"),) and pos.check(plan) is None
    said = own(pos.view(0), plan, random.Random(1), 0)
    assert said is not None, "no words of its own: the hint fell back on the log's line"
    assert readable(said[0]).startswith("Finish rearranging the table: move 10♠ 10♥ so the plays read 7♠ 8♠ 9♠ 10♠ · 7♥ 8♥ 9♥ 10♥"), said[0]


def test_words_a_korean_player_met_at_house_rummy(korean):
    """The log and hint lines of the play-through that read wrong: "뒤집힌 카드를 둠" (put the turned-up card down?),
    "이번 판에서 빠짐" for going out for good (빠짐 is dropping out), "이 카드들을 내면" when one card is laid."""
    assert engine_text("seat 1 leaves the turned-up card").endswith("뒤집힌 카드를 가져가지 않음")
    said = engine_text("seat 0 is out for this hand")
    assert "빠짐" not in said and "나서" in said, said
    one = josa(engine_text("Rearrange the table to lay 4♠ from your hand: move 8♥ 9♥ on the table so the plays "
                           "read 8♥ 9♥ 10♥ · 4♠ 5♠ 6♠, then lay these"))
    assert "이 카드들" not in one and one.endswith("손의 카드를 내면 됩니다"), one
    draw = engine_text("Draw from the stock: no discard makes a play you could lay this turn")
    assert draw == "더미에서 뽑으세요: 버린 카드 중에 이번 차례에 플레이로 낼 수 있는 카드가 없습니다", draw


def test_a_new_play_in_anothers_space_begun_by_a_hand_card_is_started_with_a_table_card(korean):
    """R-7: "4♠ 5♠ 6♠은 Minji의 자리에서 시작하세요: 첫 카드를 그 자리의 이름 위에 놓으면 됩니다" — the 4♠ was in the
    hand, and a card from the hand dropped on a space's name joins a play there (it went onto Minji's 7♠ 7♥ 7♣);
    only a card out of a play starts a new one on the name. The hint names the new play's first table card."""
    from ai.coach import explain
    from game.engine import from_position
    more = {"has_turned": [True] * 4, "extra": {"melded": [0, 1, 3], "stock_open": True}}
    st = from_position("house-rummy 4 dealer=3 current=0 phase=play | hands 4S 9D KC / 2H 3H 7C / 8C 8D QH / "
                       "3C 4D KD | stock 7H 9C TC JC | discard - | table #0 0 book 2S 2D 2C; #1 3 book 5S 5H 5D 5C; "
                       "#2 1 book 6S 6H 6D 6C | options {\"variant\": \"classic\"} | more " + json.dumps(more))
    plan = Action.parse("0 table 2S 2D 2C 5H 5D 5C 6H 6D 6C 4S 5S 6S plays=0:0:3:book,1:3:3:book,2:1:3:book,"
                        "+:1:3:run")
    assert st.check(plan) is None
    h = explain(st.view(0), plan, random.Random(1))
    assert h.reason.endswith("start 4♠ 5♠ 6♠ in seat 1's space: drop the 5♠ from the table on the name over that "
                             "space, then add the rest"), h.reason
    said = josa(engine_text(h.reason, lambda s: ["나", "Minji", "Kenji", "Alice"][s]))
    assert said.endswith("4♠ 5♠ 6♠은 Minji의 자리에서 시작하세요: 테이블의 5♠를 그 자리의 이름 위에 놓고 나머지를 "
                         "붙이면 됩니다"), said
