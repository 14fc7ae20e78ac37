"""``hoola --smoke``: start the real program, let four bots play a hand through the screen, exit.

It is what CI runs against the packaged executable (and what a player can run
to check a download).  It:

* uses SDL's dummy video and audio drivers unless ``SDL_VIDEODRIVER`` /
  ``SDL_AUDIODRIVER`` are already set;
* keeps every file in a fresh temporary folder (``tempfile.mkdtemp``): the
  data folder (``HOOLA_DATA_DIR``) and the ``XDG_*`` folders point there, and
  it is removed at the end, so nothing is written anywhere else;
* loads the built-in games (:func:`game.games.load_all`, as the program does);
* builds the real :class:`game.ui.app.App` (main menu first, as at a normal
  start), then puts a table of the default game (or ``--game``'s) on it with
  four computer players (level ``medium``) and the real :class:`~game.controller.TableController`
  with a fast think-time scale;
* runs the real loop (``App.step(wait=True)``) for a few seconds or until
  the end-of-hand screen is up;
* prints one line (frames drawn, actions applied) and returns 0; any
  exception prints its traceback and returns 1, and so does a bot or save
  error the table would otherwise only log, or a run that drew nothing.
"""
from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
import traceback
from typing import Any

from game.defaults import DEFAULT_GAME

SEATS = 4
LEVEL = "medium"
SECONDS = 8.0             # upper bound of the loop; the hand usually ends in about 5 s
THINK_SCALE = 0.05        # bots' think times x this (the settings screen offers 0 to 2)
ANIMATION_SPEED = 4.0     # the fastest the settings screen offers
CLAIM_WINDOW = 0.3        # seconds a discard may be slapped (the settings offer 1 to 3)

_XDG = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")


class SmokeFailure(Exception):
    """The program ran but something it only logs went wrong (a bot error, a failed save, ...)."""


def _environment(tmp: str) -> dict[str, str | None]:
    """Point the data and XDG folders into ``tmp`` and pick the dummy drivers; returns the old values."""
    wanted = {"HOOLA_DATA_DIR": os.path.join(tmp, "data"), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    for var in _XDG:
        wanted[var] = os.path.join(tmp, var.lower())
    for var in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
        if not os.environ.get(var):
            wanted[var] = "dummy"
    old = {k: os.environ.get(k) for k in wanted}
    os.environ.update(wanted)
    return old


def _restore(old: dict[str, str | None]) -> None:
    for k, v in old.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v


def _bundled_font() -> tuple[Any, str]:
    """The bundled font's path and where it was found: the bundle, the source tree or an install."""
    from game.ui.resources import asset
    p = asset("fonts", "DejaVuSans.ttf")
    if p is None:
        return None, "nowhere"
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass and str(p).startswith(str(meipass)):
        return p, "the bundle"
    if os.environ.get("HOOLA_ASSETS") and str(p).startswith(os.environ["HOOLA_ASSETS"]):
        return p, "$HOOLA_ASSETS"
    return p, "the source tree" if p.parents[2].joinpath("game").is_dir() else "the installed package"


def play(seconds: float = SECONDS, seed: int = 5, game: str = DEFAULT_GAME,
         options: dict[str, Any] | None = None, lang: str | None = None) -> dict[str, Any]:
    """Run the window with a bots-only hand (in ``lang``, ``hoola --lang``, when given); returns what
    happened (raises on any problem)."""
    import pygame

    from ai.registry import make_bot
    from game.ui.app import App
    from game.ui.end_scene import EndScene
    from game.controller.session import GameConfig, Session
    from game.ui.table.scene import TableScene

    t0 = time.perf_counter()
    app = App((1280, 720), lang=lang)
    try:
        from game.ui import i18n
        if lang is not None and i18n.language() != lang:
            raise SmokeFailure(f"the interface speaks {i18n.language()!r}, not {lang!r}")
        app.settings = app.settings.replace(think_scale=THINK_SCALE, animation_speed=ANIMATION_SPEED,
                                            claim_window=CLAIM_WINDOW)
        app.step()                                    # the main menu, as at a normal start
        menu_frames = app.frames
        config = GameConfig(game=game, players=SEATS, levels=[LEVEL] * (SEATS - 1), seed=seed, max_hands=1,
                            options=dict(options or {}))
        session = Session(config, app.settings, storage=app.storage)
        # every seat a bot: seat 0 (the seat the screen is drawn from) too, and no human in the controller
        bot = make_bot(LEVEL, seed * 31)
        session.bots[0] = bot
        ctl = session.controller
        ctl.human = None
        ctl.bots[0] = bot
        table = TableScene(app, session)
        app.push(table)
        start = app.now()
        while app.running and app.now() - start < seconds:
            app.step(wait=True)
            if isinstance(app.stack.top, EndScene):
                app.step()                            # draw the end-of-hand screen once
                break
        state = session.match.hand
        problems = [f"{ev.kind} at seat {ev.seat}: {ev.data.get('error')}" for ev in ctl.log
                    if ev.kind in ("bot_error", "save_error")]
        problems += [f"save error: {e}" for e in session.save_errors]
        problems += [f"display error: {text}" for text, _ in table.log if str(text).startswith("(display:")]
        problems += [f"storage: {m}" for m in getattr(app.storage, "messages", [])]
        problems += [f"app: {m}" for m in list(getattr(app, "notices", [])) + list(getattr(app, "messages", []))]
        font, assets = _bundled_font()
        if font is None:
            problems.append("the bundled font assets/fonts/DejaVuSans.ttf was not found")
        if problems:
            raise SmokeFailure("; ".join(problems))
        actions = len(state.record)
        if app.frames <= menu_frames or actions == 0:
            raise SmokeFailure(f"nothing happened at the table ({app.frames} frames, {actions} actions)")
        return {"frames": app.frames, "actions": actions, "hand_over": bool(state.over),
                "end_screen": isinstance(app.stack.top, EndScene),
                "seconds": round(time.perf_counter() - t0, 2), "assets": assets, "language": i18n.language(),
                "video_driver": pygame.display.get_driver()}
    finally:
        pygame.quit()


def main(argv: Any = None, game: str = DEFAULT_GAME, options: dict[str, Any] | None = None,
         lang: str | None = None) -> int:
    """Run the smoke test; 0 when it passed, 1 (with the traceback or the problem) when not."""
    tmp = tempfile.mkdtemp(prefix="hoola-smoke-")
    old = _environment(tmp)
    try:
        from game import games
        games.load_all()                              # the entry point loads the built-in games
        out = play(game=game, options=options, lang=lang)
    except SmokeFailure as e:
        print(f"hoola --smoke: FAILED: {e}", file=sys.stderr)
        return 1
    except Exception:   # the smoke test's verdict on anything at all: report it with its traceback
        traceback.print_exc()
        print("hoola --smoke: FAILED (exception above)", file=sys.stderr)
        return 1
    finally:
        _restore(old)
        shutil.rmtree(tmp, ignore_errors=True)
    named = "".join(f" {k}={v}" for k, v in (options or {}).items())
    print(f"hoola --smoke: ok: {game}{named}: {out['frames']} frames drawn, {out['actions']} actions applied, "
          f"hand {'over' if out['hand_over'] else 'still going'}"
          f"{' (end screen shown)' if out['end_screen'] else ''}, {out['seconds']} s, "
          f"{out['video_driver']} video driver, assets from {out['assets']}, interface in {out['language']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
