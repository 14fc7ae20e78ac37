"""Issue 16: the hand review steps through the record exactly (forward, back, jumps, clicks), every hand
face up, and marks the player's costly moves with the better move once they are weighed."""
from __future__ import annotations

import pygame

from game.engine import new_hand
from game.ui.review_scene import ReviewScene
from uihelpers import click, key


def _played_hand():
    st = new_hand("hoola", players=3, seed=21, dealer=0)
    while not st.over:
        s = st.acting_seats[0]
        st.apply(sorted(st.legal_actions(s), key=str)[-1])
    return st


def test_review_steps_back_and_forth_exactly(app):
    st = _played_hand()
    scene = ReviewScene(app, st.to_record(), 0, ["You", "Minji", "Kenji"])
    app.push(scene)
    app.step()
    assert scene.step == len(st.record) and scene.state.snapshot() == st.snapshot()
    key(app, pygame.K_HOME)
    assert scene.step == 0 and scene.state.hands == [list(h) for h in scene.review.state(0).hands]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    at_two = scene.state.snapshot()
    key(app, pygame.K_END)
    key(app, pygame.K_HOME)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.state.snapshot() == at_two                      # the same state by any path
    step, rect = scene.line_rects[-1]
    click(app, rect.center)
    assert scene.step == step


def test_review_weighs_the_players_moves_and_marks_the_costly_ones(app):
    st = _played_hand()
    scene = ReviewScene(app, st.to_record(), 0, ["You", "Minji", "Kenji"])
    app.push(scene)
    for _ in range(len(scene.mine) + 2):
        app.step()
    assert scene.weighed == len(scene.mine) and scene.costly      # this hand was played carelessly
    for index, mark in scene.costly.items():
        assert scene.review.actions[index].seat == 0 and mark.cost >= 0.05 and mark.better != mark.played
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene
