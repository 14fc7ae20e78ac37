"""Deal codes: a short text deals the same cards again (C-2), and a bad one says what is wrong."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from game.engine import new_hand
from game.engine.dealcode import DealCode, code_of, decode, encode


def same_deal(a, b) -> None:
    assert a.hands == b.hands and a.stock == b.stock and a.discard == b.discard and a.dealer == b.dealer


def test_c2_a_code_deals_the_same_hand():
    st0 = new_hand("hoola", players=4, seed=0x3F9A2C71, dealer=2)
    code = code_of(st0, seats="YMMH")
    assert code.startswith("HOOLA-YMMH-2-3F9A2C71-") and len(code) <= 26
    back = decode(code.lower())
    assert (back.game, back.players, back.seats, back.options) == ("hoola", 4, "YMMH", {})
    same_deal(back.deal(), st0)


def test_c2_options_that_differ_travel_with_the_code():
    opts = {"claims": "priority", "jokers": 2, "glenn_melds": True, "dropout_compensation": 0.5}
    st0 = new_hand("hoola", players=6, seed=99, options=opts)
    back = decode(code_of(st0))
    assert back.options == opts and back.players == 6 and back.seats == ""
    same_deal(back.deal(), st0)


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from(["hoola", "seven-bridge"]), players=st.integers(2, 4),
       seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 3))
def test_codes_round_trip(game, players, seed, dealer):
    dealer %= players
    code = encode(DealCode(game, players, seed, dealer))
    back = decode(code)
    assert (back.game, back.players, back.seed, back.dealer) == (game, players, seed, dealer)
    same_deal(back.deal(), new_hand(game, players=players, seed=seed, dealer=dealer))


def test_a_stated_position_has_no_code():
    st0 = new_hand("hoola", players=2, hands=["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"])
    with pytest.raises(ValueError, match="no deal code"):
        code_of(st0)


@pytest.mark.parametrize("text, reason", [
    ("", "enter a deal code"),
    ("hello", "not a deal code"),
    ("HOOLA-YMMH-0-3F9A2C71-Z", "mistyped"),
])
def test_bad_codes_say_why(text, reason):
    with pytest.raises(ValueError, match=reason):
        decode(text)


def test_a_mistyped_letter_is_caught():
    code = code_of(new_hand("hoola", players=4, seed=12345))
    body = code[:-2]
    wrong = body.replace("3", "4", 1) if "3" in body else body.replace("0", "1", 1)
    with pytest.raises(ValueError, match="mistyped"):
        decode(wrong + code[-2:])


def _signed(body: str) -> str:
    from game.engine.dealcode import _check_letter
    return f"{body}-{_check_letter(body)}"


@pytest.mark.parametrize("body, reason", [
    ("CHESS-4-0-0000BEEF", "does not have"),
    ("HOOLA-4-9-0000BEEF", "dealer"),
    ("HOOLA-4-0-NOTHEX", "deal number"),
    ("HOOLA-1-0-0000BEEF", "does not make a table"),
    ("HOOLA-4-0-0000BEEF-!!!!", "options are not readable"),
])
def test_well_signed_but_wrong_codes_say_why(body, reason):
    with pytest.raises(ValueError, match=reason):
        decode(_signed(body))


def test_a_house_rummy_code_keeps_the_hand_number_and_its_melding_cost():
    """R-5 through a deal code: hand 5 of a game costs 20 to meld, and so does the shared deal."""
    from game.engine import new_hand
    from game.engine.context import MatchContext
    from game.engine.dealcode import code_of, decode
    st = new_hand("house-rummy", players=4, seed=12, dealer=1, context=MatchContext(hand_number=5))
    code = decode(code_of(st, "YMMM"))
    again = code.deal()
    assert code.hand == 5 and again.setup["deal"] == st.setup["deal"]
    assert again.ruleset.cost(again) == st.ruleset.cost(st) == 20
