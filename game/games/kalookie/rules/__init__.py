"""Kalookie, the British club game (seed 002; rules K-1 to K-16 of ``RULES.md``).

Written on the shared engine's hooks alone:

- K-1/K-2: two packs and two jokers (106 cards, copies kept apart: ``7S`` and ``7S.1``), 13 cards
  each; A 11, K Q J 10 ten, 2-9 face, a joker 15 in hand.
- K-3: sets of three or four of a rank in different suits; runs of three or more, aces high only.
  A joker at a run's end, or two jokers with one card, states what it stands for (``joker=8S``)
  and keeps it (``joker_life = "fixed"``).
- K-4: the initial meld is one action of the game's own, ``open``: the new melds laid from hand
  together, worth the initial count (40) or more.  Its cards are written meld by meld and its
  ``groups`` word gives their sizes (``0 open 7H 8H 9H KS KD KC groups=3,3``).  Builds come after
  it, so they never count toward it.  ``legal_actions`` lists only some openings (the largest ones
  found); :meth:`HandState.check` judges any.
- K-5: after opening, melds and builds one card at a time, at most two cards on each end of a run
  in a turn (option: two on the whole run).
- K-7: the first player may take the up-card freely; after that the top discard goes to a player
  who has opened, or who can open with it this turn and must then do so (the discard may be kept).
- K-8: calling up needs a final discard; a kalookie is all thirteen laid in one turn with nothing
  melded before.
- K-9: a discard that leaves one, two or three cards carries its announcement (``announce=2``);
  a player who did not announce may not call up on the next turn.
- K-10: the stock is made anew from the discards once; the second time it runs out the hand is void.
- K-11: stakes for a call-up or a kalookie from each player still in, penalty points for the cards
  left, the pool, elimination over the limit and buy-ins (the match hooks, below).

- K-6: after opening (the same turn too), a joker is won back with an action of the game's own,
  ``swap``: from a run with the card it stands for (``0 swap 7S @3``), from a set of three with the
  two cards of the missing suits; the joker is then hot and must go straight into a new meld or a
  build (the next play must hold it, and the turn cannot end before).  A set of four with a joker
  is closed.

- K-12: aces high or low (a low ace counts 1 on the table), three packs with three jokers (jokers 25,
  three identical cards make a set), and the other variants as options.
- K-14, North American Kaluki (``version=north_american``): four jokers, 15 cards (13 for five, 11 for
  six), 51 to open with builds on the table counting if one new meld is made (the opening's
  ``builds`` word names the meld each last card goes on: ``builds=2,5``), aces high or low and worth
  15, jokers 25, one card of a missing suit frees a joker from a set, no pool: the winner scores the
  cards left in the other hands, and the match runs to a target.
- K-15, Scarne's East Coast game (``version=scarne``): as North America, with aces 11, sets of jokers
  (15 each), a joker shown at the cut kept by the cutter (the dealer's right), the dealer's swap for
  the up-card (``exchange`` or ``stand`` before play), the discard only to lay it at once, and each
  deal paid by the card (jokers double, all doubled for a kaluki).

The game is written in modules of one idea each: the card values and a meld's points
(``kalookie_melds``), the opening (``kalookie_opening``), joker re-use (``jokers``), Scarne's deal (``kalookie_scarne``), the
words (``kalookie_words``), the match (``kalookie_match``) and the options (``kalookie_options``);
this module holds the hand's turn and the class that puts them together.
"""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any, Sequence

from game.engine.actions import Action, Event
from game.engine.cards import Card
from game.engine.melds import MeldRules, arrange, arrange_run, classify, set_jokers_lacking
from game.engine.result import Result
from game.engine.ruleset import Ruleset
from game.engine.state import declared_jokers
from game.engine.ruleset import register
from .data import KalookieHand, KalookieTurn
from .match import KalookieMatch
from .melds import RULES, VALUES, _bounds, card_value, meld_value, rules_for
from .opening import MAX_OPENINGS, KalookieOpening
from .scarne import KalookieScarneDeal
from .words import KalookieWords
from .options import KalookieOptions
from .jokers import KalookieJokers

if TYPE_CHECKING:
    from game.engine.state import HandState, TableMeld

__all__ = ["Kalookie", "RULES", "VALUES", "MAX_OPENINGS", "rules_for", "card_value", "meld_value"]

class Kalookie(KalookieJokers, KalookieOpening, KalookieScarneDeal, KalookieWords, KalookieMatch, Ruleset):
    name, title, Options = "kalookie", "Kalookie", KalookieOptions
    min_players, max_players = 2, 6                 # six in North America only (player_range)
    #: A taken discard may be kept and thrown back (K-7), so a hand could go round for ever without a
    #: card drawn (two greedy players passed a 2♠ to and fro for 2,000 moves): at 400 turns it is void
    #: as on the stock's second run-out (K-10).  A hand with the stock in play lasts about 100.
    hand_turns = 400
    #: The end of a turn is refused by the seat alone (a joker or taken card still to lay, an opening
    #: owed), and an announcement made by the list is the true count (K-7, K-9).
    plain_discards = True
    unit = "points"
    lower_is_better = True
    zero_sum = True
    kinds = frozenset({"open", "swap", "exchange", "stand"})
    #: Openings are listed up to MAX_OPENINGS, the most points first, each way of laying them once.
    partly_listed = frozenset({"open"})
    targeted_kinds = frozenset({"swap"})
    ordered_kinds = frozenset({"open"})
    words = {"meld": ("joker",), "add": ("joker",), "open": ("groups", "joker", "builds"),
             "discard": ("announce",)}
    joker_life = "fixed"
    HandData, TurnData = KalookieHand, KalookieTurn
    uses_target = False          # the limit is an option; the match ends with one player left
    end_columns = (("points", "Penalty points"), ("payment", "Stakes"))
    uses_hand_count = False
    reason_words = {"out": "called up", "kalookie": "a kalookie: every card melded at once",
                    "void": "the stock ran out twice: the hand is void and the same dealer deals again",
                    "turns": "the hand reached its 400 turns: it is void and the same dealer deals again"}

    # --- cards and deal (K-1)
    def meld_rules(self, opts: KalookieOptions) -> MeldRules:
        return rules_for(opts)

    def deck(self, opts: KalookieOptions) -> tuple[int, int]:
        return opts.effective().packs_and_jokers()

    def hand_size(self, players: int, opts: KalookieOptions) -> int:
        return opts.effective().hand_size(players)

    def player_range(self, opts: KalookieOptions) -> tuple[int, int]:
        return 2, opts.effective().max_players()

    # --- how the score reads: penalty points and stakes, the North American points, Scarne's cents
    def counts_down(self, opts: KalookieOptions) -> bool:
        return opts.effective().pool

    def stats_book(self, opts: KalookieOptions) -> str:
        """The pool versions (British, Swedish) pay stakes; the American versions pay points (K-14,
        K-15), each its own way: their hands are counted apart."""
        return "" if opts.effective().pool else opts.version

    def balanced(self, opts: KalookieOptions) -> bool:
        return opts.version != "north_american"

    def columns(self, opts: KalookieOptions) -> tuple[tuple[str, str], ...]:
        if opts.version == "north_american":
            return (("points", "Points left in hand"), ("payment", "Score"))   # K-14 (not a count of cards)
        if opts.version == "scarne":
            return (("points", "Cards to pay"), ("payment", "Cents"))
        return self.end_columns

    def match_defaults(self, opts: KalookieOptions) -> dict[str, Any]:
        e = opts.effective()
        if e.version == "north_american":
            return {"target": e.target}
        return {"max_hands": e.deals} if e.scarne else {}

    def claim_mode(self, opts: KalookieOptions) -> str:
        return "next_only"                           # no claims out of turn

    def take_kinds(self, opts: KalookieOptions) -> frozenset[str]:
        return frozenset()                           # the discard goes to the hand (K-7)

    def stock_reshuffles(self, opts: KalookieOptions) -> int:
        return 1 if opts.reshuffle else 0            # K-10

    def may_take_joker(self, opts: KalookieOptions) -> bool:
        return True

    def out_without_discard(self, opts: KalookieOptions) -> bool:
        return False                                 # K-8: calling up ends with a discard

    # --- who has opened (K-4)
    @staticmethod
    def opened(state: "HandState", seat: int) -> bool:
        return seat in state.data.opened

    def need(self, state: "HandState") -> int:
        return state.options.effective().initial_meld

    # --- taking the discard (K-7)
    def take_to_hand(self, state: "HandState", seat: int) -> bool:
        return True

    def refuse_take(self, state: "HandState", seat: int) -> str | None:
        card = state.top_discard
        if card is None:
            return "the discard pile is empty"
        if state.options.effective().scarne:
            return None if self._lays_at_once(state, seat, card) else \
                f"you may take the {card} only to lay it in a meld at once"
        if self.opened(state, seat) or (self._first_play(state) and not state.options.effective().taken_into_opening):
            return None
        if not self._opens_with(state, seat, card):
            return (f"you may take the {card} only to make your initial meld of {self.need(state)} "
                    f"with it this turn")
        return None

    def _lays_at_once(self, state: "HandState", seat: int, card: Card) -> bool:
        """K-15: could the discard go straight into a meld or a build (or the opening) this turn?
        Tried on a copy with the card in hand, so a take never leaves a turn that cannot end."""
        trial = self._taken_trial(state, seat, card)
        trial.turn.data.lay_first = str(card)
        # what the list after the take would hold with the card, asked of those plays alone: a seat
        # that has opened melds or builds (K-5), one that has not opens with the card in (K-4)
        if self.opened(trial, seat):
            return self._lays_somewhere(trial, seat, card)
        return any(self.check_action(trial, a) is None
                   for a in self._openings(trial, seat, list(trial.hands[seat]), must=card))

    def _opens_with(self, state: "HandState", seat: int, card: Card) -> bool:
        """K-7: could this seat make its initial meld this turn with the discard in hand?"""
        trial = self._taken_trial(state, seat, card)
        must = None
        if state.options.effective().taken_into_opening:
            trial.turn.data.lay_first = str(card)    # K-16: the opening must hold it
            must = card
        return any(self.check_action(trial, a) is None
                   for a in self._openings(trial, seat, list(trial.hands[seat]), limit=4, must=must))

    @staticmethod
    def _taken_trial(state: "HandState", seat: int, card: Card) -> "HandState":
        trial = state.sketch()           # only asked, never laid on (what it lays is on a trial of it)
        trial.discard.remove(card)
        trial.hands[seat].append(card)
        trial.phase = "play"
        trial.turn.drew = True
        trial.turn.taken_card = card
        trial.turn.taken[card] = "taken"
        return trial

    def after_draw(self, state: "HandState", seat: int, cards: tuple) -> list[Event]:
        taken = state.turn.taken_card
        opts = state.options.effective()
        if taken is not None and taken in cards and (
                opts.scarne or (opts.taken_into_opening and not self.opened(state, seat))):
            state.turn.data.lay_first = str(taken)   # into a meld at once (K-15), or the opening (K-16)
        return []

    @staticmethod
    def _first_play(state: "HandState") -> bool:
        """The very first turn of the deal: the first player may take the up-card freely."""
        return not state.data.played and state.turns <= 1

    # --- laying (K-3, K-4, K-5)
    def may_add_now(self, state: "HandState", seat: int) -> bool:
        return self.opened(state, seat)

    def may_meld_now(self, state: "HandState", seat: int) -> bool:
        return self.opened(state, seat)              # what refuse_meld asks first of every meld

    def refuse_meld(self, state: "HandState", seat: int, cards: tuple) -> str | None:
        if not self.opened(state, seat):
            return f"your first melds go down together as your initial meld, worth {self.need(state)} or more"
        return None

    @staticmethod
    def _lay_first(state: "HandState") -> tuple[str, str] | None:
        """The card that must go into the next play, and why (a won-back joker, Scarne's discard)."""
        released = state.turn.data.released
        if released:
            return released.split(",")[0], "lay the joker you won back first, in a new meld or on a meld"
        taken = state.turn.data.lay_first
        if taken:
            return taken, f"lay the {Card.parse(taken)} you took from the discard pile first, in a meld"
        return None

    def refuse_play(self, state: "HandState", action: Action) -> str | None:
        first = self._lay_first(state)
        if first and action.kind in ("meld", "add", "open") and first[0] not in map(str, action.cards):
            return first[1]
        if action.kind in ("meld", "open"):
            groups = self._groups(action) if action.kind == "open" else [list(action.cards)]
            if groups is None:
                return "say how the cards divide into melds (groups=3,4)"
            declared = declared_jokers(action)
            for g in groups:
                reason = self._joker_statement(g, declared, state.rules)
                if reason:
                    return reason
        return None

    @staticmethod
    def _joker_statement(cards: Sequence[Card], declared: dict[Card, str], rules: MeldRules = RULES) -> str | None:
        """K-3: a joker at a run's end, or two jokers with one card, must say what it stands for."""
        jokers = [c for c in cards if c.is_joker]
        if not jokers:
            return None
        naturals = [c for c in cards if not c.is_joker]
        mine = {j: declared[j] for j in jokers if j in declared}
        if len(naturals) == 1 and len(jokers) == 2 and len(mine) < 2:
            return f"say what both jokers with the {naturals[0]} stand for (joker=8S,9S for a run)"
        if classify(cards, rules) == "run" and len(mine) < len(jokers):
            got = arrange_run(cards, rules, mine)
            if got is not None and (got[0][0].is_joker or got[0][-1].is_joker) and \
                    any(j not in mine for j in (got[0][0], got[0][-1]) if j.is_joker):
                return "say which card the joker at the end of the run stands for (joker=8S)"
        return None

    def meld_kind(self, state: "HandState", cards: Sequence[Card], jokers: dict[Card, str] | None) -> str | None:
        rules = state.rules
        kind = classify(cards, rules)
        naturals = [c for c in cards if not c.is_joker]
        if jokers and naturals and all(len(v) >= 2 for v in jokers.values()):
            if all(Card.parse(v).rank == naturals[0].rank for v in jokers.values()) and \
                    all(c.rank == naturals[0].rank for c in naturals):
                return "set"
            if arrange_run(cards, rules, jokers) is not None:
                return "run"
        return kind

    def arrange(self, state: "HandState", cards: Sequence[Card],
                jokers: dict[Card, str] | None = None) -> tuple[tuple[Card, ...], dict[Card, str]]:
        if jokers and self.meld_kind(state, cards, jokers) == "set":
            naturals = sorted((c for c in cards if not c.is_joker), key=lambda c: (c.suit_index, c.copy))
            return tuple(naturals + sorted(c for c in cards if c.is_joker)), set_jokers_lacking(naturals, jokers)
        return arrange(cards, state.rules, jokers)

    def play_variants(self, state: "HandState", action: Action) -> list[Action]:
        """A discard that leaves 1-3 cards is listed announced and not; a meld with jokers is listed
        with what its jokers stand for, stated in full (K-3)."""
        if action.kind == "discard":
            return self._discard_variants(state, action)
        if action.kind != "meld" or not any(c.is_joker for c in action.cards) or action.get("joker"):
            return [action]
        statements = [d for d in self._statements(action.cards, state.rules) if d]
        if not statements:
            return [action]
        jokers = sorted(c for c in action.cards if c.is_joker)
        return [Action("meld", action.seat, action.cards, data=(("joker", ",".join(d.get(j, "") for j in jokers)),))
                for d in statements]

    def _discard_variants(self, state: "HandState", action: Action) -> list[Action]:
        left = len(state.hands[action.seat]) - 1
        if 1 <= left <= 3:
            return [Action("discard", action.seat, action.cards, data=(("announce", str(left)),)), action]
        return [action]

    def refuse_add(self, state: "HandState", seat: int, meld: "TableMeld", cards: tuple) -> str | None:
        refused = super().refuse_add(state, seat, meld, cards)
        if refused:
            return refused
        if meld.kind == "set" and any(c.is_joker for c in meld.cards) and len(meld.cards) >= 4:
            return "a set of four with a joker is closed"
        if meld.kind == "run":
            return self._build_limit(state, meld, cards)
        return None

    def _build_limit(self, state: "HandState", meld: "TableMeld", cards: tuple) -> str | None:
        """K-5: at most two cards on each end of a run in one turn (option: two on the whole run)."""
        start = state.turn.data.run_bounds
        lo, hi = start.get(meld.id) or _bounds(meld.cards, meld.jokers)
        declared = dict(meld.jokers)
        got = arrange_run(list(meld.cards) + list(cards), state.rules, declared)
        if got is None:
            return None
        nlo, nhi = _bounds(got[0], got[1])
        low_added, high_added = lo - nlo, nhi - hi
        if state.options.run_builds == "run":
            if low_added + high_added > 2:
                return f"at most two cards may go on that run in one turn, and {' '.join(map(str, cards))} is a third"
        elif low_added > 2 or high_added > 2:
            return f"at most two cards may go on each end of a run in one turn: not {' '.join(map(str, cards))}"
        return None

    def after_lay(self, state: "HandState", seat: int, meld: "TableMeld") -> list[Event]:
        if meld.kind == "run":       # a run laid this turn: its ends count from where it was laid
            state.turn.data.run_bounds.setdefault(meld.id, _bounds(meld.cards, meld.jokers))
        laid = set(map(str, meld.cards))
        t = state.turn.data                        # the cards that had to be laid are on the table
        t.released = ",".join(c for c in t.released.split(",") if c and c not in laid)
        t.lay_first = ",".join(c for c in t.lay_first.split(",") if c and c not in laid)
        return []

    def play_actions(self, state: "HandState", seat: int) -> list[Action]:
        if self.opened(state, seat):
            return self._swaps(state, seat)
        first = self._lay_first(state)
        must = Card.parse(first[0]) if first else None
        return [a for a in self._openings(state, seat, list(state.hands[seat]), must=must)
                if self.check_action(state, a) is None]

    def apply_special(self, state: "HandState", a: Action) -> list[Event]:
        if a.kind == "swap":
            return self._swap(state, a)
        if a.kind in ("exchange", "stand"):
            return self._dealer_choice(state, a)
        groups = self._groups(a)
        assert groups is not None
        declared = declared_jokers(a)
        events: list[Event] = []
        for g in groups:
            mine = {j: declared[j] for j in g if j in declared}
            meld = state.place(a.seat, g, jokers=mine or None)
            events.append(Event("meld", a.seat, tuple(meld.cards), meld.id))
            events += self.after_lay(state, a.seat, meld)
        state.data.opened.append(a.seat)
        builds = self._builds(a) or []
        for card, target in zip(a.cards[len(a.cards) - len(builds):], builds):
            events += state.add_to(a.seat, (card,), target)
        return events

    # --- the end of a turn (K-7, K-8, K-9)
    def refuse_end_turn(self, state: "HandState", seat: int, action: Action) -> str | None:
        if state.turn.data.released:
            return "lay the joker you won back in a new meld or on a meld before you discard"
        first = self._lay_first(state)
        if first:
            return first[1]
        if state.turn.taken and not self.opened(state, seat) and not self._first_play(state):
            return f"you took the discard: make your initial meld of {self.need(state)} before you discard"
        announce = action.get("announce")
        left = len(state.hands[seat]) - 1
        if announce is not None and (not announce.isdigit() or int(announce) != left or not 1 <= left <= 3):
            return f"announce the cards you will hold: {left}" if 1 <= left <= 3 else "there is nothing to announce"
        return None

    def may_go_out(self, state: "HandState", seat: int) -> bool:
        """K-9, K-16: a player who did not announce may not call up on the next turn."""
        return seat not in state.data.barred

    def on_turn_start(self, state: "HandState", seat: int) -> list[Event]:
        """Where each run on the table ends as the turn begins (K-5 counts cards from there)."""
        state.turn.data.run_bounds = {m.id: _bounds(m.cards, m.jokers) for m in state.melds if m.kind == "run"}
        return []

    def after_discard(self, state: "HandState", seat: int, card: Card) -> list[Event]:
        last = state.record[-1] if state.record else None
        state.data.played = True
        barred = [s for s in state.data.barred if s != seat]
        left = len(state.hands[seat])
        events: list[Event] = []
        if 1 <= left <= 3 and (last is None or last.get("announce") is None):
            barred.append(seat)                      # did not announce: no call-up next turn
            events.append(Event("unannounced", seat, data={"left": left}))
        elif last is not None and last.get("announce"):
            events.append(Event("announce", seat, data={"left": left}))
        state.data.barred = barred
        return events

    # --- settling (K-8, K-10, K-11)
    def settle(self, state: "HandState", reason: str, winners: tuple[int, ...] | None, **info: Any) -> Result:
        opts = state.options.effective()
        seats = [s for s in range(state.players) if state.active[s]]
        points = {s: self.hand_points(state, s) for s in seats}
        hands = {s: tuple(state.hands[s]) for s in seats}
        if reason != "out" or not winners:
            bound = reason == "turns"               # the hand's bound (hand_turns): void as a second run-out
            return Result((), "turns" if bound else "void", points={s: 0 for s in seats},
                          payments={s: Fraction(0) for s in seats}, hands=hands,
                          notes=("the hand reached its 400 turns: it is void and the same dealer deals" if bound else
                                 "the stock ran out again: the hand is void and the same dealer deals",),
                          details={"void": True})
        w = winners[0]
        kalookie = bool(info.get("perfect")) and opts.kalookies
        if opts.american:
            return self._settle_american(state, w, kalookie, points, hands)
        stake = opts.kalookie_stake if kalookie else opts.call_up_stake
        pays = {s: Fraction(-stake) for s in seats if s != w}
        pays[w] = Fraction(stake * (len(seats) - 1))
        if kalookie and opts.double_after_kalookie:
            points = {s: 2 * p for s, p in points.items()}
        points[w] = 0
        how = "a kalookie" if kalookie else "calling up"
        return Result((w,), "kalookie" if kalookie else "out", points=points, payments=pays, hands=hands,
                      notes=(f"seat {w} won by {how}: each other player pays {stake}",),
                      details={"perfect": kalookie, "penalties": dict(points)})

    @staticmethod
    def _settle_american(state: "HandState", w: int, kalookie: bool, points: dict[int, int],
                         hands: dict[int, tuple]) -> Result:
        """K-14: the winner scores the cards left in the other hands.  K-15: each loser pays a cent a
        card, two for a joker, all doubled for a kaluki."""
        losers = [s for s in points if s != w]
        if state.options.version == "north_american":
            total = sum(points[s] for s in losers)
            pays = {s: Fraction(0) for s in points}
            pays[w] = Fraction(total)
            points[w] = 0
            return Result((w,), "out", points=points, payments=pays, hands=hands,
                          notes=(f"seat {w} called up and scores {total}, the cards left in the other hands",),
                          details={"penalties": dict(points)})
        factor = 2 if kalookie else 1
        owed = {s: factor * Kalookie.hand_cards_owed(state, s) for s in losers}
        pays = {s: Fraction(-n) for s, n in owed.items()}
        pays[w] = Fraction(sum(owed.values()))
        owed[w] = 0
        how = "a kaluki: every card melded at once, payments doubled" if kalookie else "calling up"
        return Result((w,), "kalookie" if kalookie else "out", points=owed, payments=pays, hands=hands,
                      notes=(f"seat {w} won by {how}: each other player pays a cent a card, two for a joker",),
                      details={"perfect": kalookie, "penalties": dict(owed)})

    @staticmethod
    def hand_points(state: "HandState", seat: int) -> int:
        """The penalty points of ``seat``'s hand (K-2, K-11, K-14): jokers 15 (25 in North America and
        with three packs) and aces as the version counts them."""
        values = state.rules.values
        return sum(values[c.rank] for c in state.hands[seat])

    @staticmethod
    def hand_cards_owed(state: "HandState", seat: int) -> int:
        """K-15: what Scarne's loser pays for its hand, a cent a card and two for a joker."""
        return sum(2 if c.is_joker else 1 for c in state.hands[seat])

    def shown_points(self, state: "HandState", seat: int) -> dict[str, int]:
        """What the hand would be charged if another player called up now: its penalty points, or in
        Scarne's game the cents it would pay (a kaluki doubles them)."""
        if state.options.effective().scarne:
            return {"hand": self.hand_cards_owed(state, seat)}
        return {"hand": self.hand_points(state, seat)}

    def next_dealer(self, dealer: int, result: Result | None, players: int) -> int:
        if result is not None and result.details.get("void"):
            return dealer                            # K-10: the same dealer deals again
        return (dealer + 1) % players                # K-1: the deal passes left

    def observe(self, state: "HandState", seat: int) -> dict[str, Any]:
        x = state.data
        return {"opened": tuple(sorted(x.opened)), "barred": tuple(x.barred), "played": x.played}

    def restore(self, state: "HandState", facts: dict[str, Any]) -> None:
        state.data.opened = list(facts.get("opened", ()))
        state.data.barred = list(facts.get("barred", ()))
        state.data.played = bool(facts.get("played"))


register(Kalookie())


