"""House Rummy's words: how a hand's score is reached and its moves in words.  A mixin of
:class:`~game.games.house_rummy.rules.HouseRummy` (its choices, events and note as the table shows
them are its table's, :mod:`game.games.house_rummy.table`)."""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.result import Result
from .judge import pretty


class HouseRummyWords:
    """Words for players, from the hand's facts."""

    def breakdown(self, result: Result, who: Any) -> list[str]:
        d = result.details
        lines = []
        for s in sorted(result.payments):
            books, n = d["books_of_three"][s], d["played_cards"][s]
            parts = []
            if n:
                singles = n - 3 * books
                bits = ([f"{singles} cards × 5"] if singles else []) + ([f"{books} book{'s' if books > 1 else ''} "
                                                                        f"of three × 10"] if books else [])
                parts.append(f"{' + '.join(bits)} = {result.points[s]}")
            else:
                parts.append("nothing played = 0")
            if d["penalty"][s]:
                parts.append(f"− {d['penalty'][s]} left in hand")
            if d["first_out"] == s:
                parts.append(f"+ {d['bonus']} for going out first")
            total = f" = {result.payments[s]}" if len(parts) > 1 else ""
            lines.append(f"{who(s).does('scores', start=True)} {' '.join(parts)}{total}")
        return lines

    def describe_action(self, a: Action) -> str:
        cards = pretty(a.cards)
        return {"decline": "leaves the turned-up card", "take_pile": f"takes the discards from {cards} up",
                "demand": f"demands the {cards} from seat {a.get('from')}", "reenter": "draws three to come back in",
                "swap": f"replaces a joker with {cards}", "move": f"moves {cards}",
                "table": "rearranges the table", "end_turn": "ends the turn",
                "draw_stock": "draws from the stock", "take_discard": f"takes the discard {cards}",
                # "melds", as the table's log says it live ("plays" read as another move after Continue)
                "meld": f"melds {cards}", "add": f"adds {cards}", "discard": f"discards {cards}"}.get(a.kind, str(a))
