"""The old path of ``game.games.house_rummy.rules.judge`` (see :mod:`game.engine.rulesets`)."""
from game.games.house_rummy.rules.judge import *  # noqa: F401,F403
