"""The pieces a hand is made of, apart from the hand itself: a meld on the table, the turn
(a transaction made when a turn starts), the claim window, and the small helpers the state's
modules share (declared jokers, copying a ruleset's data, a canonical picture of it)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from .actions import Action
from .cards import Card
from .game_data import GameData


#: The phases of the shared turn flow; a ruleset may add its own (see ``Ruleset.phase_actions``).
TURN_PHASES = ("start", "play")


@dataclass
class TableMeld:
    """A play on the table.

    ``owner``: the seat that laid it; ``space``: the seat whose space it lies in
    (the same unless a game moves plays between spaces).  ``cards`` are in the
    order players lay them (a run in rank order).  ``jokers`` says which card
    each joker stands for (``"7S"`` in a run, a rank such as ``"7"`` in a set);
    how long that holds is the ruleset's ``joker_life``.  ``data`` holds the
    kind, who laid each card and the ruleset's notes.
    """

    id: int
    owner: int
    cards: list[Card]
    data: dict[str, Any] = field(default_factory=dict)
    space: int | None = None
    jokers: dict[Card, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.space is None:
            self.space = self.owner

    @property
    def kind(self) -> str | None:
        return self.data.get("kind")

    @property
    def laid_by(self) -> dict[Card, int]:
        return self.data.setdefault("laid_by", {})

    def copy(self) -> "TableMeld":
        return TableMeld(self.id, self.owner, list(self.cards), _copy_data(self.data), self.space,
                         dict(self.jokers))


@dataclass
class TurnState:
    """The facts of one turn, made when it starts and dropped when it ends.

    ``taken`` maps each card taken this turn (from the discard pile, by a claim
    or a demand) to its restriction: ``taken`` (the plain discard rule of the
    game), ``hot`` (must be played this turn), ``warm`` (may not be discarded
    this turn) or ``cold``.  ``undo_from`` is the record length the seat may
    take its turn back to.  ``data`` is the game's own facts of the turn (its
    ``Ruleset.TurnData``: where each run ended as the turn began, the table as the
    turn found it...); :meth:`HandState.new_turn` makes a turn with it.
    """

    seat: int
    in_order: bool = True
    laid_before: bool = False
    started_at: int = 0
    undo_from: int = 0
    drew: bool = False
    taken: dict[Card, str] = field(default_factory=dict)
    taken_card: Card | None = None
    took_from: int | None = None
    new_melds: list[int] = field(default_factory=list)
    data: GameData = field(default_factory=GameData)

    def copy(self) -> "TurnState":
        return TurnState(self.seat, self.in_order, self.laid_before, self.started_at, self.undo_from,
                         self.drew, dict(self.taken), self.taken_card, self.took_from, list(self.new_melds),
                         self.data.copy())


@dataclass
class ClaimWindow:
    """A discard that seats other than the one in turn may claim.

    ``mode`` is ``battle`` (the first claim applied wins) or ``priority`` (each
    polled seat claims or passes; the claimer whose turn comes first wins).
    In a priority window every active seat but the discarder is polled, so the
    order shows nothing of who could use the card (C-5).
    """

    card: Card
    discarder: int
    mode: str
    order: list[int]
    passed: set[int] = field(default_factory=set)
    pending: dict[int, Action] = field(default_factory=dict)

    def copy(self) -> "ClaimWindow":
        return ClaimWindow(self.card, self.discarder, self.mode, list(self.order), set(self.passed),
                           dict(self.pending))

    def waiting(self, seat: int) -> bool:
        """Has ``seat`` still to answer this window?"""
        return seat in self.order and seat not in self.passed and seat not in self.pending




def _may_meld_with(card: Card, hand: Sequence[Card], need: int) -> bool:
    """Whether ``hand`` holds ``need`` cards that could make a meld with ``card`` at all: of its rank
    (a set), or of its suit within ``need`` places (a run, the ace's ends joined), counting jokers in
    either.  A run holding the card holds ``need`` others that near it, so a "no" is sure; most
    discards get it, and ``find_melds`` is not asked."""
    rank, suit = card.rank, card.suit
    jokers = same = near = 0
    for c in hand:
        r = c.rank
        if not r:                      # a joker
            jokers += 1
        elif r == rank:
            same += 1
        elif c.suit == suit:
            d = r - rank if r > rank else rank - r
            if d <= need or 13 - d <= need:
                near += 1
    return same + jokers >= need or near + jokers >= need


def declared_jokers(action: Action) -> dict[Card, str]:
    """The jokers an action states (``joker=7S`` or ``joker=7S,8S``: its jokers in card order; an
    empty place, ``joker=,7S``, states nothing for that joker: one in a set of jokers)."""
    text = action.get("joker")
    if not text:
        return {}
    jokers = sorted(c for c in action.cards if c.is_joker)
    faces = text.split(",")
    return {j: f.upper() for j, f in zip(jokers, faces) if f}


def _copy_data(data: dict[str, Any]) -> dict[str, Any]:
    out = data.copy()           # plain values (who laid a card, a kind) as they are: most of it
    for k, v in data.items():
        t = type(v)
        if t is int or t is str:
            continue
        if isinstance(v, dict):
            out[k] = _copy_data(v)
        elif isinstance(v, (list, set)):
            out[k] = type(v)(v)
    return out


def _canonical(x: Any) -> Any:
    if isinstance(x, dict):
        return sorted((str(k), _canonical(v)) for k, v in x.items())
    if isinstance(x, (list, tuple)):
        return [_canonical(v) for v in x]
    if isinstance(x, set):
        return sorted(map(str, x))
    return str(x)
