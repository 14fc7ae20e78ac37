"""The hand state's typed pieces (issue 23): one declared list of fields, each game's own data
as its dataclasses, the play-outs' checked fast path, and stated positions that are positions
the game could be in (the turn begun, a hand of a match)."""
from __future__ import annotations

import json
import random

import pytest

from game.engine import IllegalAction, from_position, games, new_hand
from game.engine.actions import Action
from game.engine.context import MatchContext
from game.engine.game_data import GameData
from game.engine.state_fields import FIELDS, NAMES, PUBLIC


def played(game: str, seed: int, steps: int, players: int = 4):
    st = new_hand(game, players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if st.over:
            break
        legal = [a for s in range(st.players) for a in st.legal_actions(s)]
        st.apply(rng.choice(legal))
    return st


# ----------------------------------------------------------------------------- the one list
@pytest.mark.parametrize("game", games())
def test_a_hand_keeps_only_its_declared_fields(game):
    """Nothing is kept on a hand outside the list (no memo tucked into ``__dict__``): every field a
    copy, an undo, a snapshot or a position goes by is declared once."""
    for seed in range(3):
        st = played(game, seed, 80)
        st.copy()
        assert set(vars(st)) == set(NAMES), set(vars(st)) ^ set(NAMES)
        assert set(vars(st.copy())) == set(NAMES)


@pytest.mark.parametrize("game", games())
def test_a_copy_shares_no_container_with_its_original(game):
    st = played(game, 5, 60)
    new = st.copy()
    for f in FIELDS:
        a, b = getattr(st, f.name), getattr(new, f.name)
        if isinstance(a, (list, dict, set, GameData)) and f.name != "setup_events":
            assert a is not b or not a, f.name
    for h, g in zip(st.hands, new.hands):
        assert h is not g
    for m, n in zip(st.melds, new.melds):
        assert m is not n and m.cards is not n.cards and m.laid_by is not n.laid_by and m.jokers is not n.jokers
    assert new.turn.data is not st.turn.data and new.turn.data == st.turn.data
    assert new.data is not st.data and new.data == st.data
    assert new.snapshot() == st.snapshot()


def test_the_view_and_the_guessed_hand_go_by_the_same_public_fields():
    st = played("hoola", 3, 30)
    view = st.view(1)
    for name, key in PUBLIC:
        value = getattr(st, name)
        assert getattr(view, key) == (tuple(value) if isinstance(value, list) else value)


@pytest.mark.parametrize("game", games())
def test_undo_takes_the_replayed_hand_field_by_field(game):
    """An undo leaves the same object holding the hand as it was before the move taken back."""
    rng = random.Random(11)
    undone = 0
    for seed in range(6):
        st = new_hand(game, players=2, seed=seed)
        for _ in range(150):
            if st.over:
                break
            a = rng.choice([x for s in range(st.players) for x in st.legal_actions(s)])
            before = st.snapshot()
            st.apply(a)
            if st.undo_steps(a.seat) and st.record[-1] is a:
                ident = id(st)
                st.undo(a.seat, 1)
                assert id(st) == ident and st.snapshot() == before and set(vars(st)) == set(NAMES)
                undone += 1
                st.apply(a)
    assert undone > 5


# ----------------------------------------------------------------------------- the game's own data
def test_each_game_declares_its_data_and_extra_reads_it_without_writing():
    st = new_hand("hoola", players=7, seed=3)                  # H-VAR-1: the drop-out round
    assert type(st.data).__name__ == "HoolaHand" and st.data.asking is not None
    assert st.extra["asking"] == st.data.asking and st.extra["dropout"]["need"] == 2
    with pytest.raises(TypeError):
        st.extra["asking"] = 0                                  # type: ignore[index]
    k = new_hand("kalookie", players=2, seed=1)
    assert type(k.data).__name__ == "KalookieHand" and type(k.turn.data).__name__ == "KalookieTurn"
    assert "opened" not in k.extra and k.data.opened == []
    assert type(new_hand("seven-bridge", players=2, seed=1).data) is GameData


def test_a_position_refuses_a_fact_the_game_does_not_keep():
    more = json.dumps({"extra": {"opened": [0], "mood": "good"}})
    with pytest.raises(ValueError, match="keeps no fact named mood"):
        from_position(f"kalookie 2 | hands 3S 4S / 5S 6S | stock 9C | more {more}")


# ----------------------------------------------------------------------------- the fast path
def test_the_fast_path_refuses_what_is_cheap_to_see_and_changes_nothing():
    st = from_position("hoola 2 dealer=1 current=0 phase=play | hands 8H 2S 9C / 3D 4D KC "
                       "| stock QH 3C | discard 6D | table #0 0 run 5H 6H 7H")
    before = st.snapshot()
    for text, reason in [("0 discard 3D", "not in hand"), ("1 discard 3D", "not seat 1's turn"),
                         ("0 add 8H @7", "no play #7")]:
        with pytest.raises(IllegalAction, match=reason):
            st.apply_fast(Action.parse(text))
        assert st.snapshot() == before
    st.apply_fast(Action.parse("0 add 8H @0"))
    assert [str(c) for c in st.melds[0].cards] == ["5H", "6H", "7H", "8H"] and str(st.record[-1]) == "0 add 8H @0"


# ----------------------------------------------------------------------------- stated positions
KALOOKIE_RUN = ("kalookie 2 dealer=1 current=0 phase=play | hands 8D 9D TD 4D 3D 2C 2H / 3S 4S "
                "| stock 9C | discard 2S | table #0 1 run 5D 6D 7D | more "
                + json.dumps({"extra": {"opened": [0, 1], "played": True}}))


def test_K_5_a_stated_position_begins_its_turn_so_two_cards_per_run_end_hold():
    """The position states no turn: it is begun as the game begins one (``on_turn_start``), so the
    run's ends as the turn found them bound the builds (K-5), with nothing for the caller to do."""
    st = from_position(KALOOKIE_RUN)
    assert st.turn.data.run_bounds == {0: (5, 7)} and st.turn.drew
    st.apply("0 add 8D @0")
    st.apply("0 add 9D @0")
    assert "two cards may go on each end" in st.check(Action.parse("0 add TD @0"))
    back = from_position(st.position())                     # and a written position keeps the turn
    assert "two cards may go on each end" in back.check(Action.parse("0 add TD @0"))


def test_R_7_a_stated_house_rummy_turn_knows_the_table_it_began_with():
    st = from_position("house-rummy 2 dealer=1 current=0 phase=play | hands 9C 4D 5D / 3S 4S "
                       "| stock 2C 2D | discard 6H | table #0 1 run 6C 7C 8C "
                       "| more " + json.dumps({"extra": {"stock_open": True, "melded": [0, 1]}}))
    assert st.turn.data.start == [[0, 1, "6C 7C 8C", None]]


def test_R_5_a_stated_hand_of_a_match_melds_at_that_hands_cost():
    """The ``match`` section states where the match stands: hand 5 of House Rummy costs 20 (R-5)."""
    hand = ("house-rummy 2 dealer=1 current=0 phase=play | hands 5S 5D 5H 2C 3D / 3S 4S | stock 2D 9H "
            "| discard 6H | more " + json.dumps({"extra": {"stock_open": True}}))
    first = from_position(hand)
    first.apply("0 meld 5S 5D 5H")
    assert first.check(Action.parse("0 discard 2C")) is None                 # 15 meets hand 1's 10
    st = from_position(hand.replace(" | more", ' | match {"hand_number": 5} | more'))
    assert st.context.hand_number == 5 and st.ruleset.cost(st) == 20
    st.apply("0 meld 5S 5D 5H")
    assert "20" in st.check(Action.parse("0 discard 2C"))                    # hand 5 asks 20


def test_K_11_a_stated_mid_match_position_keeps_scores_pool_buy_ins_and_who_is_out():
    match = {"hand_number": 4, "ledger": {"0": "120", "1": "35", "2": "160", "3": "0"}, "pool": "40",
             "out": [2], "data": {"buy_ins": {"1": 1}}}
    text = ("kalookie 4 dealer=0 current=1 | hands 6C 7C / 3S 4S 5S / - / 8H 9H | stock 9C 2D | discard 2S "
            "| match " + json.dumps(match))
    st = from_position(text)
    c = st.context
    assert c.hand_number == 4 and c.pool == 40 and c.ledger[2] == 160 and c.out == frozenset({2})
    assert c.data["buy_ins"] == {"1": 1}
    assert st.active == [True, True, False, True]               # the eliminated seat sits the hand out
    back = from_position(st.position())
    assert back.context == c and back.position() == st.position() and back.active == st.active
    assert MatchContext() == from_position(text.split(" | match")[0]).context


@pytest.mark.parametrize("match, reason", [
    ('{"hand_number": 0}', "hands count from 1"),
    ('{"out": [7]}', "only seats of the table"),
    ('{"score": 3}', "unknown fact"),
    ('{"ledger": {"0": "lots"}}', "do not read"),
    ('[1]', "a JSON object"),
    ('{"hand_number": 2} | more {"context": {"hand_number": 2, "out": [], "stake_factor": 1, "ledger": {}, '
     '"pool": 0, "data": {}}}', "state the match once"),
])
def test_a_bad_match_section_says_why(match, reason):
    with pytest.raises(ValueError, match=reason):
        from_position(f"kalookie 4 current=1 | hands - / 3S / - / 8H | match {match}")


def test_a_stated_seat_out_of_the_match_cannot_be_in_turn():
    with pytest.raises(ValueError, match="does not play this hand"):
        from_position('kalookie 4 current=2 | hands - / 3S / - / 8H | match {"out": [2]}')
