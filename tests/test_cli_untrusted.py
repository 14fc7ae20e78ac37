"""``--option`` values on the command line (``hoola sim --options``, ``hoola --smoke --option``), random
and mutated from real ones, are read or refused with one line and exit code 2, never a traceback."""
from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import game.smoke as smoke_module
from game.cli import main
from game.engine import describe, get_ruleset

SETTINGS = settings(max_examples=int(os.environ.get("HOOLA_FUZZ_EXAMPLES", 150)), deadline=None,
                    suppress_health_check=list(HealthCheck))
GAMES = ["hoola", "seven-bridge", "kalookie", "house-rummy"]
ODD = st.sampled_from(["", "=", "true", "false", "null", "1e999", "NaN", "-Infinity", "99999999999999999999",
                       "9" * 5000, "[" * 3000, "{}", "[]", '"x"', "0x10", "²", "٣", "\x00", "1.5", "-1", "7/10/15"])


@st.composite
def option_pairs(draw, game: str) -> list[str]:
    infos = describe(get_ruleset(game).Options)
    names = [i.name for i in infos] + ["nope", "", " version", "VARIANT", "_hand"]
    values = [str(c).lower() if isinstance(c, bool) else str(c) for i in infos for c in (i.choices or [True, False])]
    pairs = []
    for _ in range(draw(st.integers(1, 3))):
        key = draw(st.sampled_from(names) | st.text(max_size=8))
        value = draw(st.sampled_from(values) | ODD | st.text(max_size=10))
        pairs.append(draw(st.sampled_from([f"{key}={value}", f"{key}{value}", f"{key}=={value}", value])))
    return pairs


def clean_exit(capsys, argv: list[str]) -> int:
    """Run ``hoola argv``: exit 0 or a usage error (2) in one line without a traceback."""
    try:
        code = main(argv)
    except SystemExit as e:                  # argparse itself refuses (an option that looks like a flag)
        code = e.code
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    assert code in (0, 2), (argv, code, err)
    if code == 2:
        assert err.strip() and len(err.strip().splitlines()) <= 3, err
    return code


@pytest.mark.parametrize("game", GAMES)
def test_sim_options_are_read_or_refused_in_one_line(capsys, game):
    @SETTINGS
    @given(option_pairs(game))
    def run(pairs):
        clean_exit(capsys, ["sim", "--game", game, "--hands", "1", "--players", "3", "--json"]
                   + [f"--options={p}" for p in pairs])
    run()


@pytest.mark.parametrize("game", GAMES)
def test_smoke_options_are_read_or_refused_in_one_line(capsys, monkeypatch, game):
    """The smoke test's options are checked before its window opens (the hand itself is not played here)."""
    played = []
    monkeypatch.setattr(smoke_module, "main",
                        lambda **kw: played.append(kw) or 0)

    @SETTINGS
    @given(option_pairs(game))
    def run(pairs):
        before = len(played)
        code = clean_exit(capsys, ["--smoke", "--game", game] + [f"--option={p}" for p in pairs])
        assert (code == 0) == (len(played) == before + 1)
    run()


def test_a_refused_option_says_which_and_why(capsys):
    assert clean_exit(capsys, ["sim", "--game", "kalookie", "--options=version=klondike"]) == 2
    assert clean_exit(capsys, ["--smoke", "--game", "house-rummy", "--option=variant=9" + "9" * 5000]) == 2
