"""Questions between hands (a buy-in) go through the controller: bots answer their own through
``ai.base.match_decision``; the player's waits for the player, and no hand is dealt before it."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from test_match_api import LIMIT, _toy_games  # noqa: E402,F401  (registers the toy games for this module)

from game.controller import TableController  # noqa: E402
from game.storage.settings import Settings  # noqa: E402
from game.engine import Match  # noqa: E402


class Retire:
    def match_decision(self, decision, context):
        return "retire"


def finished_match_with_a_question(human: int):
    """A toy penalty match, played at random until the booked hand asks seat ``human`` or a bot."""
    for seed in range(300):
        m = Match("toy-penalty", players=3, seed=seed)
        rng = random.Random(seed)
        while m.hand.result is None:
            m.hand.apply(rng.choice([a for s in range(3) for a in m.hand.legal_actions(s)]))
        probe = m._probe()
        d = probe.pending()
        if d is not None and d.seat == human:
            return m
    pytest.skip("no seed asked the wanted seat")


def test_bots_answer_and_the_player_is_asked():
    m = finished_match_with_a_question(human=0)
    ctl = TableController(m, human=0, bots={1: Retire(), 2: Retire()}, settings=Settings())
    d = ctl.pending_decision()
    assert d is not None and d.seat == 0 and m.ledger[0] > LIMIT
    with pytest.raises(ValueError, match="answer the question"):
        ctl.next_hand()
    with pytest.raises(ValueError):
        ctl.decide("maybe")
    ctl.decide("buy")
    assert m.data["buy_ins"] == {"0": 1} and m.ledger[0] <= LIMIT
    assert ctl.pending_decision() is None or ctl.pending_decision().seat == 0


def test_a_bots_question_is_answered_by_the_bot():
    m = finished_match_with_a_question(human=1)
    ctl = TableController(m, human=0, bots={1: Retire(), 2: Retire()}, settings=Settings())
    assert ctl.pending_decision() is None or ctl.pending_decision().seat == 0
    assert 1 in m.out and (1, 1, "buy_in", "retire") in m.decisions
