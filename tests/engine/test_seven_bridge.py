"""Seven Bridge rules S-1 to S-6 (``RULES.md``, seed 003), from stated positions (S-7 to S-9 and the
options: ``test_seven_bridge_scoring.py``).

Positions: ``hands`` one text per seat, ``stock`` next card first, ``discard``
top card last.  Seat ``s`` is followed by ``s + 1``; the player after the
dealer starts (S-1).
"""
from __future__ import annotations

import pytest

from game.engine import Action, IllegalAction, get_ruleset, new_hand, parse_cards
from game.engine.melds import classify
from game.games.seven_bridge.menu import RULES_TEXT
from game.games.seven_bridge.rules import SevenBridgeOptions

GAME = "seven-bridge"


def deal(players: int, hands: list[str], stock: str, discard: str, dealer: int = 0, **options):
    return new_hand(GAME, players=players, hands=hands, stock=stock, discard=discard, dealer=dealer,
                    options=options or None)


def play(state, *texts: str) -> list:
    """Apply text actions in order.  A draw by the seat in turn while the discard is still being
    asked about (every seat but the discarder is asked, C-5) means everyone let it go: the passes
    of the seats still asked are applied first (``let_go``)."""
    events = []
    for t in texts:
        a = Action.parse(t)
        if a.kind == "draw_stock" and state.window is not None and a.seat == state.current:
            events += let_go(state)
        events += state.apply(a)
    return events


def let_go(state) -> list:
    """Every seat still asked about the discard passes, in turn order."""
    events = []
    while state.window is not None and state.window.mode == "priority":
        waiting = [s for s in state.window.order if state.window.waiting(s)]
        if not waiting:
            break
        events += state.apply(Action("pass", waiting[0]))
    return events


def legal(state, seat: int) -> set[str]:
    return {str(a) for a in state.legal_actions(seat)}


def norm(*texts: str) -> set[str]:
    """Action texts as the engine prints them (cards sorted)."""
    return {str(Action.parse(t)) for t in texts}


def same(got, text: str) -> bool:
    return sorted(got) == sorted(parse_cards(text))


def refused(state, text: str) -> str:
    """Apply ``text``, expect IllegalAction, check the state did not move; return the reason."""
    before = state.snapshot()
    with pytest.raises(IllegalAction) as err:
        state.apply(Action.parse(text))
    assert state.snapshot() == before
    assert str(err.value)
    return str(err.value)


def cards(text: str):
    return parse_cards(text)


# ---------------------------------------------------------------- S-1 deck, deal, first player, ace low

def test_S_1_deck_of_52_seven_cards_each():
    st = new_hand(GAME, players=4, seed=11)
    assert [len(h) for h in st.hands] == [7, 7, 7, 7]
    assert len(st.discard) == 1
    assert len(st.stock) == 52 - 4 * 7 - 1
    every = st.all_cards()
    assert len(every) == len(set(every)) == 52
    assert not any(c.is_joker for c in every)


def test_S_1_joker_option_adds_one_joker():
    st = new_hand(GAME, players=3, seed=5, options={"joker": True})
    every = st.all_cards()
    assert len(every) == len(set(every)) == 53
    assert sum(c.is_joker for c in every) == 1
    with pytest.raises(ValueError, match="not in the Seven Bridge deck"):
        new_hand(GAME, players=2, hands=["JK 2S 3S 4S 5S 6S 8S", "2H 3H 4H 5H 6H 8H 9H"], stock="KD", discard="QD")


def test_S_1_two_to_five_players():
    for n in (2, 3, 4, 5):
        assert len(new_hand(GAME, players=n, seed=1).hands) == n
    for n in (1, 6):
        with pytest.raises(ValueError):
            new_hand(GAME, players=n, seed=1)


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_S_1_player_after_dealer_starts(dealer):
    st = new_hand(GAME, players=4, seed=3, dealer=dealer)
    first = (dealer + 1) % 4
    assert st.current == first
    assert legal(st, first) == {f"{first} draw_stock"}
    for s in range(4):
        if s != first:
            assert st.legal_actions(s) == []
    assert refused(st, f"{dealer} draw_stock").startswith("it is not seat")


def test_S_1_play_passes_to_the_next_seat():
    st = deal(3, ["2S 4S 6S 8S TS QS KD", "2H 4H 6H 8H TH QH KC", "2D 4D 6D 8D TD QD KH"],
              stock="3C 5C 9C JC", discard="AC", dealer=2)
    assert st.current == 0
    play(st, "0 draw_stock", "0 discard 3C")
    assert st.current == 1
    play(st, "1 draw_stock", "1 discard 5C")
    assert st.current == 2
    play(st, "2 draw_stock", "2 discard 9C")
    assert st.current == 0


def test_S_1_ace_is_low_only():
    st = deal(2, ["2C 4C 6C 8C TC QC KD", "AH 2H 3H QS KS AS 9D"], stock="JS 5D 6D", discard="4D")
    play(st, "1 draw_stock")  # draws JS: J Q K of spades is a run, Q K A is not
    acts = legal(st, 1)
    assert norm("1 meld AH 2H 3H", "1 meld JS QS KS") <= acts
    assert not any("AS" in a and "meld" in a for a in acts)
    assert "ace" in RULES_TEXT.lower()
    r = st.rules
    assert classify(cards("AH 2H 3H"), r) == "run"
    assert classify(cards("QS KS AS"), r) is None
    assert classify(cards("KS AS 2S"), r) is None
    refused(st, "1 meld QS KS AS")


# ---------------------------------------------------------------- S-2 melds; the seven exception

def test_S_2_sets_of_three_or_four_runs_of_three_or_more():
    r = get_ruleset(GAME).meld_rules(SevenBridgeOptions())
    assert classify(cards("5S 5H 5D"), r) == "set"
    assert classify(cards("5S 5H 5D 5C"), r) == "set"
    assert classify(cards("5S 5H"), r) is None
    assert classify(cards("4H 5H 6H"), r) == "run"
    assert classify(cards("4H 5H 6H 7H 8H 9H TH JH QH KH"), r) == "run"
    assert classify(cards("4H 5H"), r) is None
    assert classify(cards("4H 6H 8H"), r) is None
    assert classify(cards("4H 5H 6D"), r) is None


def test_S_2_any_meld_with_a_seven_is_valid_at_any_size():
    st = deal(2, ["2C 4C 6C 8C TC QC KD", "7S 7H 6D 7D 2S 9C KC"], stock="5S JD", discard="4D")
    play(st, "1 draw_stock")
    acts = legal(st, 1)
    for meld in ("7S", "7H", "7D", "7H 7S", "7D 7H", "6D 7D", "7D 7H 7S"):
        assert str(Action.parse(f"1 meld {meld}")) in acts, meld
    assert "1 meld KC" not in acts and "1 meld 2S" not in acts
    assert not any(a.startswith("1 meld") and "9C" in a for a in acts)
    r = st.rules
    assert classify(cards("7H 8H"), r) == "run"
    assert classify(cards("7H 9H"), r) is None
    assert classify(cards("7S 8H"), r) is None
    events = play(st, "1 meld 7S")
    assert st.melds[0].cards == cards("7S") and st.melds[0].kind == "seven"
    assert [e.kind for e in events] == ["meld"]


# ---------------------------------------------------------------- S-3 taking the discard

# Two players, dealer 0: seat 1 starts.  The up-card 9S fits seat 1's 9C 9D.
S3_HANDS = ["6H 8H 5C 5D JS QC 2S", "9C 9D 3S 4S KD QH AH"]
S3_STOCK = "7H 5H 8C TD JD"


def test_S_3_no_take_on_first_turn():
    st = deal(2, S3_HANDS, stock=S3_STOCK, discard="9S")
    assert legal(st, 1) == {"1 draw_stock"}
    assert "1 take_discard 9C 9D 9S" not in legal(st, 1)
    reason = refused(st, "1 take_discard 9C 9D 9S")
    assert "discard" in reason
    play(st, "1 draw_stock", "1 discard 7H")  # 7H fits seat 0's 6H 8H, but it is seat 0's first turn
    assert legal(st, 0) == {"0 pass"}         # asked like every seat (C-5), it may only pass
    refused(st, "0 take_discard 6H 7H 8H")
    let_go(st)
    assert st.window is None and legal(st, 0) == {"0 draw_stock"}


def test_S_3_a_first_turn_take_after_the_claims_says_first_turn_not_no_longer():
    """The play-through of 27 Nov (F2): on its first turn, after the others had let the discard go,
    the newcomer clicked the pile and read "the discard can no longer be taken", as if a chance had
    been missed. The reason is the first-turn rule, and it is said."""
    st = deal(2, S3_HANDS, stock=S3_STOCK, discard="9S")
    play(st, "1 draw_stock", "1 discard 7H")
    let_go(st)
    assert st.window is None and not st.discard_live
    assert refused(st, "0 take_discard 6H 7H 8H") == "no discard may be taken on your first turn"
    play(st, "0 draw_stock", "0 discard 2S", "1 draw_stock", "1 discard 8C")
    let_go(st)                                  # after a turn, a discard let go is gone for good
    assert "no longer" in refused(st, "0 take_discard 8C 8H 6H")


def test_S_3_no_pons_out_of_turn_before_first_turn():
    # three players, dealer 2: seat 0 starts; seat 2 holds 5S 5H but has not had a turn
    st = deal(3, ["2C 4S 6H 9H JC KD 3D", "2H 3S 8D TS QC AD 4C", "5S 5H 7C TD JH KS AH"],
              stock="5D 9S 6C", discard="QS", dealer=2)
    play(st, "0 draw_stock", "0 discard 5D")
    assert st.window.order == [1, 2]            # every seat is asked (C-5) ...
    assert legal(st, 2) == {"2 pass"}           # ... but seat 2 may only pass
    assert legal(st, 1) == {"1 pass"}
    refused(st, "2 claim 5D 5H 5S")


def _s3_second_turn():
    st = deal(2, S3_HANDS, stock=S3_STOCK, discard="9S")
    play(st, "1 draw_stock", "1 discard 7H", "0 draw_stock", "0 discard 2S")
    return st


def test_S_3_chi_takes_the_discard_into_a_new_run():
    st = _s3_second_turn()
    assert st.current == 1 and st.has_turned[1]
    acts = legal(st, 1)
    assert acts == norm("1 take_discard 2S 3S 4S", "1 pass")  # decide on the discard before drawing
    refused(st, "1 draw_stock")
    events = play(st, "1 take_discard 2S 3S 4S")
    assert [e.kind for e in events][:2] == ["claim_called", "take_discard"]
    assert same(st.melds[0].cards, "2S 3S 4S") and st.melds[0].owner == 1
    assert sorted(st.hands[1]) == sorted(cards("9C 9D KD QH AH"))
    assert st.phase == "play" and st.current == 1
    assert "1 draw_stock" not in legal(st, 1)


def test_S_3_pass_then_draw_and_the_discard_is_dead():
    st = _s3_second_turn()
    play(st, "1 pass")
    assert legal(st, 1) == {"1 draw_stock"}
    refused(st, "1 take_discard 2S 3S 4S")
    play(st, "1 draw_stock")
    assert st.hands[1][-1] == cards("8C")[0]


def test_S_3_pons_in_turn():
    st2 = deal(2, ["6H 8H 5C 5D JS QC 9H", "9C 9D 3S 4S KD QH AH"], stock=S3_STOCK, discard="2S")
    play(st2, "1 draw_stock", "1 discard 7H", "0 draw_stock", "0 discard 9H")
    assert legal(st2, 1) == norm("1 take_discard 9C 9D 9H", "1 pass")
    play(st2, "1 take_discard 9C 9D 9H")
    assert st2.melds[0].kind == "set"


def test_S_3_take_needs_two_cards_from_hand():
    # seat 1 holds one seven and a 6C: 7C 7D or 6C 7C would be two-card melds, not enough for a take
    st = deal(2, ["6H 8H 5C 5D JS QC 7C", "7D 6C 3S 4D KD QH AH"], stock="8S TD JD", discard="9S")
    play(st, "1 draw_stock", "1 discard 8S", "0 draw_stock", "0 discard 7C")
    assert legal(st, 1) == {"1 pass"}
    refused(st, "1 take_discard 7C 7D")
    refused(st, "1 take_discard 6C 7C")


def test_S_3_taken_card_is_not_the_discard():
    st = _s3_second_turn()
    assert get_ruleset(GAME).may_discard_taken_card(st.options) is False
    play(st, "1 take_discard 2S 3S 4S")
    assert st.taken_card == cards("2S")[0]
    discards = {a for a in legal(st, 1) if " discard " in a}
    assert discards == {f"1 discard {c}" for c in ("9C", "9D", "KD", "QH", "AH")}
    refused(st, "1 discard 2S")


# ---------------------------------------------------------------- S-4 Pons out of turn

# Three players, dealer 2: seat 0 starts.  One round of draw-and-discard, then seat 0 discards 5D,
# which seat 2 (not next) can Pons with 5S 5H.
S4_HANDS = ["2C 3D 4S 6H 9H JC KD", "2H 3S 5C 8D TS QC AD", "5S 5H 7C TD JH KS AH"]
S4_STOCK = "8S 9S 6C 5D 4H 4D"


def _s4_pons_window():
    st = deal(3, S4_HANDS, stock=S4_STOCK, discard="QH", dealer=2)
    play(st, "0 draw_stock", "0 discard 8S", "1 draw_stock", "1 discard 9S",
         "2 draw_stock", "2 discard 6C", "0 draw_stock", "0 discard 5D")
    return st


def test_S_4_pons_out_of_turn_takes_the_turn():
    st = _s4_pons_window()
    assert st.current == 1
    assert legal(st, 2) == norm("2 claim 5D 5H 5S", "2 pass")
    assert legal(st, 1) == {"1 pass"}          # seat 1, in turn, is asked first (and cannot use it)
    play(st, "1 pass")
    assert st.legal_actions(1) == []           # seat 1 waits while seat 2 may call
    assert "wait" in refused(st, "1 draw_stock")
    assert st.view(1).claim_card == cards("5D")[0]
    events = play(st, "2 claim 5D 5H 5S")
    claim = next(e for e in events if e.kind == "claim")
    assert claim.data["skipped"] == [1] and claim.data["from"] == 0 and claim.data["call"] == "Pon!"
    rs = get_ruleset(GAME)
    assert "Pon!" in rs.describe_action(Action.parse("2 claim 5D 5H 5S"))
    assert "Chî!" in rs.describe_action(Action.parse("1 take_discard 4D 5D 6D"))
    assert "Chî" in rs.describe_action(Action.parse("1 take_discard 4D 5D 6D"))
    assert st.current == 2 and st.phase == "play"
    assert same(st.melds[0].cards, "5D 5H 5S") and st.melds[0].owner == 2
    assert sorted(st.hands[2]) == sorted(cards("7C TD JH KS AH"))
    play(st, "2 discard KS")
    assert st.current == 0                      # play continues from the caller


def test_S_4_pass_gives_the_turn_back():
    st = _s4_pons_window()
    play(st, "1 pass", "2 pass")
    assert st.window is None
    assert legal(st, 1) == {"1 draw_stock"}
    assert st.legal_actions(2) == []
    play(st, "1 draw_stock")
    assert st.hands[1][-1] == cards("4H")[0]


def test_S_4_chi_only_in_turn():
    # seat 0 discards QH; seat 2 (not next) could make the run JH QH KH but may not call Chî
    st = deal(3, ["2C 3D 4S 6H 9H JC KD", "2H 3S 5C 8D TS QC AD", "5S 4C 7C TD JH KH AS"],
              stock="8S 9S 6C QH 4H 4D", discard="QS", dealer=2)
    play(st, "0 draw_stock", "0 discard 8S", "1 draw_stock", "1 discard 9S",
         "2 draw_stock", "2 discard 6C", "0 draw_stock", "0 discard QH")
    assert legal(st, 2) == {"2 pass"}
    assert legal(st, 1) == {"1 pass"}
    refused(st, "2 claim JH KH QH")
    # in turn the same run is a Chî
    st2 = deal(3, ["2C 3D 4S 6H 9H JC KD", "5S 4C 7C TD JH KH AS", "2H 3S 5C 8D TS QC AD"],
               stock="8S 9S 6C QH 4H 4D", discard="QS", dealer=2)
    play(st2, "0 draw_stock", "0 discard 8S", "1 draw_stock", "1 discard 9S",
         "2 draw_stock", "2 discard 6C", "0 draw_stock", "0 discard QH")
    assert legal(st2, 1) == norm("1 take_discard JH KH QH", "1 pass")


# Four players with the joker, dealer 3: seat 0 starts.  After one round seat 0 discards 5D:
# seat 1 (in turn) could Chî it with 4D 6D, seat 2 Pons with 5S 5H, seat 3 Pons with 5C and the joker.
RACE_HANDS = ["2C 4S 8H 9D JC QS KD", "3C 4D 6D TH JD QC AS", "5S 5H 8C 9S TC KH 2H",
              "5C JK 3H 9C QH KC AC"]
RACE_STOCK = "3S 6C 8S 9H 5D 2S 2D"


def _race():
    st = deal(4, RACE_HANDS, stock=RACE_STOCK, discard="4H", dealer=3, joker=True)
    play(st, "0 draw_stock", "0 discard 3S", "1 draw_stock", "1 discard 6C",
         "2 draw_stock", "2 discard 8S", "3 draw_stock", "3 discard 9H",
         "0 draw_stock", "0 discard 5D")
    assert st.window is not None and st.window.order == [1, 2, 3]
    assert legal(st, 1) == norm("1 take_discard 4D 5D 6D", "1 pass")
    assert legal(st, 2) == norm("2 claim 5D 5H 5S", "2 pass")
    assert legal(st, 3) == norm("3 claim 5C 5D JK", "3 pass")
    return st


def test_S_4_pons_race_earlier_in_turn_order_wins_though_later_called_first():
    st = _race()
    events = play(st, "3 claim 5C 5D JK")
    assert [e.kind for e in events] == ["claim_called"]
    assert st.current == 1 and st.window is not None      # seat 2, earlier in turn, may still call
    assert st.legal_actions(3) == []                      # one call each
    events = play(st, "2 claim 5D 5H 5S")
    assert [e.kind for e in events] == ["claim_called"]   # seat 1, in turn, decides first
    events = play(st, "1 pass")
    claim = next(e for e in events if e.kind == "claim")
    assert claim.seat == 2 and claim.data["skipped"] == [1]
    assert st.current == 2 and st.window is None
    assert same(st.melds[0].cards, "5D 5H 5S")
    assert cards("5C")[0] in st.hands[3] and cards("JK")[0] in st.hands[3]
    play(st, "2 discard KH")
    assert st.current == 3


def test_S_4_seat_in_turn_has_first_priority():
    st = _race()
    play(st, "3 claim 5C 5D JK", "2 claim 5D 5H 5S")
    events = play(st, "1 take_discard 4D 5D 6D")
    assert any(e.kind == "take_discard" and e.seat == 1 for e in events)
    assert st.current == 1 and same(st.melds[0].cards, "4D 5D 6D")


def test_S_4_later_caller_wins_when_earlier_seats_pass():
    st = _race()
    play(st, "3 claim 5C 5D JK", "1 pass")
    assert st.current == 1 and st.window is not None
    events = play(st, "2 pass")
    claim = next(e for e in events if e.kind == "claim")
    assert claim.seat == 3 and claim.data["skipped"] == [1, 2]
    assert st.current == 3 and same(st.melds[0].cards, "5C 5D JK")


# ---------------------------------------------------------------- S-5 laying off

def test_S_5_lay_off_only_after_a_first_meld():
    st = deal(2, ["8H 7C 2C 4D TS JS KH", "5H 6H 7H 2S 9C JD KS"], stock="QD 3C 4S", discard="AD")
    play(st, "1 draw_stock", "1 meld 5H 6H 7H", "1 discard QD", "0 draw_stock")
    assert not any(" add " in a for a in legal(st, 0))
    assert "melding" in refused(st, "0 add 8H @0")
    play(st, "0 meld 7C")
    assert "0 add 8H @0" in legal(st, 0)
    play(st, "0 add 8H @0")  # on another player's meld
    assert same(st.melds[0].cards, "5H 6H 7H 8H")
    assert st.melds[0].owner == 1


# ---------------------------------------------------------------- S-6 going out

def test_S_6_out_by_discarding_the_last_card():
    st = deal(2, ["3C 4D 9S TD JS KH AC", "4H 5H 6H 7H 8S 8D 8C"], stock="7S 2D", discard="QD")
    play(st, "1 draw_stock", "1 meld 4H 5H 6H 7H", "1 meld 8C 8D 8S")
    assert st.hands[1] == cards("7S")
    assert legal(st, 1) == {"1 discard 7S"}      # melding the last seven would leave no discard
    refused(st, "1 meld 7S")
    events = play(st, "1 discard 7S")
    assert events[-1].kind == "hand_end"
    assert st.result.winners == (1,) and st.result.reason == "out"
    assert st.over and all(st.legal_actions(s) == [] for s in range(2))
    assert refused(st, "0 draw_stock") == "the hand is over"


def test_S_6_no_discard_option_melds_the_last_card():
    st = deal(2, ["3C 4D 9S TD JS KH AC", "4H 5H 6H 7H 8S 8D 8C"], stock="7S 2D", discard="QD",
              no_discard_out=True)
    play(st, "1 draw_stock", "1 meld 4H 5H 6H 7H", "1 meld 8C 8D 8S")
    assert legal(st, 1) == {"1 meld 7S", "1 discard 7S"}
    events = play(st, "1 meld 7S")
    assert events[-1].kind == "hand_end"
    assert st.result.winners == (1,) and st.hands[1] == []
    assert st.discard == cards("QD")


def _s6_layoff(**options):
    st = deal(2, ["3C 4D 9S TD JS KH AC", "4H 5H 6H 8S 8D 8C 7H"], stock="QS 2C 8H 3D", discard="5C", **options)
    play(st, "1 draw_stock", "1 meld 4H 5H 6H", "1 meld 8C 8D 8S", "1 discard QS",
         "0 draw_stock", "0 discard 2C", "1 draw_stock", "1 add 7H @0")
    return st


def test_S_6_last_card_cannot_be_laid_off_without_the_option():
    st = _s6_layoff()
    assert st.hands[1] == cards("8H")
    assert legal(st, 1) == {"1 discard 8H"}
    refused(st, "1 add 8H @0")
    play(st, "1 discard 8H")
    assert st.result.winners == (1,) and not st.result.perfect


def test_S_6_option_lets_the_last_card_be_laid_off():
    st = _s6_layoff(no_discard_out=True)
    assert legal(st, 1) == {"1 add 8H @0", "1 add 8H @1", "1 discard 8H"}   # a run or four eights
    events = play(st, "1 add 8H @0")
    assert events[-1].kind == "hand_end"
    assert st.result.winners == (1,) and same(st.melds[0].cards, "4H 5H 6H 7H 8H")


# ---------------------------------------------------------------- S-7 scoring
