"""Statistics per game and opponent level, booked hand by hand from the engine's results.

For each game and opponent level (``"random"``, or whatever the table's
bots are called; ``"mixed"`` for a mixed table) a :class:`Line` counts
what every game counts: the player's hands, wins, stakes or points won
and lost, claim races ("slaps") won and lost, and the current and best
winning streaks; and, in ``counts``, what the game itself declares
(:mod:`game.engine.counters`: Battle Hoola's blasts and knocks,
Kalookie's kalookies...).  A game that declares nothing counts only the
shared numbers.

The file is ``stats.json`` in the data folder, sealed with a check code; a
bad one is set aside as ``stats.json.bad`` and the statistics start again
from zero (the player is told).  :func:`record_hand` remembers the ids of
the last hands it booked so that a hand is never counted twice, even if
the game stopped between booking it and clearing the save.
"""
from __future__ import annotations

import dataclasses
import os
import re
import uuid
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from game.engine import Result
from game.engine.counters import NAME as COUNT_NAME
from game.engine.counters import stats_of

from . import atomic
from .paths import Paths
from .schema import BadFile, Migration, seal, upgrade, verify, version_of

SCHEMA = 3

WHAT = "statistics"
FALLBACK = "they start again from zero"
RECENT_HANDS = 64
_FRACTION = re.compile(r"\d{1,40}(/[1-9]\d{0,39})?")   # what str(Fraction) gives for 0 or more
AMOUNTS = ("won", "lost")
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.-]{0,39}")


@dataclass
class Line:
    """One game against one opponent level, from the player's seat."""

    hands: int = 0
    wins: int = 0
    won: Fraction = Fraction(0)          # stakes (Hoola) or points received, summed
    lost: Fraction = Fraction(0)         # stakes or points paid, summed (a positive number)
    slaps_won: int = 0                   # claim races won
    slaps_lost: int = 0                  # claims made too late: another player was first
    streak: int = 0                      # wins in a row, now
    best_streak: int = 0
    matches: int = 0                     # matches played to their end (format 3)
    match_wins: int = 0                  # ... and won (the player's side among the winners)
    #: the game's own counts by counter name (:mod:`game.engine.counters`); none is kept at zero.
    #: Counts the game no longer declares (or a later version's) are kept as they are.
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def losses(self) -> int:
        return self.hands - self.wins

    @property
    def net(self) -> Fraction:
        return self.won - self.lost

    @property
    def win_rate(self) -> float:
        return self.wins / self.hands if self.hands else 0.0

    def count(self, name: str) -> int:
        """One of the game's own counts (0 if it was never counted)."""
        return self.counts.get(name, 0)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            out[f.name] = str(v) if isinstance(v, Fraction) else dict(sorted(v.items())) if isinstance(v, dict) else v
        return out

    @classmethod
    def from_dict(cls, data: Any, where: str) -> "Line":
        """A line from the file; :class:`BadFile` saying why if a number is missing or wrong."""
        if not isinstance(data, dict):
            raise BadFile(f"the numbers for {where} are missing")
        values: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            v = data.get(f.name)
            label = f"{f.name.replace('_', ' ')} for {where}"
            if f.name == "counts":
                values[f.name] = _counts(v, where)
            elif f.name in AMOUNTS:
                if not isinstance(v, str) or not _FRACTION.fullmatch(v):
                    raise BadFile(f"its {label} is not a number of stakes")
                values[f.name] = Fraction(v)
            else:
                if not _is_count(v):
                    raise BadFile(f"its {label} is not a count")
                values[f.name] = v
        unknown = sorted(set(data) - set(values))
        if unknown:
            raise BadFile(f"it has numbers this version of Hoola does not know ({', '.join(unknown)[:60]}) "
                          f"for {where}")
        line = cls(**values)
        if (line.wins > line.hands or line.streak > line.best_streak or line.best_streak > line.wins
                or line.match_wins > line.matches):
            raise BadFile(f"its numbers for {where} do not add up")
        return line

    def combined(self, other: "Line") -> "Line":
        """The sum of two lines (streaks: the better of the two; the game's counts name by name)."""
        out = Line()
        for f in dataclasses.fields(self):
            a, b = getattr(self, f.name), getattr(other, f.name)
            if f.name == "counts":
                out.counts = {k: a.get(k, 0) + b.get(k, 0) for k in sorted(set(a) | set(b))}
            else:
                setattr(out, f.name, max(a, b) if f.name in ("streak", "best_streak") else a + b)
        return out


def _is_count(v: Any) -> bool:
    return not isinstance(v, bool) and isinstance(v, int) and v >= 0


def _counts(data: Any, where: str) -> dict[str, int]:
    """A line's own counts from the file (those at zero left out); :class:`BadFile` if one is wrong."""
    if not isinstance(data, dict):
        raise BadFile(f"its game's own numbers for {where} are missing")
    out: dict[str, int] = {}
    for name, v in data.items():
        if not isinstance(name, str) or not COUNT_NAME.fullmatch(name):
            raise BadFile(f"it names a number for {where} that is not one")
        if not _is_count(v):
            raise BadFile(f"its {name.replace('_', ' ')} for {where} is not a count")
        if v:
            out[name] = v
    return out


@dataclass
class Stats:
    """All the lines, by game then opponent level; and the ids of the last hands booked."""

    lines: dict[str, dict[str, Line]] = field(default_factory=dict)
    recent: list[str] = field(default_factory=list)

    def line(self, game: str, level: str) -> Line:
        """The line for ``game`` against ``level`` (made, at zero, if new)."""
        return self.lines.setdefault(game, {}).setdefault(level, Line())

    def games(self) -> list[str]:
        return sorted(self.lines)

    def levels(self, game: str) -> list[str]:
        return sorted(self.lines.get(game, {}))

    def total(self, game: str | None = None, level: str | None = None) -> Line:
        """The sum over every game (or one) and every level (or one)."""
        out = Line()
        for g, by_level in self.lines.items():
            if game is not None and g != game:
                continue
            for lv, line in by_level.items():
                if level is None or lv == level:
                    out = out.combined(line)
        return out

    def reset(self, game: str | None = None, level: str | None = None) -> None:
        """Forget the statistics: all of them, one game's, or one game's against one level."""
        if game is None:
            self.lines.clear()
        elif level is None:
            self.lines.pop(game, None)
        else:
            self.lines.get(game, {}).pop(level, None)
            if not self.lines.get(game, True):
                self.lines.pop(game, None)

    def to_dict(self) -> dict[str, Any]:
        return {"games": {g: {lv: line.to_dict() for lv, line in by.items()} for g, by in self.lines.items()},
                "recent": list(self.recent)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Stats":
        games = data.get("games")
        if not isinstance(games, dict):
            raise BadFile("its list of games is missing")
        lines: dict[str, dict[str, Line]] = {}
        for game, by_level in games.items():
            if not _NAME.fullmatch(game):
                raise BadFile("it names a game that is not one")
            if not isinstance(by_level, dict):
                raise BadFile(f"its numbers for {game} are missing")
            for level, line in by_level.items():
                if not _NAME.fullmatch(level):
                    raise BadFile(f"it names an opponent level for {game} that is not one")
                lines.setdefault(game, {})[level] = Line.from_dict(line, f"{game} against {level}")
        recent = data.get("recent")
        if not isinstance(recent, list) or not all(isinstance(x, str) for x in recent):
            raise BadFile("its list of recent hands is not readable")
        return cls(lines, recent[-RECENT_HANDS:])


# --------------------------------------------------------------------------- booking a match
def record_match(stats: Stats, game: str, level: str, won: bool, match_id: str | None = None) -> bool:
    """Book a match played to its end, from the player's seat (``won``: the player's side is among its
    winners); ``False`` if ``match_id`` was already booked (the summary shown again)."""
    if not _NAME.fullmatch(game) or not _NAME.fullmatch(level):
        raise ValueError(f"game and level must be short names, not {game!r} and {level!r}")
    key = None if match_id is None else f"{match_id}/match"
    if key is not None and key in stats.recent:
        return False
    if key is not None:
        stats.recent = (stats.recent + [key])[-RECENT_HANDS:]
    line = stats.line(game, level)
    line.matches += 1
    line.match_wins += 1 if won else 0
    return True


# --------------------------------------------------------------------------- booking a hand
def new_match_id() -> str:
    """A fresh id for a match, to keep in its save and build :func:`hand_id` from."""
    return uuid.uuid4().hex


def hand_id(match_id: str, index: int) -> str:
    """The id of hand ``index`` (from 0) of a match, for :func:`record_hand`."""
    return f"{match_id}/{index}"


def record_hand(stats: Stats, game: str, level: str, result: Result, human_seat: int,
                slaps_won: int = 0, slaps_lost: int = 0, *, stake: int | Fraction = 1,
                hand_id: str | None = None) -> bool:
    """Book a finished hand from the player's seat; ``False`` if ``hand_id`` was already booked.

    ``stake`` is the hand's stake factor in a match (``match.stakes[i]``:
    Hoola's doubled hands after a Perfect).  ``slaps_won``/``slaps_lost``
    come from the controller, which times the claim races.
    """
    for name, n in (("slaps_won", slaps_won), ("slaps_lost", slaps_lost)):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"{name} must be a count, not {n!r}")
    if not _NAME.fullmatch(game) or not _NAME.fullmatch(level):
        raise ValueError(f"game and level must be short names, not {game!r} and {level!r}")
    if hand_id is not None and hand_id in stats.recent:
        return False
    own = own_counts(game, result, human_seat)      # asked first: a failing counter books nothing
    if hand_id is not None:
        stats.recent = (stats.recent + [hand_id])[-RECENT_HANDS:]
    line = stats.line(game, level)
    me = human_seat
    won = me in result.winners
    line.hands += 1
    pay = Fraction(result.payments.get(me, 0)) * stake
    if pay > 0:
        line.won += pay
    else:
        line.lost -= pay
    if won:
        line.wins += 1
        line.streak += 1
        line.best_streak = max(line.best_streak, line.streak)
    elif result.winners:                  # a void hand (no winner) neither extends nor breaks a streak
        line.streak = 0
    for name, n in own.items():
        line.counts[name] = line.counts.get(name, 0) + n
    line.slaps_won += slaps_won
    line.slaps_lost += slaps_lost
    return True


def own_counts(game: str, result: Result, seat: int) -> dict[str, int]:
    """What ``game``'s declared counters add for ``seat`` from a finished hand (those above zero)."""
    out: dict[str, int] = {}
    for counter in stats_of(game).counters:
        n = counter.count(result, seat)
        if not isinstance(n, int) or n < 0:
            raise ValueError(f"{game}'s counter {counter.name} must count 0 or more, not {n!r}")
        if n:
            out[counter.name] = int(n)
    return out


# --------------------------------------------------------------------------- older files
#: the game's own numbers of format 1, fields of every line whatever the game (Battle Hoola's)
FORMAT_1_COUNTS = ("perfects", "blasts", "big_lucks", "knocks", "knocks_undercut", "undercuts")


def _format_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    """Format 1 counted Battle Hoola's numbers on every line; format 2 keeps a game's own in
    ``counts``.  The six move there, those at zero left out; anything else is left for the
    reading to judge (a missing or wrong number is refused there, as format 1's reading did)."""
    games = data.get("games")
    for by_level in games.values() if isinstance(games, dict) else ():
        for line in by_level.values() if isinstance(by_level, dict) else ():
            if not isinstance(line, dict):
                continue
            if "counts" in line:
                raise ValueError("a line has numbers format 1 did not have (counts)")
            counts = {}
            for name in FORMAT_1_COUNTS:
                v = line.pop(name, None)
                if not (_is_count(v) and v == 0):
                    counts[name] = v          # a missing or wrong one (None...) is refused when read
            line["counts"] = counts
    return data


def _format_2_to_3(data: dict[str, Any]) -> dict[str, Any]:
    """Format 3 counts matches played to their end and won: none before it (every line at zero)."""
    games = data.get("games")
    for by_level in games.values() if isinstance(games, dict) else ():
        for line in by_level.values() if isinstance(by_level, dict) else ():
            if isinstance(line, dict):
                if "matches" in line or "match_wins" in line:
                    raise ValueError("a line has numbers format 2 did not have (matches)")
                line.update(matches=0, match_wins=0)
    return data


#: ``MIGRATIONS[n]`` turns a format-``n`` statistics file into format ``n + 1``.
MIGRATIONS: dict[int, Migration] = {1: _format_1_to_2, 2: _format_2_to_3}


# --------------------------------------------------------------------------- the file
def stats_payload(stats: Stats) -> dict[str, Any]:
    """What ``stats.json`` holds (sealed)."""
    return seal({"schema": SCHEMA, **stats.to_dict()})


def save_stats(paths: Paths, stats: Stats) -> str | None:
    """Write the statistics; ``None``, or a message in plain words if the disk refused."""
    try:
        atomic.write_json(paths.stats_file, stats_payload(stats))
    except OSError as e:
        return f"Your statistics could not be saved ({_oserror(e)}); the last hand may not be counted."
    return None


def reset_stats(paths: Paths, stats: Stats, game: str | None = None, level: str | None = None) -> str | None:
    """Reset (after the player confirmed) and write at once."""
    stats.reset(game, level)
    return save_stats(paths, stats)


def load_stats(paths: Paths) -> tuple[Stats, str | None]:
    """The statistics, or empty ones; and a message for the player if the file was bad."""
    path = paths.stats_file
    data, problem = atomic.load_json(path, what=WHAT, fallback=FALLBACK)
    if problem is not None or data is None:
        return Stats(), problem
    try:
        version_of(data, current=SCHEMA)
        verify(data)
        data, _ = upgrade(data, current=SCHEMA, migrations=MIGRATIONS)
        return Stats.from_dict(data), None
    except BadFile as e:
        return Stats(), atomic.reject(path, what=WHAT, why=str(e), fallback=FALLBACK)


def _oserror(e: OSError) -> str:
    return os.strerror(e.errno) if e.errno else str(e)
