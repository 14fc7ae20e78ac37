"""One seat's table: the one object through which the screen sees the hand, for one seat only.

The hand in play (the engine's ``HandState``) holds every hidden card.  The screen used to read it
whole; now it gets a :class:`SeatTable` and nothing else of the hand:

* the seat's view (:meth:`SeatTable.view`: its own cards, the table, counts of the hidden cards,
  its legal actions, the public record and the game's public facts);
* the public facts the screen draws (the game, its ruleset and options, the players, the dealer,
  the top discard, the card taken, the seats the hand waits for, the side payments, a change key);
* the end of the hand as it is public: the result, every hand revealed and the whole record (for
  the review) once the hand is over, and not before;
* a check of the seat's own actions and the reason a player reads, composing a play from the
  seat's own cards, taking back, the points beside its buttons.

An action of another seat is refused with the engine's words for it, and nothing it returns holds
a card the seat may not see (``tests/ui/test_one_seat.py`` walks a live table to prove it).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from game.engine import Action, Card, PlayerView
from game.engine.restore import restorable
from game.engine.result import Result

if TYPE_CHECKING:
    from game.engine.ruleset import Ruleset

from .points import hand_points

__all__ = ["SeatTable", "NOT_YOUR_SEAT", "NOT_OVER"]

NOT_YOUR_SEAT = "that is not your seat"
#: why a hidden hand or the whole record is refused while the hand is played
NOT_OVER = "the hand is not over: its hidden cards are not public"


class SeatTable:
    """The hand as ``seat`` may see and use it.  ``hand`` gives the hand now in play (a match
    deals a new one each hand), so one seat's table serves the whole match."""

    def __init__(self, hand: Callable[[], Any], seat: int) -> None:
        self._hand = hand
        self.seat = seat

    def view(self) -> PlayerView:
        """What the seat sees: its hand, the table, counts of the hidden cards, its legal actions."""
        return self._hand().view(self.seat)

    # --- public facts: what every seat at the table knows -------------------------------------------
    @property
    def game(self) -> str:
        return self._hand().game

    @property
    def ruleset(self) -> "Ruleset":
        """The game's rules (they hold no hand: every method is asked with a hand, which stays here)."""
        return self._hand().ruleset

    @property
    def options(self) -> Any:
        return self._hand().options

    @property
    def players(self) -> int:
        return self._hand().players

    @property
    def dealer(self) -> int:
        return self._hand().dealer

    @property
    def rules(self) -> Any:
        """The meld rules (``MeldRules``): a rule's question that reads only the rules and the options
        (Kalookie's count toward the initial meld) may be asked with the seat table for the hand."""
        return self._hand().rules

    @property
    def phase(self) -> str:
        return self._hand().phase

    @property
    def current(self) -> int:
        return self._hand().current

    @property
    def hand_number(self) -> int:
        """Which hand of the match this is (1 for the first), as the match's context says."""
        return self._hand().context.hand_number

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The partnerships, each a tuple of seats (one seat each where every player is alone)."""
        hand = self._hand()
        got = hand.context.sides or hand.ruleset.sides(hand.players, hand.options)
        return tuple(tuple(s) for s in got)

    @property
    def taken(self) -> dict[Card, str]:
        """The cards the seat in turn took this turn and their restriction (taken, hot, warm, cold)."""
        return dict(self._hand().turn.taken)

    def fact(self, name: str, default: Any = None) -> Any:
        """One of the game's public facts (``Ruleset.observe``, as the seat's view carries them)."""
        hand = self._hand()
        return hand.ruleset.observe(hand, self.seat).get(name, default)

    @property
    def moves(self) -> int:
        """How many moves the hand has recorded: it changes with every move (undo makes it smaller)."""
        return len(self._hand().record)

    @property
    def key(self) -> tuple[int, int]:
        """Changes whenever the position does: a new hand or a move made or taken back (for caches)."""
        hand = self._hand()
        return id(hand), len(hand.record)

    @property
    def last_kind(self) -> str | None:
        """The kind of the last move made (``discard``, ``draw`` ...), None before the first."""
        record = self._hand().record
        return record[-1].kind if record else None

    @property
    def over(self) -> bool:
        return self._hand().over

    @property
    def result(self) -> Result | None:
        """The hand's result once it is over (public then: who won, how, the points, the hands shown)."""
        return self._hand().result

    @property
    def top_discard(self) -> Card | None:
        return self._hand().top_discard

    @property
    def taken_card(self) -> Card | None:
        """The discard the seat in turn took this turn (taken in view of all), None after a draw."""
        return self._hand().taken_card

    @property
    def acting_seats(self) -> tuple[int, ...]:
        """The seats the hand waits for now: the seat in turn, or those a game's own phase asks."""
        return tuple(self._hand().acting_seats)

    @property
    def side_payments(self) -> dict[int, Any]:
        """Drop-out compensation settled in this hand (Hoola, six or seven players), by seat."""
        return dict(self._hand().side_payments)

    def call_for(self, seat: int, cards: Sequence[Card]) -> str:
        """What ``seat`` calls when claiming the discard with ``cards`` (a claim made in view of all)."""
        hand = self._hand()
        return hand.ruleset.call_for(hand, Action("claim", seat, tuple(cards)))

    # --- the end of the hand: public once it is over ------------------------------------------------
    def revealed(self, seat: int) -> tuple[Card, ...]:
        """``seat``'s cards as the end of the hand shows them (the result's, else those held); the
        seat's own at any time.  Another seat's while the hand is played: :data:`NOT_OVER`."""
        hand = self._hand()
        if seat != self.seat and not hand.over:
            raise PermissionError(NOT_OVER)
        res = hand.result
        return tuple(res.hands[seat] if res is not None and seat in res.hands else hand.hands[seat])

    def held(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds now: the seat's own at any time, another's once the hand is over."""
        hand = self._hand()
        if seat != self.seat and not hand.over:
            raise PermissionError(NOT_OVER)
        return tuple(hand.hands[seat])

    def finished_record(self) -> dict[str, Any]:
        """The whole record of a finished hand (its deal included), for the review; while the hand is
        played it would tell every hidden card: :data:`NOT_OVER`."""
        hand = self._hand()
        if not hand.over:
            raise PermissionError(NOT_OVER)
        return hand.to_record()

    def check(self, action: Action) -> str | None:
        """``None`` if the seat may make ``action`` now, else the engine's reason."""
        if action.seat != self.seat:
            return NOT_YOUR_SEAT
        return self._hand().check(action)

    def why_illegal(self, action: Action) -> str:
        """The reason a player reads for refusing ``action`` (the check's)."""
        return self.check(action) or "that is allowed now"

    def compose_play(self, cards: Sequence[Card]) -> Action | None:
        """The game's own play that lays the seat's ``cards`` at once, if it has one."""
        hand = self._hand()
        return hand.ruleset.compose_play(hand, self.seat, tuple(cards))

    def compose_plays(self, cards: Sequence[Card]) -> list[Action]:
        """Every way the game lays the seat's ``cards`` at once (the screen asks when there are several)."""
        hand = self._hand()
        return list(hand.ruleset.compose_plays(hand, self.seat, tuple(cards)))

    def play_value(self, action: Action) -> int | None:
        """What the seat's play counts toward the game's minimum (the ruleset's ``play_value``)."""
        hand = self._hand()
        return hand.ruleset.play_value(hand, action) if action.seat == self.seat else None

    def add_ways(self, action: Action) -> list[Action]:
        """The ways the seat's ``add`` may be meant (what a joker laid off stands for); one: no question."""
        hand = self._hand()
        return list(hand.ruleset.add_ways(hand, action)) if action.seat == self.seat else [action]

    def undo_steps(self) -> int:
        """How many of its own moves the seat may take back now (0 out of its turn)."""
        return self._hand().undo_steps(self.seat)

    def restorable(self) -> bool:
        """Whether the seat has anything of this turn to restore (House Rummy's "restore the table")."""
        return restorable(self._hand(), self.seat)

    def points(self) -> dict[str, int]:
        """The seat's points shown beside its start-of-turn buttons (the ruleset's counts)."""
        return hand_points(self._hand(), self.seat)

    def distinct_ways(self, ways: Sequence[Action]) -> list[Action]:
        """The seat's ways that differ in what they lay: two that lay the same table by face (which of
        two identical jokers stands where) are one choice, the first kept; a way the engine refuses
        stays (its reason is said when it is chosen)."""
        seen: set[tuple] = set()
        out: list[Action] = []
        for a in ways:
            key = self._outcome(a) if a.seat == self.seat else None
            if key is not None and key in seen:
                continue
            if key is not None:
                seen.add(key)
            out.append(a)
        return out

    def _outcome(self, action: Action) -> tuple | None:
        """The table and the seat's hand after ``action``, cards by face and each joker by what it
        stands for; ``None``: the engine refuses it.  Tried on a copy; only the seat's own is read."""
        trial = self._hand().trial()
        try:
            trial.apply(action)
        except ValueError:
            return None
        melds = sorted((m.owner, m.space if m.space is not None else m.owner, str(m.kind),
                        tuple(("*" + m.jokers.get(c, "")) if c.is_joker else c.face for c in m.cards))
                       for m in trial.melds)
        return (trial.phase, trial.current, tuple(melds), tuple(sorted(c.face for c in trial.hands[self.seat])))
