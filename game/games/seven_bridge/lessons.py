"""Seven Bridge's course of lessons (the data is ``lessons.toml`` beside this file)."""
from pathlib import Path

from game.lessons.course import register_course

COURSE = register_course("seven-bridge", Path(__file__).with_name("lessons.toml"))
