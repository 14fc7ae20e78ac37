"""How a scene opens another without importing it: the scenes lead to one another in a ring
(menu, setup, table, end of hand, back to the menu), so the ones that go back ask the app's
:class:`Scenes` instead of importing the scene they open."""
from __future__ import annotations

from typing import Any

from .scene import Scene


class Scenes:
    """The scenes a scene may open by name; the app holds one (``app.scenes``)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    def main_menu(self) -> Scene:
        from .menu import MainMenu
        return MainMenu(self.app)

    def pause_menu(self, table: Any) -> Scene:
        """The pause menu over ``table`` (Esc at the table)."""
        from .menu import PauseMenu
        return PauseMenu(self.app, table)

    def setup(self, config: Any) -> Scene:
        """The new-game setup, filled in from ``config`` (a :class:`~game.controller.session.GameConfig`), its
        Start button under the keys (Enter starts the game as set up; Tab goes to the rows)."""
        from .setup_scene import SetupScene
        return SetupScene(self.app, config, ready=True)

    def play_out(self, session: Any) -> Scene:
        """The rest of the match played by the bots, the player out of it (then the match summary)."""
        from .play_out_scene import PlayOutScene
        return PlayOutScene(self.app, session)

    def lessons(self) -> Scene:
        """Learn to play: the games' courses."""
        from .lessons_scene import LessonsScene
        return LessonsScene(self.app)

    def open_lesson(self, course: Any, lesson: Any) -> None:
        """Sit the player at the table for ``lesson`` of ``course`` (where it was left, if it was)."""
        from .lessons_scene import open_lesson
        open_lesson(self.app, course, lesson)

    def course(self, course: Any) -> Scene:
        """One game's lessons (its course)."""
        from .lessons_scene import CourseScene
        return CourseScene(self.app, course)
