"""The games' rules moved to their folders (issue 22); the old import paths under
``game.engine.rulesets`` still give the same objects to outside scripts, and nothing of ours uses them."""
from __future__ import annotations

import importlib
from pathlib import Path

import pytest

OLD = {
    "house_rummy": ("game.games.house_rummy.rules", ["table_action", "HouseRummy"]),
    "house_rummy_table": ("game.games.house_rummy.rules.judge", ["judge", "Play", "play_score", "play_kind"]),
    "hoola_options": ("game.games.hoola.rules.options", ["HoolaOptions"]),
    "kalookie": ("game.games.kalookie.rules", ["RULES", "VALUES", "rules_for", "meld_value"]),
    "seven_bridge": ("game.games.seven_bridge.rules", ["SevenBridgeOptions"]),
}


@pytest.mark.parametrize("old", sorted(OLD))
def test_an_old_path_gives_the_same_objects(old):
    new, names = OLD[old]
    was, now = importlib.import_module(f"game.engine.rulesets.{old}"), importlib.import_module(new)
    for name in names:
        assert getattr(was, name) is getattr(now, name)


def test_nothing_of_ours_imports_the_old_paths():
    root = Path(__file__).resolve().parents[2]
    for top in ("game", "ai"):
        for path in (root / top).rglob("*.py"):
            if "rulesets" in path.parts:
                continue
            assert "engine.rulesets" not in path.read_text(encoding="utf-8"), path
