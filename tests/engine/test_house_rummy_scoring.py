"""House Rummy's scoring and the stock's end (R-11, R-12) and the turn judge's answers, from stated positions;
the positions are those of ``test_house_rummy.py`` (R-1 to R-10), where the file had grown past 600 lines."""
from __future__ import annotations

from fractions import Fraction

from game.engine import new_match
from game.games.house_rummy.rules.judge import Play, judge, play_score
from test_house_rummy import _first_out, _going_out, act, cards, pos


def test_r11_scoring_classic():
    """R-11: 5 a card in one's space, 10 for a book of three; Classic subtracts unplayed cards (J 2, Q 3,
    K 4, A 11, joker 15); first out adds 25."""
    from game.engine.wording import Subject
    st = _going_out("classic")
    _first_out(st)
    r = st.result
    assert r.points == {0: 30, 1: 0}
    assert r.payments == {0: Fraction(55), 1: Fraction(-64)}
    lines = st.ruleset.breakdown(r, lambda s: Subject(f"P{s}"))
    assert lines[0] == "P0 scores 6 cards × 5 = 30 + 25 for going out first = 55"
    assert lines[1] == "P1 scores nothing played = 0 − 64 left in hand = -64"


def test_r11_epic_no_penalty_and_bonus_is_the_opponents_hands():
    """R-11 (Epic): unplayed cards count nothing at the end; the first-out bonus is what the opponents held
    when first out went out."""
    st = _going_out("epic")
    _first_out(st)
    act(st, "1 draw_stock")
    act(st, "1 discard 9C")
    act(st, "0 reenter")                      # TC JC 4C
    act(st, "0 discard 4C")
    act(st, "1 draw_stock")                   # 5C
    act(st, "1 discard 5C")
    act(st, "0 draw_stock")                   # 6C, the last: the stock is exhausted
    act(st, "0 discard 6C")
    r = st.result
    assert st.over and r.reason == "stock"
    assert r.details["penalty"] == {0: 0, 1: 0}
    assert r.payments == {0: Fraction(30 + 64), 1: Fraction(0)}


def test_r11_book_of_three_counts_ten():
    """R-11: played cards are 5 each, but a book of three is worth only 10 in all (note 18)."""
    assert play_score(cards("5C 5D 5H")) == 10 and play_score(cards("5C 5D 5H 5S")) == 20
    assert play_score(cards("5C 6C 7C")) == 15


def test_r11_r12_book_or_run_scores_as_laid():
    """R-12: a play whose jokers allow a book and a run scores as the kind its player laid it."""
    assert play_score(cards("7H JK JK.1"), "book") == 10 and play_score(cards("7H JK JK.1"), "run") == 15
    st = pos("7H JK JK.1 KS QD / 4S", current=0)
    act(st, "0 draw_stock")
    listed = {a.get("as") for a in st.legal_actions(0)
              if a.kind == "meld" and {str(c) for c in a.cards} == {"7H", "JK", "JK.1"}}
    assert listed == {"book", "run"}
    act(st, "0 meld 7H JK JK.1 as=book")
    assert st.melds[0].data["as"] == "book" and st.melds[0].kind == "set"


def test_r11_r12_side_total_floored_at_zero_and_ties():
    """R-11, R-12: a side's total never falls below zero, after every hand; ties are allowed (note 20)."""
    from game.engine.result import Result
    m = new_match("house-rummy", players=4, seed=1)
    r = Result((1, 3), "out", points={}, payments={0: Fraction(-30), 1: Fraction(10), 2: Fraction(5),
                                                       3: Fraction(0)})
    m.ruleset.book(m, r)
    assert m.ledger == {0: 0, 1: 10, 2: 0, 3: 10}
    r2 = Result((0, 2), "out", points={}, payments={0: Fraction(4), 1: Fraction(0), 2: Fraction(6), 3: Fraction(0)})
    m.ruleset.book(m, r2)
    assert m.ledger[0] == m.ledger[1] == 10


# --- the stock runs out ----------------------------------------------------------------------------------------

def test_r12_stock_exhausted_when_its_last_card_is_drawn():
    """R-12: the stock is exhausted the moment its last card is drawn; that player finishes the turn."""
    st = pos("5H 6H / 4H 4S 4D 9C", stock="2S")
    act(st, "1 draw_stock")
    assert not st.over
    act(st, "1 meld 4H 4S 4D")
    act(st, "1 discard 2S")
    assert st.over and st.result.reason == "stock"


# --- the whole-turn check itself ----------------------------------------------------------------------------------------

def test_r7_judge_accepts_the_unchanged_table():
    start = [Play(0, 1, cards("5C 6C 7C"))]
    assert judge(0, start, start, melded_before=True, cost=10) is None


def test_r7_judge_names_the_missing_card():
    start = [Play(0, 1, cards("5C 6C 7C 8C"))]
    end = [Play(0, 1, cards("5C 6C 7C"))]
    assert "8♣ was played and must stay" in judge(0, start, end, melded_before=True, cost=10)
