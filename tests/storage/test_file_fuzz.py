"""Fuzzed files of every game (see :mod:`tests.storage.file_fuzz`): the checked-in saves of Hoola,
Kalookie mid-turn with a pool and House Rummy, the settings and the statistics, each mutated a few
hundred times (``tools/fuzz_files.py`` runs 10,000 a kind).  Loading never raises, a bad file is set
aside with a message that reads in Korean, the original bytes stay on disk, and settings keep every
field that was fine."""
from __future__ import annotations

import json
import os

import pytest

from game.storage.paths import Paths
from game.storage.settings import Settings, _number, load_settings

from . import file_fuzz

COUNT = int(os.environ.get("HOOLA_FUZZ_FILES", 200))


@pytest.mark.parametrize("kind", sorted(file_fuzz.KINDS))
def test_mutated_files_load_or_are_set_aside_and_nothing_is_lost(kind):
    counts, failures = file_fuzz.run(kind, COUNT, seed=29)
    assert not failures, "\n".join(failures)
    assert sum(counts.values()) == COUNT
    assert counts.get("set aside", 0) > COUNT // 4          # the mutations do reach the refusals


def test_a_huge_whole_number_for_a_setting_is_repaired_not_raised(tmp_path):
    """Found by the fuzzer: 10**400 as the volume raised OverflowError (a float's range) when loaded."""
    paths = Paths.under(tmp_path)
    raw = json.loads((file_fuzz.DATA / "settings-format-1-kalookie.json").read_text("utf-8"))
    raw["volume"] = 10**400
    paths.settings_file.parent.mkdir(parents=True, exist_ok=True)
    paths.settings_file.write_text(json.dumps(raw), "utf-8")
    settings, message = load_settings(paths)
    assert message is not None and "volume" in message.lower()
    assert settings.volume == Settings().volume and settings.default_game == "kalookie" and settings.language == "ko"
    with pytest.raises(ValueError, match="must be a number from 0 to 1"):
        _number(0, 1)(10**400)


def test_the_settings_repair_notice_reads_in_korean():
    """Each line of a notice is its own sentence on the main menu: the repaired settings' first and last too."""
    from game.ui.engine_text import engine_text
    from game.ui.i18n import set_language
    set_language("ko")
    try:
        assert engine_text("Some of your settings could not be used, so their defaults are used:") \
            == "설정 중 일부를 쓸 수 없어 기본값을 씁니다:"
        assert engine_text("The original file was kept as settings.json.bad.") \
            == "원래 파일은 settings.json.bad(으)로 보관했습니다."
    finally:
        set_language("en")
