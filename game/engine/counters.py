"""What a game counts in the player's statistics beyond what every game counts.

Every game's statistics count the same numbers: hands, wins, what was won and lost, claim races won
and lost, winning streaks (:mod:`game.storage.stats` books them).  The rest is the game's own: Battle
Hoola counts its blasts and knocks, Kalookie its kalookies.  A game declares those in the ``stats``
module of its folder, as :class:`Counter` s that read a finished hand's :class:`Result` from one seat,
and registers them with :func:`register_stats`; a game that declares nothing counts only the shared
numbers.  The declarations live in the engine because they are pure functions of a result (a game's
``stats`` module may import nothing that touches files); keeping the numbers is storage's.

>>> from game.engine.registry import scoped
>>> with scoped():
...     _ = register_stats("toy", Counter("raps", "Raps", lambda result, seat: result.reason == "rap"))
...     [c.label for c in stats_of("toy").counters]
['Raps']
>>> stats_of("toy").counters
()
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from .registry import Registry
from .result import Result

#: a counter's name: its key in the statistics file, so it must stay the same from version to version
NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")


@dataclass(frozen=True)
class Counter:
    """One number a game counts: ``count(result, seat)`` says how many a finished hand adds for
    ``seat`` (``True`` counts one).  ``label`` is the English row of the statistics screen (a
    catalogue msgid, translated where it is shown)."""

    name: str
    label: str
    count: Callable[[Result, int], int]


@dataclass(frozen=True)
class GameStats:
    """A game's statistics beyond the shared ones: its counters, in the order the screen shows them,
    and the words for the claim races won and lost when the game shows those (``None``: it does not)."""

    counters: tuple[Counter, ...] = ()
    claim_rows: tuple[str, str] | None = None
    #: only a hand's winner scores (the others score nothing, never less): points lost and the net would
    #: read 0 and the points won, so the screen shows the points scored alone (Seven Bridge, S-7)
    winners_only: bool = False
    #: what its payments are counted in ("stakes" or "points"; None: the ruleset's ``unit``)
    unit: str | None = None
    #: a version's book (``game.version``): its name in English on the statistics screen's tab
    title: str = ""

    def labels(self) -> list[str]:
        """Every word of these statistics the screen shows (for the catalogue's test)."""
        return [c.label for c in self.counters] + list(self.claim_rows or ()) + ([self.title] if self.title else [])


#: what a game that declares nothing counts beyond the shared numbers: nothing
NOTHING = GameStats()

#: each game's declaration, by the game's name (layer ``stats``: the games' ``stats`` modules)
COUNTERS: Registry[GameStats] = Registry("stats", "game's statistics")


def register_stats(game: str, *counters: Counter, claim_rows: tuple[str, str] | None = None,
                   winners_only: bool = False, unit: str | None = None, title: str = "") -> GameStats:
    """Declare what ``game`` counts (its ``stats`` module calls this when imported).  ``game`` may name
    a book of the game's, ``game.book`` (:meth:`~game.engine.ruleset.Ruleset.stats_book`): the hands
    of a version whose payments do not add up with the others' are counted apart."""
    names = [c.name for c in counters]
    bad = [n for n in names if not isinstance(n, str) or not NAME.fullmatch(n)]
    if bad:
        raise ValueError(f"bad counter name {bad[0]!r}: use lower-case letters, digits and '_'")
    if len(set(names)) != len(names):
        raise ValueError(f"{game} declares a counter twice: {', '.join(names)}")
    return COUNTERS.add(game, GameStats(tuple(counters), claim_rows, winners_only, unit, title))


def stats_of(game: str) -> GameStats:
    """What ``game`` (or a book of it, ``game.book``) counts beyond the shared numbers (:data:`NOTHING`
    if it declares nothing)."""
    return COUNTERS.get(game) or NOTHING


def book_key(game: str, book: str) -> str:
    """Where a hand of ``game`` is counted: the game's own name, or ``game.book`` for a version's book."""
    return f"{game}.{book}" if book else game


def book_game(key: str) -> str:
    """The game a statistics key counts (``kalookie.scarne`` counts Kalookie)."""
    return key.split(".", 1)[0]
