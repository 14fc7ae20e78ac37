"""The ruleset interface and the registry of games.

The shared turn flow in :mod:`game.engine.state` asks its ruleset every
question where games differ: how many cards, who starts, what a meld is,
who may take a discard and when, what a seat may do at the start of its
turn, whether it may go out, and how the hand is settled.  A ruleset is an
options dataclass (data) plus these hooks (code); a game never appears as
an ``if game == ...`` in the shared code.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from .actions import Action, Event
from .melds import MeldRules, can_add
from .result import Result

if TYPE_CHECKING:
    from .state import HandState, TableMeld

#: How claims of a discard out of turn work.
CLAIM_MODES = ("battle", "priority", "next_only")


class Ruleset:
    """Base ruleset: plain draw-meld-discard rummy.  Games override the hooks."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    Options: ClassVar[type]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    #: The words a player calls when claiming a discard out of turn.
    claim_call: ClassVar[str] = "Mine!"
    #: Payments are stakes between the players (they sum to zero), not points scored.
    zero_sum: ClassVar[bool] = False
    #: What the ledger counts, for people: "stakes" or "points".
    unit: ClassVar[str] = "points"

    # --- cards and deal -------------------------------------------------
    def meld_rules(self, opts: Any) -> MeldRules:
        raise NotImplementedError

    def deck(self, opts: Any) -> tuple[int, int]:
        """(packs, jokers)."""
        return 1, 0

    def hand_size(self, players: int, opts: Any) -> int:
        return 7

    def first_player(self, state: "HandState") -> int:
        return (state.dealer + 1) % state.players

    def check_players(self, players: int, opts: Any) -> None:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.title} is for {self.min_players} to {self.max_players} players, not {players}")

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

    def may_take(self, state: "HandState", seat: int) -> bool:
        """May this seat take the top discard at all (in turn or by claim)?"""
        return True

    def may_discard_taken_card(self, opts: Any) -> bool:
        return True

    def may_take_joker(self, opts: Any) -> bool:
        """May a discarded joker be taken (in turn or by claim)?  Default no (Hoola's H-VAR-2)."""
        return False

    # --- turn actions ---------------------------------------------------
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

    def apply_special(self, state: "HandState", action: Action) -> list[Event]:
        raise NotImplementedError(f"{self.name} has no action {action.kind}")

    def setup(self, state: "HandState") -> list[Event]:
        """Called once after the deal (drop-outs and the like)."""
        return []

    # --- melding --------------------------------------------------------
    def may_meld(self, state: "HandState", seat: int, cards: tuple) -> bool:
        return True

    def may_add(self, state: "HandState", seat: int, meld: "TableMeld", cards: tuple) -> bool:
        """May ``cards`` go onto ``meld``?  The default: the result must be a meld."""
        return can_add(meld.cards, cards, state.rules)

    def may_add_now(self, state: "HandState", seat: int) -> bool:
        """Laying off needs a meld of one's own from hand first (H-MELD-4, S-5)."""
        return state.melded_from_hand[seat]

    def after_lay(self, state: "HandState", seat: int, meld: "TableMeld") -> list[Event]:
        """Called after cards were laid on ``meld`` (Glenn's killed melds)."""
        return []

    # --- going out and settling ----------------------------------------
    def out_without_discard(self, opts: Any) -> bool:
        """May a player go out by melding the last card (no final discard)?"""
        return True

    def may_go_out(self, state: "HandState", seat: int) -> bool:
        return True

    def settle(self, state: "HandState", reason: str, winners: tuple[int, ...], **info: Any) -> Result:
        raise NotImplementedError

    def next_dealer(self, dealer: int, result: Result | None, players: int) -> int:
        return (dealer + 1) % players

    def next_stake_factor(self, factor: int, result: Result, opts: Any) -> int:
        """The stake multiplier of a match's next hand, after ``result`` was played at ``factor``."""
        return 1

    # --- words ----------------------------------------------------------
    def describe_action(self, action: Action) -> str:
        return str(action)


_REGISTRY: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    _REGISTRY[ruleset.name] = ruleset
    return ruleset


def get_ruleset(name: str) -> Ruleset:
    from . import rulesets  # noqa: F401  (registers the built-in games)
    try:
        return _REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known: {', '.join(sorted(_REGISTRY))}") from None


def games() -> list[str]:
    from . import rulesets  # noqa: F401
    return sorted(_REGISTRY)
