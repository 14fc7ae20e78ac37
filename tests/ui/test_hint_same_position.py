"""Play-test (session 12, item 3): the same position gets the same advice.  Moving a card on the table
and back (House Rummy, R-7) left the position as it was but grew the record the search is seeded by,
so a second hint could contradict the first."""
from __future__ import annotations

from types import SimpleNamespace

from bots_for_tests import ScriptBot
from game.controller.session import GameConfig, Session
from game.engine import Action, Match, from_position
from game.ui.table.scene import TableScene

POSITION = ('house-rummy 2 dealer=1 current=0 phase=play | hands 7H 9S 2H / 4S | stock 3H 2C 6C 8C | '
            'discard - | table #0 1 run 5H 6H JK 8H | more {"extra": {"melded": [0, 1], "stock_open": true}}')


class _Search:
    """A search that answers each time with the next of ``answers`` (as a search seeded anew may)."""
    asked = 0

    def __init__(self, answers):
        self.answers, self.done = answers, False

    def step(self, seconds):
        self.done = True

    def result(self):
        _Search.asked += 1
        return SimpleNamespace(action=Action.parse(self.answers[_Search.asked - 1]), reason="a reason")


def _scene(app):
    cfg = GameConfig(game="house-rummy", players=2, seed=1, max_hands=1)
    match = Match("house-rummy", players=2, seed=1, max_hands=1, dealer=1)
    match.hand = from_position(POSITION)
    session = Session(cfg, app.settings, storage=app.storage, match=match)
    session.bots[1] = session.controller.bots[1] = ScriptBot(think=50)
    t = TableScene(app, session)
    app.push(t)
    app.step()
    return t


def test_R7_a_card_moved_and_moved_back_gets_the_same_hint(app, monkeypatch):
    import ai.coach
    _Search.asked = 0
    answers = ["0 discard 9S", "0 discard 2H", "0 discard 7H"]
    monkeypatch.setattr(ai.coach, "start_hint", lambda view, legal, seed=0: _Search(answers))
    t = _scene(app)
    t.show_hint()
    assert str(t.current_hint()) == "0 discard 9S"
    eight = t.view.melds[0].cards[-1]
    assert t.ctl.submit(Action("move", 0, (eight,), data=(("space", "0"),)), t.now()).ok
    app.step()
    t.show_hint()                                   # a new position: a new search
    assert _Search.asked == 2 and str(t.current_hint()) == "0 discard 2H"
    new_play = next(m for m in t.view.melds if m.id != 0)
    assert t.ctl.submit(Action("move", 0, (eight,), 0), t.now()).ok
    app.step()
    assert t.seat_table.moves == 2                  # the record grew, the position is the first one
    t.show_hint()
    assert _Search.asked == 2 and str(t.current_hint()) == "0 discard 9S"
    assert new_play.id not in {m.id for m in t.view.melds}
