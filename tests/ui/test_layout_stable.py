"""Issue 13, bug 4: a play that grows keeps its place on the table, and so do the others; runs show in
rank order, as the engine keeps them."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine import Action, new_hand, parse_cards
from game.ui.table.layout import TableLayout as Layout


@dataclass
class Play:
    id: int
    owner: int
    cards: tuple
    space: int | None = None


def _places(layout, melds):
    placed = layout.place_melds(melds, [0, 1, 2, 3])
    return {mid: r.topleft for mid, r in placed.melds.items()}


def test_a_growing_meld_keeps_its_place_and_moves_no_other(app):
    layout = Layout((1280, 720), 4, 0)
    melds = [Play(i, i % 4, tuple(parse_cards(t))) for i, t in
             enumerate(["5H 6H 7H", "9C 9D 9S", "2S 3S 4S", "JD QD KD", "7C 8C 9C", "TH TS TD"])]
    before = _places(layout, melds)
    melds[0] = Play(0, 0, tuple(parse_cards("5H 6H 7H 8H")))
    after = _places(layout, melds)
    assert after == before


def test_runs_are_laid_in_rank_order_by_the_engine():
    st = new_hand("hoola", players=2, dealer=0, hands=["7H 6H 8H KC 2C 3D 9S", "2S 3S 4D 5D 9C TC JD"],
                  stock="QH 3C 4C", discard="6D")
    st.apply(Action.parse("0 draw_stock"))
    st.apply(Action.parse("0 meld 7H 6H 8H"))
    assert [str(c) for c in st.melds[0].cards] == ["6H", "7H", "8H"]
