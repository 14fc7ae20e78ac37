"""Screen benchmark: frame time while cards fly at a five-seat table, and CPU share when idle.

``python -m game.bench.screen_bench`` (``hoola bench --screen`` once wired) prints
frame time p50 and p95 at 1280x720 and the process's CPU share over a few
seconds of the real idle loop (``pygame.event.wait`` with a timeout).
Without a display it uses SDL's dummy video driver, which measures our own
drawing cost.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from typing import Sequence

from game.defaults import DEFAULTS


def _setup_env() -> None:
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _table(app, players: int, seed: int):
    from game.ui.demo import demo_session
    from game.ui.table.scene import TableScene
    session = demo_session(app, DEFAULTS.default_game, players, seed, max_hands=None)
    st = session.match.hand
    # put some melds on the table first, so the frame has what a mid-hand frame has
    for _ in range(60):
        if st.over or len(st.melds) >= 6:
            break
        seat = st.current
        legal = st.legal_actions(seat)
        if not legal or seat == 0:
            legal = [a for a in legal if a.kind in ("draw_stock", "meld", "discard")] or legal
        if not legal:
            break
        melds = [a for a in legal if a.kind in ("meld", "take_discard")]
        a = melds[0] if melds else next((x for x in legal if x.kind == "draw_stock"), None) or \
            next((x for x in legal if x.kind == "discard"), legal[0])
        if a.kind in st.ruleset.kinds:      # a move of the game's own (a knock would end the hand)
            continue
        st.apply(a)
    table = TableScene(app, session)
    app.push(table)
    return table


def frame_times(frames: int = 600, players: int = 5, seed: int = 11,
                cpu_out: list[float] | None = None) -> list[float]:
    """Milliseconds per frame (events, update, draw, flip) with ten cards in the air all the time.

    Wall-clock times are returned; with ``cpu_out`` the thread's CPU time per frame is appended
    there too (steadier on a busy machine: it leaves out time the process was not running)."""
    import pygame

    from game.engine import make_deck
    from game.ui.app import App
    from game.storage.settings import Settings
    from game.ui.hooks import MemoryStorage
    settings = Settings(animation_speed=0.6, think_scale=0.3)
    app = App((1280, 720), settings=settings, storage=MemoryStorage(settings))
    table = _table(app, players, seed)
    deck = make_deck()
    rng = random.Random(seed)
    L = table.layout
    spots = [L.stock, L.discard] + [table.seat_anchor(s) for s in range(players)]
    spots.append(L.discard.move(L.meld_zone.centerx - L.discard.centerx, 0))
    out = []
    for i in range(frames + 30):
        now = app.now()
        while len(table.anim.flights) < 10:
            src, dst = rng.choice(spots), rng.choice(spots)
            dst = pygame.Rect(dst.x + rng.randrange(40), dst.y + rng.randrange(20), L.discard.width,
                              L.discard.height)
            table.anim.fly(rng.choice(deck) if rng.random() < 0.7 else None, pygame.Rect(src), dst, now,
                           face_up=True, dur=rng.uniform(0.3, 0.9))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(rng.randrange(1280), rng.randrange(720)),
                                             rel=(0, 0), buttons=(0, 0, 0)))
        t0, c0 = time.perf_counter(), time.thread_time()
        app.step()
        dt, dc = (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000
        if i >= 30:   # warm caches first
            out.append(dt)
            if cpu_out is not None:
                cpu_out.append(dc)
    pygame.quit()
    return out


def bot_frames(level: str, seconds: float = 20.0, seed: int = 6, game: str = DEFAULTS.default_game,
               worst: dict | None = None) -> list[float]:
    """Milliseconds per frame while four ``level`` bots play on the real clock (the Expert thinks a slice
    a frame): the frames a player sees while computer players think.  ``worst`` gets what the slowest
    frame did (its number and the moves applied in it)."""
    import pygame

    from ai.registry import make_bot
    from game.ui.app import App
    from game.storage.settings import Settings
    from game.ui.hooks import MemoryStorage
    from game.controller.session import GameConfig, Session
    from game.ui.table.scene import TableScene
    settings = Settings(animation_speed=1.0, think_scale=0.3, claim_window=1.0)
    app = App((1280, 720), settings=settings, storage=MemoryStorage(settings))
    session = Session(GameConfig(game=game, players=4, levels=[level] * 6, seed=seed, max_hands=None), settings,
                      storage=None)
    bot = make_bot(level, seed)
    session.bots[0] = bot
    session.controller.human = None
    session.controller.bots[0] = bot
    table = TableScene(app, session)
    app.push(table)
    out: list[float] = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end and not session.match.hand.over:
        t0 = time.perf_counter()
        before = len(session.match.hand.record)
        app.step()
        took = (time.perf_counter() - t0) * 1000
        out.append(took)
        if worst is not None and len(out) > 10 and took > worst.get("ms", 0.0):
            moves = [str(a) for a in session.match.hand.record[before:]]
            worst.update(ms=round(took, 2), frame=len(out) - 10, moves=moves)
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t0)))
    pygame.quit()
    return out[10:]


def idle_cpu(seconds: float = 3.0, seed: int = 4) -> float:
    """Percent of one core the real loop uses while the table waits for the player."""
    import pygame

    from game.ui.app import App
    from game.ui.demo import demo_session
    from game.storage.settings import Settings
    from game.ui.hooks import MemoryStorage
    from game.ui.table.scene import TableScene
    settings = Settings(animation_speed=0.0, think_scale=0.0)
    app = App((1280, 720), settings=settings, storage=MemoryStorage(settings))
    session = demo_session(app, DEFAULTS.default_game, 5, seed, max_hands=None)
    table = TableScene(app, session)
    app.push(table)
    for _ in range(200):            # let the bots play up to the player's turn and the animations end
        app.step()
        if table.state.current == 0 and table.ctl.timer is None and not table.animating(app.now()):
            break
    wall0, cpu0 = time.perf_counter(), time.process_time()
    app.run(seconds=seconds)
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    pygame.quit()
    return 100.0 * cpu / wall if wall > 0 else 0.0


def _pct(values: list[float], q: float) -> float:
    v = sorted(values)
    if not v:
        return 0.0
    return statistics.median(v) if q == 0.5 else v[min(len(v) - 1, int(len(v) * q))]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="hoola bench --screen", description=__doc__.split("\n")[0])
    p.add_argument("--frames", type=int, default=600)
    p.add_argument("--idle-seconds", type=float, default=3.0)
    p.add_argument("--json", action="store_true")
    p.add_argument("--bots", default=None, metavar="LEVEL",
                   help="measure frames while four bots of LEVEL play (e.g. expert) instead")
    args = p.parse_args(list(argv) if argv is not None else [])
    _setup_env()
    if args.bots:
        worst: dict = {}
        times = bot_frames(args.bots, worst=worst)
        res = {"bots": args.bots, "frames": len(times), "frame_ms_p50": round(_pct(times, 0.5), 2),
               "frame_ms_p95": round(_pct(times, 0.95), 2), "frame_ms_p99": round(_pct(times, 0.99), 2),
               "frame_ms_max": round(max(times, default=0.0), 2),
               "frames_over_16ms": sum(1 for t in times if t > 16), "frames_over_33ms": sum(1 for t in times if t > 33),
               "worst_frame": worst}
        if args.json:
            print(json.dumps(res, indent=2))
        else:
            print(f"screen bench with four {args.bots} bots playing (real clock, 1280x720): frame p50 "
                  f"{res['frame_ms_p50']:.2f} ms, p95 {res['frame_ms_p95']:.2f} ms, p99 {res['frame_ms_p99']:.2f} ms, "
                  f"max {res['frame_ms_max']:.2f} ms over {len(times)} frames "
                  f"({res['frames_over_16ms']} over 16 ms, {res['frames_over_33ms']} over 33 ms)")
            if worst:
                did = "; ".join(worst.get("moves", [])) or "no move applied"
                print(f"  the worst frame, #{worst['frame']}: {worst['ms']:.2f} ms ({did})")
        return 0
    cpu: list[float] = []
    times = frame_times(args.frames, cpu_out=cpu)
    p50, p95 = _pct(times, 0.5), _pct(times, 0.95)
    c50, c95 = _pct(cpu, 0.5), _pct(cpu, 0.95)
    idle = idle_cpu(args.idle_seconds)
    out = {"size": "1280x720", "seats": 5, "frames": len(times), "frame_ms_p50": round(p50, 2),
           "frame_ms_p95": round(p95, 2), "frame_cpu_ms_p50": round(c50, 2), "frame_cpu_ms_p95": round(c95, 2),
           "idle_cpu_percent": round(idle, 2), "video_driver": os.environ.get("SDL_VIDEODRIVER", "default"),
           "load_average": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None}
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        print(f"screen bench at 1280x720, five seats, cards flying ({out['video_driver']} video driver)")
        print(f"  frame time p50 {p50:.2f} ms, p95 {p95:.2f} ms over {len(times)} frames (wall clock)")
        print(f"  frame CPU  p50 {c50:.2f} ms, p95 {c95:.2f} ms (this thread's CPU time; machine load "
              f"{out['load_average']})")
        print(f"  idle CPU {idle:.1f}% of one core over {args.idle_seconds:g} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
