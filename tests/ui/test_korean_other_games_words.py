"""A Korean player's check of Seven Bridge, Kalookie and House Rummy (2026-11-27,
docs/playthroughs/2026-11-27-korean-other-games.md): the words that read wrong to them, each kept right here."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pygame
import pytest

from game import games
from game.lessons import COURSES
from game.ui import i18n
from test_hoola_korean_words import _lessons          # the lessons' {en, ko} pairs
from uihelpers import click, step

games.load("lessons")

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
OTHERS = ["house_rummy", "kalookie", "seven_bridge"]


def _take_lesson_to_its_points(app, game, lesson_id):
    """The lesson played by posted events, as tests/ui/test_lesson_screens.py does, to its end screen."""
    from game.ui.lessons_scene import open_lesson
    from test_lesson_screens import walk_lesson
    lesson = next(x for x in COURSES[game].lessons if x.id == lesson_id)
    open_lesson(app, COURSES[game], lesson)
    t = app.stack.top
    walk_lesson(app, t)
    step(app, 6, dt=0.5)
    app.draw(flip=False)
    rect = next(r for r, act in t.done_buttons if getattr(act, "__name__", "") == "show_points")
    click(app, rect.center)
    return app.stack.top


def _drawn(app, monkeypatch) -> list[str]:
    from game.ui import text
    seen: list[str] = []
    real = text.render

    def spy(s, *a, **k):
        seen.append(text.josa(s))
        return real(s, *a, **k)
    monkeypatch.setattr(text, "render", spy)
    for mod in list(__import__("sys").modules.values()):
        if getattr(mod, "__name__", "").startswith("game.ui") and getattr(mod, "render", None) is real:
            monkeypatch.setattr(mod, "render", spy)
    app.draw(flip=False)
    return seen


def test_a_lessons_end_says_you_went_out_not_that_you_dropped_out(app, monkeypatch):
    """The last Seven Bridge lesson's points said "나 승리: 빠짐" ("you win: dropped out"): a lesson's first
    hand has no match, and its end fell back on the bare reason "out"."""
    end = _take_lesson_to_its_points(app, "seven-bridge", COURSES["seven-bridge"].lessons[-1].id)
    drawn = " | ".join(_drawn(app, monkeypatch))
    assert "You win: went out" in drawn, drawn
    assert ": out" not in drawn


@pytest.fixture
def korean():
    i18n.set_language("ko")
    yield
    i18n.set_language("en")


def test_the_seven_bridge_rules_call_pon_and_chi_in_korean():
    """The rules page said "Chî(치), Pon(퐁)", '"Pon!"을 외치고' and "Pon! 버튼" where the table's button reads
    "퐁!", and its heading "차례 밖의 Pon!" was drawn as a sentence (it ends in "!")."""
    from game.ui.rules_scene import _looks_like_heading
    text = (LOCALE / "rules_ko" / "seven-bridge.txt").read_text(encoding="utf-8")
    assert not re.search(r"Pon|Ch[iî]|Space", text)
    assert "퐁!" in text and "'치'" in text
    headings = [p.split("\n")[0] for p in text.split("\n\n")]
    assert "차례가 아니어도 퐁" in headings and _looks_like_heading("차례가 아니어도 퐁")


#: 3 (삼), 6 (육) and 10 (십) end in a consonant other than ㄹ: "(으)로" is 으로 after them, 로 after the rest
_EURO = re.compile(r"(?<![0-9])(?:10|[36])[♠♥♦♣]로")
_RO = re.compile(r"(?<![0-9])[245789AKQJ][♠♥♦♣]으로")


@pytest.mark.parametrize("game", OTHERS)
def test_a_card_in_a_lesson_takes_euro_or_ro_as_it_is_read(game):
    """"6♥로 지금 런을 만들 수 있습니다" and "내 5♣ 6♣로 값을 치르세요": 육 takes 으로."""
    wrong = [ko for __, ko in _lessons(game) if _EURO.search(ko) or _RO.search(ko)]
    assert not wrong


def test_the_catalogue_writes_euro_or_ro_after_a_card(korean):
    """"버린 카드 {card}로는" was drawn "6♥로는" (the spy's hint "{card}로는 … 충분히 줄지 않습니다")."""
    from game.ui.i18n import catalogue
    assert not [ko for ko in catalogue("ko").values() if re.search(r"\{(?:card|cards)\}로", ko)]
    from game.ui.text import josa
    assert josa(i18n._("{cards} and the discard {card} do not make a new meld").format(
        cards="4♥ 5♥", card="6♥")).startswith("4♥ 5♥와 버린 카드 6♥으로는")


@pytest.mark.parametrize("game", OTHERS)
def test_a_lesson_reads_as_korean_not_as_a_translation(game):
    """"이제 게임을 알게 되었습니다" ("you have come to know the game") and a lesson called only "7"."""
    course = tomllib.loads((ROOT / "game" / "games" / game / "lessons.toml").read_text(encoding="utf-8"))
    assert not [ko for __, ko in _lessons(game) if "알게 되었습니다" in ko]
    titles = [x["title"]["ko"] for x in course.get("lesson", [])]
    assert titles and not [t for t in titles if t.strip().isdigit()], titles


def test_a_players_second_row_of_melds_says_continued(korean):
    """Seven Bridge's table labelled a second row of Alice's melds "Alice (이어서)" ("going on from")."""
    assert i18n._("{name} (continued)").format(name="Alice") == "Alice (계속)"


@pytest.mark.parametrize("name", ["generic", "hoola", "house-rummy", "kalookie", "seven-bridge"])
def test_the_rules_pages_write_korean_sentences_without_semicolons(name):
    """"모두 일곱 장씩 받습니다; 딜러 다음 사람이…": a semicolon between Korean sentences reads as a translation."""
    assert ";" not in (LOCALE / "rules_ko" / f"{name}.txt").read_text(encoding="utf-8")


def test_the_kalookie_hint_says_how_far_the_initial_meld_is_in_a_sentence(korean):
    """The hint read "K♦ 버리기: 손에서 등록할 수 있는 카드가 첫 등록까지 27점 / 40점", a gauge, not a reason."""
    said = i18n._("Discard {card}: the melds in your hand count {points} of {need} toward your initial meld").format(
        card="K♦", points=27, need=40)
    assert said == "K♦ 버리기: 손의 등록패가 27점입니다 (첫 등록은 40점)"
    for msgid in ("Draw from the stock: the melds in your hand count {points} of {need} toward your initial meld",
                  "Take the {card}: with it the melds in your hand count {points} of {need} toward your initial meld"):
        assert " / " not in i18n._(msgid) and "첫 등록은 {need}점" in i18n._(msgid)


def test_the_partner_who_went_out_is_a_person_not_my_side():
    """"내 편은 났습니다: 나까지 나면 우리 편이 모두 납니다" said "my side is out" and then "when I go out too, my
    side is out": 내 편 is the side, the partner is the player across (맞은편 사람, as the lesson introduces)."""
    said = [ko for en, ko in _lessons("house_rummy") if en.startswith(("Your partner laid", "Your partner is out"))]
    assert said and all("맞은편 사람" in ko and not ko.startswith("내 편") for ko in said)


def test_the_house_rummy_hint_calls_plays_plays_and_takes_the_particle_of_its_cards(korean):
    """The hint to lay cards said "등록패를 … 모양으로" where House Rummy's screens, lessons and rules say 플레이,
    and "{new}는" after cards that may end in a consonant ("6♣ 7♣ 8♣는")."""
    from game.ui.text import josa
    for msgid in ("Rearrange the table to lay {cards} from your hand: move {moved} on the table so the plays read "
                  "{plays}, then lay these",
                  "Lay {cards} from your hand so the plays read {plays}",
                  "Lay {cards} from your hand so the plays read {plays}; start {new} in seat {seat}'s space: drop its "
                  "first card on the name over that space"):
        assert "등록패" not in i18n._(msgid) and "플레이를 {plays}(으)로" in i18n._(msgid)
    said = josa(i18n._("Lay {cards} from your hand so the plays read {plays}; start {new} in seat {seat}'s space: "
                       "drop its first card on the name over that space").format(
        cards="6♣ 7♣ 8♣", plays="6♣ 7♣ 8♣", new="6♣ 7♣ 8♣", seat="Kenji"))
    assert "플레이를 6♣ 7♣ 8♣로 만드세요" in said and "6♣ 7♣ 8♣은 Kenji의 자리에서" in said


def test_the_hint_keeps_a_pair_one_card_short_of_a_meld_and_the_panel_says_watch_their_turn(korean):
    """"한 장이면 등록이 되는 10♠ J♠는 남깁니다" ("which are a meld if one card"), and the panel's "Kenji의 플레이를
    보세요" (플레이 left in English, and House Rummy's word for a meld)."""
    said = i18n._("Discard {card}: leaves {points} points in your hand; nobody is likely to use it; keeps {cards} "
                  "toward a meld")
    assert "한 장만 더 있으면 등록패가 되는 {cards}" in said
    assert i18n._("Watch {name} play.").format(name="Kenji") == "Kenji의 차례를 지켜보세요."


@pytest.mark.parametrize("game", ["hoola", *OTHERS])
def test_a_lesson_names_the_panels_points_in_hand_as_the_panel_does(game):
    """House Rummy's first lesson sent the player to "옆 판의 '손의 점수'" (판 is a hand: "the next hand's"), where
    the panel reads "손패 점수"; Battle Hoola's knock lesson still said 손의 점수."""
    said = [ko for __, ko in _lessons(game) if "손의 점수" in ko or "옆 판" in ko]
    assert not said
    assert i18n._("Points in hand: {points}").startswith("손패 점수") or i18n.language() != "ko"


def test_house_rummys_panel_and_first_lesson_read_as_korean(korean):
    """The panel's "뜨거움: 이번 차례에 내기; 따뜻함: …" (a semicolon where the line is split by ·), and the lesson's
    "한 판의 첫 플레이는 합해서 1·2판에 10점(그 뒤로 15점, 20점)이어야 하고"."""
    from game.ui.engine_text import engine_text
    line = engine_text("15 points to meld · hot: play it this turn; warm: keep it this turn")   # said part by part
    assert ";" not in line and line.endswith("뜨거움: 이번 차례에 내기 · 따뜻함: 이번 차례에 버리지 않기")
    assert not [ko for __, ko in _lessons("house_rummy") if "합해서 1·2판에" in ko]


def test_house_rummys_table_calls_your_space_as_its_lessons_do(app, monkeypatch):
    """The lesson said "내 플레이는 내 앞, 내 자리에 놓입니다" over a box labelled "내 등록패": one place, two
    names (and 등록패 is the other games' word for a meld). Seven Bridge keeps 내 등록패."""
    from test_house_rummy_open_table import _table, _texts_drawn
    i18n.set_language("ko")
    try:
        t = _table(app, table="#1 0 run 2D 3D 4D; #2 2 set 4S 4H 4C")
        drawn = _texts_drawn(t, app, monkeypatch)
        assert any(x.startswith("내 자리") for x in drawn) and not any(x.startswith("내 등록패") for x in drawn)
        assert i18n._("Your melds") == "내 등록패"
    finally:
        i18n.set_language("en")


def test_a_hot_card_taken_is_said_in_korean(korean):
    """"차례를 끝내려면: 9♦는 뜨겁게 가져왔습니다" ("was taken hotly")."""
    from game.ui.text import josa
    said = josa(i18n._("the {cards} was taken hot: play it this turn").format(cards="9♦"))
    assert said == "9♦는 뜨거운 카드로 가져왔으니 이번 차례에 내야 합니다"


@pytest.mark.parametrize("game", ["hoola", *OTHERS])
def test_going_out_is_nada_in_every_lesson(game):
    """"가장 먼저 나간 사람은 25점을 받고" ("the first to leave"): going out is 나다 (난 사람), as terms_ko.tsv has it."""
    assert not [ko for __, ko in _lessons(game) if re.search(r"(?<![가-힣])나(?:간 |가면)", ko)]


def test_the_catalogue_never_calls_the_discard_pile_the_stock(korean):
    """House Rummy's status line said "더미 아래쪽 카드부터 가져오기" for deeper discards: 더미 is the stock
    (terms_ko.tsv). And the first out is "가장 먼저 난 사람", not "처음 다 낸 사람"."""
    from game.ui.i18n import catalogue
    bare_stock = re.compile(r"(?<!버린 카드 )더미")
    ko = catalogue("ko")
    astray = [(en, k) for en, k in ko.items() if bare_stock.search(k) and "stock" not in en.lower()
              and "draw" not in en.lower()]
    assert not astray, astray[:5]
    assert not [k for k in ko.values() if "다 낸 사람" in k]


def test_house_rummys_end_says_a_side_went_out_not_left(korean):
    """The end screen's title read "한 편이 모두 나고 버린 카드 더미가 닫힘. 점수가 가장 높은 쪽이 이깁니다", and
    other lines "한 편이 모두 나감" (left): going out is 나다, a side is 편, and a sentence ends as one."""
    from game.ui.i18n import catalogue
    assert not [k for k in catalogue("ko").values() if re.search(r"(?<![가-힣])나감", k)]
    assert i18n._("everyone on one side went out and the discard pile was closed; the most points win") == \
        "한 편이 모두 났고 버린 카드 더미가 닫혔습니다: 점수가 가장 높은 편이 이깁니다"
    assert not [k for k in catalogue("ko").values() if "쪽이 이깁니다" in k]


def test_the_panels_list_of_what_you_may_do_has_no_semicolons_in_korean(app):
    """"할 수 있는 것: 더미에서 뽑기 (D 또는 클릭); 버린 카드로 등록 (T 또는 끌기)." (every game's panel)."""
    from uihelpers import table_with
    from game.ui.table import affordances as aff
    t = table_with(app, ["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"], "TH 3C 4C 5C 6C", "7D", dealer=1)
    i18n.set_language("ko")
    try:
        __, __, may = aff.status_lines(view=t.view, names=t.names, human=0, timer=None, now=0.0, thinking=None,
                                       points=t.points, claim_word=t.claim_word, table=t.game_table)
    finally:
        i18n.set_language("en")
    assert may.startswith("할 수 있는 것: ") and " · " in may and ";" not in may, may
    __, __, may = aff.status_lines(view=t.view, names=t.names, human=0, timer=None, now=0.0, thinking=None,
                                   points=t.points, claim_word=t.claim_word, table=t.game_table)
    assert "; " in may                                     # English keeps its semicolon


def test_the_korean_catalogue_writes_no_semicolons_but_in_two_ledger_lines(korean):
    """Semicolons between Korean clauses read as a translation ("C로 복사; 메뉴의 …", the Kalookie options, the
    claim banner): a full stop ends a sentence, " · " splits a list. Two ledger lines keep theirs (left to the lead)."""
    from game.ui.i18n import catalogue
    left = {"pays for all; {multipliers}", "{who} — {how}; you {amount}"}
    assert not [(en, ko) for en, ko in catalogue("ko").items() if "; " in ko and en not in left]


def test_the_ring_over_the_discard_names_the_games_call(app, monkeypatch):
    """Seven Bridge's ring said "가져오기 (C) / 패스 (P)" beside the button "퐁!" that the rules and lessons teach."""
    from test_panel_words_play_test import _pon_table
    from test_house_rummy_open_table import _texts_drawn
    t = _pon_table(app, "2S", lambda t: t.ctl.state.discard and str(t.ctl.state.discard[-1]) == "2S")
    assert t.shown_timer(app.now()) is not None
    assert "Pon! (C) / Pass (P)" in _texts_drawn(t, app, monkeypatch)
    i18n.set_language("ko")
    try:
        assert "퐁! (C) / 패스 (P)" in _texts_drawn(t, app, monkeypatch)
    finally:
        i18n.set_language("en")
