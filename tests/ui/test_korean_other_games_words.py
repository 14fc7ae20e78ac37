"""A Korean player's check of Seven Bridge, Kalookie and House Rummy (2026-11-27,
docs/playthroughs/2026-11-27-korean-other-games.md): the words that read wrong to them, each kept right here."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pygame
import pytest

from game import games
from game.lessons import COURSES
from game.ui import i18n
from uihelpers import click, step

games.load("lessons")

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
OTHERS = ["house_rummy", "kalookie", "seven_bridge"]


def _words(node):
    if isinstance(node, dict):
        if {"en", "ko"} <= set(node):
            yield node["en"], node["ko"]
        else:
            for v in node.values():
                yield from _words(v)
    elif isinstance(node, list):
        for v in node:
            yield from _words(v)


def _lessons(game: str) -> list[tuple[str, str]]:
    return list(_words(tomllib.loads((ROOT / "game" / "games" / game / "lessons.toml").read_text(encoding="utf-8"))))


def _take_lesson_to_its_points(app, game, lesson_id):
    """The lesson played by posted events, as tests/ui/test_lesson_screens.py does, to its end screen."""
    from gestures import make_move
    from game.ui.lessons_scene import open_lesson
    from test_lesson_screens import _wait_for_turn, answer_with_the_mouse
    lesson = next(x for x in COURSES[game].lessons if x.id == lesson_id)
    open_lesson(app, COURSES[game], lesson)
    t = app.stack.top
    _wait_for_turn(app, t)
    while not t.run.finished:
        step_ = t.run.step
        if step_.decide:
            answer_with_the_mouse(app, t, step_.decide)
            continue
        texts = list(step_.expect) if step_.until_plays else [str(t.run.expected()[0])]
        for n, text in enumerate(texts):
            move = t.run.action(text)
            index = t.run.index
            if step_.until_plays and n < len(texts) - 1:
                count = len(t.ctl.state.record)
                make_move(app, t, move, lambda: len(t.ctl.state.record) > count and not t.run.waiting_take_back)
            else:
                make_move(app, t, move, lambda: t.run.index > index)
        _wait_for_turn(app, t)
    step(app, 6, dt=0.5)
    app.draw(flip=False)
    rect = next(r for r, act in t.done_buttons if getattr(act, "__name__", "") == "show_points")
    click(app, rect.center)
    return app.stack.top


def _drawn(app, monkeypatch) -> list[str]:
    from game.ui import text
    seen: list[str] = []
    real = text.render

    def spy(s, *a, **k):
        seen.append(text.josa(s))
        return real(s, *a, **k)
    monkeypatch.setattr(text, "render", spy)
    for mod in list(__import__("sys").modules.values()):
        if getattr(mod, "__name__", "").startswith("game.ui") and getattr(mod, "render", None) is real:
            monkeypatch.setattr(mod, "render", spy)
    app.draw(flip=False)
    return seen


def test_a_lessons_end_says_you_went_out_not_that_you_dropped_out(app, monkeypatch):
    """The last Seven Bridge lesson's points said "나 승리: 빠짐" ("you win: dropped out"): a lesson's first
    hand has no match, and its end fell back on the bare reason "out"."""
    end = _take_lesson_to_its_points(app, "seven-bridge", COURSES["seven-bridge"].lessons[-1].id)
    drawn = " | ".join(_drawn(app, monkeypatch))
    assert "You win: went out" in drawn, drawn
    assert ": out" not in drawn
