"""Kalookie at the table: the dealer's exchange for the up-card (Scarne's game), the announcement said
with a discard, jokers offered by what they stand for, its events in the log, and a kalookie celebrated."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from game.engine import Action, Card
from game.engine.actions import Event
from game.engine.result import Result
from game.engine.ruleset import Ruleset
from game.ui.game_table import DiscardWord, GameTable, register_table
from game.ui.i18n import _


class KalookieTable(GameTable):
    meld_words = ("a set is three or four of one rank in different suits, a run three or more in a row of one "
                  "suit, aces high")
    kind_buttons = (("stand", "Keep your hand", "N", False), ("exchange", "Swap for the up-card", "E", False))
    #: K-9: a discard that leaves one, two or three cards says so (``announce=2``)
    discard_word = DiscardWord("announce", "Announce", "Announcing with the discard ✓", "Y")
    help_keys = (
        ("Discard pile", "click it to take the top discard (select your cards first when it goes into a meld)"),
        ("N E", "keep your hand / swap a card for the up-card (the dealer in Scarne's game)"),
        ("Y", "announce with your discard (when Announce automatically is off in Settings)"),
    )
    hint_lights = {"open": "hand", "swap": "hand"}
    #: K-6: a joker won back goes straight into a meld this turn ("hot" is House Rummy's word, no
    #: Kalookie lesson or rule says it: the re-check of 27 Nov)
    mark_words = {"hot": "lay it now"}
    out_words = "out of the game"             # a seat inactive here has left the pool (K-11), not the hand

    def takes_into_meld(self, view: Any) -> bool:
        """K-7: the first play takes the up-card freely and an opened player may keep the discard; only a
        player yet to open takes it into the opening (the panel said "into a meld" after the opening)."""
        first_play = not view.fact("played", True) and view.turns <= 1
        return not (first_play or view.seat in view.fact("opened", ()))

    #: cards dropped on a play holding a joker win it back (K-6) when that is listed: the card a run's
    #: joker stands for, a set's missing suits (listed only where the joker then has a home)
    onto_meld_kinds = ("swap",)

    #: the panel's header says which version is played (the issue-25 play-through: it never did)
    VERSIONS = {"british": "British", "swedish": "Swedish", "north_american": "North American", "scarne": "Scarne"}

    def may_phrases(self, kinds: set[str], phase: str, points: Mapping[str, int] | None) -> tuple[list[str], list[str]]:
        """K-4: the opening named where the hand can make it ("You may discard" alone stood beside a lit
        Meld button, and "make every play whole" after taking the discard: the re-check of 27 Nov)."""
        if phase == "play" and "open" in kinds:
            return [_("open: select your melds and drag them to the table together (M)")], []
        return [], []

    def points_label(self, seat: Any) -> str:
        """K-15: Scarne's game pays by the card, a joker two; the panel said "Points in hand: 16" for
        fifteen cards beside an initial meld counted in points ("58 of 51"), and the end screen's column
        is "Cards to pay" (the re-check of 27 Nov)."""
        if getattr(seat.options.effective(), "scarne", False):
            return "Cards to pay: {points} (a joker counts two)"
        return super().points_label(seat)

    def version_words(self, seat: Any) -> str:
        return self.VERSIONS.get(str(getattr(seat.options, "version", "")), "")

    def selection_note(self, table: Any, seat: int, selected: Sequence[Card]) -> str:
        """K-4: while the player has not opened, how far the melds in hand and the selected cards go
        toward the initial meld ("31 of 40"), as the rules count them."""
        rules = table.ruleset
        hand = table.held(seat)
        if table.over or not hand or seat in table.fact("opened", ()):
            return ""
        # the count reads only the meld rules and the options: the seat's table answers for the hand
        need, best = rules.need(table), rules.toward_opening(table, hand)
        if len(selected) >= 3:                         # one or two cards are no meld: the hint's discard
            ways = table.compose_plays(selected)      # with builds on the table, where they count (K-14)
            counted = table.play_value(ways[0]) if ways else None
            if counted is None:
                counted = rules.toward_opening(table, selected)
            return (f"Initial meld: the selected cards count {counted} of {need} "
                    f"(the melds in your hand: {best})")
        return f"Initial meld: the melds in your hand count {best} of {need}"

    def choice_cards(self, rules: Ruleset, a: Action) -> tuple[Sequence[Card], Mapping[Card, str]]:
        """A meld's jokers drawn with what each stands for, in the place it takes (K-3)."""
        faces = [f for f in (a.get("joker") or "").split(",")] if a.kind in ("meld", "open", "add") else []
        if not any(faces):
            return a.cards, {}
        stands = {j: f for j, f in zip(sorted(c for c in a.cards if c.is_joker), faces) if f}

        def place(c: Card) -> int:
            return Card.parse(stands[c]).rank if c in stands and len(stands[c]) >= 2 else c.rank
        sizes = [int(n) for n in (a.get("groups") or str(len(a.cards))).split(",")] if a.kind == "open" \
            else [len(a.cards)]
        out: list[Card] = []
        for n in sizes:                        # each meld of an opening in its own order
            out += sorted(a.cards[len(out):len(out) + n], key=place)
        return tuple(out), stands

    def choice_words(self, rules: Ruleset, a: Action) -> str:
        """A meld whose jokers may stand for more than one card is offered by what they stand for."""
        if a.kind in ("meld", "open", "add") and a.get("joker"):
            faces = [Card.parse(f).pretty if len(f) >= 2 else f for f in (a.get("joker") or "").split(",") if f]
            text = f"The joker{'s' if len(faces) > 1 else ''} as {' and '.join(faces)}"
            if a.kind == "open":      # an opening may group the cards otherwise too: name each joker's meld
                stands = dict(zip(sorted(c for c in a.cards if c.is_joker), faces))
                sizes = [int(n) for n in (a.get("groups") or str(len(a.cards))).split(",")]
                pieces, i = [], 0
                for n in sizes:
                    group = a.cards[i:i + n]
                    i += n
                    mine = [stands[c] for c in group if c in stands]
                    if mine:
                        pieces.append((mine, " ".join(c.pretty for c in group if not c.is_joker)))
                if len(pieces) == 1:
                    return text + ", with " + pieces[0][1]
                # jokers in several melds: each meld with what its joker stands for (already in words)
                return "; ".join(_("The joker as {card}, with {cards}").format(card=m[0], cards=cards)
                                 if len(m) == 1 else
                                 _("The jokers as {card} and {other}, with {cards}").format(card=m[0], other=m[1],
                                                                                            cards=cards)
                                 for m, cards in pieces)
            return text
        if a.kind == "exchange":
            return f"Put down the {' '.join(c.pretty for c in a.cards)}"
        return super().choice_words(rules, a)

    def event_words(self, ev: Event) -> str | None:
        cards = " ".join(c.pretty for c in ev.cards)
        if ev.kind == "cut_joker":
            return f"seat {ev.seat} cut the pack and showed a joker: it is theirs, with fourteen more cards"
        if ev.kind == "exchange":
            up = ev.data.get("card")
            return f"seat {ev.seat} takes the up-card {up.pretty if up else ''} and puts down the {cards}"
        if ev.kind == "swap":         # K-6: who won the joker back, and with what
            if len(ev.data.get("jokers") or ()) > 1:
                return f"seat {ev.seat} wins back two jokers with the {cards}"
            return f"seat {ev.seat} wins back a joker with the {cards}"
        if ev.kind == "announce":     # K-9: the cards left, said with the discard (a newcomer never saw it)
            left = int(ev.data.get("left", 0))
            return f"seat {ev.seat} announces {left} card{'s' if left != 1 else ''} left"
        if ev.kind == "unannounced":
            return f"seat {ev.seat} did not announce the cards left: no calling up next turn"
        if ev.kind == "stand":
            return f"seat {ev.seat} keeps the hand and leaves the up-card"
        return None

    def breakdown(self, rules: Ruleset, result: Result, who: Any, options: Any) -> list[str]:
        """K-11: who pays the one who called up, and the sum they take, beside the Stakes column ("You score
        -1" read as penalty points, which the panel calls "Your score": the evening player's match)."""
        o = options.effective() if options is not None else None
        if o is None or not o.pool:
            return rules.breakdown(result, who)
        paid = sorted((s, -p) for s, p in result.payments.items() if p < 0)
        lines = [f"{who(s).does('pays', start=True)} {p}" for s, p in paid]
        for s, p in sorted(result.payments.items()):
            if p > 0:
                sums = " + ".join(str(q) for _s, q in paid)
                lines.append(f"{who(s).does('wins', start=True)} {sums + ' = ' if len(paid) > 1 else ''}{p}")
        return lines

    def end_notes(self, options: Any) -> list[str]:
        """The "Stakes" column and the pool said plainly where a newcomer meets them (play-test, s12)."""
        o = options.effective()
        if o.american:                      # paid by points and deals, no pool
            return []
        notes = [_("Stakes: everyone still in pays the one who calls up {call} ({kalookie} for a kalookie); "
                   "the pool, {pool} from each player at the start, goes to the last player still in.").format(
                     call=o.call_up_stake, kalookie=o.kalookie_stake, pool=o.initial_stake)]
        if o.pool:        # K-11: the limit was said nowhere at the end of a hand, nor what "(81)" on the sheet is
            notes.append(_("Over {limit} penalty points a player is out, unless they buy back in for {cost} "
                           "into the pool (twice at most): their points go down to the highest score still in, "
                           "in brackets on the sheet.").format(limit=o.limit, cost=o.buy_in_stake))
        return notes

    def celebration(self, seat: Any, result: Result) -> str | None:
        return "Kalookie!" if result.reason == "kalookie" else None


register_table("kalookie", KalookieTable())
