"""``hoola --smoke`` (what CI runs on the packaged executable): four bots play a hand through the
real window and controller, headless; exit 0; files only in a temporary folder that is removed."""
from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import game.smoke as smoke

ROOT = pathlib.Path(__file__).resolve().parents[1]


def _files(folder: pathlib.Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def test_smoke_plays_a_hand_headless_and_writes_nothing_outside_its_temp_dir(tmp_path):
    home, tmp, cwd = tmp_path / "home", tmp_path / "tmp", tmp_path / "cwd"
    for d in (home, tmp, cwd):
        d.mkdir()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("XDG_", "SDL_", "HOOLA_", "PYTHONPATH"))}
    env.update(HOME=str(home), TMPDIR=str(tmp), XDG_DATA_HOME=str(home / ".local/share"),
               XDG_CONFIG_HOME=str(home / ".config"), XDG_STATE_HOME=str(home / ".local/state"),
               XDG_CACHE_HOME=str(home / ".cache"), PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "game", "--smoke"], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    line = proc.stdout.strip().splitlines()[-1]
    assert line.startswith("hoola --smoke: ok:") and "frames drawn" in line and "actions applied" in line
    assert "dummy video driver" in line        # it picked the dummy driver by itself
    assert _files(home) == [] and _files(tmp) == [] and _files(cwd) == []


def test_smoke_in_process_restores_the_environment(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr(smoke.tempfile, "tempdir", None)    # re-read TMPDIR
    monkeypatch.delenv("HOOLA_DATA_DIR", raising=False)
    before = dict(os.environ)
    assert smoke.main() == 0
    out = capsys.readouterr().out
    assert "hoola --smoke: ok:" in out
    assert dict(os.environ) == before
    assert _files(tmp_path) == []


def test_any_exception_exits_1_with_its_traceback(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(smoke.tempfile, "tempdir", str(tmp_path))

    def broken(*a, **k):
        raise RuntimeError("the screen broke")

    monkeypatch.setattr(smoke, "play", broken)
    assert smoke.main() == 1
    err = capsys.readouterr().err
    assert "Traceback" in err and "RuntimeError: the screen broke" in err and "FAILED" in err
    assert _files(tmp_path) == []


def test_a_problem_the_table_only_logs_fails_the_smoke(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(smoke.tempfile, "tempdir", str(tmp_path))

    def logged(*a, **k):
        raise smoke.SmokeFailure("bot_error at seat 2: boom")

    monkeypatch.setattr(smoke, "play", logged)
    assert smoke.main() == 1
    assert "FAILED: bot_error at seat 2: boom" in capsys.readouterr().err


def test_cli_dispatches_smoke(monkeypatch):
    from game import cli
    seen = []
    monkeypatch.setattr(smoke, "main", lambda argv=None, game="hoola", options=None, lang=None:
                        seen.append((options, lang)) or (7 if game == "hoola" else 8))
    assert cli.main(["--smoke"]) == 7
    assert cli.main(["--smoke", "--game", "kalookie", "--option", "version=scarne", "--lang", "ko"]) == 8
    # a game's options and the language reach the smoke test
    assert seen == [({}, None), ({"version": "scarne"}, "ko")]


def test_smoke_plays_kalookie_too(monkeypatch, tmp_path, capsys):
    """`hoola --smoke --game kalookie`: bots play a Kalookie hand in the window."""
    from game.cli import main as cli_main
    monkeypatch.setattr(smoke.tempfile, "tempdir", str(tmp_path))
    monkeypatch.delenv("HOOLA_DATA_DIR", raising=False)
    assert cli_main(["--smoke", "--game", "kalookie"]) == 0
    assert "hoola --smoke: ok: kalookie:" in capsys.readouterr().out
    assert cli_main(["--smoke", "--game", "chess"]) == 2
