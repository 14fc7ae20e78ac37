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

A bot whose choice never reads the view may say so with ``reads_view = False`` (the random
bot); the headless simulation then passes ``None`` instead of building one.
"""
from __future__ import annotations

import random
from typing import Any, Protocol, Sequence, runtime_checkable

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

    def random_state(self) -> dict[str, Any]:
        """Its random generators' states, by name, as JSON-able data."""
        ...

    def set_random_state(self, data: dict[str, Any]) -> None:
        """Put back what :meth:`random_state` gave (``ValueError`` if it is not that)."""
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


# --------------------------------------------------------------------------- random state
# A bot keeps its random generators explicitly: ``random_state()`` gives them as plain JSON data by
# name, ``set_random_state(data)`` puts them back, so a saved game resumes with the bots drawing
# exactly what they would have drawn.

def generator_state(rng: random.Random) -> list[Any]:
    """A generator's state as JSON-able lists."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def set_generator_state(rng: random.Random, data: Any) -> None:
    """Put back a state from :func:`generator_state`; ``ValueError`` if it is not one."""
    try:
        version, internal, gauss = data
        if gauss is not None and (isinstance(gauss, bool) or not isinstance(gauss, (int, float))):
            raise ValueError("its third part must be a number or null")
        rng.setstate((version, tuple(internal), None if gauss is None else float(gauss)))
    except (TypeError, ValueError, OverflowError) as e:
        raise ValueError(f"not a random generator state: {e}") from None


def states_of(generators: dict[str, random.Random]) -> dict[str, Any]:
    return {name: generator_state(g) for name, g in generators.items()}


def restore(generators: dict[str, random.Random], data: Any) -> None:
    """Restore the named generators found in ``data`` (others keep their state)."""
    if not isinstance(data, dict):
        raise ValueError("a bot's random state is a mapping of generator names")
    for name, state in data.items():
        if name in generators and state is not None:
            set_generator_state(generators[name], state)
