"""Seven Bridge (seed 003; rules S-1 to S-9 of ``RULES.md``).

Seven Bridge runs on the shared turn flow of :mod:`game.engine.state`; this
module only answers the questions where it differs from other games:

- S-1 one pack (option: one joker), ace low only, seven cards each, the
  player after the dealer starts (:meth:`Ruleset.first_player`'s default);
- S-2 a meld holding a natural seven is valid at any size (``short_sevens``);
- S-3 the top discard is taken only to lay it at once in a new meld with two
  or more cards from hand (Chî: a run; Pons: a set), never on one's first
  turn (:meth:`SevenBridge.refuse_take`), and the taken card is not the discard;
- S-4 Pons out of turn: a ``priority`` claim window for sets; the seat in
  turn decides first, then the caller whose turn comes first wins;
- S-5 laying off after one's first meld (the shared default);
- S-6 going out by discarding the last card (option: by melding it);
- S-7 the winner scores the cards left in the other hands, doubled for all
  seven melded in one turn with nothing melded before;
- S-8 the joker option;
- S-9 a void hand when the stock runs out; matches to a target or a number
  of hands are :func:`game.engine.match.new_match`'s ``target``/``max_hands``.

Its rules in our own words are its menu's (:mod:`game.games.seven_bridge.menu`).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from game.engine.actions import Action
from game.engine.melds import MeldRules
from game.engine.options import option
from game.engine.result import Result
from game.engine.ruleset import Ruleset
from game.engine.ruleset import register

if TYPE_CHECKING:
    from game.engine.state import HandState

#: Points of a card left in hand, by rank (0 = joker, 1 = ace ... 13 = king): S-7.
SEVEN_BRIDGE_VALUES: tuple[int, ...] = (0, 1, 2, 3, 4, 5, 6, 20, 8, 9, 10, 10, 10, 10)
#: A joker left in hand multiplies that hand's points (S-8).
JOKER_FACTOR = 5
#: Going out with all seven cards melded in one turn, nothing melded before (S-7).
ALL_AT_ONCE_FACTOR = 2

@dataclass(frozen=True)
class SevenBridgeOptions:
    """Seven Bridge variants (seed 003's "Variations").  Defaults: the standard game."""

    no_discard_out: bool = option(False, "No discard required: the last card may be melded or laid off to go out.",
                                  rule="S-6")
    joker: bool = option(False, "Add one joker: wild in a meld of three or more; ×5 the hand it is left in.",
                         rule="S-8")


class SevenBridge(Ruleset):
    name = "seven-bridge"
    title = "Seven Bridge"
    Options = SevenBridgeOptions
    min_players = 2
    max_players = 5
    end_columns = (("points", "Points in hand"), ("multipliers", "Multiplied"), ("payment", "Score"))
    take_min_size = 3  # the discard and two or more cards from hand (S-3)

    # --- cards and deal (S-1, S-2, S-8)
    def meld_rules(self, opts: SevenBridgeOptions) -> MeldRules:
        return MeldRules(ace="low", min_set=3, max_set=4, min_run=3, short_sevens=True,
                         max_jokers=1, values=SEVEN_BRIDGE_VALUES)

    def deck(self, opts: SevenBridgeOptions) -> tuple[int, int]:
        return 1, 1 if opts.joker else 0

    def first_player(self, state: "HandState") -> int:
        """S-1: the player after the dealer in the direction of play (seat ``dealer + 1``)."""
        return (state.dealer + 1) % state.players

    # --- taking the discard (S-3, S-4)
    def claim_mode(self, opts: SevenBridgeOptions) -> str:
        return "priority"

    def take_kinds(self, opts: SevenBridgeOptions) -> frozenset[str]:
        """In turn: Chî (run) or Pons (set)."""
        return frozenset({"set", "run"})

    def claim_kinds(self, opts: SevenBridgeOptions) -> frozenset[str]:
        """Out of turn: Pons (set) only; Chî only in turn (S-4)."""
        return frozenset({"set"})

    def refuse_take(self, state: "HandState", seat: int) -> str | None:
        """Never on one's first turn of the hand, in turn or by a call (S-3)."""
        return None if state.has_turned[seat] else "no discard may be taken on your first turn"

    def may_discard_taken_card(self, opts: SevenBridgeOptions) -> bool:
        return False

    def may_take_joker(self, opts: SevenBridgeOptions) -> bool:
        """The seed does not forbid it: a discarded joker is taken like any card (S-8)."""
        return True

    # --- going out and settling (S-6, S-7, S-9)
    def out_without_discard(self, opts: SevenBridgeOptions) -> bool:
        return opts.no_discard_out

    def hand_points(self, cards: Any) -> tuple[int, int]:
        """(points before the joker, points counted): S-7 values, a joker 0 and ×5 (S-8)."""
        cards = list(cards)
        base = sum(SEVEN_BRIDGE_VALUES[c.rank] for c in cards)
        jokers = sum(1 for c in cards if c.is_joker)
        return base, base * JOKER_FACTOR ** jokers

    def settle(self, state: "HandState", reason: str, winners: tuple[int, ...] | None, **info: Any) -> Result:
        """The winner scores the others' points; a void hand when the stock runs out (S-7, S-8, S-9).

        ``perfect`` from the engine means the winner went out within one turn
        with nothing laid before it; with nothing laid, a hand holds seven
        cards at the start of every turn, so this is exactly "all seven cards
        melded at once, having made no prior melds" (S-7).
        """
        seats = [s for s in range(state.players) if state.active[s]]
        base: dict[int, int] = {}
        points: dict[int, int] = {}
        multipliers: dict[int, list[tuple[str, int]]] = {s: [] for s in seats}
        for s in seats:
            base[s], points[s] = self.hand_points(state.hands[s])
            if any(c.is_joker for c in state.hands[s]):
                multipliers[s].append(("joker in hand", JOKER_FACTOR))
        payments = {s: Fraction(0) for s in seats}
        hands = {s: tuple(state.hands[s]) for s in seats}
        if reason != "out" or not winners:
            return Result(winners=(), reason=reason, points=points, payments=payments,
                          multipliers=multipliers, base=base, hands=hands,
                          notes=("the stock ran out: nobody wins and nobody scores",))
        winner = winners[0]
        perfect = bool(info.get("perfect", False))
        total = sum(points[s] for s in seats if s != winner)
        notes = [f"seat {winner} went out and scores the {total} points left in the other hands"]
        if perfect:
            multipliers[winner].append(("all seven at once", ALL_AT_ONCE_FACTOR))
            total *= ALL_AT_ONCE_FACTOR
            notes.append(f"all seven cards melded at once: doubled to {total}")
        for s in seats:
            if JOKER_FACTOR in (k for _, k in multipliers[s]):
                notes.append(f"seat {s} holds the joker: {base[s]} x{JOKER_FACTOR} = {points[s]}")
        payments[winner] = Fraction(total)
        others = sorted(s for s in seats if s != winner)
        ranks = {winner: 1}
        for s in others:
            ranks[s] = 2 + sum(1 for t in others if points[t] < points[s])
        return Result(winners=(winner,), reason="out", points=points, payments=payments,
                      multipliers=multipliers, ranks=ranks, base=base, perfect=perfect,
                      hands=hands, notes=tuple(notes))

    def next_dealer(self, dealer: int, result: Result | None, players: int) -> int:
        """The deal passes to the next seat after every hand, won or void.

        The seed names only the first dealer; we rotate the deal in the
        direction of play (seat ``dealer + 1``), so each seat deals in turn
        and a void hand (stock run out) also passes the deal.
        """
        return (dealer + 1) % players

    # --- words
    def call_for(self, state: "HandState", action: Action) -> str:
        """Pon! for a set, Chî! for a run (S-3)."""
        naturals = {c.rank for c in action.cards if not c.is_joker}
        return "Pon!" if len(naturals) == 1 else "Chî!"

    def breakdown(self, result: Result, who: Any) -> list[str]:
        return seven_bridge_breakdown(result, who)

    def describe_action(self, a: Action) -> str:
        cards = " ".join(c.pretty for c in a.cards)
        naturals = {c.rank for c in a.cards if not c.is_joker}
        call = "Pon!" if len(naturals) == 1 else "Chî!"
        words = {
            "draw_stock": "draws from the stock", "take_discard": f"takes the discard: {call} ({cards})",
            "claim": f"calls {call} ({cards})", "meld": f"melds {cards}",
            "add": f"lays off {cards}", "discard": f"discards {cards}", "pass": "passes",
        }
        return words.get(a.kind, str(a))


def _group_sum(cards: Any) -> tuple[str, int]:
    """The hand's points by card group: "10 × 2 (K♠ Q♥) + 5 (5♦)"."""
    groups: dict[int, list[Any]] = {}
    for c in cards:
        groups.setdefault(0 if c.is_joker else SEVEN_BRIDGE_VALUES[c.rank], []).append(c)
    terms = []
    for value, group in sorted(groups.items(), reverse=True):
        names = " ".join(c.pretty for c in group)
        terms.append(f"{value} × {len(group)} ({names})" if len(group) > 1 else f"{value} ({names})")
    return " + ".join(terms) or "0", sum(v * len(g) for v, g in groups.items())


def seven_bridge_breakdown(result: Result, who: Any) -> list[str]:
    """Each loser's points per card group, then the winner's score as their sum (S-7, S-8)."""
    lines = []
    winners = set(result.winners)
    for s in sorted(result.points):
        if s in winners:
            continue
        expr, _ = _group_sum(result.hands.get(s, ()))
        joker = [k for r, k in result.multipliers.get(s, []) if r == "joker in hand"]
        if joker:
            expr = f"({expr}) × {joker[0]} (joker in hand)"
        lines.append(f"{who(s).cap} {who(s).verb('holds')} {expr} = {result.points[s]}")
    if result.winners:
        w = result.winners[0]
        expr = " + ".join(str(result.points[s]) for s in sorted(result.points) if s not in winners) or "0"
        if result.perfect:
            expr = f"({expr}) × {ALL_AT_ONCE_FACTOR} (all seven at once)"
        lines.append(f"{who(w).does('scores', start=True)} {expr} = {result.payments[w]}")
    return lines


register(SevenBridge())
