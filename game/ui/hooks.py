"""What the screen needs from storage, as plain hooks.

The settings are :class:`game.storage.settings.Settings` (frozen; changed with ``replace``), the
one model the screen, the session and the controller read.  A storage object offers:

* ``load_settings() -> Settings`` and ``save_settings(settings)``;
* ``has_saved_match()``, ``load_match() -> SavedMatch | None``,
  ``save_match(match, seats, extra)`` and ``clear_match()`` -- the autosave;
* ``stats() -> game.storage.Stats`` (lines by game and opponent level),
  ``record_hand(...)``, ``record_match(game, level, won, match_id)`` and ``reset_stats(game=None, level=None)``;
* ``messages``: problems in plain words for the screen to show (a broken
  file set aside, a full disk), never exceptions.

:class:`MemoryStorage` keeps everything in memory (tests, or when the data
folder cannot be used); :class:`~.storage_adapter.StorageAdapter` keeps it in
files through :mod:`game.storage`.  :func:`default_storage` picks the files.
"""
from __future__ import annotations

import copy
from typing import Any

from game.storage.settings import Settings

# a saved match, as the screen gets it back (re-exported: the screens import it here)
from .stored import SavedMatch

__all__ = ["SavedMatch", "MemoryStorage", "default_storage"]


def _stats_module() -> Any:
    from game.storage import stats
    return stats


class MemoryStorage:
    """Keeps settings, one saved match and statistics in memory (nothing survives the process)."""

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings if settings is not None else Settings()
        self.saved: dict[str, Any] | None = None
        self._stats = _stats_module().Stats()
        self.messages: list[str] = []

    def load_settings(self) -> Settings:
        return self.settings

    def save_settings(self, settings: Settings) -> None:
        self.settings = settings

    def lessons(self) -> Any:
        """The lesson progress (kept as the JSON the real storage writes, so it is a copy each time)."""
        from game.storage.lessons import LessonProgress, from_json
        data = getattr(self, "_lessons", None)
        return from_json(data) if data is not None else LessonProgress()

    def save_lessons(self, progress: Any) -> None:
        self._lessons = copy.deepcopy(progress.to_json())

    # ------------------------------------------------------------------ the saved match
    def has_saved_match(self) -> bool:
        return self.saved is not None

    def load_match(self) -> SavedMatch | None:
        if self.saved is None:
            return None
        from game.engine import Match
        data = copy.deepcopy(self.saved)
        return SavedMatch(Match.from_record(data["match"]), data["seats"], data["extra"])

    def peek_match(self) -> SavedMatch | None:
        """The saved match for a look only (nothing is set aside here either)."""
        try:
            return self.load_match()
        except (ValueError, KeyError, TypeError, AttributeError, IndexError):
            return None

    def save_match(self, match: Any, seats: list[dict[str, Any]], extra: dict[str, Any]) -> None:
        if match.hand.result is not None:
            match.record_result()       # as the real storage does: a finished hand is booked first
        if match.over:
            self.saved = None
            return
        # kept as given (the session builds them anew for every save); copied when loaded, like a file
        self.saved = {"match": match.to_record(), "seats": seats, "extra": extra}

    def clear_match(self) -> None:
        self.saved = None

    def set_aside_match(self, why: str) -> None:
        self.set_aside, self.saved = self.saved, None     # kept aside, as the files keep save.json.bad

    # ------------------------------------------------------------------ statistics
    def stats(self) -> Any:
        return self._stats

    def record_hand(self, game: str, level: str, result: Any, human: int, *, slaps_won: int = 0,
                    slaps_lost: int = 0, stake: Any = 1, hand_id: str | None = None) -> None:
        try:
            _stats_module().record_hand(self._stats, game, level, result, human, slaps_won, slaps_lost,
                                        stake=stake, hand_id=hand_id)
        except ValueError as e:
            self.messages.append(f"statistics: {e}")

    def record_match(self, game: str, level: str, won: bool, match_id: str | None = None) -> None:
        try:
            _stats_module().record_match(self._stats, game, level, won, match_id)
        except ValueError as e:
            self.messages.append(f"statistics: {e}")

    def reset_stats(self, game: str | None = None, level: str | None = None) -> None:
        self._stats.reset(game, level)

    def recent_hands(self) -> list[dict[str, Any]]:
        return list(getattr(self, "_recent", []))

    def keep_hand(self, entry: dict[str, Any]) -> None:
        kept = list(getattr(self, "_recent", []))
        if any(k.get("record") == entry.get("record") for k in kept):
            return                      # the same hand booked again (Continue on its end screen)
        self._recent = (kept + [entry])[-20:]


def default_storage(data_dir: str | None = None) -> Any:
    """The files in the data folder (``--data-dir`` > ``$HOOLA_DATA_DIR`` > the platform's); memory if
    that cannot even be set up, with the reason among its messages."""
    try:
        from .storage_adapter import StorageAdapter
        return StorageAdapter(data_dir)
    except (OSError, ValueError) as e:   # no data folder: play on, say so
        mem = MemoryStorage()
        mem.messages.append(f"Settings, saves and statistics are kept only until Hoola closes ({e}).")
        return mem
