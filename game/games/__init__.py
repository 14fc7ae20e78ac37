"""The built-in games, one folder each, and the one list that names them.

A game's folder holds everything that is the game's own, in the layers the rest of the program has:

* ``rules`` (engine layer: imports :mod:`game.engine` only): its ruleset and options, action kinds,
  checks, scoring, match, and the sentences the rules say (refusals, breakdowns);
* ``bot`` (bots' layer: the engine and :mod:`ai`): its strategy for the shared rule bot;
* ``stats`` (engine layer): the statistics it counts and their words;
* ``table`` (screen layer): its buttons, keys, status lines, dialogs and words on the table;
* ``menu`` (screen layer): its presets' words, option words, rules text and demo for the menus;
* ``lessons`` (engine layer): its course of lessons, data in ``lessons.toml`` beside it
  (:mod:`game.lessons`).

Each layer module registers itself when imported.  Nothing imports a game by name: the registries
ask :func:`load` for a layer the first time they are asked for a name they do not hold (the loader
is set in :mod:`game`).  Adding a game means adding its folder and its name to :data:`BUILTIN`.
"""
from __future__ import annotations

import importlib
import importlib.util

#: the built-in games' folders, in the order menus list them
BUILTIN: tuple[str, ...] = ("hoola", "seven_bridge", "kalookie", "house_rummy")

#: a game's layers, lowest first: loading one loads those below it
LAYERS: tuple[str, ...] = ("rules", "stats", "bot", "table", "menu", "lessons")


def load(layer: str) -> None:
    """Import every built-in game's ``layer`` module that exists (and so what it imports below it)."""
    for game in BUILTIN:
        name = f"{__name__}.{game}.{layer}"
        if importlib.util.find_spec(name) is not None:
            importlib.import_module(name)


def load_all() -> None:
    """Import every layer of every built-in game (the entry points' explicit load)."""
    for layer in LAYERS:
        load(layer)
