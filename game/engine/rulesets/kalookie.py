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

Not yet written: the North American and Scarne games (K-14, K-15).
"""
from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from typing import TYPE_CHECKING, Any, Sequence

from ..actions import Action, Event
from ..cards import Card
from ..melds import MeldRules, arrange, arrange_run, classify, find_melds
from ..result import Result
from ..ruleset import Ruleset
from ..state import declared_jokers
from . import register
from .kalookie_match import KalookieMatch
from .kalookie_options import OPTION_WORDS, KalookieOptions

if TYPE_CHECKING:
    from ..state import HandState, TableMeld

#: Points by rank (0 = joker ... 13 = king): K-2.
VALUES: tuple[int, ...] = (15, 11, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)
RULES = MeldRules(ace="high", set_distinct_suits=True, max_jokers=2, values=VALUES)
#: Openings listed for the bots at most (any other is still checked and allowed).
MAX_OPENINGS = 16


def card_value(face: str) -> int:
    """Points of a card named by its face (what a melded joker counts: K-2)."""
    c = Card.parse(face) if len(face) >= 2 else None
    return VALUES[c.rank] if c is not None else 0


def meld_value(cards: Sequence[Card], jokers: dict[Card, str]) -> int:
    """A meld's points, each joker counting as the card or rank it stands for."""
    total = 0
    naturals = [c for c in cards if not c.is_joker]
    for c in cards:
        if not c.is_joker:
            total += VALUES[c.rank]
        elif c in jokers and len(jokers[c]) >= 2:
            total += card_value(jokers[c])
        elif naturals:                               # a joker in a set: the set's rank
            total += VALUES[naturals[0].rank]
    return total


class Kalookie(KalookieMatch, Ruleset):
    name, title, Options = "kalookie", "Kalookie", KalookieOptions
    meld_words = "a set is three or four of one rank in different suits, a run three or more in a row of one suit, aces high"
    min_players, max_players = 2, 5
    unit = "points"
    lower_is_better = True
    zero_sum = True
    kinds = frozenset({"open", "swap"})
    targeted_kinds = frozenset({"swap"})
    ordered_kinds = frozenset({"open"})
    words = {"meld": ("joker",), "add": ("joker",), "open": ("groups", "joker"), "discard": ("announce",)}
    joker_life = "fixed"
    claim_call = "Mine!"
    stat_rows = (("Kalookies", "perfects"),)
    option_words = OPTION_WORDS
    uses_target = False          # the limit is an option; the match ends with one player left
    end_columns = (("points", "Penalty points"), ("payment", "Stakes"))
    uses_hand_count = False
    reason_words = {"out": "called up", "kalookie": "a kalookie: all thirteen at once",
                    "void": "the stock ran out twice: the hand is void and the same dealer deals again"}

    # --- cards and deal (K-1)
    def meld_rules(self, opts: KalookieOptions) -> MeldRules:
        return RULES

    def deck(self, opts: KalookieOptions) -> tuple[int, int]:
        return 2, 2

    def hand_size(self, players: int, opts: KalookieOptions) -> int:
        return 13

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
        return seat in state.extra.get("opened", ())

    def need(self, state: "HandState") -> int:
        return state.options.initial_meld

    # --- taking the discard (K-7)
    def take_to_hand(self, state: "HandState", seat: int) -> bool:
        return True

    def refuse_take(self, state: "HandState", seat: int) -> str | None:
        if self._first_play(state) or self.opened(state, seat):
            return None
        card = state.top_discard
        if card is None:
            return "the discard pile is empty"
        if not self._openings(state, seat, list(state.hands[seat]) + [card], limit=1):
            return (f"you may take the {card} only to make your initial meld of {self.need(state)} "
                    f"with it this turn")
        return None

    @staticmethod
    def _first_play(state: "HandState") -> bool:
        """The very first turn of the deal: the first player may take the up-card freely."""
        return not state.extra.get("played") and state.turns <= 1

    # --- laying (K-3, K-4, K-5)
    def may_add_now(self, state: "HandState", seat: int) -> bool:
        return self.opened(state, seat)

    def refuse_meld(self, state: "HandState", seat: int, cards: tuple) -> str | None:
        if not self.opened(state, seat):
            return f"your first melds go down together as your initial meld, worth {self.need(state)} or more"
        return None

    def refuse_play(self, state: "HandState", action: Action) -> str | None:
        released = state.turn.data.get("released")
        if released and action.kind in ("meld", "add") and released not in map(str, action.cards):
            return "lay the joker you won back first, in a new meld or on a meld"
        if action.kind in ("meld", "open"):
            groups = self._groups(action) if action.kind == "open" else [list(action.cards)]
            if groups is None:
                return "say how the cards divide into melds (groups=3,4)"
            declared = declared_jokers(action)
            for g in groups:
                reason = self._joker_statement(g, declared)
                if reason:
                    return reason
        return None

    def _joker_statement(self, cards: Sequence[Card], declared: dict[Card, str]) -> str | None:
        """K-3: a joker at a run's end, or two jokers with one card, must say what it stands for."""
        jokers = [c for c in cards if c.is_joker]
        if not jokers:
            return None
        naturals = [c for c in cards if not c.is_joker]
        mine = {j: declared[j] for j in jokers if j in declared}
        if len(naturals) == 1 and len(jokers) == 2 and len(mine) < 2:
            return f"say what both jokers with the {naturals[0]} stand for (joker=8S,9S for a run)"
        if classify(cards, RULES) == "run" and len(mine) < len(jokers):
            got = arrange_run(cards, RULES, mine)
            if got is not None and (got[0][0].is_joker or got[0][-1].is_joker) and \
                    any(j not in mine for j in (got[0][0], got[0][-1]) if j.is_joker):
                return "say which card the joker at the end of the run stands for (joker=8S)"
        return None

    def meld_kind(self, state: "HandState", cards: Sequence[Card], jokers: dict[Card, str] | None) -> str | None:
        kind = classify(cards, RULES)
        naturals = [c for c in cards if not c.is_joker]
        if jokers and naturals and all(len(v) >= 2 for v in jokers.values()):
            if all(Card.parse(v).rank == naturals[0].rank for v in jokers.values()) and \
                    all(c.rank == naturals[0].rank for c in naturals):
                return "set"
            if arrange_run(cards, RULES, jokers) is not None:
                return "run"
        return kind

    def arrange(self, state: "HandState", cards: Sequence[Card],
                jokers: dict[Card, str] | None = None) -> tuple[tuple[Card, ...], dict[Card, str]]:
        if jokers and self.meld_kind(state, cards, jokers) == "set":
            naturals = sorted((c for c in cards if not c.is_joker), key=lambda c: (c.suit_index, c.copy))
            return tuple(naturals + sorted(c for c in cards if c.is_joker)), dict(jokers)
        return arrange(cards, RULES, jokers)

    def play_variants(self, state: "HandState", action: Action) -> list[Action]:
        """A discard that leaves 1-3 cards is listed announced and not; a meld with jokers is listed
        with what its jokers stand for, stated in full (K-3)."""
        if action.kind == "discard":
            return self._discard_variants(state, action)
        if action.kind != "meld" or not any(c.is_joker for c in action.cards) or action.get("joker"):
            return [action]
        declared = self._implied(action.cards)
        if not declared:
            return [action]
        jokers = sorted(c for c in action.cards if c.is_joker)
        return [Action("meld", action.seat, action.cards, data=(("joker", ",".join(declared[j] for j in jokers)),))]

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
        start = state.turn.data.get("run_bounds", {})
        lo, hi = start.get(meld.id) or _bounds(meld.cards, meld.jokers)
        declared = dict(meld.jokers)
        got = arrange_run(list(meld.cards) + list(cards), RULES, declared)
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
            state.turn.data.setdefault("run_bounds", {}).setdefault(meld.id, _bounds(meld.cards, meld.jokers))
        released = state.turn.data.get("released")
        if released and released in map(str, meld.cards):
            state.turn.data.pop("released")          # the won-back joker is on the table again
        return []

    # --- the opening (K-4)
    @staticmethod
    def _groups(action: Action) -> list[list[Card]] | None:
        text = action.get("groups") or str(len(action.cards))
        try:
            sizes = [int(x) for x in text.split(",")]
        except ValueError:
            return None
        if any(n < 1 for n in sizes) or sum(sizes) != len(action.cards):
            return None
        out, i = [], 0
        for n in sizes:
            out.append(list(action.cards[i:i + n]))
            i += n
        return out

    def refuse_open(self, state: "HandState", a: Action) -> str | None:
        seat = a.seat
        if seat != state.current or state.phase != "play":
            return "open with your initial meld in your turn, after drawing"
        if self.opened(state, seat):
            return "you have made your initial meld already: lay melds one at a time"
        groups = self._groups(a)
        if groups is None:
            return "say how the cards divide into melds (groups=3,4)"
        hand = state.hands[seat]
        missing = [c for c in a.cards if c not in hand]
        if missing:
            return f"{' '.join(map(str, missing))} not in hand"
        declared = declared_jokers(a)
        total = 0
        for g in groups:
            mine = {j: declared[j] for j in g if j in declared}
            kind = self.meld_kind(state, g, mine)
            if kind is None:
                return f"{' '.join(map(str, g))} is not a meld"
            reason = self._joker_statement(g, declared)
            if reason:
                return reason
            _, stands = self.arrange(state, g, mine or None)
            total += meld_value(g, stands)
        left = len(hand) - len(a.cards)
        if left < 1:
            return "keep a card to discard: calling up ends with a discard"
        kalookie = left == 1 and not state.laid_any[seat] and state.options.kalookie_free
        if total < self.need(state) and not kalookie:
            return f"your initial meld counts {total}: it needs {self.need(state)} or more"
        return None

    def _openings(self, state: "HandState", seat: int, hand: list[Card], limit: int = MAX_OPENINGS) -> list[Action]:
        """Some openings ``hand`` allows (largest first), each a checked ``open`` action."""
        need = self.need(state)
        melds = []
        for m in find_melds(hand, RULES, min_size=3):
            declared = self._implied(m)
            if declared is None or self._joker_statement(m, declared):
                continue
            _, stands = self.arrange(state, m, declared or None)
            melds.append((m, declared, meld_value(m, stands)))
        melds.sort(key=lambda t: (-t[2], -len(t[0])))
        found: list[Action] = []
        seen: set[frozenset] = set()

        def search(start: int, chosen: list, used: set, total: int) -> None:
            if len(found) >= limit:
                return
            if total >= need and chosen:
                cards = [c for m, _, _ in chosen for c in m]
                key = frozenset(cards)
                if key not in seen and len(hand) - len(cards) >= 1:
                    seen.add(key)
                    declared = {j: v for _, d, _ in chosen for j, v in d.items()}
                    data = [("groups", ",".join(str(len(m)) for m, _, _ in chosen))]
                    jokers = sorted(c for c in cards if c.is_joker)
                    if jokers:
                        data.append(("joker", ",".join(declared[j] for j in jokers)))
                    found.append(Action("open", seat, tuple(cards), data=tuple(data)))
            for i in range(start, len(melds)):
                m, d, v = melds[i]
                if used.isdisjoint(m):
                    search(i + 1, chosen + [(m, d, v)], used | set(m), total + v)
                    if len(found) >= limit:
                        return
        search(0, [], set(), 0)
        return found

    @staticmethod
    def _implied(cards: Sequence[Card]) -> dict[Card, str] | None:
        """What the jokers of a found meld stand for as the engine would lay them (stated in full)."""
        jokers = [c for c in cards if c.is_joker]
        if not jokers:
            return {}
        naturals = [c for c in cards if not c.is_joker]
        got = arrange_run(cards, RULES) if classify(cards, RULES) == "run" else None
        if got is not None:
            return {j: got[1][j] for j in jokers if j in got[1]} if all(j in got[1] for j in jokers) else None
        if naturals and all(c.rank == naturals[0].rank for c in naturals):
            free = [s for s in "SHDC" if s not in {c.suit for c in naturals}]
            if len(free) < len(jokers):
                return None
            rank = "A23456789TJQK"[naturals[0].rank - 1]
            return {j: rank + s for j, s in zip(sorted(jokers), free)}
        return None

    def compose_play(self, state: "HandState", seat: int, cards: Sequence[Card]) -> Action | None:
        """The opening that lays exactly the selected ``cards`` as melds (for the screen)."""
        if self.opened(state, seat):
            return None
        for a in self._openings(state, seat, list(cards) + [_SPARE], limit=64):
            if len(a.cards) == len(cards):
                return a
        return None

    def play_actions(self, state: "HandState", seat: int) -> list[Action]:
        if self.opened(state, seat):
            return self._swaps(state, seat)
        return [a for a in self._openings(state, seat, list(state.hands[seat]))
                if self.check_action(state, a) is None]

    # --- joker re-use (K-6)
    def refuse_swap(self, state: "HandState", a: Action) -> str | None:
        seat = a.seat
        if seat != state.current or state.phase != "play":
            return "a joker is won back in your turn, after drawing"
        if not self.opened(state, seat):
            return f"a joker is won back only after your initial meld of {self.need(state)}"
        if state.turn.data.get("released"):
            return "lay the joker you won back first, in a new meld or on a meld"
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
        if len(meld.cards) != 3 or len(jokers) != 1 or not naturals:
            return "a joker is won back from a set of three (a set of four with a joker is closed)"
        rank, have = naturals[0].rank, {c.suit for c in naturals}
        need_suits = {s for s in "SHDC" if s not in have}
        if len(a.cards) != 2 or {c.suit for c in a.cards} != need_suits or any(c.rank != rank for c in a.cards):
            return "a joker in a set is won back with the two cards of the missing suits"
        if len(state.hands[seat]) - 2 + 1 < 2:
            return "keep a card to discard after laying the joker you win back"
        return self._joker_has_a_home(state, a)

    def _joker_has_a_home(self, state: "HandState", a: Action) -> str | None:
        """The won-back joker must go straight into a meld: refuse a swap that leaves it nowhere to go."""
        trial = state.trial()
        self._swap(trial, a)
        joker = Card.parse(trial.turn.data["released"])
        if not any(joker in b.cards for b in trial.legal_actions(a.seat) if b.kind in ("meld", "add")):
            return "the joker you would win back could go into no meld now"
        return None

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
            joker = next(c for c in meld.cards if c.is_joker)
            cards = [c for c in meld.cards if not c.is_joker] + list(a.cards)
            stands = {}
        ordered, stands = self.arrange(state, cards, stands or None)
        meld.cards, meld.jokers = list(ordered), stands
        meld.data["kind"] = self.meld_kind(state, ordered, stands)
        meld.laid_by.update({c: seat for c in a.cards})
        meld.laid_by.pop(joker, None)
        state.hands[seat].append(joker)
        state.turn.taken[joker] = "hot"              # straight into a new meld or build, never kept
        state.turn.data["released"] = str(joker)
        return [Event("swap", seat, tuple(a.cards), meld.id, data={"joker": joker})]

    def _swaps(self, state: "HandState", seat: int) -> list[Action]:
        if not self.opened(state, seat) or state.turn.data.get("released"):
            return []
        hand = state.hands[seat]
        out = []
        for m in state.melds:
            if not any(c.is_joker for c in m.cards):
                continue
            if m.kind == "run":
                for c in hand:
                    out.append(Action("swap", seat, (c,), m.id))
            elif len(m.cards) == 3:
                naturals = [c for c in m.cards if not c.is_joker]
                if naturals:
                    same = [c for c in hand if c.rank == naturals[0].rank]
                    out += [Action("swap", seat, pair, m.id) for pair in combinations(same, 2)]
        return [a for a in out if self.check_action(state, a) is None]

    def apply_special(self, state: "HandState", a: Action) -> list[Event]:
        if a.kind == "swap":
            return self._swap(state, a)
        groups = self._groups(a)
        assert groups is not None
        declared = declared_jokers(a)
        events: list[Event] = []
        for g in groups:
            mine = {j: declared[j] for j in g if j in declared}
            meld = state.place(a.seat, g, jokers=mine or None)
            events.append(Event("meld", a.seat, tuple(meld.cards), meld.id))
            events += self.after_lay(state, a.seat, meld)
        state.extra.setdefault("opened", []).append(a.seat)
        return events

    # --- the end of a turn (K-7, K-8, K-9)
    def refuse_end_turn(self, state: "HandState", seat: int, action: Action) -> str | None:
        if state.turn.data.get("released"):
            return "lay the joker you won back in a new meld or on a meld before you discard"
        if state.turn.taken and not self.opened(state, seat) and not self._first_play(state):
            return f"you took the discard: make your initial meld of {self.need(state)} before you discard"
        announce = action.get("announce")
        left = len(state.hands[seat]) - 1
        if announce is not None and (not announce.isdigit() or int(announce) != left or not 1 <= left <= 3):
            return f"announce the cards you will hold: {left}" if 1 <= left <= 3 else "there is nothing to announce"
        return None

    def may_go_out(self, state: "HandState", seat: int) -> bool:
        """K-9, K-16: a player who did not announce may not call up on the next turn."""
        return seat not in state.extra.get("barred", ())

    def on_turn_start(self, state: "HandState", seat: int) -> list[Event]:
        """Where each run on the table ends as the turn begins (K-5 counts cards from there)."""
        state.turn.data["run_bounds"] = {m.id: _bounds(m.cards, m.jokers) for m in state.melds if m.kind == "run"}
        return []

    def after_discard(self, state: "HandState", seat: int, card: Card) -> list[Event]:
        last = state.record[-1] if state.record else None
        state.extra["played"] = True
        barred = [s for s in state.extra.get("barred", []) if s != seat]
        left = len(state.hands[seat])
        events: list[Event] = []
        if 1 <= left <= 3 and (last is None or last.get("announce") is None):
            barred.append(seat)                      # did not announce: no call-up next turn
            events.append(Event("unannounced", seat, data={"left": left}))
        elif last is not None and last.get("announce"):
            events.append(Event("announce", seat, data={"left": left}))
        if barred:
            state.extra["barred"] = barred
        else:
            state.extra.pop("barred", None)
        return events

    # --- settling (K-8, K-10, K-11)
    def settle(self, state: "HandState", reason: str, winners: tuple[int, ...] | None, **info: Any) -> Result:
        opts = state.options.effective()
        seats = [s for s in range(state.players) if state.active[s]]
        points = {s: sum(VALUES[c.rank] for c in state.hands[s]) for s in seats}
        hands = {s: tuple(state.hands[s]) for s in seats}
        if reason != "out" or not winners:
            return Result((), "void", points={s: 0 for s in seats}, payments={s: Fraction(0) for s in seats},
                          hands=hands, notes=("the stock ran out again: the hand is void and the same dealer deals",),
                          details={"void": True})
        w = winners[0]
        kalookie = bool(info.get("perfect"))
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

    def next_dealer(self, dealer: int, result: Result | None, players: int) -> int:
        if result is not None and result.details.get("void"):
            return dealer                            # K-10: the same dealer deals again
        return (dealer + 1) % players                # K-1: the deal passes left

    def observe(self, state: "HandState", seat: int) -> dict[str, Any]:
        return {"opened": tuple(sorted(state.extra.get("opened", ()))),
                "barred": tuple(state.extra.get("barred", ())), "played": bool(state.extra.get("played"))}

    def restore(self, state: "HandState", facts: dict[str, Any]) -> None:
        state.extra["opened"] = list(facts.get("opened", ()))
        if facts.get("barred"):
            state.extra["barred"] = list(facts["barred"])
        if facts.get("played"):
            state.extra["played"] = True

    def celebration(self, state: "HandState", result: Result) -> str | None:
        return "Kalookie!" if result.reason == "kalookie" else None

    def choice_words(self, a: Action) -> str:
        """A meld whose jokers may stand for more than one card is offered by what they stand for."""
        if a.kind in ("meld", "open") and a.get("joker"):
            faces = [Card.parse(f).pretty if len(f) >= 2 else f for f in (a.get("joker") or "").split(",")]
            return f"The joker{'s' if len(faces) > 1 else ''} as {' and '.join(faces)}"
        return super().choice_words(a)

    def describe_action(self, a: Action) -> str:
        cards = " ".join(c.pretty for c in a.cards)
        return {"open": f"opens with {cards}", "swap": f"wins back a joker with {cards}",
                "draw_stock": "draws from the stock",
                "take_discard": f"takes the discard {cards}", "meld": f"melds {cards}",
                "add": f"builds {cards}", "discard": f"discards {cards}"}.get(a.kind, str(a))


#: A stand-in for the card kept back to discard, when openings are sought among chosen cards only.
_SPARE = Card(2, "C", 99)


def _position(card: Card) -> int:
    return 14 if card.rank == 1 else card.rank


def _bounds(cards: Sequence[Card], jokers: dict[Card, str]) -> tuple[int, int]:
    """The first and last positions of a run laid in order (aces high)."""
    for i, c in enumerate(cards):
        face = c if not c.is_joker else (Card.parse(jokers[c]) if c in jokers and len(jokers[c]) >= 2 else None)
        if face is not None:
            lo = _position(face) - i
            return lo, lo + len(cards) - 1
    return 0, len(cards) - 1


register(Kalookie())
