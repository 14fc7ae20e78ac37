"""A knock that was undercut: the end screen said "Minji wins: knock" when Kenji had knocked and Minji had as
few points, so it read as if Minji had knocked. The title, the match summary's line and the table's log
now say whose knock it was."""
from __future__ import annotations

import pygame

from game.ui import end_scene
from game.ui.end_scene import EndScene, how_ended
from uihelpers import spy_blit

POSITION = "hoola 3 dealer=0 current=1 phase=start turns=6 | hands 9H 8H 3D / AS / AC | stock 2C 3C 4C 5C | discard 6H"


def _knocked(app, position=POSITION, knocker=1):
    """The table of a hand that Kenji (seat 1) has just ended with a knock (before the bots could move)."""
    from game.controller.session import GameConfig, Session
    from game.engine import Match, from_position
    from game.ui.table.scene import TableScene
    hand = from_position(position)
    hand.apply(next(a for a in hand.legal_actions(knocker) if a.kind == "knock"))
    match = Match("hoola", players=3, seed=1, max_hands=1, dealer=0)
    match.hand = hand
    session = Session(GameConfig(game="hoola", players=3, seed=1, max_hands=1), app.settings,
                      storage=app.storage, match=match)
    t = TableScene(app, session)
    app.push(t)
    return t, hand.result


def _titles(app, monkeypatch, end):
    shown = spy_blit(monkeypatch, end_scene)
    app.stack.draw(pygame.Surface(app.size))
    return shown


def test_an_undercut_knock_names_the_knocker_on_the_end_screen(app, monkeypatch):
    t, res = _knocked(app)
    assert res.winners == (2,) and res.knocker == 1
    end = EndScene(app, t)
    app.push(end)
    kenji, minji = t.session.names[1], t.session.names[2]
    title = _titles(app, monkeypatch, end)[0]
    assert title == f"{minji} wins: {kenji} knocked and was undercut"


def test_a_knock_that_won_stays_a_knock_and_the_players_own_undercut_knock_says_you():
    class Res:
        reason = "knock"

        def __init__(self, winners, knocker):
            self.winners, self.knocker = winners, knocker

    class M:
        from game.engine import get_ruleset
        game = "hoola"                    # the game's table words the knock (Battle Hoola's own, H-END-2)
        ruleset = get_ruleset("hoola")
    name = {0: None, 1: "Kenji", 2: "Minji"}.get
    assert how_ended(M, "knock", Res((1,), 1), name) == "knock"
    assert how_ended(M, "knock", Res((2,), 0), name) == "you knocked and were undercut"
    assert how_ended(M, "knock", Res((2,), 1), name) == "Kenji knocked and was undercut"
    assert how_ended(M, "knock") == "knock"          # without the result: as before
