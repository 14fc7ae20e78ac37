"""The position text: a whole hand state on one line and back (like chess's FEN).

Hand-written positions state a mid-hand table; written ones read back to the same state, with
the same legal actions for every seat and the same future; bad text gets a reason (C-2, C-6).
"""
from __future__ import annotations

import random

import pytest

from game.engine import Action, from_position, games, new_hand, replay
from game.engine.position import to_position

HISTORY = ("record", "chance", "result")


def same_state(a, b) -> None:
    sa, sb = a.snapshot(), b.snapshot()
    for key in HISTORY:
        sa.pop(key), sb.pop(key)
    for snap in (sa, sb):   # where the turn began in the record: history, not position
        snap["turn"] = snap["turn"][:3] + snap["turn"][5:]
    assert sa == sb
    for seat in range(a.players):
        assert a.legal_actions(seat) == b.legal_actions(seat)
        assert a.view(seat).hand == b.view(seat).hand


def every_action(st):
    return [x for s in range(st.players) for x in st.legal_actions(s)]


def test_c2_a_hand_written_hoola_table():
    """A mid-hand table from a few words: seat 0 has melded and may lay 8H off on its run."""
    st = from_position("hoola 2 dealer=1 current=0 phase=play | hands 8H 2S 9C / 3D 4D KC "
                       "| stock QH 3C | discard 6D | table #0 0 run 5H 6H 7H")
    assert [str(c) for c in st.melds[0].cards] == ["5H", "6H", "7H"] and st.melds[0].kind == "run"
    assert st.melded_from_hand == [True, False] and st.current == 0 and st.phase == "play"
    legal = {str(a) for a in st.legal_actions(0)}
    assert "0 add 8H @0" in legal and "0 discard 2S" in legal
    assert st.check(Action.parse("0 add 2S @0")) is not None
    assert st.legal_actions(1) == []
    st.apply("0 add 8H @0")
    assert [str(c) for c in st.melds[0].cards] == ["5H", "6H", "7H", "8H"]
    assert len(st.out_of_play) == 52 - 3 - 3 - 2 - 1 - 3   # the cards named nowhere: hands, stock, pile, table


def test_c2_seven_bridge_start_of_turn_discard_is_live():
    st = from_position("seven-bridge 2 dealer=0 current=1 | hands 2S 3S 5H 9C JD QD KS / 4S 8D 8C AH 2H 3H TC "
                       "| stock 9S 9H | discard 4C")
    assert st.phase == "start" and st.discard_live


@pytest.mark.parametrize("game", ["hoola", "seven-bridge"] + [g for g in games() if g not in ("hoola", "seven-bridge")])
@pytest.mark.parametrize("seed", range(8))
def test_c6_written_positions_read_back_to_the_same_state(game, seed):
    players = 2 + seed % 3
    try:
        st = new_hand(game, players=players, seed=seed)
    except ValueError:
        pytest.skip(f"{game} is not played by {players}")
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 40)):
        if st.over:
            break
        st.apply(rng.choice(every_action(st)))
    if st.over:
        with pytest.raises(ValueError, match="not a phase of a hand in play"):
            from_position(to_position(st))
        return
    text = st.position()
    back = from_position(text)
    assert back.position() == text
    same_state(st, back)
    back.check_invariants()
    # the same moves from here give the same states, until chance (a reshuffle) steps in
    chances = len(st.chance)
    for _ in range(30):
        if st.over or len(st.chance) != chances:
            break
        a = rng.choice(every_action(st))
        st.apply(a)
        back.apply(a)
        if len(st.chance) == chances:
            same_state(st, back)
    # a hand begun from a position records it and replays (C-6)
    assert replay(back.to_record()).snapshot() == back.snapshot()


@pytest.mark.parametrize("text, reason", [
    ("", "a line of text"),
    ("chess 2 | hands - / -", "unknown game"),
    ("hoola two | hands - / -", "number of players"),
    ("hoola 2 | hands 7S", "hands of all 2 seats"),
    ("hoola 2 | hands 7S / 7S", "named twice"),
    ("hoola 2 | hands 7S.1 / 8S", "not in the Battle Hoola deck"),
    ("hoola 2 | hands 7S / 8S | pile 9C", "unknown section"),
    ("hoola 2 mood=good | hands 7S / 8S", "unknown word"),
    ("hoola 2 dealer=5 | hands 7S / 8S", "dealer must be"),
    ("hoola 2 | hands 7S / 8X", "suit must be"),
    ("hoola 2 | hands 7S / 8S | table 0 run 5H 6H 7H", "should read"),
    ("hoola 2 | hands 7S / 8S | options {oops", "not readable JSON"),
    ("hoola 2 | hands 7S / 8S | more {\"turn\": {\"seat\": 0}}", "not readable"),
    ("hoola 2 phase=ended | hands 7S / 8S", "not a phase"),
])
def test_bad_positions_say_why(text, reason):
    with pytest.raises(ValueError, match=reason):
        from_position(text)
