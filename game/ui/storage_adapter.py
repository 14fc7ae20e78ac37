"""The screen's storage hooks (see :mod:`.hooks`) on top of :mod:`game.storage`: files in the data folder.

The storage package keeps frozen, checked settings and its own save format;
this adapter turns them into the screen's mutable :class:`~.stored.UISettings`
and back, saves the session's match with its seats, and books statistics.
Every problem becomes a message in ``messages``, never an exception.
"""
from __future__ import annotations

from typing import Any

from .stored import SavedMatch, UISettings

_MAP = {  # UISettings field -> game.storage.Settings field
    "fullscreen": "fullscreen", "animation_speed": "animation_speed", "think_scale": "bot_think_scale",
    "claim_window": "claim_window", "sound": "sound", "volume": "volume", "four_colour": "four_colour_deck",
    "undo": "undo", "training": "training", "slap_tip": "slap_tip", "language": "language", "auto_announce": "auto_announce", "card_back": "card_back", "player_name": "player_name",
}
_TABLE = ("default_game", "default_options", "opponents")   # checked together by storage


class StorageAdapter:
    def __init__(self, data_dir: str | None = None) -> None:
        from game import storage
        self.st = storage
        self.paths = storage.resolve_paths(data_dir)
        self.messages: list[str] = []
        self._settings: Any = None
        self._stats: Any = None

    def _note(self, msg: str | None) -> None:
        if msg:
            self.messages.append(msg)

    # ------------------------------------------------------------------ settings
    def load_settings(self) -> UISettings:
        s, msg = self.st.load_settings(self.paths)
        self._note(msg)
        self._settings = s
        ui = UISettings(window_size=tuple(s.window_size))
        for mine, theirs in _MAP.items():
            setattr(ui, mine, getattr(s, theirs))
        ui.default_game = s.default_game
        ui.default_options = dict(s.default_options)
        ui.opponents = list(s.opponents)
        return ui

    def _changes(self, ui: Any, base: Any) -> list[dict[str, Any]]:
        """The UI settings as groups of storage changes (a group is taken or refused whole)."""
        groups: list[dict[str, Any]] = []
        size = tuple(getattr(ui, "window_size", base.window_size))
        groups.append({"window_width": int(size[0]), "window_height": int(size[1])})
        for mine, theirs in _MAP.items():
            if hasattr(ui, mine):
                value = getattr(ui, mine)
                if mine == "animation_speed":   # 0 (no animation) is stored as the fastest storage allows
                    value = 4.0 if float(value) <= 0 else max(0.25, min(4.0, float(value)))
                groups.append({theirs: value})
        table = {}
        if hasattr(ui, "default_game"):
            table["default_game"] = ui.default_game
        if hasattr(ui, "default_options"):
            table["default_options"] = dict(ui.default_options)
        if hasattr(ui, "opponents"):
            table["opponents"] = tuple(ui.opponents)
        if table:
            groups.append(table)
        return groups

    def save_settings(self, ui: Any) -> None:
        base = self._settings or self.st.Settings()
        groups = self._changes(ui, base)
        try:
            new = base.replace(**{k: v for g in groups for k, v in g.items()})
        except ValueError:
            new = base              # keep every group that is fine, say which is not
            for g in groups:
                try:
                    new = new.replace(**g)
                except ValueError as e:
                    self._note(f"Not saved: {e}.")
        self._settings = new
        self._note(self.st.save_settings(self.paths, new))

    # ------------------------------------------------------------------ the saved match
    def has_saved_match(self) -> bool:
        return self.st.has_saved_match(self.paths)

    def load_match(self) -> SavedMatch | None:
        saved, msg = self.st.load_match(self.paths)
        self._note(msg)
        if saved is None:
            return None
        return SavedMatch(saved.match, saved.seats, dict(saved.extra))

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
