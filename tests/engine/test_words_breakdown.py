"""Words built from the ruleset: second person, claim labels, the breakdown's arithmetic (issue 13)."""
from __future__ import annotations

import random
import re
from fractions import Fraction

import pytest

from game.engine import get_ruleset, new_hand
from game.engine.result import Result
from game.engine.wording import Subject, seat_namer

WORDY = re.compile(r"\((?:[^()\d]*|rank \d+|[^()]*[A-Za-z♠♥♦♣][^()]*)\)")
SUM = re.compile(r"([\d\s×+/()*.]+?)=\s*(-?\d+(?:\.\d+|/\d+)?)")


def evaluate(line: str) -> list[tuple[Fraction, Fraction]]:
    """Every ``expression = value`` in a line: (the expression worked out, the value shown)."""
    bare = WORDY.sub("", line)
    out = []
    for expr, shown in SUM.findall(bare):
        expr = expr.replace("×", "*").strip()
        if not re.search(r"\d", expr):
            continue
        py = re.sub(r"(\d+(?:\.\d+)?)", r"Fraction('\1')", expr)
        out.append((eval(py, {"Fraction": Fraction}), Fraction(shown)))
    return out


def play_out(game: str, players: int, seed: int, options: dict | None = None):
    st = new_hand(game, players=players, seed=seed, options=dict(options or {}))
    rng = random.Random(seed)
    for _ in range(3000):
        if st.over:
            break
        legal = next(la for la in (st.legal_actions(s) for s in range(players)) if la)
        strong = [a for a in legal if a.kind not in ("pass", "draw_stock", "discard", "take_discard")]
        st.apply(rng.choice(strong if strong and rng.random() < 0.8 else legal))
    assert st.over
    return st


def test_second_person_grammar_bug3():
    """Issue 13 bug 3: 'you pay', 'You rank', 'your discard', never 'you pays'."""
    you, minji = Subject.you(), Subject("Minji")
    assert you.does("pays") == "you pay" and minji.does("pays") == "Minji pays"
    assert you.does("ranks", start=True) == "You rank" and you.does("deals") == "you deal"
    assert you.possessive == "your" and minji.possessive == "Minji's"
    assert you.does("passes") == "you pass" and you.does("has") == "you have"


def _check_hoola(res: Result, who) -> None:
    lines = get_ruleset("hoola").breakdown(res, who)
    shown = []
    for line in lines:
        for worked, value in evaluate(line):
            assert worked == value, line
            shown.append(value)
        plain = re.search(r"(?:pay|pays|owe|owes|wins) (\d+)$", line)
        if plain:
            shown.append(Fraction(plain.group(1)))
    side = any("drop-out" in n for n in res.notes)
    if side or any("Hertzog" in n or "undercut penalty" in n for n in res.notes):
        return
    if res.pays_all is not None:
        assert -res.payments[res.pays_all] in shown, lines
    else:
        for s, pay in res.payments.items():
            if s not in res.winners:
                assert -pay in shown, (s, lines)
    for w in res.winners:
        assert res.payments[w] in shown or res.payments[w] * len(res.winners) in shown, (w, lines)


@pytest.mark.parametrize("seed", range(40))
def test_hoola_breakdown_arithmetic_is_the_payment(seed):
    """Issue 13: each loser's base × factors, pays-for-all sums and winners' shares evaluate to the payments."""
    st = play_out("hoola", 2 + seed % 4, seed)
    _check_hoola(st.result, seat_namer(you=0))


def test_hoola_breakdown_words_and_ties():
    """'Minji (rank 3) pays 2 × 2 (a seven held) = 4', tied winners share, 'You rank last', 'you pay for all'."""
    res = Result(winners=(1, 2), reason="out", points={0: 30, 1: 0, 2: 5, 3: 12, 4: 12},
                 payments={0: Fraction(-11), 1: Fraction(11, 2), 2: Fraction(11, 2), 3: Fraction(0), 4: Fraction(0)},
                 multipliers={0: [], 3: [("seven in hand", 2)], 4: []}, ranks={0: 5, 1: 1, 2: 1, 3: 3, 4: 3},
                 base={0: 4, 3: 2, 4: 3}, debts={0: Fraction(4), 3: Fraction(4), 4: Fraction(3)}, pays_all=0,
                 notes=("seat 0 ranks last: discard claimed to win",))
    lines = get_ruleset("hoola").breakdown(res, seat_namer({1: "Minji", 2: "Ana", 3: "Bo", 4: "Cy"}, you=0))
    text = "\n".join(lines)
    assert "Bo (rank 3) owes 2 × 2 (a seven held) = 4" in text
    assert "You rank last: discard claimed to win" in text
    assert "Bo and Cy tie on 12 points" in text
    assert "You pay for all: 4 + 3 + 4 = 11" in text
    assert "Minji and Ana share 11, so 11 / 2 = 5.5 each" in text
    assert "Each loser pays one less than their rank (the 2 tied winners all rank 1)" in text
    assert "you pays" not in text.lower() and "you ranks" not in text.lower()


@pytest.mark.parametrize("seed", range(20))
def test_seven_bridge_breakdown_points_per_group(seed):
    """Issue 13 bug 11: Seven Bridge shows points per card group summing to each hand and the score."""
    st = play_out("seven-bridge", 2 + seed % 4, seed, {"joker": seed % 2 == 1})
    res, rs = st.result, get_ruleset("seven-bridge")
    lines = rs.breakdown(res, seat_namer(you=0))
    text = "\n".join(lines)
    for word in ("knock", "slap", "rank", "Multipl", "undercut"):
        assert word not in text
    for line in lines:
        for worked, value in evaluate(line):
            assert worked == value, line
    for s, pts in res.points.items():
        if s not in res.winners:
            assert any(line.endswith(f"= {pts}") for line in lines)
    if res.winners:
        assert lines[-1].endswith(f"= {res.payments[res.winners[0]]}")
