"""House Rummy, Classic and Epic (seed 001; rules R-1 to R-12 of ``RULES.md``).

Written on the shared engine's hooks; the whole-turn check is in :mod:`.house_rummy_table`, the draws in
:mod:`.house_rummy_draws`, the words in :mod:`.house_rummy_words`, the plain plans (for the list of moves
and the bots) in :mod:`.house_rummy_plans`, the six-hand game in :mod:`.house_rummy_match`, moves, joker
swaps and whole tables in :mod:`.rearranging`:

- R-1: 52 cards and two jokers, 10/8/7 cards for 2/3/4 players; four play as two sides of partners
  (seats 0 and 2 against 1 and 3); six hands, the deal passing left.
- R-2: the stock is opened: the top card is turned up and offered from the dealer's left (``draw_stock``
  takes it, ``decline`` leaves it; the dealer must take it).  That card is warm.
- R-3/R-4: what a turn took is kept in ``state.turn.taken`` (``hot``: must be played this turn;
  ``warm``: not discarded this turn).  Drawing: one stock card; the top discard (``take_discard``,
  hot) or a deeper one with every card above it (``take_pile``: the named card hot, the top one warm,
  the others cold in Classic and warm in Epic); in Epic ``demand`` a named card from a named player
  (``0 demand 7S from=2``): hot if given, else the turn is lost.
- R-5/R-7/R-8/R-12: a turn may rearrange the whole table.  Small moves (``meld``, ``add`` of hand
  cards, ``move`` of table cards to a play or a new play, ``swap`` of a joker before melding) may
  leave plays broken for a while; the whole-turn check of :mod:`.house_rummy_table` decides whether
  the turn may end, and judges a whole proposed table at once (``table``).  ``end_turn`` ends a turn
  without a discard when only warm cards are left, the hand is empty, or (note 17) the player who
  ended the hand by a demand chooses not to close the discard pile.
- R-9..R-11: going out, first out, Epic's re-entry (``reenter``: three cards from the stock), full
  out, closing the pile or one more turn for everyone, and the scoring.

``legal_actions`` lists the draws, the demands of cards the seat could use at once, the melds and
adds that leave every play whole (for a seat yet to meld, only melds that meet the cost), the joker
replacements, the discards and ``end_turn``; it does not list ``move`` or ``table`` (the space of
rearrangements is too large): :meth:`HandState.check` judges any.
"""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any, Sequence

from game.engine.actions import Action, Event
from game.engine.cards import Card, cards_text, parse_cards
from game.engine.melds import MeldRules, arrange
from game.engine.result import Result
from game.engine.ruleset import Ruleset
from game.engine.ruleset import register
from .data import HouseRummyHand, HouseRummyMeld, HouseRummyTurn, position_memo
from .draws import HouseRummyDraws
from .match import HouseRummyMatch
from .plans import melding_plan, melds_with, partition, related_count, table_action  # noqa: F401  (table_action: the contract)
from .words import HouseRummyWords
from .options import HouseRummyOptions
from .judge import (COSTS, RULES, Play, hand_value, judge, kinds_possible, melding_value, play_kind,  # noqa: F401
                    play_score, pretty, space_scores)    # (judge, melding_value: the old path re-exports them)
from .rearranging import HouseRummyRearranging
from .turn_check import TurnStart
from .hot_cards import HouseRummyHot

#: R-7 read under R-12 (the seed sets no limit; one is settled here): the table may be rearranged at most
#: this many times in one turn (moves, joker swaps, whole tables count once each) ...
TURN_TABLE_MOVES = 40
#: ... and a hand lasts at most this many turns; then it ends as if the stock had run out.  Random play
#: reached 400 (an Epic hand of four, 491 turns to its end: the property test's seed 2478); of 400 random
#: Epic hands the longest took 433 turns and the mean 126, so ordinary play never reaches 1,000.
HAND_TURNS = 1000
BOUNDED = frozenset({"move", "swap", "table"})

if TYPE_CHECKING:
    from game.engine.state import HandState, TableMeld


class HouseRummy(HouseRummyHot, HouseRummyRearranging, HouseRummyDraws, HouseRummyWords, HouseRummyMatch, Ruleset):
    name, title, Options = "house-rummy", "House Rummy", HouseRummyOptions
    min_players, max_players = 2, 4
    hand_turns = HAND_TURNS                       # the hand's bound, scored as a stock run out
    unit = "points"
    kinds = frozenset({"decline", "take_pile", "demand", "reenter", "swap", "move", "table", "end_turn"})
    targeted_kinds = frozenset({"swap", "move"})
    ordered_kinds = frozenset({"table"})
    #: R-7: restoring the table takes back this turn's moves of played cards only (not the pickup, not
    #: the cards laid from hand)
    rearranging_kinds = frozenset({"move"})
    HandData, TurnData, MeldData = HouseRummyHand, HouseRummyTurn, HouseRummyMeld
    #: A whole table is listed only as the opening it finds, moves only as plain steals.
    partly_listed = frozenset({"table", "move"})
    words = {"meld": ("space", "as"), "add": ("as",), "move": ("space", "as"), "table": ("plays",),
             "demand": ("from",), "swap": ("joker",)}
    max_add_cards = 13
    #: a discard has one way (``play_variants``) and a turn's end is judged by the seat (``refuse_end_turn``)
    plain_discards = True
    uses_target = False
    uses_hand_count = False
    end_columns = (("points", "Played"), ("payment", "Hand score"))
    # R-10's "full out" said in plain words (a newcomer read "Full out, the discard pile closed" untaught)
    # (the hand is won on points, not by going out: a newcomer read "You and Kenji win: everyone on
    # one side went out" as the other side's going out winning it for them)
    reason_words = {"out": "everyone on one side went out; the most points win",
                    "closed": "everyone on one side went out and the discard pile was closed; the most points win",
                    "stock": "the stock ran out; the most points win",
                    "turns": "the hand reached its 1,000 turns and is scored as if the stock had run out"}
    hand_number_matters = True

    # --- cards and deal
    def meld_rules(self, opts: HouseRummyOptions) -> MeldRules:
        return RULES

    def deck(self, opts: HouseRummyOptions) -> tuple[int, int]:
        return 1, 2

    def hand_size(self, players: int, opts: HouseRummyOptions) -> int:
        return {2: 10, 3: 8}.get(players, 7)

    def up_cards(self, opts: HouseRummyOptions) -> int:
        return 0                                     # the stock's top card is turned up instead

    def claim_mode(self, opts: HouseRummyOptions) -> str:
        return "next_only"

    def take_kinds(self, opts: HouseRummyOptions) -> frozenset[str]:
        return frozenset()                           # discards go to the hand

    def take_to_hand(self, state: "HandState", seat: int) -> bool:
        return True

    def may_take_joker(self, opts: HouseRummyOptions) -> bool:
        return True

    def clockwise(self, opts: HouseRummyOptions) -> bool:
        return True          # play passes to the left, which seen from above is clockwise

    # --- the hand's facts
    def cost(self, state: "HandState") -> int:
        """R-5: 10, 10, 15, 15, 20, 20 over the six hands."""
        n = max(1, min(len(COSTS), state.context.hand_number))
        return COSTS[n - 1]

    @staticmethod
    def side_of(state: "HandState", seat: int) -> tuple[int, ...]:
        if state.players == 4:
            return (seat % 2, seat % 2 + 2)
        return (seat,)

    @staticmethod
    def _melded(state: "HandState", seat: int) -> bool:
        return seat in state.data.melded

    def start_plays(self, state: "HandState") -> list[Play]:
        """The table as it stood when the turn began (read once per turn: the list is kept with the
        very list it was read from, so a copied state reads its own)."""
        t = state.turn.data
        raw = t.start or []
        cached = t.start_plays
        if cached is not None and (cached[0] is raw or cached[0] == raw):
            return cached[1]
        plays = [Play(i, s, tuple(parse_cards(cs)), k) for i, s, cs, k in raw]
        t.start_plays = (raw, plays)
        return plays

    def turn_start(self, state: "HandState", seat: int) -> TurnStart:
        """The whole-turn check of ``seat`` against the table the turn began with, its start read once
        a turn (kept with what it was made from, so a copied state reads its own)."""
        memo = position_memo(state)
        got = memo.get(("start", seat))
        if got is not None:
            return got
        t = state.turn.data
        plays = self.start_plays(state)
        key = (plays, seat, tuple(t.returned), self._melded(state, seat), self.cost(state))
        cached = t.start_check
        if cached is not None and cached[0][0] is plays and cached[0] == key:
            memo[("start", seat)] = cached[1]
            return cached[1]
        check = memo[("start", seat)] = TurnStart(seat, plays, self._returned(state), melded_before=key[3],
                                                  cost=key[4])
        t.start_check = (key, check)
        return check

    @staticmethod
    def plays(state: "HandState") -> list[Play]:
        """The plays on the table now (one list a position: read it, do not change it)."""
        memo = position_memo(state)
        got = memo.get("plays")
        if got is None:
            got = memo["plays"] = [Play(m.id, m.space, tuple(m.cards), m.notes.as_kind) for m in state.melds]
        return got

    def melded_now(self, state: "HandState", seat: int) -> bool:
        """Has ``seat`` melded, in an earlier turn or with the plays laid so far this turn?"""
        if self._melded(state, seat):
            return True
        if seat != state.current or state.phase != "play":
            return False
        memo = position_memo(state)
        got = memo.get("melded_now")
        if got is None:
            got = memo["melded_now"] = self._meld_value(state, seat) >= self.cost(state)
        return got

    def _meld_value(self, state: "HandState", seat: int) -> int:
        return self.turn_start(state, seat).melding_value(self.plays(state))

    @staticmethod
    def _returned(state: "HandState") -> list[Card]:
        return [Card.parse(c) for c in state.turn.data.returned]

    def table_refusal(self, state: "HandState", seat: int) -> str | None:
        """R-7: every play must be whole when the turn ends (asked by "restore the table")."""
        if state.phase != "play" or seat != state.current:
            return None
        return self._judge(state, seat)

    def _judge(self, state: "HandState", seat: int, end: Sequence[Play] | None = None) -> str | None:
        if end is None:                  # the table as it is: judged once per move (every discard asks)
            memo = position_memo(state)
            if ("judged", seat) in memo:
                return memo[("judged", seat)]
            memo[("judged", seat)] = reason = self._judged(state, seat)
            return reason
        return self.turn_start(state, seat).judge(end)

    def _judged(self, state: "HandState", seat: int) -> str | None:
        """The table as it is, judged (kept with the table it judged, for a copy of the position)."""
        key = (len(state.record), seat, tuple((m.id, m.space, tuple(m.cards)) for m in state.melds))
        cached = state.turn.data.judged
        if cached is not None and cached[0] == key:
            return cached[1]
        reason = self._judge(state, seat, self.plays(state))
        state.turn.data.judged = (key, reason)
        return reason

    # --- the turn
    @staticmethod
    def _note_start(state: "HandState") -> None:
        """Keep the table as the turn found it (the whole-turn check compares against it)."""
        t = state.turn.data
        if t.start is None:
            t.start = [[m.id, m.space, cards_text(m.cards), m.notes.as_kind] for m in state.melds]
            t.start_plays = (t.start, HouseRummy.plays(state))    # the table's own cards: compared by identity

    def on_turn_start(self, state: "HandState", seat: int) -> list[Event]:
        self._note_start(state)
        state.discard_live = bool(state.discard)     # any discard may be taken, whoever left it
        return []

    def may_add_now(self, state: "HandState", seat: int) -> bool:
        return self.melded_now(state, seat)


    def refuse_play(self, state: "HandState", action: Action) -> str | None:
        space = action.get("space")
        if space is not None:
            if not space.isdigit() or not 0 <= int(space) < state.players:
                return f"there is no space {space}"
            if int(space) != action.seat and not self.melded_now(state, action.seat):
                return "until you have melded, new plays go in your own space"
        as_kind = action.get("as")
        if as_kind is not None and as_kind not in ("book", "run"):
            return "a play is a book or a run"
        return None

    def refuse_add(self, state: "HandState", seat: int, meld: "TableMeld", cards: tuple) -> str | None:
        if len(meld.cards) + len(cards) > 13:
            return "a play holds at most thirteen cards"
        return None                                  # plays may be broken within a turn


    def _fix(self, meld: "TableMeld", as_kind: str | None = None) -> None:
        """Order a play's cards and note its kind (``None`` while it is not whole)."""
        if as_kind is not None:
            meld.note(as_kind=as_kind)
        kind = play_kind(meld.cards, meld.notes.as_kind)
        meld.kind = {"book": "set", "run": "run"}.get(kind or "")
        if kind == "run" or kind is None:
            got = arrange(meld.cards, RULES) if kind == "run" else None
            if got is not None:
                meld.cards, meld.jokers = list(got[0]), dict(got[1])
            else:
                meld.jokers = {}
        else:
            naturals = sorted((c for c in meld.cards if not c.is_joker), key=lambda c: c.suit_index)
            meld.cards = naturals + sorted(c for c in meld.cards if c.is_joker)
            rank = "A23456789TJQK"[naturals[0].rank - 1]
            meld.jokers = {j: rank for j in meld.cards if j.is_joker}

    def arrange(self, state: "HandState", cards: Sequence[Card],
                jokers: dict[Card, str] | None = None) -> tuple[tuple[Card, ...], dict[Card, str]]:
        kind = play_kind(cards)
        if kind == "run":
            return arrange(cards, RULES)
        if kind == "book":
            naturals = sorted((c for c in cards if not c.is_joker), key=lambda c: c.suit_index)
            rank = "A23456789TJQK"[naturals[0].rank - 1]
            jk = sorted(c for c in cards if c.is_joker)
            return tuple(naturals + jk), {j: rank for j in jk}
        return tuple(cards), {}

    def meld_kind(self, state: "HandState", cards: Sequence[Card], jokers: dict[Card, str] | None) -> str | None:
        kind = play_kind(cards)
        return {"book": "set", "run": "run"}.get(kind or "")

    def after_lay(self, state: "HandState", seat: int, meld: "TableMeld") -> list[Event]:
        last = state.record[-1] if state.record else None
        if last is not None and last.kind in ("meld", "add"):
            space = last.get("space")
            if last.kind == "meld" and space is not None:
                meld.space = int(space)
            self._fix(meld, last.get("as"))
        return []

    def on_empty_hand(self, state: "HandState", seat: int) -> list[Event] | None:
        return []                                    # going out is settled when the turn ends

    # --- ending a turn
    def refuse_end_turn(self, state: "HandState", seat: int, action: Action) -> str | None:
        memo = position_memo(state)
        key = ("end", seat)
        if key in memo:                     # asked once for every card the list of moves offers to discard
            return memo[key]
        hot = self._hot_in_hand(state, seat)
        if hot:
            reason: str | None = f"the {pretty(hot)} was taken hot: play it this turn"
        else:
            reason = self._judge(state, seat)
        memo[key] = reason
        return reason

    def _may_end_without_discard(self, state: "HandState", seat: int) -> str | None:
        hand = state.hands[seat]
        if not hand:
            return None
        if state.data.ender == seat and state.turn.data.ended_here:
            return None                              # note 17: the one who ended it may keep the pile open
        if all(state.turn.taken.get(c) == "warm" for c in hand):
            return None
        return "discard a card to end your turn (you may keep it only when all you hold is warm)"

    def check_action(self, state: "HandState", action: Action) -> str | None:
        if action.kind in BOUNDED and state.turn.data.table_moves >= TURN_TABLE_MOVES:
            return (f"you have rearranged the table {TURN_TABLE_MOVES} times this turn: "
                    "play from your hand or end your turn")
        if action.kind == "end_turn":
            if action.seat != state.current or state.phase != "play":
                return f"it is not seat {action.seat}'s turn to end" if action.seat != state.current \
                    else "draw first"
            return self._may_end_without_discard(state, action.seat) or \
                self.refuse_end_turn(state, action.seat, action)
        return super().check_action(state, action)

    def play_actions(self, state: "HandState", seat: int) -> list[Action]:
        out = self._swaps(state, seat)
        if not self.melded_now(state, seat):
            opening = self._opening(state, seat)
            if opening is not None:
                out.append(opening)
        else:
            out += self._steals(state, seat)
        if state.turn.data.table_moves >= TURN_TABLE_MOVES:      # the turn's bound reached
            out = [a for a in out if a.kind not in BOUNDED]
        out = [a for a in out if self._keeps_hot_playable(state, a)]
        end = Action("end_turn", seat)
        if self.check_action(state, end) is None:
            out.append(end)
        return out

    def play_variants(self, state: "HandState", action: Action) -> list[Action]:
        """A book-or-run is listed as laid both ways; before melding, only melds that meet the cost
        on their own are listed (several at once are listed as one ``table``)."""
        if action.kind == "discard":        # a discard keeps every hot card playable and has one way
            return [action]                 # (asked once for every card in hand, on every list)
        if not self._keeps_hot_playable(state, action):
            return []
        out = [action]
        if action.kind == "meld" and kinds_possible(action.cards) == {"book", "run"}:
            out = [Action("meld", action.seat, action.cards, data=(("as", k),)) for k in ("run", "book")]
        if action.kind == "meld" and action.seat == state.current and not self.melded_now(state, action.seat):
            need = self.cost(state) - self._meld_value(state, action.seat)
            out = [a for a in out if play_score(a.cards, a.get("as")) >= need]
        return out

    def _opening(self, state: "HandState", seat: int) -> Action | None:
        """Several melds from hand that together meet the cost, as one ``table`` (for the bots); a hot
        card in hand goes into them."""
        hot = [c for c, r in state.turn.taken.items() if r == "hot" and c in state.hands[seat]]
        plan = melding_plan(list(state.hands[seat]), self.cost(state) - self._meld_value(state, seat),
                            hot[0] if hot else None)
        if plan is None or len(plan) < 2:
            return None
        plays = [(m.id, m.space, tuple(m.cards), m.notes.as_kind) for m in state.melds]
        plays += [(None, seat, tuple(m), None) for m in plan]
        a = table_action(seat, plays)
        return a if self.refuse_table(state, a) is None else None

    def _steals(self, state: "HandState", seat: int, limit: int = 8) -> list[Action]:
        """Plain steals, listed as whole tables: one card from the end of a run (or out of a book of
        four) in another player's space that makes a new play of one's own with hand cards, the play it
        left staying whole.  (Any other rearrangement is judged when proposed, never listed.)"""
        hand = list(state.hands[seat])
        if len(hand) < 3:
            return []
        now = [(m.id, m.space, tuple(m.cards), m.notes.as_kind) for m in state.melds]
        out: list[Action] = []
        plain: bool | None = None          # may a steal of a card played before this turn skip the check?
        for idx, (mid, space, cards, as_kind) in enumerate(now):
            if space == seat or len(cards) < 4:
                continue
            ends = (cards[0], cards[-1]) if play_kind(cards, as_kind) == "run" else cards
            for x in dict.fromkeys(ends):
                if related_count(x, hand) < 2:
                    continue                 # a play of three with ``x`` needs two cards that fit it
                rest = tuple(c for c in cards if c != x)
                if not play_kind(rest, as_kind):
                    continue
                for new in melds_with(hand + [x], x)[:2]:
                    if len(hand) - (len(new) - 1) < 1:
                        continue
                    plays = [p if i != idx else (mid, space, rest, as_kind) for i, p in enumerate(now)]
                    a = table_action(seat, plays + [(None, seat, new, None)])
                    if plain is None:
                        plain = self._plain_steals(state, seat)
                    if (plain and x in self.turn_start(state, seat).on_start) or self.refuse_table(state, a) is None:
                        out.append(a)
                        if len(out) >= limit:
                            return out
        return out

    def _plain_steals(self, state: "HandState", seat: int) -> bool:
        """May a plain steal of a card that lay on the table when the turn began be listed without the
        whole-turn check?  Yes when the table as it is passes the check and no joker came back to
        hand this turn: the steal keeps every other play as it is, leaves the play it takes from whole
        and its hand cards as they were (the card was no hand card), pays for its one stolen card
        with the two or more hand cards of its new play in the seat's own space, and leaves the
        seat's melding value as it was.  (``tests/engine/test_house_rummy_turn_check.py`` checks
        the listed steals against the check.)"""
        return not state.turn.data.returned and self._judge(state, seat) is None

    def apply_special(self, state: "HandState", a: Action) -> list[Event]:
        if a.kind == "decline":
            return [Event("decline", a.seat)] + state.begin_turn(state.next_seat(a.seat))
        if a.kind == "end_turn":
            return [Event("end_turn", a.seat)] + self._finish_turn(state, a.seat, discarded=False)
        if a.kind in BOUNDED:                              # counted against the turn's bound
            state.turn.data.table_moves += 1
        return getattr(self, f"_{a.kind}")(state, a)     # _take_pile, _demand, _reenter, _swap, _move, _table

    def after_discard(self, state: "HandState", seat: int, card: Card) -> list[Event]:
        return self._finish_turn(state, seat, discarded=True)

    def _finish_turn(self, state: "HandState", seat: int, *, discarded: bool) -> list[Event]:
        """The turn of ``seat`` is over: note its meld, its going out, full out and the last round;
        end the hand or pass the turn (a discard passes it in the shared flow)."""
        events: list[Event] = []
        x = state.data
        if not self._melded(state, seat) and self._meld_value(state, seat) >= self.cost(state):
            x.melded.append(seat)
        if not state.hands[seat] and seat not in x.gone and state.turn.drew:
            events += self._went_out(state, seat, ender=seat)
        if self._gone_for_good(state, seat):
            state.active[seat] = False
        if x.ender == seat and x.last_round is None:
            if discarded:
                return events + state.end("closed", None)        # the pile is closed
            x.last_round = [s for s in state.seats_from(seat) if state.active[s]]
        elif x.last_round is not None and seat in x.last_round:
            x.last_round.remove(seat)
        if x.last_round is not None:                # a seat gone for good meanwhile (a demand) has no turn
            x.last_round = [s for s in x.last_round if state.active[s] and not self._gone_for_good(state, s)]
        if x.last_round is not None and not x.last_round:
            return events + state.end("out", None)
        if discarded:
            return events                             # the shared flow passes the turn
        if state.last_draw:
            return events + state.stock_out()
        state.discard_live = bool(state.discard)
        return events + state.begin_turn(state.next_seat(seat))

    def _went_out(self, state: "HandState", seat: int, *, ender: int) -> list[Event]:
        """``seat`` has no cards left: first out, going out for good, full out (R-10)."""
        x = state.data
        events: list[Event] = []
        if x.first_out is None:
            x.first_out = seat
            if state.options.epic:
                side = self.side_of(state, seat)
                x.bonus = sum(hand_value(state.hands[s]) for s in range(state.players) if s not in side)
                x.reentry.append(seat)
                events.append(Event("first_out", seat, data={"bonus": x.bonus}))
                return events
            x.bonus = 25
            events.append(Event("first_out", seat, data={"bonus": 25}))
        return events + self._gone(state, seat, ender=ender)

    def _gone(self, state: "HandState", seat: int, *, ender: int) -> list[Event]:
        x = state.data
        x.gone.append(seat)
        events = [Event("out_for_good", seat)]
        if x.ender is None and all(s in x.gone for s in self.side_of(state, seat)):
            x.ender = ender                          # full out
            state.turn.data.ended_here = True
            events.append(Event("full_out", ender))
        return events

    def out_ends_hand(self, table: Any, seat: int) -> bool:
        """Would ``seat`` going out this turn end the hand (R-10's full out)?  Yes when it goes out for
        good (always in Classic; in Epic once someone has gone out first) and the rest of its side
        already has.  Asked of the public facts, so a seat's table can ask it: the player's last card
        is then a choice between closing the pile (discard it) and one more turn for all (lay it)."""
        if seat in (table.fact("gone") or ()) or table.fact("ender") is not None:    # ending already
            return False
        if table.options.epic and table.fact("first_out") is None:
            return False
        side = next((s for s in table.sides if seat in s), (seat,))
        return all(s in table.fact("gone") for s in side if s != seat)

    @staticmethod
    def _gone_for_good(state: "HandState", seat: int) -> bool:
        return seat in state.data.gone

    # --- scoring
    def settle(self, state: "HandState", reason: str, winners: tuple[int, ...] | None, **info: Any) -> Result:
        epic = state.options.epic
        table = self.plays(state)
        spaces = space_scores(table)
        seats = range(state.players)
        points = {s: spaces.get(s, 0) for s in seats}
        penalty = {s: 0 if epic else hand_value(state.hands[s]) for s in seats}
        first, bonus = state.data.first_out, state.data.bonus
        pays = {s: Fraction(points[s] - penalty[s] + (bonus if s == first else 0)) for s in seats}
        sides = {self.side_of(state, s) for s in seats}
        totals = {side: sum(pays[s] for s in side) for side in sides}
        best = max(totals.values())
        won = tuple(sorted(s for side, t in totals.items() if t == best for s in side))
        books = {s: sum(1 for p in table if p.space == s and len(p.cards) == 3 and
                        play_kind(p.cards, p.as_kind) == "book") for s in seats}
        cards = {s: sum(len(p.cards) for p in table if p.space == s) for s in seats}
        return Result(won, reason, points=points, payments=pays, hands={s: tuple(state.hands[s]) for s in seats},
                      notes=(), details={"first_out": first, "bonus": bonus, "penalty": penalty,
                                         "books_of_three": books, "played_cards": cards,
                                         "ender": state.data.ender, "epic": epic})


    def shown_points(self, state: "HandState", seat: int) -> dict[str, int]:
        """What the unplayed cards count (R-11): Classic subtracts them; in Epic they go toward the
        first-out player's bonus."""
        out = {"hand": hand_value(state.hands[seat])}
        if seat == state.current and state.phase == "play" and not self._melded(state, seat):
            out["laid"] = self._meld_value(state, seat)       # toward the meld, this turn
        return out

    def observe(self, state: "HandState", seat: int) -> dict[str, Any]:
        x, t = state.data, state.turn.data
        facts: dict[str, Any] = {
            "cost": self.cost(state), "melded": tuple(x.melded), "stock_open": x.stock_open,
            "first_out": x.first_out, "bonus": x.bonus, "gone": tuple(x.gone),
            "reentry": tuple(x.reentry), "ender": x.ender,
            "last_round": tuple(x.last_round) if x.last_round is not None else None,
            "start": tuple(tuple(p) for p in t.start or ()),
            "returned": tuple(t.returned),
            "ended_here": t.ended_here,
        }
        if not x.stock_open and state.stock:
            facts["up"] = str(state.stock[0])         # the turned-up card, in view of all
        return facts

    def restore(self, state: "HandState", facts: dict[str, Any]) -> None:
        x, t = state.data, state.turn.data
        x.melded, x.gone, x.reentry = (list(facts.get(k) or ()) for k in ("melded", "gone", "reentry"))
        x.first_out, x.ender = facts.get("first_out"), facts.get("ender")
        x.bonus = facts.get("bonus") or 0
        x.stock_open = bool(facts.get("stock_open"))
        x.last_round = None if facts.get("last_round") is None else list(facts["last_round"])
        t.start = [list(p) for p in facts.get("start", ())]
        t.returned = list(facts.get("returned") or ())
        t.ended_here = bool(facts.get("ended_here"))
        up = facts.get("up")
        if up and state.stock:
            _put_on_top(state, Card.parse(up))


    def compose_play(self, state: "HandState", seat: int, cards: Sequence[Card]) -> Action | None:
        """The selected cards laid as several new plays in one's own space (a meld in several plays)."""
        parts = partition(list(cards))
        if parts is None or len(parts) < 2:
            return None
        plays = [(m.id, m.space, tuple(m.cards), m.notes.as_kind) for m in state.melds]
        plays += [(None, seat, p, None) for p in parts]
        return table_action(seat, plays)


def _put_on_top(state: "HandState", card: Card) -> None:
    """Make ``card`` the stock's top card in a guessed state (it was seen turned up)."""
    if state.stock[0] == card:
        return
    for pile in [state.stock] + [h for s, h in enumerate(state.hands)] + [state.out_of_play]:
        if card in pile:
            i = pile.index(card)
            pile[i], state.stock[0] = state.stock[0], card
            return


register(HouseRummy())
