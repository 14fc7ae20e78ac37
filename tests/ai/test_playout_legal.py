"""Play-outs agree with the engine (issue 28): from random positions of every game, each move the
fast play-out applies (:meth:`HandState.apply_fast`, which checks only the cheap part) is one the
whole check (:meth:`HandState.check`) allows, and the fast play-out plays the same moves as the one
that applies everything through :meth:`HandState.apply`."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ai.playout import GreedyPolicy
from game.engine import Action, HandState, games, new_hand

GAMES = sorted(games())


class _Checked(GreedyPolicy):
    """The fast play-out, every move asked of the whole check first."""

    def __init__(self) -> None:
        super().__init__()
        self.applied: list[str] = []

    def do(self, state: HandState, a: Action) -> None:
        reason = state.check(a)
        assert reason is None, f"the play-out applied {a}, which the check refuses: {reason}\n{state.position()}"
        self.applied.append(str(a))
        super().do(state, a)


def _position(game: str, players: int, seed: int, steps: int) -> HandState:
    """A hand after ``steps`` uniformly random legal actions (of whoever may act) from deal ``seed``."""
    rng = random.Random(seed)
    state = new_hand(game, players=players, seed=seed, dealer=seed % players)
    for _ in range(steps):
        if state.result is not None:
            break
        seats = [s for s in range(players) if state.legal_actions(s)]
        if not seats:
            break
        legal = state.legal_actions(rng.choice(seats))
        state.apply(legal[rng.randrange(len(legal))])
    return state


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(GAMES), st.integers(2, 4), st.integers(0, 10**6), st.integers(0, 60))
def test_every_move_a_playout_applies_passes_the_check(game, players, seed, steps):
    state = _position(game, players, seed, steps)
    fast, strict = state.trial(), state.trial()      # the same generator: the same shuffles of the stock
    policy = _Checked()
    policy.play(fast, random.Random(seed))
    GreedyPolicy(strict=True).play(strict, random.Random(seed))
    assert [str(a) for a in strict.record] == [str(a) for a in fast.record]
    if fast.result is not None:
        fast.check_invariants()


def test_kalookie_playouts_end_legally():
    """Kalookie opens only with an initial meld of all its melds at once: legal play-outs open with
    the listed opening, and a card taken into the hand is counted in it (a seat of two low cards
    does not take a queen it must then throw back, turn after turn, until the play-out is cut)."""
    from game.bench.playout_bench import positions
    for i, start in enumerate(positions("kalookie", 4, count=6, seed=3)):
        state = start.trial()
        _Checked().play(state, random.Random(i))
        assert state.result is not None, f"a play-out from position {i} did not end:\n{state.position()}"
