"""What the controller is given, as typed protocols: a reader (or a tool) can follow a move from the
screen's click through the controller to the engine and back.

:class:`game.storage.settings.Settings` is a :class:`Pace` (the one settings model; the controller
does not import storage, it only reads these fields), as is :data:`game.defaults.DEFAULTS`.
"""
from __future__ import annotations

from typing import Any, Callable, Protocol, Sequence

from game.engine import Action, PlayerView

__all__ = ["Bot", "Pace", "Played", "Search", "Table"]


class Pace(Protocol):
    """The settings the table's timing reads, each in its one range (``game.storage.settings.RANGES``)."""

    @property
    def think_scale(self) -> float:
        """The bots' think times are multiplied by this (0: they move at once)."""
        ...

    @property
    def claim_window(self) -> float:
        """Seconds a discard stays open for claims."""
        ...

    @property
    def training(self) -> bool:
        """Easy and Medium slap more slowly."""
        ...


class Search(Protocol):
    """A bot's decision thought out over several frames (an anytime search)."""

    done: bool
    options: list[Action]

    def step(self, budget: float) -> None: ...

    def best(self) -> Action: ...

    def finish(self) -> Action: ...


class Bot(Protocol):
    """A seat's player: ``ai.base.Bot`` and every level satisfy it (``start``, for a bot that thinks
    over frames, is optional and found with ``hasattr``)."""

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action: ...

    def reaction_delay(self) -> float: ...

    def think_time(self) -> float: ...


class Table(Protocol):
    """The hands the controller runs: a match (``game.engine.Match``) or one hand (``OneHand``).  A
    match's questions between hands (``pending``/``decide``) are asked when it has them."""

    @property
    def hand(self) -> Any:
        """The hand in play (``game.engine.HandState``): the controller's alone, never the screen's."""
        ...

    @property
    def over(self) -> bool: ...

    def record_result(self) -> Any: ...

    def next_hand(self) -> Any: ...


#: Told after every action applied at the table (the session saves the game); ``Any`` is the controller.
Played = Callable[[Any], None]
