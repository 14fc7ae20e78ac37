"""Storage tests: every file goes under pytest's tmp_path, never the real home."""
from __future__ import annotations

import pytest

from game.storage.paths import ENV_VAR, Paths


@pytest.fixture(autouse=True)
def home(tmp_path_factory, monkeypatch):
    """Point HOME and the XDG folders at a temporary folder (not inside tmp_path, which the tests
    keep for their own files) and forget any HOOLA_DATA_DIR of the caller."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "xdg-data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "xdg-config"))
    monkeypatch.delenv(ENV_VAR, raising=False)
    return home


@pytest.fixture
def paths(tmp_path) -> Paths:
    return Paths.under(tmp_path / "data")
