"""Where Hoola keeps its files.

The data folder (saved game, statistics) is, in order of precedence:

1. an explicit folder (the ``--data-dir`` command-line option),
2. the ``HOOLA_DATA_DIR`` environment variable (tests, portable installs),
3. ``platformdirs.user_data_dir(APP_NAME)`` (the application's name, :data:`game.defaults.APP_NAME`).

Settings live where the platform keeps configuration
(``platformdirs.user_config_dir(APP_NAME)``) unless the folder was overridden
by 1 or 2, in which case everything lives in the override folder so that a
portable copy or a test touches nothing else.  Nothing here creates a
folder: the writers do that when they first write.
"""
from __future__ import annotations

import argparse
import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from game.defaults import APP_NAME

ENV_VAR = "HOOLA_DATA_DIR"

SETTINGS_FILE = "settings.json"
SAVE_FILE = "save.json"
STATS_FILE = "stats.json"


@dataclass(frozen=True)
class Paths:
    """The folders and files of one installation.  ``source`` says where ``data_dir`` came from."""

    data_dir: Path
    config_dir: Path
    source: str  # "argument", "environment" or "platform"

    @property
    def settings_file(self) -> Path:
        return self.config_dir / SETTINGS_FILE

    @property
    def save_file(self) -> Path:
        return self.data_dir / SAVE_FILE

    @property
    def stats_file(self) -> Path:
        return self.data_dir / STATS_FILE

    @classmethod
    def under(cls, folder: str | os.PathLike[str]) -> "Paths":
        """Everything in one folder (what an override gives)."""
        p = _absolute(folder)
        return cls(p, p, "argument")


def _absolute(folder: str | os.PathLike[str]) -> Path:
    return Path(os.path.expanduser(os.fspath(folder))).absolute()


def resolve_paths(data_dir: str | os.PathLike[str] | None = None, *,
                  environ: dict[str, str] | None = None) -> Paths:
    """The folders to use: ``data_dir`` > ``$HOOLA_DATA_DIR`` > the platform's folders.

    An empty ``data_dir`` or environment variable counts as not given.
    ``environ`` defaults to ``os.environ`` (tests pass their own).
    """
    env = os.environ if environ is None else environ
    if data_dir is not None and os.fspath(data_dir) != "":
        p = _absolute(data_dir)
        return Paths(p, p, "argument")
    from_env = env.get(ENV_VAR, "")
    if from_env.strip():
        p = _absolute(from_env)
        return Paths(p, p, "environment")
    # appauthor=False: on Windows ``%LOCALAPPDATA%\hoola`` rather than ``%LOCALAPPDATA%\hoola\hoola``
    return Paths(Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
                 Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)), "platform")


def add_data_dir_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--data-dir FOLDER`` to a command line; pass ``args.data_dir`` to :func:`resolve_paths`."""
    parser.add_argument("--data-dir", metavar="FOLDER", default=None,
                        help=f"keep settings, the saved game and statistics in FOLDER "
                             f"(default: ${ENV_VAR}, else the platform's folders for user data and settings)")
