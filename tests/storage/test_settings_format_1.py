"""Settings files written by the version before the game folders (format 1) still load with every
value kept: one choosing Kalookie's Swedish version with five of its options, three opponents and
Korean, one choosing House Rummy Epic.  The files were written by that version (commit 2161db1) and
are checked in; they must never be written anew."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game.storage.paths import Paths
from game.storage.settings import RENAMED_IN_2, SCHEMA, Settings, load_settings, save_settings

DATA = Path(__file__).parent / "data"
FILES = ["settings-format-1-kalookie.json", "settings-format-1-house-rummy.json"]


@pytest.mark.parametrize("name", FILES)
def test_a_format_1_settings_file_loads_with_every_value(tmp_path, name):
    raw = json.loads((DATA / name).read_text(encoding="utf-8"))
    paths = Paths.under(tmp_path)
    shutil.copy(DATA / name, paths.settings_file)
    settings, problem = load_settings(paths)
    assert problem is None
    assert not paths.settings_file.with_name(paths.settings_file.name + ".bad").exists()
    raw.pop("schema")
    # format 2 names two settings as every layer does; their values are kept (RENAMED_IN_2); format 3
    # remembers the last match, none yet
    renamed = {RENAMED_IN_2.get(k, k): v for k, v in raw.items()}
    assert set(renamed) | {"default_match"} == set(settings.to_dict())
    assert settings.to_dict() == {**renamed, "default_match": {}}
    assert settings != Settings()


def test_the_kalookie_file_keeps_its_version_options_and_opponents(tmp_path):
    paths = Paths.under(tmp_path)
    shutil.copy(DATA / FILES[0], paths.settings_file)
    settings, _ = load_settings(paths)
    assert settings.default_game == "kalookie" and settings.language == "ko"
    assert dict(settings.default_options) == {"version": "swedish", "initial_meld": 51, "limit": 100,
                                               "aces": "both", "reshuffle": False}
    assert settings.opponents == ("easy", "medium", "expert") and settings.players == 4
    assert (settings.think_scale, settings.four_colour) == (0.5, True)     # bot_think_scale, four_colour_deck


@pytest.mark.parametrize("name", FILES)
def test_a_format_1_settings_file_written_again_is_the_same(tmp_path, name):
    paths = Paths.under(tmp_path)
    shutil.copy(DATA / name, paths.settings_file)
    settings, _ = load_settings(paths)
    assert save_settings(paths, settings) is None
    assert json.loads(paths.settings_file.read_text(encoding="utf-8"))["schema"] == SCHEMA == 3
    assert load_settings(paths) == (settings, None)
    assert (DATA / name).read_text(encoding="utf-8").startswith('{\n "schema": 1,')
