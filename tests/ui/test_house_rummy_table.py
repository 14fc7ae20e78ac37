"""House Rummy at the table, driven by posted mouse events: a card stolen from another's play by
dragging it out, paid for with hand cards dropped on it, the table restored, the pile taken from a
fanned card, the turned-up card left, and ending a turn without a discard."""
from __future__ import annotations

import json

import pygame

from game.engine import Card, Match, from_position
from game.controller.session import GameConfig, Session
from game.ui.table.scene import TableScene
from uihelpers import click, drag, key, step


def _table(app, hands: str, table: str = "", *, stock: str = "2H 3H 5H 6H 8H", discard: str = "-",
           phase: str = "start", extra: dict | None = None, variant: str = "classic"):
    x = {"stock_open": True}
    x.update(extra or {})
    text = (f"house-rummy 2 dealer=1 current=0 phase={phase} | hands {hands} | stock {stock} | "
            f"discard {discard} | table {table or '-'} | options {json.dumps({'variant': variant})} | "
            f"more {json.dumps({'extra': x})}")
    cfg = GameConfig(game="house-rummy", players=2, seed=1, max_hands=1, options={"variant": variant})
    match = Match("house-rummy", players=2, seed=1, options={"variant": variant}, max_hands=1, dealer=1)
    match.hand = from_position(text)
    session = Session(cfg, app.settings, storage=app.storage, match=match)
    scene = TableScene(app, session)
    app.push(scene)
    app.step()
    return scene


def _c(text: str) -> Card:
    return Card.parse(text)


def _open_spot(t) -> tuple[int, int]:
    """A point of the table area with no play under it."""
    z = t.layout.meld_zone
    return (z.right - 20, z.bottom - 20)


def _visible(rect) -> tuple[int, int]:
    """The part of a fanned card that shows (its left edge)."""
    return (rect.left + 4, rect.centery)


def _button(t, tag: str):
    return next(r for spec, r in t.drawer.button_rects if spec.tag == tag)


def test_steal_by_dragging_then_restore_then_pay_and_discard(app):
    t = _table(app, "KC AC 5D 9S / 4S 4D 4H 7S", "#0 1 run 9C TC JC QC", extra={"melded": [0, 1]})
    click(app, t.layout.stock.center)                             # draw the 2H
    assert t.ctl.state.phase == "play"
    drag(app, t.pos[_c("QC")].center, _open_spot(t))              # the queen out of seat 1's run
    queen_play = next(m for m in t.ctl.state.melds if _c("QC") in m.cards)
    assert queen_play.space == 0 and queen_play.cards == [_c("QC")]
    assert queen_play.kind is None and "not whole" in t.end_blocked()     # marked until it is fixed
    # not yet paid: discarding is refused with the reason, nothing changes
    drag(app, t.pos[_c("9S")].center, t.layout.discard.center)
    assert _c("9S") in t.ctl.state.hands[0] and t.anim.toast and "not whole" in t.anim.toast[0]
    # restore the table: the queen is back in its run
    click(app, _button(t, "restore").center)
    assert [str(c) for c in t.ctl.state.melds[0].cards] == ["9C", "TC", "JC", "QC"]
    assert t.ctl.state.phase == "play" and _c("2H") in t.ctl.state.hands[0]
    # again, and pay with the king and the ace dropped on the queen's new play
    drag(app, t.pos[_c("QC")].center, _open_spot(t))
    for card in ("KC", "AC"):
        target = next(m for m in t.ctl.state.melds if _c("QC") in m.cards)
        drag(app, t.pos[_c(card)].center, t.pos[target.cards[0]].center)
    target = next(m for m in t.ctl.state.melds if _c("QC") in m.cards)
    assert [str(c) for c in target.cards] == ["QC", "KC", "AC"] and target.space == 0
    drag(app, t.pos[_c("9S")].center, t.layout.discard.center)
    assert "0 discard 9S" in [str(a) for a in t.ctl.state.record]     # the turn ended (seat 1 then plays)
    assert _c("9S") in t.ctl.state.discard or _c("9S") in t.ctl.state.hands[1]


def test_r7_a_play_left_not_whole_says_make_it_whole_not_wait_a_moment(app):
    """R-7: the 27 Nov play-through dragged a card out of a run to start a new play and the panel said
    "You may wait a moment." (nothing is listed while a play is not whole); it says what to do."""
    from game.ui.table import affordances as aff
    t = _table(app, "KC AC 5D 9S / 4S 4D 4H 7S", "#0 1 run 9C TC JC QC", extra={"melded": [0, 1]})
    click(app, t.layout.stock.center)
    drag(app, t.pos[_c("QC")].center, _open_spot(t))
    assert "not whole" in t.end_blocked()
    __, __p, may = aff.status_lines(view=t.view, names=t.names, human=0, timer=None, now=0.0, thinking=None,
                                    points=t.points, claim_word=t.claim_word, table=t.game_table)
    assert may == "You may make every play whole, or take your moves back.", may


def test_fanned_discard_click_takes_it_and_all_above(app):
    t = _table(app, "4S 4D 9S / 2C 7S", discard="QD 4H KS JH", extra={"melded": [0]})
    assert set(t.fan_rects) == {_c("QD"), _c("4H"), _c("KS"), _c("JH")}
    click(app, _visible(t.fan_rects[_c("4H")]))
    assert [str(c) for c in t.ctl.state.discard] == ["QD"]
    assert {_c("4H"), _c("KS"), _c("JH")} <= set(t.ctl.state.hands[0])
    marks = dict(t.view.taken)
    assert marks[_c("4H")] == "hot" and marks[_c("JH")] == "warm"


def test_turned_up_card_left_with_its_button(app):
    t = _table(app, "4S 4D 9S / 2C 7S", extra={"stock_open": False})
    assert t.view.fact("up") == "2H"
    assert any(spec.tag == "kind:decline" for spec, _ in t.drawer.button_rects)
    click(app, _button(t, "kind:decline").center)
    assert str(t.ctl.state.record[0]) == "0 decline"


def test_end_turn_without_discard_only_when_all_left_is_warm(app):
    t = _table(app, "4S 4D 9C / 2C 7S", discard="QD 4H JH", extra={"melded": [0]})
    click(app, _visible(t.fan_rects[_c("4H")]))                      # 4H hot, JH warm
    for text in ("4S", "4D", "4H"):
        t.hand.toggle(_c(text))
    key(app, pygame.K_m)                                          # the book of three
    assert len(t.ctl.state.melds) == 1
    spec = next(s for s, _ in t.drawer.button_rects if s.tag == "kind:end_turn")
    assert not spec.enabled                                       # the 9C may be discarded: discard it
    app.stack.pop()
    t = _table(app, "4S 4D / 2C 7S", discard="QD 4H JH", extra={"melded": [0]})
    click(app, _visible(t.fan_rects[_c("4H")]))
    for text in ("4S", "4D", "4H"):
        t.hand.toggle(_c(text))
    key(app, pygame.K_m)
    assert t.ctl.state.hands[0] == [_c("JH")]                         # only the warm jack is left
    click(app, _button(t, "kind:end_turn").center)
    assert "0 end_turn" in [str(a) for a in t.ctl.state.record] and _c("JH") in t.ctl.state.hands[0]
    step(app, 2, dt=0.2)


def test_epic_demand_dialog_names_card_and_player(app):
    """R-4: with one opponent the demand asks for the card at once, naming the player; Back closes it."""
    t = _table(app, "KS KH 9S / KD 2C", variant="epic", extra={"melded": [0, 1]})
    click(app, _button(t, "demand").center)
    assert t.popup is not None and t.names[1] in t.popup.title
    labels = t.popup.labels
    pick = next(i for i, text in enumerate(labels) if "K♦" in text)
    assert labels[pick] == "The K♦" and all("seat" not in x for x in labels)
    key(app, pygame.K_ESCAPE)                                    # the way back
    assert t.popup is None and t.ctl.state.record == []
    key(app, pygame.K_q)
    key(app, pygame.K_1 + pick)
    assert str(t.ctl.state.record[0]) == "0 demand KD from=1"
    assert _c("KD") in t.ctl.state.hands[0] and dict(t.view.taken)[_c("KD")] == "hot"


def _four(app, hands: str):
    """Epic House Rummy for four, partners 0 and 2 against 1 and 3 (R-1)."""
    x = json.dumps({"extra": {"stock_open": True, "melded": [0, 1, 2, 3]}})
    opts = {"variant": "epic"}
    text = (f"house-rummy 4 dealer=3 current=0 phase=start | hands {hands} | stock 2H 3H 5H 6H 8H | discard - | "
            f"table - | options {json.dumps(opts)} | more {x}")
    cfg = GameConfig(game="house-rummy", players=4, seed=1, max_hands=1, options=opts)
    match = Match("house-rummy", players=4, seed=1, options=opts, max_hands=1, dealer=3)
    match.hand = from_position(text)
    scene = TableScene(app, Session(cfg, app.settings, storage=app.storage, match=match))
    app.push(scene)
    app.step()
    return scene


def test_r4_the_demand_asks_whom_first_opponents_only_then_the_card_with_a_way_back(app):
    """R-4 (Epic): the demand dialog asks first whom (the two opponents, never the partner), then which
    card; Esc from the card goes back to whom, Esc from whom closes; nothing is played meanwhile."""
    t = _four(app, "KS KH 9S / KD 2C / 4C 5C / 7D 8D")
    names = t.names
    key(app, pygame.K_q)
    whom = [f"{names[1]} (plays after you)", f"{names[3]} (plays before you)"]
    assert t.popup is not None and t.popup.labels == whom                     # opponents, in turn order
    key(app, pygame.K_2)                                                      # seat 3
    assert t.popup is not None and names[3] in t.popup.title
    assert "The K♦" in t.popup.labels
    assert t.popup.labels.count("The Joker") == 1                             # two jokers: one choice
    key(app, pygame.K_ESCAPE)                                                 # back to whom
    assert t.popup is not None and t.popup.labels == whom
    t.draw(pygame.Surface(app.size))
    click(app, t.popup.back.center)                                           # Back: closed
    assert t.popup is None and t.ctl.state.record == []
    key(app, pygame.K_q)
    key(app, pygame.K_1)                                                      # seat 1
    row = t.popup.labels.index("The K♦")
    key(app, pygame.K_1 + row)
    assert str(t.ctl.state.record[0]) == "0 demand KD from=1" and _c("KD") in t.ctl.state.hands[0]


def test_r4_the_demand_says_who_plays_after_you_as_the_epic_lesson_names_the_player(app):
    """R-4 (Epic): the lesson said "the player on your left" and the dialog, drawn over the lesson's card,
    listed bare names (27 Nov play-through). The dialog says each opponent's place in the turn, and the
    lesson names the player by it, never by a side of the screen (seating can go either way)."""
    from game.lessons.course import course_for
    t = _four(app, "KS KH 9S / KD 2C / 4C 5C / 7D 8D")
    key(app, pygame.K_q)
    first = t.popup.labels[0]
    assert first == f"{t.names[1]} (plays after you)", t.popup.labels
    course = course_for("house-rummy")
    demand = next(lesson for lesson in course.lessons if lesson.id == "demand")
    prompt = demand.steps[0].prompt("en")
    assert "plays after you" in prompt and "left" not in prompt and "right" not in prompt, prompt


def test_a_play_that_is_a_book_or_a_run_asks_how_it_is_laid(app):
    """R-12: a play whose jokers allow both a book and a run scores as laid; the screen asks only then."""
    t = _table(app, "7H JK JK.1 9S KD / 2C 7S", phase="start")
    click(app, t.layout.stock.center)
    for text in ("7H", "JK", "JK.1"):
        t.hand.toggle(_c(text))
    key(app, pygame.K_m)
    assert t.popup is not None and len(t.popup.labels) == 2
    pick = next(i for i, text in enumerate(t.popup.labels) if "book" in text)
    assert "10 points" in t.popup.labels[pick]
    t.popup.on_pick(pick)
    app.step()
    assert t.ctl.state.melds[0].data.get("as") == "book"
    for text in ("9S", "KD"):
        t.hand.toggle(_c(text))
    key(app, pygame.K_m)                       # not a play: refused at once, nothing asked
    assert t.popup is None and len(t.ctl.state.melds) == 1


def test_r7_restore_takes_back_only_the_moves_not_the_pickup_nor_the_cards_laid_from_hand(app):
    """R-7: U restores the table: this turn's moves of played cards are taken back; the jack taken from
    the pile and the book laid from hand stay where they are."""
    t = _table(app, "JD JS 5D 9S KC AC / 4S 7S", "#0 1 run 9C TC JC QC", discard="QD JH",
               extra={"melded": [0, 1]})
    click(app, _visible(t.fan_rects[_c("JH")]))                    # the pickup: the jack, hot
    assert [str(c) for c in t.ctl.state.discard] == ["QD"] and _c("JH") in t.ctl.state.hands[0]
    for text in ("JD", "JS", "JH"):
        t.hand.toggle(_c(text))
    key(app, pygame.K_m)                                          # a book from hand
    book = next(m for m in t.ctl.state.melds if _c("JH") in m.cards)
    drag(app, t.pos[_c("QC")].center, _open_spot(t))              # the queen out of seat 1's run
    assert next(m for m in t.ctl.state.melds if _c("QC") in m.cards).cards == [_c("QC")]
    assert any(s.tag == "restore" for s in t.button_specs)
    key(app, pygame.K_u)
    run = next(m for m in t.ctl.state.melds if _c("QC") in m.cards)
    assert [str(c) for c in run.cards] == ["9C", "TC", "JC", "QC"]               # the move taken back
    assert [str(c) for c in t.ctl.state.discard] == ["QD"]                          # the pickup stays
    assert any(set(m.cards) == set(book.cards) for m in t.ctl.state.melds)           # the book stays
    assert not {_c("JH"), _c("JD"), _c("JS")} & set(t.ctl.state.hands[0])
    assert [a.kind for a in t.ctl.state.record] == ["take_discard", "meld"]      # the top card: a plain take
    assert not any(s.tag == "restore" for s in t.button_specs)                   # nothing left to restore
    # the log says what it did (s18-korean L5: "to the start of your turn", and the book stayed)
    assert "You put back the cards moved on the table this turn" in [text for text, __ in t.log]
    key(app, pygame.K_u)                                          # U again: said, nothing changes
    assert [a.kind for a in t.ctl.state.record] == ["take_discard", "meld"] and t.anim.toast
    # the play-test pressed U after laying from hand: the refusal says what restoring puts back
    assert "only cards moved on the table" in t.anim.toast[0]


def test_r8_a_card_dropped_on_a_jokers_play_before_melding_replaces_the_joker(app):
    """R-8 at the table (the newcomer play-test: the hint said "You replace a joker with 9♦" and no gesture
    did it): dragged onto the play, the card takes the joker's place and the joker comes to the hand."""
    t = _table(app, "7H 9S / 4S", "#0 1 run 5H 6H JK 8H", stock="2H 3H 2C 6C 8C", extra={"melded": [1]})
    click(app, t.layout.stock.center)                                 # draw the 2H
    assert t.ctl.state.phase == "play"
    run = next(m for m in t.ctl.state.melds if m.id == 0)
    drag(app, t.pos[_c("7H")].center, t.meld_rect_of(run.cards[0]).center)
    assert [str(c) for c in run.cards] == ["5H", "6H", "7H", "8H"]
    assert _c("JK") in t.ctl.state.hands[0]


def test_r8_a_selects_the_card_and_a_replaces_the_joker_too(app):
    t = _table(app, "7H 9S / 4S", "#0 1 run 5H 6H JK 8H", stock="2H 3H 2C 6C 8C", extra={"melded": [1]})
    click(app, t.layout.stock.center)
    t.hand.toggle(_c("7H"))
    key(app, pygame.K_a)
    assert [str(c) for c in t.ctl.state.melds[0].cards] == ["5H", "6H", "7H", "8H"]
    assert _c("JK") in t.ctl.state.hands[0]


def test_r4_the_demand_dialog_says_it_lists_the_cards_one_could_play_this_turn(app):
    """R-4: a demanded card is hot, so the dialog lists the cards one could play at once. A newcomer
    looked there for a card seen going into that hand (27 Nov, F12): the question says what is listed."""
    from game.ui import i18n
    t = _four(app, "KS KH 9S / KD 2C / 4C 5C / 7D 8D")
    key(app, pygame.K_q)
    key(app, pygame.K_1)
    assert t.popup.title.endswith("The cards you could play this turn:")
    i18n.set_language("ko")
    try:
        assert i18n._("Which card do you demand from {name}? The cards you could play this turn:") \
            .endswith("이번 차례에 낼 수 있는 카드들:")
    finally:
        i18n.set_language("en")


def test_the_hands_standing_keeps_its_place_in_the_panel_whatever_stands_above_it(app, monkeypatch):
    """R-5 in the panel: "You have melded" stood under the prompt, and jumped down when a note came (s18-recheck).
    It now keeps one place, over the points in hand, while the notes above it come and go."""
    from game.ui.table import sidebar
    from uihelpers import spy_blit
    t = _table(app, "QC 9S KD / 4S", "#0 0 run 5H 6H 7H 8H", phase="play", stock="2C 3C 4C 5C 6C",
               extra={"melded": [0]})
    said = spy_blit(monkeypatch, sidebar, at=True)

    def standing_y() -> int:
        said.clear()
        t.draw(pygame.display.get_surface())
        return next(y for text, (x, y) in said if text == "You have melded")
    alone = standing_y()
    monkeypatch.setattr(t, "end_blocked", lambda: "To end your turn: one more line of words")
    noted = standing_y()
    assert any(text.startswith("To end your turn") and y < noted for text, (x, y) in said)
    assert noted == alone
