"""House Rummy's draws (R-2, R-4, R-10): the turned-up card that opens the stock, the discard pile taken
from any card up, demands in Epic, and coming back in after going out first.  A mixin of
:class:`~game.games.house_rummy.rules.HouseRummy`, which holds the turn's other rules."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Sequence

from game.engine.actions import Action, Event
from game.engine.cards import Card
from .plans import full_deck, melding_plan, melds_with, related, related_count
from .judge import play_kind
from .data import position_memo

if TYPE_CHECKING:
    from game.engine.state import HandState


class HouseRummyDraws:
    """The start of a turn: what a seat may draw, and what each draw makes hot, warm or cold."""

    # provided by HouseRummy
    cost: Any
    _melded: Any
    _meld_value: Any
    _went_out: Any
    _gone: Any
    _gone_for_good: Any
    _finish_turn: Any
    _note_start: Any

    def refuse_draw(self, state: "HandState", seat: int) -> str | None:
        if seat in state.data.reentry:
            return "you went out: come back in by drawing three cards, from the discard pile or by a demand"
        return None

    def after_draw(self, state: "HandState", seat: int, cards: tuple) -> list[Event]:
        self._note_start(state)
        events: list[Event] = []
        if not state.data.stock_open:
            state.data.stock_open = True         # the turned-up card opens the stock, warm
            for c in cards:
                state.turn.taken[c] = "warm"
            events.append(Event("open_stock", seat, tuple(cards)))
        elif state.turn.taken_card is not None and state.turn.taken_card in cards:
            state.turn.taken[state.turn.taken_card] = "hot"      # the top discard alone: the bottom one
        self._reentered(state, seat)
        return events

    @staticmethod
    def _reentered(state: "HandState", seat: int) -> None:
        if seat in state.data.reentry:
            state.data.reentry.remove(seat)

    def start_actions(self, state: "HandState", seat: int) -> list[Action]:
        out: list[Action] = []
        if not state.data.stock_open and seat != state.dealer:
            out.append(Action("decline", seat))
        if seat in state.data.reentry and state.stock:
            out.append(Action("reenter", seat))
        if state.data.stock_open:
            out += self._pile_takes(state, seat)
            if state.options.epic:
                out += self._demands(state, seat)
        return out

    # --- taking from the discard pile
    def refuse_take(self, state: "HandState", seat: int) -> str | None:
        if not state.data.stock_open:
            return "the stock is not open yet: take the turned-up card or leave it"
        card = state.top_discard
        if card is not None and not self._hot_playable(state, seat, card, [card]):
            return self._hot_refusal(state, seat, card, [card])
        return None

    def _hot_playable(self, state: "HandState", seat: int, hot: Card, taken: Sequence[Card]) -> bool:
        """Can ``hot`` be played this turn with the cards in hand and those taken with it?  (Found
        plainly: a new whole play with hand cards, meeting the cost if not melded, or a card added to
        a whole play.)  A take that leaves a hot card no plain way to be played is refused, so that a
        turn can always end."""
        melded = self._melded(state, seat)
        if melded and self._joins_table(state, hot):
            return True                      # (asked first: once a position for each card, cheaply)
        held = state.hands[seat]
        if len(taken) == 1 and taken[0] is hot:
            hand = list(held) if hot in held else list(held) + [hot]
        else:
            in_hand = set(held)
            hand = list(held) + [c for c in taken if c not in in_hand]
        near = related_count(hot, hand)
        if melded:
            return near >= 2 and bool(melds_with(hand, hot))
        if near < 2 or not melds_with(hand, hot):
            return False                     # (a plan holding the card starts with a play holding it)
        return melding_plan(hand, self.cost(state) - self._meld_value_if_current(state, seat), hot) is not None

    def _hot_refusal(self, state: "HandState", seat: int, hot: Card, taken: Sequence[Card]) -> str:
        """Why a take is refused: when the hot card would make a play but the seat has not melded
        and that play falls short of the first meld's points (R-5), say so; a player who sees the
        play with the cards above it otherwise reads the refusal as wrong."""
        in_hand = set(state.hands[seat])
        hand = list(state.hands[seat]) + [c for c in taken if c not in in_hand]
        if not self._melded(state, seat) and related_count(hot, hand) >= 2 and melds_with(hand, hot):
            return (f"the {hot.pretty} would be hot and must be played this turn: your first meld "
                    f"must come to {self.cost(state)} points")
        return f"the {hot.pretty} would be hot: take it only when you can play it this turn"

    @staticmethod
    def _joins_table(state: "HandState", card: Card) -> bool:
        """Does ``card`` make a play on the table whole with it?  (Each play's joining cards are found once
        for its cards as they lie, :func:`_joiners`; their union once a position.)"""
        memo = position_memo(state)
        joining = memo.get("joining")
        if joining is None:
            joining = memo["joining"] = frozenset().union(*(_joiners(tuple(m.cards)) for m in state.melds))
        return card in joining

    def _meld_value_if_current(self, state: "HandState", seat: int) -> int:
        return self._meld_value(state, seat) if seat == state.current and state.phase == "play" else 0

    def _pile_takes(self, state: "HandState", seat: int) -> list[Action]:
        """Each take of the pile below its top card that :meth:`refuse_take_pile` allows (asked here
        without the wording: the gate once, then whether the named card could be played)."""
        pile = state.discard
        if len(pile) < 2 or self._draw_gate(state, seat) is not None:
            return []
        return [Action("take_pile", seat, (c,)) for i, c in enumerate(pile[:-1])
                if self._hot_playable(state, seat, c, pile[i:])]

    def refuse_take_pile(self, state: "HandState", a: Action) -> str | None:
        seat = a.seat
        reason = self._draw_gate(state, seat)
        if reason:
            return reason
        if len(a.cards) != 1 or a.cards[0] not in state.discard:
            return "name one card of the discard pile: you take it and every card above it"
        i = state.discard.index(a.cards[0])
        taken = state.discard[i:]
        if not self._hot_playable(state, seat, taken[0], taken):
            return self._hot_refusal(state, seat, taken[0], taken)
        return None

    def _draw_gate(self, state: "HandState", seat: int) -> str | None:
        if seat != state.current:
            return f"it is not seat {seat}'s turn (seat {state.current} is to play)"
        if state.phase != "start":
            return "already drew this turn"
        if not state.data.stock_open:
            return "the stock is not open yet: take the turned-up card or leave it"
        return None

    def _take_pile(self, state: "HandState", a: Action) -> list[Event]:
        seat = a.seat
        i = state.discard.index(a.cards[0])
        taken = state.discard[i:]
        del state.discard[i:]
        epic = state.options.epic
        for k, c in enumerate(taken):
            if k == 0:
                state.turn.taken[c] = "hot"
            elif k == len(taken) - 1 or epic:
                state.turn.taken[c] = "warm"
            else:
                state.turn.taken[c] = "cold"
        state.hands[seat].extend(taken)
        self._drew(state, seat)
        state.turn.taken_card = taken[0]
        state.turn.took_from = state.last_discarder
        self._reentered(state, seat)
        return [Event("take_pile", seat, tuple(taken), data={"card": taken[0]})]

    def _drew(self, state: "HandState", seat: int) -> None:
        self._note_start(state)
        state.has_turned[seat] = True
        state.turn.drew = True
        state.phase = "play"
        state.discard_live = False

    # --- drawing by demand (R-4, Epic) and coming back in
    def _demands(self, state: "HandState", seat: int) -> list[Action]:
        """Demands of cards this seat could play at once (the check accepts any card): with two cards
        of its hand, or, once it has melded, onto a play on the table, which is how a player who went out
        in Epic comes back by a demand (R-10) with no cards in hand."""
        seen = set(state.hands[seat]) | set(state.discard) | {c for m in state.melds for c in m.cards}
        out, wanted = [], []
        hand = state.hands[seat]
        melded = self._melded(state, seat)
        for c in sorted(set(full_deck()) - seen):
            if (melded and self._joins_table(state, c)) or (
                    related_count(c, hand) >= 2 and self._hot_playable(state, seat, c, [c])):
                wanted.append(c)
        for t in state.seats_from(seat):
            if state.hands[t]:
                out += [Action("demand", seat, (c,), data=(("from", str(t)),)) for c in wanted]
        return out

    def refuse_demand(self, state: "HandState", a: Action) -> str | None:
        if not state.options.epic:
            return "only Epic House Rummy lets you demand a card"
        reason = self._draw_gate(state, a.seat)
        if reason:
            return reason
        src = a.get("from")
        if len(a.cards) != 1 or src is None or not src.isdigit():
            return "name one card and the player you demand it from (from=2)"
        t = int(src)
        if not 0 <= t < state.players or t == a.seat or not state.active[t]:
            return "demand the card from another player still in the hand"
        if a.cards[0] in state.hands[a.seat]:
            return f"you hold the {a.cards[0].pretty} yourself"
        return None

    def _demand(self, state: "HandState", a: Action) -> list[Event]:
        seat, named, t = a.seat, a.cards[0], int(a.get("from") or 0)
        # a card is named by its face: a joker demanded is either joker the player holds
        card = named if named in state.hands[t] else next((c for c in state.hands[t] if c.face == named.face), named)
        if card not in state.hands[t]:
            events = [Event("demand", seat, (card,), data={"from": t, "given": False})]
            if seat in state.data.reentry:
                state.data.reentry.remove(seat)  # failed to come back in: out for good
                events += self._gone(state, seat, ender=seat)
            state.has_turned[seat] = True
            return events + self._finish_turn(state, seat, discarded=False)
        state.hands[t].remove(card)
        state.hands[seat].append(card)
        state.turn.taken[card] = "hot"
        state.turn.taken_card = card
        state.turn.took_from = t
        self._drew(state, seat)
        self._reentered(state, seat)
        events = [Event("demand", seat, (card,), data={"from": t, "given": True})]
        if not state.hands[t]:
            events += self._went_out(state, t, ender=seat)   # notes 16 and 17
            if self._gone_for_good(state, t):
                state.active[t] = False
        return events

    def _reenter(self, state: "HandState", a: Action) -> list[Event]:
        seat = a.seat
        n = min(3, len(state.stock))
        cards = state.stock[:n]
        del state.stock[:n]
        state.hands[seat].extend(cards)
        self._drew(state, seat)
        state.turn.undo_from = len(state.record)     # hidden cards were seen
        self._reentered(state, seat)
        if not state.stock:
            state.last_draw = True                   # exhausted the moment its last card is drawn
        return [Event("draw", seat, tuple(cards), private_to=seat, data={"stock_left": len(state.stock)})]

    def refuse_reenter(self, state: "HandState", a: Action) -> str | None:
        reason = self._draw_gate(state, a.seat)
        if reason:
            return reason
        if a.seat not in state.data.reentry:
            return "only a player coming back in after going out draws three"
        if not state.stock:
            return "the stock is empty"
        return None

    def refuse_decline(self, state: "HandState", a: Action) -> str | None:
        if a.seat != state.current or state.phase != "start":
            return f"it is not seat {a.seat}'s turn (seat {state.current} is to play)"
        if state.data.stock_open:
            return "the stock is open already"
        if a.seat == state.dealer:
            return "everyone else left the turned-up card: the dealer must take it"
        return None

    # --- laying and rearranging (R-5..R-8)


@lru_cache(maxsize=20_000)
def _joiners(cards: tuple[Card, ...]) -> frozenset[Card]:
    """The cards, of the game's 54, that make this play whole when added to it (R-7).  Tried once for
    a play as it lies: the demand list asks of every unseen card in every position (Epic's soak spent
    two thirds of its time asking play by play)."""
    if not any(c.is_joker for c in cards):     # a card joins only a play of its rank or suit (related)
        ranks, suits = {c.rank for c in cards}, {c.suit for c in cards}
        near = [c for c in _DECK if c.is_joker or c.rank in ranks or c.suit in suits]
    else:
        near = list(_DECK)
    return frozenset(c for c in near if play_kind(cards + (c,)))


_DECK = tuple(dict.fromkeys(full_deck()))
