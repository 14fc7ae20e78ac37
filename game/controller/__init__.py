"""Real time around the pure engine: runs a hand or a match for the screen.

``game/ui -> game/controller -> game/engine``: the controller asks bots, paces
them, times claim races on a :class:`Clock` and returns the engine's events.
It has no pygame, no threads and never sleeps.
"""
from .clock import Clock, FakeClock, MonotonicClock
from .points import hand_points
from .human import Outcome
from .table import ClaimTimer, ControllerSettings, OneHand, TableController

__all__ = ["Clock", "FakeClock", "MonotonicClock", "ClaimTimer", "ControllerSettings", "OneHand", "Outcome", "TableController",
           "hand_points"]
