"""Posting real mouse and key events (with pos and buttons set) and stepping the app."""
from __future__ import annotations

import pygame

from game.engine import Match, new_hand
from game.controller.session import GameConfig, Session
from game.ui.table.scene import TableScene


def post(ev_type, **kw):
    pygame.event.post(pygame.event.Event(ev_type, **kw))


def step(app, n: int = 1, dt: float = 0.0):
    for _ in range(n):
        if dt:
            app.clock.advance(dt)
        app.step()


def click(app, pos, button: int = 1):
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    app.step()


def drag(app, start, end, steps: int = 6):
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        app.step()
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.step()


def key(app, k, mod: int = 0):
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    app.step()


def table_with(app, hands, stock, discard, *, dealer=0, bots=None, options=None, game="hoola"):
    """A table scene on a stated position (the human is seat 0); ``bots`` replaces the computer players."""
    players = len(hands)
    cfg = GameConfig(game=game, players=players, seed=1, max_hands=1, options=dict(options or {}))
    match = Match(game, players=players, seed=1, options=dict(options or {}), max_hands=1, dealer=dealer)
    match.hand = new_hand(game, players=players, dealer=dealer, hands=hands, stock=stock, discard=discard,
                          options=dict(options or {}))
    session = Session(cfg, app.settings, storage=app.storage, match=match)
    if bots:
        session.bots.update(bots)
        session.controller.bots.update(bots)
    scene = TableScene(app, session)
    app.push(scene)
    app.step()
    return scene


def centre(rect):
    return rect.center


def start_game(app):
    """F5 on the setup screen; the first time a game is started its course is offered: "Play now"."""
    key(app, pygame.K_F5)
    top = app.stack.top
    if top.__class__.__name__ == "ConfirmScene" and getattr(top, "on_no", None) is not None:
        key(app, pygame.K_ESCAPE)


def table_at(app, text: str, *, options: dict | None = None):
    """A table scene pushed on ``app`` for the stated position ``text`` ("hoola 2 dealer=1 ... | hands
    ..."): its game, players and dealer read from the text's head."""
    from game.engine import from_position
    hand = from_position(text)
    game, players, dealer = hand.game, hand.players, hand.dealer
    cfg = GameConfig(game=game, players=players, seed=1, max_hands=1, options=options or {})
    match = Match(game, players=players, seed=1, options=options or {}, max_hands=1, dealer=dealer)
    match.hand = hand
    scene = TableScene(app, Session(cfg, app.settings, storage=app.storage, match=match))
    app.push(scene)
    app.step()
    return scene


def spy_blit(monkeypatch, module, at: bool = False) -> list:
    """Every text ``module`` draws from now on (its ``blit`` watched), in drawing order; with ``at``, each with
    the point it is drawn at: ``(text, (x, y))``."""
    shown: list = []
    real = module.blit

    def spy(surface, text, size, colour, pos, *a, **k):
        shown.append((str(text), tuple(pos)) if at else str(text))
        return real(surface, text, size, colour, pos, *a, **k)
    monkeypatch.setattr(module, "blit", spy)
    return shown


def kalookie_buy_in(app, *, limit: int = 100, levels=None, storage=None) -> Session:
    """A three-seat Kalookie match whose player is asked to buy back in (the limit passed): the hands before
    it played by the demo's bots-like play for every seat, so the bots' generators are untouched."""
    from game.ui.demo import play_out
    for seed in range(1, 60):
        cfg = GameConfig(game="kalookie", players=3, seed=seed, max_hands=None, options={"limit": limit},
                         levels=list(levels or ["medium", "medium"]))
        s = Session(cfg, app.settings, storage=storage)
        for _hand in range(30):
            play_out(s)
            s.match.record_result()
            if s.match.over:
                break
            while (d := s.match.pending()) is not None and d.seat != s.human:
                s.match.decide(d.seat, d.choices[0])
            d = s.match.pending()
            if d is not None and d.seat == s.human:
                return s
            s.match.next_hand()
    raise AssertionError("no seed put the buy-in question to the player")
