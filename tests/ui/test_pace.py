"""Issue 13: at the normal pace a newcomer can follow the computer players — each game's whole hand played
by bots on the fake clock: a bot's turn lasts 1.2 s or more from its draw to its next move, and every move
is shown (a line in the log, and a card flying for those that move cards)."""
from __future__ import annotations

import pytest

from ai.registry import make_bot
from game.engine import games
from game.storage.settings import Settings
from game.ui.hooks import MemoryStorage
from game.controller.session import GameConfig, Session
from game.ui.table.scene import TableScene


@pytest.mark.parametrize("game", games())
def test_normal_pace_bot_turns_are_followable_and_every_move_is_shown(game):
    from game.controller import FakeClock
    from game.ui.app import App
    settings = Settings(animation_speed=1.0, think_scale=1.0, claim_window=2.0)
    app = App((1280, 720), settings=settings, storage=MemoryStorage(settings), clock=FakeClock())
    session = Session(GameConfig(game=game, players=4, levels=["medium"] * 6, seed=4, max_hands=1), settings,
                      storage=app.storage)
    bot = make_bot("medium", 9)
    session.bots[0] = bot
    session.controller.human = None
    session.controller.bots[0] = bot
    table = TableScene(app, session)
    app.push(table)
    flights = []
    fly = table.anim.fly
    table.anim.fly = lambda *a, **k: (flights.append(a[0]), fly(*a, **k))[1]
    state = session.match.hand
    times, logged = [], 0
    for _ in range(30000):
        if state.over:
            break
        before, lines = len(state.record), table.logged
        app.clock.advance(0.02)
        app.step()
        times += [(app.now(), a) for a in state.record[before:]]
        logged += table.logged - lines
    assert state.over
    follows = [t1 - t0 for (t0, a), (t1, b) in zip(times, times[1:]) if b.seat == a.seat and a.kind == "draw_stock"]
    assert follows and min(follows) >= 1.2 - 1e-6
    # every move has its line; passes are said together, one line per discard nobody takes (issue 26, item 12)
    passes = [a for a in state.record if a.kind == "pass"]
    let_go = [text for text, __ in table.log if text.startswith("Nobody claims the ")]
    assert logged >= len(state.record) - len(passes) + (1 if passes else 0)
    assert not passes or let_go
    assert len(flights) >= sum(1 for a in state.record if a.kind == "discard")
