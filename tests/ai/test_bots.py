"""The bot interface, the random bot and the registry of levels."""
from __future__ import annotations

import pytest

from ai import LEVELS, Bot, RandomBot, make_bot
from ai.random_bot import RANDOM_REACTION_DELAY, RANDOM_THINK_TIME
from game.engine import new_hand


def test_random_bot_is_a_bot_with_fixed_documented_delays():
    bot = RandomBot(3)
    assert isinstance(bot, Bot)
    assert bot.reaction_delay() == RANDOM_REACTION_DELAY > 0
    assert bot.think_time() == RANDOM_THINK_TIME > 0


def test_random_bot_chooses_among_the_legal_actions_deterministically_by_seed():
    state = new_hand("hoola", players=4, seed=5)
    seat = state.current
    legal = state.legal_actions(seat)
    view = state.view(seat)
    picks = [RandomBot(11).choose(view, legal) for _ in range(3)]
    assert picks[0] == picks[1] == picks[2] and picks[0] in legal
    bot = RandomBot(11)
    many = {bot.choose(view, legal) for _ in range(200)}
    assert many == set(legal)  # uniform: every legal action comes up


def test_random_bot_refuses_an_empty_choice():
    with pytest.raises(ValueError):
        RandomBot(1).choose(None, [])


def test_make_bot_knows_random_and_names_the_levels_for_an_unknown_one():
    assert "random" in LEVELS
    bot = make_bot("random", 7)
    assert isinstance(bot, RandomBot) and bot.seed == 7
    with pytest.raises(ValueError, match="known: random"):
        make_bot("grandmaster", 1)
