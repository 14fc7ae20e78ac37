"""Sentences about seats, said to the player: "seat 2 pays for all" becomes "you pay for all" for
the player and "Minji pays for all" for the others ("your discard", not "you's discard")."""
from __future__ import annotations

import re
from typing import Sequence

#: Third-person verbs the engine's notes use after a seat, and their second-person forms.
SECOND_PERSON = {"pays": "pay", "ranks": "rank", "has": "have", "is": "are", "was": "were", "wins": "win",
                 "scores": "score", "goes": "go", "deals": "deal", "holds": "hold", "knocks": "knock",
                 "takes": "take", "draws": "draw", "melds": "meld", "discards": "discard", "calls": "call",
                 "slaps": "slap", "passes": "pass", "lays": "lay", "opens": "open", "builds": "build",
                 "announces": "announce", "wins,": "win,"}

_SEAT = re.compile(r"\b[Ss]eat (\d+)('s)?( (\S+))?")


def personal(text: str, human: int | None, names: Sequence[str]) -> str:
    """``text`` with every "seat N" named: the player as "you"/"your" with the verb agreeing."""
    def repl(m: re.Match) -> str:
        seat = int(m.group(1))
        start = m.start() == 0 or text[:m.start()].rstrip().endswith((".", "!", "?"))
        word = m.group(4)
        tail = f" {word}" if word else ""
        if seat == human:
            if m.group(2):
                out = "your" + tail
            else:
                out = "you" + (f" {SECOND_PERSON.get(word, word)}" if word else "")
            return out[0].upper() + out[1:] if start else out
        name = names[seat] if 0 <= seat < len(names) else f"seat {seat}"
        return name + (m.group(2) or "") + tail
    return _SEAT.sub(repl, text)


def subject(seat: int, human: int | None, names: Sequence[str], verb: str, *, start: bool = False) -> str:
    """"you deal" / "Minji deals" (``verb`` in the third person)."""
    if seat == human:
        out = f"you {SECOND_PERSON.get(verb, verb)}"
        return out[0].upper() + out[1:] if start else out
    return f"{names[seat]} {verb}"
