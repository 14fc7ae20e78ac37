"""Fifth rummy in the menus: its rules text."""
from __future__ import annotations

from game.ui.game_menu import GameMenu, register_menu

from .rules import FifthRummy


class FifthMenu(GameMenu):
    rules_text = ("Fifth rummy: seven cards each. Meld sets and runs; go out by melding all your cards but "
                  "one and discarding it. At the start of your turn, with few points in hand, you may rap: "
                  "the hand ends and each other player pays you the points left in their hand.")


register_menu(FifthRummy.name, FifthMenu())
