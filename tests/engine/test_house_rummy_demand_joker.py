"""R-4 (Epic): a demanded card is named by its face, so a joker demanded is either joker (issue 25:
the two jokers are one choice at the table, and the rules agree)."""
from __future__ import annotations

import json

from game.engine import Card, from_position


def test_r4_a_joker_demanded_is_given_whichever_joker_the_player_holds():
    more = json.dumps({"extra": {"stock_open": True, "melded": [0, 1]}})
    st = from_position("house-rummy 2 dealer=1 current=0 phase=start | hands 7H 8H 2C / JK.1 9D KS | stock 2H 3H | "
                       f'discard - | table - | options {{"variant": "epic"}} | more {more}')
    events = st.apply("0 demand JK from=1")
    assert events[0].data["given"] is True
    assert Card.parse("JK.1") in st.hands[0] and Card.parse("JK.1") not in st.hands[1]
    assert dict(st.turn.taken)[Card.parse("JK.1")] == "hot"
