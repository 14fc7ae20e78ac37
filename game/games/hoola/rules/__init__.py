"""Battle Hoola (seed 000; variants from seeds 004 and 003).

The hooks here are everything Hoola adds to the shared turn flow: knocks,
blasts, big luck, grouping sevens, drop-outs for six or seven players,
Glenn's killed melds, and the settlement in stakes (:mod:`.hoola_settle`).
"""
from __future__ import annotations

from functools import lru_cache

from typing import TYPE_CHECKING, Any

from game.engine.actions import Action, Event
from game.engine.cards import Card
from game.engine.melds import FACE_VALUES, MeldRules, find_melds
from game.engine.ruleset import Ruleset
from game.engine.ruleset import register
from .data import DropoutRound, HoolaHand, HoolaMeld
from .options import KNOCK_TABLES, HoolaOptions
from .settle import end_points, settle_hoola
from .words import hoola_breakdown

if TYPE_CHECKING:
    from game.engine.state import HandState, TableMeld


@lru_cache(maxsize=64)
def _values(opts: HoolaOptions) -> tuple[int, ...]:
    v = list(FACE_VALUES)
    v[7] = 7 if opts.sevens_seven else 14
    if opts.picture_cards != "face":
        v[11] = v[12] = v[13] = 10
    return tuple(v)


#: What a player calls when slapping a discard out of turn (said in the claim's event and on the table).
CLAIM_CALL = "Thank you!"


@lru_cache(maxsize=None)
def _bare(kind: str, seat: int) -> Action:
    """A card-less action of Hoola's own (actions are values: one object serves every list)."""
    return Action(kind, seat)


class Hoola(Ruleset):
    name = "hoola"
    title = "Battle Hoola"
    Options = HoolaOptions
    min_players = 2
    max_players = 7
    end_columns = (("points", "Points"), ("rank", "Rank"), ("multipliers", "Multipliers"), ("payment", "Payment"))
    reason_words = {"out": "went out", "knock": "knock", "blast": "blast", "big_luck": "big luck (four sevens)",
                    "stock": "the stock ran out"}
    uses_target = False          # a match of stakes ends after its hands
    zero_sum = True
    unit = "stakes"
    kinds = frozenset({"knock", "blast", "big_luck", "group_sevens", "drop_out", "stay_in"})
    claiming_kinds = frozenset({"blast", "big_luck"})   # naming the discard: claim_to_win, the online rule
    instant_kinds = frozenset({"big_luck"})
    fallback_kinds = frozenset({"stay_in"})
    phase_turns = True                                  # the drop-out round asks one seat at a time
    round_fact = "dropout"
    HandData, MeldData = HoolaHand, HoolaMeld
    targeted_kinds = frozenset({"group_sevens"})   # onto a lone seven on the table

    # --- cards and deal
    def meld_rules(self, opts: HoolaOptions) -> MeldRules:
        size = 4 if opts.glenn_melds else 13
        return MeldRules(ace="cyclic", short_sevens=True, max_jokers=1, max_run=size,
                         max_set=4, values=_values(opts))

    def deck(self, opts: HoolaOptions) -> tuple[int, int]:
        return 1, opts.jokers

    def first_player(self, state: "HandState") -> int:
        return state.dealer  # H-TURN-1: the dealer plays first

    def check_players(self, players: int, opts: Any) -> None:
        super().check_players(players, opts)

    def claim_mode(self, opts: HoolaOptions) -> str:
        return opts.claims

    # --- helpers
    def plain_two(self, state: "HandState") -> bool:
        return state.options.two_player_plain and sum(state.active) == 2

    def knock_limit(self, state: "HandState") -> int:
        table = KNOCK_TABLES[state.options.knock_limit]
        return table[min(max(sum(state.active), 2), 5)]

    def blast_total(self, cards: list[Card], opts: HoolaOptions) -> int:
        v = _blast_values(opts)
        return sum([v[c.rank] for c in cards])

    def is_blast_hand(self, cards: list[Card], opts: HoolaOptions) -> bool:
        if not opts.blasts or opts.picture_cards == "ten_no_blasts":
            return False
        total = self.blast_total(cards, opts)
        if total <= opts.sopang_max:
            return True
        if opts.picture_cards == "ten_picture_daepang":
            return bool(cards) and all(c.rank >= 11 for c in cards)
        return total >= opts.daepang_min

    def sevens_in_hand(self, cards: list[Card], opts: HoolaOptions) -> int:
        n = [c.rank for c in cards].count(7)
        if opts.joker_as_seven and n == 3 and any(c.is_joker for c in cards):
            n = 4
        return n

    def has_big_luck(self, state: "HandState", seat: int) -> bool:
        opts = state.options
        if opts.big_luck == "off" or self.plain_two(state):
            return False
        if self.sevens_in_hand(state.hands[seat], opts) >= 4:
            return True
        if opts.big_luck_melded:
            laid = sum(1 for m in state.melds for c, s in m.laid_by.items()
                       if s == seat and c.rank == 7)
            return laid >= 4
        return False

    # --- hooks: actions.  Each of Hoola's own kinds has one ``refuse_<kind>`` that says why not;
    # the lists below are the candidates those checks let through, so the two cannot drift.
    def _offer(self, state: "HandState", candidates: list[Action]) -> list[Action]:
        # each kind's own check (what ``check_action`` asks), looked up once: asked on every list
        if type(self) is not Hoola:               # a variant's own checks: as check_action asks
            return [a for a in candidates if self.check_action(state, a) is None]
        return [a for a in candidates if _REFUSE[a.kind](self, state, a) is None]

    def anytime_actions(self, state: "HandState", seat: int) -> list[Action]:
        if state.options.big_luck != "any_time" or state.phase not in ("start", "play"):
            return []
        if not self.has_big_luck(state, seat):   # asked on every list: the cheap half of the check first
            return []
        return self._offer(state, [_bare("big_luck", seat)])

    def start_actions(self, state: "HandState", seat: int) -> list[Action]:
        opts: HoolaOptions = state.options
        cands: list[Action] = []
        if opts.big_luck == "start_of_turn":
            cands.append(_bare("big_luck", seat))
        cands += [_bare("blast", seat), _bare("knock", seat)]
        if opts.claim_to_win and state.discard_live and state.top_discard is not None:
            cands += [Action("blast", seat, (state.top_discard,)), Action("big_luck", seat, (state.top_discard,))]
        return self._offer(state, cands)

    def window_actions(self, state: "HandState", seat: int) -> list[Action]:
        card = state.top_discard
        if not state.options.claim_to_win or card is None:
            return []
        return self._offer(state, [Action("blast", seat, (card,)), Action("big_luck", seat, (card,))])

    def play_actions(self, state: "HandState", seat: int) -> list[Action]:
        if not state.options.group_sevens:
            return []
        sevens = [c for c in state.hands[seat] if c.rank == 7]
        lone = [m for m in state.melds if len(m.cards) == 1 and m.cards[0].rank == 7]
        pairs = [(a, b) for i, a in enumerate(sevens) for b in sevens[i + 1:]]
        return self._offer(state, [Action("group_sevens", seat, (a, b), m.id) for m in lone for a, b in pairs])

    def phase_actions(self, state: "HandState", seat: int) -> list[Action]:
        return self._offer(state, [Action("drop_out", seat), Action("stay_in", seat)])

    def phase_seats(self, state: "HandState") -> list[int]:
        asking = state.data.asking
        return [] if asking is None else [asking]

    def phase_refusal(self, state: "HandState", action: Action) -> str | None:
        return "wait: the players are choosing who sits this hand out"

    def may_knock(self, state: "HandState", seat: int) -> bool:
        return self._knock_points(state, seat)[0]

    def _knock_points(self, state: "HandState", seat: int) -> tuple[bool, int, int | None]:
        """(may ``seat`` knock, the most points a knocker may hold, the points it holds or None
        where a rule before the points refuses): one count for the check and its reason."""
        opts: HoolaOptions = state.options
        limit = self.knock_limit(state)
        if opts.hertzog_payments != "off" and (seat != state.dealer or len(state.hands[seat]) != 1):
            return False, limit, None
        if opts.knock_needs_melds:
            if not state.laid_any[seat] or not any(state.laid_any[s] for s in range(state.players) if s != seat):
                return False, limit, None
        points = end_points(state, seat, for_knock=True)
        return points <= limit, limit, points

    # --- the checks of Hoola's own kinds
    def _turn_start_gate(self, state: "HandState", a: Action, what: str) -> str | None:
        if state.phase != "start" or a.seat != state.current:
            return f"you can {what} only at the start of your turn"
        return None

    def refuse_knock(self, state: "HandState", a: Action) -> str | None:
        if a.cards or a.target is not None:
            return "a knock names no card"
        gate = self._turn_start_gate(state, a, "knock")
        if gate:
            return gate
        if not state.options.knocks or self.plain_two(state):
            return "knocking is not played at this table"
        ok, limit, points = self._knock_points(state, a.seat)
        if not ok:
            if points is None:
                points = end_points(state, a.seat, for_knock=True)
            return (f"you can knock only at the start of your turn with few enough points "
                    f"(at most {limit}; you hold {points})")
        return None

    def refuse_blast(self, state: "HandState", a: Action) -> str | None:
        if a.cards:
            return self._refuse_claim_to_win(state, a)
        gate = self._turn_start_gate(state, a, "blast")
        if gate:
            return gate
        if self.plain_two(state) or not state.options.blasts:
            return "blasts are not played at this table"
        if state.laid_any[a.seat]:
            return "a blast needs a hand with nothing melded"
        if not self.is_blast_hand(state.hands[a.seat], state.options):
            return ("a blast needs an unmelded hand with few enough or enough points, "
                    "at the start of your turn")
        return None

    def refuse_big_luck(self, state: "HandState", a: Action) -> str | None:
        if a.cards:
            return self._refuse_claim_to_win(state, a)
        opts: HoolaOptions = state.options
        if opts.big_luck == "off" or self.plain_two(state):
            return "big luck is not played at this table"
        if state.phase not in ("start", "play"):
            return "the hand has not started yet"
        if opts.big_luck == "start_of_turn":
            gate = self._turn_start_gate(state, a, "show big luck")
            if gate:
                return gate
        if not self.has_big_luck(state, a.seat):
            return "big luck needs all four sevens"
        return None

    def _refuse_claim_to_win(self, state: "HandState", a: Action) -> str | None:
        """Online rule: take the discard to complete a blast or four sevens (H-VAR-7)."""
        opts: HoolaOptions = state.options
        card = state.top_discard
        if not opts.claim_to_win or self.plain_two(state):
            return "a discard cannot be claimed to win at this table"
        if card is None or a.cards != (card,) or card.is_joker:
            return "name the top discard to claim it"
        seat, w = a.seat, state.window
        if state.last_discarder is None or state.last_discarder == seat:
            return "you cannot claim your own discard"
        if seat == state.current:
            if state.phase != "start" or not state.discard_live:
                return "the discard can no longer be taken"
        elif w is None or not w.waiting(seat):
            return "there is no discard to claim now"
        hand = state.hands[seat]
        if a.kind == "blast":
            if not opts.blasts or state.laid_any[seat]:
                return "a blast needs a hand with nothing melded"
            eight = sorted(hand + [card], key=lambda c: self.blast_total([c], opts))
            if not (self.is_blast_hand(eight[:7], opts) or self.is_blast_hand(eight[1:], opts)):
                return "that card does not complete a blast"
            return None
        if opts.big_luck == "off" or card.rank != 7 or self.sevens_in_hand(hand, opts) != 3:
            return "that card does not complete four sevens"
        return None

    def refuse_group_sevens(self, state: "HandState", a: Action) -> str | None:
        if not state.options.group_sevens:
            return "sevens are not grouped at this table"
        if state.phase != "play" or a.seat != state.current:
            return "group sevens after drawing, in your turn"
        if len(a.cards) != 2 or any(c.rank != 7 for c in a.cards):
            return "grouping takes two sevens from your hand"
        missing = [c for c in a.cards if c not in state.hands[a.seat]]
        if missing:
            return f"{' '.join(map(str, missing))} not in hand"
        meld = state.meld_by_id(a.target)
        if meld is None or len(meld.cards) != 1 or meld.cards[0].rank != 7:
            return "group sevens onto a lone seven on the table"
        if len(state.hands[a.seat]) - 2 < state.min_left(a.seat):
            return "you must keep a card to discard"
        return None

    def refuse_drop_out(self, state: "HandState", a: Action) -> str | None:
        if state.phase != "dropout" or state.data.asking != a.seat:
            return "it is not your turn to choose whether to play this hand"
        if a.cards or a.target is not None:
            return "this choice names no card"
        return None

    refuse_stay_in = refuse_drop_out

    def apply_special(self, state: "HandState", a: Action) -> list[Event]:
        seat = a.seat
        if a.kind == "knock":
            return [Event("knock", seat)] + state.end("knock", None, knocker=seat)
        if a.kind in ("blast", "big_luck"):
            claimed_from = None
            events: list[Event] = []
            if a.cards:  # claimed the discard to complete it (online rule)
                card = state.discard.pop()
                state.hands[seat].append(card)
                claimed_from = state.last_discarder
                events.append(Event("claim", seat, (card,), data={"card": card, "from": claimed_from,
                                                                  "call": CLAIM_CALL}))
            events.append(Event(a.kind, seat))
            return events + state.end(a.kind, (seat,), claimed_from=claimed_from)
        if a.kind == "group_sevens":
            meld = state.meld_by_id(a.target)  # type: ignore[arg-type]
            assert meld is not None
            state.extend(seat, meld, a.cards)
            meld.owner = meld.space = seat
            events = [Event("group_sevens", seat, a.cards, meld.id)]
            return events + state.check_out(seat)
        if a.kind in ("drop_out", "stay_in"):
            return self._dropout_step(state, a)
        return super().apply_special(state, a)

    # --- melds (Glenn's doubtful rules)
    def refuse_add(self, state: "HandState", seat: int, meld: "TableMeld", cards: tuple) -> str | None:
        refused = super().refuse_add(state, seat, meld, cards)
        if refused or not state.options.glenn_melds or meld.kind not in ("run", "seven"):
            return refused
        if not _glenn_direction_ok(meld, cards):
            return "at this table a run grows only one way"
        return None

    def after_lay(self, state: "HandState", seat: int, meld: "TableMeld") -> list[Event]:
        if not state.options.glenn_melds:
            return []
        if len(meld.cards) == 2 and meld.kind == "run" and meld.notes.direction is None:
            meld.note(direction="down" if any(c.rank == 6 for c in meld.cards) else "up")
        if len(meld.cards) >= 4:
            state.melds.remove(meld)
            for c in meld.cards:
                state.stock.insert(state.rng.randrange(len(state.stock) + 1), c)
            state.chance_outcome(state.stock, "stock")
            return [Event("meld_killed", seat, tuple(meld.cards), meld.id)]
        return []

    def observe(self, state: "HandState", seat: int) -> dict[str, Any]:
        """Public facts of Hoola's own: the drop-out round and the compensation it settled."""
        out: dict[str, Any] = {}
        if state.side_payments:
            out["side_payments"] = dict(state.side_payments)
        info = state.data.dropout
        if info is not None:
            out["dropout"] = (info.need, tuple(info.dropped), tuple(info.chose), tuple(info.forced),
                              state.data.asking)
        return out

    def clockwise(self, opts: HoolaOptions) -> bool:
        return opts.direction == "clockwise"

    def shown_points(self, state: "HandState", seat: int) -> dict[str, int]:
        """Points as the end of play counts them (sevens, quads, jokers) and, while the seat may still
        blast (H-END-1: blasts on, nothing melded yet), the blast count and what a blast needs."""
        hand, opts = list(state.hands[seat]), state.options
        out = {"hand": end_points(state, seat)}
        if opts.blasts and opts.picture_cards != "ten_no_blasts" and not any(m.owner == seat for m in state.melds):
            out.update(blast=self.blast_total(hand, opts), blast_low=opts.sopang_max)
            if opts.picture_cards != "ten_picture_daepang":
                out["blast_high"] = opts.daepang_min
        return out

    def restore(self, state: "HandState", facts: dict[str, Any]) -> None:
        """The inverse of :meth:`observe`, for a state guessed from a view."""
        if "side_payments" in facts:
            state.data.side_payments = dict(facts["side_payments"])
        if facts.get("dropout") is not None:
            need, dropped, chose, forced, asking = facts["dropout"]
            state.data.dropout = DropoutRound(need, list(dropped), list(chose), list(forced))
            state.data.asking = asking

    # --- six or seven players (H-VAR-1)
    def setup(self, state: "HandState") -> list[Event]:
        need = state.players - 5
        if need <= 0:
            return []
        state.phase = "dropout"
        state.data.dropout = DropoutRound(need)
        state.data.asking = state.next_seat(state.dealer)
        return [Event("dropout_ask", state.data.asking)]

    def _dropout_step(self, state: "HandState", a: Action) -> list[Event]:
        info = state.data.dropout
        assert info is not None
        events: list[Event] = []
        if a.kind == "drop_out":
            info.dropped.append(a.seat)
            state.active[a.seat] = False
            events.append(Event("drop_out", a.seat))
        else:
            info.chose.append(a.seat)
            events.append(Event("stay_in", a.seat))
        s = a.seat
        while True:
            s = (s + 1) % state.players
            if s == state.dealer:
                break
            if len(info.dropped) == info.need:
                continue  # the rest must play
            if len(info.chose) == 4:
                info.dropped.append(s)
                info.forced.append(s)
                state.active[s] = False
                events.append(Event("drop_out", s, data={"forced": True}))
                continue
            state.data.asking = s
            return events + [Event("dropout_ask", s)]
        return events + self._finish_dropouts(state)

    def _finish_dropouts(self, state: "HandState") -> list[Event]:
        from fractions import Fraction
        info = state.data.dropout
        assert info is not None
        opts: HoolaOptions = state.options
        rate = Fraction(opts.dropout_compensation).limit_denominator(100)
        pay: dict[int, Fraction] = {}
        for s in info.forced:
            units = compensation_units(state.hands[s], state.rules)
            info.units[s] = units
            for p in info.chose:
                amount = rate * units
                pay[s] = pay.get(s, Fraction(0)) + amount
                pay[p] = pay.get(p, Fraction(0)) - amount
        state.side_payments = pay
        for s in info.dropped:
            state.stock.extend(state.hands[s])
            state.hands[s] = []
        state.shuffle(state.stock, "stock")
        state.data.asking = None
        return state.begin_turn(state.dealer)

    # --- going out and settling
    def may_go_out(self, state: "HandState", seat: int) -> bool:
        if state.options.perfect_only_out and self.plain_two(state):
            return not state.laid_before_turn[seat]
        return True

    def settle(self, state: "HandState", reason: str, winners: tuple[int, ...] | None, **info: Any):
        return settle_hoola(state, reason, winners, **info)

    def next_dealer(self, dealer: int, result, players: int) -> int:
        """The winner deals; of tied winners the first in turn order from the last dealer."""
        if result is None or not result.winners:
            return dealer
        for k in range(players):
            s = (dealer + k) % players
            if s in result.winners:
                return s
        return dealer

    def next_stake_factor(self, factor: int, result, opts: HoolaOptions) -> int:
        """H-PAY-6 option: after a Perfect the next hand is played for double stakes, doubling again."""
        return factor * 2 if opts.double_after_perfect and result.perfect else 1

    def call_for(self, state: "HandState", action: Action) -> str:
        """A slap's call, the same for every claim."""
        return CLAIM_CALL

    def breakdown(self, result: Any, who: Any) -> list[str]:
        """Each loser's rank, base and factors, pays-for-all as a sum, tied winners' shares (issue 13)."""
        return hoola_breakdown(result, who)

    def describe_action(self, a: Action) -> str:
        cards = " ".join(c.pretty for c in a.cards)
        words = {
            "draw_stock": "draws from the stock", "take_discard": f"takes the discard to meld {cards}",
            "meld": f"melds {cards}", "add": f"adds {cards}", "discard": f"discards {cards}",
            "knock": "knocks", "blast": "blasts!", "big_luck": "has big luck: four sevens!",
            "claim": f"slaps the discard: {CLAIM_CALL} ({cards})", "pass": "passes",
            "drop_out": "drops out", "stay_in": "plays", "group_sevens": f"groups sevens {cards}",
        }
        return words.get(a.kind, str(a))


#: each of Hoola's own kinds and its check
_REFUSE = {kind: getattr(Hoola, f"refuse_{kind}") for kind in Hoola.kinds}


@lru_cache(maxsize=64)
def _blast_values(opts: HoolaOptions) -> tuple[int, ...]:
    """Card values as a blast counts them (a seven at ``blast_seven_value``)."""
    v = list(_values(opts))
    v[7] = opts.blast_seven_value
    return tuple(v)


def _run_ends(meld: "TableMeld") -> tuple[int, int]:
    """(bottom, top) rank of a run on the table, ranks cyclic (K-A-2 has top 2)."""
    ranks = {c.rank for c in meld.cards if not c.is_joker}
    top = next(r for r in ranks if (r % 13) + 1 not in ranks)
    bottom = next(r for r in ranks if ((r - 2) % 13) + 1 not in ranks)
    return bottom, top


def _glenn_direction_ok(meld: "TableMeld", cards: tuple) -> bool:
    """Glenn: a run grows upward; one begun on a lone seven keeps the direction it first took."""
    if len(meld.cards) == 1 or any(c.is_joker for c in meld.cards + list(cards)):
        return True  # a lone seven may start either way
    bottom, top = _run_ends(meld)
    r = cards[0].rank
    if meld.notes.direction == "down":
        return r == ((bottom - 2) % 13) + 1
    return r == (top % 13) + 1


def compensation_units(hand: list[Card], rules: MeldRules) -> int:
    """Sevens, sets and runs a forced drop-out holds, counted the most favourable way (H-VAR-1)."""
    plain = MeldRules(ace=rules.ace, short_sevens=False, max_jokers=rules.max_jokers, values=rules.values)
    groups = [m for m in find_melds(hand, plain, min_size=3)]
    groups += [(c,) for c in hand if c.rank == 7]
    best = 0

    def dfs(i: int, used: frozenset, count: int) -> None:
        nonlocal best
        best = max(best, count)
        for j in range(i, len(groups)):
            g = groups[j]
            if not used.intersection(g):
                dfs(j + 1, used | frozenset(g), count + 1)

    dfs(0, frozenset(), 0)
    return best


register(Hoola())
