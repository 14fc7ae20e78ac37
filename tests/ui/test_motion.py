"""Issue 14, motion: the deal flies card by card from the stock (the bots wait for it), none at instant
pace; a rare win gets a moment (a banner), and a click skips it."""
from __future__ import annotations

from fractions import Fraction

import pygame

from game.engine import Event, Result
from game.controller.session import GameConfig, Session
from game.ui.table.scene import TableScene
from uihelpers import click, step


def _table(app, speed: float):
    app.settings = app.settings.replace(animation_speed=speed)
    s = Session(GameConfig(game="hoola", players=4, seed=8, max_hands=3), app.settings, storage=app.storage)
    t = TableScene(app, s)
    app.push(t)
    return t


def test_the_deal_flies_from_the_stock_and_the_bots_wait_for_it(app):
    t = _table(app, 1.0)
    dealt = sum(len(h) for h in t.ctl.state.hands)
    assert len(t.anim.flights) == dealt and t.anim.cursor > app.now()
    assert t.anim.hidden_cards(app.now()) >= set(t.ctl.state.hands[0])         # your cards land in your hand
    record = len(t.ctl.state.record)
    app.step()
    assert len(t.ctl.state.record) == record                                  # nobody moves during the deal
    app.stack.pop()
    t2 = _table(app, 0.0)
    assert not t2.anim.flights                                            # instant: no deal to watch


def test_a_perfect_gets_its_moment_and_a_click_skips_it(app):
    t = _table(app, 1.0)
    res = Result((0,), "out", points={0: 0, 1: 5, 2: 5, 3: 5}, payments={0: Fraction(6), 1: Fraction(-2),
                                                                         2: Fraction(-2), 3: Fraction(-2)},
                 details={"perfect": True})
    played = []
    app.sounds.play = played.append
    t.on_events([Event("hand_end", None, data={"result": res})], app.now())
    assert t.banner is not None and t.banner[0] == "Perfect!"
    assert played == ["fanfare"]                                          # a big win sounds bigger
    surf = pygame.Surface(app.size)
    app.stack.draw(surf)
    click(app, (10, 10))
    assert t.banner is None


def test_a_slap_lands_on_the_pile(app):
    """Issue 14: a claim out of turn shows as a burst on the discard pile."""
    from bots_for_tests import ScriptBot
    from uihelpers import table_with
    app.settings = app.settings.replace(animation_speed=1.0)
    hands = ["3D 4C 2D 8S JD QS 9D", "6H 7H 2C 8C JH 4S TD", "KS QD 9C 2S 8D JC AH", "5H AS 3C 6D 9S TC QH"]
    t = table_with(app, hands, "TS AD 2H 3H 4H 5D", "KC", dealer=3,
                   bots={1: ScriptBot(reaction=0.1), 2: ScriptBot(), 3: ScriptBot(discard="5H")})
    for _ in range(40):
        app.clock.advance(0.1)
        app.step()
        if t.slap_at is not None:
            break
    assert t.slap_at is not None and t.slap_at[0] == 1
    surf = pygame.Surface(app.size)
    surf.fill((0, 0, 0))
    when = t.slap_at[1] + 0.1
    t.drawer.slap(surf, when)
    L = t.layout
    r = int(max(L.discard.width, L.discard.height) * (0.35 + 0.45 * (0.1 / 0.45)))
    assert surf.get_at((L.discard.centerx + r - 1, L.discard.centery))[:3] != (0, 0, 0)   # the ring is there
    surf.fill((0, 0, 0))
    t.drawer.slap(surf, t.slap_at[1] + 1.0)                                             # and gone after
    assert surf.get_at((L.discard.centerx + r - 1, L.discard.centery))[:3] == (0, 0, 0)


def test_a_blast_is_celebrated_by_its_name():
    """Sopang or Daepang by the winner's hand total against the table's limits, big luck by its words."""
    from game.engine import new_hand
    low = new_hand("hoola", players=2, dealer=0, hands=["AS AH AD 2C 2S 3D 2H", "2D 3S 4D 5D 9C TC JC"],
                   stock="QH 3C 4C", discard="6D")
    high = new_hand("hoola", players=2, dealer=0, hands=["KS KH KD QC QS QD JH", "2D 3S 4D 5D 9C TC JC"],
                    stock="QH 3C 4C", discard="6D")
    from game.controller.seat import SeatTable
    from game.ui.game_table import table_for
    table = table_for("hoola")
    blast = Result((0,), "blast", points={}, payments={})
    low_seat, high_seat = SeatTable(lambda: low, 0), SeatTable(lambda: high, 0)     # the hooks see one seat
    assert table.celebration(low_seat, blast) == "Sopang!"
    assert table.celebration(high_seat, blast) == "Daepang!"
    assert table.celebration(low_seat, Result((0,), "big_luck", points={}, payments={})) == "Big luck: four sevens!"


def test_every_sound_the_table_plays_has_a_recipe():
    """The celebration's fanfare and the rest are made at start-up (a missing recipe would be silence)."""
    import ast
    from pathlib import Path

    from game.ui.sound import RECIPES
    root = Path(__file__).resolve().parents[2] / "game"
    named = set()
    for path in [*(root / "ui").rglob("*.py"), *(root / "games").glob("*/table.py")]:     # the games' own too
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "play":
                for arg in node.args:
                    for sub in ast.walk(arg):
                        if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
                            named.add(sub.value)
    assert "fanfare" in named and named <= set(RECIPES), named - set(RECIPES)
