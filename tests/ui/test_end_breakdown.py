"""The end screen shows the breakdown's arithmetic in the player's words (issue 13)."""
from __future__ import annotations

import random
from types import SimpleNamespace

import pygame

from game.engine import Match, new_hand
from game.ui import text as ui_text
from game.ui.end_scene import EndScene
from game.controller.seat import SeatTable
from game.controller.session import GameConfig, Session


def test_end_screen_shows_each_payment_as_a_sum(app, monkeypatch):
    seen: list[str] = []
    real = ui_text.render
    monkeypatch.setattr(ui_text, "render", lambda t, *a, **k: (seen.append(str(t)), real(t, *a, **k))[1])
    cfg = GameConfig(game="hoola", players=4, seed=1, max_hands=3)
    match = Match("hoola", players=4, seed=1, max_hands=3)
    match.hand = st = new_hand("hoola", players=4, seed=7, dealer=match.hand.dealer)
    rng = random.Random(7)
    while not st.over:
        legal = next(la for la in (st.legal_actions(s) for s in range(4)) if la)
        strong = [a for a in legal if a.kind not in ("pass", "draw_stock", "discard", "take_discard")]
        st.apply(rng.choice(strong if strong and rng.random() < 0.8 else legal))
    assert st.result.pays_all is not None            # seed 7: a claimed discard, one player pays for all
    session = Session(cfg, app.settings, storage=app.storage, match=match)
    app.push(EndScene(app, SimpleNamespace(session=session, seat_table=SeatTable(lambda: st, 0),
                                                 next_hand=lambda: None)))
    app.stack.draw(pygame.Surface(app.size))
    text = "\n".join(seen)
    assert "pays for all: 1 + 2 + 6 = 9" in text
    assert "(rank 4) owes 3 × 2 (nothing melded) = 6" in text
    assert "You win 9" in text and "you wins" not in text.lower()
