"""Where the games' rules lived before each game had its own folder (``game/games/<game>/rules``).

The old import paths stay for outside scripts and tests written against them: each module here
re-exports its new home (``game.engine.rulesets.house_rummy.table_action`` is
``game.games.house_rummy.rules.table_action``).  New code imports the game folders, or better,
nothing of a game at all (``game.engine.get_ruleset(name)``).  Nothing in the program imports this.
"""
from __future__ import annotations

from ..ruleset import games, get_ruleset, register  # noqa: F401
