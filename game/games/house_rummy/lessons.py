"""House Rummy's course of lessons (the data is ``lessons.toml`` beside this file)."""
from pathlib import Path

from game.lessons.course import register_course

COURSE = register_course("house-rummy", Path(__file__).with_name("lessons.toml"))
