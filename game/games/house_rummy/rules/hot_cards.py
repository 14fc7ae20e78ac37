"""Hot cards in the list of moves (R-3): a listed move that plays no hot card must leave each hot card
still plainly playable, so that a turn listed move by move can always end.

Whether it does is asked of the hand and the table the move leaves.  The rules once found those by
trying the move on a copy of the hand; here they are worked out from the move itself (the hand less
the cards laid, the table with the play laid, added to, swapped or proposed), which is what the copy
held: ``tests/engine/test_house_rummy_turn_check.py`` compares the two on random positions.  A mixin
of :class:`~game.games.house_rummy.rules.HouseRummy`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from game.engine.actions import Action
from game.engine.cards import Card
from .data import position_memo
from .judge import Play, parse_plays
from .plans import melding_plan, melds_with, related_count
from .turn_check import TurnStart

if TYPE_CHECKING:
    from game.engine.state import HandState


class HouseRummyHot:
    """Hot cards and the moves listed while one is held (R-3)."""

    # provided by HouseRummy
    _melded: Any
    _hot_playable: Any
    _joins_table: Any
    _swap_joker: Any
    plays: Any
    start_plays: Any
    cost: Any

    @staticmethod
    def _hot_in_hand(state: "HandState", seat: int) -> list[Card]:
        """The cards taken hot this turn that ``seat`` still holds, in the order taken."""
        taken = state.turn.taken
        if not taken:
            return []
        memo = position_memo(state)
        key = ("hot", seat)
        got = memo.get(key)
        if got is None:
            held = state.hands[seat]
            got = memo[key] = [c for c, r in taken.items() if r == "hot" and c in held]
        return got

    def _keeps_hot_playable(self, state: "HandState", action: Action) -> bool:
        """For the list of moves: a move that plays no hot card must leave every hot card still plainly
        playable (as :meth:`_hot_playable` judges it after the move)."""
        if not state.turn.taken:
            return True
        seat = action.seat
        hot = [c for c in self._hot_in_hand(state, seat) if c not in action.cards]
        if not hot or action.kind == "discard" or seat != state.current or state.phase != "play":
            return True
        after = self._after(state, action)
        if after is None:                       # a kind not worked out here: tried on a copy
            trial = state.trial()
            # listed moves only come here, each one the check passes (the list is of legal moves):
            # the engine's fast path applies it without asking every rule again
            trial.apply_fast(action)
            return trial.phase == "ended" or all(self._hot_playable(trial, seat, c, [c]) for c in hot)
        hand, table, returned = after
        melded = self._melded(state, seat)
        need = 0
        if not melded:
            start = TurnStart(seat, self.start_plays(state), returned, melded_before=False, cost=0)
            need = self.cost(state) - start.melding_value(table)
        for c in hot:
            if related_count(c, hand) >= 2 and (melds_with(hand, c) if melded else
                                                  melding_plan(hand, need, c) is not None):
                continue
            if melded and any(_whole_with(p.cards, c) for p in table):
                continue
            return False
        return True

    def _after(self, state: "HandState", a: Action) -> tuple[list[Card], list[Play], list[Card]] | None:
        """The seat's hand, the table and the jokers won back this turn after the listed move ``a``
        (a meld, an add, a joker swap or a whole table), as applying it would leave them; ``None`` for
        another kind."""
        seat, kind = a.seat, a.kind
        held = state.hands[seat]
        table: list[Play] = list(self.plays(state))
        returned = [Card.parse(c) for c in state.turn.data.returned]
        if kind == "meld":
            laid = set(a.cards)
            space = a.get("space")
            table.append(Play(None, seat if space is None else int(space), tuple(a.cards), a.get("as")))
        elif kind == "add":
            laid = set(a.cards)
            i = next(i for i, p in enumerate(table) if p.id == a.target)
            p = table[i]
            table[i] = Play(p.id, p.space, p.cards + tuple(a.cards), a.get("as") or p.as_kind)
        elif kind == "swap":
            meld = state.meld_by_id(a.target)
            joker = self._swap_joker(meld, a)
            card = a.cards[0]
            i = next(i for i, p in enumerate(table) if p.id == a.target)
            p = table[i]
            table[i] = Play(p.id, p.space, tuple(card if c == joker else c for c in p.cards), p.as_kind)
            hand = [c for c in held if c != card] + [joker]
            return hand, table, returned + [joker]
        elif kind == "table":
            laid = set(a.cards)
            was = {p.id: p.as_kind for p in table}
            table = [Play(i, s, cs, k if k is not None or i is None else was.get(i))
                     for i, s, cs, k in parse_plays(a.get("plays") or f"+:{seat}:{len(a.cards)}", a.cards)]
        else:
            return None
        return [c for c in held if c not in laid], table, returned


def _whole_with(cards: Sequence[Card], card: Card) -> bool:
    """Would ``card`` make the play of ``cards`` whole with it?  (As :meth:`_joins_table` asks.)"""
    from .judge import play_kind
    return bool(play_kind(tuple(cards) + (card,)))
