"""Issue 23: the screen sees one seat.  The controller gives it a seat's table (the view, a check,
composing a play, taking back) for the player's seat only."""
from __future__ import annotations

from bots_for_tests import ScriptBot
from game.controller import FakeClock, OneHand, TableController
from game.controller.seat import NOT_OVER, NOT_YOUR_SEAT, SeatTable
from game.engine import Action, Card, PlayerView, new_hand, new_match
from game.storage.settings import Settings

HANDS = ["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"]


def table(human: int = 0) -> tuple[TableController, object]:
    state = new_hand("hoola", players=2, dealer=0, hands=HANDS, stock="QH 3C 4C", discard="6D")
    ctl = TableController(OneHand(state), human, {1 - human: ScriptBot(think=0.5)},
                          Settings(think_scale=1.0, claim_window=1.5, undo=True))
    return ctl, state


def test_the_seat_table_is_the_players_seat_and_its_view():
    ctl, state = table(human=0)
    seat = ctl.seat_table
    assert isinstance(seat, SeatTable) and seat.seat == 0
    view = seat.view()
    assert isinstance(view, PlayerView) and view.seat == 0
    assert sorted(map(str, view.hand)) == sorted(HANDS[0].split())
    assert [str(a) for a in view.legal] == [str(a) for a in state.legal_actions(0)]


def test_the_check_is_the_engines_for_the_seat_and_refuses_another_seats_action():
    ctl, state = table()
    seat = ctl.seat_table
    assert seat.check(Action("draw_stock", 0)) is None
    assert seat.check(Action("discard", 0, (Card.parse("KC"),))) == state.check(
        Action("discard", 0, (Card.parse("KC"),))) == "draw a card first"
    # another seat's action is not the player's to ask about, even one the engine would allow it
    other = Action("draw_stock", 1)
    assert seat.check(other) == NOT_YOUR_SEAT and seat.why_illegal(other) == NOT_YOUR_SEAT
    assert seat.why_illegal(Action("draw_stock", 0)) == "that is allowed now"


def test_composing_and_taking_back_are_the_seats():
    ctl, state = table()
    seat = ctl.seat_table
    assert ctl.submit(Action("draw_stock", 0), 0.0).ok
    run = [Card.parse(t) for t in ("7H", "8H", "9H")]
    assert seat.compose_play(run) == state.ruleset.compose_play(state, 0, tuple(run))
    assert seat.compose_plays(run) == list(state.ruleset.compose_plays(state, 0, tuple(run)))
    assert seat.undo_steps() == state.undo_steps(0) == 0          # a card drawn unseen: nothing to take back
    meld = Action.parse("0 meld 7H 8H 9H")
    assert ctl.submit(meld, 0.1).ok
    assert seat.undo_steps() == state.undo_steps(0) == 1 and seat.restorable()
    assert ctl.restore_turn(0, 0.2, steps=1).ok and seat.undo_steps() == 0


def test_distinct_ways_keep_one_of_each_table_and_every_refused_way():
    ctl, state = table()
    seat = ctl.seat_table
    ctl.submit(Action("draw_stock", 0), 0.0)
    meld = Action.parse("0 meld 7H 8H 9H")
    refused = Action.parse("0 meld 7S KC AC")
    assert seat.distinct_ways([meld, meld, refused, refused]) == [meld, refused, refused]


def test_the_seat_table_follows_the_match_to_the_next_hand():
    match = new_match("hoola", players=2, seed=3, max_hands=3)
    ctl = TableController(match, 0, {1: ScriptBot()}, Settings(think_scale=0.0, claim_window=1.5))
    first = ctl.seat_table.view().hand
    while not match.hand.over:
        legal = match.hand.legal_actions(match.hand.current)
        match.hand.apply(next((a for a in legal if a.kind in ("draw_stock", "discard")), legal[0]))
    ctl.next_hand()
    assert ctl.seat_table.view().hand == match.hand.view(0).hand != first


def test_nothing_public_on_the_seat_table_is_the_hand():
    ctl, state = table()
    public = {k: v for k, v in vars(ctl.seat_table).items() if not k.startswith("_")}
    assert public == {"seat": 0}
    clock = FakeClock()
    ctl.update(clock.now())
    assert not any(v is state for v in public.values())


def test_the_public_facts_are_the_hands_and_the_key_moves_with_it():
    ctl, state = table()
    seat = ctl.seat_table
    assert (seat.game, seat.players, seat.dealer, seat.phase, seat.current) == (
        state.game, state.players, state.dealer, state.phase, state.current)
    assert seat.ruleset is state.ruleset and seat.options is state.options and seat.rules is state.rules
    assert seat.top_discard == state.top_discard == Card.parse("6D") and seat.taken_card is None
    assert seat.acting_seats == tuple(state.acting_seats) and seat.side_payments == {}
    assert seat.sides == ((0,), (1,)) and seat.hand_number == 1 and seat.taken == {}
    assert seat.fact("no such fact", 7) == 7 and seat.last_kind is None and seat.moves == 0
    assert seat.call_for(1, (Card.parse("6D"),)) == state.ruleset.call_for(state, Action("claim", 1, ()))
    key = seat.key
    assert ctl.submit(Action("draw_stock", 0), 0.0).ok
    assert seat.key != key and seat.moves == 1 and seat.last_kind == "draw_stock"
    assert not seat.over and seat.result is None


def test_another_seats_cards_and_the_record_wait_for_the_end_of_the_hand():
    ctl, state = table()
    seat = ctl.seat_table
    assert seat.held(0) == seat.revealed(0) == tuple(state.hands[0])
    for ask in (lambda: seat.held(1), lambda: seat.revealed(1), seat.finished_record):
        try:
            ask()
        except PermissionError as e:
            assert str(e) == NOT_OVER
        else:
            raise AssertionError("another seat's cards shown while the hand is played")
    while not state.over:
        legal = state.legal_actions(state.current)
        state.apply(next((a for a in legal if a.kind in ("draw_stock", "discard")), legal[0]))
    assert seat.held(1) == tuple(state.hands[1]) and seat.finished_record() == state.to_record()
    assert seat.revealed(1) == tuple(state.result.hands.get(1, state.hands[1]))
