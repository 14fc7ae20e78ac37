"""The file fuzzer shared by ``test_file_fuzz.py`` (a few hundred a kind in CI) and
``tools/fuzz_files.py`` (10,000 a kind outside CI): mutate a real file of each kind, load it, and say
what went wrong, if anything.

The kinds are the checked-in files of the version before the game folders (``data/``): saves of Hoola,
Kalookie mid-turn with a pool and House Rummy; settings (Kalookie's Swedish version, House Rummy Epic);
statistics.  A mutation truncates, flips bytes, or edits the JSON: a wrong type, a huge number, a missing
or unknown key, an unknown game or option; saves are sealed again half the time so the reading goes
past the check code.  Loading must never raise; the original bytes must still be on disk (the file
itself or a ``.bad`` copy); a message must read in Korean; settings keep every field that was fine.
"""
from __future__ import annotations

import json
import random
import shutil
import tempfile
from pathlib import Path
from typing import Any, Callable

from game.storage import settings as settings_module
from game.storage.paths import Paths
from game.storage.saves import load_match
from game.storage.schema import seal
from game.storage.settings import load_settings
from game.storage.stats import load_stats

DATA = Path(__file__).parent / "data"
KINDS: dict[str, tuple[str, ...]] = {
    "save-hoola": ("save-format-1-hoola.json",),
    "save-kalookie": ("save-format-1-kalookie.json",),
    "save-house-rummy": ("save-format-1-house-rummy.json",),
    "settings": ("settings-format-1-kalookie.json", "settings-format-1-house-rummy.json"),
    "stats": ("stats-format-1.json",),
}
ODD: tuple[Any, ...] = (None, True, False, 0, -1, 2**64, 10**400, 1e308, -1e308, 0.5, "", "x" * 300, "poker",
                        "house-rummy", "kalookie", [], [1, "a"], {}, {"version": "klondike"}, {"nope": 1})
SIMPLE = ("window_width", "window_height", "fullscreen", "animation_speed", "think_scale", "claim_window",
          "sound", "volume", "four_colour", "undo", "training", "slap_tip", "language", "auto_announce",
          "card_back", "player_name")


def _paths_in(data: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) of a JSON tree."""
    out: list[tuple[Any, Any]] = []
    stack = [data]
    while stack:
        node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for k, v in items:
            out.append((node, k))
            stack.append(v)
    return out


def mutate(raw: bytes, rng: random.Random) -> bytes:
    """One mutation of a file's bytes."""
    how = rng.choice(["truncate", "flip", "json", "json", "json", "json"])
    if how == "truncate":
        return raw[:rng.randrange(len(raw))]
    if how == "flip":
        out = bytearray(raw)
        for _ in range(rng.randint(1, 4)):
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        return bytes(out)
    data = json.loads(raw)
    for _ in range(rng.randint(1, 3)):
        spots = _paths_in(data)
        node, key = rng.choice(spots)
        edit = rng.choice(["type", "drop", "unknown", "game", "option", "number"])
        if edit == "drop" and isinstance(node, dict):
            del node[key]
        elif edit == "unknown" and isinstance(node, dict):
            node[rng.choice(["nope", "games", "variant", "version", "_hand", "schema"])] = rng.choice(ODD)
        elif edit == "game":
            games = [(n, k) for n, k in spots if k in ("game", "default_game") or (isinstance(n, dict) and k in (
                "hoola", "kalookie", "house-rummy", "seven-bridge"))]
            if games:
                n, k = rng.choice(games)
                if k in ("game", "default_game"):
                    n[k] = rng.choice(["poker", "hoola", "kalookie", "house-rummy", "seven-bridge", "fifth"])
                else:
                    n[rng.choice(["poker", "gin-rummy"])] = n.pop(k)
        elif edit == "option":
            opts = [v for n, k in spots if k in ("options", "default_options") for v in [n[k]] if isinstance(v, dict)]
            if opts:
                o = rng.choice(opts)
                o[rng.choice(["version", "variant", "limit", "jokers", "nope", "claims"])] = rng.choice(ODD)
        elif edit == "number":
            node[key] = rng.choice([2**64, 10**400, -10**20, 1e308, float(rng.randint(-9, 9)), rng.randint(-3, 1000)])
        else:
            node[key] = rng.choice(ODD)
    if isinstance(data, dict) and "check" in data and rng.random() < 0.5:
        data = seal(data)
    try:
        return json.dumps(data, indent=1).encode()
    except ValueError:                        # 10**400 as JSON is fine; anything else, write what we can
        return json.dumps(data, indent=1, default=str).encode()


def _target(kind: str, paths: Paths) -> Path:
    return paths.save_file if kind.startswith("save") else paths.settings_file if kind == "settings" else paths.stats_file


def _loader(kind: str) -> Callable[[Paths], tuple[Any, str | None]]:
    return load_match if kind.startswith("save") else load_settings if kind == "settings" else load_stats


def _korean(message: str) -> str | None:
    """What is wrong with ``message`` said in Korean on the main menu, or None."""
    from game.ui.engine_text import engine_text
    from game.ui.i18n import set_language
    set_language("ko")
    try:     # the main menu says each line on its own: the first and the last are the game's sentences
        lines = message.split("\n")
        said = [engine_text(line) for line in {lines[0], lines[-1]}]
    finally:
        set_language("en")
    for line in said:
        if not any("\uac00" <= ch <= "\ud7a3" for ch in line):
            return f"the message is not said in Korean: {line!r}"
    return None


def check_one(kind: str, raw: bytes, folder: Path) -> tuple[str, str | None]:
    """Load ``raw`` as a file of ``kind`` in ``folder``: ('loaded' | 'repaired' | 'set aside', failure or None)."""
    paths = Paths.under(folder)
    target = _target(kind, paths)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(raw)
    try:
        value, message = _loader(kind)(paths)
    except Exception as e:                  # noqa: BLE001 - what the fuzzer is looking for
        return "raised", f"{type(e).__name__}: {e}"[:300]
    copies = [p for p in target.parent.iterdir() if p.name.startswith(target.name) and p.name.endswith(".bad")]
    kept = (target.exists() and target.read_bytes() == raw) or any(p.read_bytes() == raw for p in copies)
    if not kept:
        return "lost", "the original bytes are nowhere on disk"
    if message is None:
        if kind.startswith("save") and value is None:
            return "lost", "no save and no message"
        return "loaded", None
    why = _korean(message)
    if why:
        return "untranslated", why
    if kind == "settings" and value is not None:
        try:
            data = json.loads(raw)
        except ValueError:
            data = None
        if isinstance(data, dict) and type(data.get("schema")) is int and data["schema"] == 1:   # not True
            for name in SIMPLE:
                if name in data:
                    try:
                        good = settings_module.CHECKS[name](data[name])
                    except ValueError:
                        continue
                    if getattr(value, name) != good:
                        return "lost", f"the setting {name} was fine ({data[name]!r}) but not kept"
    return ("repaired" if value is not None and not kind.startswith("save") and target.exists() else "set aside"), None


def run(kind: str, count: int, seed: int) -> tuple[dict[str, int], list[str]]:
    """``count`` mutations of ``kind``'s files: outcome counts and the first failures (with their seeds)."""
    counts: dict[str, int] = {}
    failures: list[str] = []
    sources = [(DATA / name).read_bytes() for name in KINDS[kind]]
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(count):
            rng = random.Random(f"{kind}:{seed}:{i}")
            raw = mutate(rng.choice(sources), rng)
            folder = Path(tmp) / str(i)
            outcome, failure = check_one(kind, raw, folder)
            shutil.rmtree(folder, ignore_errors=True)
            counts[outcome] = counts.get(outcome, 0) + 1
            if failure and len(failures) < 10:
                failures.append(f"{kind} seed {seed} case {i}: {outcome}: {failure}")
    return counts, failures
