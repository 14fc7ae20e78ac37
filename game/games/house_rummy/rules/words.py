"""House Rummy's words: how a hand's score is reached, the log's lines for its own moves, the choices
offered on the screen and the side panel's note.  A mixin of
:class:`~game.games.house_rummy.rules.HouseRummy`."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.actions import Action, Event
from game.engine.result import Result
from .judge import COSTS, play_score, pretty

if TYPE_CHECKING:
    from game.engine.state import HandState


class HouseRummyWords:
    """Words for players, from the hand's facts."""

    # provided by HouseRummy
    cost: Any
    _melded: Any

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

    def choice_words(self, a: Action) -> str:
        if a.kind == "take_pile":
            return f"From the {a.cards[0].pretty} up (it must be played this turn)"
        if a.kind == "demand":
            return f"The {a.cards[0].pretty} from seat {a.get('from')}"
        if a.kind == "meld" and a.get("as"):
            return f"As a {a.get('as')} ({play_score(a.cards, a.get('as'))} points)"
        return super().choice_words(a)

    def event_words(self, ev: Event) -> str | None:
        cards = pretty(ev.cards)
        if ev.kind == "demand":
            given = "and gets it" if ev.data.get("given") else "but does not get it: the turn is lost"
            return f"seat {ev.seat} demands the {cards} from seat {ev.data.get('from')} {given}"
        return {"open_stock": f"seat {ev.seat} opens the stock with the {cards}",
                "decline": f"seat {ev.seat} leaves the turned-up card",
                "take_pile": f"seat {ev.seat} takes {cards} from the discard pile",
                "swap": f"seat {ev.seat} replaces a joker with the {cards}",
                "move": f"seat {ev.seat} moves {cards}",
                "table": f"seat {ev.seat} rearranges the table",
                "end_turn": f"seat {ev.seat} ends the turn without discarding",
                "first_out": f"seat {ev.seat} goes out first (+{ev.data.get('bonus')})",
                "out_for_good": f"seat {ev.seat} is out for this hand",
                "full_out": f"full out: seat {ev.seat} ends the hand",
                "restore": f"seat {ev.seat} restores the table"}.get(ev.kind)

    def status_note(self, state: "HandState", seat: int) -> str:
        hand = max(1, min(len(COSTS), state.context.hand_number))
        if self._melded(state, seat):
            note = f"Hand {hand} of 6 · you have melded"
        else:
            note = f"Hand {hand} of 6 · {self.cost(state)} points to meld"
        hot = [c for c, r in state.turn.taken.items() if r in ("hot", "warm") and seat == state.current]
        if hot:
            note += " · hot: play it this turn; warm: keep it this turn"
        return note

    def describe_action(self, a: Action) -> str:
        cards = pretty(a.cards)
        return {"decline": "leaves the turned-up card", "take_pile": f"takes the discards from {cards} up",
                "demand": f"demands the {cards} from seat {a.get('from')}", "reenter": "draws three to come back in",
                "swap": f"replaces a joker with {cards}", "move": f"moves {cards}",
                "table": "rearranges the table", "end_turn": "ends the turn",
                "draw_stock": "draws from the stock", "take_discard": f"takes the discard {cards}",
                "meld": f"plays {cards}", "add": f"adds {cards}", "discard": f"discards {cards}"}.get(a.kind, str(a))
