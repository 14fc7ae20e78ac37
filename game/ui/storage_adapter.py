"""The screen's storage hooks on top of :mod:`game.storage` (files in the data folder).

The storage package keeps frozen, checked settings and its own save format;
this adapter turns them into the screen's mutable :class:`~.hooks.UISettings`
and back, saves the session's match with its seats, and books statistics.
Every problem becomes a message in ``messages``, never an exception.
"""
from __future__ import annotations

from typing import Any

from .hooks import UISettings

_MAP = {  # UISettings field -> game.storage.Settings field
    "fullscreen": "fullscreen", "animation_speed": "animation_speed", "think_scale": "bot_think_scale",
    "claim_window": "claim_window", "sound": "sound", "four_colour": "four_colour_deck",
    "player_name": "player_name",
}


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
        return ui

    def save_settings(self, ui: Any) -> None:
        base = self._settings or self.st.Settings()
        changes: dict[str, Any] = {}
        size = tuple(getattr(ui, "window_size", base.window_size))
        changes["window_width"], changes["window_height"] = int(size[0]), int(size[1])
        for mine, theirs in _MAP.items():
            if hasattr(ui, mine):
                changes[theirs] = getattr(ui, mine)
        speed = float(changes.get("animation_speed", 1.0))
        changes["animation_speed"] = 4.0 if speed <= 0 else max(0.25, min(4.0, speed))   # storage's range
        try:
            new = base.replace(**changes)
        except ValueError as e:
            self._note(f"settings not saved: {e}")
            return
        self._settings = new
        self._note(self.st.save_settings(self.paths, new))

    # ------------------------------------------------------------------ the saved match
    def has_saved_match(self) -> bool:
        return self.st.has_saved_match(self.paths)

    def load_match(self) -> dict | None:
        saved, msg = self.st.load_match(self.paths)
        self._note(msg)
        if saved is None:
            return None
        extra = dict(saved.extra)
        if "config" not in extra:
            levels = [s.get("level", "random") for s in saved.seats[1:]]
            extra["config"] = {"game": saved.match.game, "players": saved.match.players, "levels": levels,
                               "seed": saved.match.seed, "max_hands": saved.match.max_hands,
                               "target": saved.match.target}
        return {"config": extra["config"], "names": extra.get("names"), "match_obj": saved.match,
                "match": saved.record}

    def save_match(self, data: dict, match: Any = None) -> None:
        if match is None:
            return
        config = data.get("config", {})
        levels = list(config.get("levels", []))
        seats = [{"kind": "human"}] + [{"kind": "bot", "level": levels[i] if i < len(levels) else "random",
                                        "seed": int(config.get("seed") or 0) * 31 + i + 1}
                                       for i in range(match.players - 1)]
        try:
            self._note(self.st.save_match(self.paths, match, seats,
                                          {"config": config, "names": data.get("names")}))
        except (ValueError, TypeError) as e:
            self._note(f"the game could not be saved: {e}")

    def clear_match(self) -> None:
        self._note(self.st.clear_match(self.paths))

    # ------------------------------------------------------------------ statistics
    def _load_stats(self) -> Any:
        if self._stats is None:
            self._stats, msg = self.st.load_stats(self.paths)
            self._note(msg)
        return self._stats

    def load_stats(self) -> dict:
        stats = self._load_stats()
        out: dict[str, dict[str, Any]] = {}
        for game in stats.games():
            line = stats.total(game)
            out[game] = {"hands": line.hands, "wins": line.wins, "win_rate_%": round(100 * line.win_rate, 1),
                         "net": float(line.net), "perfects": line.perfects, "blasts": line.blasts,
                         "big_lucks": line.big_lucks, "knocks": line.knocks, "slaps_won": line.slaps_won,
                         "slaps_lost": line.slaps_lost, "best_streak": line.best_streak}
        return out

    def record_hand(self, game: str, result: Any, human: int | None, *, level: str = "random",
                    stake: Any = 1, hand_id: str | None = None, slaps: tuple[int, int] = (0, 0)) -> None:
        if human is None or result is None:
            return
        stats = self._load_stats()
        try:
            self.st.record_hand(stats, game, level, result, human, slaps[0], slaps[1], stake=stake,
                                hand_id=hand_id)
        except ValueError as e:
            self._note(f"statistics: {e}")
            return
        self._note(self.st.save_stats(self.paths, stats))

    def record_match(self, game: str, match: Any, human: int | None) -> None:
        pass   # the storage keeps hand lines; a match is its hands
