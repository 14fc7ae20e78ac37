"""The bot interface.

A bot is asked for a decision with what its seat may see (a
:class:`~game.engine.PlayerView`, never the hand's state) and the actions it
may take now; it returns one of those actions.  It also says how long it
would take, so the controller can pace it and time claim races:

* :meth:`Bot.reaction_delay` -- seconds from a discard until it would slap a
  claim out of turn (the earliest claim wins a battle);
* :meth:`Bot.think_time` -- seconds it would take over a move in turn.

Out of turn, ``legal`` always holds a ``pass`` action: choosing it means
"I do not claim" (under battle claims the engine lists no pass; the
simulation and the controller then treat it as silence).
"""
from __future__ import annotations

from typing import Protocol, Sequence, runtime_checkable

from game.engine import Action, Decision, MatchContext, PlayerView


@runtime_checkable
class Bot(Protocol):
    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """One of ``legal`` (never an action not in it)."""
        ...

    def reaction_delay(self) -> float:
        """Seconds before it would slap a claim of the discard out of turn."""
        ...

    def think_time(self) -> float:
        """Seconds it would take over a move in turn."""
        ...


def match_decision(bot: object, decision: Decision, context: MatchContext) -> str:
    """A bot's answer to a question between hands (a buy-in): its own ``match_decision`` if it
    has one, else the first choice the ruleset offers."""
    decide = getattr(bot, "match_decision", None)
    if decide is None:
        return decision.choices[0]
    choice = decide(decision, context)
    if choice not in decision.choices:
        raise ValueError(f"bot answered {choice!r}, not one of {decision.choices}")
    return choice
