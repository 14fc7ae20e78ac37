"""The golden playthroughs replay identically: the same bots from the same seeds make the same moves,
and every move gives the same events, the same views for every seat and the same result.

A failure here means behaviour changed.  If the change is meant (a rule fixed, a bot improved), write
the files anew with ``python -m tests.golden.golden`` and say why in the commit.
"""
from __future__ import annotations

import json

import pytest

from .golden import CONFIGS, LINEUPS, path_of, play


def _lineup(label):
    return next(levels for name, levels, _ in LINEUPS if name == label)


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_golden_playthroughs_replay_identically(name):
    stored = json.loads(path_of(name).read_text(encoding="utf-8"))
    game, players, options = CONFIGS[name]
    assert (stored["game"], stored["players"], stored["options"]) == (game, players, options)
    assert len(stored["hands"]) >= 17, "a few dozen hands a file: the file was cut"
    for want in stored["hands"]:
        got = play(game, players, options, _lineup(want["lineup"]), want["hand"])
        assert got["deal_seed"] == want["deal_seed"] and got["dealer"] == want["dealer"]
        for k, (g, w) in enumerate(zip(got["steps"], want["steps"])):
            assert g == w, f"{name} hand {want['hand']} ({want['lineup']}) differs at action {k}: {g} != {w}"
        assert len(got["steps"]) == len(want["steps"]), f"{name} hand {want['hand']}: a different length"
        assert got["result"] == want["result"]


def test_every_game_has_golden_hands():
    from game.engine import games
    assert {game for game, _, _ in CONFIGS.values()} == set(games())
