"""The rules engine's words on the screen, in the player's language.

The engine speaks English and never sees the catalogue (the layers forbid it), so its words are
translated where they are shown: a game's title, its presets, option groups, option names, values
and help lines, statistics rows, end-of-hand columns and reasons, its own buttons, what a meld is,
and the levels of the computer players.  Each is looked up in the catalogue as the engine writes it;
:func:`ruleset_words` lists them all, and ``tests/ui/test_ruleset_words.py`` checks that the
Korean catalogue has every one.
"""
from __future__ import annotations

from typing import Any

from game.engine import build_options, describe, get_ruleset

from .game_menu import GameMenu, menu_for
from .game_table import table_for
from .i18n import _


def player_name(settings: Any) -> str:
    """The player's name at the table: the default one ("You") said in the screen's language (the
    Korean play-test met "1. You: 7♣ 8♣"), any name the player chose as written."""
    from game.defaults import DEFAULTS
    name = getattr(settings, "player_name", DEFAULTS.player_name)
    return _("You") if name == DEFAULTS.player_name else name


def level_name(level: str, *, capital: bool = True) -> str:
    """A computer player's level as the player reads it, one form on every screen (issue 26, item 13:
    "medium" on setup but "Medium" in statistics): "Medium", with the help the player had on a second
    clause ("Medium, with hints")."""
    name, note = level_parts(level, capital=capital)
    return name if note is None else _("{level}, {help}").format(level=name, help=note)


def level_parts(level: str, *, capital: bool = True) -> tuple[str, str | None]:
    """A statistics level in the player's words: the opponents' level, and the help the player had in
    those hands ("with hints", "with take-backs", both), or None.  Levels are booked as
    ``"medium with hints and undo"``."""
    base, _sep, helps = level.partition(" with ")
    words = {"random": _("random"), "easy": _("easy"), "medium": _("medium"), "hard": _("hard"),
             "expert": _("expert"), "mixed": _("mixed")}
    text = words.get(base, base)
    text = text[:1].upper() + text[1:] if capital else text
    if not helps:
        return text, None
    used = set(helps.split(" and "))
    note = {frozenset({"hints"}): _("with hints"), frozenset({"undo"}): _("with take-backs"),
            frozenset({"hints", "undo"}): _("with hints and take-backs")}.get(frozenset(used), helps)
    return text, note


def game_title(game: str) -> str:
    """The game's name ("Battle Hoola", "배틀 훌라")."""
    return _(get_ruleset(game).title)


def plain_value(value: Any) -> str:
    """A value no ruleset names, in English: on/off, none, a number, a word."""
    if isinstance(value, bool) or value is None:
        return {True: "on", False: "off", None: "none"}[value]
    return str(value).replace("_", " ")


def label_en(menu: GameMenu, name: str) -> str:
    """An option's name in the game's English words (never its identifier); ``menu``: the game's
    (:func:`game.ui.game_menu.menu_for`)."""
    return menu.option_label_en(name)


def value_en(menu: GameMenu, name: str, value: Any) -> str:
    words = menu.option_value_en(name, value)
    return plain_value(value) if words is None else words


def option_label(menu: GameMenu, name: str) -> str:
    return _(label_en(menu, name))


def option_value(menu: GameMenu, name: str, value: Any) -> str:
    """One value of an option in the game's words, in the player's language."""
    return _(value_en(menu, name, value))


def choices(info: Any) -> tuple:
    """The values an option offers (yes/no for a switch)."""
    if info.choices is not None:
        return tuple(info.choices)
    return (False, True) if info.type is bool else (info.default,)


def ruleset_words(rs: Any) -> set[str]:
    """Every English text of a ruleset the screens show, its table's words with it (its call, what a
    meld is, its own buttons), numbers aside (for the catalogue's test)."""
    from game.engine.counters import book_key, stats_of      # the statistics rows (the game's ``stats`` module)
    menu = menu_for(rs.name)
    out = {rs.title} | table_for(rs.name).texts()
    out.update(heading for heading, __ in menu.option_groups)
    versions = [build_options(rs.Options, opts) for __, __l, opts in menu.presets] or [build_options(rs.Options, {})]
    for key in {rs.name} | {book_key(rs.name, rs.stats_book(opts)) for opts in versions}:   # each version's book
        out.update(stats_of(key).labels())
    out.update(label for opts in versions for __, label in rs.columns(opts))
    out.update(rs.reason_words.values())
    for name, line, __ in menu.presets:
        out.update((name, line))
    for info in describe(rs.Options):
        out.update((label_en(menu, info.name), info.help))
        out.update(value_en(menu, info.name, v) for v in choices(info))
    return {w for w in out if w and not w.replace(" ", "").replace(".", "").isdigit()}
