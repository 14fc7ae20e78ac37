"""The old path of ``game.games.house_rummy.rules.match`` (see :mod:`game.engine.rulesets`)."""
from game.games.house_rummy.rules.match import *  # noqa: F401,F403
