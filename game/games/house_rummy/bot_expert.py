"""House Rummy's Expert: Hard's plan, with a search of the whole table at every turn (R-4..R-7, R-12).

The shared Expert's play-outs do not play House Rummy's turns (a turn may rebuild the whole table,
a taken card is hot), so this game registers its own search (:func:`ai.expert.register_search`), a
one-ply look-ahead over the turn's plans:

* **After drawing**, once it has melded, it asks the table solver
  (:mod:`.table_solver`, a Rummikub-style packing of the table and the hand, steals paid) for the
  table that lays the most of its hand, and proposes it as one ``table`` move when that table is
  worth more to its side than Hard's plain plan (its hand's plays in its own space and its loose
  cards added to its side's plays): points in its side's spaces count for it, in the other side's
  against it, and every hand point laid counts half again (Classic charges it; in Epic it is the
  first-out player's bonus).  The table is judged by the rules' own whole-turn check before it is
  proposed, so the move is always legal.
* **At the start of a turn** it weighs the stock against each take of the discard pile by the same
  look-ahead: the turn's best plan (the solver's table, which may split or free plays on the table)
  with the taken cards, less half the cost of those it would leave unplayed.  Hard only counts the
  plays the taken cards make in hand.
* Every other decision (the turned-up card, demands, joker swaps, adds, the discard) is Hard's.

The work is counted in solver nodes (:data:`~.table_solver.NODE_BUDGET` a table), never in time, so
a seed gives the same moves on any machine; the search is a generator stepped a few milliseconds a
frame by the table (:meth:`HouseRummySearch.step`), and until it is done its best is Hard's move.
"""
from __future__ import annotations

from typing import Any, Generator, Sequence

from ai.expert import Decision, register_search
from game.engine import Action, Card, PlayerView
from game.engine.cards import parse_cards
from game.engine.solver import best_partition
from .rules.judge import RULES, VALUES, Play, judge, play_kind, play_score
from .rules.plans import table_action
from .table_solver import Arrangement, table_steps

#: A card laid counts its hand points this much beside the points its play scores.
HAND_WEIGHT = 0.5
#: The solver's table is proposed only when it is worth this much more than the plain plan.
TABLE_MARGIN = 1.0
#: Leave Hard's draw for a take only when the look-ahead finds it this much better.
TAKE_MARGIN = 3.0
#: What the stock card is expected to add to a turn's plan (a take is weighed against it).
STOCK_HOPE = 2.0
#: Takes weighed by the solver at the start of a turn (the fewest cards first).
MAX_TAKES = 4

Plan = Generator[None, None, Any]


def side_of(view: PlayerView) -> frozenset[int]:
    if view.players == 4:
        return frozenset({view.seat % 2, view.seat % 2 + 2})
    return frozenset({view.seat})


def table_of(view: PlayerView) -> list[Play]:
    """The plays on the table as the rules' check sees them."""
    return [Play(m.id, m.space if m.space is not None else m.owner, tuple(m.cards),
                 {"set": "book", "run": "run"}.get(m.kind or "")) for m in view.melds]


def _side_points(plays: Sequence[Play], side: frozenset[int]) -> int:
    return sum(play_score(p.cards, p.as_kind) * (1 if p.space in side else -1) for p in plays)


def table_worth(before: Sequence[Play], arrangement: Arrangement, side: frozenset[int]) -> float:
    """What a table is worth to ``side`` against the table as it is: its spaces' scores, and the
    hand points laid at :data:`HAND_WEIGHT`."""
    return (_side_points(arrangement.plays, side) - _side_points(before, side)
            + HAND_WEIGHT * arrangement.points_laid)


def plain_worth(plays: Sequence[Play], hand: Sequence[Card], side: frozenset[int]) -> float:
    """What Hard's plain plan lays this turn: the hand's best plays in its own space, then each loose
    card that joins a play of its side as it stands."""
    part = best_partition(list(hand), RULES)
    worth = sum(play_score(m) + HAND_WEIGHT * sum(VALUES[c.rank] for c in m) for m in part.melds)
    own = [list(p.cards) for p in plays if p.space in side]
    for c in part.deadwood:
        for cards in own:
            if play_kind(cards + [c]):
                cards.append(c)
                worth += 5 + HAND_WEIGHT * VALUES[c.rank]
                break
    return worth


def whole_plays_from_hand(hand: Sequence[Card]) -> float:
    """A hand's plays made in hand (before melding: what a turn could open with)."""
    part = best_partition(list(hand), RULES)
    return sum(play_score(m) for m in part.melds)


#: the solver's tables already worked out, by what the solver read (the seat, the plays, the hand in
#: its order, the side): the look-ahead at the start of a turn solves the table with a take, and the
#: turn that takes it asks the same again
_SOLVED: dict[tuple[Any, ...], Arrangement | None] = {}


def solved_table(seat: int, plays: Sequence[Play], hand: Sequence[Card], side: frozenset[int]) -> Plan:
    """:func:`~.table_solver.table_steps` (stepped the same), its answer kept for the same question."""
    key = (seat, tuple(plays), tuple(hand), side)
    if key in _SOLVED:
        return _SOLVED[key]
    arrangement = yield from table_steps(seat, plays, hand, side)
    if len(_SOLVED) > 512:
        _SOLVED.clear()
    _SOLVED[key] = arrangement
    return arrangement


class HouseRummySearch(Decision):
    """One decision of the Expert (the interface of :class:`ai.expert.Search`): ``step`` it, read
    ``best``; ``done`` when the look-ahead is over."""

    def __init__(self, bot: Any, view: PlayerView, legal: Sequence[Action]) -> None:
        super().__init__(bot, view, legal)
        self.plans = 0                                # turn plans weighed (solver tables)
        if self.answer is not None:
            return
        self.anchor = bot.anchor_bot.choose(view, self.legal)
        self._job: Plan | None = None
        if view.current == view.seat and view.phase == "play":
            if not _empties(view, self.anchor):        # going out as Hard would is not weighed
                self._job = self._table_job()
        elif view.current == view.seat and view.phase == "start":
            takes = [a for a in self.legal if a.kind in ("take_discard", "take_pile")]
            if takes and any(a.kind == "draw_stock" for a in self.legal) and \
                    not any(a.kind == "decline" for a in self.legal):
                self._job = self._draw_job(takes)
        if self._job is None:
            self.answer = self.anchor

    # ---- the anytime interface ------------------------------------------------------------------
    def step(self, seconds: float | None = None) -> None:
        """Work until the look-ahead is over or ``seconds`` of wall time have passed (``None``: to
        the end).  Where it pauses changes nothing of the answer."""
        if not self.done and self._job is not None:
            self.run_job(self._job, seconds, self._finish)

    def _finish(self, answer: Action | None, seconds: float) -> None:
        self.answer = answer if answer is not None else self.anchor
        # a turn's plan weighed is this search's play-out: "rounds" of one "candidate" each, as the
        # bench counts the shared Expert's play-outs
        self.bot.last = {"searched": True, "left_anchor": self.answer != self.anchor, "seconds": seconds,
                         "rounds": self.plans, "candidates": 1}

    def best(self) -> Action:
        return self.answer if self.answer is not None else self.anchor

    def finish(self) -> Action:
        """An unfinished look-ahead falls back on Hard's move."""
        if self.answer is None:
            self.answer = self.anchor
        return self.answer

    # ---- the look-ahead ---------------------------------------------------------------------------
    def _hot(self) -> list[Card]:
        return [c for c, how in self.view.taken if how == "hot" and c in self.view.hand]

    def _table_job(self) -> Plan:
        """The solver's table, proposed when it beats the plain plan and the rules accept it."""
        view, side = self.view, side_of(self.view)
        plays, hand = table_of(view), list(view.hand)
        arrangement = yield from solved_table(view.seat, plays, hand, side)
        self.plans += 1
        if arrangement is None or any(c not in arrangement.laid for c in self._hot()):
            return None
        if table_worth(plays, arrangement, side) < plain_worth(plays, hand, side) + TABLE_MARGIN:
            return None
        action = table_action(view.seat, [(p.id, p.space, p.cards, p.as_kind) for p in arrangement.plays])
        return action if self._accepted(arrangement) else None

    def _accepted(self, arrangement: Arrangement) -> bool:
        """The rules' whole-turn check, asked of the table the turn began with."""
        view = self.view
        start = [Play(i, s, tuple(parse_cards(cs)), k) for i, s, cs, k in (view.fact("start") or ())]
        returned = parse_cards(" ".join(view.fact("returned") or ()))
        melded_before = view.seat in (view.fact("melded") or ())
        return judge(view.seat, start, arrangement.plays, returned=returned, melded_before=melded_before,
                     cost=int(view.fact("cost") or 10)) is None

    def _draw_job(self, takes: list[Action]) -> Plan:
        """The stock against the takes, each by the turn's best plan with what it brings."""
        view, side = self.view, side_of(self.view)
        plays, hand = table_of(view), list(view.hand)
        melded = view.seat in (view.fact("melded") or ())
        classic = view.options.variant == "classic"
        need = int(view.fact("cost") or 10)

        def turn(cards: list[Card], hot: Card | None) -> Plan:
            if melded:
                plain = plain_worth(plays, cards, side)
            else:
                whole = whole_plays_from_hand(cards)
                plain = whole if whole >= need else 0.0
            if not melded:
                return plain
            arrangement = yield from solved_table(view.seat, plays, cards, side)
            self.plans += 1
            if arrangement is None or (hot is not None and hot not in arrangement.laid):
                return plain
            return max(plain, table_worth(plays, arrangement, side))

        stock = (yield from turn(hand, None)) + STOCK_HOPE
        ranked = sorted(takes, key=lambda a: (len(_taken(view, a)), str(a)))[:MAX_TAKES]
        best, best_value = None, stock
        for a in ranked:
            taken = _taken(view, a)
            value = yield from turn(hand + taken, a.cards[0])
            left = [c for c in taken if c not in _laid_guess(hand + taken, value)]
            extra = 2 * (len(taken) - 1) if classic else 0
            value -= extra + 0.5 * sum(VALUES[c.rank] for c in left) * (1 if classic else 0)
            if value > best_value:
                best, best_value = a, value
        anchor_value = stock if self.anchor.kind == "draw_stock" else None
        if best is None or self.anchor == best:
            return self.anchor
        if anchor_value is not None and best_value < anchor_value + TAKE_MARGIN:
            return self.anchor
        return best


def _taken(view: PlayerView, a: Action) -> list[Card]:
    if a.kind == "take_pile":
        i = list(view.discard).index(a.cards[0])
        return list(view.discard[i:])
    return list(a.cards)


def _laid_guess(cards: list[Card], value: float) -> set[Card]:
    """The cards a plan lays, as far as the hand's own plays tell (a rough guess for the waste)."""
    if value <= 0:
        return set()
    return {c for m in best_partition(cards, RULES).melds for c in m}


def _empties(view: PlayerView, a: Action) -> bool:
    """Does ``a`` lay the whole hand (going out: Hard's move is taken as it is)?"""
    hand = set(view.hand)
    return a.kind in ("meld", "add", "table") and bool(hand) and hand <= set(a.cards)


def search(bot: Any, view: PlayerView, legal: Sequence[Action]) -> HouseRummySearch:
    """The factory :func:`ai.expert.register_search` is given."""
    return HouseRummySearch(bot, view, legal)


def warm_up() -> None:
    """Build the meld solver's tables for this game's pack now (a few hundred milliseconds, once a
    process), not in the first frame that asks for them."""
    from game.engine.solver import min_points
    min_points(parse_cards("JK JK AS 2S 3S 7H 7D 7C KD QD 9C 5H"), RULES)


register_search("house-rummy", search)
warm_up()
