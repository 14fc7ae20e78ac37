"""A statistics file written by the version before the game folders (format 1, every count in one
Hoola-shaped line) still loads with every number kept: the shared ones on the line, the six of
Battle Hoola's shape in the line's ``counts`` (format 2).  The file was written by that version and
checked in before anything moved; it must never be written anew."""
from __future__ import annotations

import dataclasses
import json
import shutil
from fractions import Fraction
from pathlib import Path

from game.storage.paths import Paths
from game.storage.stats import FORMAT_1_COUNTS, Line, load_stats, save_stats

FILE = Path(__file__).parent / "data" / "stats-format-1.json"
SHARED = {"hands", "wins", "won", "lost", "slaps_won", "slaps_lost", "streak", "best_streak"}
#: format 3's numbers, which format 1 did not have: at zero after the migration
MATCHES = {"matches", "match_wins"}


def test_a_format_1_statistics_file_loads_with_every_number(tmp_path):
    raw = json.loads(FILE.read_text(encoding="utf-8"))
    paths = Paths.under(tmp_path)
    shutil.copy(FILE, paths.stats_file)
    stats, problem = load_stats(paths)
    assert problem is None
    assert {f.name for f in dataclasses.fields(Line)} == SHARED | {"counts"} | MATCHES
    assert set(stats.lines) == set(raw["games"]) == {"hoola", "seven-bridge", "kalookie", "house-rummy"}
    for game, by_level in raw["games"].items():
        assert set(stats.lines[game]) == set(by_level)
        for level, numbers in by_level.items():
            line = stats.lines[game][level]
            # every number of the file is one of the shared ones or one of the six Hoola-shaped ones
            assert set(numbers) == SHARED | set(FORMAT_1_COUNTS), f"{game} against {level}"
            for name, value in numbers.items():
                want = Fraction(value) if isinstance(value, str) else value
                got = getattr(line, name) if name in SHARED else line.count(name)
                assert got == want, f"{game} against {level}: {name}"
            # ... and nothing else came in: the line holds exactly the file's numbers, no match yet
            assert line.counts == {k: v for k, v in numbers.items() if k in FORMAT_1_COUNTS and v}
            assert (line.matches, line.match_wins) == (0, 0)
    assert stats.lines["hoola"]["medium"].count("blasts") == 2
    assert stats.recent == raw["recent"]


def test_a_format_1_file_written_again_keeps_every_number(tmp_path):
    """Loaded, written in today's format and loaded again, the numbers are the same."""
    paths = Paths.under(tmp_path)
    shutil.copy(FILE, paths.stats_file)
    stats, _ = load_stats(paths)
    assert save_stats(paths, stats) is None
    assert json.loads(paths.stats_file.read_text(encoding="utf-8"))["schema"] == 3
    assert load_stats(paths) == (stats, None)
    assert FILE.read_text(encoding="utf-8").startswith('{\n "schema": 1,')     # the checked-in file untouched
