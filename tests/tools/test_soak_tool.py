"""The long soak's tool (issue 29) can be split into parts: one table, from a given hand of the run."""
from __future__ import annotations

import json
import runpy
import sys
from pathlib import Path

import pytest

SOAK = Path(__file__).resolve().parents[2] / "tools" / "soak.py"


def _main():
    return runpy.run_path(str(SOAK))["main"]


def test_one_table_from_a_later_hand_plays_those_hands(capsys):
    main = _main()
    assert main(["--table", "13", "--hands", "2", "--first-hand", "5"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows[0]["table"] == 13 and rows[0]["game"] == "kalookie" and rows[0]["first_hand"] == 5
    assert rows[0]["hands"] == 2 and rows[0]["violations"] == 0
    assert rows[-1]["total"]["tables"] == 1
    from game.sim import simulate        # the same hands a whole run plays as its 6th and 7th
    whole = simulate("kalookie", 4, 7, 29, ["random"], {"version": "british"})
    head = simulate("kalookie", 4, 5, 29, ["random"], {"version": "british"})
    assert rows[0]["actions"] == whole["actions"] - head["actions"]


def test_a_table_not_in_the_list_is_refused_with_a_message(capsys):
    with pytest.raises(SystemExit):
        _main()(["--table", "99"])
    assert "--table must be 0 to" in capsys.readouterr().err
