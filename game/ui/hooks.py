"""What the screen needs from storage, as plain hooks (game/storage is written separately).

:class:`UISettings` lists the settings the screen and the controller read;
any object with the same attributes works.  :class:`MemoryStorage` keeps
everything in memory (tests, or when the storage package is missing or
broken); :func:`default_storage` picks the real one when it is there.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Protocol

ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.5, 4.0)      # (0 also works: no animation)
THINK_SCALES = (0.0, 0.5, 1.0, 1.5, 2.0)
CLAIM_WINDOWS = (1.0, 1.5, 2.0, 3.0)
WINDOW_SIZES = ((1024, 600), (1280, 720), (1600, 900), (1920, 1080))


@dataclass
class UISettings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    animation_speed: float = 1.0
    think_scale: float = 1.0
    claim_window: float = 1.5
    sound: bool = True
    four_colour: bool = False
    player_name: str = "You"
    extra: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> "UISettings":
        return dataclasses.replace(self, extra=dict(self.extra))


class Storage(Protocol):
    def load_settings(self) -> Any: ...
    def save_settings(self, settings: Any) -> None: ...
    def has_saved_match(self) -> bool: ...
    def load_match(self) -> dict | None: ...
    def save_match(self, data: dict) -> None: ...
    def clear_match(self) -> None: ...
    def load_stats(self) -> dict: ...
    def record_hand(self, game: str, result: Any, human: int | None) -> None: ...
    def record_match(self, game: str, match: Any, human: int | None) -> None: ...


class MemoryStorage:
    """Keeps settings, one saved match and statistics in memory."""

    def __init__(self, settings: Any = None) -> None:
        self.settings = settings if settings is not None else UISettings()
        self.saved: dict | None = None
        self.stats: dict[str, Any] = {}
        self.messages: list[str] = []

    def load_settings(self) -> Any:
        return self.settings

    def save_settings(self, settings: Any) -> None:
        self.settings = settings

    def has_saved_match(self) -> bool:
        return self.saved is not None

    def load_match(self) -> dict | None:
        return self.saved

    def save_match(self, data: dict) -> None:
        self.saved = data

    def clear_match(self) -> None:
        self.saved = None

    def load_stats(self) -> dict:
        return self.stats

    def record_hand(self, game: str, result: Any, human: int | None) -> None:
        g = self.stats.setdefault(game, {"hands": 0, "hands_won": 0, "matches": 0, "matches_won": 0,
                                         "total": 0.0})
        g["hands"] += 1
        if human is not None and result is not None:
            if human in result.winners:
                g["hands_won"] += 1
            g["total"] += float(result.payments.get(human, 0))

    def record_match(self, game: str, match: Any, human: int | None) -> None:
        g = self.stats.setdefault(game, {"hands": 0, "hands_won": 0, "matches": 0, "matches_won": 0,
                                         "total": 0.0})
        g["matches"] += 1
        if human is not None and human in match.leaders:
            g["matches_won"] += 1


def default_storage() -> Any:
    """The storage package's adapter when it is importable, else memory."""
    try:
        from .storage_adapter import StorageAdapter
        return StorageAdapter()
    except Exception:
        return MemoryStorage()
