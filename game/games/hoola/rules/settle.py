"""Settling a hand of Battle Hoola in stakes (H-PAY-1 to H-PAY-8, H-END-2/5/6, H-VAR-2/7/8).

Losers are ranked by points in hand; the nth of ``k`` winners' losers pays by
rank, automatic last ranks pay the most, multipliers double or more, and
one player may pay everyone's debt.  Every step leaves a note so the
end-of-hand screen can explain the payments.
"""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from game.engine.result import Result

if TYPE_CHECKING:
    from game.engine.state import HandState
    from .options import HoolaOptions


def _turn_ok(state: "HandState", seat: int) -> bool:
    return state.has_turned[seat] or state.options.multipliers_without_turn


def end_points(state: "HandState", seat: int, *, for_knock: bool = False) -> int:
    """Points in hand at the end of play: sevens 14 (H-CARD-1), quads 0 (H-END-6), jokers (H-VAR-2)."""
    opts: "HoolaOptions" = state.options
    hand = state.hands[seat]
    values = state.rules.values
    naturals = [c for c in hand if c.rank]            # rank 0: a joker
    jokers = len(hand) - len(naturals)
    if opts.quads_zero and len(naturals) >= 4:
        counts: dict[int, int] = {}
        for c in naturals:
            counts[c.rank] = counts.get(c.rank, 0) + 1
        naturals = [c for c in naturals if counts[c.rank] < 4]
    base = sum([values[c.rank] for c in naturals])
    if not jokers:
        return base
    mult_ok = _turn_ok(state, seat)
    scoring = opts.joker_scoring
    if scoring == "double":
        return base * (2 ** jokers if mult_ok else 1)
    if scoring == "x5":
        return base * (5 ** jokers if mult_ok else 1)
    if scoring == "zero":
        return base
    if scoring == "14x3":
        return 14 * jokers + base * (3 ** jokers if mult_ok else 1)
    return base + int(scoring) * jokers  # "20" or "30"


def settle_hoola(state: "HandState", reason: str, winners: tuple[int, ...] | None, *,
                 perfect: bool = False, claimed_from: int | None = None, knocker: int | None = None) -> Result:
    opts: "HoolaOptions" = state.options
    active = [s for s in range(state.players) if state.active[s]]
    points = {s: end_points(state, s) for s in active}
    notes: list[str] = []
    pays_all: int | None = None
    undercut = False

    if reason == "knock":
        assert knocker is not None
        others = [s for s in active if s != knocker]
        low = min(points[s] for s in others)
        if points[knocker] < low:
            winners = (knocker,)
            notes.append(f"seat {knocker} knocked with {points[knocker]} and has the fewest points")
        else:
            winners = tuple(s for s in others if points[s] == low)
            undercut = True
            pays_all = knocker
            notes.append(f"seat {knocker} knocked with {points[knocker]} and was undercut "
                         f"by {', '.join(f'seat {w}' for w in winners)} with {low}")
    elif reason == "stock" or winners is None:
        low = min(points[s] for s in active)
        winners = tuple(s for s in active if points[s] == low)
        notes.append("the stock ran out: fewest points wins" + (" (tied winners share)" if len(winners) > 1 else ""))
    elif claimed_from is not None and reason in ("out", "blast", "big_luck") and claimed_from not in winners:
        pays_all = claimed_from
        notes.append(f"seat {claimed_from}'s discard let seat {winners[0]} win: seat {claimed_from} pays for all")

    losers = [s for s in active if s not in winners]
    auto_last: dict[int, str] = {}
    for s in losers:
        if not state.laid_any[s] and len(state.hands[s]) >= 7:
            auto_last[s] = "melded nothing"
    if undercut and knocker is not None:
        auto_last[knocker] = "undercut knocker"
    if pays_all is not None and not undercut:
        auto_last[pays_all] = "discard claimed to win"

    n_w = len(winners)
    ranked = [s for s in losers if s not in auto_last]
    base: dict[int, int] = {}
    ranks: dict[int, int] = {w: 1 for w in winners}
    for s in losers:
        if s in auto_last:
            base[s] = n_w + len(losers) - 1
        else:
            base[s] = n_w + sum(1 for t in ranked if points[t] <= points[s]) - 1
        ranks[s] = base[s] + 1

    multipliers: dict[int, list[tuple[str, int]]] = {s: [] for s in active}
    for s in losers:
        m = multipliers[s]
        if _turn_ok(state, s):
            m.extend(("seven in hand", 2) for c in state.hands[s] if c.rank == 7)
            if not state.laid_any[s] and len(state.hands[s]) >= 7:
                m.append(("no meld", 2))
        if perfect:
            m.append(("Perfect", opts.perfect_multiplier))
        if reason == "blast" and opts.blast_multiplier > 1:
            m.append(("blast", opts.blast_multiplier))
        if reason == "big_luck" and opts.big_luck_multiplier > 1:
            m.append(("big luck", opts.big_luck_multiplier))
    if perfect:
        notes.append(f"Perfect: all payments x{opts.perfect_multiplier}")

    debts: dict[int, Fraction] = {}
    for s in losers:
        f = 1
        for _, k in multipliers[s]:
            f *= k
        debts[s] = Fraction(base[s] * f)

    payments: dict[int, Fraction] = {s: Fraction(0) for s in active}
    if opts.hertzog_payments != "off":
        debts = _hertzog(state, losers, points, opts.hertzog_payments, notes)
        pays_all = None if not undercut else pays_all
    if undercut and opts.undercut_penalty:
        assert knocker is not None
        for s in active:
            if s != knocker:
                payments[s] += opts.undercut_penalty
                payments[knocker] -= opts.undercut_penalty
        notes.append(f"fixed undercut penalty: {opts.undercut_penalty} to each opponent")
        debts = {knocker: Fraction(opts.undercut_penalty * (len(active) - 1))}
    elif pays_all is not None:
        total = sum(debts.values(), Fraction(0))
        if len(active) == 2:
            total *= 2
            multipliers[pays_all].append(("pays double (two players)", 2))
            notes.append("two players: the loser pays double instead of paying for all")
        elif opts.online_pay_all_double:
            total *= 2
            multipliers[pays_all].append(("pays for all, doubled (online)", 2))
        for s in losers:
            payments[s] = Fraction(0)
        payments[pays_all] = -total
        for w in winners:
            payments[w] += total / n_w
    else:
        total = sum(debts.values(), Fraction(0))
        for s in losers:
            payments[s] = -debts[s]
        for w in winners:
            payments[w] += total / n_w
    for s, amount in state.side_payments.items():
        payments[s] = payments.get(s, Fraction(0)) + amount
        notes.append(f"drop-out compensation: seat {s} {'+' if amount >= 0 else ''}{amount}")
    for s in auto_last:
        notes.append(f"seat {s} ranks last: {auto_last[s]}")
    return Result(winners=tuple(winners), reason=reason, points=points, payments=payments,
                  multipliers=multipliers, ranks=ranks, base=base, debts=debts, pays_all=pays_all,
                  perfect=perfect, knocker=knocker,
                  hands={s: tuple(state.hands[s]) for s in active}, notes=tuple(notes))


def _hertzog(state: "HandState", losers: list[int], points: dict[int, int], mode: str,
             notes: list[str]) -> dict[int, Fraction]:
    """Hertzog's doubtful scheme: most points pays 3, second 2, others 1; unmelded pay 0 (or 1/2)."""
    debts: dict[int, Fraction] = {}
    melded = [s for s in losers if state.laid_any[s]]
    order = sorted({points[s] for s in melded}, reverse=True)
    for s in losers:
        if not state.laid_any[s]:
            debts[s] = Fraction(1, 2) if mode == "half" else Fraction(0)
        else:
            place = order.index(points[s])
            debts[s] = Fraction(3 if place == 0 else 2 if place == 1 else 1)
    notes.append("Hertzog's payments: 3 for the most points, 2 for the next, 1 for others")
    return debts
