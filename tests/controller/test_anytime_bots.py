"""Bots that think over frames (issue: an Expert that never stalls the window).

A bot with ``start`` hands the controller a search; each ``update`` steps the searches within one
small slice, the soonest due first, and the move is read when it falls due.  An unfinished thought
gets more frames (the same move on any machine) up to a cap, then its best so far is played.
"""
from __future__ import annotations

import pytest

from ai.expert import ExpertBot
from bots_for_tests import ScriptBot
from game.storage.settings import Settings
from game.controller import FakeClock, OneHand, TableController
from game.controller.thinking import THINK_CAP_S
from game.engine import new_hand


class SlowSearch:
    """Done after ``need`` steps; its answer is the script bot's."""

    def __init__(self, owner, view, legal):
        self.owner, self.view, self.legal = owner, view, legal
        self.steps = 0
        self.answer = None

    @property
    def done(self):
        return self.answer is not None

    def step(self, seconds=None):
        self.owner.steps_by_update.append(self.owner.clock_tick)
        self.steps += 1
        if self.steps >= self.owner.need:
            self.finish()

    def best(self):
        return self.answer or self.owner.inner.choose(self.view, self.legal)

    def finish(self):
        if self.answer is None:
            self.answer = self.owner.inner.choose(self.view, self.legal)
        return self.answer


class Thinker:
    def __init__(self, need: int, think: float = 0.5):
        self.inner = ScriptBot(think=think, reaction=0.4)
        self.need = need
        self.steps_by_update: list[int] = []
        self.clock_tick = 0
        self.started = 0

    def start(self, view, legal):
        self.started += 1
        return SlowSearch(self, view, legal)

    def choose(self, view, legal):
        return self.inner.choose(view, legal)

    def reaction_delay(self):
        return self.inner.reaction_delay()

    def think_time(self):
        return self.inner.think_time()


def table(bot):
    state = new_hand("hoola", players=2, seed=3, dealer=1)
    ctl = TableController(OneHand(state), human=None, bots={0: ScriptBot(think=0.1), 1: bot},
                          settings=Settings(think_scale=1.0, claim_window=0.5))
    return ctl, state


def run_frames(ctl, clock, bot, frames: int, dt: float = 1 / 60):
    for tick in range(frames):
        bot.clock_tick = tick
        ctl.update(clock.now())
        clock.advance(dt)


def test_a_thought_is_stepped_once_a_frame_and_played_when_due():
    bot = Thinker(need=5)
    ctl, state = table(bot)
    clock = FakeClock()
    run_frames(ctl, clock, bot, 12)             # 0.2 s: the dealer's move is not due yet (0.5 s)
    assert state.record == [] and bot.started == 1
    assert bot.steps_by_update == sorted(set(bot.steps_by_update))   # at most one step a frame
    run_frames(ctl, clock, bot, 40)
    assert state.record and state.record[0].seat == 1   # played once due and thought out


def test_an_unfinished_thought_gets_more_frames_then_its_best_so_far():
    bot = Thinker(need=10_000)
    ctl, state = table(bot)
    clock = FakeClock()
    run_frames(ctl, clock, bot, 60)             # due at 0.5 s, still thinking at 1 s
    assert state.record == []
    run_frames(ctl, clock, bot, int((THINK_CAP_S + 0.5) * 60))
    assert state.record and state.record[0].seat == 1


@pytest.mark.parametrize("game", ["hoola", "seven-bridge"])
def test_expert_bots_play_a_hand_through_the_controller(game):
    state = new_hand(game, players=3, seed=8)
    bots = {s: ExpertBot(s, rounds=4, strict=True) for s in range(3)}
    ctl = TableController(OneHand(state), human=None, bots=bots,
                          settings=Settings(think_scale=0.2, claim_window=0.3))
    clock = FakeClock()
    errors = []
    for _ in range(60 * 600):
        errors += [e for e in ctl.update(clock.now()) if e.kind == "bot_error"]
        if state.over:
            break
        clock.advance(1 / 30)
    assert state.over and not errors


def test_the_solver_tables_are_built_when_the_table_opens_not_in_a_bots_frame():
    """Issue 15: the frame bench's worst frame was the first solver call of a process (its tables, 20-45
    ms); the controller builds them for its table's rules when it is made."""
    from game.engine.solver_tables import _BY_ID
    state = new_hand("kalookie", players=2, seed=3, options={"version": "north_american"})
    rules = state.rules
    _BY_ID.pop(id(rules), None)                                   # as if no call had been made yet
    TableController(OneHand(state), human=None, bots={0: ScriptBot(), 1: ScriptBot()},
                    settings=Settings())
    assert _BY_ID[id(rules)][0] is rules
