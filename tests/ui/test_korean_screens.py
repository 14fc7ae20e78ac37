"""Issue 14: every main screen drawn in Korean shows none of the English sentences the catalogue
translates (a sentence drawn in English there is one a screen forgot to pass through ``_()``), nor
any English words the catalogue does not know (three in a row, with no Hangul on the line)."""
from __future__ import annotations

import re
import sys

import pygame
import pytest

from game.ui import i18n
from game.ui import text as ui_text
from game.ui.demo import open_demo
from game.ui.i18n import catalogue
from uihelpers import step


#: The games the program ships (other tests register toy games beside them).
SHIPPED = ("hoola", "seven-bridge", "kalookie", "house-rummy")


@pytest.fixture
def korean(app):
    i18n.set_language("ko")
    yield app
    i18n.set_language("en")


@pytest.fixture
def drawn(monkeypatch):
    """Every text the screens render, wrap or shorten while the test runs."""
    seen: list[str] = []
    for name in ("render", "wrap", "fit"):
        real = getattr(ui_text, name)

        def spy(text, *a, _real=real, **k):
            seen.append(str(text))
            return _real(text, *a, **k)
        # the function itself and every screen module that imported it by name
        for mod in [m for n, m in list(sys.modules.items()) if n.startswith("game.ui") and m is not None]:
            if getattr(mod, name, None) is real:
                monkeypatch.setattr(mod, name, spy)
    return seen


def shipped(row) -> list:
    """A row's choices, the games among them only those the program ships."""
    return [c for c in row.choices if row.name != "game" or c in SHIPPED]


def english_sentences() -> list[tuple[str, re.Pattern]]:
    """The catalogue's English texts of two words or more, each as a pattern (placeholders match anything)."""
    out = []
    for en, ko in catalogue("ko").items():
        if len(re.sub(r"\{\w*\}", "", en).split()) < 2 or en == ko:
            continue
        parts = re.split(r"\{\w*\}", en.strip())
        out.append((en, re.compile(".+?".join(re.escape(p) for p in parts))))
    return out


def english_in(seen: list[str]) -> list[tuple[str, str]]:
    sentences = english_sentences()
    found = []
    for text in set(seen):
        for en, pattern in sentences:
            if pattern.search(text):
                found.append((en, text))
    return sorted(found)


def english_lines(seen: list[str]) -> list[str]:
    """Drawn texts without Hangul that read as English words (three in a row): what no catalogue lists.
    The names of the toy games other tests register (a statistics tab each) are theirs, not ours."""
    from game.engine import games, get_ruleset
    toys = [get_ruleset(g).title for g in games() if g not in SHIPPED]
    return sorted({t for t in seen if not re.search(r"[\uac00-\ud7a3]", t)
                   and re.search(r"\b[A-Za-z]{2,} [a-z]{2,} [a-z]{2,}\b", t) and not any(toy in t for toy in toys)})


def draw(app, seen: list[str], frames: int = 3) -> None:
    step(app, frames, dt=0.2)
    app.stack.draw(pygame.Surface(app.size))


def _book_hands(app) -> None:
    from game.ui.demo import demo_session, play_out
    for game in ("hoola", "kalookie", "seven-bridge", "house-rummy"):
        for seed, level in ((1, "medium"), (2, "hard")):
            s = demo_session(app, game, 4, seed=seed, max_hands=3)
            s.storage = app.storage
            s.levels = ["you", level, level, level]
            play_out(s)
            s.book_hand()


SCREENS = ("menu", "setup", "settings", "stats", "rules", "table", "bridge", "slap", "help", "end", "summary")


@pytest.mark.parametrize("name", SCREENS)
def test_screens_in_korean_draw_no_english_sentence(korean, drawn, name):
    app = korean
    from game.ui.menu import MainMenu
    app.stack.clear_to(MainMenu(app))
    if name == "stats":
        _book_hands(app)
    open_demo(app, name, seed=5)
    draw(app, drawn)
    scene = app.stack.top
    if name == "stats":             # every game's tab
        for game in SHIPPED:
            scene.tab = scene.games.index(game)
            draw(app, drawn, 1)
    if name == "rules":             # every game's rules, every line
        for game in SHIPPED:
            scene.index = scene.games.index(game)
            draw(app, drawn, 1)
            drawn.extend(line for line, __ in scene.lines)
    if name == "setup":             # every game, with its presets and every option (Custom)
        for game in SHIPPED:
            scene._set_game(game)
            draw(app, drawn, 1)
            preset = next((r for r in scene.list.rows if r.name == "preset"), None)
            if preset is not None:
                for __ in preset.choices:
                    preset.step(1)
                    preset = next(r for r in scene.list.rows if r.name == "preset")
                    drawn.extend([preset.label, preset.fmt(preset.value), preset.help])
                    draw(app, drawn, 1)
            drawn.extend(t for r in scene.list.rows for t in (r.label, r.help, *map(r.fmt, shipped(r))))
    found = english_in(drawn)
    assert not found, f"{len(found)} English sentences on the {name} screen in Korean: {found[:8]}"
    assert not english_lines(drawn), f"English on the {name} screen in Korean: {english_lines(drawn)[:8]}"



@pytest.mark.parametrize("game", ("hoola", "seven-bridge", "kalookie", "house-rummy"))
def test_every_game_mid_hand_and_at_its_end_in_korean(korean, drawn, game):
    """Each game's table after the computer players' first moves, then a finished hand's end screen
    and its review."""
    from game.ui.demo import demo_session, play_out
    from game.ui.end_scene import EndScene
    from game.ui.table.scene import TableScene
    app = korean
    table = TableScene(app, demo_session(app, game, 4, seed=4))
    app.push(table)
    for __ in range(4):                      # the computer players move until it is the player's turn
        draw(app, drawn, 10)
        if table.ctl.state.current == table.human:
            break
    drawn.extend(text for text, __ in table.log)
    session = demo_session(app, game, 4, seed=4, max_hands=1)
    play_out(session)
    finished = TableScene(app, session)
    app.push(finished)
    end = EndScene(app, finished)
    app.push(end)
    draw(app, drawn)
    end.review()                             # the hand review, at a move of each player
    review = app.stack.top
    review.weighed = len(review.mine)        # no weighing: the Expert's search is not what is tested
    for n in range(1, min(len(review.review), 9)):
        review.step = n
        review.state = review.review.state(n)
        draw(app, drawn, 1)
    drawn.extend(review._move(a) for a in review.review.actions)
    found = english_in(drawn)
    assert not found, f"{len(found)} English sentences at {game}'s table in Korean: {found[:8]}"
    assert not english_lines(drawn), f"English at {game}'s table in Korean: {english_lines(drawn)[:8]}"
