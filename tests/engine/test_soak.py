"""A soak: a few thousand random hands of every registered game, with every invariant checked.

Each batch is one ``simulate`` run (the loop behind ``hoola sim --check``)
with a random seat count and a random option set of the game; a violation is
reported with everything needed to replay it from the command line.  New
games are soaked as soon as they are registered (``game.engine.games()``);
the hands are shared among the games so the file stays within seconds.
"""
from __future__ import annotations

import json
import random

import pytest

from game.engine import build_options, describe, games, get_ruleset
from game.sim import simulate

#: Hands over all games together (about 15 s on the 2-core CI machine at ~250 checked hands/s).
TOTAL_HANDS = 3000
BATCH = 50
#: The longest random hand each game may take before it looks like a runaway.  Hoola and Seven
#: Bridge hands are short (64 actions at most in 100,000); Kalookie's random players keep taking
#: and passing on discards with two packs (a few hundred actions), so other games get the sim's bound.
LONGEST = {"hoola": 500, "seven-bridge": 500}
LONGEST_OTHER = 2000


def random_options(rs, rng: random.Random) -> dict:
    """Each option of the game left at its default or set to one of its values."""
    out = {}
    for info in describe(rs.Options):
        if rng.random() < 0.5:
            continue
        if info.choices:
            out[info.name] = rng.choice(info.choices)
        elif info.type is bool:
            out[info.name] = rng.random() < 0.5
    return out


def batches(game: str):
    rs = get_ruleset(game)
    rng = random.Random(f"soak/{game}")
    per_game = max(TOTAL_HANDS // len(games()), 500)
    out = []
    for i in range(per_game // BATCH):
        options = {} if i == 0 else random_options(rs, rng)  # the first batch plays the defaults
        players = rng.randint(*rs.player_range(build_options(rs.Options, options)))
        out.append((1000 + i, players, options))
    return out


@pytest.mark.parametrize("game", games())
def test_C_3_soak_random_hands_of_every_game(game):
    played = 0
    for seed, players, options in batches(game):
        stats = simulate(game, players, BATCH, seed, ["random"], options, check=True)
        if stats["violation_count"]:
            v = stats["violations"][0]
            opts = " ".join(f"--options {k}={json.dumps(val) if not isinstance(val, str) else val}"
                            for k, val in options.items())
            pytest.fail(f"{stats['violation_count']} violation(s); first: hand {v['hand']}: {v['message']}\n"
                        f"replay: python -m game sim --game {game} --players {players} --seed {seed} "
                        f"--hand {v['hand']} --check {opts}")
        played += stats["played"]
        assert stats["longest_hand"] < LONGEST.get(game, LONGEST_OTHER)
    assert played >= 500
