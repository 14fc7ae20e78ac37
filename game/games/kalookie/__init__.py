"""kalookie: everything that is this game's own (see :mod:`game.games`)."""
