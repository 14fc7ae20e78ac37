"""A lesson that teaches one version of its game says which, in the course's list, where its title does
not: House Rummy's "Jokers and going out" teaches Classic's going out, and an Epic player should know."""
from __future__ import annotations

import pytest

from game import games
from game.engine.options import options_dict
from game.engine.position import from_position
from game.lessons import COURSES
from game.ui import i18n
from game.ui.game_menu import menu_for
from game.ui.lessons_scene import CourseScene

games.load("lessons")
games.load("menu")

TAGGED = [(game, lesson) for game in sorted(COURSES.names()) for lesson in COURSES[game].lessons if lesson.version]


def test_the_version_tags_are_there_to_be_read():
    assert {(g, l.id) for g, l in TAGGED} >= {("house-rummy", "jokers-and-going-out"), ("house-rummy", "demand"),
                                            ("kalookie", "north-american")}


@pytest.mark.parametrize("item", TAGGED, ids=lambda i: f"{i[0]}-{i[1].id}")
def test_a_lessons_version_is_one_its_game_names_and_the_one_its_table_plays(item):
    game, lesson = item
    menu = menu_for(game)
    assert menu.version_en(lesson.version), f"{game} names no version {lesson.version!r}"
    key = next(k for k, (_label, words) in menu.option_words.items() if lesson.version in words)
    options = options_dict(from_position(lesson.position).options)
    assert options[key] == lesson.version, f"the lesson plays {options[key]!r}, its tag says {lesson.version!r}"


@pytest.mark.parametrize("lang, classic", [("en", "Jokers and going out (Classic)"), ("ko", "조커와 나기 (클래식)")])
def test_the_course_list_names_the_version_where_the_title_does_not(app, lang, classic):
    i18n.set_language(lang)
    try:
        scene = CourseScene(app, COURSES["house-rummy"])
        labels = [b.label for b in scene.column.buttons]
        assert classic in labels
        epic = COURSES["house-rummy"].lesson("demand").title(lang)
        assert epic in labels                        # "Epic: demanding a card" names its version already
        assert not any(label.startswith(epic + " (") for label in labels)
        kalookie = [b.label for b in CourseScene(app, COURSES["kalookie"]).column.buttons]
        assert COURSES["kalookie"].lesson("north-american").title(lang) in kalookie
    finally:
        i18n.set_language("en")
