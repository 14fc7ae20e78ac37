"""Shared helpers of the storage tests: random legal play, seats, matches."""
from __future__ import annotations

import random
from typing import Callable

from game.engine import Match, new_match
from game.storage.saves import rng_state_to_json


def legal_all(hand) -> list:
    """Every action any seat may take now (claims out of turn included)."""
    return [a for s in range(hand.players) for a in hand.legal_actions(s)]


def play(match: Match, rng: random.Random, until: Callable[[Match], bool], max_actions: int = 5000) -> bool:
    """Random legal play (dealing the next hand when one ends) until ``until(match)``; was it reached?"""
    for _ in range(max_actions):
        if until(match):
            return True
        if match.hand.result is not None:
            if match.over:
                return until(match)
            next_hand(match, rng)
            continue
        match.hand.apply(rng.choice(legal_all(match.hand)))
    return False


def next_hand(match: Match, rng: random.Random) -> None:
    """Book the finished hand, answer the match's questions between hands at random, deal on."""
    match.record_result()
    while (d := match.pending()) is not None:
        match.decide(d.seat, rng.choice(d.choices))
    if not match.over:
        match.next_hand()


def seats_for(players: int, seed: int = 0) -> list[dict]:
    """A human at seat 0 and bots with their own generators, some numbers drawn from each."""
    out: list[dict] = [{"kind": "human", "name": "You"}]
    for i in range(1, players):
        r = random.Random(seed * 100 + i)
        r.random()
        out.append({"kind": "bot", "level": "random", "seed": seed * 100 + i,
                    "rng_state": rng_state_to_json(r.getstate())})
    return out


def match_with(game: str = "hoola", players: int = 4, seed: int = 1, **kw) -> Match:
    return new_match(game, players=players, seed=seed, **kw)
