"""Real time around the pure engine: runs a hand or a match for the screen.

``game/ui -> game/controller -> game/engine``: the controller asks bots, paces
them, times claim races on a :class:`Clock` and returns the engine's events.
It has no pygame, no threads and never sleeps.  Its collaborators are typed
(:mod:`.ports`); :mod:`.session` wires a match, its bots, the controller and
the storage for the screen.
"""
from .clock import Clock, FakeClock, MonotonicClock
from .points import hand_points
from .human import Outcome
from .ports import Bot, Pace
from .table import ClaimTimer, OneHand, TableController

__all__ = ["Bot", "Clock", "FakeClock", "MonotonicClock", "ClaimTimer", "OneHand", "Outcome", "Pace",
           "TableController", "hand_points"]
