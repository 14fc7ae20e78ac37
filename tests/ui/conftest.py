"""Headless screen tests: dummy video and audio drivers, data folders in a temporary place."""
from __future__ import annotations

import os
import sys
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEO_WINDOW_POS", "0,0")      # a test's window in a known place (Xvfb shots)
_tmp = tempfile.mkdtemp(prefix="hoola-ui-tests-")
for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
    os.environ[var] = os.path.join(_tmp, var.lower())
os.environ["HOOLA_DATA_DIR"] = os.path.join(_tmp, "data")

sys.path.insert(0, os.path.dirname(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(__file__)), "controller"))

import pytest  # noqa: E402


@pytest.fixture
def app():
    import pygame

    from game.controller import FakeClock
    from game.ui.app import App
    from game.storage.settings import Settings
    from game.ui.hooks import MemoryStorage
    # a player who has seen the first-time claiming tip: that tip holds its claim window 4 s, which would move
    # every claim test's timing (its own tests turn it on: test_table_words.py)
    settings = Settings(animation_speed=0.0, think_scale=0.0, claim_window=1.5, slap_tip=False)
    a = App((1280, 720), settings=settings, storage=MemoryStorage(settings), clock=FakeClock())
    yield a
    pygame.event.clear()
