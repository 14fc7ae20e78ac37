"""What the menus show of a game, asked of the game itself.

The setup screen, the rules screen and the demo scenes are shared; what they show of one game (its
presets, its options grouped and in words, its rules in words, a demo table of its own) is the
game's, declared by its ``menu`` module (``game/games/<game>/menu.py``) as a :class:`GameMenu`
registered with :func:`register_menu`.  The defaults here name no game: a game without a menu of its
own (a test's toy game) lists its options as they are and reads the generic rules text.

>>> from game.engine.registry import scoped
>>> with scoped():
...     _ = register_menu("toy", GameMenu())
...     menu_for("toy").option_label_en("rap_limit")
'Rap limit'
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.engine.registry import Registry

#: The rules text of a game that has none of its own (its variants are listed from its options).
GENERIC_RULES = ("Draw a card, lay down melds (sets of a rank, runs of a suit), add to melds on the table, and "
                 "discard. The first player to get rid of all cards wins the hand. The engine enforces the "
                 "details; the options below are this game's variants.")


@dataclass(frozen=True)
class DemoTable:
    """A table a demo scene opens (``python -m game.ui.app --scene NAME``): the game at ``players``
    seats dealt from the scene's seed; or, with ``hands``, a stated deal (each seat's cards, the stock,
    the first discard) that scripted bots play, to show one moment of the game."""

    players: int = 4
    hands: tuple[str, ...] = ()
    stock: str = ""
    discard: str = ""
    dealer: int = 0
    seed: int = 1
    #: the scripted bots: ``(seat, the card it discards when it can ("": any), its reaction in seconds)``
    bots: tuple[tuple[int, str, float], ...] = ()


class GameMenu:
    """One game's words and texts for the menus.  Subclass it in the game's folder and register it."""

    #: The setup screen's presets: ``(name, one line about it, the options it sets)``; "Custom" is the
    #: screen's own.  None: the options are listed as they are.
    presets: ClassVar[tuple[tuple[str, str, dict], ...]] = ()
    #: The options grouped for the setup screen: ``(heading, option names)``.
    option_groups: ClassVar[tuple[tuple[str, tuple[str, ...]], ...]] = ()
    #: Option names and values in words: ``{option: (label, {value: words})}``.
    option_words: ClassVar[dict[str, tuple[str, dict]]] = {}
    #: The rules in our own words, in English: a heading on a line of its own, a paragraph a line.
    rules_text: ClassVar[str] = GENERIC_RULES
    #: The name of its translations: ``assets/locale/rules_<lang>/<rules_file>.txt``.
    rules_file: ClassVar[str] = "generic"
    #: Demo scenes of its own (``--scene NAME``), by name.
    demo_tables: ClassVar[dict[str, DemoTable]] = {}
    #: Kinds a demo's random play-out mostly passes over (one that ends the hand before it shows much).
    demo_passes_over: ClassVar[frozenset[str]] = frozenset()

    def option_label_en(self, name: str) -> str:
        """An option's name in the game's English words (never its identifier)."""
        return self.option_words.get(name, (name.replace("_", " ").capitalize(), {}))[0]

    def option_value_en(self, name: str, value: Any) -> str | None:
        """One value of an option in the game's English words; ``None``: the game names it not."""
        words = self.option_words.get(name, ("", {}))[1]
        return words[value] if value in words else None

    def version_en(self, version: str) -> str | None:
        """A version's name in English words, from the option that names it (a lesson's ``version`` tag);
        ``None``: no option of the game names it."""
        for __label, words in self.option_words.values():
            if version in words:
                return words[version]
        return None

    def preset_options(self, name: str) -> dict | None:
        """The options the preset ``name`` sets, or ``None`` when it is not one of this game's."""
        return next((dict(opts) for n, __, opts in self.presets if n == name), None)


#: the games' menus by game name (layer ``menu``: ``game/games/<game>/menu.py`` registers itself)
MENUS: Registry[GameMenu] = Registry("menu", "game's menus")


def register_menu(game: str, menu: GameMenu) -> GameMenu:
    """Make ``menu`` what the menus show of ``game`` (its ``menu`` module does this when imported)."""
    return MENUS.add(game, menu)


def menu_for(game: str) -> GameMenu:
    """The menus' words and texts of ``game``; a plain :class:`GameMenu` for a game that registers none."""
    menu = MENUS.get(game)
    return menu if menu is not None else GameMenu()
