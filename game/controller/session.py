"""A game being played: its setup, the match, the bots, the controller and the storage wired together.

No pygame and no screen here: the screen builds a :class:`Session` from the new-game setup or a
saved game and reads it; the session saves itself through its storage (a :class:`MatchStore`)
after every action the controller applies.
"""
from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

from ai.registry import LEVELS
from game.defaults import DEFAULT_GAME
from game.engine import Match, get_ruleset, new_match

from .ports import Pace
from .table import TableController

BOT_NAMES = ("Minji", "Kenji", "Alice", "Jun", "Hana", "Tom", "Yuna")
SAVE_VERSION = 2
SAVE_KIND = "hoola-ui-match"


def bot_levels() -> tuple[str, ...]:
    return tuple(LEVELS)


def make_bot(level: str, seed: int) -> Any:
    from ai.registry import make_bot as factory
    return factory(level, seed)


@dataclass
class GameConfig:
    """What the new-game screen chose."""

    game: str = DEFAULT_GAME
    players: int = 4
    levels: list[str] = field(default_factory=lambda: ["medium"] * 6)   # seats 1.. in order
    options: dict[str, Any] = field(default_factory=dict)
    stake: int = 1
    max_hands: int | None = 10
    target: int | None = None
    seed: int | None = None
    names: list[str] = field(default_factory=list)

    def seat_names(self, human_name: str = "You") -> list[str]:
        names = list(self.names) if len(self.names) >= self.players else []
        if not names:       # no computer player takes the player's own name (a Tom at a table of seven)
            bots = [n for n in BOT_NAMES if n.casefold() != human_name.casefold()]
            names = [human_name] + [bots[i % len(bots)] for i in range(self.players - 1)]
        return names[: self.players]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "GameConfig":
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data}
        return cls(**known)


def _table_view(data: Any) -> dict[str, Any]:
    """A saved table view, kept only if it reads (a damaged one is simply not restored)."""
    if not isinstance(data, dict):
        return {}
    order = data.get("order")
    log = data.get("log")
    out: dict[str, Any] = {}
    if isinstance(order, list) and all(isinstance(c, str) for c in order):
        out["order"] = list(order)
    if isinstance(log, list) and all(isinstance(x, str) for x in log):
        out["log"] = list(log)[-40:]
    return out


def _rng_to_json(bot: Any) -> dict[str, Any]:
    """The states of a bot's generators, as JSON (the bot interface's ``random_state``)."""
    return dict(bot.random_state())


def _rng_from_json(bot: Any, states: dict[str, Any]) -> None:
    bot.set_random_state(states)


class MatchStore(Protocol):
    """Where a session keeps its match and books its hands (the screen's storage hooks are one:
    ``game.ui.hooks.MemoryStorage``, ``game.ui.storage_adapter.StorageAdapter``).  Problems are
    messages kept by the store, or ``OSError``/``ValueError``, never a stopped game."""

    def save_match(self, match: Match, seats: list[dict[str, Any]], extra: dict[str, Any]) -> None: ...

    def clear_match(self) -> None: ...

    def record_hand(self, game: str, level: str, result: Any, human: int, *, slaps_won: int = 0,
                    slaps_lost: int = 0, stake: Any = 1, hand_id: str | None = None) -> None: ...

    def keep_hand(self, entry: dict[str, Any]) -> None: ...

    def record_match(self, game: str, level: str, won: bool, match_id: str | None = None) -> None: ...


class Session:
    """One match at the table: human at seat 0, bots elsewhere.

    Saving: the controller calls back after every action (:meth:`_saved`);
    the session then takes a *checkpoint* of each bot's random generator and
    writes the match record with those states.  Every later save (quitting,
    leaving to the menu) writes the last checkpoint, not the generators as they
    are then, because the bots may already have been asked about the next move
    and a resumed bot must be asked again from the same state.  A resumed match
    is therefore the uninterrupted one: same cards, same turn, same ledger,
    and the bots make the same choices.
    """

    human = 0

    def __init__(self, config: GameConfig, settings: Pace, storage: MatchStore | None = None,
                 match: Match | None = None,
                 human_name: str = "You", bot_states: dict[int, Any] | None = None,
                 extra: dict[str, Any] | None = None) -> None:
        self.config = config
        self.storage = storage
        self.ruleset = get_ruleset(config.game)
        if config.seed is None:
            config.seed = random.SystemRandom().randrange(2**31)
        if not self.ruleset.uses_hand_count:
            config.max_hands = None
        if not self.ruleset.uses_target:
            config.target = None
        self.match = match if match is not None else new_match(
            config.game, players=config.players, seed=config.seed, options=dict(config.options),
            max_hands=config.max_hands, target=config.target)
        self.names = config.seat_names(human_name)
        self.levels = ["you"] + [config.levels[i] if i < len(config.levels) else "random"
                                 for i in range(config.players - 1)]
        self.bot_seeds = {s: config.seed * 31 + s for s in range(1, config.players)}
        self.bots = {s: make_bot(self.levels[s], self.bot_seeds[s]) for s in range(1, config.players)}
        for s, state in (bot_states or {}).items():
            if s in self.bots:
                _rng_from_json(self.bots[s], state)
        self.controller = TableController(self.match, self.human, self.bots, settings, on_action=self._saved)
        extra = extra or {}
        self.match_id = str(extra.get("match_id") or _new_match_id())
        slaps = extra.get("slaps")
        if isinstance(slaps, list) and len(slaps) == 2 and all(isinstance(n, int) and n >= 0 for n in slaps):
            self.controller.slaps_won, self.controller.slaps_lost = slaps
        self.save_errors: list[str] = []
        self._playing_out = False
        self._booked: set[str] = set()
        # help used in this hand ("hints", "undo"), kept with the game so Continue counts it apart too
        self.assisted: set[str] = {str(x) for x in extra.get("assisted", ()) if x in ("hints", "undo")} \
            if isinstance(extra.get("assisted"), list) else set()
        #: what the table shows that the rules do not keep (the player's card order, the recent log),
        #: saved with the game so Continue looks the same (issue 13, bug 10); set by the table
        self.table_view: dict[str, Any] = _table_view(extra.get("table"))
        self.checkpoint()

    @property
    def settings(self) -> Pace:
        """The settings the table is paced by (the controller's)."""
        return self.controller.settings

    @settings.setter
    def settings(self, value: Pace) -> None:
        """A changed setting (the settings screen over the table) reaches the controller at once."""
        self.controller.settings = value

    @property
    def game_title(self) -> str:
        return self.ruleset.title

    @property
    def stats_key(self) -> str:
        """Where the statistics count this match's hands: the game, or a version's own book."""
        from game.engine.counters import book_key
        return book_key(self.config.game, self.ruleset.stats_book(self.match.options))

    @property
    def plays_for_stakes(self) -> bool:
        """Does the ledger count stakes (shown times the stake size) rather than points?"""
        return self.ruleset.unit == "stakes"

    @property
    def slaps(self) -> tuple[int, int]:
        """Claim races the player won and lost in this hand (the controller counts them)."""
        return self.controller.slaps_won, self.controller.slaps_lost

    def money(self, amount: Any) -> str:
        """A payment as shown: stakes times the stake size in Hoola, points otherwise."""
        from fractions import Fraction
        value = Fraction(amount) * (self.config.stake if self.plays_for_stakes else 1)
        if self.ruleset.counts_down(self.match.options):          # penalty points: a count, not a gain
            return str(value.numerator) if value.denominator == 1 else f"{float(value):g}"
        text = str(value.numerator) if value.denominator == 1 else f"{float(value):.2f}".rstrip("0").rstrip(".")
        if value > 0:
            text = "+" + text
        return text

    # ------------------------------------------------------------------ saving
    def checkpoint(self) -> None:
        """Remember the bots' generators now: right after an action, before anyone is asked again.  A bot
        whose answer to an open priority window is still on its way keeps the state it had before it was
        asked, since a continued game asks it again (issue 29: a priority window's answers went otherwise)."""
        asked = self.controller.answering()
        before = getattr(self, "_bot_states", {})
        self._bot_states = {s: before[s] if s in asked and s in before else _rng_to_json(bot)
                            for s, bot in self.bots.items()}

    def seats(self) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = [{"kind": "human", "name": self.names[0]}]
        for s in range(1, self.config.players):
            seat: dict[str, Any] = {"kind": "bot", "level": self.levels[s], "seed": self.bot_seeds[s]}
            states = dict(self._bot_states.get(s) or {})
            if "rng" in states:
                seat["rng_state"] = states.pop("rng")
            if states:
                seat["rng_states"] = states        # any other generator the bot keeps
            out.append(seat)
        return out

    def extra(self) -> dict[str, Any]:
        return {"kind": SAVE_KIND, "version": SAVE_VERSION, "config": self.config.to_dict(), "names": list(self.names),
                "match_id": self.match_id, "slaps": [self.controller.slaps_won, self.controller.slaps_lost],
                "table": dict(self.table_view), "assisted": sorted(self.assisted)}

    @classmethod
    def from_save(cls, saved: Any, settings: Pace, storage: MatchStore | None = None,
                  human_name: str = "You") -> "Session":
        """A session from :meth:`storage.load_match`'s answer; ``ValueError`` in plain words if it cannot be."""
        match = getattr(saved, "match", None)
        seats = getattr(saved, "seats", None)
        extra = getattr(saved, "extra", None)
        if not isinstance(match, Match) or not isinstance(seats, list) or not isinstance(extra, dict):
            raise ValueError("it is not a saved game of this program")
        raw = extra.get("config")
        if isinstance(raw, dict):
            config = GameConfig.from_dict(raw)
        else:       # saved by something else: what the match itself says
            config = GameConfig(game=match.game, players=match.players, options={}, max_hands=match.max_hands,
                                target=match.target, seed=match.seed)
        config.game, config.players, config.seed = match.game, match.players, match.seed
        levels, states = [], {}
        for s, seat in enumerate(seats[1:], 1):
            level = seat.get("level") if isinstance(seat, dict) else None
            levels.append(level if isinstance(level, str) else "random")
            if isinstance(seat, dict):
                found = dict(seat.get("rng_states") or {}) if isinstance(seat.get("rng_states"), dict) else {}
                if seat.get("rng_state") is not None:
                    found["rng"] = seat["rng_state"]
                states[s] = found
        config.levels = levels
        names = extra.get("names")
        s = cls(config, settings, storage, match=match, human_name=human_name, bot_states=states, extra=extra)
        if isinstance(names, list) and len(names) == config.players:
            s.names = [human_name] + [str(n) for n in names[1:]]
        return s

    def _saved(self, controller: TableController) -> None:
        self.checkpoint()
        if self._playing_out:
            return                  # written at each hand's end (a file a move made a long play-out slow)
        if self.match.hand.result is not None:
            self.book_hand()        # with the save, so a crash right after the last move loses nothing
        self.save_now()

    @property
    def sits_out(self) -> bool:
        """Is the player out of the match (retired from Kalookie's pool) while the bots play on?"""
        return self.human in self.match.out and not self.match.over

    def play_out(self, wall_s: float) -> bool:
        """Play the rest of the match with no frames, when the player is out of it: the bots play each
        hand as the table would (:meth:`TableController.play_on`), answer their questions between hands,
        and the match is saved at each hand's end.  Works for about ``wall_s`` seconds a call (a screen
        calls it once a frame); True when the match is over.  ``ValueError`` while the player is in it."""
        import time
        if self.human not in self.match.out:
            raise ValueError("you are still in the match")
        t0 = time.perf_counter()
        while not self.match.over:
            left = wall_s - (time.perf_counter() - t0)
            if left <= 0:
                return False
            if self.match.hand.result is not None:
                if self.controller.pending_decision() is not None:
                    raise ValueError("a question is waiting for you")     # never: nothing is asked of a seat out
                if self.match.over:
                    break
                self.next_hand()
                continue
            self._playing_out = True
            try:
                over = self.controller.play_on(left)
            finally:
                self._playing_out = False
            if over:
                self.book_hand()
                self.save_now()
            elif self.controller.next_due() is None:
                raise ValueError("the hand cannot go on without you")   # never: no seat out is asked to move
        self.match.record_result()
        self.save_now()
        return True

    def next_hand(self) -> Any:
        """Deal the next hand of the match (``ValueError`` when it is over) and save."""
        st = self.controller.next_hand()
        self.checkpoint()
        self.save_now()
        return st

    def save_now(self) -> None:
        if self.storage is None:
            return
        try:
            if self.match.over:
                self.storage.clear_match()
            else:
                self.storage.save_match(self.match, self.seats(), self.extra())
        except OSError as e:   # a full disk must not stop the game
            self.save_errors.append(str(e))

    def assist(self, what: str) -> None:
        """The player used help in this hand (``"hints"``, ``"undo"``): its statistics go apart."""
        self.assisted = set(getattr(self, "assisted", set())) | {what}

    def _level(self) -> str:
        """The opponents' level as the statistics name it ("mixed" for a table of several)."""
        levels = set(self.levels[1:])
        return levels.pop() if len(levels) == 1 else "mixed"

    def book_match(self) -> None:
        """Book the match, once it is over, in the player's statistics: played, and won when the player's
        side is among its winners (the returning player found hands counted and no match)."""
        m = self.match
        if self.storage is None or not m.over or not hasattr(self.storage, "record_match"):
            return
        try:
            self.storage.record_match(self.stats_key, self._level(), self.human in m.winners,
                                      match_id=self.match_id)
        except (OSError, ValueError) as e:
            self.save_errors.append(str(e))

    def book_hand(self) -> None:
        """Statistics for a finished hand, once (storage also refuses a hand id it booked before)."""
        st = self.match.hand
        if st.result is None or self.storage is None:
            return
        m = self.match
        i = m.hands_played - 1 if m.results and m.results[-1] is st.result else m.hands_played
        hid = f"{self.match_id}/{i}"
        if hid in self._booked:
            return
        self._booked.add(hid)
        if self.human in st.context.out:     # out of the match (Kalookie): a hand the player sat out whole is
            return                           # neither played nor kept for review (hands after retiring counted)
        level = self._level()
        if self.assisted:                    # hands with hints or take-backs are counted apart
            level += " with " + " and ".join(sorted(self.assisted))
            self.assisted = set()
        stake = m.stakes[i] if 0 <= i < len(m.stakes) else m.stake_factor
        try:                                 # kept for the hand review from the statistics screen
            self.storage.keep_hand({"record": st.to_record(), "names": list(self.names), "human": self.human,
                                    "title": f"{self.game_title}, hand {i + 1}",
                                    "levels": list(self.levels[1:])})      # the deal code's seats
        except (OSError, ValueError) as e:
            self.save_errors.append(str(e))
        try:
            self.storage.record_hand(self.stats_key, level, st.result, self.human,
                                     slaps_won=self.controller.slaps_won, slaps_lost=self.controller.slaps_lost,
                                     stake=stake, hand_id=hid)
        except (OSError, ValueError) as e:   # a full disk, or a hand the statistics already hold
            self.save_errors.append(str(e))


def _new_match_id() -> str:
    import uuid
    return uuid.uuid4().hex
