"""Kalookie's match (K-11): the pool, penalty points, buy-ins and elimination, on the match hooks.

A mixin of :class:`~game.games.kalookie.rules.Kalookie`: the hand's rules are there, what
happens between hands is here.  The seed's score sheet (Andy, Mark, John, Frank) is the test.
The American games have no pool (K-14, K-15): their hands book as plain scores (the shared
defaults), to a target in North America and over a number of deals in Scarne's game.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.context import Decision
from game.engine.result import Result
from game.engine.ruleset import SheetTable

if TYPE_CHECKING:
    from game.engine.match import Match


class KalookieMatch:
    """Stakes and penalties between hands: everyone pays into the pool; over the limit a player buys
    back in (twice at most, while two are still at or under it) or is out; the last one takes the pool."""

    def start_match(self, match: "Match") -> None:
        opts = match.options.effective()
        if not opts.pool:
            return
        for s in range(match.players):
            match.money[s] -= opts.initial_stake
            match.pool += opts.initial_stake
        match.data["buy_ins"] = {}
        match.data["asked"] = []

    def book(self, match: "Match", result: Result) -> None:
        if not match.options.effective().pool:
            super().book(match, result)  # type: ignore[misc]
            return
        for s, p in result.payments.items():
            match.money[s] += p
        for s, p in result.points.items():
            if s not in match.out:
                match.ledger[s] += p
        match.data["asked"] = self._buy_in_order(match, result)
        self._eliminate(match)

    def _limit(self, match: "Match") -> int:
        return match.options.effective().limit

    def _in(self, match: "Match") -> list[int]:
        return [s for s in range(match.players) if s not in match.out]

    def _under(self, match: "Match") -> list[int]:
        return [s for s in self._in(match) if match.ledger[s] <= self._limit(match)]

    def _buy_in_order(self, match: "Match", result: Result) -> list[int]:
        """Over the limit, in turn from the winner's left (K-11)."""
        start = result.winners[0] if result.winners else match.dealer
        order = [(start + k) % match.players for k in range(1, match.players + 1)]
        return [s for s in order if s not in match.out and match.ledger[s] > self._limit(match)]

    def _may_buy(self, match: "Match", seat: int) -> bool:
        return match.data["buy_ins"].get(str(seat), 0) < 2 and len(self._under(match)) >= 2

    def _eliminate(self, match: "Match") -> None:
        """Those over the limit who may not buy in are out."""
        for s in list(match.data["asked"]):
            if not self._may_buy(match, s):
                match.out.add(s)
                match.data["asked"].remove(s)

    def decisions(self, match: "Match") -> list[Decision]:
        return [Decision(s, "buy_in", ("buy", "retire"),
                         {"cost": match.options.effective().buy_in_stake, "score": int(match.ledger[s])})
                for s in match.data.get("asked", [])]

    def decision_words(self, decision: Decision) -> tuple[str, dict[str, str]]:
        cost, score = decision.data.get("cost"), decision.data.get("score")
        return (f"Your penalty points are {score}, over the limit. Buy back in for {cost} into the pool "
                f"(your points go down to the highest score still in), or retire from the game?",
                {"buy": f"Buy back in ({cost})", "retire": "Retire"})

    def decide(self, match: "Match", decision: Decision, choice: str) -> None:
        s = decision.seat
        match.data["asked"].remove(s)
        if choice == "retire":
            match.out.add(s)
        else:
            cost = match.options.effective().buy_in_stake
            match.ledger[s] = max(match.ledger[t] for t in self._under(match))
            match.money[s] -= cost
            match.pool += cost
            match.data["buy_ins"][str(s)] = match.data["buy_ins"].get(str(s), 0) + 1
        self._eliminate(match)

    def sheet(self, match: "Match") -> list[SheetTable] | None:
        """K-11's two accounts, as the seed keeps them: penalty points after each hand ("*" the hand's
        winner, "*K" a kalookie, brackets a buy-in) and the payments so far, then the pool (stakes and
        buy-ins paid in; the last player takes it) and the total."""
        opts = match.options.effective()
        if not opts.pool:
            return None
        seats = range(match.players)
        bought = {(n, s) for n, s, kind, choice in match.decisions if kind == "buy_in" and choice == "buy"}
        points, payments = [], []
        paid = {s: 0 for s in seats}
        # the hands booked here are the match's last ones (a lesson states the hands before its own)
        first = match.hands_played - len(match.results) + 1
        for n, (totals, result) in enumerate(zip(match.totals, match.results), first):
            cells = []
            for s in seats:
                if s in result.winners:
                    cells.append("*K" if result.reason == "kalookie" else "*")
                else:
                    value = int(totals.get(s, 0))
                    cells.append(f"({value})" if (n, s) in bought else str(value))
            points.append((str(n), tuple(cells)))
            for s in seats:
                paid[s] += int(result.payments.get(s, 0))
            payments.append((str(n), tuple(_signed(paid[s]) for s in seats)))
        buy_ins = {s: sum(1 for _n, t in bought if t == s) for s in seats}
        pool = {s: -(opts.initial_stake + opts.buy_in_stake * buy_ins[s]) for s in seats}
        winners = self.match_winners(match) if self.match_over(match) else None
        for w in winners or ():
            pool[w] += int(match.pool)
        payments.append(("Pool and buy-ins", tuple(_signed(pool[s]) for s in seats)))
        payments.append(("Total", tuple(_signed(paid[s] + pool[s]) for s in seats)))
        return [SheetTable("Penalty points so far (* won the hand)", tuple(points)),
                SheetTable("Payments so far", tuple(payments), running=True)]

    def match_over(self, match: "Match") -> bool | None:
        if not match.options.effective().pool:
            return None
        return len(self._under(match)) <= 1 and not match.data.get("asked")

    def match_winners(self, match: "Match") -> tuple[int, ...] | None:
        if not match.options.effective().pool:
            return None
        under = self._under(match)
        return tuple(under) if len(under) == 1 else None


def _signed(n: int) -> str:
    """A payment as the sheet writes it: +3, -1, 0."""
    return f"{n:+d}" if n else "0"
