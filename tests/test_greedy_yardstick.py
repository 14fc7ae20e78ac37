"""The greedy yardstick of issue 24 (tests/tools/greedy.py) plays by its stated rules."""
from __future__ import annotations

from game.engine import new_hand
from game.sim import play_hand
from tests.tools.greedy import GreedyBot


def _hand(game: str, seat_cards: str, stock: str, discard: str = "2H"):
    others = ["AS 2S 3D 4S 8D 9D TD", "3H 4C 5H 8S 9C TC JD", "2C 3S 4D 5S 6D 8H JS"]
    return new_hand(game, players=4, hands=[others[0], seat_cards, others[1], others[2]],
                    stock=stock.split(), discard=discard.split(), dealer=0)


def test_S2_greedy_lays_its_biggest_meld_then_throws_its_most_expensive_loose_card():
    state = _hand("seven-bridge", "5C 6C 7C KD 2D 9H 4H", "QS AH AC AD")
    bot = GreedyBot(1)
    state.apply(bot.choose(state.view(1), state.legal_actions(1)))        # draws the QS
    lay = bot.choose(state.view(1), state.legal_actions(1))
    assert lay.kind == "meld" and sorted(map(str, lay.cards)) == ["5C", "6C", "7C"]
    state.apply(lay)
    throw = bot.choose(state.view(1), state.legal_actions(1))
    assert throw.kind == "discard" and str(throw.cards[0]) == "KD"          # K and Q count 10: the king


def test_greedy_plays_every_game_to_the_end_with_legal_moves():
    for game, options in (("hoola", None), ("seven-bridge", None), ("kalookie", None),
                          ("house-rummy", {"variant": "classic"}), ("house-rummy", {"variant": "epic"})):
        state = new_hand(game, players=4, seed=3, options=options)
        play_hand(state, [GreedyBot(s) for s in range(4)], check=True)
        assert state.result is not None
