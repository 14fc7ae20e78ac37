"""Seven Bridge's words as the newcomer of 27 Nov met them (docs/playthroughs/2026-11-27-seven-bridge-newcomer.md),
in English and in Korean."""
from __future__ import annotations

from game.ui import i18n
from game.ui.engine_text import engine_text
from game.ui.i18n import catalogue


def test_s_3_the_first_turn_refusal_is_said_in_korean():
    """F2: the Korean table showed "No discard may be taken on your first turn" in English."""
    ko = catalogue("ko")
    i18n.set_language("ko")
    try:
        said = engine_text("No discard may be taken on your first turn")
    finally:
        i18n.set_language("en")
    assert said == ko["no discard may be taken on your first turn"] == "첫 차례에는 버린 카드를 가져올 수 없습니다"
