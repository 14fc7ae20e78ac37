"""Play-outs per second: the Expert's unit of work (issue 28), for every game.

A play-out is :class:`ai.playout.GreedyPolicy` playing a copy of a hand to its end, as the
Expert's search does after sampling the hidden cards.  The positions are the starts of turns
reached by random play from fresh deals (``positions``), each played out on its own copy; the
rate counts whole play-outs, the copy included, per second of this process's CPU time (the
machine's other work left out).
"""
from __future__ import annotations

import random
import time
from typing import Any

from game.engine import HandState, new_hand


def positions(game: str, players: int = 4, count: int = 20, seed: int = 7,
              options: dict[str, Any] | None = None) -> list[HandState]:
    """``count`` hands at the start of a turn, reached by uniformly random legal actions from
    deals ``seed``, ``seed + 1``, ... (a deal whose random walk ends the hand is skipped)."""
    rng = random.Random(seed)
    out: list[HandState] = []
    deal = 0
    while len(out) < count:
        st = new_hand(game, players=players, seed=seed * 1000 + deal, options=options)
        deal += 1
        for _ in range(rng.randrange(0, 30)):
            if st.result is not None:
                break
            legal = st.legal_actions(st.current)
            if not legal:
                break
            st.apply(legal[rng.randrange(len(legal))])
        if st.result is None and st.phase == "start" and st.legal_actions(st.current):
            out.append(st)
    return out


def playouts_per_s(game: str, players: int = 4, seconds: float = 1.0, seed: int = 7,
                   options: dict[str, Any] | None = None, at_least: int = 5) -> float:
    """Whole play-outs a second of CPU time from :func:`positions` (at least ``at_least`` of them,
    then until ``seconds`` have passed)."""
    from ai.playout import GreedyPolicy
    policy = GreedyPolicy()
    starts = positions(game, players, seed=seed, options=options)
    done = 0
    t0 = time.process_time()
    while True:
        for p in starts:
            policy.play(p.copy(), random.Random(done))
            done += 1
            spent = time.process_time() - t0
            if done >= at_least and spent >= seconds:
                return done / spent
