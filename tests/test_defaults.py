"""One set of defaults: the settings file, the screen's settings and the controller agree."""
from __future__ import annotations

from game.controller import ControllerSettings
from game.defaults import DEFAULTS
from game.storage.settings import Settings
from game.ui.hooks import UISettings


def test_every_layer_starts_from_the_same_defaults():
    stored, shown, table = Settings(), UISettings(), ControllerSettings()
    assert stored.claim_window == shown.claim_window == table.claim_window == DEFAULTS.claim_window
    assert stored.bot_think_scale == shown.think_scale == table.think_scale == DEFAULTS.think_scale
    assert stored.window_size == shown.window_size
    for name in ("fullscreen", "animation_speed", "sound", "volume", "card_back", "player_name", "default_game"):
        assert getattr(stored, name) == getattr(shown, name) == getattr(DEFAULTS, name), name
    assert stored.four_colour_deck == shown.four_colour == DEFAULTS.four_colour
    assert tuple(stored.opponents) == tuple(shown.opponents) == DEFAULTS.opponents
