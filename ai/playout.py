"""A fast greedy policy that plays a (sampled) hand to its end, for the Expert's search.

It works on a :class:`~game.engine.HandState` directly, not on views, and asks
the engine for the list of legal actions only where that list is cheap (the
start of a turn, a claim window).  After drawing it plans with the solver's
best partition: it lays the partition's melds, lays off loose cards that fit
a table meld, and sheds its costliest loose card.  Those actions are built
from the rules' own hooks (``may_add``, ``min_left``, ``may_discard_taken_card``)
and applied through the engine's fast path (:meth:`HandState.apply_fast`: the seat,
its cards and the target checked, not every rule, which is the costly part of a
turn); ``strict=True`` applies every action through :meth:`HandState.apply`
instead (the tests play that way to prove the policy only makes legal moves).

The policy, per decision (the same for every seat; Medium's judgement):

* an action of a kind that wins the hand at once (the game's ``winning_kinds``): always;
* a game's own steps (:class:`ai.strategies.Playout`: its own phases, the start of a turn,
  after drawing), looked up once a play-out;
* take or claim the discard when the best such meld leaves fewer points after
  the best discard than it holds now (or empties the hand).

A play-out of a 4-player hand from its middle takes about 1 ms.
"""
from __future__ import annotations

import random
from fractions import Fraction
from typing import Callable, Sequence

from game.engine import Action, HandState
from game.engine.race import landing_order
from game.engine.cards import Card
from game.engine.melds import MeldRules
from game.engine.ruleset import Ruleset
from game.engine.state_moves import discard_action, fit_bits, fits, lay_off_fits
from game.engine.solver import best_partition, min_points

from .rulebot import points_after_discard
from .strategies import GameBot, game_bot

#: A play-out that has not ended after this many actions is cut short (scored 0).
MAX_PLAYOUT_ACTIONS = 600


def relative_payment(state: HandState, seat: int) -> float:
    """``seat``'s payment minus the table's mean payment (0 if the hand is not over)."""
    result = state.result
    if result is None:
        return 0.0
    pays = result.payments
    total = sum((pays.get(s, Fraction(0)) for s in range(state.players)), Fraction(0))
    return float(pays.get(seat, Fraction(0))) - float(total) / state.players


def _uniform_delay(seat: int, rng: random.Random) -> float:
    return rng.random()


class GreedyPolicy:
    """The play-out policy (see the module notes).  ``strict``: apply through the full legality check."""

    def __init__(self, strict: bool = False, delay: Callable[[int, random.Random], float] | None = None) -> None:
        self.strict = strict
        #: a seat's reaction delay to a contested discard in a play-out (default: the same uniform draw
        #: for every seat); the race itself is the engine's (:func:`game.engine.race.landing_order`)
        self.delay = delay if delay is not None else _uniform_delay

    # ------------------------------------------------------------------ the loop
    def play(self, state: HandState, rng: random.Random, *, silent: int | None = None) -> None:
        """Play ``state`` to its end.  ``silent``: a seat that stays silent in the claim window open now."""
        steps = 0
        window = state.window
        game = game_bot(state.game)
        while state.result is None and steps < MAX_PLAYOUT_ACTIONS:
            steps += 1
            if state.window is not window:
                window, silent = state.window, None
            a = self.next_action(state, rng, silent, game)
            if a is None:
                return
            self.do(state, a)

    def do(self, state: HandState, a: Action) -> None:
        if self.strict:
            state.apply(a)
        else:
            state.apply_fast(a)

    def next_action(self, state: HandState, rng: random.Random, silent: int | None = None,
                    game: GameBot | None = None) -> Action | None:
        """The action the policy plays next in ``state`` (whoever's it is), or None if nobody can act.
        ``game``: what the game registered for its bots (looked up if not given)."""
        if game is None:
            game = game_bot(state.game)
        own = game.playout.phases
        if own:
            step = own.get(state.phase)
            if step is not None:          # a phase of the game's own
                return step(state)
        wins = game.winning_kinds
        w = state.window
        if w is not None and w.mode == "priority":
            for s in w.order:
                if s in w.passed or s in w.pending:
                    continue
                legal = state.legal_actions(s)
                win = _winning(legal, wins)
                if win is not None:
                    return win
                take = None if s == silent else self.best_take(state, s, legal)
                return take if take is not None else Action("pass", s)
        elif w is not None and state.phase == "start":
            # who is quickest to slap; the seat in turn races with its take too (game.engine.race)
            seats = list(w.order) + ([state.current] if state.current not in w.order else [])
            delays = {s: self.delay(s, rng) for s in seats}
            for s in landing_order(delays, w.discarder, state.players):
                if s == silent:
                    continue
                legal = state.legal_actions(s)
                if not legal:
                    continue
                win = _winning(legal, wins)
                if win is not None:
                    return win
                take = self.best_take(state, s, legal)
                if take is not None:
                    return take
        cur = state.current
        if state.phase == "start":
            legal = state.legal_actions(cur)
            if not legal:
                return None
            return self.start_action(state, cur, legal, game)
        if state.phase == "play":
            return self.play_action(state, cur, game)
        return None

    # ------------------------------------------------------------------ decisions
    def start_action(self, state: HandState, seat: int, legal: Sequence[Action],
                     game: GameBot | None = None) -> Action:
        if game is None:
            game = game_bot(state.game)
        win = _winning(legal, game.winning_kinds)
        if win is not None:
            return win
        own = game.playout.turn_start
        if own is not None:             # the game's own move at the start of a turn (Battle Hoola's knock)
            chosen = own(state, seat, legal)
            if chosen is not None:
                return chosen
        draw = None
        for a in legal:
            if a.kind == "draw_stock":
                draw = a
        take = self.best_take(state, seat, legal)
        if take is not None:
            return take
        if draw is not None:
            return draw
        for a in legal:
            if a.kind == "pass":
                return a
        return legal[0]

    def best_take(self, state: HandState, seat: int, legal: Sequence[Action]) -> Action | None:
        """The take or claim that lowers the points after the turn the most, if one lowers them."""
        takes = [a for a in legal if a.kind in ("take_discard", "claim")]
        if not takes:
            return None
        hand = state.hands[seat]
        card = state.top_discard
        rules = state.rules
        now = min_points(hand, rules)
        best, best_val = None, None
        to_hand = state.ruleset.take_to_hand(state, seat)
        for a in takes:
            rest = list(hand)
            if to_hand and a.kind == "take_discard" and a.cards == (card,):
                rest.append(card)          # taken into the hand (as the engine takes it), not laid
            for c in a.cards:
                if c != card:
                    rest.remove(c)
            if not rest:
                return a
            val = points_after_discard(rest, rules)
            if best_val is None or val < best_val:
                best, best_val = a, val
        if best_val is not None and best_val < now:
            return best
        return None

    def play_action(self, state: HandState, seat: int, game: GameBot | None = None) -> Action | None:
        """After drawing or taking: the ruleset's any-time actions, the game's own step, then melds,
        then lay-offs, then the discard.  A hand emptied in a game that plays on (House Rummy: the
        turn still ends) takes the first listed action (None: there is none)."""
        rs, opts, rules = state.ruleset, state.options, state.rules
        hand = state.hands[seat]
        n = len(hand)
        if n == 0:
            legal = state.legal_actions(seat)
            return legal[0] if legal else None
        special = rs.anytime_actions(state, seat)
        if special:
            return special[0]
        own = (game if game is not None else game_bot(state.game)).playout.after_draw
        if own is not None:
            chosen = own(state, seat)
            if chosen is not None:
                return chosen
        min_left = state.min_left(seat)
        plan = best_partition(hand, rules)
        refused = False
        plain = _plain_hooks(rs)
        for m in sorted(plan.melds, key=len, reverse=True):
            if n - len(m) >= min_left:
                a = Action("meld", seat, tuple(m))
                # the game's own rule on melds (an initial meld's worth); where the game has none, the
                # partition's meld of cards in hand, leaving enough of them, is one the check allows
                if (plain[0] and not any(c.is_joker for c in m)) or state.check(a) is None:
                    return a
                refused = True
        if refused:
            # melds the game lays only its own way (an initial meld of all of them at once): the first
            # listed action that lays three or more cards from the hand
            held = set(hand)
            for a in state.legal_actions(seat):
                if a.kind != "discard" and len(a.cards) >= 3 and held.issuperset(a.cards):
                    return a
        if n - 1 >= min_left and rs.may_add_now(state, seat):
            stay = rs.adds_stay_melds
            known: dict[int, dict[Card, bool]] = {}   # what fits each play on the table (remembered)
            dead = plan.deadwood
            # which loose cards fit each play, as one number (None: cards of a second pack, asked apart)
            hits = [fit_bits(rules, meld.cards, dead) for meld in state.melds] if stay else []
            if stay and all(h == 0 for h in hits):
                dead = ()                  # nothing fits anywhere: no lay-off
            for c in sorted(dead, key=lambda c: -rules.values[c.rank]):
                for i, meld in enumerate(state.melds):
                    if stay:       # where a meld must stay a meld: a yes/no first, no refusal worded
                        got = hits[i]
                        if got is not None:
                            if not c.bit & got:
                                continue
                        else:
                            fit = known.get(i)
                            if fit is None:
                                fit = known[i] = lay_off_fits(rules, meld.cards)
                            if not fits(fit, meld.cards, c, rules):
                                continue
                    elif not c.is_joker and not any(x.rank == c.rank or x.suit == c.suit or x.is_joker
                                                    for x in meld.cards):
                        continue  # neither its rank nor its suit: it cannot fit
                    if rs.may_add(state, seat, meld, (c,)):
                        a = Action("add", seat, (c,), meld.id)
                        # what its jokers stand for, the turn's own rules; where the game has no rule on
                        # a play as a whole and the play no joker, the add ``may_add`` allows is legal
                        if (plain[1] and not meld.jokers) or state.check(a) is None:
                            return a
        keep = None if rs.may_discard_taken_card(opts) else state.taken_card
        if n == 1 and not rs.may_go_out(state, seat):
            legal = state.legal_actions(seat)
            return legal[0]
        a = discard_action(seat, _shed(hand, plan.deadwood, keep, rules))
        # a game with no rule of its own on ending a turn, and no card taken this turn: any card may go
        if (plain[2] and not state.turn.taken) or state.check(a) is None:
            return a
        # the game's own rule on what may end the turn (a card taken this turn that must stay, one
        # that must be laid first): the same choice among the discards the engine lists, else its first
        legal = state.legal_actions(seat)
        allowed = [x.cards[0] for x in legal if x.kind == "discard" and x.cards]
        if not allowed:
            return legal[0] if legal else None
        card = _shed(allowed, [c for c in plan.deadwood if c in allowed], None, rules, hand)
        return next(x for x in legal if x.kind == "discard" and x.cards[0] == card)


#: per ruleset class: (no rule of its own on a new meld, on a play as a whole, on ending a turn)
_PLAIN: dict[type, tuple[bool, bool, bool]] = {}


def _plain_hooks(rs: Ruleset) -> tuple[bool, bool, bool]:
    """Which of the game's own checks of a meld, an add and a discard are the shared defaults (the
    play-out's move then needs only what it has made sure of itself)."""
    cls = type(rs)
    got = _PLAIN.get(cls)
    if got is None:
        play = cls.refuse_play is Ruleset.refuse_play
        got = _PLAIN[cls] = (
            play and cls.refuse_meld is Ruleset.refuse_meld and cls.refuse_statement is Ruleset.refuse_statement,
            play and cls.max_add_cards >= 1,
            cls.refuse_end_turn is Ruleset.refuse_end_turn)
    return got


def _shed(choices: Sequence[Card], deadwood: Sequence[Card], keep: Card | None, rules: MeldRules,
          hand: Sequence[Card] | None = None) -> Card:
    """The card to discard of ``choices``: the costliest loose card (not ``keep``), or where everything
    melds the one whose loss costs least in ``hand`` (default: the choices)."""
    loose = deadwood if keep is None else [c for c in deadwood if c != keep]
    if loose:
        return max(loose, key=lambda c: (rules.values[c.rank], c.index))
    hand = choices if hand is None else hand
    others = [c for c in choices if c != keep] or list(choices)
    return min(others, key=lambda c: (min_points([x for x in hand if x is not c], rules), -rules.values[c.rank]))


def _winning(legal: Sequence[Action], wins: tuple[str, ...]) -> Action | None:
    """The first listed action of a kind that wins the hand at once (``wins``), if any."""
    if wins:
        for a in legal:
            if a.kind in wins:
                return a
    return None


