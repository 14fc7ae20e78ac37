"""The last hands played, kept for the hand review (issue 16): ``recent.json`` in the data folder.

Each entry is a finished hand's record (setup, actions, chance: it replays exactly) with what the
review shows beside it: the game's title, the seats' names, the player's seat and the hand's result in
words.  At most :data:`KEEP` are kept, newest last.  A damaged file is set aside as ``recent.json.bad``
and the list starts again empty; an entry that does not read is left out.
"""
from __future__ import annotations

from typing import Any

from . import atomic
from .paths import Paths

KEEP = 20
FILE = "recent.json"
WHAT = "recent hands"
FALLBACK = "the list of recent hands starts again"


def _path(paths: Paths):
    return paths.data_dir / FILE


def _entry_ok(e: Any) -> bool:
    return (isinstance(e, dict) and isinstance(e.get("record"), dict) and isinstance(e.get("names"), list)
            and isinstance(e.get("human"), int) and isinstance(e.get("title"), str)
            and isinstance(e["record"].get("actions"), list) and isinstance(e["record"].get("setup"), dict))


def _same_hand(kept: dict[str, Any], entry: dict[str, Any]) -> bool:
    """The same hand: its record (setup, actions, chance) read the same once written as JSON."""
    import json
    try:
        return json.loads(json.dumps(entry["record"])) == kept["record"]
    except (TypeError, ValueError, KeyError):
        return False


def load_recent(paths: Paths) -> tuple[list[dict[str, Any]], str | None]:
    """The kept hands (oldest first) and a message if the file had to be set aside."""
    data, msg = atomic.load_json(_path(paths), what=WHAT, fallback=FALLBACK)
    if data is None:
        return [], msg
    if not isinstance(data, dict) or not isinstance(data.get("hands"), list):
        return [], atomic.reject(_path(paths), what=WHAT, why="it is not a list of hands", fallback=FALLBACK)
    return [e for e in data["hands"] if _entry_ok(e)][-KEEP:], None


def add_recent(paths: Paths, entry: dict[str, Any]) -> str | None:
    """Keep one more hand (the oldest beyond :data:`KEEP` go); a message if it could not be written."""
    if not _entry_ok(entry):
        return "a recent hand could not be kept: its record is incomplete"
    hands, msg = load_recent(paths)
    if any(_same_hand(h, entry) for h in hands):
        return msg        # a hand booked again (Continue on its end screen): kept once, as statistics do
    hands = (hands + [entry])[-KEEP:]
    try:
        atomic.write_json(_path(paths), {"version": 1, "hands": hands})
    except OSError as e:
        return f"The recent hands could not be written: {e}"
    return msg
