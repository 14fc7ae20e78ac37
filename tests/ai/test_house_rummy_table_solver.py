"""House Rummy's table solver: whole tables that lay the most of a hand, and that the rules accept.

R-6 (books and runs around the corner), R-7 (every play whole at the end of the turn; a stolen card
paid by a hand card in the play it joins) and R-12 (a stolen card must end in a play holding a hand
card paid for it) are the solver's constraints; the whole-turn check (``judge``) is the referee.
"""
from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from game.engine import new_hand, parse_cards
from game.games.house_rummy.rules.judge import VALUES, Play, judge
from game.games.house_rummy.table_solver import best_table


def _plays(*specs: tuple[int, int, str]) -> list[Play]:
    return [Play(i, space, tuple(parse_cards(text))) for i, space, text in specs]


def _kept_and_accepted(seat, plays, hand, arrangement):
    on_table = {c for p in plays for c in p.cards}
    after = [c for p in arrangement.plays for c in p.cards]
    assert len(after) == len(set(after)), "a card in two plays"
    assert on_table <= set(after), "a table card left the table"
    assert set(after) - on_table == set(arrangement.laid) <= set(hand)
    assert arrangement.points_laid == sum(VALUES[c.rank] for c in arrangement.laid)
    assert judge(seat, plays, arrangement.plays, melded_before=True, cost=10) is None


def test_R7_a_steal_from_a_book_of_four_is_paid_by_the_hand_cards_in_its_new_run():
    plays = _plays((0, 0, "2D 3D 4D"), (1, 1, "7S 7D 7C 7H"))
    hand = parse_cards("5C 6C 9S KC")
    a = best_table(0, plays, hand, {0, 2})
    assert a is not None and sorted(map(str, a.laid)) == ["5C", "6C"]
    run = next(p for p in a.plays if "7C" in map(str, p.cards))
    assert run.space == 0 and run.id is None and len(run.cards) == 3
    assert next(p for p in a.plays if p.id == 1).space == 1          # the book of three stays theirs
    _kept_and_accepted(0, plays, hand, a)


def test_R6_a_run_is_split_to_lay_a_card_between_its_halves():
    # 3♥..9♥ in the player's own space; holding 6♣ 6♦: the 6♥ leaves for a book, both halves stay runs
    plays = _plays((0, 0, "3H 4H 5H 6H 7H 8H 9H"))
    hand = parse_cards("6C 6D KS")
    a = best_table(0, plays, hand)
    assert a is not None and sorted(map(str, a.laid)) == ["6C", "6D"]
    assert sorted(len(p.cards) for p in a.plays) == [3, 3, 3]
    _kept_and_accepted(0, plays, hand, a)


def test_R6_runs_go_round_the_corner_and_a_joker_fills_a_gap():
    plays = _plays((0, 1, "QS KS AS"))
    hand = parse_cards("3S JK 9H")
    a = best_table(0, plays, hand)
    assert a is not None and {"3S", "JK"} <= set(map(str, a.laid))      # Q K A (2) 3: the joker as the 2♠
    _kept_and_accepted(0, plays, hand, a)


def test_nothing_to_lay_gives_nothing_and_a_steal_that_cannot_be_paid_is_not_made():
    plays = _plays((0, 1, "7S 7D 7C"))
    assert best_table(0, plays, parse_cards("KD 2C")) is None
    # taking the 7♣ from a book of three would break it: the table must stay whole
    assert best_table(0, plays, parse_cards("5C 6C")) is None


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(8, 40))
def test_R7_every_table_the_solver_gives_keeps_every_card_and_the_rules_accept_it(seed, steps):
    rng = random.Random(seed)
    state = new_hand("house-rummy", players=4, seed=seed)
    for _ in range(steps):
        if state.result:
            break
        state.apply(rng.choice(state.legal_actions(state.current)))
    seat = state.current
    view = state.view(seat)
    plays = [Play(m.id, m.space if m.space is not None else m.owner, tuple(m.cards)) for m in view.melds]
    a = best_table(seat, plays, list(view.hand), {seat, (seat + 2) % 4})
    if a is not None:
        _kept_and_accepted(seat, plays, list(view.hand), a)
    assert best_table(seat, plays, list(view.hand), {seat, (seat + 2) % 4}) == a      # the same answer twice


def test_R7_the_solver_chooses_which_joker_goes_where_when_two_are_on_the_table():
    """HiGHS found this table (tools/highs_table.py) where the search tried only the first joker: the
    8♥ joins 8♦ and the table's other joker, freeing 9♥ for the book of nines and T♥ for a book of
    tens with the hand's T♣, while J♥ joker K♥ stays a run: 14 points laid, not 4."""
    plays = _plays((0, 0, "8H 9H TH JH"), (1, 1, "9S 9D 9C JK.1"), (2, 2, "8D JK TD"))
    hand = parse_cards("KS 2S TC KH")
    a = best_table(0, plays, hand, {0, 2})
    assert a is not None and a.points_laid == 14 and sorted(map(str, a.laid)) == ["KH", "TC"]
    _kept_and_accepted(0, plays, hand, a)
