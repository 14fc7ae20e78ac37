"""Fuzz the files of every game outside CI: ``python tools/fuzz_files.py [--count 10000] [--seed 1]``.

Each kind (saves of Hoola, Kalookie mid-pool and House Rummy; settings; statistics) is mutated ``count``
times and loaded (see ``tests/storage/file_fuzz.py``); prints the outcomes and time of each kind and the
first failures with their seed and case.  Exit 1 if any failed.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--count", type=int, default=10_000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--kind", action="append", default=None, help="one kind (repeatable); default all")
    args = p.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game import games
    games.load_all()
    from tests.storage import file_fuzz
    failed = 0
    for kind in args.kind or list(file_fuzz.KINDS):
        t0 = time.perf_counter()
        counts, failures = file_fuzz.run(kind, args.count, args.seed)
        bad = sum(v for k, v in counts.items() if k not in ("loaded", "repaired", "set aside"))
        failed += bad
        shown = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
        print(f"{kind}: {args.count} files, {shown}; {bad} failures ({time.perf_counter() - t0:.0f} s)")
        for line in failures:
            print(f"  {line}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
