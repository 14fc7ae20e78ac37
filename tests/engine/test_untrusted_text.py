"""Untrusted text is refused cleanly: deal codes, position text and action text, random and mutated
from real ones, give a ``ValueError`` with a reason (or are read), never another exception.  The
command line's ``--option`` values are tested in ``tests/test_cli_untrusted.py``."""
from __future__ import annotations

import base64
import os
import zlib
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.engine import Action, from_position, games, new_hand
from game.engine.dealcode import DealCode, _check_letter, decode, encode

#: a few hundred in CI; HOOLA_FUZZ_EXAMPLES=10000 for a long run
SETTINGS = settings(max_examples=int(os.environ.get("HOOLA_FUZZ_EXAMPLES", 300)), deadline=None, suppress_health_check=list(HealthCheck))
#: every game and version the fuzzers start from: (game, players, options)
TABLES = [("hoola", 4, {}), ("hoola", 2, {"claims": "priority", "jokers": 2}), ("seven-bridge", 3, {}),
          ("kalookie", 4, {}), ("kalookie", 3, {"version": "north_american"}), ("kalookie", 2, {"version": "scarne"}),
          ("kalookie", 5, {"version": "swedish", "limit": 100}), ("house-rummy", 4, {}),
          ("house-rummy", 3, {"variant": "epic"})]
NOISE = st.text(alphabet=st.characters(codec="utf-8"), max_size=12) | st.sampled_from(
    ["-", "=", "|", "/", ";", "#", "@", ".", ",", ":", "{", "}", "[", "]", '"', "99999999999999999999", "9" * 5000, "[" * 5000, "-1",
     "0", "²", "٣", "JK", "10", "\x00", " ", "\n", "NaN", "1e999", "true", "null", "jokers=", "$c", "$f"])

#: what Python itself says when a program did not check first (not a reason a player can use)
PYTHON_WORDS = ("invalid literal", "could not convert", "Traceback", "object has no attribute", "index out of range",
                "Exceeds the limit")


def refused_cleanly(read, text: str):
    """``read(text)``: its value, or None after a ValueError that says why.  Anything else fails."""
    try:
        return read(text)
    except ValueError as e:
        assert str(e).strip(), f"a refusal without a reason for {text!r}"
        assert not any(raw in str(e) for raw in PYTHON_WORDS), f"Python's words, not a reason: {e}"
        return None


@st.composite
def mutated(draw, seeds: list[str]) -> str:
    """One of ``seeds`` with a few cuts, insertions, replacements, repeats or swaps of its words."""
    text = draw(st.sampled_from(seeds))
    for _ in range(draw(st.integers(1, 4))):
        if not text:
            text = draw(NOISE)
            continue
        i = draw(st.integers(0, len(text) - 1))
        j = draw(st.integers(i, min(len(text), i + 12)))
        how = draw(st.sampled_from(["cut", "insert", "replace", "repeat", "swap", "case", "truncate"]))
        if how == "cut":
            text = text[:i] + text[j:]
        elif how == "insert":
            text = text[:i] + draw(NOISE) + text[i:]
        elif how == "replace":
            text = text[:i] + draw(NOISE) + text[j:]
        elif how == "repeat":
            text = text[:j] + text[i:j] + text[j:]
        elif how == "swap":
            words = text.split(" ")
            a, b = draw(st.integers(0, len(words) - 1)), draw(st.integers(0, len(words) - 1))
            words[a], words[b] = words[b], words[a]
            text = " ".join(words)
        elif how == "case":
            text = text[:i] + text[i:j].swapcase() + text[j:]
        else:
            text = text[:i]
    return text


# --------------------------------------------------------------------------- deal codes
@lru_cache(maxsize=None)
def real_codes() -> list[str]:
    out = []
    for game, players, options in TABLES:
        out.append(encode(DealCode(game, players, 0x3F9A2C71, players - 1, "", dict(options))))
        out.append(encode(DealCode(game, players, 7, 0, "YMMH"[:0] or "", dict(options), hand=3)))
    return out


def resigned(text: str) -> str:
    """A mutated code with its check letter made right again, so the reading goes past it."""
    parts = "".join(text.split()).upper().split("-")
    body = "-".join(parts[:-1]) if len(parts) > 1 else parts[0]
    return f"{body}-{_check_letter(body)}"


def test_the_real_codes_read():
    for code in real_codes():
        assert decode(code).deal().players >= 2


@SETTINGS
@given(st.text(max_size=80))
def test_random_text_as_a_deal_code_is_refused_with_a_reason(text):
    refused_cleanly(decode, text)


@SETTINGS
@given(st.data())
def test_mutated_deal_codes_are_refused_with_a_reason_or_read(data):
    text = data.draw(mutated(real_codes()))
    refused_cleanly(decode, text)
    code = refused_cleanly(decode, resigned(text))
    if code is not None:
        refused_cleanly(lambda _: code.deal(), "")


@SETTINGS
@given(st.sampled_from(sorted({g for g, _, _ in TABLES})),
       st.lists(st.tuples(st.text(max_size=12), st.text(max_size=12)), max_size=4))
def test_a_deal_code_with_any_options_inside_is_refused_with_a_reason_or_read(game, pairs):
    """The options part is packed text: fill it with any names and values (and the hand number)."""
    text = ",".join(f"{k}={v}" for k, v in pairs + [("_hand", "5")] * (len(pairs) % 2))
    packed = base64.b32encode(zlib.compress(text.encode(), 9)).decode().rstrip("=")
    body = f"{''.join(ch for ch in game.upper() if ch.isalnum())}-4-0-0000002A-{packed}"
    code = refused_cleanly(decode, f"{body}-{_check_letter(body)}")
    if code is not None:
        refused_cleanly(lambda _: code.deal(), "")


# --------------------------------------------------------------------------- positions
@lru_cache(maxsize=None)
def real_positions() -> list[str]:
    """Positions of every table: dealt, and some moves in (Kalookie and House Rummy with plays out)."""
    out = []
    for n, (game, players, options) in enumerate(TABLES):
        state = new_hand(game, players=players, seed=n + 1, options=options)
        out.append(state.position())
        for step in range(60):
            if state.result is not None:
                break
            seat = next(s for s in range(players) if state.legal_actions(s))
            moves = state.legal_actions(seat)
            state.apply(moves[(step * 7 + n) % len(moves)])
            if step % 20 == 19:
                out.append(state.position())
    return out


@SETTINGS
@given(st.text(max_size=120))
def test_random_text_as_a_position_is_refused_with_a_reason(text):
    refused_cleanly(from_position, text)


@SETTINGS
@given(st.data())
def test_mutated_positions_are_refused_with_a_reason_or_read(data):
    state = refused_cleanly(from_position, data.draw(mutated(real_positions())))
    if state is not None:
        for seat in range(state.players):      # what was read can be asked what it allows
            refused_cleanly(lambda _: state.legal_actions(seat), "")


# --------------------------------------------------------------------------- actions
@lru_cache(maxsize=None)
def real_actions() -> list[str]:
    out = set()
    for n, (game, players, options) in enumerate(TABLES):
        state = new_hand(game, players=players, seed=n + 11, options=options)
        for step in range(80):
            if state.result is not None:
                break
            seat = next(s for s in range(players) if state.legal_actions(s))
            moves = state.legal_actions(seat)
            out.update(str(m) for m in moves)
            state.apply(moves[(step * 5 + n) % len(moves)])
    return sorted(out)


@SETTINGS
@given(st.text(max_size=60))
def test_random_text_as_an_action_is_refused_with_a_reason(text):
    refused_cleanly(Action.parse, text)


@SETTINGS
@given(st.data())
def test_mutated_actions_are_refused_with_a_reason_or_read(data):
    action = refused_cleanly(Action.parse, data.draw(mutated(real_actions())))
    if action is not None:
        assert Action.parse(str(action)) == action


@pytest.mark.parametrize("index", range(len(TABLES)))
def test_mutated_action_text_applied_to_a_hand_is_refused_or_played(index):
    """``state.apply(text)`` on a hand in play: refused with a reason, or played and the hand still sound."""
    position = [p for p in real_positions() if p.startswith(TABLES[index][0] + " ")][-1]
    seeds = real_actions()

    @SETTINGS
    @given(st.data())
    def run(data):
        state = from_position(position)
        text = data.draw(mutated(seeds) | st.text(max_size=40))
        if refused_cleanly(state.apply, text) is not None:
            state.check_invariants()

    run()
