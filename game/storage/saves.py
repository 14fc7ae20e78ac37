"""The match in progress: saved after every action, resumed exactly on the next launch.

A save holds the match's record (game name, options, seed and every
hand's action record, rule C-6; see :meth:`game.engine.Match.to_record`)
and the seats: who is human, and for each bot its level, seed and random
generator state, kept as opaque JSON for the bots to read back.  Loading
replays the record with :meth:`Match.from_record`, so the resumed match has
the same cards, turn, claim window and ledger as the one that was saved.

The file is ``save.json`` in the data folder, sealed with a check code.
A file that cannot be read, does not match its check code, was written by a
newer Hoola, or does not replay is set aside as ``save.json.bad`` and the
player is told; nothing is silently lost.
"""
from __future__ import annotations

import datetime as _dt
import os
import random
from dataclasses import dataclass, field
from typing import Any, Sequence

from game.engine import Match

from . import atomic
from .paths import Paths
from .schema import BadFile, Migration, seal, upgrade, verify, version_of

SCHEMA = 1
#: ``MIGRATIONS[n]`` turns a format-``n`` save into format ``n + 1``.
MIGRATIONS: dict[int, Migration] = {}

WHAT = "saved game"
FALLBACK = "a new game will start"
SEAT_KINDS = ("human", "bot")


@dataclass
class SavedGame:
    """A resumed match and its seats, as saved."""

    match: Match
    seats: list[dict[str, Any]]
    saved_at: str | None = None            # ISO 8601 time of the save (UTC), for the Continue button
    extra: dict[str, Any] = field(default_factory=dict)   # the controller's own data (a match id...)
    record: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def finished(self) -> bool:
        """The match was over when saved (the game stopped before clearing it)."""
        return self.match.over


# --------------------------------------------------------------------------- seats
def check_seats(seats: Any, players: int) -> list[dict[str, Any]]:
    """``seats`` as a list of plain dicts, one per seat; :class:`BadFile` saying why if not."""
    if not isinstance(seats, list):
        raise BadFile("its list of players is missing")
    if len(seats) != players:
        raise BadFile(f"it names {len(seats)} players for a game of {players}")
    out = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict):
            raise BadFile(f"player {i + 1} is not described properly")
        kind = seat.get("kind")
        if kind not in SEAT_KINDS:
            raise BadFile(f"player {i + 1} is neither a person nor a computer player")
        if kind == "bot" and not isinstance(seat.get("level"), str):
            raise BadFile(f"computer player {i + 1} has no level")
        out.append(dict(seat))
    return out


def rng_state_to_json(state: Any) -> list[Any]:
    """``random.Random.getstate()`` as JSON-able lists (for a bot's ``rng_state``)."""
    version, internal, gauss = state
    return [version, list(internal), gauss]


def rng_state_from_json(data: Any) -> tuple[Any, ...]:
    """Back to what ``random.Random.setstate`` takes; ``ValueError`` if it is not one."""
    try:
        version, internal, gauss = data
        if gauss is not None and (isinstance(gauss, bool) or not isinstance(gauss, (int, float))):
            raise ValueError("its third part must be a number or null")
        state = (version, tuple(internal), None if gauss is None else float(gauss))
        random.Random().setstate(state)        # let the generator itself judge it
    except (TypeError, ValueError, OverflowError) as e:
        raise ValueError(f"not a random generator state: {e}") from None
    return state


# --------------------------------------------------------------------------- the record
def _whole(data: dict[str, Any], key: str, *, optional: bool = False) -> None:
    v = data.get(key)
    if optional and v is None:
        return
    if isinstance(v, bool) or not isinstance(v, int):
        raise BadFile(f"its {key.replace('_', ' ')} is not a whole number")


def check_record(record: Any) -> dict[str, Any]:
    """The shape of a match record, checked before it is replayed."""
    if not isinstance(record, dict):
        raise BadFile("the match in it is missing")
    if not isinstance(record.get("game"), str):
        raise BadFile("it does not say which game was being played")
    for key in ("players", "seed"):
        _whole(record, key)
    for key in ("max_hands", "target", "first_dealer"):
        _whole(record, key, optional=True)
    if not isinstance(record.get("options"), dict):
        raise BadFile("its game options are missing")
    hands = record.get("hands")
    if not isinstance(hands, list) or not hands:
        raise BadFile("its hands are missing")
    for i, actions in enumerate(hands):
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise BadFile(f"the moves of hand {i + 1} are not readable")
    return record


def replay(record: dict[str, Any]) -> Match:
    """Rebuild the match; :class:`BadFile` saying why if it does not replay."""
    check_record(record)
    try:
        return Match.from_record(record)
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as e:   # its data, not the program
        raise BadFile(f"its moves could not be replayed: {e}") from None


def save_payload(match: Match, seats: Sequence[dict[str, Any]], extra: dict[str, Any] | None = None, *,
                 now: _dt.datetime | None = None) -> dict[str, Any]:
    """What ``save.json`` holds (sealed)."""
    seats = check_seats(list(seats) if isinstance(seats, (list, tuple)) else seats, match.players)
    if extra is not None and not isinstance(extra, dict):
        raise BadFile("its extra data is not an object")
    when = (now or _dt.datetime.now(_dt.timezone.utc)).isoformat(timespec="seconds")
    return seal({"schema": SCHEMA, "saved_at": when, "match": match.to_record(), "seats": seats,
                 "extra": dict(extra or {})})


# --------------------------------------------------------------------------- the file
def save_match(paths: Paths, match: Match, seats: Sequence[dict[str, Any]],
               extra: dict[str, Any] | None = None) -> str | None:
    """Autosave after an action; a finished match clears the save instead.

    Checking whether the match is over books a finished hand into the
    ledger (``Match.over`` does), so the saved and the resumed match agree.

    ``seats`` is one JSON-able dict per seat (``{"kind": "human"}`` or
    ``{"kind": "bot", "level": ..., "seed": ..., "rng_state": ...}``);
    ``extra`` is any JSON-able dict the controller wants back (a match id
    for :func:`game.storage.stats.hand_id`...).  Bad seats or extra raise
    ``ValueError``, data JSON cannot hold ``TypeError``.  Returns ``None``, or a message in
    plain words if the disk refused (the game goes on; the previous save
    stays as it was).
    """
    if match.hand.result is not None:
        match.record_result()           # a finished hand is booked before the match is saved or closed
    if match.over:
        return clear_match(paths)
    try:
        payload = save_payload(match, seats, extra)
    except BadFile as e:
        raise ValueError(f"cannot save: {e}") from None
    try:
        atomic.write_json(paths.save_file, payload, indent=None)
    except OSError as e:
        return f"The game could not be saved ({_oserror(e)}); play on, but it may not resume from here."
    return None


def clear_match(paths: Paths) -> str | None:
    """Remove the saved match (it is over, or the player abandoned it)."""
    try:
        atomic.remove_file(paths.save_file)
    except OSError as e:
        return f"The finished game's save could not be removed ({_oserror(e)})."
    return None


def has_saved_match(paths: Paths) -> bool:
    """Is there a save to offer Continue for?  (Whether it loads is :func:`load_match`'s to say.)"""
    return paths.save_file.is_file()


def load_match(paths: Paths) -> tuple[SavedGame | None, str | None]:
    """The saved match, replayed; ``(None, None)`` if there is none; ``(None, message)`` if it
    was bad (and is now ``save.json.bad``).

    A save of a match that had already finished still loads (``finished``
    is true) so that the game can show the final result and then clear it.
    """
    path = paths.save_file
    data, problem = atomic.load_json(path, what=WHAT, fallback=FALLBACK)
    if problem is not None or data is None:
        return None, problem
    try:
        version_of(data, current=SCHEMA)
        verify(data)
        data, _ = upgrade(data, current=SCHEMA, migrations=MIGRATIONS)
        match = replay(data.get("match"))
        if match.hand.result is not None:   # a finished last hand is booked, as it was when saved
            match.record_result()
        seats = check_seats(data.get("seats"), match.players)
        extra = data.get("extra", {})
        if not isinstance(extra, dict):
            raise BadFile("its extra data is not readable")
    except BadFile as e:
        return None, atomic.reject(path, what=WHAT, why=str(e), fallback=FALLBACK)
    saved_at = data.get("saved_at")
    return SavedGame(match, seats, saved_at if isinstance(saved_at, str) else None, extra, data["match"]), None


def peek_match(paths: Paths) -> SavedGame | None:
    """The saved match, replayed, for a look only (the main menu's line under Continue): ``None`` if
    there is none or it does not load, and then nothing is set aside or told -- Continue does that.
    Reads the same file as :func:`load_match`; writes nothing."""
    import json
    try:
        with open(paths.save_file, encoding="utf-8") as f:
            data = json.load(f)
        version_of(data, current=SCHEMA)
        verify(data)
        data, _ = upgrade(data, current=SCHEMA, migrations=MIGRATIONS)
        match = replay(data.get("match"))
        if match.hand.result is not None:
            match.record_result()
        seats = check_seats(data.get("seats"), match.players)
        extra = data.get("extra", {})
    except Exception:       # noqa: BLE001 - a look only: whatever is wrong, Continue will say it
        return None
    if not isinstance(extra, dict):
        return None
    saved_at = data.get("saved_at")
    return SavedGame(match, seats, saved_at if isinstance(saved_at, str) else None, extra, data["match"])


def set_aside_match(paths: Paths, why: str) -> str:
    """Keep a save that loaded but cannot be played on as ``save.json.bad`` (nothing is lost) and say so."""
    return atomic.reject(paths.save_file, what=WHAT, why=why, fallback=FALLBACK)


def _oserror(e: OSError) -> str:
    return os.strerror(e.errno) if e.errno else str(e)
