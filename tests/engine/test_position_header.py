"""Issue 23: the position's header is declared once (``position_text.HEADER``): the writer writes
those words in that order and the reader takes those and no other."""
from __future__ import annotations

import pytest

from game.engine import from_position, new_hand, to_position
from game.engine.position_text import HEADER, HEADER_WORDS


def test_the_header_writes_the_declared_words_in_their_order_and_reads_them_back():
    state = new_hand("hoola", players=3, dealer=2, seed=5)
    head = to_position(state).split(" | ")[0].split()
    assert head[:2] == ["hoola", "3"]
    assert [w.partition("=")[0] for w in head[2:]] == [k for k, __ in HEADER]
    again = from_position(to_position(state))
    for key, get in HEADER:
        assert get(again) == get(state), key


def test_a_word_the_header_does_not_declare_is_refused():
    text = to_position(new_hand("hoola", players=2, dealer=0, seed=1))
    assert "round" not in HEADER_WORDS
    head, rest = text.split(" | ", 1)
    with pytest.raises(ValueError, match="unknown word 'round=1'"):
        from_position(f"{head} round=1 | {rest}")
