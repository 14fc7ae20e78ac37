"""Seven Bridge's table as the newcomer of 27 Nov met it (docs/playthroughs/2026-11-27-seven-bridge-newcomer.md)."""
from __future__ import annotations

from bots_for_tests import ScriptBot
from game.engine import Card
from uihelpers import click, table_with

GAME = "seven-bridge"
HANDS = ["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"]


def two_player(app):
    return table_with(app, HANDS, "TH 3C 4C 5C 6C", "6D", bots={1: ScriptBot(think=0.5)}, game=GAME, dealer=1)


def test_a_click_on_the_pile_with_one_card_selected_after_the_draw_discards_it(app):
    """F1: select the K♣, click the lit pile: the K♣ is discarded ("Already drew this turn" before)."""
    t = two_player(app)
    st = t.ctl.state
    click(app, t.layout.stock.center)                        # draw
    assert st.phase == "play"
    click(app, t.pos[Card.parse("KC")].center)
    click(app, t.layout.discard.center)
    assert "0 discard KC" in [str(a) for a in st.record]
    assert st.discard[-1] == Card.parse("KC")


def test_a_click_on_the_pile_with_two_cards_selected_discards_nothing(app):
    t = two_player(app)
    st = t.ctl.state
    click(app, t.layout.stock.center)
    click(app, t.pos[Card.parse("KC")].center)
    click(app, t.pos[Card.parse("AC")].center)
    before = st.snapshot()
    click(app, t.layout.discard.center)
    assert st.snapshot() == before                            # a clear message, nothing lost
    assert t.anim.toast is not None


def _panel(t):
    from game.ui.table import affordances as aff
    t._refresh()
    now = t.app.now()
    __, __, may = aff.status_lines(view=t.view, names=t.names, human=0, timer=t.shown_timer(now), now=now,
                                   thinking=None, points=t.points, claim_word=t.claim_word, table=t.game_table)
    labels = [b.label for b in aff.buttons(view=t.view, human=0, selection=[], timer=t.shown_timer(now),
                                           points=t.points, claim_word=t.claim_word, table=t.game_table)]
    return may, labels


def test_s_3_in_your_own_turn_a_discard_you_can_take_is_no_race_and_pass_is_drawing(app):
    """F3: after the previous player's 6♥ (it makes 6♥ 7♥ 8♥ with the newcomer's cards), their own turn
    read "Claim the 6♥ (Pon!: C or Space) or pass (P)" beside a draining ring, then "…; pass (P)". The
    seat in turn keeps the choice (S-3, S-4): it takes the discard or draws, and a draw lets it go."""
    from uihelpers import step
    t = table_with(app, HANDS, "TH 3C 4C 5C 6C", "6D", dealer=1, game=GAME,
                   bots={1: ScriptBot(discard="6H", claims=False)})
    st = t.ctl.state
    st.hands[1][-1] = Card.parse("6H")                        # seat 1 holds the 6♥ instead of the J♣
    click(app, t.layout.stock.center)                         # seat 0's first turn: draw TH
    click(app, t.pos[Card.parse("KC")].center)
    click(app, t.layout.discard.center)                       # discard K♣
    for _ in range(80):
        step(app, 1, dt=0.1)
        if st.current == 0 and st.discard and st.discard[-1] == Card.parse("6H"):
            break
    assert st.current == 0 and st.window is not None and st.window.mode == "priority"
    may, labels = _panel(t)
    assert t.shown_timer(app.now()) is None                   # no countdown ring in one's own turn
    assert may == "You may take the discard into a meld (T or drag it); draw from the stock (D or click it)."
    assert "Take the discard" in labels and "Draw from stock" in labels and "Pass" not in labels
    assert "Pon!" not in labels
    step(app, 40, dt=0.1)                                     # past the ring: still the same choice
    assert _panel(t)[0] == may
    from game.ui import i18n
    i18n.set_language("ko")
    try:
        ko_may, ko_labels = _panel(t)
    finally:
        i18n.set_language("en")
    assert "더미에서 뽑기" in ko_may and "패스" not in ko_may and "더미에서 뽑기" in ko_labels
    click(app, t.layout.stock.center)                         # the draw lets the 6♥ go, then draws
    assert str(st.record[-1]) == "0 draw_stock" and st.phase == "play"


def test_a_lessons_refusal_keeps_the_cards_capital_letters(app):
    """The coach's card read "9♣ 9♥ q♣ is not a meld" (``str.capitalize`` lowered every letter after the first)."""
    import pygame

    from game import games
    from game.engine import Action
    from game.ui.lesson_table import LessonTableScene
    from game.ui.lessons_scene import CourseScene, LessonsScene
    from game.ui.menu import MainMenu
    from uihelpers import key
    games.load("lessons")
    app.push(MainMenu(app))
    key(app, pygame.K_l)
    assert isinstance(app.stack.top, LessonsScene)
    labels = [b.label for b in app.stack.top.column.buttons]
    key(app, pygame.K_1 + next(i for i, label in enumerate(labels) if "Seven Bridge" in label))
    assert isinstance(app.stack.top, CourseScene)
    key(app, pygame.K_4)                                     # Going out
    t = app.stack.top
    assert isinstance(t, LessonTableScene) and t.lesson_session.lesson.id == "going-out"
    click(app, t.layout.stock.center)                        # draws the 9♣
    t.propose(None, why=Action.parse("0 meld 9C 9H QC"))
    assert t.message.startswith("9♣ 9♥ Q♣ is not a meld"), t.message


def _played_seven_bridge(seed: int):
    from game.engine import new_hand
    st = new_hand(GAME, players=3, seed=seed, dealer=0)
    while not st.over:
        s = next(s for s in range(st.players) if st.legal_actions(s))
        st.apply(sorted(st.legal_actions(s), key=str)[-1])
    return st


def test_the_review_says_which_passes_were_no_choice(app, monkeypatch):
    """F8: Seven Bridge asks every seat about every discard (C-5), so hand 1's review listed "You pass",
    "Minji passes" in about a third of its 113 lines, passes the newcomer never made. A pass with nothing
    else to do now says "(nothing to take)", faintly; a pass that let a usable card go stays as it was."""
    from game.ui import review_scene
    from game.ui.review_scene import ReviewScene
    for seed in range(40):                       # a hand where some seat let a usable discard go
        scene = ReviewScene(app, _played_seven_bridge(seed).to_record(), 0, ["You", "Minji", "Kenji"])
        passes = [i for i, a in enumerate(scene.review.actions) if a.kind == "pass"]
        only = {i for i in passes
                if [x.kind for x in scene.review.state(i).legal_actions(scene.review.actions[i].seat)] == ["pass"]}
        if len(only) < len(passes):
            break
    assert only and scene.forced == only and len(only) < len(passes)   # some passes were a real choice
    assert not set(scene.mine) & only                                  # and are not weighed as decisions
    said: list[str] = []
    real = review_scene.blit
    monkeypatch.setattr(review_scene, "blit", lambda surf, text, *a, **k: (said.append(text), real(surf, text, *a, **k))[1])
    app.push(scene)
    scene.go(min(only) + 1)
    app.step()
    line = next(t for t in said if t.split(". ", 1)[0].lstrip("! ") == str(min(only) + 1))
    assert line.endswith("passes (nothing to take)") or line.endswith("pass (nothing to take)"), line
    chosen = next(i for i in passes if i not in only)
    scene.go(chosen + 1)
    said.clear()
    app.step()
    line = next(t for t in said if t.split(". ", 1)[0].lstrip("! ") == str(chosen + 1))
    assert "nothing to take" not in line
