"""House Rummy at the table: its own buttons (the turned-up card left, coming back in, deeper discards,
a demand, a turn ended without a discard), restoring the table, the fanned discard pile, cards moved
between plays, its choices and events in words, and the melding cost beside the status."""
from __future__ import annotations

from typing import Any, Sequence

from game.engine import Action, Card
from game.engine.actions import Event
from game.engine.ruleset import Ruleset
from game.ui.game_table import GameTable, register_table

from .rules.judge import COSTS, play_score, pretty


class HouseRummyTable(GameTable):
    meld_words = "a book is three or four of one value in different suits, a run three or more in a row of one suit"
    kind_buttons = (("decline", "Leave the turned-up card", "N", False), ("reenter", "Draw three to come back",
                                                                         "3", False),
                    ("take_pile", "Take deeper discards…", "F", False), ("demand", "Demand a card…", "Q", False),
                    ("end_turn", "End turn without discarding", "E", True))
    offers_restore = True
    fan_discards = True
    moves_played = True
    ends_turn = frozenset({"end_turn"})
    hint_lights = {"reenter": "stock", "take_pile": "pile", "swap": "hand"}

    def pile_take(self, seat: int, card: Card) -> Action | None:
        return Action("take_pile", seat, (card,))

    def played_move(self, seat: int, cards: Sequence[Card], onto: int | None) -> Action | None:
        if onto is None:                  # onto the open table: a new play of one's own
            return Action("move", seat, tuple(cards), data=(("space", str(seat)),))
        return Action("move", seat, tuple(cards), onto)

    def status_note(self, state: Any, seat: int) -> str:
        hand = max(1, min(len(COSTS), state.context.hand_number))
        rules = state.ruleset
        if rules._melded(state, seat):
            note = f"Hand {hand} of 6 · you have melded"
        else:
            note = f"Hand {hand} of 6 · {rules.cost(state)} points to meld"
        hot = [c for c, r in state.turn.taken.items() if r in ("hot", "warm") and seat == state.current]
        if hot:
            note += " · hot: play it this turn; warm: keep it this turn"
        return note

    def choice_words(self, rules: Ruleset, a: Action) -> str:
        if a.kind == "take_pile":
            return f"From the {a.cards[0].pretty} up (it must be played this turn)"
        if a.kind == "demand":
            return f"The {a.cards[0].pretty} from seat {a.get('from')}"
        if a.kind == "meld" and a.get("as"):
            return f"As a {a.get('as')} ({play_score(a.cards, a.get('as'))} points)"
        return super().choice_words(rules, a)

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


register_table("house-rummy", HouseRummyTable())
