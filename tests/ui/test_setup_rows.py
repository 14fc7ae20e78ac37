"""Issue 26, item 6: a click on a setup row's ‹ goes back and anywhere else forward, so a row can be
left again once it reached its end (Kalookie's rules past "Custom")."""
from __future__ import annotations

from game.controller.session import GameConfig
from game.ui.setup_scene import SetupScene
from uihelpers import click, step


def _row(setup, name):
    return next(r for r in setup.list.rows if r.name == name)


def test_a_click_on_the_left_of_a_value_goes_back_and_elsewhere_forward(app):
    setup = SetupScene(app, GameConfig(game="kalookie", players=4, levels=["medium"] * 3, seed=3))
    app.push(setup)
    step(app, 2)
    row = _row(setup, "preset")
    names = list(row.choices)
    assert row.value == names[0]
    for want in names[1:]:                                  # forward: the right half of the value
        click(app, (row.value_rect.right - 3, row.value_rect.centery))
        step(app, 1)
        row = _row(setup, "preset")
        assert row.value == want
    click(app, (row.value_rect.right - 3, row.value_rect.centery))    # at the end it stays
    step(app, 1)
    row = _row(setup, "preset")
    assert row.value == names[-1]
    click(app, (row.value_rect.left + 3, row.value_rect.centery))     # the ‹ takes it back
    step(app, 1)
    row = _row(setup, "preset")
    assert row.value == names[-2]
    players = _row(setup, "players")
    before = players.value
    click(app, (players.rect.left + 20, players.rect.centery))        # the label: forward
    step(app, 1)
    assert _row(setup, "players").value == before + 1


def test_no_two_setup_rows_share_a_label_in_any_game_or_preset(app):
    from game.engine import games
    for game in games():
        setup = SetupScene(app, GameConfig(game=game, players=4, levels=["medium"] * 3, seed=3))
        app.push(setup)
        step(app, 1)
        for _ in range(len(_row(setup, "preset").choices) if any(r.name == "preset" for r in setup.list.rows) else 1):
            labels = [r.label for r in setup.list.rows if r.label and r.shown()]
            assert len(labels) == len(set(labels)), (game, sorted(l for l in labels if labels.count(l) > 1))
            if any(r.name == "preset" for r in setup.list.rows):
                _row(setup, "preset").step(1)
                step(app, 1)
        app.stack.pop()


def test_the_summary_says_house_rummys_six_hands(app, monkeypatch):
    """27 Nov (s16): New game's summary said "a match of 10 hands" for Battle Hoola and nothing for House
    Rummy, whose game is six hands (it has no match length to choose)."""
    import pygame

    from game.ui import setup_scene
    shown: list[str] = []
    real = setup_scene.blit
    monkeypatch.setattr(setup_scene, "blit", lambda s, text, *a, **k: (shown.append(text), real(s, text, *a, **k))[1])
    scene = SetupScene(app)
    scene.config.game = "house-rummy"
    scene.config.options = {}
    app.push(scene)
    scene.draw(pygame.Surface(app.size))
    assert "a match of 6 hands" in shown, shown
