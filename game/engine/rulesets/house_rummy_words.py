"""The old path of ``game.games.house_rummy.rules.words`` (see :mod:`game.engine.rulesets`)."""
from game.games.house_rummy.rules.words import *  # noqa: F401,F403
