"""Schema versions, the chain of migrations from older versions, and a seal against damage.

Every file is a JSON object with ``"schema": <int>``.  A file of an older
version is brought up to date by running, in order, the migration of each
version to the next; a newer version is refused (this copy of Hoola cannot
know what it means).  Saves and statistics also carry ``"check"``, a
SHA-256 of the rest, so a file damaged or edited by hand is noticed rather
than trusted.
"""
from __future__ import annotations

import hashlib
import json
from typing import Any, Callable, Mapping

Migration = Callable[[dict[str, Any]], dict[str, Any]]


class BadFile(ValueError):
    """A file that was read but cannot be used; ``str(err)`` says why in plain words."""


def version_of(data: Any, *, current: int) -> int:
    """The format number of ``data``; :class:`BadFile` if it has none or is newer than ``current``."""
    if not isinstance(data, dict):
        raise BadFile(f"it holds {_kind(data)} instead of Hoola's data")
    version = data.get("schema")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise BadFile("it has no valid format number")
    if version > current:
        raise BadFile(f"it was written by a newer version of Hoola (format {version}; "
                      f"this version reads up to format {current})")
    return version


def upgrade(data: Any, *, current: int, migrations: Mapping[int, Migration]) -> tuple[dict[str, Any], int]:
    """Bring ``data`` to version ``current``; return it and the version it had.

    ``migrations[n]`` turns a version-``n`` object into a version-``n + 1``
    one.  Raises :class:`BadFile` for something that is not a versioned
    object, a version newer than ``current``, or a failed migration.
    """
    version = start = version_of(data, current=current)
    while version < current:
        step = migrations.get(version)
        if step is None:
            raise BadFile(f"its format {version} is too old to be read")
        try:
            data = step(dict(data))
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            # a migration meets data it did not expect: the file is bad, not the game
            raise BadFile(f"it could not be brought up to date from format {version}: {e}") from None
        if not isinstance(data, dict):
            raise BadFile(f"it could not be brought up to date from format {version}")
        version += 1
        data["schema"] = version
    return data, start


def checksum(data: Mapping[str, Any]) -> str:
    """SHA-256 of ``data`` without its ``check`` key, over a canonical JSON form."""
    body = {k: v for k, v in data.items() if k != "check"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def seal(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with its ``check`` set."""
    out = {k: v for k, v in data.items() if k != "check"}
    out["check"] = checksum(out)
    return out


def verify(data: Any) -> None:
    """Raise :class:`BadFile` unless ``data`` is an object whose ``check`` matches."""
    if not isinstance(data, dict):
        raise BadFile(f"it holds {_kind(data)} instead of Hoola's data")
    check = data.get("check")
    if not isinstance(check, str):
        raise BadFile("its check code is missing, so it may have been damaged or edited by hand")
    try:
        ok = checksum(data) == check
    except (TypeError, ValueError):
        ok = False
    if not ok:
        raise BadFile("its content does not match its check code: it was damaged or edited by hand")


def _kind(value: Any) -> str:
    if value is None:
        return "nothing (null)"
    return {bool: "a true/false value", int: "a number", float: "a number", str: "text",
            list: "a list", dict: "an object"}.get(type(value), type(value).__name__)
