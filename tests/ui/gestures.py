"""What a player's hand does to make a move at the table, as posted events: a click on the stock, cards
selected and dragged to the table, onto a meld or the pile, a key or a button, a choice in a dialog.

:func:`make_move` is how a test plays a stated move through the screen the way a person would. When the
table asks which of several ways was meant, it picks like a newcomer: the first way, and if that turns
out not to be the move (the lesson says so), takes it back and tries the next.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.engine import Action, Card
from uihelpers import click, drag, key, step

#: the keys the table gives the moves that name no card (a game's own buttons show theirs)
PLAIN_KEYS = {"draw_stock": pygame.K_d, "take_discard": pygame.K_t, "pass": pygame.K_p, "claim": pygame.K_SPACE}


def _same(a: Card, b: Card) -> bool:
    return a.rank == b.rank and a.suit == b.suit


def hand_card(t: Any, card: Card) -> Card:
    return next(c for c in t.hand.order if _same(c, card))


def table_card(t: Any, card: Card) -> Card:
    return next(c for m in t.ctl.state.melds for c in m.cards if _same(c, card))


def select(app: Any, t: Any, cards: Any) -> None:
    t.hand.selected.clear()
    for c in cards:
        click(app, t.pos[hand_card(t, c)].center)


def open_table(t: Any) -> tuple[int, int]:
    """Where a person lays a new play: the middle of the melds' zone, or once plays fill it, the first
    spot of open table that is no play (a drop on a play adds to it) and not the coach's card."""
    L = t.layout
    coach = getattr(t, "coach_box", None)
    step_ = max(8, L.pad)
    spots = [L.meld_zone.center] + [(x, y) for y in range(L.meld_zone.bottom - step_, L.meld_zone.top, -step_)
                                    for x in range(L.meld_zone.left + step_, L.meld_zone.right, step_)]
    for spot in spots:
        if t.meld_at(spot) is None and not (coach is not None and coach.collidepoint(spot)):
            return spot
    raise AssertionError("no open table left to lay a new play on")


def button(app: Any, t: Any, tag: str) -> bool:
    """Click the side panel's button for ``tag`` (a game's own kind too); False if there is none."""
    t._refresh()
    app.draw(flip=False)
    for spec, rect in t.drawer.button_rects:
        if spec.tag in (tag, f"kind:{tag}"):
            click(app, rect.center)
            return True
    return False


def gesture(app: Any, t: Any, a: Action) -> None:
    """One try at ``a`` with the mouse and keys (a dialog it opens is left open for the caller)."""
    app.draw(flip=False)                       # where everything is now, as the player sees it
    L = t.layout
    hand = [c for c in a.cards if any(_same(c, h) for h in t.hand.order)]
    if a.kind == "draw_stock":
        click(app, L.stock.center)
    elif a.kind in ("meld", "open"):
        select(app, t, a.cards)
        drag(app, t.pos[hand_card(t, a.cards[0])].center, open_table(t))
    elif a.kind in ("add", "swap"):
        select(app, t, hand)
        target = next(m for m in t.ctl.state.melds if m.id == a.target)
        drag(app, t.pos[hand_card(t, hand[0])].center, t.pos[target.cards[-1]].center)
    elif a.kind == "discard":
        if dict(a.data).get("announce") and not getattr(app.settings, "auto_announce", True):
            button(app, t, "announce")
        drag(app, t.pos[hand_card(t, a.cards[0])].center, L.discard.center)
    elif a.kind == "take_pile":
        app.draw(flip=False)
        fan = t.drawer.fan_rects if hasattr(t.drawer, "fan_rects") else t.fan_rects
        card = next(c for c in fan if _same(c, a.cards[0]))
        click(app, (fan[card].left + 4, fan[card].centery))     # the fanned cards overlap: its visible edge
    elif a.kind == "move":
        card = table_card(t, a.cards[0])
        free = pygame.Rect(L.meld_zone.left, L.meld_zone.bottom - 40, L.meld_zone.width, 40)
        r = t.pos[card]
        drag(app, (r.left + 6, r.centery), free.center)        # a play's cards overlap: grab the visible edge
    elif a.kind in PLAIN_KEYS:
        key(app, PLAIN_KEYS[a.kind])
    elif not button(app, t, a.kind):
        raise AssertionError(f"no way to make {a} at the table")


def make_move(app: Any, t: Any, a: Action, done: Callable[[], bool], labels_for: Callable[[str], str] | None = None,
              tries: int = 8) -> None:
    """Make ``a`` at the table until ``done()`` says it was made (dialogs answered like a newcomer:
    a label naming the move's words if there is one, else each choice in turn, taking back a wrong one)."""
    for attempt in range(tries):
        gesture(app, t, a)
        pick = 0
        while t.popup is not None and pick < 12:
            labels = t.popup.labels
            wanted = _wanted(t, a, labels)
            choice = wanted if wanted is not None else min(attempt, len(labels) - 1)
            key(app, pygame.K_1 + choice) if choice < 9 else None
            pick += 1
        step(app, 2, dt=0.2)
        if done():
            return
        if t.run.back_to() is not None and t.run.waiting_take_back:
            key(app, pygame.K_u)
    raise AssertionError(f"{a} could not be made at the table")


def _wanted(t: Any, a: Action, labels: list[str]) -> int | None:
    """The choice whose label names what the move names: the player it is aimed at, or its card."""
    words = []
    frm = dict(a.data).get("from")
    if frm is not None:
        words.append(t.names[int(frm)])
    words += [c.pretty for c in a.cards]
    for i, label in enumerate(labels):
        if any(w and w in label for w in words):
            return i
    return None
