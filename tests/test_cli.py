"""The ``hoola`` command: sim and bench print, --json parses, bad input is one line and exit code 2."""
from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest

from game.cli import main, parse_options

ROOT = pathlib.Path(__file__).resolve().parents[1]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_sim_prints_speed_and_each_seat_with_an_interval(capsys):
    code, out, err = run(capsys, "sim", "--game", "hoola", "--players", "4", "--hands", "30", "--seed", "1",
                         "--bots", "random")
    assert code == 0 and err == ""
    assert "hands/s" in out and "decisions/s" in out
    for seat in range(4):
        assert f"seat {seat}:" in out
    assert "±" in out


def test_sim_json_parses_and_check_reports_no_violation(capsys):
    code, out, _ = run(capsys, "sim", "--hands", "20", "--check", "--json", "--options", "claims=priority",
                       "--options", "jokers=2", "--options", "knock_limit=7/10/15")
    assert code == 0
    stats = json.loads(out)
    assert stats["played"] == 20 and stats["check"] is True and stats["violation_count"] == 0
    assert stats["options"]["claims"] == "priority" and stats["options"]["jokers"] == 2
    assert len(stats["seats"]) == 4 and {"mean", "ci95"} <= set(stats["seats"][0])


def test_sim_replays_one_hand_with_its_record(capsys):
    code, out, _ = run(capsys, "sim", "--players", "3", "--seed", "4", "--hand", "2")
    assert code == 0 and "hand 2:" in out and "draw_stock" in out


def test_option_values_are_json_when_they_can_be_and_text_for_text_options():
    assert parse_options("hoola", ["jokers=2", "blasts=false", "claims=battle", "knock_limit=10",
                                   "dropout_compensation=0.5"]) == {
        "jokers": 2, "blasts": False, "claims": "battle", "knock_limit": "10", "dropout_compensation": 0.5}


@pytest.mark.parametrize("argv", [
    ["sim", "--game", "poker"],
    ["sim", "--players", "9"],
    ["sim", "--players", "four"],
    ["sim", "--hands", "0"],
    ["sim", "--hands", "-5"],
    ["sim", "--seed", "x"],
    ["sim", "--options", "colour=blue"],
    ["sim", "--options", "claims=sometimes"],
    ["sim", "--options", "jokers=7"],
    ["sim", "--options", "jokers"],
    ["sim", "--bots", "wizard"],
    ["sim", "--bots", "random,random"],
    ["sim", "--frobnicate"],
    ["bench", "--runs", "0"],
    ["--smoke", "--game", "kalookie", "--option", "version=french"],
    ["--smoke", "--game", "kalookie", "--option", "colour=blue"],
    ["--smoke", "--game", "kalookie", "--option", "version"],
    ["fly"],
])
def test_bad_input_is_one_line_on_stderr_and_exit_2(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err and lines[0].startswith("hoola")


def test_no_subcommand_opens_the_window(monkeypatch):
    import game.cli
    opened = []
    monkeypatch.setattr(game.cli, "run_window", lambda args: opened.append(args.command) or 0)
    assert main([]) == 0 and opened == [None]


def test_bench_prints_solver_and_decisions(capsys):
    code, out, _ = run(capsys, "bench", "--runs", "1", "--hands", "5", "--solver-calls", "20", "--bot-hands", "4",
                       "--json")
    assert code == 0
    data = json.loads(out)
    assert data["random_play"]["decisions_per_s"] > 0
    # issue 28: applied actions beside decisions, for every game, and play-outs a second for every game
    from game.engine import games
    assert data["random_play"]["actions_per_s"] > 0
    assert all(r["actions_per_s"] > 0 and r["decisions_per_s"] > 0 for r in data["random_play_other_games"].values())
    assert set(data["playouts_per_s"]) == set(games()) and all(v > 0 for v in data["playouts_per_s"].values())
    assert data["solver"] is None or all("calls_per_s" in row for row in data["solver"])
    experts = [r for r in data["bot_decision_times"] if r["level"] == "expert"]
    # issue 15: the Expert's play-outs a second are printed beside the decisions
    assert any(r["searched"] for r in experts)
    assert all(r["playouts_per_s"] > 0 for r in experts if r["searched"])


def test_python_dash_m_game_runs_the_command():
    proc = subprocess.run([sys.executable, "-m", "game", "sim", "--hands", "5", "--json"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["played"] == 5
    bad = subprocess.run([sys.executable, "-m", "game", "sim", "--game", "poker"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and len(bad.stderr.strip().splitlines()) == 1


def test_data_dir_reaches_the_window(tmp_path, monkeypatch):
    """``hoola --data-dir FOLDER`` (top-level option) opens the window on that folder."""
    from game import cli
    args = cli.build_parser().parse_args(["--data-dir", str(tmp_path)])
    assert args.data_dir == str(tmp_path) and args.command is None
    seen = {}

    class FakeApp:
        def __init__(self, size=None, **kw):
            seen.update(kw)

        def run(self):
            return 0

    import game.ui.app as app_mod
    monkeypatch.setattr(app_mod, "App", FakeApp)
    assert cli.run_window(args) == 0
    assert seen["data_dir"] == str(tmp_path)


def test_help_of_every_command_prints(capsys):
    """``--help`` must never crash (argparse %-formats help strings)."""
    import pytest
    from game.cli import main
    for argv in (["--help"], ["sim", "--help"], ["bench", "--help"], ["ladder", "--help"]):
        with pytest.raises(SystemExit) as e:
            main(argv)
        assert e.value.code == 0
        assert "usage" in capsys.readouterr().out


def test_sim_replays_a_deal_code(capsys):
    from game.engine import new_hand
    from game.engine.dealcode import code_of
    code = code_of(new_hand("seven-bridge", players=3, seed=5, dealer=1))
    assert main(["sim", "--deal", code, "--bots", "medium", "--check"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"deal {code}: Seven Bridge, 3 players") and "result:" in out
    first = out
    assert main(["sim", "--deal", code.lower(), "--bots", "medium"]) == 0
    assert capsys.readouterr().out.splitlines()[1:] == first.splitlines()[1:]     # the same hand again


def test_sim_refuses_a_bad_deal_code(capsys):
    assert main(["sim", "--deal", "HOOLA-YMMH-0-0000004D-Z"]) == 2
    assert "mistyped" in capsys.readouterr().err


def test_progress_is_silent_when_piped_or_json_and_a_bar_on_a_terminal():
    """Issue 15: long runs show hands done, rate and time left on a terminal; nothing when piped."""
    import io

    from game.progress import bar
    from game.sim import simulate

    piped = io.StringIO()
    with bar(10, "hands", stream=piped) as b:
        stats = simulate("hoola", 4, 10, 1, ["random"], on_hand=b.update)
    assert piped.getvalue() == "" and b.n == 10 and stats["played"] == 10

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    tty = Terminal()
    with bar(10, "hands", stream=tty) as b:
        simulate("hoola", 4, 10, 1, ["random"], on_hand=b.update)
    assert b.n == 10 and "hands:" in tty.getvalue() and "/10 [" in tty.getvalue()
    quiet = Terminal()
    with bar(10, "hands", stream=quiet, quiet=True):
        pass
    assert quiet.getvalue() == ""


def test_bench_screen_with_bots_measures_frames_while_they_play(monkeypatch, capsys):
    """Issue 15: `hoola bench --screen --bots expert` reports the frames a player sees while Experts think."""
    import game.bench.screen_bench as sb
    from game.cli import main
    asked = []
    def frames(level, worst=None):
        asked.append(level)
        if worst is not None:
            worst.update(ms=30.0, frame=3, moves=["0 draw_stock"])
        return [5.0, 6.0, 7.0, 30.0]
    monkeypatch.setattr(sb, "bot_frames", frames)
    assert main(["bench", "--screen", "--bots", "expert", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert asked == ["expert"] and out["frame_ms_max"] == 30.0 and out["frames"] == 4
    assert out["frames_over_16ms"] == 1 and out["frames_over_33ms"] == 0 and out["frame_ms_p99"] == 30.0
    assert out["worst_frame"]["moves"] == ["0 draw_stock"]               # what the worst frame did
