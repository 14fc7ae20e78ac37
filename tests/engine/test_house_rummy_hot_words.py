"""R-3 with R-5: a refused take says why in the game's terms (the newcomer play-test read "take it only
when you can play it" as wrong, seeing the play the card would make)."""
from __future__ import annotations

from game.engine import Action

from test_house_rummy import pos, refused


def test_r3_r5_hot_take_refused_short_of_first_meld_says_the_cost():
    """R-3 with R-5: in the third hand the first meld must come to 15; the pile's 9H makes a book of
    three (10 points) with the hand's 9S 9D, so the take is refused, and the refusal names the cost:
    a player who sees the book otherwise reads the refusal as wrong."""
    st = pos("KS KD / 9S 9D 2C 7C 5S", discard="QD 9H 4C", hand=3)
    reason = refused(st, "1 take_pile 9H")
    assert "first meld must come to 15 points" in reason
    melded = pos("KS KD / 9S 9D 2C 7C 5S", discard="QD 9H 4C", hand=3, extra={"melded": [1]})
    assert melded.check(Action.parse("1 take_pile 9H")) is None       # once melded, the book is enough
    assert "play it this turn" in refused(st, "1 take_discard 4C")        # 4C makes no play at all
