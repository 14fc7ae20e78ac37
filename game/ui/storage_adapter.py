"""The screen's storage hooks (see :mod:`.hooks`) on top of :mod:`game.storage`: files in the data folder.

The settings are storage's own frozen :class:`~game.storage.settings.Settings`, passed through as
they are; the adapter saves the session's match with its seats and books statistics.
Every problem becomes a message in ``messages``, never an exception.
"""
from __future__ import annotations

from typing import Any

from game.storage.settings import Settings

from .stored import SavedMatch


class StorageAdapter:
    def __init__(self, data_dir: str | None = None) -> None:
        from game import storage
        self.st = storage
        self.paths = storage.resolve_paths(data_dir)
        self.messages: list[str] = []
        self._stats: Any = None

    def _note(self, msg: str | None) -> None:
        if msg:
            self.messages.append(msg)

    # ------------------------------------------------------------------ settings
    def load_settings(self) -> Settings:
        settings, msg = self.st.load_settings(self.paths)
        self._note(msg)
        return settings

    def save_settings(self, settings: Settings) -> None:
        self._note(self.st.save_settings(self.paths, settings))

    # ------------------------------------------------------------------ the saved match
    def has_saved_match(self) -> bool:
        return self.st.has_saved_match(self.paths)

    def load_match(self) -> SavedMatch | None:
        saved, msg = self.st.load_match(self.paths)
        self._note(msg)
        if saved is None:
            return None
        return SavedMatch(saved.match, saved.seats, dict(saved.extra))

    def peek_match(self) -> SavedMatch | None:
        """The saved match for a look (the menu's line under Continue): None, and nothing set aside, if it
        does not load."""
        from game.storage.saves import peek_match
        saved = peek_match(self.paths)
        return None if saved is None else SavedMatch(saved.match, saved.seats, dict(saved.extra))

    def save_match(self, match: Any, seats: list[dict[str, Any]], extra: dict[str, Any]) -> None:
        try:
            self._note(self.st.save_match(self.paths, match, seats, extra))
        except (ValueError, TypeError) as e:
            self._note(f"The game could not be saved: {e}")

    def clear_match(self) -> None:
        self._note(self.st.clear_match(self.paths))

    def set_aside_match(self, why: str) -> None:
        self._note(self.st.set_aside_match(self.paths, why))

    # ------------------------------------------------------------------ statistics
    def stats(self) -> Any:
        if self._stats is None:
            self._stats, msg = self.st.load_stats(self.paths)
            self._note(msg)
        return self._stats

    def record_hand(self, game: str, level: str, result: Any, human: int, *, slaps_won: int = 0,
                    slaps_lost: int = 0, stake: Any = 1, hand_id: str | None = None) -> None:
        stats = self.stats()
        try:
            booked = self.st.record_hand(stats, game, level, result, human, slaps_won, slaps_lost, stake=stake,
                                         hand_id=hand_id)
        except ValueError as e:
            self._note(f"statistics: {e}")
            return
        if booked:
            self._note(self.st.save_stats(self.paths, stats))

    def record_match(self, game: str, level: str, won: bool, match_id: str | None = None) -> None:
        stats = self.stats()
        try:
            booked = self.st.record_match(stats, game, level, won, match_id)
        except ValueError as e:
            self._note(f"statistics: {e}")
            return
        if booked:
            self._note(self.st.save_stats(self.paths, stats))

    def lessons(self) -> Any:
        """How far the player has come in each course (``lessons.json``)."""
        from game.storage.lessons import load_lessons
        progress, msg = load_lessons(self.paths)
        self._note(msg)
        return progress

    def save_lessons(self, progress: Any) -> None:
        from game.storage.lessons import save_lessons
        self._note(save_lessons(self.paths, progress))

    def recent_hands(self) -> list[dict[str, Any]]:
        from game.storage.recent import load_recent
        hands, msg = load_recent(self.paths)
        self._note(msg)
        return hands

    def keep_hand(self, entry: dict[str, Any]) -> None:
        from game.storage.recent import add_recent
        self._note(add_recent(self.paths, entry))

    def reset_stats(self, game: str | None = None, level: str | None = None) -> None:
        self._note(self.st.reset_stats(self.paths, self.stats(), game, level))
