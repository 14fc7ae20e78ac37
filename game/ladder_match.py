"""The ladder over whole matches: for games won by the match, not the hand (a pool, a game of hands).

Match ``m`` of a rung is dealt from the rung's seed as duplicate deals are: the ``players`` matches
of one deal number share a match seed (so the same hands in the same order, as long as they last)
and seat the stronger bot once in every seat.  A match is scored by what it is won by, read from the
match and never from a game's name:

* where money changes hands (stakes paid into a pool and between players), a seat's money at the
  end, the pool going to its winner(s);
* otherwise its final total (lower is better where totals count down), partners sharing theirs.

The figure is the stronger bot's score minus the mean of all seats, per match; the per-deal interval
takes the mean of a deal's seat rotations as one sample, as :func:`game.ladder.rung` does.
"""
from __future__ import annotations

import time
from fractions import Fraction
from typing import Any, Callable

from ai.base import match_decision
from game.engine import Match
from game.engine.match import hand_seed
from game.sim import Mean, bot_seed, play_hand

#: A match still going after this many hands is reported as a runaway (a game whose match has no end).
MAX_MATCH_HANDS = 400


def match_scores(match: Match) -> dict[int, float]:
    """Each seat's result of a finished match (see the module notes)."""
    seats = range(match.players)
    if match.pool or any(match.money.values()):
        winners = match.winners
        share = match.pool / len(winners) if winners else Fraction(0)
        return {s: float(match.money[s] + (share if s in winners else 0)) for s in seats}
    sign = -1 if match.ruleset.counts_down(match.options) else 1
    return {s: float(sign * match.ledger[s]) for s in seats}


def play_match(game: str, bots: list[Any], *, seed: int, dealer: int, options: dict[str, Any] | None,
               players: int) -> Match:
    """One whole match with ``bots[seat]`` playing each seat and answering its questions."""
    match = Match(game, players=players, seed=seed, options=options, dealer=dealer)
    while True:
        play_hand(match.hand, bots)
        match.record_result()
        while (question := match.pending()) is not None:
            match.decide(question.seat, match_decision(bots[question.seat], question, match.context()))
        if match.over:
            return match
        if match.hands_played >= MAX_MATCH_HANDS:
            raise ValueError(f"a match of {game} did not end within {MAX_MATCH_HANDS} hands: "
                             "its match has no end of its own")
        match.next_hand()


def match_rung(game: str, top: str, low: str, make: Callable[[str, int], Any], *, players: int = 4,
               matches: int = 400, seed: int = 1, options: dict[str, Any] | None = None,
               on_match: Any = None) -> dict[str, Any]:
    """``top`` in one seat against ``low`` in the others over duplicate-dealt whole matches."""
    mean, per_deal = Mean(), Mean()
    deal_sum, deal_n, wins, hands = 0.0, 0, 0, 0
    t0 = time.perf_counter()
    levels = [top] + [low] * (players - 1)
    for i in range(matches):
        deal, turn = divmod(i, players)
        order = [(s + turn) % players for s in range(players)]
        bots = [make(levels[order[s]], bot_seed(seed, i, s)) for s in range(players)]
        match = play_match(game, bots, seed=hand_seed(seed, deal), dealer=deal % players,
                           options=options, players=players)
        scores = match_scores(match)
        top_seat = order.index(0)
        value = scores[top_seat] - sum(scores.values()) / players
        mean.add(value)
        hands += match.hands_played
        wins += top_seat in match.winners
        deal_sum, deal_n = deal_sum + value, deal_n + 1
        if deal_n == players:
            per_deal.add(deal_sum / players)
            deal_sum, deal_n = 0.0, 0
        if on_match is not None:
            on_match()
    half = per_deal.ci95 if per_deal.n > 1 else mean.ci95
    return {"game": game, "top": top, "low": low, "players": players, "matches": matches,
            "hands": hands, "mean": mean.mean, "ci95": mean.ci95, "low95": mean.mean - mean.ci95,
            "ci95_deal": per_deal.ci95, "deals": per_deal.n, "holds": mean.mean - half > 0,
            "top_win_rate": wins / max(1, matches), "seconds": time.perf_counter() - t0}
