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


# --- issue 24: the greedy yardstick (tests/tools/greedy.py) through the same harness

def test_ladder_measures_a_bot_loaded_from_a_module_against_the_registry_levels():
    from game.ladder import bots_from
    make, extra = bots_from("tests.tools.greedy")
    assert extra == ("greedy",) and type(make("greedy", 1)).__name__ == "GreedyBot"
    row = rung("seven-bridge", "hard", "greedy", hands=8, seed=5, make=make)
    assert row["hands"] == 8 and row["deals"] == 2 and row["low"] == "greedy"


def test_ladder_cli_takes_levels_from_a_module(capsys):
    code = main(["ladder", "--game", "hoola", "--hands", "4", "--levels", "greedy,medium",
                 "--bots-from", "tests.tools.greedy"])
    out = capsys.readouterr().out
    assert code in (0, 1) and "medium vs greedy" in out


def test_ladder_cli_refuses_a_module_without_bots(capsys):
    assert main(["ladder", "--bots-from", "game.sim", "--levels", "random,easy"]) == 2
    assert "BOTS" in capsys.readouterr().err


def test_match_rung_plays_whole_six_hand_games_with_partners_sharing_the_side_total():
    from game.engine import Match
    from game.ladder import bots_from
    from game.ladder_match import match_rung, match_scores
    make, _ = bots_from("tests.tools.greedy")
    row = match_rung("house-rummy", "medium", "greedy", make, matches=4, seed=2)
    assert row["matches"] == 4 and row["hands"] == 24 and row["deals"] == 1   # six hands a game
    m = Match("house-rummy", players=4, seed=1)
    m.ledger.update({0: 50, 2: 50, 1: 30, 3: 30})
    assert match_scores(m) == {0: 50.0, 1: 30.0, 2: 50.0, 3: 30.0}


def test_match_scores_count_the_money_and_the_pool_where_stakes_change_hands():
    """K-11: stakes paid into the pool at the start; the last player at or under the limit takes it."""
    from game.engine import Match
    from game.ladder_match import match_scores
    m = Match("kalookie", players=4, seed=1)
    assert m.pool == 20 and all(v == -5 for v in m.money.values())
    m.out.update({1, 2, 3})
    m.ledger.update({1: 160, 2: 170, 3: 155})
    m.hand.result = None
    scores = match_scores(m)
    assert scores[0] == -5 + 20 and scores[1] == -5 and sum(scores.values()) == 0
