"""Golden playthroughs: recorded hands of every game and version, checked in, replayed by a test.

Each file ``<name>.json`` holds, for a few dozen hands played by random, rule and Expert bots:
the bots' actions, the events each action gave, a hash of every seat's view after it, and the
result.  :func:`play` re-plays a hand with the same bots from the same seeds; the test
(``tests/test_golden.py``) asserts every action, event, view hash and result comes out the same, so
any change of behaviour across a large move shows as a diff.  Write the files anew (only when a
change of behaviour is meant, and say so in the commit) with::

    python -m tests.golden.golden
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from game.engine import new_hand
from game.sim import bot_seed, hand_setup, play_hand

HERE = Path(__file__).parent

#: name -> (game, players, options).  Every game and version the program offers.
CONFIGS: dict[str, tuple[str, int, dict[str, Any]]] = {
    "hoola": ("hoola", 4, {}),
    "hoola-online": ("hoola", 3, {"claims": "priority", "jokers": 2, "group_sevens": True,
                                  "claim_to_win": True, "blast_multiplier": 7}),
    "hoola-seven-seats": ("hoola", 7, {}),
    "seven-bridge": ("seven-bridge", 4, {}),
    "kalookie": ("kalookie", 4, {}),
    "kalookie-swedish": ("kalookie", 3, {"version": "swedish"}),
    "kalookie-north-american": ("kalookie", 4, {"version": "north_american"}),
    "kalookie-scarne": ("kalookie", 3, {"version": "scarne"}),
    "house-rummy": ("house-rummy", 4, {}),
    "house-rummy-epic": ("house-rummy", 3, {"variant": "epic"}),
}

#: the bot line-ups: (label, levels per seat in seat order, hands)
LINEUPS: tuple[tuple[str, tuple[str, ...], int], ...] = (
    ("random", ("random",), 8),
    ("rule", ("easy", "medium", "hard", "hard", "medium", "easy", "hard"), 8),
    ("expert", ("expert", "hard", "hard", "hard", "hard", "hard", "hard"), 1),
)

#: the Expert's rounds here: few, so a replay is quick and the wall-time cap is never reached
EXPERT_ROUNDS = 2
SEED = 20261126


def make_bot(level: str, seed: int):
    """The bots of the golden hands (the Expert with few rounds and no wall-time cap)."""
    if level == "expert":
        from ai.expert import ExpertBot
        return ExpertBot(seed, budget_s=1e9, rounds=EXPERT_ROUNDS)
    from ai.registry import make_bot as by_level
    return by_level(level, seed)


def view_hash(state) -> str:
    """One hash of every seat's view (what each seat may see, in seat order)."""
    h = hashlib.sha256()
    for s in range(state.players):
        h.update(repr(state.view(s)).encode())
    return h.hexdigest()[:16]


def play(game: str, players: int, options: dict[str, Any], levels: tuple[str, ...], hand: int) -> dict[str, Any]:
    """Play hand ``hand`` of the golden run with ``levels`` and record it step by step."""
    levels = (levels * players)[:players] if len(levels) == 1 else levels[:players]
    deal_seed, dealer, _ = hand_setup(hand, SEED, players, False)
    state = new_hand(game, players=players, seed=deal_seed, options=options, dealer=dealer)
    bots = [make_bot(levels[s], bot_seed(SEED, hand, s)) for s in range(players)]
    play_hand(state, bots, check=True)
    actions = state.to_record()["actions"]
    # the same hand again, one recorded action at a time: the engine's events and views
    again = new_hand(game, players=players, seed=deal_seed, options=options, dealer=dealer)
    steps = []
    for text in actions:
        events = again.apply(text)
        steps.append([text, [str(e) for e in events], view_hash(again)])
    return {"hand": hand, "bots": list(levels), "deal_seed": deal_seed, "dealer": dealer,
            "steps": steps, "result": again.result.summary()}


def record(name: str) -> dict[str, Any]:
    game, players, options = CONFIGS[name]
    hands = []
    n = 0
    for label, levels, count in LINEUPS:
        for _ in range(count):
            hands.append({"lineup": label, **play(game, players, options, levels, n)})
            n += 1
    return {"game": game, "players": players, "options": options, "seed": SEED, "hands": hands}


def path_of(name: str) -> Path:
    return HERE / f"{name}.json"


def main() -> None:
    for name in CONFIGS:
        data = record(name)
        path_of(name).write_text(json.dumps(data, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{name}: {len(data['hands'])} hands, {sum(len(h['steps']) for h in data['hands'])} actions")


if __name__ == "__main__":
    main()
