"""Headless play: bots play hands with no window, for measurement, soaks and invariant checks.

:func:`play_hand` plays one hand to its end; :func:`simulate` plays many and
sums them up (each seat's mean payment with a 95% interval, hands/s,
decisions/s).  Both are deterministic given their seeds: hand ``i`` of a run
with seed ``S`` is dealt from ``hand_seed(S, i)`` with dealer ``i % players``
and its bots are seeded from ``(S, i, seat)``, so any one hand can be replayed
alone (``hoola sim ... --seed S --hand i``).

Who acts (there is no clock here; the controller times the real thing):

* every seat other than the one in turn that has legal actions (a claim of
  the discard, a priority pass, four sevens at any time, a drop-out question)
  is asked first.  When the seat in turn could move the hand on, such a seat
  is also offered a ``pass`` (silence, if the engine lists none);
* while a discard is live the seat in turn is asked too, and its take of the
  discard (or its answer in a priority window) races with the others;
* of the answers, the one with the smallest :meth:`~ai.base.Bot.reaction_delay`
  wins (a tie goes to the seat whose turn comes first after the discarder:
  :func:`game.engine.race.race_order`, the rule the table uses), and it is applied;
* if nobody acted out of turn, the seat in turn's choice is applied.

One action is applied per step; then everyone is asked again.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable, Sequence

from game.defaults import DEFAULT_GAME
from game.engine import Action, HandState, IllegalAction, new_hand
from game.engine.match import hand_seed
from game.engine.race import Bid, is_bid, race_order
from game.engine.ruleset import get_ruleset


#: A hand that has not ended after this many applied actions is reported as a runaway.
#: Random 4-player Hoola hands take about 48 actions; the longest of 100,000 (seed 1) took 64.
DEFAULT_MAX_ACTIONS = 2000


class SimError(AssertionError):
    """An invariant broke, a bot misbehaved or a hand ran away; ``str`` says which and where."""


@dataclass
class HandOutcome:
    """What one simulated hand did."""

    state: HandState
    actions: int = 0
    decisions: int = 0

    @property
    def result(self):
        return self.state.result


def _check_state(state: HandState, zero_sum: bool, where: str) -> None:
    try:
        state.check_invariants()
    except AssertionError as e:
        raise SimError(f"{where}: {e}") from None
    result = state.result
    if result is not None:
        if state.phase != "ended":
            raise SimError(f"{where}: a result is set but the phase is {state.phase!r}")
        if zero_sum:
            total = sum(result.payments.values(), Fraction(0))
            if total != 0:
                raise SimError(f"{where}: payments sum to {total}, not 0: {result.summary()}")
        for s in range(state.players):
            if state.legal_actions(s):
                raise SimError(f"{where}: seat {s} still has legal actions after the hand ended")


def unlisted_legal(state: HandState, choice: Any) -> bool:
    """A move of a kind the game lists only in part (a whole table proposed) that the rules accept:
    a bot may propose one as a player may."""
    return isinstance(choice, Action) and choice.kind in state.ruleset.partly_listed and state.check(choice) is None


def _among(choice: Any, legal: Sequence[Action]) -> bool:
    """Is ``choice`` one of ``legal``: the very object (what a bot choosing from the list returns,
    found without comparing actions field by field), or an equal one."""
    for a in legal:
        if a is choice:
            return True
    return choice in legal


def play_hand(state: HandState, bots: Sequence[Any], *, check: bool = False,
              max_actions: int = DEFAULT_MAX_ACTIONS) -> HandOutcome:
    """Play ``state`` to its end with ``bots[seat]`` choosing for each seat.

    Each bot gets ``state.view(seat)`` and that seat's legal actions (plus a
    ``pass`` out of turn, see the module notes); a bot that says it never reads the view
    (``reads_view = False``, the random bot) gets ``None``, as building a view costs as much as
    a random choice's whole turn.  With ``check`` the cards are
    checked after every action (``state.check_invariants()``) and, at the end,
    that payments sum to zero (in games of stakes) and nobody can act any more.
    Raises :class:`SimError` for a broken invariant, a bot's illegal choice, a
    hand that cannot go on, or one not over within ``max_actions`` actions.
    """
    players = state.players
    if len(bots) != players:
        raise ValueError(f"need one bot per seat ({players}), got {len(bots)}")
    out = HandOutcome(state)
    zero_sum = state.ruleset.balanced(state.options)
    if check:
        _check_state(state, zero_sum, "after the deal")
    view = state.view
    legal_of = state.legal_actions
    # whether each bot reads its view (a property of its kind: asked once a hand, not once a move)
    reads = [getattr(b, "reads_view", True) for b in bots]
    while state.result is None:
        if out.actions >= max_actions:
            raise SimError(f"the hand did not end within {max_actions} actions")
        cur = state.current
        cur_legal = legal_of(cur)
        bids: list[Bid] = []
        for k in range(1, players):
            s = (cur + k) % players
            legal = legal_of(s)
            if not legal:
                continue
            offer = legal
            silent_pass = None
            if cur_legal and not any(a.kind == "pass" for a in legal):
                silent_pass = Action("pass", s)
                offer = legal + [silent_pass]
            bot = bots[s]
            choice = bot.choose(view(s) if reads[s] else None, offer)
            out.decisions += 1
            if choice is silent_pass or (silent_pass is not None and choice == silent_pass):
                continue
            if not _among(choice, legal):
                raise SimError(f"seat {s}'s bot chose {choice}, which is not legal")
            bids.append(Bid(bot.reaction_delay(), s, choice))
        chosen: Action | None = None
        # the seat in turn races for a live discard like everyone else (one race: game.engine.race)
        racing = cur_legal and state.phase == "start" and state.discard_live
        if cur_legal and (racing or not bids):
            bot = bots[cur]
            choice = bot.choose(view(cur) if reads[cur] else None, cur_legal)
            out.decisions += 1
            if not _among(choice, cur_legal) and not unlisted_legal(state, choice):
                raise SimError(f"seat {cur}'s bot chose {choice}, which is not legal")
            w = state.window
            answers = w is not None and w.mode == "priority" and w.waiting(cur)
            if bids and (answers or is_bid(state, choice)):
                bids.append(Bid(bots[cur].reaction_delay(), cur, choice))
            elif not bids:
                chosen = choice
        if bids:
            chosen = race_order(bids, state.last_discarder, players)[0].action
        if chosen is None:
            raise SimError(f"no seat can act in phase {state.phase!r} but the hand is not over")
        try:
            state.apply(chosen)
        except IllegalAction as e:
            raise SimError(f"the engine refused its own listed action {chosen}: {e}") from None
        out.actions += 1
        if check:
            _check_state(state, zero_sum, f"after action {out.actions} ({chosen})")
    return out


# --------------------------------------------------------------------------- many hands

def bot_seed(seed: int, hand: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in hand ``hand`` of a run with ``seed``."""
    return random.Random(f"{seed}/{hand}/bot{seat}").randrange(2**32)


def hand_setup(hand: int, seed: int, players: int, rotate: bool) -> tuple[int, int, list[int]]:
    """(deal seed, dealer, bot-list index for each seat) of hand number ``hand``.

    With ``rotate`` the deals are duplicated: each deal is played ``players``
    times in a row, the bot list turned one seat further each time, so every
    bot sits once in every seat of the same cards (luck of the deal cancels out).
    """
    if not rotate:
        return hand_seed(seed, hand), hand % players, list(range(players))
    deal, turn = divmod(hand, players)
    order = [(s + turn) % players for s in range(players)]
    return hand_seed(seed, deal), deal % players, order


@dataclass
class Mean:
    """Running mean and spread (Welford) of one seat's payments."""

    n: int = 0
    mean: float = 0.0
    m2: float = 0.0

    def add(self, x: float) -> None:
        self.n += 1
        d = x - self.mean
        self.mean += d / self.n
        self.m2 += d * (x - self.mean)

    @property
    def sd(self) -> float:
        return math.sqrt(self.m2 / (self.n - 1)) if self.n > 1 else 0.0

    @property
    def ci95(self) -> float:
        """Half-width of the 95% interval of the mean (normal approximation: 1.96 sd / sqrt(n))."""
        return 1.96 * self.sd / math.sqrt(self.n) if self.n > 1 else math.inf


@dataclass
class Violation:
    hand: int
    seed: int
    message: str
    actions: int
    record: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {"hand": self.hand, "seed": self.seed, "message": self.message, "actions": self.actions,
                "record": self.record}


def simulate(game: str = DEFAULT_GAME, players: int = 4, hands: int = 1000, seed: int = 1,
             bots: Sequence[str] = ("random",), options: dict[str, Any] | None = None, check: bool = False,
             *, rotate: bool = False, max_actions: int = DEFAULT_MAX_ACTIONS, first_hand: int = 0,
             make_bot: Callable[[str, int], Any] | None = None, keep_going: bool = True,
             records: bool = False, on_hand: Callable[[], Any] | None = None) -> dict[str, Any]:
    """Play hands ``first_hand .. first_hand + hands - 1`` of the run ``seed`` and sum them up.

    ``bots``: one level name for every seat, or one per seat.  ``rotate``:
    the bot list moves one seat on each hand (``by_bot`` then gives each
    bot's results wherever it sat).  ``check``: verify the invariants after
    every action.  A broken invariant or an engine error in a hand is listed
    under ``violations`` (with the seed and hand number to replay it) and the
    run goes on with the next hand (unless ``keep_going`` is false).
    ``records``: also return each hand's action record and result (for a few hands).
    ``on_hand``: called after every hand (a progress bar's update).
    Bad arguments (unknown game, bad option, bad player count, unknown bot)
    raise ``ValueError`` before any hand is played.
    """
    if make_bot is None:
        from ai.registry import make_bot
    for name, value in (("hands", hands), ("players", players), ("seed", seed), ("first_hand", first_hand)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"{name} must be a whole number, not {value!r}")
    if hands < 1:
        raise ValueError(f"hands must be at least 1, not {hands}")
    if first_hand < 0:
        raise ValueError(f"the first hand must be 0 or more, not {first_hand}")
    levels = list(bots)
    if len(levels) == 1:
        levels = levels * players
    if len(levels) != players:
        raise ValueError(f"give one bot level for every seat or one per seat ({players}), not {len(levels)}")
    for level in set(levels):
        make_bot(level, 0)  # an unknown level fails here, before any hand
    # a bad game, option or player count fails here too (ValueError from the engine)
    probe = new_hand(game, players=players, seed=seed, options=options)
    opts_out = dict(probe.setup["options"])

    per_seat = [Mean() for _ in range(players)]
    per_bot = [Mean() for _ in range(players)]
    wins = [0] * players
    reasons: dict[str, int] = {}
    violations: list[Violation] = []
    kept: list[dict[str, Any]] = []
    n_violations = 0
    total_actions = total_decisions = longest = played = 0
    start = time.perf_counter()
    for hand in range(first_hand, first_hand + hands):
        if on_hand is not None and hand > first_hand:
            on_hand()
        deal_seed, dealer, order = hand_setup(hand, seed, players, rotate)
        state = None
        try:
            state = new_hand(game, players=players, seed=deal_seed, options=options, dealer=dealer)
            seat_bots = [make_bot(levels[order[s]], bot_seed(seed, hand, s)) for s in range(players)]
            out = play_hand(state, seat_bots, check=check, max_actions=max_actions)
        except Exception as e:  # noqa: BLE001  what --check is for: any crash is reported with what replays it
            n_violations += 1
            msg = str(e) if isinstance(e, SimError) else f"{type(e).__name__}: {e}"
            if len(violations) < 20:
                violations.append(Violation(hand, seed, msg, len(state.record) if state else 0,
                                            state.to_record()["actions"] if state else []))
            if not keep_going:
                break
            continue
        played += 1
        total_actions += out.actions
        total_decisions += out.decisions
        longest = max(longest, out.actions)
        result = state.result
        if records:
            kept.append({"hand": hand, "record": state.to_record(), "result": result.summary()})
        reasons[result.reason] = reasons.get(result.reason, 0) + 1
        for s in range(players):
            x = float(result.payments.get(s, 0))
            per_seat[s].add(x)
            per_bot[order[s]].add(x)
            if s in result.winners:
                wins[s] += 1
    if on_hand is not None:
        on_hand()                             # the last hand
    seconds = time.perf_counter() - start

    def rows(means: list[Mean], label: str) -> list[dict[str, Any]]:
        return [{label: i, "bot": levels[i], "mean": m.mean, "ci95": m.ci95 if m.n > 1 else None,
                 "sd": m.sd, "n": m.n} for i, m in enumerate(means)]

    seats = rows(per_seat, "seat")
    for s, row in enumerate(seats):
        row["wins"] = wins[s]
        if rotate:
            row["bot"] = "rotating"
    stats: dict[str, Any] = {
        "game": probe.game, "players": players, "hands": hands, "first_hand": first_hand, "seed": seed,
        "bots": levels, "rotate": rotate, "options": opts_out, "check": check,
        "played": played, "seconds": seconds,
        "hands_per_s": played / seconds if seconds > 0 else math.inf,
        "actions": total_actions, "decisions": total_decisions,
        "actions_per_s": total_actions / seconds if seconds > 0 else math.inf,
        "decisions_per_s": total_decisions / seconds if seconds > 0 else math.inf,
        "mean_actions": total_actions / played if played else 0.0, "longest_hand": longest,
        "reasons": dict(sorted(reasons.items())),
        "seats": seats,
        "violation_count": n_violations,
        "violations": [v.as_dict() for v in violations],
    }
    if rotate:
        stats["by_bot"] = rows(per_bot, "bot_index")
    if records:
        stats["records"] = kept
    return stats


def format_stats(stats: dict[str, Any]) -> str:
    """The human-readable summary ``hoola sim`` prints."""
    lines = [
        f"{stats['game']}: {stats['played']} hand{'' if stats['played'] == 1 else 's'}, "
        f"{stats['players']} players, seed {stats['seed']}, "
        f"bots {','.join(stats['bots'])}{' (rotating)' if stats['rotate'] else ''}"
        f"{', checked' if stats['check'] else ''}",
        f"{stats['seconds']:.2f} s: {stats['hands_per_s']:.1f} hands/s, "
        f"{stats['decisions_per_s']:.0f} decisions/s, {stats['actions_per_s']:.0f} actions/s "
        f"({stats['mean_actions']:.1f} actions per hand, longest {stats['longest_hand']})",
        "ended by: " + ", ".join(f"{k} {v}" for k, v in stats["reasons"].items()),
        f"mean {get_ruleset(stats['game']).unit} per hand (95% interval):",
    ]
    for row in stats["seats"]:
        ci = "n/a" if row["ci95"] is None else f"{row['ci95']:.3f}"
        lines.append(f"  seat {row['seat']}: {row['mean']:+.3f} ± {ci}   wins {row['wins']}")
    for row in stats.get("by_bot", []):
        ci = "n/a" if row["ci95"] is None else f"{row['ci95']:.3f}"
        lines.append(f"  bot {row['bot_index']} ({row['bot']}): {row['mean']:+.3f} ± {ci}")
    if stats["check"] or stats["violation_count"]:
        if stats["violation_count"] == 0:
            lines.append("checks: no violations")
        else:
            lines.append(f"VIOLATIONS: {stats['violation_count']}")
            for v in stats["violations"]:
                lines.append(f"  hand {v['hand']} (replay: --seed {v['seed']} --hand {v['hand']}): {v['message']}")
    return "\n".join(lines)
