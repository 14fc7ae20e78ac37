"""The old path of ``game.games.house_rummy.rules.options`` (see :mod:`game.engine.rulesets`)."""
from game.games.house_rummy.rules.options import *  # noqa: F401,F403
