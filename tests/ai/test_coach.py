"""Hints: the Expert's move, always legal, explained with numbers taken from the position."""
from __future__ import annotations

import random

import pytest

from ai.coach import could_use, explain, hint
from game.controller import hand_points
from game.engine import Action, new_hand, parse_cards


def panel_after(state, action):
    """What the side panel shows for the seat's hand once ``action`` is played on the real state."""
    after = state.copy()
    after.apply(action)
    return hand_points(after, action.seat)["hand"]


def after_draw():
    state = new_hand("hoola", players=3, dealer=0, hands=["7S 8S 5H 5D KC QD 2C", "2S 3S 4H 6H 9C TC JC",
                                                          "3C 4C 5C 6C 8H 9S TS"], stock="AD 2D 3D 4D 6D 7D 8D",
                     discard="KS")
    state.apply(Action("draw_stock", 0))
    return state


def test_a_hint_is_a_legal_move_with_real_numbers():
    state = after_draw()
    view, legal = state.view(0), state.legal_actions(0)
    h = hint(view, legal, seed=1, rounds=6)
    assert h.action in legal and h.reason
    assert h.numbers["points_now"] == hand_points(state, 0)["hand"]
    if "points_left" in h.numbers:
        assert h.numbers["points_left"] == panel_after(state, h.action)
        assert f"leaves {h.numbers['points_left']} points" in h.reason
    assert hint(view, legal, seed=1, rounds=6) == h          # the same position, the same hint


def test_a_discard_hint_counts_points_and_who_could_use_it():
    state = after_draw()
    view = state.view(0)
    a = Action("discard", 0, tuple(parse_cards("KC")))
    h = explain(view, a, random.Random(3))
    assert h.numbers["points_left"] == panel_after(state, a) == hand_points(state, 0)["hand"] - 13
    assert h.reason.startswith("Discard K♣: leaves ")
    assert 0 <= h.numbers["could_use"] <= 2


def test_who_could_use_a_card_follows_the_unseen_cards():
    """A mean over sampled deals of how many of the two other seats could meld the card."""
    state = after_draw()
    view = state.view(0)
    n = could_use(view, parse_cards("5H")[0], random.Random(1), samples=12)
    assert 0.0 <= n <= 2.0


def test_a_take_hint_names_the_meld():
    state = new_hand("hoola", players=2, dealer=1, hands=["2S 3S 9H 9D KC QD JH", "4S 8C TD 6H 2D 3C AC"],
                     stock="AD 5D 7D", discard="4D")
    state.apply("1 draw_stock")
    state.apply("1 discard 4S")
    legal = state.legal_actions(0)
    take = next(a for a in legal if a.kind == "take_discard" and len(a.cards) == 3)
    h = explain(state.view(0), take, random.Random(1))
    assert h.reason.startswith("Take the 4♠: makes 2♠ 3♠ 4♠ and leaves ")
    assert h.numbers["points_left"] == panel_after(state, take)


def test_no_hint_without_a_move():
    state = after_draw()
    with pytest.raises(ValueError):
        hint(state.view(1), [])


@pytest.mark.parametrize("game", ["hoola", "kalookie"])
def test_a_hint_thinks_no_longer_than_the_games_expert(game, monkeypatch):
    """A hint is the Expert's move: its search plays at most the rounds the game's Expert plays (a Kalookie
    hint played 24 rounds against the Expert's 8, 2.1 s of thought a hint), and at most 24."""
    import ai.coach as coach
    from ai.strategies import expert_rounds_for
    asked = []
    real = coach.ExpertBot
    monkeypatch.setattr(coach, "ExpertBot", lambda seed, rounds: (asked.append(rounds), real(seed, rounds=rounds))[1])
    state = new_hand(game, players=2, seed=5)
    seat = state.current
    coach.start_hint(state.view(seat), state.legal_actions(seat), seed=1)
    own = expert_rounds_for(game)
    assert asked == [min(coach.HINT_ROUNDS, own or coach.HINT_ROUNDS)]
    if game == "kalookie":
        assert asked == [own] and own < coach.HINT_ROUNDS


def test_r8_r7_house_rummys_hints_say_which_cards_a_table_move_lays_and_how_a_joker_is_replaced():
    """The newcomer play-test: "Hint: You rearrange the table" said nothing of which cards, four times."""
    from game.engine import from_position
    text = ('house-rummy 2 dealer=1 current=0 phase=play | hands 7H 9S 2H / 4S | stock 3H 2C 6C 8C | '
            'discard - | table #0 1 run 5H 6H JK 8H | more {"extra": {"melded": [1], "stock_open": true}}')
    st = from_position(text)
    swap = next(a for a in st.legal_actions(0) if a.kind == "swap")
    said = explain(st.view(0), swap, random.Random(1))
    assert said.reason == ("Replace a joker with the 7♥: drag it onto the joker's play, and the joker comes to "
                           "your hand")
    table = Action.parse("0 table 5H 6H 7H 8H 9S JK plays=0:1:4:run,+:0:2:run")
    said = explain(st.view(0), table, random.Random(1))
    assert said.reason.startswith("Rearrange the table to lay 7♥ 9♠ from your hand")
    # which table card goes where (the play-test of session 12: the hint did not name the table's cards)
    assert said.reason == ("Rearrange the table to lay 7♥ 9♠ from your hand: move Joker on the table so the "
                           "plays read 5♥ 6♥ 7♥ 8♥ · 9♠ Joker, then lay these")
    assert said.numbers["moved"] == ["JK"]



def _in_korean(text: str, names=None) -> str:
    """An engine text (a hint's reason) as the Korean interface says it, the interface back in English after."""
    from game.ui.engine_text import engine_text
    from game.ui.i18n import set_language
    set_language("ko")
    try:
        return engine_text(text) if names is None else engine_text(text, names)
    finally:
        set_language("en")


def _hr(hands: str, discard: str, *, stock: str = "3H 2C 6C 8C TD", opened: bool = True):
    from game.engine import from_position
    return from_position(f'house-rummy 2 dealer=0 current=1 phase=start | hands {hands} | stock {stock} | '
                         f'discard {discard} | table - | more {{"extra": {{"stock_open": {str(opened).lower()}}}}}')


def test_r3_r4_house_rummys_draw_hints_give_the_reason():
    """The newcomer play-test: House Rummy's draw hint said "you hold 41 points", a reason from the games
    that charge the cards in hand. A take names the play its hot card makes (R-3, R-4); the stock says
    why no take."""
    st = _hr("KS KD / 9S 9D 2H 7C KC", "9H QS")
    take = next(a for a in st.legal_actions(1) if a.kind == "take_pile")
    said = explain(st.view(1), take, random.Random(1))
    head, _, tail = said.reason.partition(": it makes ")
    assert head == "Take the 9♥ and the card above it" and tail.endswith("; play it this turn, it is hot")
    assert sorted(tail.split(";")[0].split()) == sorted(["9♠", "9♦", "9♥"])
    # how many come with it (the Epic play-through's hint would have taken ten cards without saying so)
    deep = _hr("KS KD / 9S 9D 2H 7C KC", "9H QS 4D")
    take = next(a for a in deep.legal_actions(1) if a.kind == "take_pile" and str(a.cards[0]) == "9H")
    assert explain(deep.view(1), take, random.Random(1)).reason.startswith("Take the 9♥ and the 2 cards above it: ")
    assert not any(a.kind == "take_discard" for a in st.legal_actions(1))     # the Q♠ alone makes nothing
    stock = next(a for a in st.legal_actions(1) if a.kind == "draw_stock")
    assert explain(st.view(1), stock, random.Random(1)).reason == (
        "Draw from the stock: what the discard pile would give you is worth less than the cards it would "
        "leave in your hand")
    st = _hr("KS KD / 5S 2H 7C KC JD", "9H QS")                  # no discard makes a play
    assert not any(a.kind in ("take_pile", "take_discard") for a in st.legal_actions(1))
    stock = next(a for a in st.legal_actions(1) if a.kind == "draw_stock")
    assert explain(st.view(1), stock, random.Random(1)).reason == (
        "Draw from the stock: no discard makes a play you could lay this turn")


def test_r2_house_rummys_turned_up_card_hints():
    """R-2: before the stock opens the first player takes the turned-up card or leaves it; the hint
    says whether it makes a play."""
    st = _hr("KS KD / 9S 9D 2H 7C KC", "-", stock="9H 3H 2C 6C 8C", opened=False)
    legal = {a.kind: a for a in st.legal_actions(1)}
    said = explain(st.view(1), legal["draw_stock"], random.Random(1))
    assert said.reason.startswith("Take the turned-up 9♥: it makes ") and "9♠" in said.reason
    st = _hr("KS KD / 5S 2H 7C KC JD", "-", stock="9H 3H 2C 6C 8C", opened=False)
    legal = {a.kind: a for a in st.legal_actions(1)}
    said = explain(st.view(1), legal["decline"], random.Random(1))
    assert said.reason == "Leave the turned-up 9♥: it makes no play with your cards"


def test_house_rummys_draw_hints_are_said_in_korean():
    """Every new draw hint is one of the screen's templates; the longer take sentence is matched whole
    ("{card}" must not take in "9♥ and the cards above it")."""
    from game.ui import i18n
    from game.ui.engine_text import engine_text
    positions = [_hr("KS KD / 9S 9D 2H 7C KC", "9H QS"), _hr("KS KD / 9S 9D 2H 7C KC", "QS 9H"),
                 _hr("KS KD / 5S 2H 7C KC JD", "9H QS"),
                 _hr("KS KD / 9S 9D 2H 7C KC", "-", stock="9H 3H 2C 6C 8C", opened=False),
                 _hr("KS KD / 5S 2H 7C KC JD", "-", stock="9H 3H 2C 6C 8C", opened=False)]
    said_en = [explain(st.view(1), a, random.Random(1)).reason for st in positions for a in st.legal_actions(1)]
    i18n.set_language("ko")
    try:
        said = [engine_text(s) for s in said_en]
    finally:
        i18n.set_language("en")
    assert len(said) == 9           # a take and the stock twice, the stock alone, take or leave twice
    assert all(any("\uac00" <= ch <= "\ud7a3" for ch in s) and not any(w in s for w in ("Take", "Draw", "cards", "Leave"))
               for s in said), said


def test_r7_a_house_rummy_hint_that_moves_nothing_on_the_table_says_where_the_cards_go():
    """The newcomer's play-through of 27 Nov: "Rearrange the table to lay A♠ 10♠ Joker Q♠ from your hand:
    move the cards on the table by dragging them" when no table card moved: A♠ joined a partner's book
    and 10♠ Joker Q♠ made a new run. The hint now names the plays and asks for no move."""
    from game.engine import from_position
    text = ('house-rummy 2 dealer=1 current=0 phase=play | hands TS QS JK AS 2H / 4S 5S | stock 3H 2C 6C 8C | '
            'discard - | table #0 1 book AH AD AC | more {"extra": {"melded": [1], "stock_open": true}}')
    st = from_position(text)
    table = Action.parse("0 table AH AD AC AS TS JK QS plays=0:1:4:book,+:0:3:run")
    said = explain(st.view(0), table, random.Random(1))
    # (seat 0 has not melded: the run it melds comes first, the A♠ it may then add after; 27 Nov re-check)
    assert said.reason == "Lay 10♠ Joker Q♠ A♠ from your hand so the plays read 10♠ Joker Q♠ · A♥ A♦ A♣ A♠"
    assert "move" not in said.reason and "Rearrange" not in said.reason
    # a run reads in its order, the joker in its place (the hint said "A♣ 2♣ 3♣ 5♣ Joker")
    text = ('house-rummy 2 dealer=1 current=0 phase=play | hands 5C JK 8C / 4S 5S | stock 3H 6C 8H | '
            'discard - | table #0 0 run AC 2C 3C | more {"extra": {"melded": [0, 1], "stock_open": true}}')
    st2 = from_position(text)
    run = Action.parse("0 table AC 2C 3C 5C JK plays=0:0:5:run")
    ran = explain(st2.view(0), run, random.Random(1))
    assert ran.reason == "Lay 5♣ Joker from your hand so the plays read A♣ 2♣ 3♣ Joker 5♣", ran.reason
    ko = _in_korean(said.reason)
    assert ko != said.reason and "10♠ 조커 Q♠ A♠" in ko


def test_r10_the_epic_hint_to_come_back_in_advises_rather_than_reports():
    """R-10 (Epic): after going out, the hint read "You draw three to come back in", a report of the
    move (the shared fallback), where every other hint says what to do (27 Nov re-check)."""
    from game.engine import from_position
    text = ('house-rummy 2 dealer=1 current=0 phase=start | hands - / 4S 5S 9D | stock 3H 7C 6C 8C | '
            'discard - | table #0 0 run AC 2C 3C | options {"variant": "epic"} | '
            'more {"extra": {"melded": [0, 1], "stock_open": true}}')
    said = explain(from_position(text).view(0), Action.parse("0 reenter"), random.Random(1))
    assert said.reason == "Draw three from the stock to come back in and play on", said.reason
    ko = _in_korean(said.reason)
    assert ko == "더미에서 세 장 뽑아 돌아와서 계속하세요"


def test_r7_before_melding_a_house_rummy_hint_lays_the_new_play_before_the_adds_it_allows():
    """R-7: "Lay J♦ 4♦ 9♠ 9♥ Joker from your hand so the plays read J♠ J♥ J♣ J♦ · A♦ 2♦ Joker 4♦ · 9♠ 9♥
    Joker": the newcomer, not yet melded, dragged the J♦ first and the table said "You may add J♦ to
    melds only after melding from your own hand" (27 Nov re-check). The meld now comes first."""
    from game.engine import from_position
    text = ('house-rummy 2 dealer=1 current=0 phase=play | hands JD 4D 9S 9H JK 7D / 4S 5S | '
            'stock 3H 2C 6C 8C | discard - | table #0 1 book JS JH JC; #1 1 run AD 2D 3D | '
            'more {"extra": {"melded": [1], "stock_open": true}}')
    st = from_position(text)
    table = Action.parse("0 table JS JH JC JD AD 2D 3D 4D 9S 9H JK plays=0:1:4:book,1:1:4:run,+:0:3:book")
    said = explain(st.view(0), table, random.Random(1))
    assert said.reason == ("Lay 9♠ 9♥ Joker J♦ 4♦ from your hand so the plays read 9♠ 9♥ Joker · "
                           "J♠ J♥ J♣ J♦ · A♦ 2♦ 3♦ 4♦"), said.reason


def test_r7_a_house_rummy_hint_that_starts_a_play_in_another_space_says_where_and_how():
    """The re-check (R1): the hint's new play 7♥ Joker 7♦ lay in Minji's space, and a drag laid it in the
    player's own, where both cards counted as stolen. The hint says whose space and how to start it."""
    from game.engine import from_position
    text = ('house-rummy 3 dealer=2 current=0 phase=play | hands JK 2H 5C / 4S 5S / 3C 4C | stock 3H 6C 8C | '
            'discard - | table #0 1 run 7H 8H 9H TH; #1 2 run 7D 8D 9D TD | '
            'more {"extra": {"melded": [0, 1, 2], "stock_open": true}}')
    st = from_position(text)
    table = Action.parse("0 table 8H 9H TH 8D 9D TD 7H JK 7D plays=0:1:3:run,1:2:3:run,+:1:3:book")
    said = explain(st.view(0), table, random.Random(1)).reason
    assert said.endswith("; start 7♥ Joker 7♦ in seat 1's space: drop its first card on the name over that "
                         "space"), said
    ko = _in_korean(said, lambda s: ["나", "민지", "켄지"][s])
    assert "민지의 자리에서 시작" in ko and "start" not in ko, ko


def test_a_hint_says_1_point_not_1_points_and_says_it_in_korean():
    """The Seven Bridge play-through: "Add J♥ to a meld on the table: leaves 1 points in your hand"."""
    from game.ui.engine_text import engine_text
    from game.ui.i18n import set_language
    from ai.coach import _points
    assert _points(1) == "1 point" and _points(0) == "0 points" and _points(7) == "7 points"
    said = "Add J♥ to a meld on the table: leaves 1 point in your hand"
    set_language("ko")
    try:
        ko = engine_text(said)
        plural = engine_text("Add J♥ to a meld on the table: leaves 2 points in your hand")
    finally:
        set_language("en")
    assert ko != said and "1" in ko and ko == plural.replace("2", "1"), (ko, plural)


@pytest.mark.parametrize("users,words", [(0.0, "nobody is likely to use it"), (0.09, "nobody is likely to use it"),
                                         (0.3, "someone might use it"), (0.5, "1 player could use it"),
                                         (0.6, "1 player could use it"),
                                         (1.6, "2 players could use it")])
def test_a_discards_risk_is_said_as_a_chance_not_rounded_away(users, words, monkeypatch):
    """A Battle Hoola play-through was told "nobody is likely to use it" of a 4♠ that a seat holding four cards
    slapped to go out: a chance of one in three was rounded to nobody."""
    import ai.coach as coach
    monkeypatch.setattr(coach, "could_use", lambda *a, **k: users)
    state = after_draw()
    h = explain(state.view(0), Action("discard", 0, tuple(parse_cards("KC"))), random.Random(3))
    assert words in h.reason and h.numbers["could_use"] == users


def test_a_meld_hint_names_the_other_melds_the_hand_lays_and_the_points_once_all_are_laid():
    """The Korean Battle Hoola play-through (L3a): with 7♥ 7♦ 7♠ in hand the hint said "Lay 7♥ as a meld of
    its own: leaves 62 points", the first step of laying them all, read as advice to keep two sevens (14
    points each, each doubling the payment, H-PAY-5). The hint names the rest of the turn's lay and its count."""
    state = new_hand("hoola", players=2, dealer=0, hands=["7H 7D 7S 8C 4D 6S TC", "2S 3S 4H 6H 9C TH JC"],
                     stock="QD AD 2D 3D 5D 6D 8D", discard="KS")
    state.apply(Action("draw_stock", 0))
    h = explain(state.view(0), Action("meld", 0, tuple(parse_cards("6S 7S"))), random.Random(1))
    assert h.reason == "Lay 6♠ 7♠: with the other melds in your hand (7♥, 7♦) it leaves 34 points"
    after = state.copy()
    for cards in ("6S 7S", "7H", "7D"):
        after.apply(Action("meld", 0, tuple(parse_cards(cards))))
    assert hand_points(after, 0)["hand"] == h.numbers["points_all_laid"] == 34      # 4 + 8 + 12 + 10
    assert h.numbers["points_left"] == panel_after(state, Action("meld", 0, tuple(parse_cards("6S 7S")))) == 62
    lone = explain(state.view(0), Action("meld", 0, tuple(parse_cards("7D 7H 7S"))), random.Random(1))
    # no meld left to lay; the set named as it lies on the table, by suit (the hint names melds as laid)
    assert lone.reason == "Lay 7♠ 7♥ 7♦: leaves 40 points in your hand"


def test_a_kalookie_hint_that_holds_ready_melds_says_why():
    """Two play-throughs of 27 Nov read "Discard 7♥" with 9♠ 9♣ 9♦ in hand and an opponent at three cards
    as a set forgotten. The Expert holds melds until it calls up in the British and Swedish games (laying
    them near the end was measured worse: -0.081 +- 0.040 stakes a hand over 500 deals); the hint says so.
    The American games pay the cards left, and their hint does not."""
    from game.engine import from_position
    text = ("kalookie 2 dealer=1 current=0 phase=play | hands 9S 9C 9D 2H 5C KD / TD JC QS 8H 3S 4H AD | "
            "stock 7H 5H 2S 6C 7D | discard QD | table #0 0 run JH QH KH AH | {options}more "
            '{{"extra": {{"opened": [0, 1], "played": true}}}}')
    st = from_position(text.format(options=""))
    discard = Action("discard", 0, tuple(parse_cards("KD")))
    h = explain(st.view(0), discard, random.Random(1))
    assert h.reason == ("Discard K♦: leaves 34 points in your hand; hold 9♠ 9♦ 9♣ to lay when you call up: "
                        "laid now, they are a place for the others to build on")
    assert h.numbers["points_left"] == panel_after(st, discard) == 34
    american = from_position(text.format(options='options {"version": "north_american"} | '))
    assert "hold" not in explain(american.view(0), discard, random.Random(1)).reason


@pytest.mark.parametrize("likely,words", [
    (4.0, "Draw from the stock rather than knock: you hold 10 points, and one of the others likely holds only 4"),
    (25.0, "Draw from the stock rather than knock: you hold 10 points, and playing on is likely to win more")])
def test_a_draw_hinted_when_a_knock_is_open_says_why_not_knock(likely, words, monkeypatch):
    """The Korean play-through of session 16 (H-END-2): "Draw from the stock: you hold 10 points" with a knock
    open, and no word on why not knock."""
    import game.games.hoola.bot as hoola_bot
    monkeypatch.setattr(hoola_bot, "others_points", lambda view, rng: likely)
    state = new_hand("hoola", players=3, dealer=0, hands=["AS AH AD 2S 2H AC 2C", "3S 4S 5H 6H 8C 9C TC",
                                                          "3C 4C 5C 6C 8H 9S TS"], stock="KD QD JD 4D 6D 8D 9D",
                     discard="KS")
    assert Action("knock", 0) in state.legal_actions(0)
    h = explain(state.view(0), Action("draw_stock", 0), random.Random(1))
    assert h.reason == words and h.numbers["points_now"] == hand_points(state, 0)["hand"] == 10


@pytest.mark.parametrize("users,words", [(0.05, "your opponent is not likely to use it"),
                                         (0.3, "your opponent might use it"), (0.8, "your opponent could use it")])
def test_against_one_opponent_a_discards_risk_names_the_opponent(users, words, monkeypatch):
    """A Korean play-through of two players read "누군가" (someone) where there was one opponent."""
    import ai.coach as coach
    monkeypatch.setattr(coach, "could_use", lambda *a, **k: users)
    state = new_hand("hoola", players=2, dealer=0, hands=["7S 8S 5H 5D KC QD 2C", "2S 3S 4H 6H 9C TC JC"],
                     stock="AD 2D 3D 4D 6D 7D 8D", discard="KS")
    state.apply(Action("draw_stock", 0))
    h = explain(state.view(0), Action("discard", 0, tuple(parse_cards("KC"))), random.Random(3))
    assert words in h.reason and "someone" not in h.reason and "player" not in h.reason


def test_an_add_hint_says_onto_whose_meld():
    """A Korean play-through of session 16: "Add 9♦ to a meld on the table" whether the meld was the player's
    or Minji's, where the log names the owner. The screen names seat 1 (Minji) as it names seats elsewhere."""
    import json

    from game.engine import from_position
    st = from_position("hoola 3 dealer=0 current=0 phase=play | hands 6H 9H KC 2D / 2S 3S 4C / 5C 8D TD | stock AD 3D"
                       " | discard QS | table #0 0 run 3H 4H 5H; #1 1 set 9S 9D 9C | more "
                       + json.dumps({"melded_from_hand": [True, True, False], "laid_any": [True, True, False]}))
    said = {str(a): explain(st.view(0), a, random.Random(1)).reason
            for a in st.legal_actions(0) if a.kind == "add"}
    assert said == {"0 add 6H @0": "Add 6♥ to your meld: leaves 24 points in your hand",
                    "0 add 9H @1": "Add 9♥ to seat 1's meld: leaves 21 points in your hand"}
    ko = _in_korean(said["0 add 9H @1"], lambda s: ["나", "민지", "켄지"][s])
    assert ko == "민지의 등록패에 9♥ 붙이기: 손에 21점이 남습니다"


def test_a_meld_hint_names_a_run_in_the_order_it_lies_on_the_table():
    """s17-korean: the hint read "조커 9♦ 10♦ Q♦ 등록" (hand order); a run is named as it is laid, its joker
    in the gap it fills."""
    from ai.coach import _as_laid
    from game.engine import new_hand, parse_cards
    view = new_hand("kalookie", players=2, seed=1, options={"version": "british"}).view(0)
    assert " ".join(str(c) for c in _as_laid(parse_cards("JK 9D TD QD"), view)) == "9D TD JK QD"


def test_r7_a_house_rummy_rearrangement_names_only_the_cards_that_move():
    """s17-korean: "move 10♥ 10♦ 10♣ Joker Q♠ on the table … start Joker Q♠ Q♣ in seat 2's space" when Joker Q♠
    stay in Kenji's space and Q♣ joins them. The plan numbers its plays its own way; each is known as the play
    of its space it keeps most cards of, and only the tens move (to Kenji's space, so 10♠ is no steal, R-7)."""
    from game.engine import from_position
    text = ('house-rummy 4 dealer=3 current=0 phase=play | hands QC 8C 3S / 4S 5S 6D / 7H 8H 2D / 9C 9D KD | '
            'stock 3H 2C 6C 5C | discard - | table #0 0 book TH TD TC; #1 2 run TS JK QS | '
            'options {"variant": "classic"} | more {"extra": {"melded": [0, 2], "stock_open": true}}')
    st = from_position(text)
    plan = Action.parse("0 table TH TD TC TS JK QS QC plays=1:2:4:book,+:2:3:book")
    said = explain(st.view(0), plan, random.Random(1))
    assert said.numbers["moved"] == ["TH", "TD", "TC", "TS"], said.reason
    assert said.reason == ("Rearrange the table to lay Q♣ from your hand: move 10♥ 10♦ 10♣ 10♠ on the table so the "
                           "plays read 10♥ 10♦ 10♣ 10♠ · Joker Q♠ Q♣, then lay these; start 10♥ 10♦ 10♣ 10♠ in "
                           "seat 2's space: drop its first card on the name over that space")


def test_r7_a_rearrangement_of_many_moves_is_hinted_a_step_at_a_time():
    """s17-korean L2b: a hint moved eight table cards in one line, which nobody can follow by hand. With moves
    to more than one play, the hint gives the first (onto a play, named as it lies) and ? gives the next: the
    table follows the same plan while it is half rearranged, and its words shrink to the whole sentence."""
    from game.engine import Card, from_position
    text = ('house-rummy 4 dealer=3 current=0 phase=play | hands 9C JC QH / 4S 5S 6D / 2H 3H 2D / 3C 4D KD | '
            'stock 6H 2C 6C 5C | discard - | table #0 0 book TD TS TC TH; #1 0 run 7D 8D 9D; #2 0 run 7S 8S 9S; '
            '#3 2 run 7H 8H 9H | options {"variant": "classic"} | more {"extra": {"melded": [0, 2], "stock_open": true}}')
    st = from_position(text)
    plan = Action.parse("0 table 7D 8D 9D TD 7S 8S 9S TS 7H 8H 9H TH 9C TC JC "
                        "plays=1:0:4:run,2:0:4:run,3:2:4:run,+:0:3:run")
    assert st.check(plan) is None
    said = explain(st.view(0), plan, random.Random(1))
    assert said.reason == ("Rearrange the table to lay 9♣ J♣ from your hand, a step at a time: move 10♦ onto "
                           "7♦ 8♦ 9♦; press ? again for the next step")
    assert said.numbers["steps"] == 3
    ko = _in_korean(said.reason)
    assert ko.startswith("테이블을 한 단계씩 다시 짜서 손의 9♣ J♣을(를) 내세요: 10♦을(를) 7♦ 8♦ 9♦ 위로")
    st.apply(Action("move", 0, (Card.parse("TD"),), 1))          # the step, as the player drags it
    assert st.check(plan) is None                                  # the plan still stands from here
    said = explain(st.view(0), plan, random.Random(1))
    assert said.reason == ("Rearrange the table to lay 9♣ J♣ from your hand: move 10♠ 10♥ on the table so the plays "
                           "read 7♠ 8♠ 9♠ 10♠ · 7♥ 8♥ 9♥ 10♥ · 9♣ 10♣ J♣, then lay these")


def test_r7_a_plan_left_with_one_new_play_from_the_hand_says_it_as_a_lay():
    """s18-evening: the rest of a hinted rearrangement read "Lay Q♠ Q♦ Q♣ from your hand so the plays read
    Q♠ Q♦ Q♣" once the moves were made: the play named twice. Nothing on the table moves and the one play is
    all from the hand: it is said as any lay is, with the points it leaves."""
    from game.engine import from_position
    text = ('house-rummy 4 dealer=3 current=0 phase=play | hands QS QD QC KC / 4S 5S 6D / 2H 3H 2D / 3C 4D KD | '
            'stock 6H 2C 6C 5C | discard - | table #0 0 run 9H TH JH | options {"variant": "epic"} | '
            'more {"extra": {"melded": [0], "stock_open": true}}')
    st = from_position(text)
    plan = Action.parse("0 table 9H TH JH QS QD QC plays=0:0:3:run,+:0:3:book")
    assert st.check(plan) is None
    said = explain(st.view(0), plan, random.Random(1))
    assert said.reason.startswith("Lay Q♠ Q♦ Q♣: leaves "), said.reason
    assert "plays read" not in said.reason


def test_r3_ending_the_turn_on_a_warm_card_says_why_there_is_no_discard():
    """s18-evening: with only the warm card of a take left (the top of the pile taken with a deeper card), the
    hint read "You end the turn", a report of the move; it says the warm card is kept this turn."""
    from game.engine import from_position
    text = ('house-rummy 4 dealer=3 current=0 | hands QD KD / 4S 5S 6D / 2H 3H 2D / 3C 4D KH | '
            'stock 6H 2C 6C 5H | discard AD 5C | table #0 1 run 7S 8S 9S | options {"variant": "classic"} | '
            'more {"has_turned": [true, true, true, true], "extra": {"melded": [0, 1], "stock_open": true}}')
    st = from_position(text)
    st.apply(Action.parse("0 take_pile AD"))
    st.apply(Action.parse("0 meld QD KD AD"))
    assert [a.kind for a in st.legal_actions(0)] == ["end_turn"]
    said = explain(st.view(0), Action.parse("0 end_turn"), random.Random(1))
    assert said.reason == "End the turn without a discard: you keep the warm 5♣ this turn"
    ko = _in_korean(said.reason)
    assert ko == "버리지 않고 차례 끝내기: 따뜻한 5♣은(는) 이번 차례에 손에 둡니다"


def test_r7_a_step_that_moves_jokers_names_the_plays_they_come_from():
    """s18-evening: "first move Joker Joker onto J♠ Q♠ K♠" with two jokers on the table (in K♦ Joker 2♦ and in
    A♣ Joker 3♣) did not say which: the step names the plays its jokers come from, as they lie."""
    from game.engine import from_position
    text = ('house-rummy 4 dealer=3 current=0 phase=play | hands AD 2C 8S 5H 5D QC / 4H 5C 6D / 2H 3H 9D / 3D 4D KH | '
            'stock 6H 6C 7C 7H | discard - | table #0 0 run KD JK 2D; #1 3 run AC JK.1 3C; #2 2 run JS QS KS; '
            '#3 0 run 2S 3S 4S 5S | options {"variant": "classic"} | '
            'more {"extra": {"melded": [0, 1, 2, 3], "stock_open": true}}')
    st = from_position(text)
    plan = Action.parse("0 table KD AD 2D AC 2C 3C 8S JK JK.1 JS QS KS 2S 3S 4S 5S 5H 5D "
                        "plays=0:0:3:run,1:3:3:run,2:2:6:run,3:0:3:run,+:0:3:book")
    assert st.check(plan) is None
    said = explain(st.view(0), plan, random.Random(1))
    assert "move Joker Joker from K♦ Joker 2♦ · A♣ Joker 3♣ onto J♠ Q♠ K♠;" in said.reason, said.reason
    ko = _in_korean(said.reason)
    assert "내세요: K♦ 조커 2♦ · A♣ 조커 3♣의 조커 조커을(를) J♠ Q♠ K♠ 위로 옮기세요" in ko, ko


def test_r7_moves_into_new_plays_in_others_spaces_are_hinted_a_step_at_a_time_too():
    """s18-korean L3: a plan of moves into two new plays in others' spaces came as one line of three (those moves
    were not counted as steps). Each is a step, started on the space's name, then the next."""
    from game.engine import Card, from_position
    text = ('house-rummy 4 dealer=3 current=0 phase=play | hands 9H QC / 4C 5D 6D / 2H 3D 2D / 3C 4D KD | '
            'stock 6C 2C TC 5C | discard - | table #0 0 run 3H 4H 5H 6H 7H 8H; #1 0 run 3S 4S 5S 6S 7S 8S | '
            'options {"variant": "classic"} | more {"extra": {"melded": [0], "stock_open": true}}')
    st = from_position(text)
    plan = Action.parse("0 table 3H 4H 5H 3S 4S 5S 6H 7H 8H 9H 6S 7S 8S plays=0:0:3:run,1:0:3:run,+:1:4:run,+:3:3:run")
    assert st.check(plan) is None
    said = explain(st.view(0), plan, random.Random(1))
    assert said.reason == ("Rearrange the table to lay 9♥ from your hand, a step at a time: move 6♥ 7♥ 8♥ to a "
                           "new play in seat 1's space: drop the 6♥ on the name over that space, then the rest onto "
                           "it; press ? again for the next step")
    ko = _in_korean(said.reason, lambda s: ["나", "Minji", "Kenji", "Alice"][s])
    assert "내세요: 6♥ 7♥ 8♥을(를) Minji의 자리에 새 플레이로 옮기세요" in ko, ko
    c = Card.parse
    st.apply(Action("move", 0, (c("6H"),), data=(("space", "1"),)))            # dropped on Minji's name
    new = next(m.id for m in st.melds if m.cards == [c("6H")])
    st.apply(Action("move", 0, (c("7H"), c("8H")), new))
    assert st.check(plan) is None
    said = explain(st.view(0), plan, random.Random(1))
    # the one step left is said whole, as any plan of one step
    assert said.reason.startswith("Rearrange the table to lay 9♥ from your hand: move 6♠ 7♠ 8♠ on the table"), said.reason
    assert said.reason.endswith("start 6♠ 7♠ 8♠ in seat 3's space: drop its first card on the name over that space")


def test_r7_a_plan_names_only_the_plays_it_changes_whatever_order_it_lists_their_cards_in():
    """s18-evening L4: "so the plays read A♣ 2♣ 3♣ · …" after 2♣ had been put in place: the plan listed the run's
    cards in another order than the table lays them, and the run read as changed."""
    from game.engine import from_position
    text = ('house-rummy 4 dealer=3 current=0 phase=play | hands TC TH QH / 4C 5D 6D / 2H 3D 2D / 3S 4D KD | '
            'stock 6C 2S 9C 5C | discard - | table #0 0 run AC 2C 3C; #1 0 run 7D 8D 9D TD | '
            'options {"variant": "classic"} | more {"extra": {"melded": [0], "stock_open": true}}')
    st = from_position(text)
    plan = Action.parse("0 table 3C 2C AC 7D 8D 9D TD TC TH plays=0:0:3:run,1:0:3:run,+:0:3:book")
    assert st.check(plan) is None
    said = explain(st.view(0), plan, random.Random(1)).reason
    assert said == ("Rearrange the table to lay 10♣ 10♥ from your hand: move 10♦ on the table so the plays read "
                    "7♦ 8♦ 9♦ · 10♦ 10♣ 10♥, then lay these")


def test_r7_a_rearrangement_in_one_line_that_moves_a_joker_names_the_play_it_comes_from():
    """s18-recheck (House Rummy Epic): "move Joker on the table so the plays read …" with a joker in Alice's run
    and another in Minji's 9♦ 10♦ Joker did not say which to move (the steps have said it since s18-evening)."""
    from game.engine import from_position
    text = ('house-rummy 4 dealer=3 current=0 phase=play | hands JD 7H 9H KC / 4C 5D 6D / 2H 8S 2D / 3C 4D KD | '
            'stock 6C 2C TC 5C | discard - | table #0 3 run 3H JK 5H; #1 1 run 9D TD JK.1 | '
            'options {"variant": "classic"} | more {"extra": {"melded": [0, 1, 3], "stock_open": true}}')
    st = from_position(text)
    plan = Action.parse("0 table 3H JK 5H 9D TD JD 7H JK.1 9H plays=0:3:3:run,1:1:3:run,+:0:3:run")
    assert st.check(plan) is None, st.check(plan)
    said = explain(st.view(0), plan, random.Random(1))
    assert "move Joker from 9♦ 10♦ Joker on the table so the plays read" in said.reason, said.reason
    ko = _in_korean(said.reason)
    assert "테이블의 9♦ 10♦ 조커에서 조커을(를) 옮겨" in ko, ko
