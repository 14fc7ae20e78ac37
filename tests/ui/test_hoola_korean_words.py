"""A Korean player's play-through of Battle Hoola (2026-11-27, docs/playthroughs/2026-11-27-hoola-korean.md):
the words that read wrong to them, each kept right here."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from game.ui import i18n
from game.ui.i18n import catalogue

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
#: the stock is 더미 (terms_ko.tsv); the discard pile is 버린 카드 (더미): a bare 더미 is the stock
BARE_STOCK = re.compile(r"(?<!버린 카드 )더미")


def _words(node):
    """Every ``{en, ko}`` pair of a lessons file."""
    if isinstance(node, dict):
        if {"en", "ko"} <= set(node):
            yield node["en"], node["ko"]
        else:
            for v in node.values():
                yield from _words(v)
    elif isinstance(node, list):
        for v in node:
            yield from _words(v)


def _lessons(game: str) -> list[tuple[str, str]]:
    return list(_words(tomllib.loads((ROOT / "game" / "games" / game / "lessons.toml").read_text(encoding="utf-8"))))


def test_the_hoola_rules_page_slaps_the_discard_not_the_stock():
    """The rules page told a Korean player to slap and click '더미' (the stock) to claim a discard."""
    text = (LOCALE / "rules_ko" / "hoola.txt").read_text(encoding="utf-8")
    slap = next(p for p in text.split("\n\n") if p.startswith("배틀: 땡큐"))
    assert not BARE_STOCK.search(slap), slap
    assert "버린 카드를 클릭" in slap and "버린 카드 둘레" in slap


@pytest.mark.parametrize("game", ["hoola", "house_rummy", "kalookie", "seven_bridge"])
def test_a_lesson_calls_the_discard_pile_never_the_stock(game):
    """'더미 위의 6♥' and '더미에서 8♠를 가져갔고' named the stock for the discard pile."""
    astray = [(en, ko) for en, ko in _lessons(game) if BARE_STOCK.search(ko) and "stock" not in en.lower()]
    assert not astray


#: ranks whose Korean reading ends in a consonant (삼 육 칠 팔 십) or a vowel (이 사 오 구 에이 케이 큐)
_CONSONANT = r"(?:10|[3678])[♠♥♦♣]"
_VOWEL = r"(?<![0-9])[2459AKQ][♠♥♦♣]"


@pytest.mark.parametrize("game", ["hoola", "house_rummy", "kalookie", "seven_bridge"])
def test_a_card_in_a_lesson_takes_the_particle_its_reading_asks(game):
    """'3♠는', '7♠를', '8♠ 8♣가' read wrong: 삼, 칠, 팔 end in a consonant (은, 을, 이, 과)."""
    wrong = []
    for __, ko in _lessons(game):
        wrong += re.findall(_CONSONANT + r"(?:를|는|가(?!져)|와)(?![(가-힣])", ko)
        wrong += re.findall(_VOWEL + r"(?:을|은|이(?![가-힣])|과)(?![(])", ko)
    assert not wrong


def test_the_first_lesson_says_losers_pay_by_rank_as_the_rules_do():
    """H-PAY-1: losers pay by rank. The lesson said the opponent pays 'for the points left in their hand'."""
    last = _lessons("hoola")
    after = [(en, ko) for en, ko in last if en.startswith("You went out!")]
    assert after, "the first lesson's last words"
    for en, ko in after:
        assert "points left" not in en and "점수만큼 냅니다" not in ko
        assert "rank" in en and "순위" in ko


@pytest.fixture
def korean():
    i18n.set_language("ko")
    yield
    i18n.set_language("en")


def test_the_log_says_thank_you_once_when_you_slap(korean):
    """The log read '나: 8♦ 땡큐: 땡큐!': the slap and the call are one word in Korean."""
    mine = i18n._("You slap the {card}: {call}").format(card="8♦", call=i18n._("Thank you!"))
    theirs = i18n._("{who} slaps the {card}: {call}").format(who="Minji", card="8♦", call=i18n._("Thank you!"))
    assert mine.count("땡큐") == 1 and "8♦" in mine
    assert theirs.count("땡큐") == 1 and theirs.startswith("Minji")


def test_the_add_hint_names_a_meld_as_the_button_does(korean):
    """The hint said '테이블의 등록에 붙이기' beside the button '등록패에 붙이기'."""
    text = catalogue("ko")["Add {cards} to a meld on the table: leaves {points} points in your hand"]
    assert "등록패에" in text and "등록에" not in text


def test_the_hand_is_called_one_way(korean):
    """'손의 점수: 48' sat under '빵: 손패 합계 48': one word, 손패."""
    ko = catalogue("ko")
    assert ko["Points in hand: {points}"].startswith("손패 점수")
    assert not [en for en, text in ko.items() if "손의 점수" in text or "손의 합" in text]


def test_settings_show_seconds_and_percent_in_korean(korean, tmp_path):
    """The claim window read '2 s' on a Korean screen."""
    from game.controller import FakeClock
    from game.ui.app import App
    from game.ui.settings_scene import SettingsScene

    app = App((1280, 720), clock=FakeClock(), data_dir=str(tmp_path))
    i18n.set_language("ko")
    scene = SettingsScene(app)
    rows = {r.name: r for r in scene.list.rows}
    assert rows["claim_window"].shown().endswith("초 ›") and " s " not in rows["claim_window"].shown()
    assert rows["volume"].shown().endswith("% ›") and " %" not in rows["volume"].shown()


def test_the_perfect_the_last_lesson_teaches_shows_above_the_coachs_card(app):
    """The Perfect! banner of lesson 4 was drawn under the coach's card: only its gold edge showed."""
    from game import games
    from game.lessons import COURSES
    from game.ui.lessons_scene import open_lesson
    from gestures import make_move
    from uihelpers import step

    games.load("lessons")
    course = COURSES["hoola"]
    open_lesson(app, course, course.lesson("perfect"))
    t = app.stack.top
    while not t.run.finished:
        index = t.run.index
        make_move(app, t, t.run.expected()[0], lambda: t.run.index > index)
    step(app, 1, dt=0.1)
    assert t.ctl.state.result.multipliers[1] == [("Perfect", 4)]
    t.banner = ("Perfect!", app.now() + 2.5)       # as at pace 1 (the tests play at the instant pace, no moment)
    app.draw(flip=False)
    app.draw(flip=False)                 # the coach's card is placed in the frame before
    assert t.banner_box.colliderect(t.layout.table)
    assert not t.banner_box.colliderect(t.coach_box), (t.banner_box, t.coach_box)


def test_the_statistics_write_a_percentage_the_korean_way(korean):
    """'이긴 판 1 (33 %)': Korean sets the percent sign against the number."""
    from types import SimpleNamespace

    from game.ui.stats_scene import measures

    shown = dict(measures("hoola"))["이긴 판"](SimpleNamespace(hands=3, wins=1, win_rate=1 / 3))
    assert shown == "1 (33%)"


@pytest.mark.parametrize("written,drawn", [
    ("8♦을(를) 버렸습니다", "8♦을 버렸습니다"), ("K♦을(를) 버렸습니다", "K♦를 버렸습니다"),
    ("3♠ 4♠ 6♠은(는) 런", "3♠ 4♠ 6♠은 런"), ("8♠ 8♣이(가) 있습니다", "8♠ 8♣이 있습니다"),
    ("10♥와(과) 함께", "10♥과 함께"), ("조커를 6♣(으)로", "조커를 6♣으로"), ("조커를 7♣(으)로", "조커를 7♣로"),
    ("나이(가) 먼저", "내가 먼저"), ("하나이(가) 먼저", "하나가 먼저"),
    ("Minji이(가) 먼저", "Minji가 먼저"), ("Jun이(가) 땡큐", "Jun이 땡큐"), ("Tom은(는)", "Tom은"),
    ("Alice와(과)", "Alice와"), ("Paul(으)로", "Paul로"), ("Bob이(가) 먼저", "Bob이(가) 먼저"),   # Bob: 밥 or 보브
    ("10♥을(를)", "10♥을"), ("Q♠ K♠이(가)", "Q♠ K♠가"),
])
def test_a_particle_after_a_card_is_drawn_as_its_reading_asks(written, drawn):
    """The catalogue cannot know the card ("{card}를" read "7♠를"): it writes both forms, the screen picks one."""
    from game.ui.text import josa

    assert josa(written) == drawn


def test_the_catalogue_writes_both_particles_after_a_card(korean):
    """Every particle right after a card placeholder is written for either reading ("{card}을(를)")."""
    after = re.compile(r"\{(?:card|cards)\}(?:를|는|가(?!져)|와|을|은|이(?![가-힣])|과|로)(?![(가-힣])")
    assert not [ko for ko in catalogue("ko").values() if after.search(ko)]


def test_no_korean_line_of_the_catalogue_joins_its_parts_with_a_semicolon():
    """Battle Hoola's end notes read "독박; ×2" and "Minji — 훌라; 나 -4" (session 15's left item): Korean
    separates a list's parts with · and its clauses with sentences."""
    assert not [(en, ko) for en, ko in catalogue("ko").items() if ";" in ko]


def test_pays_for_all_with_multipliers_reads_as_one_note_in_korean():
    """The Korean play-through of session 16: "독박 · 무등록 ×2, 퍼펙트 ×4" mixed two separators in one cell."""
    ko = catalogue("ko")["pays for all; {multipliers}"].format(multipliers="무등록 ×2, 퍼펙트 ×4")
    assert ko == "독박 (무등록 ×2, 퍼펙트 ×4)"
