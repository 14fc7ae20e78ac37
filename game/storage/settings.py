"""The player's settings: what they are, their defaults, their ranges, and their file.

:class:`Settings` is the one settings model: the settings screen, the table and the controller read
its fields as plain attributes, and a change is a new value made with :meth:`Settings.replace`.
Each number has one range (:data:`RANGES`), and the screen offers :data:`STEPS` inside it.
:class:`Settings` is a frozen value; every field is checked when it is made,
so a bad value never gets in (the Settings screen builds a new one with
:meth:`Settings.replace` and shows the ``ValueError``'s text if it refuses).
The file is ``settings.json`` in the configuration folder (see
:mod:`game.storage.paths`).  Reading it repairs rather than rejects: a field
with a wrong type or value takes its default, an unknown key is ignored, and
the player is told which; the rest of the settings are kept.  When anything
was repaired, the original file is kept as ``settings.json.bad`` and the
repaired settings are written in its place.
"""
from __future__ import annotations

import dataclasses
import math
import os
import re
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Callable, Mapping

from game.defaults import DEFAULTS
from game.engine import build_options, games, get_ruleset

from . import atomic
from .paths import Paths
from .schema import BadFile, Migration, upgrade, version_of

SCHEMA = 3
#: Format 1 (up to 2161db1) named two settings as the file did, not as the screen and the table did.
RENAMED_IN_2 = {"bot_think_scale": "think_scale", "four_colour_deck": "four_colour"}
#: Format 3 remembers the last match's length, stake and target with the last game (the returning
#: player set a match of 3 and found 10 the next evening).
MATCH_KEYS = ("stake", "max_hands", "target")


def _names_of_format_2(data: dict[str, Any]) -> dict[str, Any]:
    """Format 1 -> 2: the two settings take the names every layer uses; their values are kept."""
    for old, new in RENAMED_IN_2.items():
        if old in data:
            data[new] = data.pop(old)
    return data


def _match_of_format_3(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2 -> 3: no match remembered yet (New game offers its own length, stake and target)."""
    data.setdefault("default_match", {})
    return data


#: ``MIGRATIONS[n]`` turns a format-``n`` settings object into format ``n + 1``.
MIGRATIONS: dict[int, Migration] = {1: _names_of_format_2, 2: _match_of_format_3}

WHAT = "settings"
FALLBACK = "the default settings are used"

MIN_WINDOW = (640, 480)
MAX_WINDOW = (16384, 16384)
MAX_OPPONENTS = 6
_IDENT = re.compile(r"[a-z0-9][a-z0-9_-]{0,31}")


# --------------------------------------------------------------------------- field checks
# Each takes a value as read from JSON and returns it in canonical form or raises ValueError(why).

def _r(v: Any) -> str:
    """A value as the player wrote it, cut short if long."""
    try:
        text = repr(v)
    except ValueError:                    # an integer too long to print
        return "a very long number"
    return text if len(text) <= 40 else text[:37] + "..."


def _whole(lo: int, hi: int) -> Callable[[Any], int]:
    def check(v: Any) -> int:
        if isinstance(v, float) and v.is_integer():
            v = int(v)
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            raise ValueError(f"must be a whole number from {lo} to {hi}, not {_r(v)}")
        return v
    return check


def _number(lo: float, hi: float) -> Callable[[Any], float]:
    def check(v: Any) -> float:
        whole = isinstance(v, int) and not isinstance(v, bool)     # math.isfinite(10**400) would overflow
        if (isinstance(v, bool) or not isinstance(v, (int, float)) or not (whole or math.isfinite(v))
                or not lo <= v <= hi):
            raise ValueError(f"must be a number from {lo:g} to {hi:g}, not {_r(v)}")
        return float(v)
    return check


def _yes_no(v: Any) -> bool:
    if not isinstance(v, bool):
        raise ValueError(f"must be true or false, not {_r(v)}")
    return v


def _identifier(v: Any) -> str:
    if not isinstance(v, str) or not _IDENT.fullmatch(v):
        raise ValueError(f"must be a short name of lower-case letters, digits, - or _, not {_r(v)}")
    return v


def _language(v: Any) -> str:
    if v not in ("", "en", "ko"):
        raise ValueError(f"must be en, ko or empty (the system's), not {_r(v)}")
    return v


def _name(v: Any) -> str:
    if not isinstance(v, str):
        raise ValueError(f"must be text, not {_r(v)}")
    v = " ".join(v.split())
    if not 1 <= len(v) <= 24 or not v.isprintable():
        raise ValueError("must be 1 to 24 printable characters")
    return v


def _game(v: Any) -> str:
    if not isinstance(v, str) or v not in games():
        raise ValueError(f"must be one of {', '.join(games())}, not {_r(v)}")
    return v


def _options(v: Any) -> Mapping[str, Any]:
    if not isinstance(v, Mapping):
        raise ValueError(f"must be an object of option names, not {_r(v)}")
    return dict(v)


def _match(v: Any) -> Mapping[str, Any]:
    """The last match's ``stake``, ``max_hands`` and ``target``, each a whole number from 1 or none."""
    if not isinstance(v, Mapping) or not set(v) <= set(MATCH_KEYS):
        raise ValueError(f"must be an object of {', '.join(MATCH_KEYS)}, not {_r(v)}")
    count = _whole(1, 1_000_000)
    out = {}
    for key, value in v.items():
        out[key] = None if value is None and key != "stake" else count(value)
    return out


def _opponents(v: Any) -> tuple[str, ...]:
    if not isinstance(v, (list, tuple)) or not 1 <= len(v) <= MAX_OPPONENTS:
        raise ValueError(f"must be a list of 1 to {MAX_OPPONENTS} bot levels, not {_r(v)}")
    return tuple(_identifier(x) for x in v)


@dataclass(frozen=True)
class Settings:
    """Everything the player can set.  Made only with valid values (``ValueError`` otherwise)."""

    window_width: int = DEFAULTS.window_width
    window_height: int = DEFAULTS.window_height
    fullscreen: bool = DEFAULTS.fullscreen
    animation_speed: float = DEFAULTS.animation_speed    # 2.0 animates twice as fast; 0: no animation
    think_scale: float = DEFAULTS.think_scale            # the bots' pace: 0 makes them move at once
    claim_window: float = DEFAULTS.claim_window          # seconds the other players have to claim a discard
    sound: bool = DEFAULTS.sound
    volume: float = DEFAULTS.volume                      # 0 to 1
    four_colour: bool = DEFAULTS.four_colour             # diamonds blue and clubs green
    undo: bool = DEFAULTS.undo                           # take back moves in your turn (counted apart)
    training: bool = DEFAULTS.training                   # Easy and Medium slap more slowly
    slap_tip: bool = DEFAULTS.slap_tip                   # slapping still to be explained once
    language: str = DEFAULTS.language                    # "en", "ko", or "" for the system's
    auto_announce: bool = DEFAULTS.auto_announce         # announcements said with the discard
    card_back: str = DEFAULTS.card_back
    player_name: str = DEFAULTS.player_name
    default_game: str = DEFAULTS.default_game
    default_options: Mapping[str, Any] = field(default_factory=dict)  # option name -> value, as describe() lists them
    opponents: tuple[str, ...] = DEFAULTS.opponents       # one bot level per opponent
    default_match: Mapping[str, Any] = field(default_factory=dict)    # the last match's stake, length, target

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            try:
                clean = CHECKS[f.name](value)
            except ValueError as e:
                raise ValueError(f"{LABELS[f.name]} {e}") from None
            object.__setattr__(self, f.name, clean)
        problems = _cross_problems(self.default_game, self.default_options, len(self.opponents))
        if problems:
            name, problem = problems[0]
            raise ValueError(f"{LABELS[name]}: {problem}")
        object.__setattr__(self, "default_options", MappingProxyType(dict(self.default_options)))
        object.__setattr__(self, "default_match", MappingProxyType(dict(self.default_match)))

    def __hash__(self) -> int:             # the options mapping is not hashable itself
        return hash(tuple(sorted((k, repr(v)) for k, v in self.to_dict().items())))

    def replace(self, **changes: Any) -> "Settings":
        """A copy with ``changes``; ``ValueError`` in plain words if one is not allowed.

        ``window_size=(width, height)`` sets both window fields at once."""
        if "window_size" in changes:
            size = changes.pop("window_size")
            if not isinstance(size, (tuple, list)) or len(size) != 2:
                raise ValueError(f"window size must be a width and a height, not {_r(size)}")
            changes["window_width"], changes["window_height"] = size
        unknown = sorted(set(changes) - set(CHECKS))
        if unknown:
            raise ValueError(f"there is no setting called {', '.join(unknown)}")
        return dataclasses.replace(self, **changes)

    @property
    def players(self) -> int:
        """Seats at the default table: the player and the opponents."""
        return 1 + len(self.opponents)

    @property
    def window_size(self) -> tuple[int, int]:
        return self.window_width, self.window_height

    def to_dict(self) -> dict[str, Any]:
        """The settings as JSON-able data (without the schema number)."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            if isinstance(v, tuple):
                v = list(v)
            elif isinstance(v, Mapping):
                v = dict(v)
            out[f.name] = v
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> tuple["Settings", list[str]]:
        """Settings from ``data``, field by field; and a note for each field not taken as it was."""
        notes: list[str] = []
        defaults = cls()
        values: dict[str, Any] = {}
        for name in CHECKS:
            default = getattr(defaults, name)
            if name not in data:
                notes.append(f"{LABELS[name]}: missing; using {_show(default)}")
                continue
            try:
                values[name] = CHECKS[name](data[name])
            except ValueError as e:
                notes.append(f"{LABELS[name]} {e}; using {_show(default)}")
        for key in data:
            if key not in CHECKS and key != "schema":
                notes.append(f"{_show(key)}: not a setting this version of Hoola knows; ignored")
        # settings that depend on each other: the options on the game, the opponents on both
        for _ in range(len(CROSS) + 1):
            game = values.get("default_game", defaults.default_game)
            opts = values.get("default_options", defaults.default_options)
            n = len(values.get("opponents", defaults.opponents))
            problems = _cross_problems(game, opts, n)
            if not problems:
                break
            name, problem = problems[0]   # problem: the engine's own words
            if name not in values:         # that one is already the default: drop the chosen game
                name = "default_game"
            if name not in values:
                break                      # the defaults cannot clash; Settings() would say so
            values.pop(name, None)
            default = getattr(defaults, name)
            notes.append(f"{LABELS[name]}: {problem}; using {_show(default)}")
        return cls(**values), notes


CROSS = ("default_game", "default_options", "opponents")


def _cross_problems(game: str, opts: Mapping[str, Any], opponents: int) -> list[tuple[str, str]]:
    rs = get_ruleset(game)
    try:
        built = build_options(rs.Options, dict(opts))
    except ValueError as e:
        return [("default_options", f"{e}")]
    try:
        rs.check_players(1 + opponents, built)
    except ValueError as e:
        return [("opponents", f"{e}")]
    return []


#: Each number's one range, (lowest, highest): the file, the settings screen, the table and the
#: controller all take these (the screen offers the STEPS inside them).
RANGES: dict[str, tuple[float, float]] = {
    "animation_speed": (0.0, 4.0),     # 0: cards jump without flying
    "think_scale": (0.0, 4.0),         # 0: the bots move at once
    "claim_window": (0.25, 10.0),      # the self-test (hoola --smoke) plays with 0.3 s
    "volume": (0.0, 1.0),
}
#: What the settings screen offers for each number (a value set otherwise is offered too).
STEPS: dict[str, tuple[Any, ...]] = {
    "animation_speed": (0.5, 1.0, 1.5, 2.5, 4.0),
    "think_scale": (0.0, 0.5, 1.0, 1.5, 2.0),
    "claim_window": (1.0, 1.5, 2.0, 3.0),
    "volume": (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0),
    "window_size": ((1024, 600), (1280, 720), (1600, 900), (1920, 1080)),
}

CHECKS: dict[str, Callable[[Any], Any]] = {
    "window_width": _whole(MIN_WINDOW[0], MAX_WINDOW[0]),
    "window_height": _whole(MIN_WINDOW[1], MAX_WINDOW[1]),
    "fullscreen": _yes_no,
    "animation_speed": _number(*RANGES["animation_speed"]),
    "think_scale": _number(*RANGES["think_scale"]),
    "claim_window": _number(*RANGES["claim_window"]),
    "sound": _yes_no,
    "volume": _number(*RANGES["volume"]),
    "four_colour": _yes_no,
    "undo": _yes_no,
    "training": _yes_no,
    "slap_tip": _yes_no,
    "language": lambda v: _language(v),
    "auto_announce": _yes_no,
    "card_back": _identifier,
    "player_name": _name,
    "default_game": _game,
    "default_options": _options,
    "opponents": _opponents,
    "default_match": _match,
}

LABELS: dict[str, str] = {
    "window_width": "window width", "window_height": "window height", "fullscreen": "full screen",
    "animation_speed": "animation speed", "think_scale": "bot thinking time",
    "claim_window": "time to claim a discard", "sound": "sound", "volume": "volume",
    "four_colour": "four-colour deck", "undo": "take back moves", "training": "training opponents", "slap_tip": "slapping tip", "language": "language", "auto_announce": "announcing automatically", "card_back": "card back", "player_name": "your name",
    "default_game": "default game", "default_options": "default game's options", "opponents": "opponents",
    "default_match": "last match's length and stake",
}


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, (tuple, list)):
        return ", ".join(map(str, value)) or "none"
    if isinstance(value, Mapping):
        return "the game's own" if not value else ", ".join(f"{k} {v}" for k, v in value.items())
    if isinstance(value, str):
        return f'"{value}"' if len(value) <= 40 else f'"{value[:37]}..."'
    return f"{value:g}" if isinstance(value, float) else str(value)


# --------------------------------------------------------------------------- the file
def settings_payload(settings: Settings) -> dict[str, Any]:
    """What ``settings.json`` holds."""
    return {"schema": SCHEMA, **settings.to_dict()}


def save_settings(paths: Paths, settings: Settings) -> str | None:
    """Write the settings; ``None``, or a message in plain words if the disk refused."""
    try:
        atomic.write_json(paths.settings_file, settings_payload(settings))
    except OSError as e:
        return f"Your settings could not be saved ({_oserror(e)}); they apply until Hoola closes."
    return None


def load_settings(paths: Paths) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults; and a message for the player if anything was wrong.

    A missing file is the first launch: defaults, no message.  A file that
    cannot be read at all, or that a newer Hoola wrote, is set aside as
    ``settings.json.bad``.  A readable file with some bad fields keeps its
    good fields; the original is set aside and the repaired one written.
    """
    path = paths.settings_file
    data, problem = atomic.load_json(path, what=WHAT, fallback=FALLBACK)
    if problem is not None:
        return Settings(), problem
    if data is None:
        return Settings(), None
    try:
        version_of(data, current=SCHEMA)
        data, _ = upgrade(data, current=SCHEMA, migrations=MIGRATIONS)
    except BadFile as e:
        return Settings(), atomic.reject(path, what=WHAT, why=str(e), fallback=FALLBACK)
    settings, notes = Settings.from_dict(data)
    if not notes:
        return settings, None
    aside, err = atomic.set_aside(path)
    kept = (f"The original file was kept as {aside.name}." if aside is not None
            else f"The original file could not be kept aside ({err}).")
    failed = save_settings(paths, settings)
    message = "\n".join(["Some of your settings could not be used, so their defaults are used:"]
                        + [f"- {n}" for n in notes] + [kept] + ([failed] if failed else []))
    return settings, message


def _oserror(e: OSError) -> str:
    return os.strerror(e.errno) if e.errno else str(e)
