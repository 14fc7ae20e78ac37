"""A statistics file written by the version before the game folders (format 1, every count in one
Hoola-shaped line) still loads with every number kept.  The file was written by that version and
checked in before anything moved; it must never be written anew."""
from __future__ import annotations

import json
import shutil
from fractions import Fraction
from pathlib import Path

from game.storage.paths import Paths
from game.storage.stats import load_stats

FILE = Path(__file__).parent / "data" / "stats-format-1.json"


def test_a_format_1_statistics_file_loads_with_every_number(tmp_path):
    raw = json.loads(FILE.read_text(encoding="utf-8"))
    paths = Paths.under(tmp_path)
    shutil.copy(FILE, paths.stats_file)
    stats, problem = load_stats(paths)
    assert problem is None
    assert set(stats.lines) == set(raw["games"]) == {"hoola", "seven-bridge", "kalookie", "house-rummy"}
    for game, by_level in raw["games"].items():
        for level, numbers in by_level.items():
            line = stats.lines[game][level]
            for name, value in numbers.items():
                want = Fraction(value) if isinstance(value, str) else value
                assert getattr(line, name) == want, f"{game} against {level}: {name}"
    assert stats.lines["hoola"]["medium"].blasts == 2
    assert stats.recent == raw["recent"]
