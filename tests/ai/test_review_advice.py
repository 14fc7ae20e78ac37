"""Issue 26, item 1: the review's better move is better by the measure it shows. The advice says the
mean difference of the Expert's play-outs and only facts that point the same way, never a number
that argues for the player's own move. Every game, from stated positions (the engine's position text)."""
from __future__ import annotations

import itertools

import pytest

from ai import advice
from ai.advice import why_better
from game.controller import hand_points
from game.engine import Card, from_position
from game.ui.engine_text import TEMPLATES
from tests.ai.test_hint_numbers import POSITIONS, panel_after


def drawn(game: str):
    state = from_position(POSITIONS[game])
    state.apply(next(a for a in state.legal_actions(state.current) if a.kind == "draw_stock"))
    return state


def check_points_the_same_way(state, played, better, reasons) -> None:
    """Each reason of ``better`` over ``played`` holds, in its own numbers, and favours ``better``."""
    assert reasons
    for r in reasons:
        w = r.words
        assert r.template in TEMPLATES                   # a sentence the screen translates
        if r.template == advice.FEWER_POINTS:
            assert w["better"] == panel_after(state, better) < w["played"] == panel_after(state, played)
        elif r.template in (advice.NEXT_SEAT_USES, advice.OTHERS_USE):
            assert w["card"] == played.cards[0] and w["other"] == better.cards[0] and w["p"] > w["q"]
        elif r.template == advice.KEEPS_PARTNERS:
            assert w["cards"] and all(c in state.hands[played.seat] for c in w["cards"])
        r.english()                                     # every word fills its template
    if panel_after(state, better) >= panel_after(state, played):
        assert advice.FEWER_POINTS not in [r.template for r in reasons]


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_no_reason_argues_for_the_played_move(game):
    state = drawn(game)
    seat = state.current
    view = state.view(seat)
    moves = [a for a in state.legal_actions(seat) if a.kind in ("discard", "meld")][:6]
    assert len(moves) >= 4
    for played, better in itertools.permutations(moves, 2):
        check_points_the_same_way(state, played, better, why_better(view, played, better, seed=1))


def test_a_discard_that_feeds_the_others_is_said_so_and_not_the_points_it_would_have_saved():
    """The player let the K♣ go (13 points gone, fewer left than after the 2♣) while the kings and
    the Q♣ J♣ are unseen; the 2♣ is dead (the twos and the 3♣ 4♣ 5♣ lie on the table, the A♣ is out).
    The advice says who could use the K♣, never "leaves more points"."""
    state = from_position("hoola 3 dealer=0 current=0 phase=play | hands 9H 9D KC 2C 5S 8D 6H 4H / "
                          "3S 4S 6S 7H 9C TC JD / 3D 4D 6D 7C 8H TS JS | stock 5D 6C 7D | "
                          "discard AC | table #0 1 set 2S 2H 2D; #1 2 run 3C 4C 5C")
    view = state.view(0)
    kc = next(a for a in state.legal_actions(0) if a.kind == "discard" and a.cards == (Card.parse("KC"),))
    twoc = next(a for a in state.legal_actions(0) if a.kind == "discard" and a.cards == (Card.parse("2C"),))
    reasons = why_better(view, kc, twoc, seed=3)
    check_points_the_same_way(state, kc, twoc, reasons)
    said = [r.template for r in reasons]
    assert advice.FEWER_POINTS not in said
    assert said[0] in (advice.NEXT_SEAT_USES, advice.OTHERS_USE)
    assert reasons[0].words["q"] == 0 and reasons[0].words["p"] >= 100 * advice.SHARE_GAP
    # and the other way round the points are the reason, with the panel's numbers
    back = why_better(view, twoc, kc, seed=3)
    assert back[0].words == {"better": hand_points(state, 0)["hand"] - 13, "played": hand_points(state, 0)["hand"] - 2}


def test_a_knock_left_open_is_said_with_the_panels_points_and_only_when_it_points_that_way():
    """Hoola H-8 (the knock, at the start of a turn, 10 points or fewer): drawing instead of knocking with
    10 points; the reason names the 10 and what the others likely held, which is at least as much."""
    from game.games.hoola.bot import KNOCK_OPEN, KNOCK_RISKED
    state = from_position("hoola 3 dealer=0 current=0 phase=start | hands AC AS AH AD 2S 2H 2D / "
                          "3S 4S 6S 7H 9C TC JD / 3D 4D 6D 7C 8H TS JS | stock 5D 6C 7D KC QC | "
                          "discard KH | more {\"has_turned\": [true, true, true]}")
    legal = state.legal_actions(0)
    knock = next(a for a in legal if a.kind == "knock")
    draw = next(a for a in legal if a.kind == "draw_stock")
    said = why_better(state.view(0), draw, knock, seed=2)
    knock_reasons = [r for r in said if r.template in (KNOCK_OPEN, KNOCK_RISKED)]
    assert [r.template for r in knock_reasons] == [KNOCK_OPEN]
    assert knock_reasons[0].words["points"] == hand_points(state, 0)["hand"] == 10
    assert knock_reasons[0].words["n"] >= 10
    back = why_better(state.view(0), knock, draw, seed=2)      # the knock was right: nothing says otherwise
    assert KNOCK_RISKED not in [r.template for r in back]
