"""Hand review: the costliest moves of a seat, by the Expert's estimate from that seat's view."""
from __future__ import annotations

import random

from ai.expert import ExpertBot
from ai.review import costly_moves
from game.engine import new_hand
from game.engine.review import Review


def test_costly_moves_are_the_seats_own_legal_moves_with_a_better_one():
    st = new_hand("hoola", players=3, seed=4)
    rng = random.Random(4)
    while not st.over:          # seat 0 plays at random: it will make mistakes
        st.apply(rng.choice([a for s in range(st.players) for a in st.legal_actions(s)]))
    review = Review(st.to_record())
    found = costly_moves(review, 0, rounds=4, top=3)
    assert 1 <= len(found) <= 3                 # random play leaves something to point out
    assert [m.cost for m in found] == sorted((m.cost for m in found), reverse=True)
    for m in found:
        assert review.actions[m.index] == m.played and m.played.seat == 0
        legal = review.state(m.index).legal_actions(0)
        assert m.played in legal and m.better in legal and m.better != m.played
        assert m.cost >= 0.05 and m.reason


def test_weigh_puts_the_played_move_among_the_candidates():
    st = new_hand("hoola", players=3, dealer=0, hands=["7S 8S 5H 5D KC QD 2C", "2S 3S 4H 6H 9C TC JC",
                                                       "3C 4C 5C 6C 8H 9S TS"], stock="AD 2D 3D 4D 6D 7D 8D",
                  discard="KS")
    st.apply("0 draw_stock")
    legal = st.legal_actions(0)
    odd = next(a for a in legal if a.kind == "discard" and str(a.cards[0]) == "7S")
    means = ExpertBot(1, rounds=3).weigh(st.view(0), legal, (odd,))
    assert str(odd) in means and len(means) >= 2


def test_a_move_is_a_mistake_only_when_the_better_one_beats_it_beyond_the_noise():
    """The Seven Bridge play-through (F7): moves made on the hint's advice were called mistakes, the hint
    and the review sampling apart between near-equal moves. A cost counts only when the better move's
    paired results beat the played one's by more than z standard errors, as the Expert plays."""
    from ai.expert import clearly_better as _clearly_better
    steady = [1.0, 1.2, 0.9, 1.1, 1.0, 1.05, 0.95, 1.0]
    assert _clearly_better([v + 0.5 for v in steady], steady, 1.5)            # +0.5 every deal
    swings = [6.0, -5.0, 7.0, -6.0, 5.5, -5.5, 6.5, -5.0]                      # +0.5 on average, by luck
    assert not _clearly_better([p + s for p, s in zip(steady, swings)], steady, 1.5)
    assert not _clearly_better(steady, steady, 1.5)                            # the same: never a mistake
