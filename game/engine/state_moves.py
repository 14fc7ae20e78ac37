"""Listing what a seat may do now, for bots and hints: every action listed passes the check."""
from __future__ import annotations

from typing import Sequence

from .actions import Action
from .cards import Card
from .ruleset import Ruleset
from .melds import MeldRules, can_add, classify, find_melds, may_join, natural_ranks_suits
from .melds_plain import plain_melds
from .state_parts import TURN_PHASES, _may_meld_with
from .rules_memo import rules_memo


class MovesMixin:
    """Listing a seat's legal actions. One of the pieces :class:`~game.engine.state.HandState` is made of."""

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        """Actions ``seat`` may take now; ``[]`` when it may not act.  Each passes :meth:`check`."""
        if self.phase == "ended" or not isinstance(seat, int) or not 0 <= seat < self.players:
            return []
        if seat != self.current and self.window is None and self.phase in TURN_PHASES and \
                type(self.ruleset).anytime_actions is Ruleset.anytime_actions:
            return []        # out of turn with no discard to claim and no choice at any time: asked of
            #                  every other seat after every action, answered before the cache
        key = (len(self.record), seat)
        got = self._legal_cache.get(key)
        mark = self._legal_mark(seat)
        if got is None or got[0] != mark:
            if len(self._legal_cache) > 16:
                self._legal_cache.clear()
            got = self._legal_cache[key] = (mark, self._compute_legal(seat))
        return list(got[1])

    def _legal_mark(self, seat: int) -> tuple:
        """What a cached list of ``seat``'s actions was made for besides the record's length: a hand
        changed without an action (a test's or a tool's edit) is listed anew."""
        hand = self.hands[seat]
        return (self.phase, self.current, id(self.window), id(hand), len(hand), len(self.melds),
                len(self.stock), len(self.discard))

    def listed(self, action: Action) -> bool:
        """Is ``action`` one of the very objects :meth:`legal_actions` listed for its seat in this
        position?  Then it passes :meth:`check` (every listed action does), and :meth:`apply` need not
        ask again: the fast path of a bot choosing from the list."""
        got = self._legal_cache.get((len(self.record), action.seat))
        if got is None or got[0] != self._legal_mark(action.seat):
            return False
        for a in got[1]:
            if a is action:
                return True
        return False

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
                        acts.append(_bare("pass", seat))
                else:
                    if self.stock and rs.refuse_draw(self, seat) is None:
                        acts.append(_bare("draw_stock", seat))
                    if self.discard_live and (w is None or w.discarder != seat):
                        acts += self._take_options(seat, "take_discard")
            elif self.phase == "play":
                acts += self._play_options(seat)
        elif w is not None and w.waiting(seat):
            acts += self._take_options(seat, "claim")
            acts += rs.window_actions(self, seat)
            if w.mode == "priority":
                acts.append(_bare("pass", seat))
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
        hand = self.hands[seat]
        need = rs.take_min_size - 1     # cards of its rank or suit (or jokers) a meld with it needs
        if need > 0 and not card.is_joker and not _may_meld_with(card, hand, need):
            return out
        kinds = rs.take_kinds(self.options) if kind == "take_discard" else rs.claim_kinds(self.options)
        if not kinds:                   # no meld may be made with it (Kalookie's take goes to the hand)
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
        rules = self.rules
        bits = 0
        for c in hand:
            bits |= c.bit
        # every card of the first pack, each once (no copies): the hand as one number decides
        one_pack = bits.bit_count() == n
        if not rs.may_meld_now(self, seat):   # no new meld now (Kalookie before its opening): none sought
            melds = ()
        elif one_pack and not bits >> 52 and rules.max_jokers >= 0:     # and no joker: find_melds' plain path
            melds = plain_melds(hand, rules, 1, None, max(1, min(rules.min_set, rules.min_run)))
        else:
            melds = find_melds(hand, rules)
        for m in melds:
            if n - len(m) < min_left:
                continue
            if rs.refuse_meld(self, seat, m) is None:
                a = Action("meld", seat, m)
                for a in (variants(self, a) if variants is not None else (a,)):
                    if refuse_play is None or refuse_play(self, a) is None:
                        acts.append(a)
        if n - 1 >= min_left and self.melds and rs.may_add_now(self, seat):
            # where a meld must stay a meld, most cards fail that first: a yes/no, no reasons worded
            if rs.adds_stay_melds:
                masks = _mask_memo(rules)
                ibits = 0
                for c in hand:
                    ibits |= c.ibit
            for meld in self.melds:
                if rs.adds_stay_melds:
                    hits = _fit_bits(masks, rules, meld.cards, hand, ibits)
                    if not hits:
                        continue
                    for c in hand:
                        if c.ibit & hits and rs.refuse_add(self, seat, meld, (c,)) is None:
                            for a in rs.play_variants(self, Action("add", seat, (c,), meld.id)):
                                if rs.refuse_play(self, a) is None and self._add_statement_refusal(meld, a) is None:
                                    acts.append(a)
                    continue
                for c in hand:
                    if rs.refuse_add(self, seat, meld, (c,)) is None:
                        for a in rs.play_variants(self, Action("add", seat, (c,), meld.id)):
                            if rs.refuse_play(self, a) is None and self._add_statement_refusal(meld, a) is None:
                                acts.append(a)
        acts += rs.play_actions(self, seat)
        if n == 1 and not rs.may_go_out(self, seat):
            return acts
        if variants is None and not self.turn.taken and cls.refuse_end_turn is Ruleset.refuse_end_turn:
            # no card was taken this turn and no rule of the game's own ends a turn: every card may go
            # (what ``_discard_reason`` answers each of them; a hand of one card may go out, asked above)
            if one_pack:                      # each card once: by its number, no card hashed
                got = _DISCARD_BITS.get(seat)
                if got is None:
                    got = _DISCARD_BITS[seat] = {}
                for c in hand:
                    a = got.get(c.bit)
                    if a is None:
                        a = got[c.bit] = Action("discard", seat, (c,))
                    acts.append(a)
                return acts
            got = _DISCARDS.get(seat)
            if got is None or len(got) > 256:
                got = _DISCARDS[seat] = {}
            for c in dict.fromkeys(hand):     # a card named twice is discarded once
                a = got.get(c)
                if a is None:
                    a = got[c] = Action("discard", seat, (c,))
                acts.append(a)
            return acts
        if rs.plain_discards and n > 1:
            # each card's discard as it is: the end of the turn asked once for the seat, a card taken
            # this turn asked on its own (``_discard_reason``'s answer, card by card)
            if rs.refuse_end_turn(self, seat, _discard(seat, hand[0])) is not None:
                return acts
            taken = self.turn.taken
            for c in dict.fromkeys(hand):
                a = _discard(seat, c)
                if c not in taken or self._discard_reason(a) is None:
                    if variants is None:
                        acts.append(a)
                    else:                     # e.g. the discard announced, which the rules accept alike
                        acts += variants(self, a)
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


#: the card-less shared actions (a draw, a pass) by kind and seat, made once
_BARE: dict[tuple[str, int], Action] = {}


def _bare(kind: str, seat: int) -> Action:
    a = _BARE.get((kind, seat))
    if a is None:
        if len(_BARE) > 256:
            _BARE.clear()
        a = _BARE[(kind, seat)] = Action(kind, seat)
    return a


#: the plain discards by seat and card, made once: an action is an immutable value, and every list
#: holds a few
_DISCARDS: dict[int, dict[Card, Action]] = {}
#: the same for the cards of the first pack, by the card's bit (``Card.bit``)
_DISCARD_BITS: dict[int, dict[int, Action]] = {}


def _discard(seat: int, card: Card) -> Action:
    got = _DISCARDS.get(seat)
    if got is None or len(got) > 256:
        got = _DISCARDS[seat] = {}
    a = got.get(card)
    if a is None:
        a = got[card] = Action("discard", seat, (card,))
    return a


#: per rules, per table play (its cards), per card: may the card join it and leave a meld?  A legal-move
#: list asks it of every card in hand against every play on the table, after every action
_FITS: dict[object, dict[tuple[Card, ...], dict[Card, bool]]] = {}
_last_fits: list = [None, {}]


def lay_off_fits(rules: object, meld_cards: Sequence[Card]) -> dict[Card, bool]:
    """What is known of which cards may join a play of ``meld_cards`` and leave a meld under ``rules``
    (``may_join`` and ``can_add``), by card; a card not in it yet is asked with :func:`fits`."""
    memo = _fits_memo(rules)
    key = tuple(meld_cards)
    got = memo.get(key)
    if got is None:
        if len(memo) > 20_000:
            memo.clear()
        got = memo[key] = {}
    return got


def fits(known: dict[Card, bool], meld_cards: Sequence[Card], card: Card, rules: MeldRules) -> bool:
    """May ``card`` join the play of ``meld_cards`` and leave a meld?  Remembered in ``known``
    (from :func:`lay_off_fits`)."""
    ok = known.get(card)
    if ok is None:
        ranks, suits = natural_ranks_suits(meld_cards)
        ok = known[card] = may_join(card, ranks, suits) and can_add(meld_cards, (card,), rules)
    return ok


#: per rules, per table play (its cards): [the first pack's cards asked, those that may join] as bits
_MASKS: dict[object, dict[tuple[Card, ...], list[int]]] = {}
_last_masks: list = [None, {}]


def fit_bits(rules: MeldRules, meld_cards: Sequence[Card], cards: Sequence[Card]) -> int | None:
    """The bits (``Card.bit``) of those ``cards`` that may join the play of ``meld_cards`` and leave a
    meld (``may_join`` and ``can_add``), remembered by play; None where a card is not of the first
    pack (ask :func:`fits`)."""
    bits = 0
    for c in cards:
        bits |= c.bit
    if bits.bit_count() != len(cards):
        return None
    return _fit_bits(_mask_memo(rules), rules, meld_cards, cards, bits)


def _fit_bits(masks: dict, rules: MeldRules, meld_cards: Sequence[Card], cards: Sequence[Card],
              bits: int) -> int:
    """Which of ``cards`` (``bits``: their ``Card.ibit``, or ``Card.bit`` for first-pack cards, the
    same number) may join the play of ``meld_cards`` and leave a meld.  Asked by the card's place in
    the pack, copies alike: a card asked is in hand, never on the play, and the rules treat copies the
    same, so either copy answers for the other.  Remembered by play: [places asked, places that fit]."""
    mb = 0
    for c in meld_cards:
        mb |= c.ibit
    key = mb if mb.bit_count() == len(meld_cards) else tuple(meld_cards)
    known = masks.get(key)
    if known is None:
        if len(masks) > 20_000:
            masks.clear()
        known = masks[key] = [0, 0]
    if bits & ~known[0]:
        ranks, suits = natural_ranks_suits(meld_cards)
        for c in cards:
            if not c.ibit & known[0]:
                if may_join(c, ranks, suits) and can_add(meld_cards, (c,), rules):
                    known[1] |= c.ibit
                known[0] |= c.ibit
    return known[1] & bits


def _mask_memo(rules: object) -> dict[tuple[Card, ...], list[int]]:
    return rules_memo(_MASKS, _last_masks, rules)


def _fits_memo(rules: object) -> dict[tuple[Card, ...], dict[Card, bool]]:
    return rules_memo(_FITS, _last_fits, rules)


#: a plain discard of ``card`` by ``seat`` (the one object every list holds)
discard_action = _discard
