"""A newcomer's play-through of 27 Nov (s16): the move that won the hand was hinted as any other discard,
"Discard 8♦: leaves 0 points in your hand; someone might use it". The hint says it goes out."""
from __future__ import annotations

import json
import random

from ai.coach import explain
from game.engine import Action, from_position
from game.ui import i18n
from game.ui.engine_text import engine_text


def _kalookie(options: dict | None = None):
    more = {"extra": {"opened": [0, 1], "played": True}, "laid": [True, True], "melded": [True, True]}
    return from_position("kalookie 2 dealer=1 current=0 phase=play | hands 8D / 3S.1 4S.1 | stock 9C.1 "
                         "| discard 2S.1 | table #0 0 run 5C 6C 7C | options " + json.dumps(options or {})
                         + " | more " + json.dumps(more))


def test_kalookies_last_discard_is_hinted_as_calling_up_in_both_versions_and_languages():
    for options in ({}, {"version": "north_american"}):
        st = _kalookie(options)
        discard = Action.parse("0 discard 8D")
        assert st.check(discard) is None
        said = explain(st.view(0), discard, random.Random(1)).reason
        assert said == "Discard 8♦ to call up: you go out and win the hand", said
        i18n.set_language("ko")
        try:
            assert engine_text(said) == "8♦을(를) 버리고 콜업: 나면서 이 판을 이깁니다"
        finally:
            i18n.set_language("en")
