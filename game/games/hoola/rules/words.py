"""Hoola's end-of-hand breakdown: every payment as a sum a player can check by hand (issue 13)."""
from __future__ import annotations

import re
from fractions import Fraction

from game.engine.result import Result
from game.engine.wording import Namer, join

#: Multiplier reasons as a player reads them beside their factor.
FACTOR_WORDS = {"seven in hand": "a seven held", "no meld": "nothing melded"}


def first_up(text: str) -> str:
    return text[:1].upper() + text[1:]


def num(x: Fraction | int) -> str:
    x = Fraction(x)
    if x.denominator == 1:
        return str(x.numerator)
    d = x.denominator
    while d % 2 == 0 or d % 5 == 0:
        d //= 2 if d % 2 == 0 else 5
    return f"{float(x):g}" if d == 1 else f"{x.numerator}/{x.denominator}"   # 2.5, but 10/3


def product(base: int, mults: list[tuple[str, int]]) -> str:
    """``2 × 2 (a seven held) × 4 (Perfect)``."""
    return " × ".join([str(base)] + [f"{k} ({FACTOR_WORDS.get(r, r)})" for r, k in mults])


def _last_reasons(result: Result) -> dict[int, str]:
    """Why a seat ranks last, from the settlement's notes ("seat 2 ranks last: melded nothing")."""
    out = {}
    for note in result.notes:
        m = re.fullmatch(r"seat (\d+) ranks last: (.+)", note)
        if m:
            out[int(m.group(1))] = m.group(2)
    return out


def hoola_breakdown(result: Result, who: Namer) -> list[str]:
    lines: list[str] = []
    winners = list(result.winners)
    losers = sorted((s for s in result.debts if s not in winners), key=lambda s: (result.ranks.get(s, 0), s))
    last = _last_reasons(result)
    if losers and any(s in result.base for s in losers):
        lines.append("Each loser pays one less than their rank" +
                     (f" (the {len(winners)} tied winners all rank 1)" if len(winners) > 1 else ""))
    for s in losers:
        subj, debt = who(s), result.debts[s]
        rank = f"{subj.cap} (rank {result.ranks[s]})" if s in result.ranks else subj.cap
        mults = [m for m in result.multipliers.get(s, []) if not m[0].startswith("pays")]
        f = 1
        for _, k in mults:
            f *= k
        if s in result.base and result.base[s] * f == debt:
            verb = subj.verb("owes") if result.pays_all is not None else subj.verb("pays")
            sum_ = f" {product(result.base[s], mults)} =" if mults else ""
            lines.append(f"{rank} {verb}{sum_} {num(debt)}")
        else:
            lines.append(f"{rank} {subj.verb('owes')} {num(debt)}")
        if s in last:
            lines.append(f"{subj.does('ranks', start=True)} last: {last[s]}")
    ties: dict[int, list[int]] = {}
    for s in losers:
        if s not in last:
            ties.setdefault(result.ranks.get(s, 0), []).append(s)
    for rank, seats in sorted(ties.items()):
        if len(seats) > 1:
            pts = result.points.get(seats[0])
            lines.append(f"{first_up(join([who(s) for s in seats]))} tie on {pts} points: "
                         f"tied players all take the higher rank, {rank}")
    if result.pays_all is not None and losers:
        payer = who(result.pays_all)
        total = -result.payments.get(result.pays_all, Fraction(0))
        terms = " + ".join(num(result.debts[s]) for s in losers)
        double = [k for r, k in result.multipliers.get(result.pays_all, []) if r.startswith("pays")]
        expr = f"({terms}) × {double[0]}" if double else terms
        if len(losers) == 1 and not double:
            expr = terms
        lines.append(f"{payer.does('pays', start=True)} for all: {expr} = {num(total)}")
    if winners:
        paid = [-p for s, p in sorted(result.payments.items()) if s not in winners and p < 0]
        total = sum(paid, Fraction(0))
        terms = " + ".join(num(p) for p in paid) or "0"
        whole = f"{terms} = {num(total)}" if len(paid) > 1 else num(total)
        if len(winners) == 1:
            lines.append(f"{who(winners[0]).does('wins', start=True)} {whole}")
        else:
            share = total / len(winners)
            lines.append(f"{first_up(join([who(w) for w in winners]))} share {whole}, so "
                         f"{num(total)} / {len(winners)} = {num(share)} each")
    return lines
