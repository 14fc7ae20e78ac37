"""Rearranging the table in House Rummy (R-5, R-7, R-8, R-12): moving table cards to a play or a new
play, swapping a joker before melding, and a whole proposed table judged at once."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action, Event
from game.engine.cards import Card
from .judge import Play, parse_plays, play_kind, pretty

if TYPE_CHECKING:
    from game.engine.state import HandState, TableMeld


class HouseRummyRearranging:
    """Moves, joker swaps and whole tables (R-5, R-7, R-8, R-12); part of :class:`HouseRummy`."""

    def refuse_move(self, state: "HandState", a: Action) -> str | None:
        seat = a.seat
        if seat != state.current or state.phase != "play":
            return "move cards on the table in your turn, after drawing"
        if not self.melded_now(state, seat):
            return "until you meld you may only replace a joker on the table"
        on_table = {c for m in state.melds for c in m.cards}
        missing = [c for c in a.cards if c not in on_table]
        if not a.cards or missing:
            return f"{pretty(missing)} is not on the table" if missing else "name the cards to move"
        if a.target is not None:
            meld = state.meld_by_id(a.target)
            if meld is None:
                return f"there is no play {a.target} on the table"
            if len(meld.cards) + len(a.cards) > 13:
                return "a play holds at most thirteen cards"
        return self.refuse_play(state, a)

    def _move(self, state: "HandState", a: Action) -> list[Event]:
        seat = a.seat
        moving = set(a.cards)
        for m in state.melds:
            if moving.intersection(m.cards):
                m.cards = [c for c in m.cards if c not in moving]
                self._fix(m)
        if a.target is not None:
            target = state.meld_by_id(a.target)
            assert target is not None
            target.cards += list(a.cards)
            self._fix(target, a.get("as"))
        else:
            space = int(a.get("space") or seat)
            target = self._new_play(state, seat, list(a.cards), space)
            self._fix(target, a.get("as"))
        state.melds = [m for m in state.melds if m.cards]
        return [Event("move", seat, tuple(a.cards), target.id)]

    @staticmethod
    def _new_play(state: "HandState", seat: int, cards: list[Card], space: int) -> "TableMeld":
        from game.engine.state import TableMeld
        meld = TableMeld(state.take_meld_id(), seat, cards, space=space, notes=state.ruleset.MeldData.empty())
        state.melds.append(meld)
        return meld

    def refuse_swap(self, state: "HandState", a: Action) -> str | None:
        seat = a.seat
        if seat != state.current or state.phase != "play":
            return "replace a joker in your turn, after drawing"
        if self.melded_now(state, seat):
            return "after melding a joker on the table can only be stolen, not replaced"
        meld = state.meld_by_id(a.target)
        if meld is None:
            return f"there is no play {a.target} on the table"
        if len(a.cards) != 1 or a.cards[0] not in state.hands[seat]:
            return "replace a joker with one card from your hand"
        joker = self._swap_joker(meld, a)
        if joker is None:
            return f"the {a.cards[0].pretty} cannot take a joker's place in {pretty(meld.cards)}"
        return None

    @staticmethod
    def _swap_joker(meld: "TableMeld", a: Action) -> Card | None:
        named = a.get("joker")
        for j in [c for c in meld.cards if c.is_joker]:
            if named is not None and str(j) != named.upper():
                continue
            cards = [a.cards[0] if c == j else c for c in meld.cards]
            if play_kind(cards, meld.notes.as_kind):
                return j
        return None

    def _swap(self, state: "HandState", a: Action) -> list[Event]:
        meld = state.meld_by_id(a.target)
        assert meld is not None
        joker = self._swap_joker(meld, a)
        assert joker is not None
        seat, card = a.seat, a.cards[0]
        state.hands[seat].remove(card)
        meld.cards = [card if c == joker else c for c in meld.cards]
        meld.laid_by.pop(joker, None)
        meld.laid_by[card] = seat
        self._fix(meld)
        state.hands[seat].append(joker)
        state.turn.data.returned.append(str(joker))   # cold in hand
        return [Event("swap", seat, (card,), meld.id, data={"joker": joker})]

    def _swaps(self, state: "HandState", seat: int) -> list[Action]:
        if self.melded_now(state, seat):
            return []
        out = []
        for m in state.melds:
            for j in [c for c in m.cards if c.is_joker]:
                for c in state.hands[seat]:
                    if c.is_joker:
                        continue
                    a = Action("swap", seat, (c,), m.id, data=(("joker", str(j)),))
                    if self.refuse_swap(state, a) is None:
                        out.append(a)
        return out

    # --- a whole proposed table
    def refuse_table(self, state: "HandState", a: Action) -> str | None:
        seat = a.seat
        if seat != state.current or state.phase != "play":
            return "lay out the table in your turn, after drawing"
        try:
            plays = parse_plays(a.get("plays") or f"+:{seat}:{len(a.cards)}", a.cards)
        except ValueError as e:
            return f"the proposed table does not read: {e}"
        ids = {m.id for m in state.melds}
        seen_ids = set()
        on_table = {c for m in state.melds for c in m.cards}
        hand = set(state.hands[seat])
        for ident, space, cards, _ in plays:
            if ident is not None and (ident not in ids or ident in seen_ids):
                return f"there is no play {ident} on the table" if ident not in ids else f"play {ident} is named twice"
            seen_ids.add(ident)
            if not 0 <= space < state.players:
                return f"there is no space {space}"
            stray = [c for c in cards if c not in on_table and c not in hand]
            if stray:
                return f"{pretty(stray)} is neither on the table nor in your hand"
        end = [Play(i, s, cs, k) for i, s, cs, k in plays]
        return self._judge(state, seat, end)

    def _table(self, state: "HandState", a: Action) -> list[Event]:
        seat = a.seat
        plays = parse_plays(a.get("plays") or f"+:{seat}:{len(a.cards)}", a.cards)
        hand = state.hands[seat]
        old = {m.id: m for m in state.melds}
        new_melds = []
        for ident, space, cards, as_kind in plays:
            from_hand = [c for c in cards if c in hand]
            for c in from_hand:
                hand.remove(c)
            if ident is None:
                m = self._new_play(state, seat, list(cards), space)
                state.turn.new_melds.append(m.id)
            else:
                m = old[ident]
                m.cards, m.space = list(cards), space
            m.laid_by.update({c: seat for c in from_hand})
            if as_kind is not None:
                m.note(as_kind=as_kind)
            self._fix(m)
            new_melds.append(m)
        state.melds = [m for m in state.melds if m in new_melds]
        state.laid_any[seat] = True
        state.melded_from_hand[seat] = True
        return [Event("table", seat, tuple(a.cards), data={"plays": a.get("plays")})]
