"""A bot that picks uniformly among the legal actions (for tests, soaks and as a baseline)."""
from __future__ import annotations

from .base import restore, states_of

import random
from typing import Sequence

from game.engine import Action, PlayerView

#: Seconds a random bot takes to slap a claim: slower than a good player's reflex.
RANDOM_REACTION_DELAY = 0.8
#: Seconds a random bot takes over a move in turn.
RANDOM_THINK_TIME = 0.5


class RandomBot:
    """Chooses uniformly among ``legal`` with its own ``random.Random(seed)``.

    Deterministic given its seed and the sequence of questions it is asked.
    Its delays are the fixed numbers :data:`RANDOM_REACTION_DELAY` and
    :data:`RANDOM_THINK_TIME`.
    """

    level = "random"
    @property
    def reads_view(self) -> bool:
        """Its own choice never looks at the view, so a caller may pass ``None`` and save building one
        (:func:`game.sim.play_hand`); a subclass with a choice of its own is given the view."""
        return type(self).choose is not RandomBot.choose

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView | None, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[self.rng.randrange(len(legal))]

    def random_state(self) -> dict:
        return states_of({"rng": self.rng})

    def set_random_state(self, data: dict) -> None:
        restore({"rng": self.rng}, data)

    def reaction_delay(self) -> float:
        return RANDOM_REACTION_DELAY

    def think_time(self) -> float:
        return RANDOM_THINK_TIME

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed!r})"
