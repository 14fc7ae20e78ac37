"""The table's log in the player's words (issue 13 bugs 3 and 5)."""
from __future__ import annotations

from types import SimpleNamespace

from game.engine.cards import parse_cards
from uihelpers import table_with

SB_HANDS = ["AS 2S 3S 4H 5H 6H 9C", "TS TC 8D 9D JH QH KC", "4C 5C 6C 7D 8S 9S JD"]


def lines(scene) -> list[str]:
    return [t for t, _ in scene.log]


def test_you_deal_not_you_deals_bug3(app):
    """The table builds sentences from a subject that knows its person: 'you deal', 'Minji deals'."""
    t = table_with(app, SB_HANDS, stock="KD QD JC TD 2C 3C 4D 5D", discard="KH", game="seven-bridge")
    assert t.subject(t.human).does("deals") == "you deal"
    assert t.subject(1).does("deals") == f"{t.names[1]} deals"
    assert t.subject(t.human).does("ranks", start=True) == "You rank"


def test_seven_bridge_chi_logged_once_bug5(app):
    """A Chî is called 'Chî!', logged once, and nobody 'slaps' in Seven Bridge."""
    t = table_with(app, SB_HANDS, stock="KD QD JC TD 2C 3C 4D 5D", discard="KH", game="seven-bridge")
    t.log.clear()
    card = parse_cards("2S")[0]
    t._on_event(SimpleNamespace(kind="claim_called", seat=1, cards=(), data={}), 0.0)
    t._on_event(SimpleNamespace(kind="claim", seat=1, cards=tuple(parse_cards("AS 2S 3S")), data={"card": card}),
                0.0)
    got = lines(t)
    assert len(got) == 1, got
    assert "Chî!" in got[0] and "Pon" not in got[0] and "slap" not in got[0].lower()


def test_hoola_claim_is_still_a_slap(app):
    """Hoola keeps its battle words: a slap with its call."""
    t = table_with(app, ["AS 2S 3S 4H 5H 6H 9C", "TS TC 8D 9D JH QH KC"], stock="KD QD JC TD 2C 3C 4D 5D",
                   discard="KH")
    t.log.clear()
    card = parse_cards("TD")[0]
    t._on_event(SimpleNamespace(kind="claim", seat=1, cards=tuple(parse_cards("TS TC TD")), data={"card": card}), 0.0)
    assert "slaps the 10♦" in lines(t)[0] or "slaps the" in lines(t)[0]


def test_key_help_shows_only_the_games_own_keys():
    """Seven Bridge's key help has no knock/blast or drop-out keys; Hoola's has them (issue 10 §10)."""
    from game.engine import get_ruleset
    from game.ui.table.draw import help_rows
    sb = " ".join(t for _, t in help_rows(get_ruleset("seven-bridge")))
    hoola = " ".join(t for _, t in help_rows(get_ruleset("hoola")))
    assert "knock" not in sb and "slap" not in sb and "drop out" not in sb
    assert "knock" in hoola and "drop out" in hoola
