"""The ruleset interface and the registry of games.

The shared turn flow in :mod:`game.engine.state` asks its ruleset every
question where games differ: the deal, what a meld is, who may take a
discard and where it goes, what a seat may do at the start of its turn,
whether a turn may end, what happens when the stock runs out, and how the
hand is settled.  A ruleset is an options dataclass (data) plus these hooks
(code); a game never appears as an ``if game == ...`` in the shared code.

Hooks that can refuse return ``None`` (allowed) or the reason a player
reads (``refuse_*``); the older yes/no hook ``may_add`` is kept as a thin wrapper for the
play-outs.

A ruleset declares the action kinds of its own in ``kinds`` (they are added
to the shared vocabulary of :mod:`game.engine.actions`), answers them in
:meth:`Ruleset.check_action` and applies them in :meth:`Ruleset.apply_special`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Sequence

from .actions import Action, Event, declare_kind
from .cards import Card, cards_text
from .game_data import GameData
from .meld_notes import MeldNotes
from .melds import MeldRules, arrange, can_add, classify
from .result import Result
from .registry import RULESETS
from .wording import Namer

if TYPE_CHECKING:
    from .context import Decision
    from .match import Match
    from .state import HandState, TableMeld

#: How long a joker's stated card holds: ``implied`` (worked out anew whenever the play changes),
#: ``fixed`` (stated when laid and kept) or ``turn`` (free to change within the turn that moves it).
JOKER_LIVES = ("implied", "fixed", "turn")


@dataclass(frozen=True)
class SheetTable:
    """One table of a match's score sheet as a game keeps it on paper: a title and rows, each a
    label (the hand's number, "Total") and a cell per seat, already written ("*", "(127)", "+3")."""

    title: str
    rows: tuple[tuple[str, tuple[str, ...]], ...]
    #: each hand's row is the running total after it, so the latest says all (a screen short of room
    #: shows that one alone, and the others' earlier hands instead)
    running: bool = False


class Ruleset:
    """Base ruleset: plain draw-meld-discard rummy.  Games override the hooks."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    Options: ClassVar[type]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    #: The columns of the end-of-hand table beyond the player and the cards left: ``points``,
    #: ``rank``, ``multipliers`` and ``payment``, with the heading each has in this game.
    end_columns: ClassVar[tuple[tuple[str, str], ...]] = (("points", "Points"), ("payment", "Score"))
    #: How each way a hand ends reads on the end-of-hand screen.
    reason_words: ClassVar[dict[str, str]] = {"out": "went out", "stock": "the stock ran out"}
    #: A match may end at a target score (games of stakes end only by the number of hands).
    uses_target: ClassVar[bool] = True
    #: A match may be set to a number of hands (Kalookie's ends when one player is left).
    uses_hand_count: ClassVar[bool] = True
    #: Payments are stakes between the players (they sum to zero), not points scored.
    zero_sum: ClassVar[bool] = False
    #: What the ledger counts, for people: "stakes" or "points".
    unit: ClassVar[str] = "points"
    #: Action kinds of this game's own (declared on registration).
    kinds: ClassVar[frozenset[str]] = frozenset()
    #: Kinds of its own that aim at a table meld (``@id``), like ``add``; others may not name one.
    targeted_kinds: ClassVar[frozenset[str]] = frozenset()
    #: Kinds whose cards keep the order given (a run stated card by card).
    ordered_kinds: ClassVar[frozenset[str]] = frozenset()
    #: Kinds ``legal_actions`` lists only in part, their space being too large to list (``check``
    #: still judges any of them): Kalookie's ``open``, House Rummy's ``table`` and ``move``.
    partly_listed: ClassVar[frozenset[str]] = frozenset()
    #: Kinds of its own that claim the top discard out of turn when they name it in their cards, as
    #: a ``claim`` does (Hoola's blast and big luck by the online rule): the table races them.
    claiming_kinds: ClassVar[frozenset[str]] = frozenset()
    #: Kinds of its own a seat may play at any moment: the table never holds them back while others
    #: may still claim the discard (Hoola's big luck, called the moment the fourth seven arrives).
    instant_kinds: ClassVar[frozenset[str]] = frozenset()
    #: Kinds of its own a seat is given when its bot fails, as a pass or a draw is (staying in, in
    #: Hoola's drop-out round).
    fallback_kinds: ClassVar[frozenset[str]] = frozenset()
    #: The seats a phase of its own asks (:meth:`phase_seats`) answer as in a turn of their own: the
    #: table gives a bot its think time there, not a reaction's (Hoola's drop-out round).
    phase_turns: ClassVar[bool] = False
    #: The public fact (a name :meth:`observe` gives) that a seat's view also carries in its
    #: ``dropout`` field: a round of its own before play (Hoola's drop-out round).  ``None``: none.
    round_fact: ClassVar[str | None] = None
    #: A hand lasts at most this many turns (None: no bound): where a game lets a turn end with no card
    #: drawn from the stock (a taken discard kept and thrown back), bots, players or scripts could
    #: otherwise pass a card round for ever.  The turn after the last ends the
    #: hand as :meth:`settle` is asked with the reason ``"turns"`` (each game says how it scores it).
    hand_turns: ClassVar[int | None] = None
    #: A table meld stays a meld after every ``add`` (False where plays may be broken within a turn).
    adds_stay_melds: ClassVar[bool] = True
    #: :meth:`refuse_end_turn` answers by the seat alone, whatever card ends the turn, and accepts every
    #: variant :meth:`play_variants` makes of a discard it accepts (an announcement of the cards left):
    #: the list of moves asks it once, not once a card and variant.
    plain_discards: ClassVar[bool] = False
    #: Most cards one ``add`` may lay on a table meld.
    max_add_cards: ClassVar[int] = 1
    #: See ``JOKER_LIVES``.
    joker_life: ClassVar[str] = "implied"
    #: Kinds that only move cards already on the table (House Rummy's moves, R-7): restoring the table
    #: takes back those alone, keeping the pickup and the cards laid from hand; none: the whole turn.
    rearranging_kinds: ClassVar[frozenset[str]] = frozenset()
    #: Named words a shared kind may carry in this game (``{"meld": ("joker",)}``: a stated joker).
    words: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: Scores count down (penalty points): the lowest total leads, and reaching ``target`` is bad.
    lower_is_better: ClassVar[bool] = False
    #: The hand's number in its game changes its rules (House Rummy's melding cost): deal codes keep it.
    hand_number_matters: ClassVar[bool] = False
    #: The game's own facts of a hand (``state.data``) and of a turn (``state.turn.data``): dataclasses
    #: of :class:`~game.engine.game_data.GameData`, every field with a default; the engine copies,
    #: writes and reads them without knowing the game.  None of their own: empty.
    HandData: ClassVar[type[GameData]] = GameData
    TurnData: ClassVar[type[GameData]] = GameData
    #: The game's own notes on a play on the table (``meld.notes``): a frozen dataclass of
    #: :class:`~game.engine.meld_notes.MeldNotes`, every field with a default; the engine copies,
    #: snapshots, writes, shows and reads them without knowing the game.  None of its own: empty.
    MeldData: ClassVar[type[MeldNotes]] = MeldNotes

    # --- cards and deal -------------------------------------------------
    def meld_rules(self, opts: Any) -> MeldRules:
        raise NotImplementedError

    def deck(self, opts: Any) -> tuple[int, int]:
        """(packs, jokers)."""
        return 1, 0

    def hand_size(self, players: int, opts: Any) -> int:
        return 7

    def deal_sizes(self, players: int, opts: Any, dealer: int, deck: Sequence[Card]) -> list[int]:
        """Cards dealt to each seat, in seat order (``deck`` is the shuffled pack, for a deal
        that depends on a card shown at the cut)."""
        return [self.hand_size(players, opts)] * players

    def up_cards(self, opts: Any) -> int:
        """Cards turned up from the stock to start the discard pile (0: none)."""
        return 1

    def first_player(self, state: "HandState") -> int:
        """The seat after the dealer, passing seats that sit the hand out."""
        return state.next_seat(state.dealer)

    def player_range(self, opts: Any) -> tuple[int, int]:
        """The fewest and most players these options allow (a version may seat more)."""
        return self.min_players, self.max_players

    def check_players(self, players: int, opts: Any) -> None:
        lo, hi = self.player_range(opts)
        if not lo <= players <= hi:
            raise ValueError(f"{self.title} is for {lo} to {hi} players, not {players}")

    # --- how the score reads under these options (a version of a game may count the other way)
    def counts_down(self, opts: Any) -> bool:
        """Do totals count down (penalty points: lowest leads)?  ``lower_is_better`` unless a version differs."""
        return self.lower_is_better

    def stats_book(self, opts: Any) -> str:
        """Where the player's statistics count a hand played with ``opts``: ``""`` for the game's own
        book, or a version's name when its payments do not add up with the others' (Kalookie's North
        American points beside the British stakes); the game's ``stats`` module declares that book."""
        return ""

    def balanced(self, opts: Any) -> bool:
        """Do a hand's payments sum to zero (stakes between the players)?  ``zero_sum`` by default."""
        return self.zero_sum

    def columns(self, opts: Any) -> tuple[tuple[str, str], ...]:
        """The end-of-hand table's columns under these options (``end_columns`` by default)."""
        return self.end_columns

    def setup(self, state: "HandState") -> list[Event]:
        """Called once after the deal (drop-outs, an up-card offered round the table...)."""
        return []

    # --- the stock ------------------------------------------------------
    def stock_reshuffles(self, opts: Any) -> int:
        """How often the discard pile (but its top card) becomes a new stock when the stock runs out;
        after that the hand ends with reason ``stock`` (the ruleset settles what that means)."""
        return 0

    def refuse_draw(self, state: "HandState", seat: int) -> str | None:
        return None

    # --- taking the discard ---------------------------------------------
    def claim_mode(self, opts: Any) -> str:
        """``battle``: first claim wins; ``priority``: seat order decides; ``next_only``: no claims."""
        return "next_only"

    take_min_size: ClassVar[int] = 3

    def take_kinds(self, opts: Any) -> frozenset[str]:
        """Meld kinds the player in turn may make with the top discard."""
        return frozenset({"set", "run"})

    def claim_kinds(self, opts: Any) -> frozenset[str]:
        """Meld kinds another seat may make by claiming the discard out of turn."""
        return frozenset({"set", "run"})

    def refuse_take(self, state: "HandState", seat: int) -> str | None:
        """May this seat take the top discard at all (in turn or by claim)?  ``None``: yes."""
        return None

    def take_to_hand(self, state: "HandState", seat: int) -> bool:
        """May the seat in turn take the top discard into its hand (``take_discard`` of that card
        alone) rather than only into a new meld at once?"""
        return False

    def may_discard_taken_card(self, opts: Any) -> bool:
        return True

    def may_take_joker(self, opts: Any) -> bool:
        """May a discarded joker be taken (in turn or by claim)?  Default no (Hoola's H-VAR-2)."""
        return False

    # --- the turn -------------------------------------------------------
    def on_turn_start(self, state: "HandState", seat: int) -> list[Event]:
        """A turn begins (``state.turn`` is fresh)."""
        return []

    def refuse_end_turn(self, state: "HandState", seat: int, action: Action) -> str | None:
        """May the turn end with ``action`` (a discard)?  Whole-turn rules live here."""
        return None

    def after_draw(self, state: "HandState", seat: int, cards: tuple) -> list[Event]:
        """Cards came into ``seat``'s hand by a draw or a take (restrictions are set here)."""
        return []

    def after_discard(self, state: "HandState", seat: int, card: Card) -> list[Event]:
        """Called after a discard that did not end the hand (announcements and the like)."""
        return []

    # --- actions of the game's own --------------------------------------
    def start_actions(self, state: "HandState", seat: int) -> list[Action]:
        """Extra choices at the start of a turn begun in order (knock, blast...)."""
        return []

    def anytime_actions(self, state: "HandState", seat: int) -> list[Action]:
        """Choices a seat has whenever the hand is live (Hoola's big luck)."""
        return []

    def play_actions(self, state: "HandState", seat: int) -> list[Action]:
        """Extra choices after drawing (Hoola's grouping of sevens)."""
        return []

    def window_actions(self, state: "HandState", seat: int) -> list[Action]:
        """Extra choices of a seat other than the one in turn while a discard may be claimed."""
        return []

    def phase_actions(self, state: "HandState", seat: int) -> list[Action]:
        """Choices in a phase of the game's own (``state.phase`` not ``start``/``play``/``ended``)."""
        return []

    def phase_seats(self, state: "HandState") -> list[int]:
        """Seats a phase of the game's own waits for."""
        return []

    def phase_refusal(self, state: "HandState", action: Action) -> str | None:
        """A shared action during a phase of the game's own: refused, with this reason."""
        return "the hand has not started yet"

    def special_actions(self, state: "HandState", seat: int) -> list[Action]:
        """Every action of the game's own kinds the hooks above list for ``seat`` now."""
        out = list(self.anytime_actions(state, seat))
        if state.phase not in ("start", "play"):
            return out + self.phase_actions(state, seat)
        if seat == state.current:
            if state.phase == "start":
                out += self.start_actions(state, seat)
            else:
                out += self.play_actions(state, seat)
        elif state.window is not None and state.window.waiting(seat):
            out += self.window_actions(state, seat)
        return out

    def check_action(self, state: "HandState", action: Action) -> str | None:
        """Is an action of this game's own kinds legal now?  The default accepts exactly what the
        hooks above list; games give the reason of the rule that refuses (``refuse_<kind>``)."""
        refuse = getattr(self, f"refuse_{action.kind}", None)
        if refuse is not None:
            return refuse(state, action)
        if action in [a for a in self.special_actions(state, action.seat) if a.kind == action.kind]:
            return None
        return f"{action.kind.replace('_', ' ')} is not possible now"

    def apply_special(self, state: "HandState", action: Action) -> list[Event]:
        raise NotImplementedError(f"{self.name} has no action {action.kind}")

    # --- melding --------------------------------------------------------
    def refuse_meld(self, state: "HandState", seat: int, cards: tuple) -> str | None:
        """May ``seat`` lay these cards as a new meld now (the cards are a meld)?"""
        return None

    def may_meld_now(self, state: "HandState", seat: int) -> bool:
        """May ``seat`` lay any new meld now?  False only where :meth:`refuse_meld` refuses every one
        (the legal list then seeks none)."""
        return True

    def refuse_play(self, state: "HandState", action: Action) -> str | None:
        """A new meld, an add, a take or a claim as a whole (its stated jokers and words included),
        after the shared checks passed.  ``None``: allowed."""
        return None

    def play_variants(self, state: "HandState", action: Action) -> list[Action]:
        """The ways to state a listed meld, add, take or claim (a joker's stated card, say).
        ``legal_actions`` lists each variant ``refuse_play`` accepts."""
        return [action]

    def refuse_add(self, state: "HandState", seat: int, meld: "TableMeld", cards: tuple) -> str | None:
        """May ``cards`` go onto ``meld``?  The default: the result must be a meld."""
        if can_add(meld.cards, cards, state.rules):
            return None
        return f"{' '.join(c.pretty for c in cards)} does not fit meld {' '.join(c.pretty for c in meld.cards)}"

    def may_add(self, state: "HandState", seat: int, meld: "TableMeld", cards: tuple) -> bool:
        return self.refuse_add(state, seat, meld, cards) is None

    def may_add_now(self, state: "HandState", seat: int) -> bool:
        """Laying off needs a meld of one's own from hand first (H-MELD-4, S-5)."""
        return state.melded_from_hand[seat]

    def after_lay(self, state: "HandState", seat: int, meld: "TableMeld") -> list[Event]:
        """Called after cards were laid on ``meld`` (Glenn's killed melds)."""
        return []

    def arrange(self, state: "HandState", cards: Sequence[Card],
                jokers: dict[Card, str] | None = None) -> tuple[tuple[Card, ...], dict[Card, str]]:
        """A play's cards in the order players lay them, and what each joker stands for."""
        return arrange(cards, state.rules, jokers)

    def compose_play(self, state: "HandState", seat: int, cards: Sequence[Card]) -> Action | None:
        """The game's own action that lays exactly ``cards`` at once, for a screen where the player
        selects cards and asks to meld them (Kalookie's opening of several melds); ``None``: none."""
        return None

    def compose_plays(self, state: "HandState", seat: int, cards: Sequence[Card]) -> list[Action]:
        """Every way :meth:`compose_play` could lay exactly ``cards`` (a joker standing for this card or
        that, in this meld or that one): the screen asks the player when there is more than one."""
        a = self.compose_play(state, seat, cards)
        return [] if a is None else [a]

    def play_value(self, state: "HandState", action: Action) -> int | None:
        """What a play counts toward a minimum the game sets (Kalookie's initial meld, builds included
        where they count), as the check counts it; None: the game sets none, or the play is refused."""
        return None

    def add_ways(self, state: "HandState", action: Action) -> list[Action]:
        """The ways a listed ``add`` may be meant, each with what its joker stands for where that is the
        player's choice (a joker at either end of a run): the screen asks when there are several."""
        return [action]

    def meld_kind(self, state: "HandState", cards: Sequence[Card], jokers: dict[Card, str] | None) -> str | None:
        return classify(cards, state.rules)

    def refuse_statement(self, state: "HandState", cards: Sequence[Card], declared: dict[Card, str]) -> str | None:
        """A joker statement that cannot stand is refused, never dropped (K-16): each stated joker must
        stand for exactly what it says once the play is laid (no card past the ace where aces are high,
        none a natural of the play already is, a set's rank with a suit it lacks)."""
        if not declared:
            return None
        _, stands = self.arrange(state, cards, declared)
        naturals = [c for c in cards if not c.is_joker]
        is_set = self.meld_kind(state, cards, declared) == "set"
        for joker, said in declared.items():
            refused = f"a joker cannot stand for {said} in {cards_text(cards)}"
            if stands.get(joker, "").upper() != said.upper():
                return refused
            if is_set and len(said) >= 2:
                try:
                    card = Card.parse(said)
                except ValueError:
                    return refused
                if any(c.rank != card.rank for c in naturals) or (
                        state.rules.set_distinct_suits and any(c.suit == card.suit for c in naturals)):
                    return refused
        said_cards = [s.upper() for s in declared.values() if len(s) >= 2]
        if not is_set and len(said_cards) != len(set(said_cards)):
            return f"two jokers cannot stand for the same card in {cards_text(cards)}"
        return None

    # --- going out and settling ----------------------------------------
    def out_without_discard(self, opts: Any) -> bool:
        """May a player go out by melding the last card (no final discard)?"""
        return True

    def may_go_out(self, state: "HandState", seat: int) -> bool:
        return True

    def on_empty_hand(self, state: "HandState", seat: int) -> list[Event] | None:
        """A seat laid or discarded its last card.  ``None``: it went out and the hand ends (every
        game but House Rummy); a list of events: the ruleset plays on (it ends the hand itself)."""
        return None

    def table_refusal(self, state: "HandState", seat: int) -> str | None:
        """Why the table cannot stand as ``seat``'s turn leaves it now (None: it can): a game whose plays
        may be broken within a turn says so, and restoring the table then takes the turn's lays back
        too (:mod:`.restore`)."""
        return None

    def settle(self, state: "HandState", reason: str, winners: tuple[int, ...] | None, **info: Any) -> Result:
        raise NotImplementedError

    def next_dealer(self, dealer: int, result: Result | None, players: int) -> int:
        return (dealer + 1) % players

    def next_stake_factor(self, factor: int, result: Result, opts: Any) -> int:
        """The stake multiplier of a match's next hand, after ``result`` was played at ``factor``."""
        return 1

    # --- the match ------------------------------------------------------
    # A match asks these between hands; the defaults are a ledger per seat that adds each hand's
    # payments times the stake factor, and an end after ``max_hands`` or at ``target``.
    def sides(self, players: int, opts: Any) -> tuple[tuple[int, ...], ...]:
        """The partnerships (seats sharing a score); by default every seat plays for itself."""
        return tuple((s,) for s in range(players))

    def match_defaults(self, opts: Any) -> dict[str, Any]:
        """A match's ``max_hands``/``target`` when the caller gives none (House Rummy: six hands)."""
        return {}

    def start_match(self, match: "Match") -> None:
        """Set the match up before its first hand (e.g. the initial stakes into ``match.pool``)."""

    def book(self, match: "Match", result: Result) -> None:
        """Book a finished hand into the match's totals."""
        for s, p in result.payments.items():
            match.ledger[s] += p * match.stake_factor

    def decisions(self, match: "Match") -> list["Decision"]:
        """Questions to put between hands (after booking), asked one at a time in order."""
        return []

    def sheet(self, match: "Match") -> list[SheetTable] | None:
        """The match's score sheet as the game keeps it (Kalookie: penalty points with the winners
        starred and buy-ins bracketed, beside the payments and the pool); None: the screen's plain
        sheet of totals after each hand."""
        return None

    def decision_words(self, decision: "Decision") -> tuple[str, dict[str, str]]:
        """The question put to the player, and a button label for each choice."""
        return decision.kind.replace("_", " ").capitalize() + "?", {c: c.capitalize() for c in decision.choices}

    def decide(self, match: "Match", decision: "Decision", choice: str) -> None:
        """Apply one answer to a between-hands question."""
        raise ValueError(f"{self.title} asks no questions between hands")

    def match_over(self, match: "Match") -> bool | None:
        """Is the match finished?  ``None`` leaves it to the generic ``max_hands``/``target`` test."""
        return None

    def match_winners(self, match: "Match") -> tuple[int, ...] | None:
        """Who won the match; ``None`` leaves it to the ledger's leaders."""
        return None

    # --- what a seat sees -----------------------------------------------
    def call_for(self, state: "HandState", action: Action) -> str:
        """What a player calls when taking the discard with ``action`` (Seven Bridge: Pon! or Chî!)."""
        return "Mine!"

    def clockwise(self, opts: Any) -> bool:
        """Does play pass clockwise round the table (for the screen's seating)?"""
        return True

    def shown_points(self, state: "HandState", seat: int) -> dict[str, int]:
        """The counts the screen shows beside a player's hand: ``{"hand": what it counts if play
        ended now}``, and any count of the game's own (Hoola's blast total)."""
        values = state.rules.values
        return {"hand": sum(values[c.rank] for c in state.hands[seat] if not c.is_joker)}

    def observe(self, state: "HandState", seat: int) -> dict[str, Any]:
        """The game's public facts for ``seat``'s view (plain values only; nothing hidden)."""
        return {}

    def restore(self, state: "HandState", facts: dict[str, Any]) -> None:
        """Put :meth:`observe`'s public facts back into a state guessed from a view (the determinizer)."""

    # --- words ----------------------------------------------------------
    def describe_action(self, action: Action) -> str:
        return str(action)

    def phase_words(self, phase: str) -> tuple[str, str] | None:
        """A phase of the game's own (``phase_seats``) in a player's words: what the phase is
        ("the dealer may swap for the up-card") and what the seat it asks does, said to that player
        ("Keep your hand (N), or select a card and swap it for the up-card (E)."); None: not named."""
        return None

    def breakdown(self, result: Result, who: Namer) -> list[str]:
        """How every payment is reached, as sums a player can check by hand (the end screen's lines).

        ``who`` names a seat as a :class:`~game.engine.wording.Subject`, so "you pay" agrees.
        """
        return [f"{who(s).does('scores', start=True)} {_num(pay)}" for s, pay in sorted(result.payments.items())]


def _num(x: Any) -> str:
    from fractions import Fraction
    x = Fraction(x)
    return str(x.numerator) if x.denominator == 1 else f"{float(x):g}"


# The registry of games (:mod:`game.engine.registry`); these names are the first contract's.
def register(ruleset: Ruleset) -> Ruleset:
    """Add a game to the registry and declare its action kinds."""
    for kind in sorted(ruleset.kinds):
        declare_kind(kind, ordered=kind in ruleset.ordered_kinds)
    return RULESETS.add(ruleset.name, ruleset)


def get_ruleset(name: str) -> Ruleset:
    """The ruleset called ``name`` (``ValueError`` naming the known games otherwise)."""
    if not isinstance(name, str):
        raise ValueError(f"unknown game {name!r}; known: {', '.join(RULESETS.names())}")
    return RULESETS[name]


def games() -> list[str]:
    """The names of the registered games."""
    return RULESETS.names()
