"""Continue: the log reads as the hand went, its title first. After a quit the hand's title came after
the replayed moves ("You draw from the stock", then "Battle Hoola: hand 1", then "Resumed ...")."""
from __future__ import annotations

from game.controller.session import GameConfig, Session
from game.ui.table.scene import TableScene


def _resumed(app, moves: int) -> TableScene:
    """A Battle Hoola hand of three played ``moves`` moves, saved, and brought back by Continue."""
    session = Session(GameConfig(game="hoola", players=3, seed=8, max_hands=3), app.settings, storage=app.storage)
    st = session.match.hand
    for _ in range(moves):
        s = st.acting_seats[0]
        st.apply(sorted(st.legal_actions(s), key=str)[0])
    session.table_view = {"order": [], "log": ["whatever was shown"]}
    session.save_now()
    resumed = Session.from_save(app.storage.load_match(), app.settings, app.storage)
    return TableScene(app, resumed)


def test_the_resumed_log_starts_with_the_hands_title(app):
    t = _resumed(app, 5)
    texts = [line.text for line in t.log]
    assert texts[0] == "Battle Hoola: hand 1"
    assert len(texts) == 1 + len(t.view.history[-40:])


def test_the_resumed_table_shows_each_seats_last_move_by_its_name(app):
    """s17-evening: after Continue the opponents' boxes lost their last move ("discards 3♠")."""
    t = _resumed(app, 7)
    movers = {a.seat for a in t.view.history if a.seat is not None and a.seat != t.human}
    assert movers and all(t.last_action.get(s) is not None for s in movers)
    seat = max(movers)
    at = max(i for i, a in enumerate(t.view.history) if a.seat == seat)        # the seat's last move
    lines = [line.text for line in t.log]
    assert t.last_action.get(seat) == lines[len(lines) - len(t.view.history) + at]
