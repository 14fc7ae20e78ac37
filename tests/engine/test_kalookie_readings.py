"""Kalookie's readings that RULES.md K-16 settles where the seed leaves a choice, found by an independent
check of the engine: joker statements that cannot stand, a kalookie with builds under "Kalookie needs no
40", the North American discard taken before the initial meld, and a set holding two jokers."""
from __future__ import annotations

import json

from game.engine import Action, from_position, new_hand


def refused(st, text):
    reason = st.check(Action.parse(text))
    assert reason is not None, f"{text} should be refused"
    return reason


def _with_table(hand, table_text, options=None, opened=(0, 1), other="3S.1 4S.1"):
    more = {"extra": {"opened": list(opened), "played": True}, "laid": [True, True], "melded": [True, True]}
    return from_position(f"kalookie 2 dealer=1 current=0 phase=play | hands {hand} / {other} "
                         f"| stock 9C.1 | discard 2S.1 | table {table_text} | options {json.dumps(options or {})} "
                         f"| more {json.dumps(more)}")


# ----------------------------------------------------------------------------- a statement that cannot stand
def _opening_hand():
    st = new_hand("kalookie", players=2, dealer=1,
                  hands=["KS AS JK 2C 3C 4C 5H 6H 7H 9D 9C 9H TD", "2D 3D 4D 5D 6D 7D 8D 9S TS JS QS KD QD"],
                  stock="8C 8H 8S", discard="4H")
    st.apply("0 draw_stock")
    return st


def test_K_16_a_joker_stated_past_the_ace_is_refused_never_dropped():
    """K-3 with K-16: aces are high only, so nothing follows the ace: ``K♠ A♠`` and a joker as 2♠ is refused
    with the reason (it was laid as ``A♠ K♠ JK`` with the statement silently dropped)."""
    st = _opening_hand()
    text = "0 open 2C 3C 4C 5H 6H 7H JK AS KS groups=3,3,3 joker={}"
    assert "cannot stand for 2S" in refused(st, text.format("2S"))
    assert "cannot stand for KS" in refused(st, text.format("KS"))          # a card the run already has
    assert st.check(Action.parse(text.format("QS"))) is None
    st.apply(text.format("QS"))
    run = next(m for m in st.melds if any(c.is_joker for c in m.cards))
    assert [str(c) for c in run.cards] == ["JK", "KS", "AS"] and {str(k): v for k, v in run.jokers.items()} == {"JK": "QS"}


def test_K_16_a_joker_stated_as_a_set_card_it_cannot_be_is_refused():
    st = _opening_hand()
    text = "0 open 2C 3C 4C 5H 6H 7H JK 9C 9D groups=3,3,3 joker={}"
    assert "cannot stand for 9D" in refused(st, text.format("9D"))          # the set has the 9♦ already
    assert "cannot stand for 8S" in refused(st, text.format("8S"))          # another rank
    assert st.check(Action.parse(text.format("9S"))) is None


def test_K_16_a_statement_on_a_single_meld_after_opening_is_refused_too():
    st = _with_table("KS AS JK 2C 3C", "#0 1 run 5D 6D 7D")
    assert "cannot stand for 2S" in refused(st, "0 meld KS AS JK joker=2S")
    assert st.check(Action.parse("0 meld KS AS JK joker=QS")) is None


# ----------------------------------------------------------------------------- a kalookie with builds
def _kalookie_with_builds(options):
    """Seat 0 has laid nothing; seat 1's melds are on the table.  Seat 0 opens two runs (27 points, under 40)
    and builds the rest of its hand on seat 1's melds in the same action, keeping one card to discard."""
    more = {"extra": {"opened": [1], "played": True}, "laid": [False, True], "melded": [False, True]}
    return from_position(
        "kalookie 2 dealer=1 current=0 phase=play turns=6 "
        "| hands 2C 3C 4C 5H 6H 7H 8D 9D TS.1 JS.1 KC.1 AC.1 4D QS.1 / 3S.1 4S.1 "
        "| stock 9C.1 | discard 2S.1 | table #0 1 run 5D 6D 7D ; #1 1 run 7S 8S 9S ; #2 1 run TC.1 JC.1 QC.1 "
        f"| options {json.dumps(options)} | more {json.dumps(more)}")


def test_K_16_kalookie_needs_no_40_covers_a_kalookie_with_builds():
    """"Kalookie needs no 40" (K-12) waives the 40 for every kalookie, builds included (K-8)."""
    opening = "0 open 2C 3C 4C 5H 6H 7H 8D 9D TS.1 JS.1 KC.1 AC.1 4D groups=3,3 builds=0,0,1,1,2,2,0"
    st = _kalookie_with_builds({"kalookie_free": True})
    assert st.check(Action.parse(opening)) is None
    st.apply(opening)
    st.apply("0 discard QS.1")
    assert st.result is not None and st.result.reason == "kalookie" and 0 in st.result.winners
    # without the option the same opening is refused: 27 is under 40, and builds do not count here
    assert refused(_kalookie_with_builds({}), opening)


def test_K_16_a_kalookie_with_builds_is_composed_for_the_screen():
    st = _kalookie_with_builds({"kalookie_free": True})
    cards = [c for c in st.hands[0] if str(c) != "QS.1"]
    play = st.ruleset.compose_play(st, 0, cards)
    assert play is not None and play.kind == "open" and len(play.cards) == 13 and play.get("builds")
    assert st.check(play) is None


# ----------------------------------------------------------------------------- North America's discard
def test_K_16_north_america_the_discard_taken_before_opening_goes_into_the_opening():
    """In the North American game the top discard taken before the initial meld must be part of it."""
    hand = "QH QC QS 5D 6D 7D 8D 9S 9H 9C KH KC 2C 3H 4S"
    st = new_hand("kalookie", players=2, dealer=1, options={"version": "north_american"},
                  hands=[hand, "2D.1 3D.1 4D.1 5D.1 6D.1 7D.1 8D.1 9D.1 TD JD QD KD AD 3C 4C"], stock="KS 3S 5S", discard="KD.1")
    st.apply("0 take_discard KD.1")
    without = "0 open QH QC QS 5D 6D 7D 8D 9S 9H 9C groups=3,4,3"
    assert "KD.1" in refused(st, without) or "discard" in refused(st, without)
    assert st.check(Action.parse("0 open QH QC QS 5D 6D 7D 8D KH KC KD.1 groups=3,4,3")) is None


# ----------------------------------------------------------------------------- a set holding two jokers
def test_K_16_two_missing_suits_free_one_of_a_sets_two_jokers_and_three_free_both():
    table = "#0 1 set 9C JK JK.1 jokers=JK:9D,JK.1:9H ; #1 1 run 2H 3H 4H"
    st = _with_table("9D 9H 9S 5S 6S 7S KD", table)
    assert "two cards of the missing suits" in refused(st, "0 swap 9S @0")
    one = st.trial()
    one.apply("0 swap 9D 9S @0")
    freed = [c for c in one.hands[0] if c.is_joker]
    assert [str(c) for c in freed] == ["JK"]                                  # the joker that stood for 9♦
    meld = one.melds[0]
    assert sorted(str(c) for c in meld.cards) == ["9C", "9D", "9S", "JK.1"] and meld.jokers == {
        next(c for c in meld.cards if c.is_joker): "9H"}
    both = st.trial()
    both.apply("0 swap 9D 9H 9S @0")
    assert sorted(str(c) for c in both.hands[0] if c.is_joker) == ["JK", "JK.1"]
    assert sorted(str(c) for c in both.melds[0].cards) == ["9C", "9D", "9H", "9S"]
    # both won-back jokers must be laid before the turn ends
    assert "joker you won back" in refused(both, "0 discard KD")


# ----------------------------------------------------------------------------- stakes are numbers
def test_K_11_stakes_are_whole_numbers_williamsons_scheme_plays_the_seeds_sheet():
    """The seed's Andrew Williamson scheme (initial 3, call-up 1, kalookie 2, buy-in 2) is a table's choice:
    every stake is a whole number of units.  The seed's sheet under it: Mark buys back in for 2."""
    from game.engine import Match
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parent))
    from test_kalookie import RS, _booked
    m = Match("kalookie", players=4, seed=1,
              options={"initial_stake": 3, "call_up_stake": 1, "kalookie_stake": 2, "buy_in_stake": 2})
    andy, mark, john, frank = range(4)
    assert m.pool == 12 and m.money == {0: -3, 1: -3, 2: -3, 3: -3}
    _booked(m, john, {0: 85, 1: 42, 3: 62})
    _booked(m, andy, {1: 92 - 42, 2: 45, 3: 84 - 62})
    _booked(m, john, {0: 123 - 85, 1: 145 - 92, 3: 92 - 84}, kalookie=True)
    _booked(m, frank, {0: 4, 1: 150 - 145 + 10, 2: 98 - 45})
    asked = RS.decisions(m)
    RS.decide(m, asked[0], "buy")
    assert m.pool == 14 and m.money[mark] == -3 - 1 - 1 - 2 - 1 - 2     # two call-ups, a kalookie, a buy-in
    for bad in (0, -1, 51, 2.5, "3"):
        try:
            Match("kalookie", players=4, seed=1, options={"buy_in_stake": bad})
        except ValueError as e:
            assert "buy_in_stake" in str(e)
        else:
            raise AssertionError(f"a stake of {bad!r} should be refused")


def test_K_3_K_6_a_card_a_runs_joker_stands_for_is_not_added_over_it_it_wins_the_joker_back():
    """A joker stated as the 7♥ in 5♥ 6♥ JK stays so (K-3): laying the 7♥ on that run would erase the
    statement, so it is refused and not listed; the 7♥ wins the joker back instead (K-6, a swap)."""
    st = _with_table("7H 9C 9D 9S 2C", "#0 1 run 5H 6H JK jokers=JK:7H")
    assert "cannot stand for 7H" in refused(st, "0 add 7H @0")
    assert "0 add 7H @0" not in {str(a) for a in st.legal_actions(0)}
    assert st.check(Action.parse("0 swap 7H @0")) is None


def test_K_6_a_natural_of_the_suit_a_sets_joker_stood_for_moves_the_joker_to_the_suit_still_missing():
    """Found by the issue-25 play-through: A♠ A♣ and a joker as the A♥, plus the A♥ (one card: the joker
    is not won back, K-6) left the joker marked A♥ beside the A♥. It stands for the A♦ now."""
    st = _with_table("AH 5C", "#0 1 set AS AC JK jokers=JK:AH")
    st.apply("0 add AH @0")
    meld = st.melds[0]
    assert sorted(map(str, meld.cards)) == ["AC", "AH", "AS", "JK"]
    assert {str(j): v for j, v in meld.jokers.items()} == {"JK": "AD"}
    assert {str(j): v for j, v in dict(st.view(1).melds[0].jokers).items()} == {"JK": "AD"}
