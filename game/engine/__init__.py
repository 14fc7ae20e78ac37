"""Hoola's rules engine: pure Python, no pygame, no clock, no files.

The public contract (used by the bots, the screen, saves and outside tests)::

    from game.engine import Card, parse_cards, new_hand, IllegalAction
    state = new_hand("hoola", players=4, seed=1)
    acts = state.legal_actions(state.current)
    events = state.apply(acts[0])
    state.result          # None until the hand ends
    state.view(seat)      # what that seat may see
"""
from .actions import KINDS, Action, Event, IllegalAction
from .cards import Card, cards_text, make_deck, parse_cards
from .context import Decision, MatchContext
from .match import Match, new_match
from .melds import PLAIN_RULES, MeldRules, can_add, classify, find_melds, is_meld
from .options import build_options, describe
from .result import Result
from .ruleset import games, get_ruleset
from .deal import new_hand, replay
from .position import from_position, to_position
from .state import HandState, TableMeld
from .view import MeldView, PlayerView

__all__ = [
    "KINDS", "Action", "Event", "IllegalAction", "Card", "cards_text", "make_deck", "parse_cards",
    "Match", "new_match", "MatchContext", "Decision", "PLAIN_RULES", "MeldRules", "can_add", "classify", "find_melds", "is_meld",
    "build_options", "describe", "Result", "games", "get_ruleset", "HandState", "TableMeld",
    "new_hand", "replay", "from_position", "to_position", "MeldView", "PlayerView", "best_partition", "min_points", "Partition",
]


def __getattr__(name: str):
    # the solver is written separately and imported lazily so the engine loads without it
    if name in ("best_partition", "min_points", "Partition"):
        from . import solver
        return getattr(solver, name)
    raise AttributeError(name)
