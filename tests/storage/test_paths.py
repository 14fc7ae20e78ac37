"""Where the files go: --data-dir > HOOLA_DATA_DIR > platformdirs."""
from __future__ import annotations

import sys
from pathlib import Path

import platformdirs
import pytest

from game.storage.paths import ENV_VAR, Paths, resolve_paths


def test_explicit_folder_wins_over_environment(tmp_path):
    p = resolve_paths(tmp_path / "arg", environ={ENV_VAR: str(tmp_path / "env")})
    assert p.data_dir == tmp_path / "arg" and p.config_dir == tmp_path / "arg"
    assert p.source == "argument"


def test_environment_variable_wins_over_platform(tmp_path):
    p = resolve_paths(None, environ={ENV_VAR: str(tmp_path / "env")})
    assert p.data_dir == p.config_dir == tmp_path / "env"
    assert p.source == "environment"


def test_environment_is_read_from_os_environ_by_default(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env2"))
    assert resolve_paths().data_dir == tmp_path / "env2"


@pytest.mark.parametrize("blank", ["", "   "])
def test_blank_overrides_count_as_not_given(blank):
    p = resolve_paths("" if blank == "" else None, environ={ENV_VAR: blank})
    assert p.source == "platform"


def test_platform_folders_settings_in_config_dir():
    p = resolve_paths(None, environ={})
    assert p.source == "platform"
    assert p.data_dir == Path(platformdirs.user_data_dir("hoola", appauthor=False))
    assert p.config_dir == Path(platformdirs.user_config_dir("hoola", appauthor=False))
    assert p.settings_file.parent == p.config_dir
    assert p.save_file.parent == p.stats_file.parent == p.data_dir


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_platform_folders_follow_xdg_on_linux(home):
    # the autouse fixture pointed XDG_DATA_HOME and XDG_CONFIG_HOME into a temporary home
    p = resolve_paths(None, environ={})
    assert p.data_dir == home / "xdg-data" / "hoola"
    assert p.config_dir == home / "xdg-config" / "hoola"


def test_relative_and_home_folders_become_absolute(tmp_path, home, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert resolve_paths("portable").data_dir == tmp_path / "portable"
    assert resolve_paths("~/x").data_dir == home / "x"


def test_file_names(tmp_path):
    p = Paths.under(tmp_path)
    assert (p.settings_file.name, p.save_file.name, p.stats_file.name) == ("settings.json", "save.json", "stats.json")


def test_resolving_creates_nothing(tmp_path, home):
    resolve_paths(tmp_path / "not-yet")
    resolve_paths(None, environ={})
    assert not (tmp_path / "not-yet").exists()
    assert not (home / "xdg-data").exists() and not (home / "xdg-config").exists()


def test_data_dir_command_line_option(tmp_path):
    import argparse
    from game.storage.paths import add_data_dir_option
    parser = argparse.ArgumentParser()
    add_data_dir_option(parser)
    assert resolve_paths(parser.parse_args(["--data-dir", str(tmp_path)]).data_dir).data_dir == tmp_path
    assert parser.parse_args([]).data_dir is None


def test_storage_imports_neither_pygame_nor_the_bots():
    """Layers: storage sits on the engine only (DESIGN.md), so saves load in headless tools too."""
    import subprocess
    code = ("import sys, game.storage; bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'ai')];"
            "print(bad); sys.exit(bool(bad))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stdout + done.stderr
