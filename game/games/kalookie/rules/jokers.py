"""Joker re-use in Kalookie (K-6, K-16): swapping a joker out of a run or a set for the card it
stands for, which cards of a set win its jokers back, and the swaps listed for a seat."""
from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import TYPE_CHECKING, Sequence

from game.engine.actions import Action, Event
from game.engine.cards import Card
from game.engine.melds import classify, find_melds

if TYPE_CHECKING:
    from game.engine.state import HandState, TableMeld


class KalookieJokers:
    """Joker re-use (K-6): the check, the swap and the swaps a seat may make; part of :class:`Kalookie`."""

    # --- joker re-use (K-6)
    def refuse_swap(self, state: "HandState", a: Action) -> str | None:
        seat = a.seat
        if seat != state.current or state.phase != "play":
            return "a joker is won back in your turn, after drawing"
        if not self.opened(state, seat):
            return f"a joker is won back only after your initial meld of {self.need(state)}"
        first = self._lay_first(state)
        if first:
            return first[1]
        meld = state.meld_by_id(a.target)
        if meld is None:
            return f"there is no meld {a.target} on the table"
        jokers = [c for c in meld.cards if c.is_joker]
        if not jokers:
            return "that meld holds no joker"
        missing = [c for c in a.cards if c not in state.hands[seat]]
        if missing:
            return f"{' '.join(map(str, missing))} not in hand"
        if meld.kind == "run":
            if len(a.cards) != 1:
                return "a joker in a run is won back with the one card it stands for"
            card = a.cards[0]
            joker = next((j for j in jokers if meld.jokers.get(j) == card.face), None)
            if joker is None:
                return f"no joker in that run stands for {card}"
            if state.options.joker_inside_only and joker in (meld.cards[0], meld.cards[-1]):
                return "at this table a joker is won back only from inside a run, not from its end"
            if len(state.hands[seat]) < 2:
                return "keep a card to discard after laying the joker you win back"
            return self._joker_has_a_home(state, a)
        naturals = [c for c in meld.cards if not c.is_joker]
        if not naturals:
            return "a set of jokers stays as it is"
        rank, have = naturals[0].rank, {c.suit for c in naturals}
        if state.options.effective().one_card_frees_set_joker:     # K-14: one card of a missing suit
            if len(a.cards) != 1 or a.cards[0].rank != rank or a.cards[0].suit in have:
                return "a joker in a set is won back with one card of its rank in a suit the set lacks"
        else:
            if len(meld.cards) != 3:
                return "a joker is won back from a set of three (a set of four with a joker is closed)"
            suits = [c.suit for c in a.cards]
            if any(c.rank != rank for c in a.cards) or len(set(suits)) != len(suits) or set(suits) & have \
                    or len(a.cards) < 2 or _set_jokers_freed(len(naturals), len(jokers), len(a.cards)) < 1:
                if len(jokers) == 1:
                    return "a joker in a set is won back with the two cards of the missing suits"
                return "a joker in a set of two jokers is won back with two cards of the missing suits " \
                       "(both with all three)"
        freed, rest, _ = self._set_swap(meld, a.cards, state.options.effective().one_card_frees_set_joker)
        if classify(rest, state.rules) is None:
            return "that would not leave a meld"
        if len(state.hands[seat]) - len(a.cards) + len(freed) < 2:
            return "keep a card to discard after laying the joker you win back"
        return self._joker_has_a_home(state, a)

    def add_ways(self, state: "HandState", action: Action) -> list[Action]:
        """K-3: a joker laid off on a run stands for a card at one end or the other (8♣-Q♣: the 7♣ or
        the K♣), the player's to say; each way the engine accepts, or the action itself if one."""
        if action.kind != "add" or action.data or len(action.cards) != 1 or not action.cards[0].is_joker:
            return [action]
        meld = next((m for m in state.melds if m.id == action.target), None)
        suits = {c.suit for c in meld.cards if not c.is_joker} if meld is not None else set()
        if meld is None or meld.kind != "run" or len(suits) != 1:
            return [action]
        suit = suits.pop()
        order = "23456789TJQKA" if any(c.rank == 13 for c in meld.cards if not c.is_joker) else "A23456789TJQK"
        ways = [w for w in (replace(action, data=(("joker", rank + suit),)) for rank in order)
                if state.check(w) is None]
        return ways if len(ways) > 1 else [action]

    def _joker_has_a_home(self, state: "HandState", a: Action) -> str | None:
        """The won-back joker must go straight into a meld: refuse a swap that leaves it nowhere to go."""
        trial = state.trial()
        self._swap(trial, a)
        joker = Card.parse(trial.turn.data.released.split(",")[0])
        if not self._lays_somewhere(trial, a.seat, joker):
            return "the joker you would win back could go into no meld now"
        return None

    def _lays_somewhere(self, state: "HandState", seat: int, card: Card) -> bool:
        """Would the legal list hold a meld or an add with ``card``?  Asked of those plays alone (an
        add of it onto each table meld, each meld of the hand holding it, as its statements list it),
        each by the check, which every listed action passes: not the whole list made to look."""
        for m in state.melds:
            if state.check(Action("add", seat, (card,), m.id)) is None:
                return True
        for m in find_melds(state.hands[seat], state.rules, must_include=card):
            if any(state.check(v) is None for v in self.play_variants(state, Action("meld", seat, m))):
                return True
        return False

    def _swap(self, state: "HandState", a: Action) -> list[Event]:
        meld = state.meld_by_id(a.target)
        assert meld is not None
        seat = a.seat
        for c in a.cards:
            state.hands[seat].remove(c)
        if meld.kind == "run":
            card = a.cards[0]
            joker = next(j for j in meld.cards if j.is_joker and meld.jokers.get(j) == card.face)
            cards = [card if c == joker else c for c in meld.cards]
            stands = {j: v for j, v in meld.jokers.items() if j != joker}
        else:
            freed, cards, stands = self._set_swap(meld, a.cards, state.options.effective().one_card_frees_set_joker)
            joker = freed[0]
        ordered, stands = self.arrange(state, cards, stands or None)
        freed = [joker] if meld.kind == "run" else freed
        meld.cards, meld.jokers = list(ordered), stands
        meld.kind = self.meld_kind(state, ordered, stands)
        meld.laid_by.update({c: seat for c in a.cards})
        for j in freed:
            meld.laid_by.pop(j, None)
            state.hands[seat].append(j)
            state.turn.taken[j] = "hot"              # straight into a new meld or build, never kept
        state.turn.data.released = ",".join(map(str, freed))
        data = {"joker": joker} if len(freed) == 1 else {"joker": joker, "jokers": tuple(freed)}
        return [Event("swap", seat, tuple(a.cards), meld.id, data=data)]

    @staticmethod
    def _set_swap(meld: "TableMeld", cards: Sequence[Card],
                  one_card: bool = False) -> tuple[list[Card], list[Card], dict[Card, str]]:
        """A set's jokers won back with cards of its missing suits (K-6, K-16; ``one_card``: K-14, each
        card frees one): the jokers freed (those standing for the suits now given first), the set's new
        cards, and what the jokers left stand for (the suits still missing)."""
        jokers = [c for c in meld.cards if c.is_joker]
        naturals = [c for c in meld.cards if not c.is_joker] + list(cards)
        given = {c.suit for c in cards}
        count = min(len(jokers), len(cards)) if one_card else \
            _set_jokers_freed(len(naturals) - len(cards), len(jokers), len(cards))
        ordered = sorted(jokers, key=lambda j: (meld.jokers.get(j, "")[1:2] not in given, j))
        freed, kept = ordered[:count], ordered[count:]
        missing = [s for s in "SHDC" if s not in {c.suit for c in naturals}]
        rank = "A23456789TJQK"[naturals[0].rank - 1]
        stands = {j: rank + s for j, s in zip(sorted(kept), missing)}
        return freed, naturals + kept, stands

    def _swaps(self, state: "HandState", seat: int) -> list[Action]:
        if not self.opened(state, seat) or state.turn.data.released:
            return []
        hand = state.hands[seat]
        out = []
        for m in state.melds:
            if not any(c.is_joker for c in m.cards):
                continue
            if m.kind == "run":
                # only the card a joker stands for wins it back (the check refuses any other)
                faces = set(m.jokers.values())
                out += [Action("swap", seat, (c,), m.id) for c in hand if c.face in faces]
            elif state.options.effective().one_card_frees_set_joker:
                naturals = [c for c in m.cards if not c.is_joker]
                if naturals:
                    have = {c.suit for c in naturals}
                    out += [Action("swap", seat, (c,), m.id) for c in hand
                            if c.rank == naturals[0].rank and c.suit not in have]
            elif len(m.cards) == 3:
                naturals = [c for c in m.cards if not c.is_joker]
                if naturals:
                    same = [c for c in hand if c.rank == naturals[0].rank]
                    sizes = (2, 3) if len(naturals) == 1 else (2,)
                    out += [Action("swap", seat, group, m.id) for n in sizes for group in combinations(same, n)]
        return [a for a in out if self.check_action(state, a) is None]


def _set_jokers_freed(naturals: int, jokers: int, given: int) -> int:
    """How many of a set's jokers cards of its missing suits win back (K-6, K-16): the set keeps as
    many jokers as it still has room for up to four cards (a four with a joker is closed)."""
    return jokers - max(0, min(jokers, 4 - naturals - given))
