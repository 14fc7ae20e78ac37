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
    frames = 0
    while scene.weighed < len(scene.mine) and frames < 20000:     # weighed a slice a frame
        app.step()
        frames += 1
    assert scene.weighed == len(scene.mine) and scene.costly      # this hand was played carelessly
    for index, mark in scene.costly.items():
        assert scene.review.actions[index].seat == 0 and mark.cost >= 0.05 and mark.better != mark.played
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene


def test_recent_hands_are_kept_on_disk_and_reviewed_from_the_statistics(tmp_path):
    """The last hands finished are kept (at most 20, a damaged file set aside) and open in the review."""
    from game.controller import FakeClock
    from game.storage.paths import Paths
    from game.storage.recent import KEEP, add_recent, load_recent
    from game.ui.app import App
    from game.ui.stats_scene import StatsScene

    paths = Paths.under(tmp_path)
    st = _played_hand()
    entry = {"record": st.to_record(), "names": ["You", "Minji", "Kenji"], "human": 0, "title": "Battle Hoola, hand 1"}
    for _ in range(KEEP + 3):
        assert add_recent(paths, entry) is None
    hands, msg = load_recent(paths)
    assert len(hands) == KEEP and msg is None
    (tmp_path / "recent.json").write_text("{broken")
    hands, msg = load_recent(paths)
    assert hands == [] and "recent hands" in msg and (tmp_path / "recent.json.bad").exists()
    add_recent(paths, entry)
    app = App((1280, 720), clock=FakeClock(), data_dir=str(tmp_path))
    stats = StatsScene(app)
    app.push(stats)
    app.step()
    key(app, pygame.K_v)
    assert stats.popup is not None and stats.popup.labels == ["Battle Hoola, hand 1"]
    stats.popup.on_pick(0)
    assert isinstance(app.stack.top, ReviewScene) and app.stack.top.step == len(st.record)



def test_the_weighing_gives_what_the_whole_search_gives():
    """However the review's weighing is sliced, each move's cost is move_cost's (same seed, same rounds)."""
    from ai.review import move_cost, start_move_cost
    from game.engine.review import Review
    st = _played_hand()
    review = Review(st.to_record())
    mine = [i for i, a in enumerate(review.actions) if a.seat == 0]
    for i in mine[:6]:
        weighing = start_move_cost(review, i, 0, rounds=4)
        while not weighing.done:
            weighing.step(0.0)                                     # one play-out at a time
        assert weighing.result() == move_cost(review, i, 0, rounds=4)
