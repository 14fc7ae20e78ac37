"""Kalookie's Expert (issue 28): Hard's plan counting the cards left to lay before their points,
stepped a candidate at a time; the same moves from the same seed here and in a fresh process, only
legal moves, and the same move however its decision is sliced."""
from __future__ import annotations

import os
import subprocess
import sys

from ai.expert import ExpertBot
from ai.registry import make_bot
from game.engine import new_hand
from game.engine.cards import parse_cards
from game.games.kalookie.bot_expert import KalookieSearch, counting_rules
from game.games.kalookie.rules import RULES
from game.engine.solver import min_points
from game.sim import play_hand

#: A few hands with the Expert in seat 0 against Hard: its moves, one line each.
_HANDS = '''
from ai.expert import ExpertBot
from ai.registry import make_bot
from game.engine import new_hand
from game.sim import play_hand

class Recorder:
    def __init__(self, bot):
        self.bot, self.moves = bot, []
    def choose(self, view, legal):
        a = self.bot.choose(view, legal)
        self.moves.append(str(a))
        return a
    def __getattr__(self, name):
        return getattr(self.bot, name)

moves = []
for i, version in enumerate(("british", "north_american", "swedish")):
    state = new_hand("kalookie", players=4, seed=60 + i, options={"version": version}, dealer=i)
    rec = Recorder(ExpertBot(5 + i))
    play_hand(state, [rec] + [make_bot("hard", 30 + i * 4 + s) for s in range(1, 4)], check=True)
    moves += rec.moves
answer = "|".join(moves)
'''


def test_K_8_the_expert_gives_the_same_moves_twice_and_in_a_fresh_process():
    """No wall clock, no set order and no draw at random in its plan: the same seed and views give the
    same moves, here and in another process with another hash seed."""
    answers = []
    for _ in range(2):
        scope: dict = {}
        exec(_HANDS, scope)
        answers.append(scope["answer"])
    env = dict(os.environ, PYTHONHASHSEED="4242")
    other = subprocess.run([sys.executable, "-c", _HANDS + "\nprint(answer)"], env=env, capture_output=True,
                           text=True, timeout=300, check=True)
    assert answers[0] == answers[1] == other.stdout.strip()
    assert answers[0].count("|") > 20


class _Spy:
    """Checks every Expert move against the engine's list before it is played."""

    def __init__(self, bot):
        self.bot, self.moves = bot, 0

    def choose(self, view, legal):
        a = self.bot.choose(view, legal)
        assert a in legal, f"{a} is not listed"
        self.moves += 1
        return a

    def __getattr__(self, name):
        return getattr(self.bot, name)


def test_K_4_every_move_of_four_experts_is_legal_in_every_version():
    for i, version in enumerate(("british", "swedish", "north_american", "scarne")):
        state = new_hand("kalookie", players=4, seed=700 + i, options={"version": version}, dealer=i % 4)
        spies = [_Spy(ExpertBot(40 + i * 4 + s)) for s in range(4)]
        play_hand(state, spies, check=True)
        assert state.result is not None and sum(s.moves for s in spies) > 20


def test_a_decision_stepped_a_little_at_a_time_gives_the_move_of_one_done_at_once():
    """The table steps the decision a few milliseconds a frame: where it pauses changes nothing, and a
    discard is weighed over several steps (one candidate each)."""
    state = new_hand("kalookie", players=4, seed=78)
    bots = [make_bot("hard", s) for s in range(4)]
    stepped = 0
    while state.result is None and stepped < 5:
        seat = state.current
        legal = state.legal_actions(seat)
        view = state.view(seat)
        whole = ExpertBot(3).start(view, legal)
        assert isinstance(whole, KalookieSearch)
        whole.step(None)
        sliced = ExpertBot(3).start(view, legal)
        steps = 0
        while not sliced.done:
            assert sliced.best() in legal             # meanwhile: a legal stand-in
            sliced.step(0.0)                          # the least a frame can give: one candidate
            steps += 1
        assert whole.best() == sliced.best()
        stepped += steps > 3
        state.apply(bots[seat].choose(view, legal))
    assert stepped == 5


def test_K_8_the_expert_counts_cards_left_before_their_points():
    """Two low loose cards cost more than one king in the Expert's count, the reverse of Hard's."""
    two_low = parse_cards("2S 3D 7H 8H 9H")
    one_king = parse_cards("KC 7H 8H 9H")
    assert min_points(two_low, RULES) < min_points(one_king, RULES)
    assert min_points(two_low, counting_rules(RULES)) > min_points(one_king, counting_rules(RULES))


def test_the_ladder_plays_the_expert_against_hard_on_duplicate_deals():
    """A smoke run of the ladder's own rung: one Expert against three Hard over two duplicate deals."""
    from game.ladder import rung
    row = rung("kalookie", "expert", "hard", hands=8, seed=5)
    assert row["hands"] == 8 and row["deals"] == 2
