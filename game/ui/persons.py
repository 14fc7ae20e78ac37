"""Sentences about seats, said to the player: "seat 2 pays for all" becomes "you pay for all" for
the player and "Minji pays for all" for the others ("your discard", not "you's discard").
The grammar is :class:`game.engine.wording.Subject`'s; this module only finds the seats in a text."""
from __future__ import annotations

import re
from typing import Any, Sequence

from game.engine.wording import Subject

from .i18n import _

#: Words after "seat N" that are verbs in the third person (only these change for "you").
VERBS = frozenset({"pays", "ranks", "has", "is", "was", "wins", "scores", "goes", "deals", "holds", "knocks",
                   "takes", "draws", "melds", "discards", "calls", "slaps", "passes", "lays", "opens",
                   "builds", "announces",
                   # the verbs of every game's moves (``describe_action``): "You add 6♠", not "You adds"
                   "adds", "blasts", "demands", "drops", "ends", "groups", "keeps", "leaves", "moves", "plays",
                   "rearranges", "replaces", "swaps"})

_SEAT = re.compile(r"\b[Ss]eat (\d+)('s)?( (\S+))?")


_CARD = re.compile(r"\b(?:(?:10|[2-9TJQKA])[SHDC]|JK)(?:\.\d+)?\b")


def card_name(card: Any) -> str:
    """A card as players read it: "7♠", "10♥", a joker in the player's language."""
    return _("Joker") if card.is_joker else card.pretty


def readable(text: str) -> str:
    """Card names in an engine text as players read them ("3S TS" -> "3♠ 10♠", "JK" -> "Joker")."""
    from game.engine import Card

    def repl(m: re.Match) -> str:
        try:
            return card_name(Card.parse(m.group(0)))
        except ValueError:
            return m.group(0)
    return _CARD.sub(repl, text)


def _who(seat: int, human: int | None, names: Sequence[str]) -> Subject:
    if seat == human:
        return Subject.you()
    return Subject(names[seat] if 0 <= seat < len(names) else f"seat {seat}")


def personal(text: str, human: int | None, names: Sequence[str]) -> str:
    """``text`` with every "seat N" named: the player as "you"/"your" with the verb agreeing."""
    def repl(m: re.Match) -> str:
        who = _who(int(m.group(1)), human, names)
        start = m.start() == 0 or text[:m.start()].rstrip().endswith((".", "!", "?"))
        word = m.group(4)
        if m.group(2):
            out = who.possessive + (f" {word}" if word else "")
        elif word in VERBS:
            out = who.does(word)
        else:
            out = who.name + (f" {word}" if word else "")
        return out[:1].upper() + out[1:] if start else out
    return _SEAT.sub(repl, text)


def subject(seat: int, human: int | None, names: Sequence[str], verb: str, *, start: bool = False) -> str:
    """"you deal" / "Minji deals" (``verb`` in the third person)."""
    return _who(seat, human, names).does(verb, start=start)


def move_words(ruleset: Any, action: Any, human: int | None, names: Sequence[str]) -> str:
    """"Minji discards 5♦": a move of the record in the player's language, its seat named (the hand
    review's list, and the table's log rebuilt from the hand's public record on Continue)."""
    from .engine_text import engine_text

    def name(seat: int) -> str:
        return _("You") if seat == human else names[seat] if 0 <= seat < len(names) else str(seat)
    text = readable(f"seat {action.seat} {ruleset.describe_action(action)}")
    return personal(readable(engine_text(text, name)), human, names)
