"""Listing what a seat may do now, for bots and hints: every action listed passes the check."""
from __future__ import annotations

from .actions import Action
from .cards import Card
from .ruleset import Ruleset
from .melds import can_add, classify, find_melds, may_join, natural_ranks_suits
from .state_parts import TURN_PHASES, _may_meld_with


class MovesMixin:
    """Listing a seat's legal actions. One of the pieces :class:`~game.engine.state.HandState` is made of."""

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        """Actions ``seat`` may take now; ``[]`` when it may not act.  Each passes :meth:`check`."""
        if self.phase == "ended" or not isinstance(seat, int) or not 0 <= seat < self.players:
            return []
        key = (len(self.record), seat)
        cached = self._legal_cache.get(key)
        if cached is None:
            if len(self._legal_cache) > 16:
                self._legal_cache.clear()
            cached = self._legal_cache[key] = self._compute_legal(seat)
        return list(cached)

    def _compute_legal(self, seat: int) -> list[Action]:
        if not self.active[seat]:
            return []
        rs = self.ruleset
        acts: list[Action] = list(rs.anytime_actions(self, seat))
        if self.phase not in TURN_PHASES:
            return acts + rs.phase_actions(self, seat)
        w = self.window
        if seat == self.current:
            if self.phase == "start":
                acts += rs.start_actions(self, seat)
                if w is not None and w.mode == "priority":
                    if w.waiting(seat):
                        acts += self._take_options(seat, "take_discard")
                        acts.append(Action("pass", seat))
                else:
                    if self.stock and rs.refuse_draw(self, seat) is None:
                        acts.append(Action("draw_stock", seat))
                    if self.discard_live and (w is None or w.discarder != seat):
                        acts += self._take_options(seat, "take_discard")
            elif self.phase == "play":
                acts += self._play_options(seat)
        elif w is not None and w.waiting(seat):
            acts += self._take_options(seat, "claim")
            acts += rs.window_actions(self, seat)
            if w.mode == "priority":
                acts.append(Action("pass", seat))
        return acts

    def _take_options(self, seat: int, kind: str) -> list[Action]:
        rs = self.ruleset
        card = self.top_discard
        if card is None or rs.refuse_take(self, seat) is not None:
            return []
        if card.is_joker and not rs.may_take_joker(self.options):
            return []
        out = []
        if kind == "take_discard" and rs.take_to_hand(self, seat):
            out.append(Action(kind, seat, (card,)))
        kinds = rs.take_kinds(self.options) if kind == "take_discard" else rs.claim_kinds(self.options)
        hand = self.hands[seat]
        need = rs.take_min_size - 1     # cards of its rank or suit (or jokers) a meld with it needs
        if need > 0 and not card.is_joker and not _may_meld_with(card, hand, need):
            return out
        melds = find_melds(hand + [card], self.rules, min_size=rs.take_min_size, must_include=card)
        min_left = self.min_left(seat)
        for m in melds:
            if classify(m, self.rules) not in kinds:
                continue
            if len(hand) + 1 - len(m) < min_left:
                continue
            if rs.refuse_meld(self, seat, m) is not None:
                continue
            for a in rs.play_variants(self, Action(kind, seat, m)):
                if rs.refuse_play(self, a) is None:
                    out.append(a)
        return out

    def _play_options(self, seat: int) -> list[Action]:
        rs, hand = self.ruleset, self.hands[seat]
        # a ruleset that states no variants and refuses no play as a whole is not asked (the list
        # is made after every action: each call saved is saved on every card in hand)
        cls = type(rs)
        variants = None if cls.play_variants is Ruleset.play_variants else rs.play_variants
        refuse_play = None if cls.refuse_play is Ruleset.refuse_play else rs.refuse_play
        acts: list[Action] = []
        n = len(hand)
        min_left = self.min_left(seat)
        for m in find_melds(hand, self.rules):
            if n - len(m) < min_left:
                continue
            if rs.refuse_meld(self, seat, m) is None:
                a = Action("meld", seat, m)
                for a in (variants(self, a) if variants is not None else (a,)):
                    if refuse_play is None or refuse_play(self, a) is None:
                        acts.append(a)
        if n - 1 >= min_left and rs.may_add_now(self, seat):
            # where a meld must stay a meld, most cards fail that first: a yes/no, no reasons worded
            stay = rs.adds_stay_melds
            for meld in self.melds:
                ranks, suits = natural_ranks_suits(meld.cards)
                for c in hand:
                    if stay and not (may_join(c, ranks, suits) and can_add(meld.cards, (c,), self.rules)):
                        continue
                    if rs.refuse_add(self, seat, meld, (c,)) is None:
                        for a in rs.play_variants(self, Action("add", seat, (c,), meld.id)):
                            if rs.refuse_play(self, a) is None and self._add_statement_refusal(meld, a) is None:
                                acts.append(a)
        acts += rs.play_actions(self, seat)
        if n == 1 and not rs.may_go_out(self, seat):
            return acts
        seen = set()
        for c in hand:
            if c in seen:
                continue
            seen.add(c)
            a = _discard(seat, c)
            for a in (variants(self, a) if variants is not None else (a,)):   # e.g. an announcement with it
                if self._discard_reason(a) is None:
                    acts.append(a)
        return acts


#: the plain discards, made once: an action is an immutable value, and every list holds a few
_DISCARDS: dict[tuple[int, Card], Action] = {}


def _discard(seat: int, card: Card) -> Action:
    key = (seat, card)
    a = _DISCARDS.get(key)
    if a is None:
        if len(_DISCARDS) > 4096:
            _DISCARDS.clear()
        a = _DISCARDS[key] = Action("discard", seat, (card,))
    return a
