"""The window: pygame set-up, the scene stack and the one main loop.

``run()`` opens the window on the main menu.  The loop waits for events when
nothing moves (``pygame.event.wait`` with a timeout up to the next thing the
scene expects), and runs at up to 60 frames a second while cards move.
Everything happens in this loop: no threads, no sleeping inside a frame.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Any

import pygame

from game.controller import FakeClock, MonotonicClock
from game.defaults import APP_NAME

from .cards import CardArt
from game.storage.settings import Settings

from .hooks import default_storage
from .scene import Scene, SceneStack
from .scenes import Scenes
from .sound import Sounds

#: the smallest window the table is laid out and tested for (issue 26, item 14); the window cannot be
#: made smaller (:meth:`App._hold_minimum`, :meth:`App._sync`)
MIN_SIZE = (800, 500)
FPS = 60


class App:
    """The running program.  Tests build one with the dummy video driver and call :meth:`step`."""

    def __init__(self, size: tuple[int, int] | None = None, *, settings: Any = None, storage: Any = None,
                 clock: Any = None, fullscreen: bool | None = None, data_dir: str | None = None,
                 seed: int | None = None, lang: str | None = None) -> None:
        self.storage = storage if storage is not None else default_storage(data_dir)
        self.notices: list[str] = []      # problems in plain words, shown on the main menu
        if settings is None:
            try:
                settings = self.storage.load_settings()
            except (OSError, ValueError) as e:   # the storage says what went wrong in messages
                self.notices.append(f"Your settings could not be read ({e}); the defaults are used.")
                settings = None
        self._settings: Settings = settings if settings is not None else Settings()
        self.seed = seed                  # --seed: new games are dealt from it (testing, demos)
        self.lang = lang                  # --lang: the interface's language for this run
        self.apply_language()
        self.clock = clock if clock is not None else MonotonicClock()
        self.frame_clock = pygame.time.Clock()
        pygame.display.init()
        if not pygame.font.get_init():
            from . import text
            text.reset()
        pygame.font.init()
        pygame.display.set_caption("Hoola")
        want = size or self.settings.window_size
        self.fullscreen = self.settings.fullscreen if fullscreen is None else bool(fullscreen)
        self.size = (max(MIN_SIZE[0], int(want[0])), max(MIN_SIZE[1], int(want[1])))
        self.screen = self._set_mode(self.size)
        pygame.event.clear()
        pygame.key.set_repeat(350, 40)
        self.art = CardArt(self.settings.four_colour, self.settings.card_back)
        self.sounds = Sounds(self.settings.sound, self.settings.volume)
        self.stack = SceneStack()
        self.running = True
        self.frames = 0
        self.messages: list[str] = []
        self._settings_dirty = False
        self.notices += self.take_messages()
        self.scenes = Scenes(self)
        self.stack.push(self.scenes.main_menu())

    def take_messages(self) -> list[str]:
        """The storage's new messages (a file set aside, a full disk), each once."""
        msgs = getattr(self.storage, "messages", None)
        if not msgs:
            return []
        out = [m for m in msgs if m]
        msgs.clear()
        return out

    # ------------------------------------------------------------------ window
    def _set_mode(self, size: tuple[int, int]) -> pygame.Surface:
        if self.fullscreen:
            try:
                # without a window manager nobody moves a window to the corner: it is moved there before it
                # fills the screen (measured under Xvfb: otherwise it stays where it was, half off screen)
                self._place((0, 0))
                pygame.event.pump()
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
        surf = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._hold_minimum()
        if getattr(self, "_windowed_at", None) is not None:
            self._place(self._windowed_at)   # back where it was before full screen
        return surf

    @staticmethod
    def _window() -> Any:
        import warnings
        try:
            with warnings.catch_warnings():          # only its position is used, not its surface
                warnings.simplefilter("ignore", DeprecationWarning)
                return pygame.Window.from_display_module()
        except (pygame.error, AttributeError):
            return None

    def _hold_minimum(self) -> None:
        """The window cannot be dragged smaller than :data:`MIN_SIZE`, the smallest size the table is
        laid out and tested for (issue 26, item 14: at 640×480 the melds lay over a seat)."""
        win = self._window()
        if win is not None:
            try:
                win.minimum_size = MIN_SIZE
            except (pygame.error, TypeError, ValueError):
                pass

    def _grow_back(self, size: tuple[int, int]) -> None:
        win = self._window()
        if win is not None:
            try:
                win.size = size
            except (pygame.error, TypeError, ValueError):
                pass

    def _place(self, pos: Any) -> None:
        win = self._window()
        if win is not None:
            try:
                win.position = pos
            except (pygame.error, TypeError, ValueError):
                pass

    def resize(self, size: tuple[int, int]) -> None:
        """Make the window this size (a setting, or a size the player dragged it to)."""
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        if not self.fullscreen:
            surf = pygame.display.get_surface()
            if surf is None or surf.get_size() != size:   # a desktop resizes it itself; others need asking
                self.screen = self._set_mode(size)
            self._remember_window(size)
        self._sync()

    def _remember_window(self, size: tuple[int, int]) -> None:
        if self.settings.window_size != tuple(size):
            try:                                      # kept when the window closes
                self.settings = self.settings.replace(window_size=tuple(size))
            except ValueError:                        # a window smaller than a setting may be: not kept
                return
            self._settings_dirty = True

    def _sync(self) -> None:
        """Follow the window's real size: the layout is never one resize behind (issue 13, bug 2)."""
        surf = pygame.display.get_surface()
        if surf is None:
            return
        w, h = surf.get_size()
        if not self.fullscreen and (w < MIN_SIZE[0] or h < MIN_SIZE[1]):
            # dragged below the minimum where no window manager holds it (measured under Xvfb): back up
            self._grow_back((max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1])))
            surf = pygame.display.get_surface() or surf
        self.screen = surf
        if surf.get_size() != self.size:
            self.size = surf.get_size()
            self.art.clear()
            self.stack.on_resize(self.size)

    def toggle_fullscreen(self) -> None:
        """Full screen and back; back returns to the window's earlier size, and the choice is saved."""
        if not self.fullscreen:
            self._windowed = self.size
            win = self._window()
            self._windowed_at = tuple(win.position) if win is not None else None
            self.fullscreen = True
            try:
                self.screen = self._set_mode(self.size)
            except pygame.error:
                self.fullscreen = False
        else:
            self.fullscreen = False
            back = getattr(self, "_windowed", None) or self.settings.window_size
            self.screen = self._set_mode(back)
            self._stale_until = self.now() + 1.0   # size events of the full screen still to come are old
        self._sync()
        if self.settings.fullscreen != self.fullscreen:
            self.settings = self.settings.replace(fullscreen=self.fullscreen)
            self.save_settings()

    def set_fullscreen(self, on: bool) -> None:
        if bool(on) != self.fullscreen:
            self.toggle_fullscreen()

    def apply_language(self) -> None:
        """Speak the chosen language, or the system's when none is chosen (``hoola --lang`` overrides)."""
        from . import i18n
        code = self.lang or self.settings.language or i18n.default_language()
        try:
            i18n.set_language(code)
        except ValueError:
            i18n.set_language(i18n.DEFAULT)

    # ------------------------------------------------------------------ settings
    @property
    def settings(self) -> Settings:
        """The player's settings (frozen: changed through :meth:`change_settings` or a new value)."""
        return self._settings

    @settings.setter
    def settings(self, value: Settings) -> None:
        """A new value reaches the games being played at once (their controllers read the pace)."""
        self._settings = value
        for scene in getattr(getattr(self, "stack", None), "scenes", ()):
            session = getattr(scene, "session", None)
            if session is not None:
                session.settings = value

    def change_settings(self, **changes: Any) -> str | None:
        """Change some settings, apply and save them.  ``None``; or, if one is not allowed, the
        settings' reason (English, for ``engine_text``), and then nothing changes."""
        old = self.settings
        try:
            self.settings = old.replace(**changes)
        except ValueError as e:
            return str(e)
        if self.settings.language != old.language:
            self.lang = None              # the language chosen in Settings replaces ``--lang``'s for this run
        self.apply_settings(language=self.settings.language != old.language)
        return None

    def apply_settings(self, *, language: bool = True) -> None:
        """After a change in the settings screen: colours, card back, sound, language (unless told it
        did not change); the controller and the table read the timing settings live.  Saved at once."""
        if language:
            self.apply_language()
        self.art.set_four_colour(self.settings.four_colour)
        self.art.set_back(self.settings.card_back)
        self.sounds.enabled = self.settings.sound
        self.sounds.set_volume(self.settings.volume)
        self.save_settings()

    def save_settings(self) -> None:
        self._settings_dirty = False
        try:
            self.storage.save_settings(self.settings)
        except (OSError, ValueError) as e:
            self.messages.append(f"settings not saved: {e}")

    def toggle_sound(self) -> None:
        self.change_settings(sound=not self.settings.sound)

    # ------------------------------------------------------------------ scenes
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> None:
        self.stack.pop()
        if self.stack.top is None:
            self.running = False

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def quit(self) -> None:
        self.close()

    def close(self) -> None:
        """The way out (the window's close button, Quit, a signal): save the game and the settings, stop.

        The game was saved after its last action already; this saves again so the
        claim races counted since are kept, and it writes a window size changed by dragging.
        """
        for scene in reversed(self.stack.scenes):
            saver = getattr(scene, "save_now", None)
            if saver is not None:
                try:
                    saver()
                except (OSError, ValueError) as e:   # closing must close
                    self.messages.append(f"not saved: {e}")
                break
        if self._settings_dirty:
            self.save_settings()
        self.running = False

    # ------------------------------------------------------------------ the loop
    def now(self) -> float:
        return self.clock.now()

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.close()
            return
        if event.type == pygame.VIDEORESIZE:
            stale = self.now() < getattr(self, "_stale_until", 0.0) and \
                tuple(event.size) != tuple(getattr(self, "_windowed", event.size))
            if not self.fullscreen and not stale and tuple(event.size) != self.size:
                self.resize(event.size)
            else:
                self._sync()
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            self._sync()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F2:
            self.toggle_sound()
            return
        top = self.stack.top
        if top is not None:
            top.handle(event)

    def step(self, wait: bool = False) -> bool:
        """One frame: events, update, draw.  With ``wait`` it first sleeps in ``event.wait``
        until input or the scene's next wake-up when nothing moves.  Returns ``running``."""
        top = self.stack.top
        if top is None:
            self.running = False
            return False
        now = self.now()
        events: list[pygame.event.Event] = []
        if wait:
            if top.animating(now):
                self.frame_clock.tick(FPS)
            else:
                wake = top.next_wake(now)
                timeout = 1000 if wake is None else int(max(0.0, min(1.0, wake - now)) * 1000)
                if timeout > 0:
                    ev = pygame.event.wait(timeout)
                    if ev.type != pygame.NOEVENT:
                        events.append(ev)
            now = self.now()
        events += pygame.event.get()
        for ev in events:
            self.dispatch(ev)
            if not self.running:
                return False
            if self.stack.top is not top:
                top = self.stack.top
                if top is None:
                    return False
        top = self.stack.top
        if top is None:
            self.running = False
            return False
        top.update(self.now())
        self.draw()
        return self.running

    def draw(self, flip: bool = True) -> None:
        self._sync()
        self.stack.draw(self.screen)
        self.frames += 1
        if flip:
            pygame.display.flip()

    def run(self, seconds: float | None = None) -> int:
        start = self.now()
        self.step()          # the first frame at once, before waiting for input
        if os.environ.get("HOOLA_EXIT_AFTER_FIRST_FRAME"):
            return 0         # start-up time measurement (tools/measure_exe.py)
        while self.running:
            self.step(wait=True)
            if seconds is not None and self.now() - start >= seconds:
                break
        return 0


# ---------------------------------------------------------------------- entry point

def _parse(argv_or_args: Any) -> argparse.Namespace:
    if isinstance(argv_or_args, argparse.Namespace):
        return argv_or_args
    p = argparse.ArgumentParser(prog=APP_NAME, description="The Hoola window.")
    p.add_argument("--size", default=None, help="window size, e.g. 1280x720")
    p.add_argument("--fullscreen", action="store_true")
    p.add_argument("--scene", default=None,
                   help="open a scene directly (menu, setup, table, table7, bridge, end, summary, rules, "
                        "settings, stats)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--lang", choices=("en", "ko"), default=None)
    from game.storage.paths import add_data_dir_option
    add_data_dir_option(p)
    return p.parse_args(list(argv_or_args) if argv_or_args is not None else [])


def run(argv_or_args: Any = None) -> int:
    """Open the window (``hoola`` with no subcommand).  Returns the exit code."""
    args = _parse(argv_or_args)
    size = None
    raw = getattr(args, "size", None)
    if raw:
        try:
            w, h = str(raw).lower().split("x")
            size = (int(w), int(h))
        except ValueError:
            print(f"hoola: --size wants WIDTHxHEIGHT, not {raw!r}", file=sys.stderr)
            return 2
    try:
        app = App(size, fullscreen=True if getattr(args, "fullscreen", False) else None,
                  data_dir=getattr(args, "data_dir", None), seed=getattr(args, "seed", None),
                  lang=getattr(args, "lang", None))
    except pygame.error as e:
        print(f"hoola: cannot open a window: {e}", file=sys.stderr)
        return 1
    scene = getattr(args, "scene", None)
    if scene:
        from .demo import open_demo
        try:
            open_demo(app, scene, seed=getattr(args, "seed", None))
        except ValueError as e:
            print(f"hoola: {e}", file=sys.stderr)
            return 2
    try:
        return app.run()
    finally:
        pygame.quit()


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))


__all__ = ["App", "run", "FakeClock"]
