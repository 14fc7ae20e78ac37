"""R-4 (Epic): a demanded card is named by its face, so a joker demanded is either joker (issue 25:
the two jokers are one choice at the table, and the rules agree)."""
from __future__ import annotations

import json

from game.engine import Action, Card, from_position
from test_house_rummy import _first_out, _going_out, act


def test_r4_a_joker_demanded_is_given_whichever_joker_the_player_holds():
    more = json.dumps({"extra": {"stock_open": True, "melded": [0, 1]}})
    st = from_position("house-rummy 2 dealer=1 current=0 phase=start | hands 7H 8H 2C / JK.1 9D KS | stock 2H 3H | "
                       f'discard - | table - | options {{"variant": "epic"}} | more {more}')
    events = st.apply("0 demand JK from=1")
    assert events[0].data["given"] is True
    assert Card.parse("JK.1") in st.hands[0] and Card.parse("JK.1") not in st.hands[1]
    assert dict(st.turn.taken)[Card.parse("JK.1")] == "hot"


def _demanded(st, seat):
    return {(str(a.cards[0]), a.get("from")) for a in st.legal_actions(seat) if a.kind == "demand"}


def test_r4_a_card_that_joins_a_play_on_the_table_is_offered_to_demand():
    """R-4: a demand names any card; the list offered the player held only cards making a play with two
    of the hand, so the A♠ an opponent was seen to take, onto the table's three aces, was never offered
    (the House Rummy newcomer's play-through)."""
    more = json.dumps({"extra": {"stock_open": True, "melded": [0, 1]}})
    st = from_position("house-rummy 2 dealer=1 current=0 phase=start | hands 7H 9C / AS 9D KS | stock 2H 3H | "
                       "discard - | table #0 1 book AH AD AC | "
                       f'options {{"variant": "epic"}} | more {more}')
    assert ("AS", "1") in _demanded(st, 0)
    assert st.check(Action("demand", 0, (Card.parse("AS"),), data=(("from", "1"),))) is None
    unmelded = from_position("house-rummy 2 dealer=1 current=0 phase=start | hands 7H 9C / AS 9D KS | stock 2H 3H | "
                             "discard - | table #0 1 book AH AD AC | "
                             f'options {{"variant": "epic"}} | more {json.dumps({"extra": {"stock_open": True, "melded": [1]}})}')
    assert ("AS", "1") not in _demanded(unmelded, 0)   # not yet melded: a lone card may not go on the table


def test_r10_a_player_who_went_out_in_epic_is_offered_demands_to_come_back():
    """R-10: the first out comes back in on their next turn by drawing three, a take or a demand; the
    demand list was empty for an empty hand."""
    st = _going_out("epic")
    _first_out(st)
    act(st, "1 draw_stock")
    act(st, "1 discard 9C")
    assert st.current == 0 and not st.hands[0]
    offered = _demanded(st, 0)
    assert offered and all(src == "1" for _, src in offered)
