"""Points shown beside the start-of-turn buttons.  Display only: the ruleset counts them."""
from __future__ import annotations

from typing import Any


def hand_points(state: Any, seat: int) -> dict[str, int]:
    """``{"hand": points if play ended now, ...}``: the ruleset's counts (Hoola adds ``"blast"``)."""
    return dict(state.ruleset.shown_points(state, seat))
