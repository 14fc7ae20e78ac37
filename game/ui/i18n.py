"""The catalogue every player-facing string goes through: English and Korean.

Strings are marked with ``_("...")`` where they are written (English is the key, as gettext does)
and looked up in ``assets/locale/<lang>.po``, gettext's own format, so a translator's tools read
and write the files.  The ``.po`` files are read directly at start-up (a small reader below), so
nothing is compiled and the one-file build needs nothing but the files themselves.

Placeholders use ``str.format`` names: ``_("{name} wins").format(name=...)``.  A missing or empty
translation falls back to the English text: a string is never lost, only untranslated.
"""
from __future__ import annotations

import locale
import os
from functools import lru_cache
from pathlib import Path

from .resources import asset

#: Languages the interface speaks, with their names as their speakers write them.
LANGUAGES: dict[str, str] = {"en": "English", "ko": "한국어"}
DEFAULT = "en"

_current = DEFAULT


def default_language() -> str:
    """The system's language if the interface speaks it (``LANG=ko_KR.UTF-8`` gives ``ko``)."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            code = value.split(":")[0].split("_")[0].split(".")[0].lower()
            return code if code in LANGUAGES else DEFAULT
    try:
        code = (locale.getlocale()[0] or "").split("_")[0].lower()
    except ValueError:
        code = ""
    return code if code in LANGUAGES else DEFAULT


def set_language(code: str) -> None:
    """Speak ``code`` from now on (``ValueError`` for a language the interface does not have)."""
    global _current
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(LANGUAGES)}")
    _current = code


def language() -> str:
    return _current


def _(text: str) -> str:
    """``text`` in the current language (the English text itself when no translation is known)."""
    if _current == DEFAULT:
        return text
    return catalogue(_current).get(text) or text


def n_(one: str, many: str, n: object) -> str:
    """The form of a sentence for a count ``n``: ``one`` when it is 1, else ``many`` (English's two
    forms; a language with one form translates both the same)."""
    return _(one if n == 1 else many)


@lru_cache(maxsize=None)
def catalogue(code: str) -> dict[str, str]:
    """The translations of ``code`` (empty when its file is missing or unreadable)."""
    path = asset("locale", f"{code}.po")
    if path is None:
        return {}
    try:
        return read_po(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return {}


def read_po(text: str) -> dict[str, str]:
    """``msgid -> msgstr`` of a gettext ``.po`` text (contexts and plurals are not used here).

    Raises ``ValueError`` for text that is not a ``.po`` file.
    """
    out: dict[str, str] = {}
    entry: dict[str, str] = {}
    field: str | None = None

    def flush() -> None:
        if "msgid" in entry and entry["msgid"] and "msgstr" in entry:
            out[entry["msgid"]] = entry["msgstr"]
        entry.clear()

    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            if not line and entry:
                flush()
                field = None
            continue
        if line.startswith(("msgid ", "msgstr ", "msgctxt ")):
            key, _sep, rest = line.partition(" ")
            if key == "msgid" and "msgid" in entry:
                flush()
            field = key
            entry[key] = _unquote(rest, n)
        elif line.startswith('"') and field is not None:
            entry[field] += _unquote(line, n)
        else:
            raise ValueError(f"line {n} of the catalogue does not read: {raw!r}")
    flush()
    return out


_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def _unquote(text: str, n: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"line {n} of the catalogue: a string in double quotes was expected")
    body, out, i = text[1:-1], [], 0
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            out.append(_ESCAPES.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def po_quote(text: str) -> str:
    """``text`` as a ``.po`` string literal (for the tool that writes the catalogue)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def locale_dir() -> Path | None:
    p = asset("locale", "ko.po")
    return None if p is None else p.parent
