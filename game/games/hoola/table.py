"""Battle Hoola at the table: knock, blast and big luck, grouping sevens, the drop-out of six or seven
players, Glenn's killed melds, the slap's "Thank you!", and Sopang, Daepang and big luck celebrated."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from game.engine import Action, Card
from game.engine.actions import Event
from game.engine.result import Result
from game.ui import theme
from game.ui.game_table import ButtonSpec, GameTable, TableActions, register_table
from game.ui.i18n import _, n_
from game.ui.table.affordances import pretty

from .rules import CLAIM_CALL

#: the kinds a button or key proposes as they are listed without cards (or bare, for the engine's reason)
_PLAIN = ("knock", "blast", "big_luck", "drop_out", "stay_in")


class HoolaTable(GameTable):
    claim_call = CLAIM_CALL
    claim_verb = "slap"
    meld_words = ("a set is three or four cards of one rank, a run three or more in a row of one suit; a meld "
                  "with a seven may be shorter (a seven alone, 7-7, 6-7)")
    keys = {"K": "knock", "B": "blast", "L": "big_luck", "G": "group_sevens", "O": "drop_out", "I": "stay_in"}
    claims_with_discard = frozenset({"blast", "big_luck"})
    help_keys = (
        ("Discard pile", "click it to take it into a meld (select your cards first to say which), "
                         "or slap it during a claim window"),
        ("Space or C, P", "slap or claim the discard, pass"),
        ("K B L G", "knock, blast, big luck, group sevens"),
        ("O I", "drop out / play (six or seven players)"),
    )

    # --- buttons, keys and what they do
    def turn_buttons(self, view: Any, human: int, points: Mapping[str, int]) -> list[ButtonSpec]:
        legal = view.legal
        k = {a.kind for a in legal}
        out = []
        if "drop_out" in k:
            out.append(ButtonSpec("drop_out", _("Drop out"), "O"))
        if "stay_in" in k:
            out.append(ButtonSpec("stay_in", _("Play this hand"), "I"))
        if "big_luck" in k and any(not a.cards for a in legal if a.kind == "big_luck"):
            out.append(ButtonSpec("big_luck", _("Big luck! (four sevens)"), "L", accent=True))
        if "blast" in k and any(not a.cards for a in legal if a.kind == "blast"):
            out.append(ButtonSpec("blast", n_("Blast ({points} point)", "Blast ({points} points)", points.get("blast")).format(points=points.get("blast", "?")), "B",
                                  accent=True))
        if "knock" in k:
            out.append(ButtonSpec("knock", n_("Knock ({points} point)", "Knock ({points} points)", points.get("hand")).format(points=points.get("hand", "?")), "K",
                                  accent=True))
        return out

    def play_buttons(self, view: Any, human: int) -> list[ButtonSpec]:
        if any(a.kind == "group_sevens" for a in view.legal):
            return [ButtonSpec("group_sevens", _("Group sevens"), "G")]
        return []

    def press(self, tag: str, table: TableActions) -> bool:
        if tag in _PLAIN:
            table.propose_plain(tag)
        elif tag == "group_sevens":
            opts = [a for a in table.legal if a.kind == "group_sevens"]
            if len(opts) == 1:
                table.propose(opts[0])
            elif opts:
                table.choose(_("Group which sevens?"), opts,
                             lambda a: _("{cards} on the lone seven").format(cards=pretty(a.cards)))
        else:
            return False
        return True

    def key_applies(self, tag: str, seat: Any) -> bool:
        """O and I belong to the drop-out of six or seven players: at any other moment they do nothing."""
        if tag in ("drop_out", "stay_in"):
            return seat.phase == "dropout"
        return True

    def onto_meld(self, legal: Sequence[Action], seat: int, cards: Sequence[Card], meld: int) -> Action | None:
        """Two sevens onto a lone seven on the table."""
        if len(cards) != 2:
            return None
        a = Action("group_sevens", seat, tuple(cards), meld)
        return a if a in legal else None

    # --- the side panel
    def phase_status(self, view: Any, human: int, names: Sequence[str]) -> tuple[str, str, str] | None:
        if view.phase != "dropout":
            return None
        legal = view.legal
        turn = _("Six or seven players: choosing who sits out")
        if any(a.kind == "drop_out" for a in legal):
            return turn, _("Your choice"), _("Drop out (O) or play this hand (I).")
        asking = {a.seat for a in legal if a.kind in ("drop_out", "stay_in")}
        return turn, "", _("You decide in turn.") if human in asking else _("Players decide in turn.")

    def may_phrases(self, kinds: set[str], phase: str, points: Mapping[str, int] | None) -> tuple[list[str], list[str]]:
        if phase == "start":
            may = []
            if "knock" in kinds and points:
                may.append(n_("knock with {points} point (K)", "knock with {points} points (K)", points.get("hand", 0)).format(
                    points=points.get("hand", 0)))
            if "blast" in kinds:
                may.append(_("blast (B)"))
            if "big_luck" in kinds:
                may.append(_("call big luck (L)"))
            return may, []
        return ([_("group sevens (G)")] if "group_sevens" in kinds else [],
                [_("call big luck (L)")] if "big_luck" in kinds else [])

    def waiting_prompt(self, kinds: set[str]) -> str | None:
        return _("You hold four sevens: call big luck (L)!") if "big_luck" in kinds else None

    def status_note(self, table: Any, seat: int) -> str:
        """While a blast is still open to the player, what it needs and what the hand counts toward one
        (a newcomer met "blast count" in the panel with nothing to say what it was)."""
        points = table.points()
        if "blast" not in points:
            return ""
        view = table.view()
        if not view.active[seat]:
            return ""           # sitting this hand out (H-VAR-1): no turn, so no blast (it read "손패 합계 0")
        if view.phase == "ended" or getattr(table, "over", False):
            return ""           # the hand is over: "…wins at the start of your turn" stood under "The hand is over"
        if view.current == seat and view.phase == "play":
            return ""           # drawn: a blast is called at a turn's start (H-END-1), the count was of 8 cards
        if "blast_high" in points:
            return _("Blast: your hand counts {count}; {low} or less, or {high} or more, wins at the start "
                     "of your turn").format(count=points["blast"], low=points["blast_low"], high=points["blast_high"])
        return _("Blast: your hand counts {count}; {low} or less wins at the start of your turn").format(
            count=points["blast"], low=points["blast_low"])

    # --- words, events and moments
    def take_words(self, action: Action) -> str | None:
        if action.kind == "blast":
            return _("Blast with the discard")
        if action.kind == "big_luck":
            return _("Big luck with the discard")
        return None

    def show_event(self, event: Event, table: TableActions, now: float) -> bool:
        k, seat = event.kind, event.seat
        if k == "group_sevens":
            table.fly_to_melds(event.cards, seat, now, from_pile=True)
            cards = event.cards
            table.tell(lambda: table.said(seat, _("You group sevens {cards}"), _("{who} groups sevens {cards}"),
                                          cards=pretty(cards)))
            table.sound("card")
        elif k == "meld_killed":
            table.fly_to_stock(event.cards, now)
            cards = event.cards
            table.tell(lambda: _("A four-card meld is killed: {cards} back to the stock").format(cards=pretty(cards)),
                       theme.INK_DIM)
        elif k in ("knock", "blast", "big_luck"):
            def word() -> str:
                return {"knock": _("Knock!"), "blast": _("Blast!"), "big_luck": _("Big luck: four sevens!")}[k]
            table.say(seat, word(), now, colour=theme.GOLD, dur=2.2)
            table.tell(lambda: f"{table.who(seat)}: {word()}", theme.GOLD)
            table.sound("raps" if k == "knock" else "win")
        elif k in ("drop_out", "stay_in"):
            forced = bool(event.data.get("forced"))
            table.say(seat, _("I'm out") if k == "drop_out" else _("I play"), now)

            def line() -> str:
                lines = (_("You drop out"), _("{who} drops out")) if k == "drop_out" else (_("You play"),
                                                                                         _("{who} plays"))
                return table.said(seat, *lines) + (_(" (five already play)") if forced else "")
            table.tell(line)
        else:
            return False
        return True

    def ended_words(self, result: Result, name: Any) -> str | None:
        """A knock that was undercut says whose knock it was (H-END-2): "Minji wins: knock" read as if
        Minji had knocked when Kenji had, and Minji had as few points (the returning player's evening)."""
        knocker = result.knocker
        if result.reason != "knock" or not isinstance(knocker, int) or knocker in result.winners:
            return None
        who = name(knocker)
        return _("you knocked and were undercut") if who is None else \
            _("{name} knocked and was undercut").format(name=who)

    def celebration(self, seat: Any, result: Result) -> str | None:
        """Perfect, Sopang or Daepang, big luck: the wins worth a moment on the screen."""
        if result.reason == "big_luck":
            return "Big luck: four sevens!"
        if result.reason == "blast" and result.winners:
            hand = list(seat.held(result.winners[0]))          # the hand is over: every hand is shown
            opts = seat.options
            return "Sopang!" if seat.ruleset.blast_total(hand, opts) <= opts.sopang_max else "Daepang!"
        return super().celebration(seat, result)


register_table("hoola", HoolaTable())
