"""Issue 14: the rules engine's words (game names, presets, option groups, names, values and help,
statistics rows, end-of-hand columns and reasons, a game's own buttons) are translated where the
screens show them, so the Korean catalogue must have every one of every registered game."""
from __future__ import annotations

import re

import pytest

from game.engine import games, get_ruleset
from game.ui import i18n
from game.ui.i18n import catalogue
from game.ui.words import level_name, option_label, option_value, ruleset_words


def shipped_games() -> list[str]:
    """The games the program ships (tests register toy games of their own beside them)."""
    return [g for g in games() if type(get_ruleset(g)).__module__.startswith("game.games.")]


def test_the_shipped_games_are_all_checked():
    assert {"hoola", "seven-bridge", "kalookie", "house-rummy"} <= set(shipped_games())


@pytest.mark.parametrize("game", shipped_games())
def test_every_word_of_a_ruleset_has_korean(game):
    ko = catalogue("ko")
    words = ruleset_words(get_ruleset(game))
    assert len(words) > 5
    missing = sorted(w for w in words if not ko.get(w))
    assert not missing, f"{game}: {len(missing)} words lack Korean: {missing[:10]}"


def test_option_words_are_shown_in_the_chosen_language():
    from game.ui.game_menu import menu_for
    menu = menu_for("hoola")
    assert option_label(menu, "claims") == "Discards out of turn"
    assert option_value(menu, "claims", "battle") == "first slap wins"
    assert option_value(menu, "knocks", True) == "on"
    i18n.set_language("ko")
    try:
        assert option_label(menu, "claims") == "차례가 아닐 때 가져오기"
        assert option_value(menu, "knocks", True) == "켬"
        assert level_name("medium", capital=True) == "보통"
    finally:
        i18n.set_language("en")
    assert level_name("medium", capital=True) == "Medium"


def test_the_keys_at_the_table_have_korean():
    """The key help (the table's H, the rules screen) is translated where it is shown."""
    from game.ui.table.draw import HELP
    ko = catalogue("ko")
    texts = [t for k, text in HELP for t in (k, text) if any(w.isalpha() and len(w) > 3 for w in t.split())]
    assert len(texts) > 10
    assert not [t for t in texts if not ko.get(t)]


def test_the_engine_sentences_the_table_translates_have_korean():
    from game.ui.engine_text import TEMPLATES, engine_text
    ko = catalogue("ko")
    assert not [t for t in TEMPLATES if not ko.get(t)]
    i18n.set_language("ko")
    try:
        assert engine_text("9♦ 9♥ K♣ is not a meld") == ko["{cards} is not a meld"].format(cards="9♦ 9♥ K♣")
        assert engine_text("Draw a card first") == ko["draw a card first"]
        assert engine_text("Your initial meld counts 31: it needs 40 or more") == \
            ko["your initial meld counts {total}: it needs {points} or more"].format(total=31, points=40)
        assert engine_text("a sentence the table does not know") == "a sentence the table does not know"
    finally:
        i18n.set_language("en")
    assert engine_text("draw a card first") == "draw a card first"


def test_a_games_own_events_are_told_with_the_players_named():
    from game.ui.engine_text import engine_text
    names = {0: "나", 2: "민지"}
    i18n.set_language("ko")
    try:
        assert engine_text("seat 2 demands the 7♠ from seat 0 and gets it", names.get) == "민지: 나에게 7♠ 요구, 받음"
        assert engine_text("15 points to meld") == "등록하려면 15점"
    finally:
        i18n.set_language("en")
    assert engine_text("seat 2 rearranges the table", names.get) == "seat 2 rearranges the table"


def test_the_end_screens_sums_are_translated_piece_by_piece():
    from game.ui.engine_text import engine_text
    i18n.set_language("ko")
    try:
        assert engine_text("Alice (rank 4) owes 3 × 2 (nothing melded) = 6") == "Alice (4위): 3 × 2 (무등록) = 6 빚짐"
        assert engine_text("나 scores 3 cards × 5 + 1 book of three × 10 = 25 − 5 left in hand = 20") == \
            "나 점수: 3장 × 5 + 석 장짜리 북 1개 × 10 = 25 − 손에 남은 5 = 20"
        assert engine_text("Alice and 나 share 3 + 6 = 9, so 9 / 2 = 4.5 each") == \
            "Alice, 나: 3 + 6 = 9 나눔, 9 / 2 = 각 4.5"
    finally:
        i18n.set_language("en")


def test_every_games_rules_have_a_korean_text_line_for_line():
    """The rules screen's texts: each English text has a Korean one, a heading or paragraph a line."""
    from game.ui.game_menu import menu_for
    from game.ui.rules_text import GENERIC, rules_text, translated
    texts = [(menu_for(g).rules_file, menu_for(g).rules_text) for g in shipped_games()]
    assert len({name for name, __ in texts}) == len(texts) and "generic" not in dict(texts)
    for name, english in [*texts, ("generic", GENERIC)]:
        korean = translated("ko", name)
        assert korean, name
        assert len(korean.split("\n")) == len(english.split("\n")), name
    i18n.set_language("ko")
    try:
        assert rules_text("hoola").startswith("배틀 훌라")
    finally:
        i18n.set_language("en")
    assert rules_text("hoola").startswith("Battle Hoola")


def test_the_coachs_hints_are_said_in_korean():
    """Issue 14: a hint's reason (ai.coach, written in English) is said in Korean at the table: every
    shared move's explanation in random Hoola and Seven Bridge positions matches a catalogue sentence."""
    import random

    from ai.coach import explain
    from game.engine import new_hand
    from game.ui import i18n
    from game.ui.engine_text import engine_text
    from game.ui.persons import readable
    shared = {"discard", "take_discard", "claim", "draw_stock", "meld", "add", "knock", "pass"}
    seen: set[str] = set()
    i18n.set_language("ko")
    try:
        for game in ("hoola", "seven-bridge"):
            for seed in range(12):
                rng = random.Random(seed)
                state = new_hand(game, players=4, seed=seed)
                while not state.over:
                    seat = next(s for s in range(4) if state.legal_actions(s))
                    legal = state.legal_actions(seat)
                    view = state.view(seat)
                    for a in legal:
                        if a.kind in shared:
                            said = engine_text(readable(explain(view, a, random.Random(1)).reason))
                            assert re.search("[가-힣]", said), (a, said)
                            seen.add(a.kind)
                    state.apply(rng.choice(legal))
    finally:
        i18n.set_language("en")
    assert {"discard", "draw_stock", "meld"} <= seen


def test_a_bad_deal_code_and_a_bad_table_are_said_in_korean():
    """Issue 14: what a player can type wrong (a deal code) or choose wrong (the number of players) is
    refused in their language."""
    from game.engine import get_ruleset
    from game.engine.dealcode import decode
    from game.ui.engine_text import engine_text
    said = []
    for text in ("", "HELLO", "HOOLA-YMMH-0-3F9A2C71-Q"):
        with pytest.raises(ValueError) as e:
            decode(text)
        said.append(str(e.value))
    with pytest.raises(ValueError) as e:
        get_ruleset("kalookie").check_players(9, get_ruleset("kalookie").Options())
    said.append(str(e.value))
    i18n.set_language("ko")
    try:
        for text in said:
            assert re.search("[가-힣]", engine_text(text)), text
        assert "칼루키" in engine_text(said[-1])
    finally:
        i18n.set_language("en")


def test_a_damaged_file_is_told_in_korean(tmp_path):
    """Issue 14: the main menu's notice about a file set aside is said in the player's language."""
    from game.storage import atomic
    from game.ui.engine_text import engine_text
    path = tmp_path / "stats.json"
    path.write_text('{"hands": tr', encoding="utf-8")
    _data, message = atomic.load_json(path, what="statistics", fallback="they start again from zero")
    assert message and "could not be read" in message
    i18n.set_language("ko")
    try:
        said = engine_text(message)
        assert said.startswith("통계 파일을 읽을 수 없어") and "끊긴" in said and "stats.json.bad" in said, said
    finally:
        i18n.set_language("en")


def test_a_level_has_one_form_on_every_screen(app):
    """Issue 26, item 13: "medium" on the setup screen but "Medium" in the statistics; now "Medium" on
    both (the setup row's value, read from the screen, and the statistics column's heading)."""
    from game.ui.setup_scene import SetupScene
    from game.ui.words import level_parts
    setup = SetupScene(app)
    app.push(setup)
    app.step()
    row = next(r for r in setup.list.rows if r.name == "level0")
    assert row.fmt(row.value) == "Medium" == level_parts("medium with hints")[0]
    assert level_name("hard") == "Hard" and level_name("medium with undo") == "Medium, with take-backs"


def test_a_times_sign_is_said_with_the_times_sign():
    """Issue 26, item 13: "×5", not "x5", in every word of the rules the screens show and the catalogue."""
    import re
    times = re.compile(r"(?<![0-9A-Za-z])x\d")
    shown = [w for g in shipped_games() for w in ruleset_words(get_ruleset(g))] + list(catalogue("ko"))
    assert any("×" in w for w in shown)
    assert not [w for w in shown if times.search(w)]
