"""The ladder command and its duplicate deals."""
from __future__ import annotations

from game.cli import main
from game.ladder import rung
from game.sim import hand_setup


def test_duplicate_deals_seat_every_bot_in_every_seat_of_one_deal():
    setups = [hand_setup(i, 7, 4, rotate=True) for i in range(8)]
    assert len({s[0] for s in setups[:4]}) == 1 and setups[0][0] != setups[4][0]
    assert sorted(s[2].index(0) for s in setups[:4]) == [0, 1, 2, 3]


def test_rung_reports_a_mean_with_an_interval():
    row = rung("seven-bridge", "medium", "random", hands=16, seed=3)
    assert row["hands"] == 16 and row["ci95"] > 0 and row["deals"] == 4 and row["ci95_deal"] > 0
    assert row["holds"] == (row["mean"] - row["ci95_deal"] > 0)   # the per-deal interval decides


def test_ladder_cli_prints_rungs(capsys):
    code = main(["ladder", "--game", "hoola", "--hands", "8", "--levels", "random,easy"])
    out = capsys.readouterr().out
    assert code in (0, 1) and "easy" in out and "random" in out


def test_ladder_cli_refuses_unknown_levels(capsys):
    assert main(["ladder", "--levels", "random,grandmaster"]) == 2
    assert "grandmaster" in capsys.readouterr().err
