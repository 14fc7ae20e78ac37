"""The screen on the real storage package: settings, autosave and Continue, statistics."""
from __future__ import annotations

import pygame
import pytest

from uihelpers import key, step
from uihelpers import start_game as press_start


@pytest.fixture
def real_app(tmp_path, monkeypatch):
    monkeypatch.setenv("HOOLA_DATA_DIR", str(tmp_path))
    pytest.importorskip("game.storage")
    from game.controller import FakeClock
    from game.ui.app import App
    from game.ui.storage_adapter import StorageAdapter
    storage = StorageAdapter()
    a = App((1280, 720), storage=storage, clock=FakeClock())
    a.settings = a.settings.replace(animation_speed=0.0, think_scale=0.0)
    yield a
    pygame.event.clear()


def test_autosave_continue_and_settings_on_disk(real_app, tmp_path):
    app = real_app
    key(app, pygame.K_n)
    press_start(app)
    table = app.stack.top
    step(app, 5, dt=0.5)
    assert (tmp_path / "save.json").is_file()
    record = [str(a) for a in table.ctl.state.record]
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_q)
    key(app, pygame.K_c)
    resumed = app.stack.top
    assert resumed.__class__.__name__ == "TableScene"
    assert [str(a) for a in resumed.ctl.state.record][:len(record)] == record
    assert app.change_settings(four_colour=True) is None
    from game.storage import load_settings, resolve_paths
    s, _ = load_settings(resolve_paths())
    assert s.four_colour is True and s == app.settings        # the one model, as the screen holds it
    assert app.storage.messages == []


def test_statistics_booked_after_a_hand(real_app):
    app = real_app
    from game.ui.demo import demo_session, play_out
    from game.ui.table.scene import TableScene
    session = demo_session(app, "hoola", 3, seed=2, max_hands=2)
    session.storage = app.storage
    play_out(session)
    t = TableScene(app, session)
    app.push(t)
    step(app, 5, dt=1.0)
    assert app.storage.stats().total("hoola").hands == 1
    key(app, pygame.K_ESCAPE)   # leave the breakdown
    assert app.stack.top.__class__.__name__ == "MainMenu"
    key(app, pygame.K_s)
    app.stack.top.draw(app.screen)
