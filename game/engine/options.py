"""Variant options: each game's options are a frozen dataclass built from these helpers.

Every field carries a one-line help text and, where it has a fixed set of
values, its choices; the setup screen lists them and :func:`build_options`
checks a plain dict (from a player, a save file or a command line) against
them, so a bad name or value is a clear error rather than a strange game.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Mapping, TypeVar

T = TypeVar("T")


def option(default: Any, help: str, choices: tuple | None = None, *,
           doubtful: bool = False, rule: str = "") -> Any:
    """Declare one option field.  ``rule`` names the RULES.md item it implements."""
    return dataclasses.field(default=default, metadata={
        "help": help, "choices": choices, "doubtful": doubtful, "rule": rule})


@dataclasses.dataclass(frozen=True)
class OptionInfo:
    name: str
    default: Any
    help: str
    choices: tuple | None
    doubtful: bool
    rule: str
    type: type


def describe(cls: type) -> list[OptionInfo]:
    """The options of a game, in declaration order, for menus and rule screens."""
    out = []
    for f in dataclasses.fields(cls):
        md = f.metadata
        out.append(OptionInfo(f.name, f.default, md.get("help", ""), md.get("choices"),
                              md.get("doubtful", False), md.get("rule", ""), type(f.default)))
    return out


def build_options(cls: type[T], values: Mapping[str, Any] | T | None) -> T:
    """An options value from a dict of option names; unknown names or bad values raise ``ValueError``."""
    if values is None:
        return cls()
    if isinstance(values, cls):
        return values
    if not isinstance(values, Mapping):
        raise ValueError(f"options must be a dict of option names, not {type(values).__name__}")
    infos = {i.name: i for i in describe(cls)}
    unknown = sorted(set(values) - set(infos))
    if unknown:
        raise ValueError(f"unknown option(s) {', '.join(unknown)}; known: {', '.join(infos)}")
    clean: dict[str, Any] = {}
    for name, value in values.items():
        info = infos[name]
        want = info.type
        if want is bool:
            if not isinstance(value, bool):
                raise ValueError(f"option {name} must be true or false, not {value!r}")
        elif want is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"option {name} must be a whole number, not {value!r}")
        elif want is float:
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ValueError(f"option {name} must be a number, not {value!r}")
            value = float(value)
        elif want is str and not isinstance(value, str):
            raise ValueError(f"option {name} must be text, not {value!r}")
        if isinstance(info.choices, range) and value not in info.choices:
            raise ValueError(f"option {name} must be a whole number from {info.choices.start} to "
                             f"{info.choices.stop - 1}, not {value!r}")
        if info.choices is not None and value not in info.choices:
            raise ValueError(f"option {name} must be one of {', '.join(map(str, info.choices))}, not {value!r}")
        clean[name] = value
    return cls(**clean)


#: the plain dict of each options value met (every deal writes its options into its setup)
_DICTS: dict[Any, dict[str, Any]] = {}


def options_dict(opts: Any) -> dict[str, Any]:
    """The options as a plain dict (what a save file stores); a new dict each call."""
    try:
        got = _DICTS.get(opts)
    except TypeError:                   # an options value that cannot be hashed: made afresh
        return dataclasses.asdict(opts)
    if got is None:
        if len(_DICTS) > 256:
            _DICTS.clear()
        got = _DICTS[opts] = dataclasses.asdict(opts)
    return dict(got)                    # the values are plain (text, numbers, truth values)
