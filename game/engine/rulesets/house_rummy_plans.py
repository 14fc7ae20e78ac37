"""The old path of ``game.games.house_rummy.rules.plans`` (see :mod:`game.engine.rulesets`)."""
from game.games.house_rummy.rules.plans import *  # noqa: F401,F403
