"""One settings model: the file, the screen, the session and the controller read the same
``game.storage.settings.Settings``, whose defaults are ``game.defaults.DEFAULTS``, under the same names."""
from __future__ import annotations

import dataclasses

from game.controller import TableController
from game.defaults import DEFAULTS
from game.engine import new_hand
from game.controller import OneHand
from game.storage.settings import Settings
from game.ui.hooks import MemoryStorage


def test_the_settings_start_from_the_defaults_under_the_same_names():
    stored = Settings()
    for f in dataclasses.fields(DEFAULTS):
        if f.name == "opponents":
            assert tuple(stored.opponents) == DEFAULTS.opponents
        else:
            assert getattr(stored, f.name) == getattr(DEFAULTS, f.name), f.name


def test_the_screens_storage_and_the_controller_hold_the_one_model():
    assert type(MemoryStorage().load_settings()) is Settings
    ctl = TableController(OneHand(new_hand("hoola", players=2, seed=1)), 0, {})
    assert ctl.settings is DEFAULTS          # no settings given: the defaults, read the same way
    mine = Settings(think_scale=0.5, claim_window=3.0)
    ctl = TableController(OneHand(new_hand("hoola", players=2, seed=1)), 0, {}, mine)
    assert ctl.settings is mine
