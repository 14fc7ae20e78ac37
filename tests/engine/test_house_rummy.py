"""House Rummy, Classic and Epic: rules R-1 to R-10 from stated positions, with the seed's notes 4-20
as scenarios (seed 001); R-11, R-12 and the judge in ``test_house_rummy_scoring.py``."""
from __future__ import annotations

import json

import pytest

from game.engine import Action, IllegalAction, from_position, new_hand, new_match
from game.engine.cards import parse_cards
from game.games.house_rummy.rules import table_action
from game.games.house_rummy.rules.judge import judge


def pos(hands: str, stock: str | None = None, discard: str = "", table: str = "", *, players: int = 2,
        dealer: int = 0, current: int = 1, phase: str = "start", variant: str = "classic", hand: int = 1,
        extra: dict | None = None):
    """A stated House Rummy position; by default the stock is open and nobody has melded."""
    if stock is None:                      # five cards named nowhere else
        named = set((hands + " " + discard + " " + table).replace("/", " ").split())
        stock = " ".join([c for c in "TD JD QD KD AD 2H 3H TH JH QH".split() if c not in named][:5])
    x = {"stock_open": True}
    x.update(extra or {})
    more = {"extra": x, "context": {"hand_number": hand, "out": [], "stake_factor": 1, "ledger": {},
                                    "pool": 0, "data": {}}}
    text = (f"house-rummy {players} dealer={dealer} current={current} phase={phase} | hands {hands} | "
            f"stock {stock} | discard {discard or '-'} | table {table or '-'} | "
            f"options {json.dumps({'variant': variant})} | more {json.dumps(more)}")
    return from_position(text)


def act(state, text: str):
    return state.apply(Action.parse(text))


def refused(state, text: str) -> str:
    reason = state.check(Action.parse(text))
    assert reason is not None, f"{text} should be refused"
    with pytest.raises(IllegalAction):
        state.apply(Action.parse(text))
    return reason


def cards(text: str):
    return tuple(parse_cards(text))


# --- the deck, the deal, sides and six hands ---------------------------------------------------

@pytest.mark.parametrize("players,size", [(2, 10), (3, 8), (4, 7)])
def test_r1_deal_sizes_and_deck(players, size):
    """R-1: 52 cards and two jokers; 10, 8 or 7 cards; the dealer's left plays first."""
    st = new_hand("house-rummy", players=players, seed=3, dealer=1)
    assert all(len(h) == size for h in st.hands)
    assert len(st.all_cards()) == 54 and sum(c.is_joker for c in st.all_cards()) == 2
    assert st.current == 2 % players and not st.discard


def test_r1_partners_and_six_hands():
    """R-1: four players are two sides seated alternately; a game is six hands; the deal passes left."""
    m = new_match("house-rummy", players=4, seed=5)
    assert m.sides == ((0, 2), (1, 3)) and m.max_hands == 6
    assert new_match("house-rummy", players=3, seed=5).sides == ((0,), (1,), (2,))
    dealers, costs = [], []
    while True:
        st = m.hand
        dealers.append(st.dealer)
        costs.append(st.ruleset.cost(st))
        _play_out(st)
        m.record_result()
        if m.over:
            break
        m.next_hand()
    assert dealers == [0, 1, 2, 3, 0, 1]
    assert costs == [10, 10, 15, 15, 20, 20]           # R-5 over the game


def _play_out(st, pick=lambda acts: acts[0]):
    n = 0
    while not st.over:
        s = st.acting_seats[0]
        st.apply(pick(st.legal_actions(s)))
        n += 1
        assert n < 3000


# --- opening the stock ---------------------------------------------------------------------------

def test_r2_opening_the_stock_passes_round_to_the_dealer():
    """R-2: from the dealer's left each may take the turned-up card or leave it; the dealer must take it,
    and it is warm."""
    st = new_hand("house-rummy", players=3, seed=11, dealer=0)
    up = st.stock[0]
    assert st.view(2).fact("up") == str(up)
    assert [str(a) for a in st.legal_actions(1)] == ["1 decline", "1 draw_stock"]
    act(st, "1 decline")
    act(st, "2 decline")
    assert st.current == 0
    assert "must take" in refused(st, "0 decline")
    act(st, "0 draw_stock")
    assert up in st.hands[0] and st.turn.taken[up] == "warm"
    assert "cannot be discarded" in refused(st, f"0 discard {up}")
    assert st.view(1).fact("up") is None


def test_r2_r12_only_the_turned_up_card_is_warm():
    """R-12: ordinary stock draws are cold (they may be discarded at once)."""
    st = pos("5H 6H / 4H 4S", stock="2S 3S")
    act(st, "1 draw_stock")
    assert st.turn.taken == {}
    act(st, "1 discard 2S")
    assert st.current == 0


# --- hot, warm and cold; drawing ------------------------------------------------------------

def test_r3_r4_classic_pile_take_hot_warm_cold():
    """R-4 (Classic): a discard and every one above it; the bottom one hot, the top warm, the rest cold;
    R-3: the hot card must be played, the warm one may not be discarded."""
    st = pos("5H 6H / 4H 4S 4D 9C AC", discard="QD 4C KS JH")
    act(st, "1 take_pile 4C")
    t = {str(c): r for c, r in st.turn.taken.items()}
    assert t == {"4C": "hot", "KS": "cold", "JH": "warm"}
    assert [str(c) for c in st.discard] == ["QD"]
    assert "play it this turn" in refused(st, "1 discard AC")
    act(st, "1 meld 4H 4S 4D 4C")
    assert "cannot be discarded" in refused(st, "1 discard JH")
    act(st, "1 discard KS")                      # cold: discarded the same turn
    assert st.current == 0


def test_r4_epic_pile_take_others_warm():
    """R-4 (Epic): every card above the bottom one is warm."""
    st = pos("5H 6H / 4H 4S 4D 9C AC", discard="QD 4C KS JH", variant="epic")
    act(st, "1 take_pile 4C")
    assert {str(c): r for c, r in st.turn.taken.items()} == {"4C": "hot", "KS": "warm", "JH": "warm"}


def test_r4_top_discard_alone_is_hot():
    """R-4: taking only the top discard: it is the bottom card drawn, so hot."""
    st = pos("5H 6H / 4H 4S 9C AC", discard="QD 4D")
    act(st, "1 take_discard 4D")
    assert st.turn.taken == {cards("4D")[0]: "hot"}


def test_r3_hot_take_refused_when_it_cannot_be_played():
    """R-3: a hot card must be played this turn, so a take that leaves it no play is refused."""
    st = pos("5H 6H / 4H 4S 9C AC", discard="2D")
    assert "play it this turn" in refused(st, "1 take_discard 2D")


def test_r4_demand_given_is_hot_and_refused_in_classic():
    """R-4: only in Epic a player demands a named card from a named player; given, it is hot."""
    assert "Epic" in refused(pos("KS 6H / 4H KC KD"), "1 demand KS from=0")
    st = pos("KS 6H / 4H KC KD", variant="epic")
    act(st, "1 demand KS from=0")
    ks = cards("KS")[0]
    assert ks in st.hands[1] and ks not in st.hands[0] and st.turn.taken[ks] == "hot"


def test_r4_demand_not_given_loses_the_turn():
    """R-4: if the other player lacks the card, the rest of the turn is lost (no draw, no discard)."""
    st = pos("5H 6H / 4H KC KD", variant="epic")
    before = [list(h) for h in st.hands]
    events = act(st, "1 demand KS from=0")
    assert st.current == 0 and st.phase == "start" and st.hands == before
    assert any(e.kind == "demand" and e.data["given"] is False for e in events)


def test_r4_note4_no_drawing_twice():
    """Note 4: a player draws once per turn."""
    st = pos("5H 6H / 4H 4S 4D 9C", discard="QD")
    act(st, "1 draw_stock")
    assert "already drew" in refused(st, "1 draw_stock")


# --- the melding cost ----------------------------------------------------------------------------------

@pytest.mark.parametrize("hand,cost", [(1, 10), (2, 10), (3, 15), (4, 15), (5, 20), (6, 20)])
def test_r5_cost_by_hand(hand, cost):
    """R-5: 10, 10, 15, 15, 20, 20 points across the six hands."""
    st = pos("5H 6H / 4H 4S", hand=hand)
    assert st.ruleset.cost(st) == cost and st.view(1).fact("cost") == cost


def test_r5_note5_two_books_meet_twenty():
    """Note 5: two books of three are worth 20, enough to meld in the fifth hand; one is not (R-12:
    the cost is met within one turn)."""
    st = pos("5H 6H / 4H 4S 4D QC QH QS AC", hand=5)
    act(st, "1 draw_stock")
    act(st, "1 meld 4H 4S 4D")
    reason = refused(st, "1 discard AC")
    assert "count 10" in reason and "20" in reason
    act(st, "1 meld QC QH QS")
    act(st, "1 discard AC")
    assert 1 in st.extra["melded"]


def test_r5_before_melding_no_touching_the_table():
    """R-5: before melding a player may only replace jokers: adding to or moving table plays is refused."""
    st = pos("5H 6H / 8D 9C AC", table="#0 0 run 5D 6D 7D")
    act(st, "1 draw_stock")
    assert "after melding" in refused(st, "1 add 8D @0")
    assert "only replace a joker" in refused(st, "1 move 7D space=1")


def test_r5_note9_meld_and_steal_in_one_turn():
    """Note 9: it is possible to meld, play, steal and go out all in the same turn."""
    st = pos("4H 4S 4D KC AC / 2D 7S", current=0, table="#0 1 run 9C TC JC QC", extra={"melded": [1]},
             stock="2C 3D")
    act(st, "0 draw_stock")                   # 2C
    act(st, "0 meld 4H 4S 4D")                # 10: melded
    act(st, "0 move QC space=0")
    play = next(m for m in st.melds if cards("QC")[0] in m.cards)
    act(st, f"0 add KC AC 2C @{play.id}")
    act(st, "0 end_turn")                     # no card left: out
    assert st.extra["first_out"] == 0


def test_r5_note10_melding_cards_do_not_pay_for_a_steal():
    """Note 10: the cards played to meld cannot also pay for stealing: a turn whose only new plays hold
    stolen cards has not melded."""
    st = pos("KC AC 9S 2S / 2D 7S", current=0, table="#0 1 run 9C TC JC QC", extra={"melded": [1]})
    act(st, "0 draw_stock")
    steal = table_action(0, [(0, 1, cards("9C TC JC"), None), (None, 0, cards("QC KC AC"), None)])
    assert "until you meld" in st.check(steal)


# --- plays ------------------------------------------------------------------------------------------------

def test_r6_runs_count_around_the_corner():
    """R-6: runs are circular: K A 2 is a run."""
    st = pos("KC AC 2C 9H / 4H 4S")
    st.current = 0
    act(st, "0 draw_stock")
    act(st, "0 meld KC AC 2C")
    assert st.melds[0].kind == "run" and [str(c) for c in st.melds[0].cards] == ["KC", "AC", "2C"]


def test_r6_note19_no_book_of_five_with_a_joker():
    """Note 19: a book never has more than four cards, jokers included; a book's suits differ."""
    st = pos("8S 8H 8D 8C JK KH 9H / 4H 4S", current=0)
    act(st, "0 draw_stock")
    assert "not a meld" in refused(st, "0 meld 8S 8H 8D 8C JK")
    act(st, "0 meld 8S 8H 8D 8C")
    act(st, "0 add JK @0")
    assert "not whole" in refused(st, "0 discard KH")


def test_r6_jokers_change_value_within_the_turn():
    """R-6: a joker takes any value that makes its play whole and may change during the turn."""
    st = pos("9H KH / 4H 4S", current=0, table="#0 0 run 7H 8H JK jokers=JK:9H", extra={"melded": [0]})
    joker = cards("JK")[0]
    assert st.melds[0].jokers[joker] == "9H"
    act(st, "0 draw_stock")
    act(st, "0 add 9H @0")
    assert st.melds[0].kind == "run" and st.melds[0].jokers[joker] in ("TH", "6H")
    act(st, "0 discard KH")


# --- rearranging and stealing ------------------------------------------------------------------------------

def test_r7_steal_paid_by_a_hand_card_in_the_receiving_play():
    """R-7, notes 12-13: a card moved out of another player's space is paid by a hand card in the play that
    receives it; a card added to the play it left does not pay."""
    st = pos("KC AC 8C 6C / 4H 4S", current=0, table="#0 1 run 9C TC JC QC", extra={"melded": [0, 1]})
    act(st, "0 draw_stock")
    paid = table_action(0, [(0, 1, cards("9C TC JC"), None), (None, 0, cards("QC KC AC"), None)])
    assert st.check(paid) is None
    unpaid = table_action(0, [(0, 1, cards("8C 9C TC JC"), None), (None, 0, cards("QC KC"), None)])
    assert "not whole" in st.check(unpaid)
    # note 13: the 8C added where the queen came from pays nothing for the queen
    two = table_action(0, [(0, 1, cards("8C 9C TC"), None), (None, 0, cards("JC QC KC"), None)])
    reason = st.check(two)
    assert "J♣ Q♣ came from seat 1's space" in reason and "pay for each" in reason


def test_r7_r12_stolen_card_ends_in_a_play_holding_its_payment():
    """R-12: a stolen card must end the turn in a play that holds a hand card paid for it, also when the
    turn is played move by move."""
    st = pos("KC AC 6C 2H / 4H 4S", current=0, table="#0 1 run 9C TC JC QC", extra={"melded": [0, 1]})
    act(st, "0 draw_stock")
    act(st, "0 move QC space=0")
    assert "not whole" in refused(st, "0 discard 6C")
    play = next(m for m in st.melds if cards("QC")[0] in m.cards)
    act(st, f"0 add KC @{play.id}")
    act(st, f"0 add AC @{play.id}")
    assert st.check("0 discard 6C") is None
    act(st, "0 discard 6C")
    assert st.current == 1 and st.melds[1].space == 0


def test_r7_note14_partner_cards_are_stolen_too():
    """Note 14: moving a card out of a partner's space is stealing and must be paid for."""
    st = pos("KC 9S TS / 4S / AD / 9D", players=4, current=0, table="#0 2 run 8C 9C TC JC QC",
             extra={"melded": [0, 2]})
    act(st, "0 draw_stock")
    act(st, "0 move JC QC space=0")
    play = next(m for m in st.melds if cards("QC")[0] in m.cards)
    act(st, f"0 add KC @{play.id}")
    assert "seat 2's space" in refused(st, "0 discard 9S")


def test_r7_own_cards_move_freely_and_restore():
    """R-7: a melded player moves cards out of their own space without paying; the turn can be taken back
    to the table as it was."""
    st = pos("KH 9S / 4S 4H", current=0, table="#0 0 run 9C TC JC QC ; #1 1 run 6C 7C 8C",
             extra={"melded": [0, 1]})
    act(st, "0 draw_stock")
    act(st, "0 move 9C @1")                   # own card given to seat 1's run: 6C 7C 8C 9C
    assert st.check("0 discard 9S") is None
    st.restore_turn(0)
    assert [str(c) for c in st.melds[0].cards] == ["9C", "TC", "JC", "QC"] and st.phase == "play"


def test_r7_note12_steal_a_whole_play():
    """Note 12: a whole play may be stolen, with one new card from hand alongside every stolen card."""
    st = pos("9C TC JC QS / 4S", current=0, table="#0 1 run 6C 7C 8C", extra={"melded": [0, 1]})
    act(st, "0 draw_stock")
    whole = table_action(0, [(0, 0, cards("6C 7C 8C 9C TC JC"), None)])
    assert st.check(whole) is None
    act(st, str(whole))
    assert st.melds[0].space == 0 and len(st.melds[0].cards) == 6
    short = pos("9C TC QS / 4S", current=0, table="#0 1 run 6C 7C 8C", extra={"melded": [0, 1]})
    act(short, "0 draw_stock")
    assert "pay for each" in short.check(table_action(0, [(0, 0, cards("6C 7C 8C 9C TC"), None)]))


def test_r7_note11_move_cards_after_stealing():
    """Note 11: once a new play is whole, its cards may move on in the same turn."""
    st = pos("KC AC 2C 3H / 4S", current=0, table="#0 1 run 9C TC JC QC ; #1 0 set 3S 3D 3C",
             extra={"melded": [0, 1]})
    act(st, "0 draw_stock")
    act(st, "0 move QC space=0")
    play = next(m for m in st.melds if cards("QC")[0] in m.cards)
    act(st, f"0 add KC AC 2C @{play.id}")
    act(st, "0 add 3H @1")                    # own book of four
    assert st.check("0 discard " + str(st.hands[0][0])) is None


def test_r7_r12_rearranging_only_to_lower_a_score_is_refused():
    """R-7, R-12: a turn that plays no card from hand, moves cards only within another player's space and
    lowers that space's score is refused (a book of four turned into a book of three)."""
    st = pos("JH QH KH 8D / 4H", current=0, table="#0 1 set 5C 5D 5H 5S ; #1 1 run 2S 3S 4S",
             extra={"melded": [0, 1]})
    act(st, "0 draw_stock")
    lower = table_action(0, [(0, 1, cards("5C 5D 5H"), None), (1, 1, cards("2S 3S 4S 5S"), None)])
    assert "only to lower" in st.check(lower)                 # 20 + 15 before, 10 + 20 after
    with_play = table_action(0, [(0, 1, cards("5C 5D 5H"), None), (1, 1, cards("2S 3S 4S 5S"), None),
                                 (None, 0, cards("JH QH KH"), None)])
    assert st.check(with_play) is None


def test_r7_every_play_whole_at_the_end_of_the_turn():
    """R-7: by the end of the turn every play on the table must be whole; the refusal names the play."""
    st = pos("9S 2D / 4S", current=0, table="#0 0 run 9C TC JC QC", extra={"melded": [0]})
    act(st, "0 draw_stock")
    act(st, "0 move 9C TC space=0")
    reason = refused(st, "0 discard 9S")
    assert "not whole" in reason and ("9♣ 10♣" in reason or "J♣ Q♣" in reason)


# --- joker replacement before melding ------------------------------------------------------------------------

def test_r8_joker_replacement_before_melding_joker_cold_in_hand():
    """R-8, notes 7-8: before melding, a table joker is replaced by any card that keeps the play whole (in a
    book, any missing suit); the joker goes to the hand."""
    st = pos("7C 9S / 4S", current=0, table="#0 1 set 7H 7S JK jokers=JK:7", extra={"melded": [1]})
    act(st, "0 draw_stock")
    act(st, "0 swap 7C @0")
    joker = cards("JK")[0]
    assert joker in st.hands[0] and [str(c) for c in st.melds[0].cards] == ["7S", "7H", "7C"]


def test_r8_replacement_must_keep_the_play_whole():
    st = pos("7H 9S / 4S", current=0, table="#0 1 run 5H 6H JK 8H", extra={"melded": [1]})
    act(st, "0 draw_stock")
    act(st, "0 swap 7H @0")
    assert [str(c) for c in st.melds[0].cards] == ["5H", "6H", "7H", "8H"]
    assert st.check("0 discard JK") is None   # cold
    act(st, "0 discard JK")
    bad = pos("KS 9S / 4S", current=0, table="#0 1 run 5H 6H JK 8H", extra={"melded": [1]})
    act(bad, "0 draw_stock")
    assert "cannot take a joker's place" in refused(bad, "0 swap KS @0")


def test_r8_after_melding_jokers_are_only_stolen():
    """R-8: after melding, a joker can no longer be replaced."""
    st = pos("7H 9S / 4S", current=0, table="#0 1 run 5H 6H JK 8H", extra={"melded": [0, 1]})
    act(st, "0 draw_stock")
    assert "only be stolen" in refused(st, "0 swap 7H @0")


# --- discarding ---------------------------------------------------------------------------------------------

def test_r9_only_warm_cards_left_ends_without_a_discard():
    """R-9: a player must discard, unless only warm cards are left in hand."""
    st = pos("9S / 4S 4D 4H KS", current=1, discard="QD 4C JH", extra={"melded": [1]})
    act(st, "1 take_pile 4C")
    act(st, "1 meld 4S 4D 4H 4C")
    assert "discard a card" in refused(st, "1 end_turn")      # KS is cold: discard it
    act(st, "1 discard KS")
    st2 = pos("9S / 4S 4D 4H", current=1, discard="QD 4C JH", extra={"melded": [1]})
    act(st2, "1 take_pile 4C")
    act(st2, "1 meld 4S 4D 4H 4C")
    assert "cannot be discarded" in refused(st2, "1 discard JH")
    act(st2, "1 end_turn")
    assert st2.current == 0 and cards("JH")[0] in st2.hands[1]


# --- going out -----------------------------------------------------------------------------------------------

def _going_out(variant: str, hand0: str = "9S TS JS", stock: str = "2D 9C TC JC 4C 5C 6C",
               hand1: str = "4S 5H 9D 7C 2C AD QH KH AS 8S"):
    return pos(f"{hand0} / {hand1}", current=0, stock=stock, variant=variant, extra={"melded": [0]},
               table="#0 0 run 5D 6D 7D")


def _first_out(st):
    """Seat 0 draws the 2D, lays 9S TS JS and discards the 2D: its last card."""
    act(st, "0 draw_stock")
    act(st, "0 meld 9S TS JS")
    return act(st, "0 discard 2D")


def test_r10_classic_first_out_by_discard_closes_the_pile():
    """R-10 (Classic, two players): first out is out for good, so full out; discarding the last card
    closes the discard pile and the hand ends at once, with a bonus of 25."""
    st = _going_out("classic")
    act(st, "0 draw_stock")
    act(st, "0 meld 9S TS JS")
    events = act(st, "0 discard 2D")
    assert st.over and st.result.reason == "closed"
    assert st.result.details["first_out"] == 0 and st.result.details["bonus"] == 25
    assert any(e.kind == "first_out" for e in events)


def test_r10_classic_playing_the_last_card_gives_one_more_turn():
    """R-10: a player who ends the hand by playing the last card gives everyone still in one more turn."""
    st = _going_out("classic", hand0="9S TS JS QS", stock="KS 3C 4C")
    act(st, "0 draw_stock")
    act(st, "0 meld 9S TS JS QS KS")
    act(st, "0 end_turn")
    assert not st.over and st.current == 1 and st.extra["ender"] == 0
    act(st, "1 draw_stock")
    act(st, "1 discard 3C")
    assert st.over and st.result.reason == "out"


def test_r10_epic_first_out_reenters_with_three_cards():
    """R-10 (Epic): first out earns the opponents' unplayed cards and plays on: on the next turn it draws
    three from the stock; going out again is for good."""
    st = _going_out("epic")
    _first_out(st)
    assert not st.over and st.extra["first_out"] == 0
    # 4S 5H 9D 7C 2C AD QH KH AS 8S: 4 + 5 + 9 + 7 + 2 + 11 + 3 + 4 + 11 + 8 = 64
    assert st.extra["bonus"] == 64
    act(st, "1 draw_stock")
    act(st, "1 discard 9C")
    assert "three cards" in refused(st, "0 draw_stock")
    act(st, "0 reenter")
    assert [str(c) for c in st.hands[0]] == ["TC", "JC", "4C"]
    assert 0 not in st.extra.get("gone", [])


def test_r10_epic_failed_demand_on_reentry_is_out_for_good():
    """R-10: a first out who fails to come back in by demand is out for good."""
    st = _going_out("epic")
    _first_out(st)
    act(st, "1 draw_stock")
    act(st, "1 discard 9C")
    act(st, "0 demand KD from=1")
    assert 0 in st.extra["gone"] and not st.active[0]


def test_r10_note16_demand_takes_the_last_card():
    """Note 16, R-12: a demand that takes another's last card gives that player first out; the demanded
    card counts in the demander's hand for Epic's bonus."""
    st = pos("KD / 4S 5H 9D 7C 2C AD QH KH QS 8S", current=1, variant="epic", extra={"melded": [0]},
             table="#0 0 run 5D 6D 7D ; #1 0 run 9S TS JS", stock="3H 9C TC JC")
    act(st, "1 demand KD from=0")
    assert st.extra["first_out"] == 0
    # seat 1's hand with the king: 4 + 5 + 9 + 7 + 2 + 11 + 3 + 4 + 3 + 8 + 4 = 60
    assert st.extra["bonus"] == 60


def _note17():
    # Epic, two players: seat 0 went out first and came back in with one card; seat 1 takes it by demand
    return pos("KD / KS KH 8S 2C", current=1, variant="epic",
               extra={"melded": [0, 1], "first_out": 0, "bonus": 10},
               table="#0 0 run 5D 6D 7D ; #1 0 run 9S TS JS", stock="3H 9C TC JC")


def test_r10_note17_demand_causes_full_out_demander_closes():
    """Note 17: a demand that causes full out makes the demander the one who ended the hand: discarding
    closes the pile and ends it at once."""
    st = _note17()
    act(st, "1 demand KD from=0")
    assert st.extra["ender"] == 1 and 0 in st.extra["gone"]
    assert "play it this turn" in refused(st, "1 discard 8S")       # the king is hot
    act(st, "1 meld KS KH KD")
    act(st, "1 discard 8S")
    assert st.over and st.result.reason == "closed"


def test_r10_note17_demander_may_leave_the_pile_open():
    """Note 17: ... or end the turn without closing the pile, giving everyone still in one more turn."""
    st = _note17()
    act(st, "1 demand KD from=0")
    act(st, "1 meld KS KH KD")
    act(st, "1 end_turn")
    assert st.over and st.result.reason == "out"    # nobody else is still in: the hand ends


def test_r10_note15_hand_can_end_before_a_player_has_a_turn():
    """Note 15: a player who goes before you can achieve full out and close the pile."""
    st = pos("9S TS JS / 4S 5H / 3S 3D", players=3, current=0, extra={"melded": [0]},
             table="#0 0 run 5D 6D 7D", stock="2D 3C", dealer=2)
    _first_out(st)
    assert st.over and not st.has_turned[1] and not st.has_turned[2]


def test_r10_four_players_full_out_needs_both_partners():
    """R-10: at four players, full out is when the second member of a side has gone out for good; that
    player played the last card, so the others still in get one more turn."""
    st = pos("9S TS JS / 4S 5H / 8D / QC AH", players=4, current=0, extra={"melded": [0, 2]},
             table="#0 0 run 5D 6D 7D", stock="2D 3C 4D 5C 6C 7C 9C")
    _first_out(st)
    assert not st.over and 0 in st.extra["gone"] and not st.active[0] and st.current == 1
    act(st, "1 draw_stock")
    act(st, "1 discard 3C")
    act(st, "2 draw_stock")                   # 4D
    act(st, "2 add 8D @0")
    act(st, "2 add 4D @0")
    act(st, "2 end_turn")
    assert st.extra["ender"] == 2 and st.extra["last_round"] == [3, 1]
    act(st, "3 draw_stock")
    act(st, "3 discard 5C")
    assert not st.over
    act(st, "1 draw_stock")
    act(st, "1 discard 6C")
    assert st.over and st.result.reason == "out"
    assert st.result.winners == (0, 2)


# --- scoring --------------------------------------------------------------------------------------------------
