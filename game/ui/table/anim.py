"""Card flights, speech bubbles and messages, timed on the frame clock (drawing never changes state)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame


def _ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


@dataclass
class Flight:
    card: Any                 # a Card, or None for a card back
    src: pygame.Rect
    dst: pygame.Rect
    start: float
    dur: float
    face_up: bool = True
    back_seat: int | None = None     # a back arriving in this opponent's hand

    def rect(self, now: float) -> pygame.Rect:
        t = 1.0 if self.dur <= 0 else _ease((now - self.start) / self.dur)
        x = self.src.x + (self.dst.x - self.src.x) * t
        y = self.src.y + (self.dst.y - self.src.y) * t
        w = self.src.width + (self.dst.width - self.src.width) * t
        h = self.src.height + (self.dst.height - self.src.height) * t
        return pygame.Rect(int(x), int(y), max(4, int(w)), max(6, int(h)))

    def done(self, now: float) -> bool:
        return now >= self.start + self.dur


@dataclass
class Bubble:
    text: str
    pos: tuple[int, int]
    start: float
    dur: float
    colour: tuple[int, int, int] = (255, 240, 190)
    seat: int | None = None


@dataclass
class Animator:
    speed: float = 1.0               # 0: no animation
    flights: list[Flight] = field(default_factory=list)
    bubbles: list[Bubble] = field(default_factory=list)
    cursor: float = 0.0              # when the last queued animation ends
    toast: tuple[str, float, tuple] | None = None

    def duration(self, base: float = 0.38) -> float:
        return 0.0 if self.speed <= 0 else base / self.speed

    def begin(self, now: float) -> float:
        """Start time of the next event's animations: after the ones queued before."""
        return max(now, self.cursor)

    def fly(self, card: Any, src: pygame.Rect, dst: pygame.Rect, start: float, *, face_up: bool = True,
            back_seat: int | None = None, dur: float | None = None) -> Flight:
        d = self.duration() if dur is None else dur
        f = Flight(card, pygame.Rect(src), pygame.Rect(dst), start, d, face_up, back_seat)
        if d > 0:
            self.flights.append(f)
        self.cursor = max(self.cursor, start + d)
        return f

    def say(self, text: str, pos: tuple[int, int], now: float, *, dur: float = 1.6, colour=(255, 240, 190),
            seat: int | None = None) -> None:
        start = self.begin(now) if self.speed > 0 else now
        self.bubbles = [b for b in self.bubbles if b.seat is None or b.seat != seat]
        self.bubbles.append(Bubble(text, pos, start, dur, colour, seat))

    def message(self, text: str, now: float, colour=(255, 120, 100), dur: float = 4.0) -> None:
        self.toast = (text, now + dur, colour)

    def prune(self, now: float) -> None:
        self.flights = [f for f in self.flights if not f.done(now)]
        self.bubbles = [b for b in self.bubbles if now < b.start + b.dur]
        if self.toast is not None and now >= self.toast[1]:
            self.toast = None

    def busy(self, now: float) -> bool:
        return bool(self.flights) or now < self.cursor

    def moving(self, now: float) -> bool:
        """Anything on screen changing (flights or bubbles)."""
        return bool(self.flights) or bool(self.bubbles) or now < self.cursor

    def hidden_cards(self, now: float) -> set:
        return {f.card for f in self.flights if f.card is not None and not f.done(now)}

    def hidden_backs(self, now: float) -> dict[int, int]:
        out: dict[int, int] = {}
        for f in self.flights:
            if f.back_seat is not None and not f.done(now):
                out[f.back_seat] = out.get(f.back_seat, 0) + 1
        return out

    def next_change(self, now: float) -> float | None:
        times = [b.start + b.dur for b in self.bubbles]
        if self.toast is not None:
            times.append(self.toast[1])
        return min(times) if times else None
