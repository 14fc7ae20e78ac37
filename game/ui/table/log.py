"""The table's log keeps events, not sentences (issue 26, item 16): each line is the recipe that words an
event, said again in the player's language whenever it changes, so lines written before a switch to
Korean read in Korean after it.

A line reads like the ``(text, colour)`` pair it used to be (``for text, colour in log``,
``line[0]``), so the drawing code needs no change.
"""
from __future__ import annotations

from collections import deque
from typing import Callable, Iterator, Union

from ..i18n import language

#: What a line says: a recipe asked in the language of the moment, or a fixed text (a line kept by a
#: save, a message from outside the game, which cannot be worded again).
Words = Union[str, Callable[[], str]]


class LogLine:
    """One line of the log: its recipe, its colour, and its last wording (per language)."""

    __slots__ = ("words", "colour", "_said")

    def __init__(self, words: Words, colour: tuple) -> None:
        self.words, self.colour = words, colour
        self._said: tuple[str, str] | None = None

    @property
    def text(self) -> str:
        """The line in the player's language now (worded once per language)."""
        if isinstance(self.words, str):
            return self.words
        lang = language()
        if self._said is None or self._said[0] != lang:
            self._said = (lang, self.words())
        return self._said[1]

    def __iter__(self) -> Iterator:
        return iter((self.text, self.colour))

    def __getitem__(self, i: int):
        return (self.text, self.colour)[i]

    def __repr__(self) -> str:
        return f"LogLine({self.text!r})"


class TableLog(deque):
    """The last lines of the table's log (the oldest forgotten)."""

    def __init__(self, maxlen: int = 60) -> None:
        super().__init__(maxlen=maxlen)

    def add(self, words: Words, colour: tuple) -> LogLine:
        line = LogLine(words, colour)
        self.append(line)
        return line

    def texts(self, last: int) -> list[str]:
        """The last ``last`` lines as the player reads them now (a save keeps these)."""
        return [line.text for line in list(self)[-last:]]


class LastMoves(dict):
    """Each other player's last move, by seat: kept as its log line, read as its text now."""

    def __getitem__(self, seat):
        line = super().__getitem__(seat)
        return line.text if isinstance(line, LogLine) else line

    def get(self, seat, default=None):                  # type: ignore[override]
        return self[seat] if seat in self else default
