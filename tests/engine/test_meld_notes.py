"""A play's data, typed (issue 23): ``kind`` and ``laid_by`` are fields of a play, and a game's own
notes on it are a frozen dataclass the game declares (``Ruleset.MeldData``).  One list of a play's
fields (``MELD_FIELDS``) drives its copy, snapshot, position text, view and the guessed hand; a note
no game declares is refused.  The older contract (a ``data`` dict in, ``meld.data`` out) still works."""
from __future__ import annotations

import json
import random

import pytest

from game.engine import Action, TableMeld, from_position, get_ruleset, new_hand
from game.engine.cards import parse_cards
from game.engine.determinize import sample_state
from game.engine.meld_notes import MeldNotes, UndeclaredNote
from game.engine.state_parts import MELD_FIELDS, MELD_NAMES
from game.games.hoola.rules.data import HoolaMeld
from game.games.house_rummy.rules.data import HouseRummyMeld

GLENN = ('hoola 2 dealer=0 current=0 phase=play | hands 7S 8H 9D 5C / 2S 3S 4D | stock QH 3C | discard 6D '
         '| table #0 1 run 6C 7C | options {"glenn_melds":true} | more ')


def glenn(meld_data: dict) -> str:
    return GLENN + json.dumps({"meld_data": {"0": meld_data}})


def rummy_book():
    """House Rummy after seat 0 laid 7H JK JK.1 as a book (R-12: jokers allow a book or a run)."""
    more = {"extra": {"stock_open": True}, "context": {"hand_number": 1, "out": [], "stake_factor": 1,
                                                       "ledger": {}, "pool": 0, "data": {}}}
    st = from_position("house-rummy 2 dealer=0 current=0 phase=start | hands 7H JK JK.1 KS QD / 4S | "
                       "stock TD JD 2H KD AD | discard - | table - | options {\"variant\":\"classic\"} | more "
                       + json.dumps(more))
    st.apply(Action.parse("0 draw_stock"))
    st.apply(Action.parse("0 meld 7H JK JK.1 as=book"))
    return st


# ----------------------------------------------------------------------------- declared by the game
def test_each_game_declares_its_notes_and_shared_code_names_none():
    assert get_ruleset("hoola").MeldData is HoolaMeld and HoolaMeld.keys() == ("direction",)
    assert get_ruleset("house-rummy").MeldData is HouseRummyMeld and HouseRummyMeld.keys() == ("as",)
    assert get_ruleset("kalookie").MeldData is MeldNotes and get_ruleset("seven-bridge").MeldData is MeldNotes


def test_a_play_keeps_only_its_declared_fields():
    """Every field a copy, a snapshot, a position or a view goes by is in the one list."""
    st = rummy_book()
    m = st.melds[0]
    assert set(vars(m)) == set(MELD_NAMES)
    assert set(vars(m.copy())) == set(MELD_NAMES)
    assert len(m.snapshot()) == len(MELD_FIELDS)


# ----------------------------------------------------------------------------- round trips
def test_R12_the_stated_kind_is_a_typed_note_that_round_trips():
    """R-12: a play laid ``as=book`` keeps it through a copy, a snapshot, a position, a view and a guess."""
    st = rummy_book()
    m = st.melds[0]
    assert m.notes == HouseRummyMeld(as_kind="book") and m.kind == "set"
    assert m.data["as"] == "book" and m.data.get("as") == "book"          # the older reading
    # copy: equal, and changing the copy's note leaves the original alone
    c = st.copy()
    assert c.melds[0] == m and c.melds[0].laid_by is not m.laid_by
    c.melds[0].note(as_kind="run")
    assert m.notes.as_kind == "book" and c.snapshot() != st.snapshot()
    # position text: written by its key, read back to the same hand
    text = st.position()
    assert '"as":"book"' in text
    back = from_position(text)
    assert back.melds[0].notes == m.notes and back.snapshot()["melds"] == st.snapshot()["melds"]
    # view and determinisation
    view = st.view(1)
    assert view.melds[0].notes == (("as", "book"),)
    guess = sample_state(view, random.Random(3))
    assert guess.melds[0].notes == m.notes and guess.melds[0].laid_by == m.laid_by


def test_H_VAR_8_glenn_direction_round_trips_and_rules():
    """H-VAR-8 (Glenn's one-way runs): a 6-7 run noted ``down`` takes a 5, not an 8, after a trip
    through position text, a copy, a view and a guessed hand."""
    st = from_position(glenn({"direction": "down"}))
    m = st.melds[0]
    assert m.notes == HoolaMeld(direction="down") and m.notes.direction == "down"
    assert m.laid_by == {c: 1 for c in m.cards}                              # the owner, as unstated
    again = from_position(st.position())
    assert again.snapshot() == st.snapshot() and again.melds[0].notes.direction == "down"
    assert st.copy().melds[0].notes == m.notes
    view = st.view(0)
    assert view.melds[0].notes == (("direction", "down"),)
    assert "notes=(('direction', 'down'),)" in repr(view.melds[0])     # the view's text, as recorded hands hash it
    assert sample_state(view, random.Random(1)).melds[0].notes == m.notes
    from game.games.hoola.rules import _glenn_direction_ok
    assert _glenn_direction_ok(m, tuple(parse_cards("5C"))) and not _glenn_direction_ok(m, tuple(parse_cards("8C")))
    up = from_position(glenn({})).melds[0]
    assert up.notes == HoolaMeld() and view.melds[0].notes != up.view_values()["notes"] == ()
    assert _glenn_direction_ok(up, tuple(parse_cards("8C")))


@pytest.mark.parametrize("card, direction, then, not_then", [("6C", "down", "5C", "8C"), ("8C", "up", "9C", "6C")])
def test_H_VAR_8_glenn_notes_the_direction_when_a_lone_seven_grows(card, direction, then, not_then):
    """H-VAR-8: a lone seven joined by a 6 grows down from then on, by an 8 up (the rules set the note)."""
    st = from_position(f"hoola 2 dealer=0 current=0 phase=play | hands {card} 8H 9D 5D / 2S 3S 4D | stock QH 3C "
                       '| discard 6D | table #0 1 seven 7C | options {"glenn_melds":true} '
                       '| more {"melded":[true,true],"laid":[true,true]}')
    st.apply(Action.parse(f"0 add {card} @0"))
    m = st.melds[0]
    assert m.kind == "run" and m.notes == HoolaMeld(direction=direction) and m.data["direction"] == direction
    from game.games.hoola.rules import _glenn_direction_ok
    assert _glenn_direction_ok(m, tuple(parse_cards(then))) and not _glenn_direction_ok(m, tuple(parse_cards(not_then)))


# ----------------------------------------------------------------------------- refused
def test_a_note_the_game_does_not_declare_is_refused_in_a_position():
    with pytest.raises(ValueError, match=r"play #0: HoolaMeld: the game keeps no note on a play named 'colour'"):
        from_position(glenn({"colour": "red"}))
    kalookie = ("kalookie 2 dealer=0 current=0 phase=play | hands 4D 4S 8C / 9C 5D 9H | stock QH 3C | discard 6D "
                '| table #0 1 run 5C 6C 7C | more {"meld_data":{"0":{"direction":"down"}}}')
    with pytest.raises(ValueError, match=r"'direction' \(its notes: none\)"):
        from_position(kalookie)


def test_a_note_the_game_does_not_declare_is_refused_when_set():
    m = from_position(glenn({})).melds[0]
    with pytest.raises(UndeclaredNote, match="HoolaMeld: the game keeps no note on a play named 'as'"):
        m.data["as"] = "book"
    with pytest.raises(ValueError, match="named 'colour'"):
        m.note(colour="red")
    with pytest.raises(ValueError, match="no game keeps a note on a play named 'colour'"):
        TableMeld(0, 0, parse_cards("5C 6C 7C"), {"kind": "run", "colour": "red"})
    with pytest.raises(ValueError, match="named 'as'"):
        TableMeld(0, 0, parse_cards("5C 6C 7C"), {"as": "run"}, notes=HoolaMeld)
    assert m.notes == HoolaMeld()                        # nothing half-set


# ----------------------------------------------------------------------------- written by an older version
#: positions and a seat's plays as 3fbdb77 wrote them, when a play's data was a dict of string keys
OLDER = [
    ('house-rummy 2 dealer=0 current=0 phase=play turns=1 seed=0 | hands KS QD TD / 4S | stock JD 2H KD AD | discard - | out AS 2S 3S 5S 6S 7S 8S 9S TS JS QS AH 3H 4H 5H 6H 8H 9H TH JH QH KH 2D 3D 4D 5D 6D 7D 8D 9D AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC | table #0 0 set 7H JK JK.1 jokers=JK:7,JK.1:7 | options {"variant":"classic"} | more {"active":[true,true],"context":{"data":{},"hand_number":1,"ledger":{},"out":[],"pool":{"$f":"0"},"stake_factor":1},"discard_live":false,"extra":{"stock_open":true},"has_turned":[true,false],"laid":[true,false],"last_discarder":null,"last_draw":false,"meld_data":{"0":{"as":"book","laid_by":{"$d":[[{"$c":"JK"},0],[{"$c":"JK.1"},0],[{"$c":"7H"},0]]}}},"melded":[true,false],"next_meld_id":1,"poll":"all","reshuffles":0,"turn":{"data":{"start":[]},"drew":true,"in_order":true,"laid_before":false,"new_melds":[0],"seat":0,"taken":{},"taken_card":null,"took_from":null},"window":null}',
     "(MeldView(id=0, owner=0, cards=(Card('7H'), Card('JK'), Card('JK.1')), kind='set', laid_by=((Card('JK'), 0), (Card('JK.1'), 0), (Card('7H'), 0)), notes=(('as', 'book'),), space=0, jokers=((Card('JK'), '7'), (Card('JK.1'), '7'))),)"),
    ('hoola 2 dealer=0 current=0 phase=play turns=1 seed=0 | hands 8H 9D 5D / 2S 3S 4D | stock QH 3C | discard 6D | out AS 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H 7H 9H TH JH KH AD 2D 3D 7D 8D TD JD QD KD AC 2C 4C 5C 8C 9C TC JC QC KC | table #0 1 run 6C 7C | options {"big_luck":"any_time","big_luck_melded":false,"big_luck_multiplier":1,"blast_multiplier":1,"blast_seven_value":7,"blasts":true,"claim_to_win":false,"claims":"battle","daepang_min":83,"direction":"anticlockwise","double_after_perfect":false,"dropout_compensation":0.25,"glenn_melds":true,"group_sevens":false,"hertzog_payments":"off","joker_as_seven":false,"joker_scoring":"double","jokers":0,"knock_limit":"10","knock_needs_melds":false,"knocks":true,"multipliers_without_turn":false,"online_pay_all_double":false,"perfect_multiplier":4,"perfect_only_out":false,"picture_cards":"face","quads_zero":false,"sevens_seven":false,"sopang_max":15,"two_player_plain":false,"undercut_penalty":0} | more {"active":[true,true],"context":{"data":{},"hand_number":1,"ledger":{},"out":[],"pool":{"$f":"0"},"stake_factor":1},"discard_live":false,"extra":{},"has_turned":[false,false],"laid":[true,true],"last_discarder":null,"last_draw":false,"meld_data":{"0":{"direction":"down","laid_by":{"$d":[[{"$c":"7C"},1],[{"$c":"6C"},0]]}}},"melded":[true,true],"next_meld_id":1,"poll":"all","reshuffles":0,"turn":{"data":{},"drew":true,"in_order":true,"laid_before":true,"new_melds":[],"seat":0,"taken":{},"taken_card":null,"took_from":null},"window":null}',
     "(MeldView(id=0, owner=1, cards=(Card('6C'), Card('7C')), kind='run', laid_by=((Card('7C'), 1), (Card('6C'), 0)), notes=(('direction', 'down'),), space=1, jokers=()),)"),
]


@pytest.mark.parametrize("text, plays", OLDER)
def test_a_position_written_before_reads_back_and_writes_the_same_text_and_view(text, plays):
    """Saved positions and lessons keep loading: an older text with notes reads to typed notes, and the
    position and the seat's view of its plays (what recorded hands hash) are written exactly as then."""
    st = from_position(text)
    assert st.position() == text
    assert repr(st.view(1).melds) == plays


# ----------------------------------------------------------------------------- the older contract
def test_a_play_built_from_a_data_dict_reads_as_before():
    cards = parse_cards("7H JK JK.1")
    m = TableMeld(3, 1, cards, {"kind": "set", "laid_by": {cards[0]: 1}, "as": "book"}, 0, {cards[1]: "7"})
    assert (m.id, m.owner, m.space, m.kind, m.laid_by, m.jokers) == (3, 1, 0, "set", {cards[0]: 1}, {cards[1]: "7"})
    assert m.notes == HouseRummyMeld(as_kind="book")          # the one game declaring ``as``
    assert dict(m.data) == {"kind": "set", "laid_by": {cards[0]: 1}, "as": "book"} and m.data == dict(m.data)
    m.data["kind"] = "run"
    m.data["as"] = "run"
    assert m.kind == "run" and m.notes.as_kind == "run"
    del m.data["as"]
    assert "as" not in m.data and m.data.get("as") is None and m.notes == HouseRummyMeld()
    plain = TableMeld(0, 2, parse_cards("5C 6C 7C"))
    assert plain.space == 2 and plain.kind is None and plain.laid_by == {} and plain.data.get("kind") is None
    assert dict(plain.data) == {"laid_by": {}}


def test_a_play_built_with_the_older_constructor_and_no_notes_plays_on_a_house_rummy_table():
    """The public contract's older form, TableMeld(id, owner, cards, data) with only kind and laid_by, put
    straight on a House Rummy table (R-6, R-7): the rules read its notes as unset instead of failing."""
    from game.engine import from_position, parse_cards
    from game.engine.state_parts import TableMeld
    st = from_position('house-rummy 2 dealer=1 current=0 phase=play | hands 7H 9S 2H / 4S | stock 3H 2C 6C 8C | '
                       'discard - | table - | more {"extra": {"melded": [0, 1], "stock_open": true}}')
    st.melds.append(TableMeld(st.take_meld_id(), 1, parse_cards("4H 5H 6H"), {"kind": "run", "laid_by": {}}))
    assert any(a.kind == "add" and str(a.cards[0]) == "7H" for a in st.legal_actions(0))
    st.apply(next(a for a in st.legal_actions(0) if a.kind == "add" and str(a.cards[0]) == "7H"))
    assert [str(c) for c in st.melds[0].cards] == ["4H", "5H", "6H", "7H"]
