"""Engine bugs the random soak and ``hoola sim --check`` found, each pinned by a stated position."""
from __future__ import annotations

from game.engine import Action, new_hand, parse_cards

TWO_PLAIN_PERFECT_ONLY = {"two_player_plain": True, "perfect_only_out": True}


def _after_first_meld():
    """Two players, only a Perfect may go out (H-VAR-6).  Seat 0 melds 2S 3S 4S on its first turn,
    so on its second turn it may no longer go out; it then holds 5H 6H 7H 8H QC."""
    state = new_hand("hoola", players=2, dealer=0, options=TWO_PLAIN_PERFECT_ONLY,
                     hands=["2S 3S 4S 5H 6H 7H KD", "2C 4D 6D 8D TD QS KS"],
                     stock="QC JC 8H 9C 3C 5C", discard="AD")
    for text in ("0 draw_stock", "0 meld 2S 3S 4S", "0 discard KD", "1 draw_stock", "1 discard JC",
                 "0 draw_stock"):
        state.apply(Action.parse(text))
    assert sorted(state.hands[0]) == sorted(parse_cards("5H 6H 7H 8H QC"))
    return state


def test_H_VAR_6_perfect_only_out_no_meld_leaves_a_seat_unable_to_discard():
    """Found by ``hoola sim --players 2 --options two_player_plain=true --options perfect_only_out=true
    --check`` (seed 1, hand 72): a seat that may not go out melded down to one card, could then neither
    discard it (that would go out) nor do anything else, and the hand could not go on."""
    state = _after_first_meld()
    legal = state.legal_actions(0)
    assert Action.parse("0 meld 5H 6H 7H 8H") not in legal   # would leave QC alone: no way on
    assert Action.parse("0 meld 5H 6H 7H") in legal           # leaves 8H QC: discard one, keep one
    for a in legal:                                           # whatever seat 0 does, it can still move
        probe = new_hand("hoola", **{k: v for k, v in state.setup.items() if k != "game"})
        for done in state.record:
            probe.apply(done)
        probe.apply(a)
        if probe.result is None and probe.current == 0 and probe.phase == "play":
            assert probe.legal_actions(0), f"after {a} seat 0 is stuck with {probe.hands[0]}"


def test_H_VAR_6_perfect_only_out_no_take_leaves_a_seat_unable_to_discard():
    """The same dead end through taking the discard: a seat that may not go out may not take it
    into a meld that leaves it a single card."""
    state = new_hand("hoola", players=2, dealer=0, options=TWO_PLAIN_PERFECT_ONLY,
                     hands=["2S 3S 4S 5H 6H 7H KD", "2C 4D 6D 8D TD QS 8H"],
                     stock="QC JC 9C 3C 5C", discard="AD")
    for text in ("0 draw_stock", "0 meld 2S 3S 4S", "0 discard KD", "1 draw_stock", "1 discard 8H"):
        state.apply(Action.parse(text))
    assert sorted(state.hands[0]) == sorted(parse_cards("5H 6H 7H QC"))
    legal = state.legal_actions(0)
    assert Action.parse("0 take_discard 5H 6H 7H 8H") not in legal  # would leave QC alone
    assert Action.parse("0 take_discard 6H 7H 8H") in legal          # leaves 5H QC


def test_find_melds_lets_a_joker_stand_in_for_a_card_held_for_another_meld():
    """With 4S 5S 6S 5H and a joker, 4S JK 6S is a meld (the 5S can go to a set of fives)."""
    from game.engine import MeldRules, find_melds, parse_cards
    melds = {frozenset(m) for m in find_melds(parse_cards("4S 6S 5S 5H JK"), MeldRules(max_jokers=1), min_size=3)}
    assert frozenset(parse_cards("4S JK 6S")) in melds
