"""s18-recheck: while the player makes their turn's moves the others' plays stay put, the player's first meld
included. At 1280x800 (deal HOUSERUMMY-YMMM-0-B023257B-Y, turn 4) M laid 2♠ 2♦ 2♣ and the whole table was
laid out again: every box moved, the cards shrank. The player's empty box was three cards wide, a new play is
given room for one card more, and the table had no free felt left for a second box."""
from __future__ import annotations

import pytest

from game.engine import parse_cards
from game.ui.table.layout import TableLayout
from test_layout_stable import Play          # a table play as the layout reads it (tests/ui)

# the others' plays as they came in that hand (seats: 0 the player, 1 Minji, 2 Kenji, 3 Alice)
STEPS = [(0, 2, "9H JH QH"), (1, 3, "4H 4D 4C"), (2, 1, "7S 7H 7C"), (0, 2, "8H 9H JH QH"),
         (3, 1, "6S 6H 6D 6C"), (0, 2, "8H 9H JH QH KH AH"), (0, 2, "8H 9H TH JH QH KH AH"),
         (4, 3, "5S 5H 5D 5C")]


@pytest.mark.parametrize("size", [(1280, 800), (1280, 720), (1024, 640)])
def test_the_players_first_meld_leaves_the_others_plays_where_they_were(size):
    layout = TableLayout(size, 4, 0)
    order = [0, 1, 2, 3]
    plays: dict[int, Play] = {}
    for mid, owner, text in STEPS:
        plays[mid] = Play(mid, owner, tuple(parse_cards(text)))
        before = layout.place_melds(list(plays.values()), order)
    own = next(box for owner, box in before.groups if owner == 0)
    assert not any(own.contains(r) for r in before.melds.values())          # the player has laid nothing yet
    mine = Play(5, 0, tuple(parse_cards("2S 2D 2C")))
    after = layout.place_melds(list(plays.values()) + [mine], order, hold=True)
    assert after.card_h == before.card_h
    assert {m: after.melds[m] for m in before.melds} == dict(before.melds), "M moved the others' plays"
    assert own.contains(after.melds[5]), "the first meld went elsewhere than the player's box"
