"""A game played as the table plays it, with no window: the shared driver of the Continue tests.

A :class:`~game.controller.session.Session` (the match, its bots, the real-time controller and the autosave
after every action) is stepped on a clock that jumps from one due moment to the next; a bot that is
thinking (the Expert's search over frames) gets frames with no time passing, so every search runs its
whole budget and a seed gives the same moves on any machine.  The player at seat 0 moves as a bot of
its own would, seeded from the position alone (not from a generator carried along), so the run from
a save and the run that never stopped ask it the same things and get the same answers.
"""
from __future__ import annotations

import zlib
from pathlib import Path
from typing import Any, Callable

from ai.registry import make_bot
from game.engine.restore import restorable
from game.controller.session import GameConfig, Session
from game.storage.settings import Settings
from game.ui.storage_adapter import StorageAdapter

#: One version of each game: name -> (game, options).  Kalookie's versions are its ``version``
#: option, House Rummy's its ``variant``; Battle Hoola's are its setup screen's presets (and one more).
VERSIONS: dict[str, tuple[str, dict[str, Any]]] = {
    "hoola-standard": ("hoola", {}),
    "hoola-traditional": ("hoola", {"claims": "next_only"}),
    "hoola-online": ("hoola", {"daepang_min": 80, "claim_to_win": True, "online_pay_all_double": True,
                               "multipliers_without_turn": True, "blast_multiplier": 7, "big_luck_multiplier": 8}),
    # not a preset: the other claim race (turn order decides) and the other way round the table
    "hoola-priority-clockwise": ("hoola", {"claims": "priority", "direction": "clockwise"}),
    "seven-bridge": ("seven-bridge", {}),
    "kalookie-british": ("kalookie", {}),
    "kalookie-swedish": ("kalookie", {"version": "swedish"}),
    "kalookie-north-american": ("kalookie", {"version": "north_american"}),
    "kalookie-scarne": ("kalookie", {"version": "scarne"}),
    "house-rummy-classic": ("house-rummy", {"variant": "classic"}),
    "house-rummy-epic": ("house-rummy", {"variant": "epic"}),
}
#: The table's timing: bots think and slap as in play (the clock jumps, so it costs nothing).
SETTINGS = Settings(think_scale=1.0, claim_window=1.5)
STEPS = 200_000


def new_session(game: str, options: dict[str, Any], level: str, seed: int, *, players: int = 4,
                folder: Path | None = None, max_hands: int | None = 10) -> Session:
    """A new match as the setup screen starts it: the player at seat 0, bots of ``level`` elsewhere,
    saving into ``folder`` after every action (no saving without one)."""
    config = GameConfig(game=game, players=players, levels=[level] * (players - 1), options=dict(options),
                        seed=seed, max_hands=max_hands)
    return Session(config, SETTINGS, StorageAdapter(str(folder)) if folder is not None else None)


def continued(folder: Path) -> Session:
    """Continue, as the main menu does it: the save in ``folder`` read and the session rebuilt."""
    storage = StorageAdapter(str(folder))
    saved = storage.load_match()
    assert saved is not None, storage.messages
    assert not storage.messages, storage.messages
    return Session.from_save(saved, SETTINGS, storage)


def player_choice(level: str) -> Callable[[Any], Any]:
    """The player's move: a ``level`` bot (the Expert's stand-in is Hard) seeded by the position."""
    level = "hard" if level == "expert" else level

    def choose(state: Any) -> Any:
        legal = state.legal_actions(0)
        key = f"{state.setup.get('seed')}/{state.dealer}/{len(state.record)}/{','.join(map(str, legal))}"
        return make_bot(level, zlib.crc32(key.encode())).choose(state.view(0), legal)
    return choose


class Table:
    """A session driven to a point: every applied action logged with what every seat then sees."""

    def __init__(self, session: Session, player_level: str, now: float = 0.0,
                 player: Callable[[Any], Any] | None = None) -> None:
        self.session = session
        self.now = now
        self.choose = player_choice(player_level)
        #: the player's own move where it has one (a rearrangement of the table...), else ``None``
        self.player = player
        self.log: list[tuple[str, tuple[str, ...]]] = []
        ctl = session.controller
        saved = ctl.on_action

        def on_action(controller: Any) -> None:
            st = controller.state
            self.log.append((str(st.record[-1]), tuple(repr(st.view(s)) for s in range(st.players))))
            if saved is not None:
                saved(controller)
        ctl.on_action = on_action

    @property
    def state(self) -> Any:
        return self.session.match.hand

    def step(self) -> bool:
        """One moment: what is due happens, or the player moves when only the player can; False when
        the hand is over."""
        ctl = self.session.controller
        ctl.update(self.now)
        st = self.state
        if st.result is not None:
            return False
        due = ctl.next_due()
        if due is not None:
            self.now = max(self.now, due)        # the clock jumps; a thinking bot gets frames at once
            return True
        action = self.player(st) if self.player is not None else None
        if action is None and not st.legal_actions(0) and restorable(st, 0):
            out = ctl.restore_turn(0, self.now)          # a table left broken: restored (House Rummy's U)
            assert out.ok, out.reason
            return True
        if action is None:
            assert st.legal_actions(0), f"nobody can act in phase {st.phase!r} but the hand is not over"
            action = self.choose(st)
        out = ctl.submit(action, self.now)
        assert out.ok, f"the player's {action} was refused: {out.reason}"
        return True

    def play(self, until: Callable[["Table"], bool] = lambda t: False) -> "Table":
        """Step until ``until`` holds or the hand is over."""
        for _ in range(STEPS):
            if until(self) or not self.step():
                return self
        raise AssertionError(f"the hand did not end within {STEPS} steps")

    def actions(self) -> int:
        return len(self.state.record)

    def result(self) -> Any:
        res = self.state.result
        return None if res is None else res.summary()


def quit_at(table: Table, folder: Path) -> int:
    """Quit the table now, as the window's close does (the session writes its last checkpoint into
    ``folder``), and play on as if nothing happened; the number of actions in the saved hand."""
    session = table.session
    kept, session.storage = session.storage, StorageAdapter(str(folder))
    try:
        session.save_now()
        assert not session.storage.messages and not session.save_errors, session.storage.messages
    finally:
        session.storage = kept
    return table.actions()
