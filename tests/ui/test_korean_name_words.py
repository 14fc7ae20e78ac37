"""A Korean player's play-through of Battle Hoola and Seven Bridge (2026-11-27, session 16,
docs/playthroughs/2026-11-27-korean-names-and-hints.md): words that read wrong, each kept right here."""
from __future__ import annotations

import pygame
import pytest

from game.controller.session import GameConfig, Session
from game.engine import Card, Match, from_position
from game.ui import i18n
from game.ui.engine_text import engine_text
from game.ui.table.scene import TableScene
from uihelpers import key


@pytest.fixture
def korean():
    i18n.set_language("ko")
    yield
    i18n.set_language("en")


def _named_table(app, name: str) -> TableScene:
    """Battle Hoola, two players, the player (named ``name`` in Settings) has melded 7♣ 7♦ 7♠ and holds the 7♥,
    which also goes on Minji's 4♥ 5♥ 6♥: adding it asks which meld."""
    position = ("hoola 2 dealer=1 current=0 phase=play | hands 7H 2C 3D KS / 4S 6S 8C | stock 9H 4D | "
                "discard TD | table #0 0 set 7C 7D 7S; #1 1 run 4H 5H 6H")
    cfg = GameConfig(game="hoola", players=2, seed=1, max_hands=1)
    match = Match("hoola", players=2, seed=1, max_hands=1, dealer=1)
    match.hand = from_position(position)
    t = TableScene(app, Session(cfg, app.settings, storage=app.storage, match=match, human_name=name))
    app.push(t)
    app.step()
    t.hand.toggle(Card.parse("7H"))
    return t


@pytest.mark.parametrize("name", ["Tom", "민수"])
def test_the_add_dialog_calls_your_own_meld_yours_as_the_table_does(app, korean, name):
    """With a name typed in Settings, "어느 등록패에 붙일까요?" listed "Tom: 7♣ 7♦ 7♠" while the table's box
    said "내 등록패" and the log "나: 7♠ 등록": the player is 나 everywhere at the table."""
    t = _named_table(app, name)
    assert t.names[0] == name
    key(app, pygame.K_a)
    assert t.popup is not None
    labels = " / ".join(t.popup.labels)
    assert "나: 7♣ 7♦ 7♠" in labels and name not in labels, labels
    assert "Minji: 4♥ 5♥ 6♥" in labels


def test_tied_losers_take_the_lower_place_in_korean(korean):
    """The end screen's note read "Minji, Alice: 10점 동점: 동점자는 모두 높은 순위 3위": 높은 순위 is the better
    place in Korean (1위 is the highest), the opposite of what the rule does (H-PAY-2)."""
    line = engine_text("Minji and Alice tie on 10 points: tied players all take the higher rank, 3")
    assert "3위" in line and "10점" in line
    assert "높은 순위" not in line and "낮은 순위" in line, line


@pytest.mark.parametrize("english", [
    "Discard 3♥: leaves 10 points in your hand; 1 player could use it",
    "Discard 3♥: leaves 10 points in your hand; 2 players could use it",
    "Discard 3♥: leaves 10 points in your hand; 1 player could use it; keeps 4♦ 4♠ toward a meld",
    "Discard 3♥: leaves 10 points in your hand; 2 players could use it; keeps 4♦ 4♠ toward a meld",
])
def test_the_discard_hint_says_a_likely_user_as_a_guess(korean, english):
    """The hint read "3♥ 버리기: 손에 10점이 남고, 한 명이 이 카드를 쓸 수 있습니다" (a Seven Bridge hand):
    said flat, it tells the player someone can use the card they are told to throw.  It is a guess from the
    likely deals, as its neighbours say ("쓸 사람은 없을 것 같습니다", "누군가 … 쓸 수도 있습니다")."""
    line = engine_text(english)
    assert line != english and "3♥" in line
    assert "쯤" in line and "것 같습니다" in line, line
    assert "쓸 수 있습니다" not in line, line


def _sitting_out(app) -> TableScene:
    """Six players, Kenji deals: the four seats after him stay in, so the player must sit the hand out (H-VAR-1)."""
    from game.engine import new_hand
    st = new_hand("hoola", players=6, seed=5, dealer=1)
    while st.phase == "dropout":
        seat = next(s for s in range(6) if st.legal_actions(s))
        st.apply(next(a for a in st.legal_actions(seat) if a.kind == "stay_in"))
    assert st.phase == "start" and not st.active[0]
    cfg = GameConfig(game="hoola", players=6, seed=5, max_hands=1)
    match = Match("hoola", players=6, seed=5, max_hands=1, dealer=1)
    match.hand = st
    t = TableScene(app, Session(cfg, app.settings, storage=app.storage, match=match))
    app.push(t)
    app.step()
    return t


def test_the_player_sitting_a_hand_out_reads_so_and_is_offered_no_blast(app, korean, monkeypatch):
    """Dropped out of a 6-player hand, the player read '카드 없음' where their cards go, and the panel kept
    saying "빵: 손패 합계 0. 15 이하 … 이면 차례를 시작할 때 이깁니다" (a blast at 0 points, for a seat that
    has no turn this hand).  The seats' panels say 이번 판 빠짐; so does the player's own place now."""
    from game.ui import text as ui_text
    seen: list[str] = []
    real = ui_text.render
    monkeypatch.setattr(ui_text, "render", lambda t, *a, **k: (seen.append(str(t)), real(t, *a, **k))[1])
    t = _sitting_out(app)
    t.draw(pygame.Surface(app.size))
    assert "이번 판 빠짐" in seen and "카드 없음" not in seen
    assert not [s for s in seen if s.startswith("빵")], [s for s in seen if "빵" in s]


def test_the_review_says_a_knock_was_risked_against_the_lowest_hand(korean):
    """The hand review of a knock undercut by Kenji's A♠ A♦ said "10점으로 한 스톱은 위험했습니다: 다른 사람들은
    5점뿐이었을 것입니다" ("the others had only 5"): the number is the fewest points one of them likely held."""
    line = engine_text("Your knock with 10 points was a risk: the others likely held only 5")
    assert line.startswith("10점으로 한 스톱은 위험했습니다")
    assert "다른 사람 중 누군가는 5점" in line and "다른 사람들은" not in line, line


@pytest.mark.parametrize("written,drawn", [
    ("Jane이(가) 먼저", "Jane이 먼저"), ("Anne은(는)", "Anne은"), ("Kyle이(가)", "Kyle이"),
    ("Michelle(으)로", "Michelle로"), ("Jerome와(과)", "Jerome과"),
    ("Alice이(가)", "Alice가"), ("Mike은(는)", "Mike는"), ("Tom이(가)", "Tom이"), ("Minji이(가)", "Minji가"),
])
def test_a_latin_name_ending_in_a_silent_e_takes_the_consonants_particle(written, drawn):
    """Jane (제인), Anne (앤), Kyle (카일), Michelle (미셸), Jerome (제롬) end in a consonant when read: they were
    given the vowel's particle ("Jane가", "Kyle는"), a wrong guess where both forms would at least be right."""
    from game.ui.text import josa

    assert josa(written) == drawn


def test_n_after_the_last_marked_move_goes_back_to_the_first(app):
    """The review opens at the hand's end, where "N: 다음 아쉬운 수" did nothing (the last move, a knock, was
    marked, and no marked move lay after it): N now goes round to the first marked move."""
    from game.ui.review_scene import ReviewScene
    from test_review_screen import _played_hand, _weighed
    scene = ReviewScene(app, _played_hand().to_record(), 0, ["You", "Minji", "Kenji"])
    _weighed(app, scene)
    marked = [i + 1 for i in sorted(scene.costly)]
    key(app, pygame.K_END)
    key(app, pygame.K_n)
    assert scene.step == marked[0]
    for m in marked[1:]:
        key(app, pygame.K_n)
        assert scene.step == m
    key(app, pygame.K_n)
    assert scene.step == marked[0]


def test_while_the_name_is_typed_the_footer_says_enter_keeps_it_and_esc_cancels(tmp_path, monkeypatch):
    """Typing a name in Settings, the footer still read "↑↓ 고르기 · ←→ 또는 클릭으로 바꾸기 · … · Esc: 뒤로",
    though the arrows move the cursor then and Esc cancels the typing (it does not leave)."""
    from game.ui import text as ui_text
    from test_settings_stats import new_app
    app = new_app(tmp_path)
    i18n.set_language("ko")
    try:
        key(app, pygame.K_o)
        s = app.stack.top
        seen: list[str] = []
        real = ui_text.render
        monkeypatch.setattr(ui_text, "render", lambda t, *a, **k: (seen.append(str(t)), real(t, *a, **k))[1])
        s.draw(pygame.Surface(app.size))
        assert any("Esc: 뒤로" in t for t in seen)
        key(app, pygame.K_RETURN)                   # the name row has the focus: type
        seen.clear()
        s.draw(pygame.Surface(app.size))
        assert "이름을 입력하세요 · Enter: 저장 · Esc: 취소" in seen
        assert not any("Esc: 뒤로" in t for t in seen)
        key(app, pygame.K_ESCAPE)                   # cancels the typing, stays
        assert app.stack.top is s
    finally:
        i18n.set_language("en")
