"""Headless play (game.sim): determinism, the claim race, the statistics and the checks."""
from __future__ import annotations

import math
from fractions import Fraction

import pytest

from ai.random_bot import RandomBot
from game.engine import Action, new_hand
from game.sim import SimError, hand_setup, play_hand, simulate


def _numbers(stats):
    return {k: v for k, v in stats.items() if k not in ("seconds", "hands_per_s", "actions_per_s",
                                                          "decisions_per_s")}


def test_simulate_is_deterministic_given_the_seed():
    a = simulate("hoola", 4, 40, 9, ["random"], check=True)
    b = simulate("hoola", 4, 40, 9, ["random"], check=True)
    assert _numbers(a) == _numbers(b)
    c = simulate("hoola", 4, 40, 10, ["random"])
    assert _numbers(a)["seats"] != _numbers(c)["seats"]


def test_a_hand_of_a_run_replays_alone():
    whole = simulate("hoola", 3, 6, 4, ["random"], records=True)
    alone = simulate("hoola", 3, 1, 4, ["random"], first_hand=5, records=True)
    assert alone["records"][0] == whole["records"][5]


def test_stats_mean_and_interval_per_seat_and_zero_sum():
    stats = simulate("hoola", 4, 200, 2, ["random"])
    assert stats["played"] == 200 and stats["violation_count"] == 0
    assert math.isclose(sum(r["mean"] for r in stats["seats"]), 0.0, abs_tol=1e-9)
    for row in stats["seats"]:
        assert row["n"] == 200 and row["ci95"] == pytest.approx(1.96 * row["sd"] / math.sqrt(200))
    assert sum(stats["reasons"].values()) == 200
    assert stats["decisions"] >= stats["actions"] > 0


def test_rotating_bots_move_one_seat_each_hand():
    assert hand_setup(0, 1, 4, True)[2] == [0, 1, 2, 3]
    assert hand_setup(1, 1, 4, True)[2] == [1, 2, 3, 0]
    assert hand_setup(1, 1, 4, False)[2] == [0, 1, 2, 3]
    stats = simulate("hoola", 4, 20, 1, ["random"], rotate=True)
    assert [r["n"] for r in stats["by_bot"]] == [20] * 4


class Claimer:
    """Always claims when it can; otherwise plays the first listed action."""

    def __init__(self, delay: float) -> None:
        self.delay = delay

    def choose(self, view, legal):
        for a in legal:
            if a.kind == "claim":
                return a
        return next((a for a in legal if a.kind == "pass"), legal[0])

    def reaction_delay(self):
        return self.delay

    def think_time(self):
        return 0.5


def test_the_quickest_claimer_wins_the_race():
    # seat 0 discards 5H; seat 2 can claim it for a set of fives, seat 3 for 3H 4H 5H; seat 3 reacts faster
    state = new_hand("hoola", players=4, dealer=0,
                     hands=["5H 9C JC KD 2S 4S 6D", "AS 3D 8C TC QH KC 2H", "5S 5D 9D JD QD 3C 2D",
                            "5C TS QS 3H 4H 6C AC"],
                     stock="JH KS 8S", discard="9H", options={"knocks": False, "blasts": False})
    state.apply(Action.parse("0 draw_stock"))
    state.apply(Action.parse("0 discard 5H"))
    assert Action.parse("2 claim 5S 5D 5H") in state.legal_actions(2)
    assert Action.parse("3 claim 3H 4H 5H") in state.legal_actions(3)
    bots = [Claimer(1.0), Claimer(1.0), Claimer(0.9), Claimer(0.3)]
    seen = []
    original = state.apply

    def spy(action):
        seen.append(action)
        return original(action)

    state.apply = spy
    play_hand(state, bots, check=True)
    assert str(seen[0]) == "3 claim 3H 4H 5H"


def test_a_claim_tie_goes_to_the_seat_whose_turn_comes_first():
    state = new_hand("hoola", players=4, dealer=0,
                     hands=["5H 9C JC KD 2S 4S 6D", "AS 3D 8C TC QH KC 2H", "5S 5D 9D JD QD 3C 2D",
                            "5C TS QS 3H 4H 6C AC"],
                     stock="JH KS 8S", discard="9H", options={"knocks": False, "blasts": False})
    state.apply(Action.parse("0 draw_stock"))
    state.apply(Action.parse("0 discard 5H"))
    play_hand(state, [Claimer(0.5)] * 4, check=True)
    assert str(state.record[2]) == "2 claim 5D 5H 5S"


def test_a_bot_choosing_an_unlisted_action_is_reported():
    class Cheat(RandomBot):
        def choose(self, view, legal):
            return Action("knock", view.seat)

    state = new_hand("hoola", players=2, seed=1, options={"knocks": False})
    with pytest.raises(SimError, match="not legal"):
        play_hand(state, [Cheat(1), Cheat(2)])


def test_a_runaway_hand_is_reported():
    state = new_hand("hoola", players=2, seed=1)
    with pytest.raises(SimError, match="did not end within 3 actions"):
        play_hand(state, [RandomBot(1), RandomBot(2)], max_actions=3)


def test_a_broken_invariant_is_reported_with_seed_and_hand(monkeypatch):
    from game.engine import state as state_module

    real = state_module.HandState._discard

    def losing_discard(self, seat, card):
        events = real(self, seat, card)
        if len(self.record) > 20 and self.discard:
            self.discard.pop()  # a card vanishes
        return events

    monkeypatch.setattr(state_module.HandState, "_discard", losing_discard)
    stats = simulate("hoola", 4, 3, 5, ["random"], check=True)
    assert stats["violation_count"] == 3
    v = stats["violations"][0]
    assert v["seed"] == 5 and v["hand"] == 0 and "card conservation" in v["message"] and v["record"]


def test_bad_arguments_raise_value_error_before_playing():
    for kwargs in ({"game": "poker"}, {"players": 1}, {"hands": 0}, {"bots": ["random", "random"]},
                   {"bots": ["wizard"]}, {"options": {"claims": "never"}}):
        args = {"game": "hoola", "players": 4, "hands": 1, "seed": 1, "bots": ["random"]} | kwargs
        with pytest.raises(ValueError):
            simulate(**args)


def test_payments_of_a_played_hand_sum_to_zero():
    state = new_hand("hoola", players=5, seed=3)
    play_hand(state, [RandomBot(s) for s in range(5)], check=True)
    assert sum(state.result.payments.values(), Fraction(0)) == 0


def test_results_do_not_depend_on_the_process_hash_seed():
    """A reported seed and hand replay in another process: nothing depends on set or dict order of hashes."""
    import json
    import os
    import pathlib
    import subprocess
    import sys

    root = pathlib.Path(__file__).resolve().parents[1]
    outs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=str(root))
        proc = subprocess.run([sys.executable, "-m", "game", "sim", "--hands", "40", "--players", "5", "--json",
                               "--options", "jokers=2", "--options", "glenn_melds=true",
                               "--options", "claims=priority"],
                              cwd=root, env=env, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr
        stats = json.loads(proc.stdout)
        for timing in ("seconds", "hands_per_s", "actions_per_s", "decisions_per_s"):
            stats.pop(timing)
        outs.append(stats)
    assert outs[0] == outs[1]


def test_the_random_bot_is_given_no_view_but_a_bot_with_a_choice_of_its_own_is():
    """issue 28: building a view costs as much as a random choice's turn, so the plain random bot is
    passed None; a subclass that chooses for itself reads the view and is given it."""
    seen = []

    class Watcher(RandomBot):
        def choose(self, view, legal):
            seen.append(view)
            return super().choose(view, legal)

    assert RandomBot(1).reads_view is False and Watcher(1).reads_view is True
    play_hand(new_hand("hoola", players=2, seed=3), [Watcher(1), Watcher(2)])
    assert seen and all(v is not None for v in seen)
