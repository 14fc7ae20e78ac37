"""House Rummy's Expert: a look-ahead with the table solver, legal, reproducible and stepped in work.

R-7 (a turn may rebuild the whole table: the Expert proposes the solver's table as one ``table`` move,
which the rules' whole-turn check must accept) and R-4 (a taken card is hot: played that turn).
"""
from __future__ import annotations

import os
import subprocess
import sys

from ai.expert import ExpertBot
from ai.registry import make_bot
from game.engine import new_hand
from game.games.house_rummy import bot_expert
from game.games.house_rummy.bot_expert import HouseRummySearch
from game.games.house_rummy.rules.judge import Play
from game.games.house_rummy.table_solver import STEP_NODES, best_table, table_steps
from game.engine import parse_cards
from game.sim import play_hand

#: A few hands with the Expert in seat 0 against Hard: its moves, one line each.
_HANDS = '''
from ai.expert import ExpertBot
from ai.registry import make_bot
from game.engine import new_hand
from game.sim import play_hand

class Recorder:
    def __init__(self, bot):
        self.bot, self.moves, self.left = bot, [], 0
    def choose(self, view, legal):
        a = self.bot.choose(view, legal)
        self.moves.append(str(a))
        self.left += bool(self.bot.last.get("left_anchor"))
        return a
    def __getattr__(self, name):
        return getattr(self.bot, name)

moves, left = [], 0
for i, variant in enumerate(("classic", "epic", "classic")):
    state = new_hand("house-rummy", players=4, seed=40 + i, options={"variant": variant}, dealer=i)
    rec = Recorder(ExpertBot(7 + i))
    play_hand(state, [rec] + [make_bot("hard", 20 + i * 4 + s) for s in range(1, 4)], check=True)
    moves += rec.moves
    left += rec.left
answer = "|".join(moves)
'''


def test_R7_the_expert_gives_the_same_moves_twice_and_in_a_fresh_process():
    """No wall clock and no set order in the look-ahead: the same seed and views give the same moves,
    here and in another process with another hash seed; and it did leave Hard's move (a real search)."""
    answers = []
    for _ in range(2):
        scope: dict = {}
        exec(_HANDS, scope)
        answers.append(scope["answer"])
        assert scope["left"] > 0, "the look-ahead never left Hard's move: nothing was searched"
    env = dict(os.environ, PYTHONHASHSEED="4242")
    other = subprocess.run([sys.executable, "-c", _HANDS + "\nprint(answer)"], env=env, capture_output=True,
                           text=True, timeout=300, check=True)
    assert answers[0] == answers[1] == other.stdout.strip()


class _Spy:
    """Checks every Expert move against the engine before it is played."""

    def __init__(self, bot, state):
        self.bot, self.state, self.tables = bot, state, 0

    def choose(self, view, legal):
        a = self.bot.choose(view, legal)
        if a not in legal:
            assert a.kind == "table" and self.state.check(a) is None, f"{a}: {self.state.check(a)}"
            self.tables += 1
        return a

    def __getattr__(self, name):
        return getattr(self.bot, name)


def test_R7_every_move_of_the_expert_is_legal_and_its_whole_tables_pass_the_turn_check():
    tables = 0
    for i in range(6):
        variant = ("classic", "epic")[i % 2]
        state = new_hand("house-rummy", players=4, seed=500 + i, options={"variant": variant}, dealer=i % 4)
        spies = [_Spy(ExpertBot(30 + i * 4 + s), state) for s in range(4)]
        play_hand(state, spies, check=True)           # a move neither listed nor accepted would raise
        tables += sum(s.tables for s in spies)
    assert tables > 0, "no table of the solver's was ever proposed"


def test_a_decision_stepped_a_little_at_a_time_gives_the_move_of_one_done_at_once():
    """The table steps the search a few milliseconds a frame: where it pauses changes nothing."""
    state = new_hand("house-rummy", players=4, seed=77)
    bots = [make_bot("hard", s) for s in range(4)]
    compared = 0
    while state.result is None and compared < 40:
        seat = state.current
        legal = state.legal_actions(seat)
        view = state.view(seat)
        whole = ExpertBot(3).start(view, legal)
        whole.step(None)
        again = ExpertBot(3).start(view, legal)        # the same tables asked again: kept answers
        again.step(None)
        assert again.best() == whole.best()
        bot_expert._SOLVED.clear()                      # solved anew, one pause at a time
        sliced = ExpertBot(3).start(view, legal)
        steps = 0
        while not sliced.done:
            sliced.step(0.0)                          # the least a frame can give: one pause's work
            steps += 1
        assert isinstance(whole, HouseRummySearch)
        assert whole.best() == sliced.best()
        compared += steps > 1
        state.apply(bots[seat].choose(view, legal))
    assert compared > 0


def test_the_solver_as_a_generator_pauses_often_and_answers_as_best_table():
    plays = [Play(0, 1, tuple(parse_cards("3H 4H 5H 6H 7H 8H 9H"))), Play(1, 3, tuple(parse_cards("QS KS AS")))]
    hand = parse_cards("6C 6D 2S JK 9D")
    steps = table_steps(0, plays, hand, {0, 2})
    pauses = 0
    while True:
        try:
            next(steps)
            pauses += 1
        except StopIteration as end:
            answer = end.value
            break
    assert answer == best_table(0, plays, hand, {0, 2}) and answer is not None
    assert pauses >= 2 and STEP_NODES <= 64


def test_an_unfinished_look_ahead_falls_back_on_hards_move():
    state = new_hand("house-rummy", players=4, seed=91)
    bots = [make_bot("hard", s) for s in range(4)]
    for _ in range(200):
        seat = state.current
        legal = state.legal_actions(seat)
        view = state.view(seat)
        search = ExpertBot(5).start(view, legal)
        if not search.done:
            assert search.best() == search.anchor == search.finish()
            return
        state.apply(bots[seat].choose(view, legal))
    raise AssertionError("no decision needed a look-ahead")


def test_R7_a_proposed_table_the_rules_refuse_is_still_refused_from_a_bot():
    """The simulation takes an unlisted move of a partly listed kind only when the rules accept it."""
    import pytest
    from game.engine import Action
    from game.sim import SimError, unlisted_legal

    class Cheat:
        def __init__(self, seat):
            self.hard = make_bot("hard", seat)

        def choose(self, view, legal):
            if view.phase == "play" and view.current == view.seat and view.hand:
                return Action("table", view.seat, (view.hand[0],), data=(("plays", f"+:{view.seat}:1"),))
            return self.hard.choose(view, legal)

        def __getattr__(self, name):
            return getattr(self.hard, name)

    state = new_hand("house-rummy", players=4, seed=5)
    with pytest.raises(SimError, match="not legal"):
        play_hand(state, [Cheat(s) for s in range(4)])
    fresh = new_hand("house-rummy", players=4, seed=5)
    assert not unlisted_legal(fresh, Action("discard", fresh.current, (fresh.hands[fresh.current][0],)))
