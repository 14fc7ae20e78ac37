"""Colours and proportions, in one place."""
from __future__ import annotations

FELT = (22, 92, 58)
FELT_DARK = (15, 70, 44)
FELT_LINE = (40, 120, 80)
PANEL = (18, 32, 30)
PANEL_LIGHT = (32, 52, 48)
INK = (236, 240, 232)
INK_DIM = (168, 184, 172)
INK_FAINT = (120, 140, 128)
GOLD = (240, 196, 72)
RED = (226, 76, 76)
GREEN = (98, 214, 128)
BLUE = (96, 160, 240)
HILITE = (255, 226, 110)
TARGET = (120, 230, 255)
COACH = (186, 140, 255)        # what a lesson points at: not the yellow of a selected card
COACH_GLOW = (236, 222, 255)
BAD = (255, 110, 90)
SHADOW = (0, 0, 0, 90)
BUTTON = (44, 82, 72)
BUTTON_HOVER = (62, 112, 98)
BUTTON_OFF = (40, 52, 50)
BUTTON_FOCUS = (250, 210, 90)

CARD_FACE = (252, 252, 248)
CARD_EDGE = (150, 150, 150)
CARD_BACK = (164, 40, 52)
CARD_BACK_2 = (198, 76, 82)
SUIT_COLOURS = {"S": (24, 24, 28), "H": (204, 28, 40), "D": (204, 28, 40), "C": (24, 24, 28), "": (90, 40, 150)}
SUIT_COLOURS_4 = {"S": (24, 24, 28), "H": (204, 28, 40), "D": (28, 84, 200), "C": (24, 128, 48), "": (90, 40, 150)}

CARD_RATIO = 0.70   # width / height


def scale_for(size: tuple[int, int]) -> float:
    """A layout scale: 1.0 at 1280x720."""
    w, h = size
    return max(0.5, min(w / 1280, h / 720))
