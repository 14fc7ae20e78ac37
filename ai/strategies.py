"""What a game tells the shared bots: its strategy, its own kinds' roles, its play-out steps and words.

The bots' shared code (:mod:`ai.rulebot`, :mod:`ai.expert`, :mod:`ai.playout`, :mod:`ai.coach`)
plays every game with one plan: draw or take, meld, lay off, discard, claim.  What a game decides by
kinds of its own (a knock, a blast, a phase before the deal is played...) it says in a
:class:`GameBot` registered under its name by its ``bot`` module (``game/games/<game>/bot.py``), so no
game and none of its kinds is named in the shared code.  A game with no bot module (a test's toy
game) gets :data:`PLAIN`: every level plays it by the shared plan alone.

The registry loads the built-in games' bots the first time it is asked for a game it does not hold
(:mod:`game.engine.registry`).  The bots look a game's entry up once a decision (the rule bot, the
Expert) or once a play-out, never per candidate action.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional, Sequence

from game.engine.registry import Registry

if TYPE_CHECKING:
    from game.engine import Action, HandState, PlayerView

#: A game's whole move: ``(bot, view, legal) -> Action | None``, asked before the shared plan
#: (``None``: the shared plan chooses; a strategy may also call ``bot.plan`` itself, with a goal).
Strategy = Callable[..., "Action | None"]
#: A game's own decisions inside the shared plan: ``(bot, view, by_kind) -> Action | None`` with the
#: legal actions grouped by kind (in the order listed), asked before the shared draw, meld and
#: discard steps (``None``: those steps choose).
PlanStep = Callable[..., "Action | None"]
#: The play-out's move in a phase of the game's own: ``(state) -> Action | None`` (``None``: nobody
#: can act, the play-out stops).
PhaseStep = Callable[["HandState"], "Optional[Action]"]
#: The play-out's own move at the start of a turn: ``(state, seat, legal) -> Action | None``,
#: asked before the takes and the draw (``None``: the shared steps).
TurnStep = Callable[["HandState", int, "Sequence[Action]"], "Optional[Action]"]
#: The play-out's own move after drawing: ``(state, seat) -> Action | None``, asked before the
#: melds, lay-offs and discard (``None``: the shared steps).
PlayStep = Callable[["HandState", int], "Optional[Action]"]
#: The coach's sentence for an action of the game's own kind: ``(view, action, rng, points now) ->
#: (sentence, numbers) | None`` (``None``: the shared plain words).  The sentence is English; the
#: screen translates it through the catalogue, so its wording is a msgid.
Explain = Callable[["PlayerView", "Action", random.Random, int], "Optional[tuple[str, dict[str, Any]]]"]
#: The review's reasons why ``better`` beat ``played`` for a game's own kinds (:mod:`ai.advice`): each a
#: template (an English sentence the screen translates) and its words; arguments: the view, the played
#: move, the better move, the view's points as the panel shows them, a seeded generator.
Advise = Callable[["PlayerView", "Action", "Action", int, random.Random], "list[tuple[str, dict[str, Any]]]"]


@dataclass(frozen=True)
class Playout:
    """A game's own steps in the Expert's fast play-outs (:class:`ai.playout.GreedyPolicy`)."""

    #: the move in each phase of the game's own, by phase name (a phase not listed: the shared steps)
    phases: Mapping[str, PhaseStep] = field(default_factory=dict)
    #: at the start of a turn, before the takes and the draw
    turn_start: TurnStep | None = None
    #: after drawing, after the ruleset's any-time actions and before the melds
    after_draw: PlayStep | None = None


@dataclass(frozen=True)
class GameBot:
    """What a game registers for its bots (every field has a default that names no game)."""

    #: the game's whole move, before the shared plan (:data:`Strategy`)
    strategy: Strategy | None = None
    #: the Expert's rounds a decision where its play-outs cost far more than Battle Hoola's
    expert_rounds: int | None = None
    #: the game's own decisions inside the shared plan (:data:`PlanStep`)
    plan_step: PlanStep | None = None
    #: kinds that win the hand at once: the Expert takes one without a search, a play-out always
    winning_kinds: tuple[str, ...] = ()
    #: kinds that lay cards from the hand as a meld does (one that empties the hand goes out); the
    #: Expert weighs the first of each after drawing, as it weighs laying a meld
    laying_kinds: tuple[str, ...] = ()
    #: kinds the Expert weighs (the first of each) at the start of a turn, after drawing and passing
    turn_kinds: tuple[str, ...] = ()
    #: the game's own steps in the Expert's play-outs
    playout: Playout = field(default_factory=Playout)
    #: the coach's sentence for an action, asked first (:data:`Explain`): a kind of the game's own, or any
    #: move the game words itself (Kalookie's count toward the opening); ``None`` leaves the shared one
    explain: Explain | None = None
    #: the review's reasons for a better move of the game's own kind (:data:`Advise`)
    advise: Advise | None = None


#: The entry of a game that registered none: the shared plan, the default rounds, no kinds of its own.
PLAIN = GameBot()

STRATEGIES: Registry[GameBot] = Registry("bot", "game's bot")


def register(game: str, strategy: Strategy | None = None, *, expert_rounds: int | None = None,
             plan_step: PlanStep | None = None, winning_kinds: Sequence[str] = (),
             laying_kinds: Sequence[str] = (), turn_kinds: Sequence[str] = (),
             playout: Playout | None = None, explain: Explain | None = None,
             advise: Advise | None = None) -> GameBot:
    """Register what ``game``'s bots need to know (the fields of :class:`GameBot`); ``expert_rounds``:
    the Expert's rounds a decision in that game, where its play-outs cost far more than Battle
    Hoola's (the Expert's default otherwise)."""
    entry = GameBot(strategy, expert_rounds, plan_step, tuple(winning_kinds), tuple(laying_kinds),
                    tuple(turn_kinds), playout if playout is not None else Playout(), explain, advise)
    return STRATEGIES.add(game, entry)


def game_bot(game: str) -> GameBot:
    """What ``game`` registered for its bots, or :data:`PLAIN` if it registered nothing."""
    entry = STRATEGIES.get(game)
    return entry if entry is not None else PLAIN


def strategy_for(game: str) -> Strategy | None:
    """The registered strategy of ``game`` (``None``: the rule bot's own plan)."""
    return game_bot(game).strategy


def expert_rounds_for(game: str) -> int | None:
    """The Expert's rounds a decision registered for ``game`` (``None``: its default)."""
    return game_bot(game).expert_rounds
