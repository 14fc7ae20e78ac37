"""What the screen keeps from one launch to the next, as plain data: its settings (with the choices the
settings screen offers) and a saved match as it gets it back.  The storage hooks (:mod:`.hooks`) and
the files behind them (:mod:`.storage_adapter`) both speak in these.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from game.defaults import DEFAULTS

ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.5, 4.0)      # (0 also works: no animation)
THINK_SCALES = (0.0, 0.5, 1.0, 1.5, 2.0)
CLAIM_WINDOWS = (1.0, 1.5, 2.0, 3.0)
WINDOW_SIZES = ((1024, 600), (1280, 720), (1600, 900), (1920, 1080))
VOLUMES = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
CARD_BACKS = ("blue", "red", "green", "purple", "black")


@dataclass
class UISettings:
    window_size: tuple[int, int] = (DEFAULTS.window_width, DEFAULTS.window_height)
    fullscreen: bool = DEFAULTS.fullscreen
    animation_speed: float = DEFAULTS.animation_speed
    think_scale: float = DEFAULTS.think_scale
    claim_window: float = DEFAULTS.claim_window
    sound: bool = DEFAULTS.sound
    volume: float = DEFAULTS.volume
    four_colour: bool = DEFAULTS.four_colour
    undo: bool = DEFAULTS.undo
    training: bool = DEFAULTS.training
    slap_tip: bool = DEFAULTS.slap_tip
    language: str = DEFAULTS.language
    auto_announce: bool = DEFAULTS.auto_announce
    card_back: str = DEFAULTS.card_back
    player_name: str = DEFAULTS.player_name
    default_game: str = DEFAULTS.default_game
    default_options: dict[str, Any] = field(default_factory=dict)   # the game's options that differ from its own
    opponents: list[str] = field(default_factory=lambda: list(DEFAULTS.opponents))   # a bot level per opponent
    extra: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> "UISettings":
        return dataclasses.replace(self, extra=dict(self.extra), default_options=dict(self.default_options),
                                   opponents=list(self.opponents))


@dataclass
class SavedMatch:
    """A saved match as the screen gets it back: the replayed match, its seats and the session's data."""

    match: Any
    seats: list[dict[str, Any]]
    extra: dict[str, Any]
