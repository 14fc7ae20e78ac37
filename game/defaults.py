"""The one set of default settings: the settings file, the screen and the table controller all
take their defaults from here, so they cannot disagree.  Plain values, no imports: every layer
may read it."""
from __future__ import annotations

from dataclasses import dataclass

#: The application's name: its command, its data and settings folders (not a game's name).
APP_NAME = "hoola"
#: The game a first start offers, and what the command line plays when told no game.
DEFAULT_GAME = "hoola"


@dataclass(frozen=True)
class Defaults:
    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    animation_speed: float = 1.0      # 2.0 animates twice as fast
    think_scale: float = 1.0          # the bots' pace: 0 makes them move at once
    claim_window: float = 2.0         # seconds the other players have to claim a discard
    sound: bool = True
    volume: float = 0.8
    four_colour: bool = False
    undo: bool = False                # take back your own moves within your turn (counted apart)
    training: bool = False            # Easy and Medium slap more slowly, to learn slapping
    slap_tip: bool = True             # explain slapping the first time the player may slap
    language: str = ""                # "en", "ko"; "" follows the system's language
    auto_announce: bool = True        # say "one/two/three cards left" with the discard (Kalookie)
    card_back: str = "blue"
    player_name: str = "You"
    default_game: str = DEFAULT_GAME
    opponents: tuple[str, ...] = ("medium", "medium", "medium")


DEFAULTS = Defaults()
