"""House Rummy at the table: its own buttons (the turned-up card left, coming back in, deeper discards,
a demand, a turn ended without a discard), restoring the table, the fanned discard pile, cards moved
between plays, its choices and events in words, and the melding cost beside the status."""
from __future__ import annotations

from typing import Any, Sequence

from game.engine import Action, Card
from game.engine.actions import Event
from game.engine.ruleset import Ruleset
from game.ui.game_table import ButtonSpec, GameTable, TableActions, register_table
from game.ui.i18n import _
from game.ui.persons import card_name

from .rules.judge import play_kind, play_score, pretty


class HouseRummyTable(GameTable):
    meld_words = "a book is three or four of one value in different suits, a run three or more in a row of one suit"
    kind_buttons = (("decline", "Leave the turned-up card", "N", False), ("reenter", "Draw three to come back",
                                                                         "3", False),
                    ("take_pile", "Take deeper discards…", "F", False),
                    ("end_turn", "End turn without discarding", "E", True))
    #: R-4 (Epic): a demand asks whom first (an opponent), then for the card (:meth:`press`)
    keys = {"Q": "demand"}
    help_keys = (
        ("Discard pile", "click the top discard to take it; F: take deeper discards"),
        ("N 3", "leave the turned-up card / draw three to come back (when the panel offers it)"),
        ("E U", "end your turn without discarding / restore the table as your turn began"),
        ("Q", "demand a card (Epic)"),
    )
    dialog_kinds = ("demand",)
    offers_restore = True
    fan_discards = True
    moves_played = True
    take_into_meld = False                    # the top discard goes into the hand, hot or warm
    add_to_words = ()                         # a play lies in a space, whoever laid it: the space names it
    own_melds_label = "Your space"            # the lessons' and rules' word for where your plays lie
    own_words = {"add: drag onto a meld (A)": "add: drag onto a play (A)", "Add to a meld": "Add to a play",
                 "Add to which meld?": "Add to which play?"}
    out_words = "gone out"                    # for good, this hand: 났음, not 빠짐 (dropped out)
    ends_turn = frozenset({"end_turn"})
    hint_lights = {"reenter": "stock", "take_pile": "pile", "swap": "hand", "table": "hand"}
    #: R-8: before melding, a card dropped on a play (or added to it with A) replaces its joker when the
    #: rules list that swap (the hint named swaps no gesture could make: the newcomer play-test)
    onto_meld_kinds = ("swap",)

    def may_phrases(self, kinds: set[str], phase: str, points: Any) -> tuple[list[str], list[str]]:
        """Its draws (R-2, R-4, R-10), moves of played cards (R-7) and the turn ended without a discard
        (R-9) in "You may ...", so the line always names what the player can do."""
        before, after = [], []
        if "decline" in kinds:
            before.append(_("leave the turned-up card (N)"))
        if "take_pile" in kinds:
            before.append(_("take deeper discards: click one (F)"))
        if "demand" in kinds:
            before.append(_("demand a card (Q)"))
        if "reenter" in kinds:
            before.append(_("draw three to come back (3)"))
        if "move" in kinds or "table" in kinds:
            before.append(_("move played cards: drag them (U restores)"))
        if "end_turn" in kinds:
            after.append(_("end the turn without discarding (E)"))
        if phase == "play" and not kinds:   # a play left not whole lists nothing: "You may wait a moment."
            before.append(_("make every play whole, or take your moves back"))   # read as nonsense (27 Nov)
        return before, after

    def plan_left(self, view: Any, action: Action) -> bool:
        from .coach import plan_left
        return plan_left(view, action)

    def version_words(self, seat: Any) -> str:
        return "Epic" if seat.options.epic else "Classic"

    def turn_buttons(self, view: Any, human: int, points: Any) -> list[ButtonSpec]:
        if view.current == human and any(a.kind == "demand" for a in view.legal):
            return [ButtonSpec("demand", _("Demand a card…"), "Q")]
        return []

    def press(self, tag: str, table: TableActions) -> bool:
        if tag != "demand":
            return False
        self.ask_whom(table)
        return True

    @staticmethod
    def _opponents(table: TableActions, demands: list[Action]) -> list[int]:
        """The players a demand may name in the dialog: opponents only, in turn order from the player."""
        seat, st = table.human, table.seat_table
        sides = st.sides                                                          # partners at four
        mates = set(next((s for s in sides if seat in s), (seat,)))
        asked = {int(a.get("from")) for a in demands} - mates
        return sorted(asked, key=lambda s: (s - seat) % st.players)

    def ask_whom(self, table: TableActions) -> None:
        """The demand's first question: from whom (skipped when one opponent is left); Esc or Back closes."""
        demands = [a for a in table.legal if a.kind == "demand"]
        whom = self._opponents(table, demands)
        if not whom:
            table.propose(None, why=Action("demand", table.human))
            return
        if len(whom) == 1:
            self.ask_card(table, whom[0], back=False)
            return
        table.ask(_("Demand a card from whom?"), [self._whom(table, s) for s in whom],
                  lambda i: None if i is None else self.ask_card(table, whom[i]))

    @staticmethod
    def _whom(table: TableActions, seat: int) -> str:
        """An opponent as the demand lists them, with their place in the turn: the Epic lesson said "the
        player on your left", and the dialog, drawn over it, listed bare names (27 Nov play-through)."""
        after = (seat - table.human) % table.seat_table.players
        if after == 1:
            return _("{name} (plays after you)").format(name=table.who(seat))
        if after == table.seat_table.players - 1:
            return _("{name} (plays before you)").format(name=table.who(seat))
        return table.who(seat)

    def ask_card(self, table: TableActions, src: int, back: bool = True) -> None:
        """The second question: which card from that player; Esc or Back goes back to whom."""
        faces: dict[str, Action] = {}          # a card by its face: the two jokers are one choice
        for a in table.legal:
            if a.kind == "demand" and a.get("from") == str(src):
                faces.setdefault(a.cards[0].face, a)
        listed = list(faces.values())
        # only cards the player could play at once are listed (a demanded card is hot, R-4): said, since a
        # newcomer looked for a card seen going into that hand and did not find it (27 Nov, F12)
        table.ask(_("Which card do you demand from {name}? The cards you could play this turn:").format(
                      name=table.who(src)),
                  [_("The {card}").format(card=card_name(a.cards[0])) for a in listed],
                  lambda i: (self.ask_whom(table) if back else None) if i is None else table.propose(listed[i]),
                  cards=[a.cards[:1] for a in listed])

    #: R-10 at three, where each player is a side of one: "everyone on one side" read as partners (s17-korean)
    ALONE_ENDS = {"out": "a player went out for good; the most points win",
                  "closed": "a player went out for good and the discard pile was closed; the most points win"}

    def ended_words(self, result: Any, name: Any) -> str | None:
        if len(result.payments) == 3 and result.reason in self.ALONE_ENDS:       # no partners at three
            return _(self.ALONE_ENDS[result.reason])
        return None

    #: the full out's log line at three (the ruleset's event words speak of "a whole side"): s17-recheck
    ALONE_FULL_OUT = ("full out: you end the hand (a player has gone out for good)",
                      "full out: {who} ends the hand (a player has gone out for good)")

    def show_event(self, event: Event, table: TableActions, now: float) -> bool:
        if event.kind == "full_out" and table.seat_table.players == 3:          # no partners at three
            seat = event.seat
            table.tell(lambda: table.said(seat, _(self.ALONE_FULL_OUT[0]), _(self.ALONE_FULL_OUT[1])))
            return True
        return False

    def texts(self) -> set[str]:
        return set(self.ALONE_FULL_OUT) | set(self.ALONE_ENDS.values()) | super().texts() | {"Demand a card…", "Classic", "Epic", "{name} (plays after you)",
                                  "Which card do you demand from {name}? The cards you could play this turn:",
                                  "{name} (plays before you)"}

    def pile_take(self, seat: int, card: Card) -> Action | None:
        return Action("take_pile", seat, (card,))

    def finishing_adds(self, cards: Sequence[Card], plays: Sequence[Any]) -> list[int]:
        """R-7: the plays these cards make whole, such as 7♦ 7♣ onto a 7♠ moved out of a run (lesson 2
        said "add them" and A stayed grey: the list holds only adds to whole plays, 27 Nov, F8)."""
        return [m.id for m in plays if cards and play_kind(list(m.cards) + list(cards)) is not None]

    def click_adds(self, cards: Sequence[Card], play: Sequence[Card]) -> bool:
        """A click adds hand cards to a play only when they make it whole (R-7): a newcomer with 5♣ 6♣
        selected clicked the 7♣ to steal it and saw both cards join the book of sevens (27 Nov, F7)."""
        return play_kind(list(play) + list(cards)) is not None

    def played_move(self, seat: int, cards: Sequence[Card], onto: int | None,
                    space: int | None = None) -> Action | None:
        if onto is None:       # onto the open table: a new play, in the space it was dropped in
            return Action("move", seat, tuple(cards), data=(("space", str(seat if space is None else space)),))
        return Action("move", seat, tuple(cards), onto)

    def status_note(self, table: Any, seat: int) -> str:
        # the hand's number is the header's ("hand 2 of 6"): a lesson's panel said "Hand 1 of 6" under a
        # header of one hand (two play-throughs of 27 Nov)
        laid = table.points().get("laid", 0) if seat == table.current else 0
        if seat in table.fact("melded", ()) or laid >= table.fact("cost"):      # R-5, this turn's plays too
            note = "You have melded"
        elif laid:
            note = f"{laid} of {table.fact('cost')} points laid to meld"
        else:
            note = f"{table.fact('cost')} points to meld"
        # while such a card is still held: the legend stayed after the hot 6♠ was melded (27 Nov re-check)
        held = set(table.held(seat)) if seat == table.current else set()
        hot = [c for c, r in table.taken.items() if r in ("hot", "warm") and c in held]
        if hot:
            note += " · hot: play it this turn; warm: keep it this turn"
        return note + self._last_card_note(table, seat, held)

    @staticmethod
    def _last_card_note(table: Any, seat: int, held: set[Card]) -> str:
        """R-10 said where the choice is made: a last card discarded ends the hand at once, laid it gives
        everyone still in one more turn (a newcomer laid it, pressed E and watched Minji play on)."""
        if seat != table.current or table.phase != "play" or len(held) > 1:
            return ""
        if not table.ruleset.out_ends_hand(table, seat):
            return ""
        if held:
            legal = table.view().legal
            if not any(a.kind == "discard" for a in legal):
                return ""
            if not any(a.kind != "discard" and held & set(a.cards) for a in legal):
                return " · your last card: discard it and the hand ends now"
            return " · your last card: discard it and the hand ends now; lay it and everyone still in plays once more"
        # not "take your moves back with U and discard your last card": U puts back only cards moved on the
        # table, so a last card added to a play or melded stays laid (A♦ added to Alice's run stayed, U gave
        # back two queens, and the player could end nothing: s17-korean); whether U would give it back is
        # the hand's to say, which the seat's table does not tell
        return " · ending the turn lets everyone still in play once more"

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
                "full_out": f"full out: seat {ev.seat} ends the hand (a whole side has gone out for good)",
                "restore": f"seat {ev.seat} restores the table"}.get(ev.kind)


register_table("house-rummy", HouseRummyTable())
