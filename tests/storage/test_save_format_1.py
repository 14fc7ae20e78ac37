"""Saves written by the version before the game folders (format 1) still resume: the same hand
position and the same ledger.  The files were written by that version and checked in before anything
moved (Battle Hoola and Seven Bridge in their second hand, Kalookie mid-turn with a pool, House Rummy
in its second hand); they must never be written anew."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game.storage.paths import Paths
from game.storage.saves import load_match

DATA = Path(__file__).parent / "data"
WANT = json.loads((DATA / "save-format-1-positions.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", sorted(WANT))
def test_a_format_1_save_resumes_the_same_position(tmp_path, game):
    paths = Paths.under(tmp_path)
    shutil.copy(DATA / f"save-format-1-{game}.json", paths.save_file)
    saved, problem = load_match(paths)
    assert problem is None and saved is not None
    assert saved.match.game == game
    assert saved.match.hand.position() == WANT[game]["position"]
    ledger = saved.match.ledger
    ledger = dict(enumerate(ledger)) if isinstance(ledger, list) else ledger
    assert {str(k): str(v) for k, v in ledger.items()} == WANT[game]["ledger"]
