"""Size of the one-file executable and its cold start to the first frame; the same start from source.

    .venv/bin/python tools/measure_exe.py [--exe dist/hoola] [--runs 7] [--json]

Each start is a new process with ``HOOLA_EXIT_AFTER_FIRST_FRAME=1`` (the
program exits right after it has flipped its first frame, the main menu,
ready for input), SDL's dummy drivers unless SDL_VIDEODRIVER is set, and a
fresh temporary data folder; the wall time of the whole process is taken and
the median of the runs printed.  "From source" is ``python -m game`` with this
interpreter.  Goals: at most 40 MB and 2 s for the executable, 0.8 s from source.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOALS = {"exe_mb": 40.0, "exe_first_frame_s": 2.0, "source_menu_s": 0.8}


def start_times(cmd: list[str], runs: int) -> list[float]:
    """Wall seconds from process start to its exit right after the first frame, ``runs`` times."""
    out = []
    for _ in range(runs):
        tmp = tempfile.mkdtemp(prefix="hoola-measure-")
        env = dict(os.environ, HOOLA_EXIT_AFTER_FIRST_FRAME="1", HOOLA_DATA_DIR=os.path.join(tmp, "data"),
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env[var] = os.path.join(tmp, var.lower())
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        try:
            t0 = time.perf_counter()
            proc = subprocess.run(cmd, env=env, cwd=tmp, capture_output=True, text=True, timeout=60)
            dt = time.perf_counter() - t0
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        if proc.returncode != 0:
            raise SystemExit(f"{' '.join(cmd)} exited {proc.returncode}:\n{proc.stdout}{proc.stderr}")
        out.append(dt)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--exe", default=str(ROOT / "dist" / "hoola"), help="the executable (default dist/hoola)")
    p.add_argument("--runs", type=int, default=7, help="starts of each; the median is shown (default 7)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    exe = Path(args.exe).resolve()
    res: dict = {"runs": args.runs, "video_driver": os.environ.get("SDL_VIDEODRIVER", "dummy"), "goals": GOALS}
    if exe.is_file():
        res["exe"] = str(exe)
        res["exe_bytes"] = exe.stat().st_size
        res["exe_mb"] = round(exe.stat().st_size / 2**20, 1)
        t = start_times([str(exe)], args.runs)
        res["exe_first_frame_s"] = round(statistics.median(t), 3)
        res["exe_first_frame_all_s"] = [round(x, 3) for x in t]
    else:
        res["exe"] = None
        print(f"(no executable at {exe}: build it with pyinstaller build.spec)", file=sys.stderr)
    t = start_times([sys.executable, "-m", "game"], args.runs)
    res["source_menu_s"] = round(statistics.median(t), 3)
    res["source_menu_all_s"] = [round(x, 3) for x in t]
    res["load_average"] = round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None
    if args.json:
        print(json.dumps(res, indent=2))
        return 0
    ok = lambda v, k: "ok" if v <= GOALS[k] else f"OVER the goal of {GOALS[k]:g}"   # noqa: E731
    print(f"start-up, median of {args.runs} runs ({res['video_driver']} video driver, load {res['load_average']})")
    if res["exe"]:
        print(f"  executable {res['exe']}: {res['exe_mb']} MB ({res['exe_bytes']:,} bytes) "
              f"[{ok(res['exe_mb'], 'exe_mb')}]")
        print(f"  executable to its first frame: {res['exe_first_frame_s']:.3f} s "
              f"[{ok(res['exe_first_frame_s'], 'exe_first_frame_s')}]  runs {res['exe_first_frame_all_s']}")
    print(f"  from source (python -m game) to the menu: {res['source_menu_s']:.3f} s "
          f"[{ok(res['source_menu_s'], 'source_menu_s')}]  runs {res['source_menu_all_s']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
