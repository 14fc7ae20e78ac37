"""The other seats of a lesson at the table: they play the lesson's script and nothing else.

A :class:`ScriptedSeat` has the bots' interface (``choose``, the delays, a random state), so the
table's controller schedules it as it does any bot, with a steady pace the learner can follow. It
plays the script's next move when that move is its own and allowed now; otherwise it lets a
discard go, or makes the plainest move the game allows (a lesson written so that this happens is
caught by :func:`~game.lessons.run.walk` in the tests).
"""
from __future__ import annotations

from typing import Any, Sequence

from game.engine import Action

from .run import LessonRun

#: seconds a scripted seat waits before each move: slow enough to watch
PACE_S = 0.9


class ScriptedSeat:
    """One seat playing a lesson's scripted replies."""

    level = None

    def __init__(self, run: LessonRun, seat: int, pace: float = PACE_S) -> None:
        self.run = run
        self.seat = seat
        self.pace = pace

    def choose(self, view: Any, options: Sequence[Action]) -> Action:
        move = self.run.next_reply(self.seat, options)
        if move is not None:
            return move
        return next((a for a in options if a.kind == "pass"), None) or options[0]

    def reaction_delay(self) -> float:
        return self.pace

    def think_time(self) -> float:
        return self.pace

    def random_state(self) -> dict[str, Any]:
        return {}

    def set_random_state(self, states: dict[str, Any]) -> None:
        """Nothing to restore: a script draws no random numbers."""


def scripted_seats(run: LessonRun, players: int, pace: float = PACE_S) -> dict[int, ScriptedSeat]:
    """A scripted seat for every seat but the learner's."""
    return {s: ScriptedSeat(run, s, pace) for s in range(players) if s != run.seat}


__all__ = ["PACE_S", "ScriptedSeat", "scripted_seats"]
