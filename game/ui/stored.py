"""A saved match as the screen gets it back from its storage hooks (:mod:`.hooks`, :mod:`.storage_adapter`).

The settings are :class:`game.storage.settings.Settings` everywhere (the one settings model).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class SavedMatch:
    """A saved match as the screen gets it back: the replayed match, its seats and the session's data."""

    match: Any
    seats: list[dict[str, Any]]
    extra: dict[str, Any]
