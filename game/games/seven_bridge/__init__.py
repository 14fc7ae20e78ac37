"""seven_bridge: everything that is this game's own (see :mod:`game.games`)."""
