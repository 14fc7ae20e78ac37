"""Stepping through a finished (or unfinished) hand's record, every hand face up.

A review is the hand's setup and its actions; :meth:`Review.state` gives the whole state after
any number of them, the same as the hand was then (its chance recorded, so shuffles replay).
Forward, back and jumps are exact because every state is rebuilt from the record; checkpoints
every few actions keep a jump cheap.
"""
from __future__ import annotations

from typing import Any

from .actions import Action
from .deal import new_hand, replay_actions
from .state import HandState

#: A checkpoint copy every this many actions.
EVERY = 8


class Review:
    """The states of one hand's record, by the number of actions applied (0 = as dealt)."""

    def __init__(self, record: dict[str, Any]) -> None:
        try:
            setup = dict(record["setup"])
            self.actions: list[Action] = [Action.parse(t) for t in record["actions"]]
            self.chance = [(int(at), str(what), str(cards)) for at, what, cards in record.get("chance", [])]
            game = setup.pop("game")
        except (KeyError, TypeError, ValueError, AttributeError):
            raise ValueError("not a hand record") from None
        setup.pop("sampled", None)
        setup.setdefault("poll", None)
        if "position" in setup:
            from .position import from_position
            start = from_position(setup["position"])
        else:
            start = new_hand(game, **setup)
        self._checkpoints: dict[int, HandState] = {0: start}

    def __len__(self) -> int:
        return len(self.actions)

    def state(self, moves: int) -> HandState:
        """The state after the first ``moves`` actions (a copy the caller may change)."""
        if not 0 <= moves <= len(self.actions):
            raise ValueError(f"a move number from 0 to {len(self.actions)}, not {moves}")
        at = max(k for k in self._checkpoints if k <= moves)
        st = self._checkpoints[at].copy()
        while at < moves:
            step = min(moves, (at // EVERY + 1) * EVERY)
            replay_actions_from(st, self.actions[at:step], self.chance)
            at = step
            if at % EVERY == 0 and at not in self._checkpoints:
                self._checkpoints[at] = st.copy()
        return st


def replay_actions_from(state: HandState, actions: list[Action], chance: list[tuple[int, str, str]]) -> None:
    """Apply more recorded actions to a state partway through its record, with its chance."""
    done = len(state.record)
    state.play_chance(chance, after=done)
    for a in actions:
        state.apply(a)
    state.play_chance(())


__all__ = ["Review", "replay_actions_from", "replay_actions"]
