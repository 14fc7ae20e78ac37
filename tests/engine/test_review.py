"""A hand review steps through the record exactly: any move, forward and back (C-6)."""
from __future__ import annotations

import random

import pytest

from game.engine import new_hand
from game.engine.review import Review


def played(game: str, seed: int, players: int = 3):
    st = new_hand(game, players=players, seed=seed)
    rng = random.Random(seed)
    snaps = [st.snapshot()]
    while not st.over:
        st.apply(rng.choice([a for s in range(st.players) for a in st.legal_actions(s)]))
        snaps.append(st.snapshot())
    return st, snaps


@pytest.mark.parametrize("game", ["hoola", "seven-bridge"])
@pytest.mark.parametrize("seed", range(3))
def test_c6_every_step_of_a_review_is_the_state_of_the_hand(game, seed):
    st, snaps = played(game, seed)
    review = Review(st.to_record())
    assert len(review) == len(st.record) == len(snaps) - 1
    order = list(range(len(snaps))) + list(reversed(range(len(snaps))))
    rng = random.Random(seed)
    order += [rng.randrange(len(snaps)) for _ in range(20)]
    for i in order:
        assert review.state(i).snapshot() == snaps[i]
    assert review.state(len(review)).result.summary() == st.result.summary()


def test_a_review_copy_is_the_callers():
    st, snaps = played("hoola", 5)
    review = Review(st.to_record())
    s = review.state(3)
    s.hands[0].clear()
    assert review.state(3).snapshot() == snaps[3]


def test_bad_reviews_say_why():
    with pytest.raises(ValueError, match="not a hand record"):
        Review({"actions": []})
    st, _ = played("hoola", 1)
    with pytest.raises(ValueError, match="move number"):
        Review(st.to_record()).state(len(st.record) + 1)
