"""Clocks: the real monotonic one and a fake one tests move by hand."""
from __future__ import annotations

import time
from typing import Protocol, runtime_checkable


@runtime_checkable
class Clock(Protocol):
    def now(self) -> float:
        """Seconds on a clock that never goes backwards."""
        ...


class MonotonicClock:
    """``time.monotonic``."""

    def now(self) -> float:
        return time.monotonic()


class FakeClock:
    """A clock that moves only when told: ``advance(dt)`` or ``set(t)``."""

    def __init__(self, start: float = 0.0) -> None:
        self.t = float(start)

    def now(self) -> float:
        return self.t

    def advance(self, dt: float) -> float:
        if dt < 0:
            raise ValueError("a clock does not go backwards")
        self.t += dt
        return self.t

    def set(self, t: float) -> float:
        if t < self.t:
            raise ValueError("a clock does not go backwards")
        self.t = float(t)
        return self.t
