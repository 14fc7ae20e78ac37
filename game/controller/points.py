"""Points shown beside the start-of-turn buttons.  Display only: the engine decides every rule."""
from __future__ import annotations

from typing import Any


def hand_points(state: Any, seat: int) -> dict[str, int]:
    """``{"hand": points if play ended now, "blast": the blast count}`` (blast only where the game has one)."""
    out: dict[str, int] = {}
    hand = state.hands[seat]
    values = state.rules.values
    out["hand"] = sum(values[c.rank] for c in hand if not c.is_joker)
    if state.game == "hoola":
        try:
            from game.engine.rulesets.hoola_settle import end_points
            out["hand"] = end_points(state, seat)
            out["blast"] = state.ruleset.blast_total(list(hand), state.options)
        except Exception:  # a changed engine must not break the screen
            pass
    return out
