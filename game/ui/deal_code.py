"""A hand's deal code on the screen and the clipboard it goes through (issue 16): kept apart from
the scenes so the end of a hand can offer its code without importing the "Play a deal" scene."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.dealcode import code_of

from .i18n import _


#: A bot level's letter in a code, and back.
LETTERS = {"random": "R", "easy": "E", "medium": "M", "hard": "H", "expert": "X"}
LEVELS = {v: k for k, v in LETTERS.items()}


def seats_word(levels: list[str], players: int) -> str:
    """``YMMH``: you, then the opponents' levels."""
    return "Y" + "".join(LETTERS.get(lv, "M") for lv in levels[:players - 1])


def deal_code(session: Any) -> str | None:
    """The code of the hand in play (``None`` when it was not dealt from a number)."""
    try:
        return code_of(session.match.hand, seats_word(list(session.levels[1:]), session.match.players))
    except (ValueError, KeyError):
        return None


def record_code(record: Any, levels: list[str], players: int) -> str:
    """The deal code of a kept hand, from its record and its opponents' levels ("" when it was not dealt
    from a number, or its record does not read): the returning player's code was lost with the window."""
    from game.engine.review import Review
    try:
        return code_of(Review(record).state(0), seats_word(list(levels), players))
    except (ValueError, KeyError, TypeError, AttributeError):
        return ""


def copy_text(text: str) -> str:
    """Put ``text`` on the clipboard; the words to say (copied, or why not)."""
    try:
        pygame.scrap.put_text(text)         # SDL's clipboard (pygame-ce 2.2+: no init)
        return _("Copied: paste it to a friend")
    except (pygame.error, AttributeError, NotImplementedError):
        return _("Copying is not available here: write the code down")


def paste_text() -> str:
    try:
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError, NotImplementedError):
        return ""
