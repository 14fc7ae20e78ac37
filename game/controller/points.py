"""Points shown beside the start-of-turn buttons.  Display only: the engine decides every rule."""
from __future__ import annotations

from typing import Any


def hand_points(state: Any, seat: int) -> dict[str, int]:
    """``{"hand": points if play ended now, ...}`` plus the game's own counts (Hoola's blast), from the ruleset."""
    return dict(state.ruleset.turn_points(state, seat))
