"""Bots keep their random state explicitly (issue 10): a snapshot, through JSON, and back."""
from __future__ import annotations

import json

import pytest

from ai.base import Bot
from ai.expert import ExpertBot
from ai.random_bot import RandomBot
from ai.rulebot import EASY, HARD, MEDIUM, RuleBot
from game.engine import new_hand

MAKERS = {
    "random": lambda seed: RandomBot(seed),
    "easy": lambda seed: RuleBot(seed, EASY),
    "medium": lambda seed: RuleBot(seed, MEDIUM),
    "hard": lambda seed: RuleBot(seed, HARD),
    "expert": lambda seed: ExpertBot(seed, rounds=2, strict=True),
}


def _questions(n: int = 24):
    """(view, legal) pairs met in a hand played by random bots, seat by seat."""
    state = new_hand("hoola", players=3, seed=5)
    players = [RandomBot(s) for s in range(3)]
    out = []
    while state.result is None and len(out) < n:
        seat = state.current
        legal = state.legal_actions(seat)
        if not legal:
            break
        out.append((state.view(seat), legal))
        state.apply(players[seat].choose(None, legal))
    return out


def _answers(bot, questions):
    return [(str(bot.choose(view, legal)), bot.reaction_delay(), bot.think_time()) for view, legal in questions]


@pytest.mark.parametrize("level", sorted(MAKERS))
def test_moves_after_a_restore_equal_the_uninterrupted_ones(level):
    questions = _questions()
    assert len(questions) >= 10
    cut = len(questions) // 2
    straight = MAKERS[level](7)
    expected = _answers(straight, questions)[cut:]
    first = MAKERS[level](7)
    _answers(first, questions[:cut])
    saved = json.loads(json.dumps(first.random_state()))     # plain JSON-able data
    resumed = MAKERS[level](99)                                # another seed: only the state counts
    resumed.set_random_state(saved)
    assert _answers(resumed, questions[cut:]) == expected


@pytest.mark.parametrize("level", sorted(MAKERS))
def test_every_bot_has_the_interface(level):
    bot = MAKERS[level](1)
    assert isinstance(bot, Bot)
    state = bot.random_state()
    assert state and json.loads(json.dumps(state)) == state     # plain JSON data, round trip exact


def test_a_damaged_state_is_refused_in_words_and_changes_nothing():
    bot = ExpertBot(3, rounds=1)
    before = bot.random_state()
    damaged = dict(before, **{"anchor_bot.rng": [3, [1, 2], None]})
    with pytest.raises(ValueError, match="state"):
        bot.set_random_state(damaged)
    assert bot.random_state() == before        # refused whole: no generator half-restored


def test_an_old_save_naming_fewer_generators_still_loads():
    """Saves written by reflection named the same generators; one that lacks some keeps the seeded ones."""
    bot, fresh = ExpertBot(3, rounds=1), ExpertBot(3, rounds=1)
    bot.rng.random()
    bot.set_random_state({"rng": RandomBot(8).random_state()["rng"], "unknown.rng": None})
    assert bot.random_state()["rng"] == RandomBot(8).random_state()["rng"]
    assert bot.random_state()["timing_rng"] == fresh.random_state()["timing_rng"]
