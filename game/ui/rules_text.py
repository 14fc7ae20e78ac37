"""The rules screen's text of a game, in the player's language; variants are listed from each game's
options, so the rules screen always matches what the setup screen offers.

Each game's menu (:class:`game.ui.game_menu.GameMenu`, in the game's folder) holds its rules in English
(``rules_text``) and names its translations (``rules_file``): ``assets/locale/rules_<lang>/<name>.txt``
(``generic.txt`` for a game without a text of its own), written as the English is: a heading on a line
of its own, a paragraph a line."""
from __future__ import annotations

from functools import lru_cache

from .game_menu import GENERIC_RULES, menu_for
from .i18n import DEFAULT, language
from .resources import asset

#: the rules of a game without a text of its own (:attr:`GameMenu.rules_text`'s default)
GENERIC = GENERIC_RULES


def rules_text(game: str) -> str:
    """The rules of ``game`` in the current language (English when there is no translation)."""
    menu = menu_for(game)
    english = menu.rules_text
    lang = language()
    if lang == DEFAULT:
        return english
    return translated(lang, menu.rules_file) or english


@lru_cache(maxsize=None)
def translated(lang: str, name: str) -> str | None:
    """The text of ``assets/locale/rules_<lang>/<name>.txt``, or ``None`` when missing or unreadable."""
    path = asset("locale", f"rules_{lang}", f"{name}.txt")
    if path is None:
        return None
    try:
        return path.read_text(encoding="utf-8").strip() or None
    except (OSError, UnicodeDecodeError):
        return None
