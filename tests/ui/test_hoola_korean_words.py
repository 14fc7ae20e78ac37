"""A Korean player's play-through of Battle Hoola (2026-11-27, docs/playthroughs/2026-11-27-hoola-korean.md):
the words that read wrong to them, each kept right here."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest


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
