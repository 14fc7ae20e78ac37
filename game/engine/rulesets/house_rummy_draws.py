"""The old path of ``game.games.house_rummy.rules.draws`` (see :mod:`game.engine.rulesets`)."""
from game.games.house_rummy.rules.draws import *  # noqa: F401,F403
