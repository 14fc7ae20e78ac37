"""Every hand ends: positions a soak found where no seat could act but the hand was not over."""
from __future__ import annotations

import json
from pathlib import Path

from game.engine import new_hand

DATA = Path(__file__).parent / "data"


def test_R_10_the_last_round_ends_when_its_last_seat_went_out_for_good_by_a_demand():
    """House Rummy Epic, four players: the ender gave everyone one more turn; in it seat 1 demanded
    seat 3's last card, so seat 3 went out for good and had no turn left.  When seat 1 then went out
    too, the hand is over (R-10, full out); it used to wait for seat 3, and no seat could act."""
    found = json.loads((DATA / "house-rummy-epic-last-round.json").read_text())
    st = new_hand(found["game"], players=found["players"], seed=found["seed"], options=found["options"],
                  dealer=found["dealer"])
    for text in found["actions"][:-1]:
        st.apply(text)
    assert 3 in st.extra["gone"] and not st.active[3] and 3 in st.extra.get("last_round", [3])
    st.apply(found["actions"][-1])
    assert st.result is not None and st.result.reason == "out"
    assert all(not st.legal_actions(s) for s in range(st.players))
