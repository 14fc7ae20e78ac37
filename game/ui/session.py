"""A game being played: its setup, the match, the bots and the controller (no pygame here).

The screen builds a :class:`Session` from the new-game setup or a saved
game; the session saves itself through the storage hook after every action.
"""
from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from typing import Any

from game.controller import TableController
from game.engine import Match, get_ruleset, new_match

BOT_NAMES = ("Minji", "Kenji", "Alice", "Jun", "Hana", "Tom", "Yuna")
SAVE_VERSION = 1


def bot_levels() -> tuple[str, ...]:
    try:
        from ai.registry import LEVELS
        return tuple(LEVELS) or ("random",)
    except Exception:
        return ("random",)


def make_bot(level: str, seed: int) -> Any:
    from ai.registry import make_bot as factory
    return factory(level, seed)


@dataclass
class GameConfig:
    """What the new-game screen chose."""

    game: str = "hoola"
    players: int = 4
    levels: list[str] = field(default_factory=lambda: ["random"] * 6)   # seats 1.. in order
    options: dict[str, Any] = field(default_factory=dict)
    stake: int = 1
    max_hands: int | None = 10
    target: int | None = None
    seed: int | None = None
    names: list[str] = field(default_factory=list)

    def seat_names(self, human_name: str = "You") -> list[str]:
        names = list(self.names) if len(self.names) >= self.players else []
        if not names:
            names = [human_name] + [BOT_NAMES[i % len(BOT_NAMES)] for i in range(self.players - 1)]
        return names[: self.players]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "GameConfig":
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data}
        return cls(**known)


def _takes_match(storage: Any) -> bool:
    return storage.__class__.__name__ == "StorageAdapter"


class Session:
    """One match at the table: human at seat 0, bots elsewhere."""

    human = 0

    def __init__(self, config: GameConfig, settings: Any, storage: Any = None, match: Match | None = None,
                 human_name: str = "You") -> None:
        self.config = config
        self.settings = settings
        self.storage = storage
        self.ruleset = get_ruleset(config.game)
        if config.seed is None:
            config.seed = random.SystemRandom().randrange(2**31)
        self.match = match if match is not None else new_match(
            config.game, players=config.players, seed=config.seed, options=dict(config.options),
            max_hands=config.max_hands, target=config.target)
        self.names = config.seat_names(human_name)
        self.levels = ["you"] + [config.levels[i] if i < len(config.levels) else "random"
                                 for i in range(config.players - 1)]
        self.bots = {s: make_bot(self.levels[s], config.seed * 31 + s) for s in range(1, config.players)}
        self.controller = TableController(self.match, self.human, self.bots, settings, on_action=self._saved)
        self.save_errors: list[str] = []
        self._booked = 0
        self.slaps = (0, 0)     # claim races won and lost by the player in this hand

    @property
    def game_title(self) -> str:
        return self.ruleset.title

    @property
    def is_hoola(self) -> bool:
        return self.config.game == "hoola"

    def money(self, amount: Any) -> str:
        """A payment as shown: stakes times the stake size in Hoola, points otherwise."""
        from fractions import Fraction
        value = Fraction(amount) * (self.config.stake if self.is_hoola else 1)
        text = str(value.numerator) if value.denominator == 1 else f"{float(value):.2f}".rstrip("0").rstrip(".")
        if value > 0:
            text = "+" + text
        return text

    # ------------------------------------------------------------------ saving
    def to_save(self) -> dict[str, Any]:
        return {"version": SAVE_VERSION, "kind": "hoola-ui-match", "config": self.config.to_dict(),
                "names": self.names, "match": self.match.to_record()}

    @classmethod
    def from_save(cls, data: dict[str, Any], settings: Any, storage: Any = None) -> "Session":
        if not isinstance(data, dict) or "match" not in data or "config" not in data:
            raise ValueError("not a saved game of this program")
        config = GameConfig.from_dict(data["config"])
        match = data.get("match_obj") or Match.from_record(data["match"])
        s = cls(config, settings, storage, match=match)
        if isinstance(data.get("names"), list) and len(data["names"]) == config.players:
            s.names = [str(n) for n in data["names"]]
        return s

    def _saved(self, controller: TableController) -> None:
        self.save_now()

    def save_now(self) -> None:
        if self.storage is None:
            return
        try:
            if self.match.over:
                self.storage.clear_match()
            elif _takes_match(self.storage):
                self.storage.save_match(self.to_save(), match=self.match)
            else:
                self.storage.save_match(self.to_save())
        except Exception as e:   # a full disk must not stop the game
            self.save_errors.append(str(e))

    def book_hand(self) -> None:
        """Statistics for a finished hand, once."""
        st = self.match.hand
        if st.result is None or self._booked == id(st):
            return
        self._booked = id(st)
        if self.storage is not None:
            try:
                levels = set(self.levels[1:])
                level = levels.pop() if len(levels) == 1 else "mixed"
                if _takes_match(self.storage):
                    i = self.match.hands_played - 1 if self.match.results and self.match.results[-1] is st.result \
                        else self.match.hands_played
                    stake = self.match.stakes[i] if 0 <= i < len(self.match.stakes) else self.match.stake_factor
                    self.storage.record_hand(self.config.game, st.result, self.human, level=level, stake=stake,
                                             hand_id=f"{self.config.seed}-{i}", slaps=self.slaps)
                else:
                    self.storage.record_hand(self.config.game, st.result, self.human)
                if self.match.over:
                    self.storage.record_match(self.config.game, self.match, self.human)
            except Exception as e:
                self.save_errors.append(str(e))
