"""House Rummy's table as a newcomer met it (play-through of 27 Nov, F4, F5, F7): the open table is
named while a card is dragged and takes a drop anywhere on the free felt; a click on a play adds the
selected cards only where they make it whole (R-7); a space's second box says it goes on, and a space
whose only play is rebuilt keeps its place."""
from __future__ import annotations

import json

import pygame

from game.engine import Card
from uihelpers import click, post, spy_blit, step, table_at

TABLE = "#0 0 run 2D 3D 4D; #1 1 set 7S 7D 7C 7H; #2 2 run 9D TD JD; #3 3 set 4S 4H 4C; #4 1 run TS"
HANDS = "5C 6C 9S KC 2H 5S 8D / TH 8S JS 9C AH 3S QS / AC 2C QC QH 5D 2S 6H / 6S 3C 9H JC TC 8C KD"


def _table(app, table: str = TABLE, hands: str = HANDS, stock: str = "8H 6D KH"):
    extra = {"has_turned": [True] * 4, "extra": {"melded": [0, 1, 2, 3], "stock_open": True}}
    text = (f"house-rummy 4 dealer=3 current=0 | hands {hands} | stock {stock} | discard QD | "
            f"table {table} | more {json.dumps(extra)}")
    t = table_at(app, text, options={"variant": "classic"})
    click(app, t.layout.stock.center)                      # draw: the turn's moves may begin
    assert t.ctl.state.phase == "play"
    return t


def _c(text: str) -> Card:
    return Card.parse(text)


def _edge(rect: pygame.Rect) -> tuple[int, int]:
    """The part of a fanned card that shows."""
    return (rect.left + 4, rect.centery)


def _felt_beside_the_plays(t) -> tuple[int, int]:
    """A point of green felt outside the meld zone, left of it at the foot of the table's middle, under the
    piles and the deeper discards: no play, no pile, no panel."""
    L = t.layout
    x, y = (L.middle.left + L.meld_zone.left) // 2, L.middle.bottom - 3 * L.pad
    assert not L.meld_zone.collidepoint((x, y))
    assert not any(r.collidepoint((x, y)) for r in [L.stock, L.discard, *L.panels.values()])
    return x, y


def _open_spot(t) -> tuple[int, int]:
    """A point of the meld zone with no play under it."""
    z = t.layout.meld_zone
    return (z.right - 20, z.bottom - 20)


def _drag_held(app, start, end, steps: int = 6) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        app.step()


def _texts_drawn(t, app, monkeypatch) -> list[str]:
    import game.ui.table.draw as draw
    seen: list[str] = []
    real = draw.blit

    def spy(surf, text, *a, **kw):
        seen.append(text)
        return real(surf, text, *a, **kw)
    monkeypatch.setattr(draw, "blit", spy)
    t.draw(pygame.Surface(app.size))
    return seen


def test_r7_a_card_dragged_out_of_a_play_is_told_where_the_open_table_is_and_may_land_on_any_free_felt(
        app, monkeypatch):
    t = _table(app)
    start, spot = _edge(t.pos[_c("7C")]), _felt_beside_the_plays(t)
    _drag_held(app, start, spot)
    assert t.press is not None and t.press.active and t.press.source == "table"
    assert "Open table: drop here for a new play" in _texts_drawn(t, app, monkeypatch)
    post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
    app.step()
    mine = [m for m in t.ctl.state.melds if m.space == 0]
    assert [m.cards for m in mine if _c("7C") in m.cards] == [[_c("7C")]], "the 7♣ starts a new play"
    assert not t.anim.toast or "open table" not in t.anim.toast[0]


def test_r7_a_click_on_a_play_adds_the_selection_only_where_it_makes_the_play_whole(app):
    t = _table(app)
    for card in ("5C", "6C"):
        click(app, t.pos[_c(card)].center)
    assert set(t.hand.selection()) == {_c("5C"), _c("6C")}
    before = [list(m.cards) for m in t.ctl.state.melds]
    click(app, _edge(t.pos[_c("7C")]))                                  # meant to steal the 7♣
    assert [list(m.cards) for m in t.ctl.state.melds] == before, "nothing joined the book of sevens"
    assert t.anim.toast and "would not make that play whole" in t.anim.toast[0]
    # the 7♣ dragged out onto the open table, the same click now finishes its play: 5♣ 6♣ 7♣
    _drag_held(app, _edge(t.pos[_c("7C")]), _felt_beside_the_plays(t))
    post(pygame.MOUSEBUTTONUP, pos=_felt_beside_the_plays(t), button=1)
    app.step()
    for card in ("5C", "6C"):
        if _c(card) not in t.hand.selection():
            click(app, t.pos[_c(card)].center)
    assert set(t.hand.selection()) == {_c("5C"), _c("6C")}
    click(app, t.pos[_c("7C")].center)
    run = next(m for m in t.ctl.state.melds if _c("7C") in m.cards)
    assert sorted(run.cards) == sorted([_c("5C"), _c("6C"), _c("7C")]) and run.kind is not None


def test_a_space_s_second_box_says_it_goes_on(app, monkeypatch):
    """F4: two boxes both headed with one name read as two spaces. An opponent's space may take a
    second box where its first is hemmed in (your own never does: the next test); it says so."""
    t = _table(app)
    name = t.names[1]
    plain = sum(1 for x in _texts_drawn(t, app, monkeypatch) if x.startswith(name))    # panel and space
    placement = t.layout.place_melds(t.view.melds, t.owner_order())
    box = next(b for o, b in placement.groups if o == 1)
    lone = next(m.id for m in t.ctl.state.melds if m.space == 1 and len(m.cards) == 1)    # the 10♠
    spot = pygame.Rect(t.layout.meld_zone.left, t.layout.meld_zone.bottom - box.height, box.width, box.height)
    placement.groups.append((1, spot))                  # the 10♠'s play in a box of its own, low down
    dx, dy = spot.left - placement.melds[lone].left + 8, spot.top - placement.melds[lone].top + 20
    placement.melds[lone] = placement.melds[lone].move(dx, dy)
    placement.cards[lone] = [(c, r.move(dx, dy)) for c, r in placement.cards[lone]]
    monkeypatch.setattr(t.layout, "place_melds", lambda *a, **k: placement)
    texts = _texts_drawn(t, app, monkeypatch)
    assert texts.count(f"{name} (continued)") == 1
    assert sum(1 for x in texts if x.startswith(name) and "continued" not in x) == plain
    # the boxes read top to bottom: the higher one carries the name (the re-check saw "(continued)" above)
    import game.ui.table.draw as draw
    where: dict[str, tuple] = {}
    real = draw.blit
    monkeypatch.setattr(draw, "blit", lambda surf, text, size, colour, pos, **kw:
                        (where.setdefault(text, pos), real(surf, text, size, colour, pos, **kw))[1])
    placement.groups[-1] = (1, spot.move(0, t.layout.meld_zone.top - spot.top))      # now above the first
    t.draw(pygame.Surface(app.size))
    zone = t.layout.meld_zone.inflate(0, 8)
    named = [p for x, p in where.items() if (x.startswith(name + " ·") or x == name) and zone.collidepoint(p)]
    cont = where[f"{name} (continued)"]
    assert named and (cont[1], cont[0]) > min((p[1], p[0]) for p in named), where      # later in reading order


def test_your_space_holds_its_place_before_your_first_play_and_after(app, monkeypatch):
    """F4: a newcomer's space turned up in the third row, then moved to the top: your space is the
    table's first box from the moment others have plays, empty until you lay one, and stays there."""
    t = _table(app, table="#1 1 set 7S 7D 7C 7H; #2 2 run 9D TD JD; #3 3 set 4S 4H 4C")
    placement = t.layout.place_melds(t.view.melds, t.owner_order())
    mine = [box for o, box in placement.groups if o == 0]
    assert len(mine) == 1 and mine[0].topleft == t.layout.meld_zone.topleft
    assert "Your space" in _texts_drawn(t, app, monkeypatch)      # its own word (the Korean check: 내 자리)
    others = {mid: r.topleft for mid, r in placement.melds.items()}
    _drag_held(app, _edge(t.pos[_c("7C")]), _open_spot(t))
    post(pygame.MOUSEBUTTONUP, pos=_open_spot(t), button=1)
    app.step()
    new = next(m for m in t.ctl.state.melds if m.space == 0)
    placement = t.layout.place_melds(t.view.melds, t.owner_order())
    assert mine[0].contains(placement.melds[new.id]) or placement.melds[new.id].topleft[1] == \
        mine[0].top + placement.label_size + (placement.melds[new.id].left - mine[0].left)
    assert [box.topleft for o, box in placement.groups if o == 0] == [mine[0].topleft]
    assert {mid: placement.melds[mid].topleft for mid in others} == others, "the other plays stayed"


def test_r7_add_to_a_meld_offers_the_play_the_selection_makes_whole(app):
    """F8: lesson 2 said to add 7♦ 7♣ to the 7♠ moved out of a run, and Add to a meld (A) stayed grey (the
    engine lists only adds to whole plays). A offers the plays the selection makes whole; with none, it
    says so rather than "That is allowed now"."""
    from uihelpers import key
    t = _table(app, table="#0 0 run 4S 5S 6S 7S; #1 1 run 2D 3D 4D", hands="7D 7C 9S KC 2H / TH 8S JS 9D AH / "
               "AC 2C QC QH JH / 6H 3C 9H 4C JC")
    _drag_held(app, _edge(t.pos[_c("7S")]), _open_spot(t))
    post(pygame.MOUSEBUTTONUP, pos=_open_spot(t), button=1)
    app.step()
    click(app, t.pos[_c("9S")].center)
    key(app, pygame.K_a)                                          # the 9♠ finishes nothing
    assert t.anim.toast and "would not make any play whole" in t.anim.toast[0]
    assert "allowed now" not in t.anim.toast[0].lower()
    click(app, t.pos[_c("9S")].center)                            # unselect it
    for card in ("7D", "7C"):
        click(app, t.pos[_c(card)].center)
    t.draw(pygame.Surface(app.size))
    add = next(spec for spec, __ in t.drawer.button_rects if spec.tag == "add")
    assert add.enabled
    key(app, pygame.K_a)
    book = next(m for m in t.ctl.state.melds if _c("7S") in m.cards)
    assert sorted(book.cards) == sorted([_c("7S"), _c("7D"), _c("7C")]) and book.kind is not None


def test_r7_add_to_a_meld_with_several_cards_offers_only_the_plays_that_take_them_all(app):
    """The re-check (R2): with several cards selected, A offered every play one of them fitted, then
    refused the whole selection. It offers the plays that take them all, whole where one can be."""
    from uihelpers import key
    t = _table(app, table="#0 0 run 5S 6S 7S; #1 1 set 8H 8D 8C", hands="8S 9S KC 2H / TH 3S JS 9D AH / "
               "AC 2C QC QH JH / 6H 3C 9H 4C JC", stock="5D 6D KH")
    for card in ("8S", "9S"):
        click(app, t.pos[_c(card)].center)
    key(app, pygame.K_a)
    assert t.popup is None, "one play takes both: no question"
    run = next(m for m in t.ctl.state.melds if _c("5S") in m.cards)
    assert sorted(run.cards) == sorted(_c(x) for x in ("5S", "6S", "7S", "8S", "9S")) and run.kind is not None
    assert [str(c) for c in next(m for m in t.ctl.state.melds if _c("8H") in m.cards).cards] == ["8H", "8D", "8C"]


def test_a_selection_several_cards_long_is_offered_only_the_plays_that_take_them_all_in_battle_hoola(app):
    """The same for a game whose every add is listed: 8♠ 9♠ fit the run, and the book of eights takes
    the 8♠ alone; A adds both to the run without asking."""
    from uihelpers import key
    t = table_at(app, "hoola 2 dealer=1 current=0 phase=play | hands 8S 9S KC 2H 4D / TH 3S JS 9D AH | "
                 "stock 2C 3C 4C | discard 6H | table #0 0 run 5S 6S 7S; #1 1 set 8H 8D 8C")
    for card in ("8S", "9S"):
        click(app, t.pos[_c(card)].center)
    key(app, pygame.K_a)
    assert t.popup is None
    run = next(m for m in t.ctl.state.melds if _c("5S") in m.cards)
    assert len(run.cards) == 5 and len(t.ctl.state.hands[0]) == 3


def _name_of_space(t, seat: int) -> tuple[int, int]:
    placement = t.layout.place_melds(t.view.melds, t.owner_order())
    box = next(b for o, b in placement.groups if o == seat)
    return (box.left + box.width // 2, box.top + placement.label_size // 2 + 1)


def test_r7_a_card_dropped_on_a_space_s_name_starts_a_play_in_that_space(app):
    """The re-check (R1): the hint asked for a new play in Minji's space and a drag could only start one in
    the player's own. A card taken out of a play and dropped on a space's name starts a new play there."""
    t = _table(app)
    _drag_held(app, _edge(t.pos[_c("7C")]), _name_of_space(t, 2))
    post(pygame.MOUSEBUTTONUP, pos=_name_of_space(t, 2), button=1)
    app.step()
    play = next(m for m in t.ctl.state.melds if _c("7C") in m.cards)
    assert play.cards == [_c("7C")] and play.space == 2



def test_r7_a_player_stuck_with_a_play_not_whole_gets_a_hint_that_says_how_out(app):
    """The re-check (R9): Hint went grey while a play was not whole, just when the player was stuck. It
    stays, and says what ends the turn and that restoring the table starts the moves again."""
    from uihelpers import key
    t = _table(app, table="#0 0 run 2D 3D 4D; #1 1 set 7S 7D 7C 7H")
    _drag_held(app, _edge(t.pos[_c("7C")]), _open_spot(t))
    post(pygame.MOUSEBUTTONUP, pos=_open_spot(t), button=1)
    app.step()
    assert not t.legal and t.end_blocked()                  # nothing listed: the 7♣ alone is no play
    t.draw(pygame.Surface(app.size))
    assert next(spec for spec, __ in t.drawer.button_rects if spec.tag == "hint").enabled
    key(app, pygame.K_SLASH)
    said = t.anim.toast[0]
    assert said.startswith("Hint: To end your turn: the play 7♣ is not whole") and "restore the table (U)" in said


def test_the_open_table_s_words_stand_clear_of_a_lesson_s_card(app, monkeypatch):
    """The re-check (R4): in lessons 2 and 3 the coach's card hid "Open table: drop here for a new play"."""
    import game.ui.table.draw as draw
    t = _table(app, table="#0 0 run 2D 3D 4D; #1 1 set 7S 7D 7C 7H")
    z = t.layout.meld_zone
    t.coach_box = pygame.Rect(z.left - 20, z.bottom - z.height // 3, z.width + 40, z.height // 3)   # low, as in lessons
    _drag_held(app, _edge(t.pos[_c("7C")]), (z.centerx, z.top + 20))
    where: dict[str, tuple] = {}
    real = draw.blit
    monkeypatch.setattr(draw, "blit", lambda surf, text, size, colour, pos, **kw:
                        (where.setdefault(text, pos), real(surf, text, size, colour, pos, **kw))[1])
    t.draw(pygame.Surface(app.size))
    pos = where["Open table: drop here for a new play"]
    assert not t.coach_box.collidepoint(pos), (pos, t.coach_box)


def test_a_seat_gone_out_for_good_says_so_under_its_name(app, monkeypatch):
    """The Korean check (L5): House Rummy's seat out for the rest of the hand read 빠짐 ("dropped out"), the
    word of Battle Hoola's drop-out; it has gone out (났음). Battle Hoola's drop-out keeps its words."""
    from game.ui import i18n
    from game.ui.table import draw
    t = _table(app)
    shown = spy_blit(monkeypatch, draw)
    t.ctl.state.active[2] = False                          # Minji went out for good
    step(app)
    assert any(line.endswith("gone out") for line in shown), shown
    assert i18n.catalogue("ko")["gone out"] == "났음"
    assert i18n.catalogue("ko")["out for this hand"] == "이번 판 빠짐"          # the drop-out's
    from game.ui.game_table import table_for
    assert table_for("kalookie").out_words == "out of the game"                # a seat gone from the pool (K-11)
    assert i18n.catalogue("ko")["out of the game"] == "탈락"


def test_half_way_through_a_hinted_rearrangement_the_hint_says_the_rest(app):
    """The tables play-through (L3): after the first drag of a hinted rearrangement the table is not whole,
    nothing is listed, and ? only repeated why the turn could not end. The hint given still applies from
    there: it is said again, as the table now stands."""
    import random

    from ai.coach import explain
    from uihelpers import key
    t = _table(app, table="#0 0 run 2D 3D 4D; #1 1 set 7S 7D 7C 7H")
    rearrange = next(a for a in t.legal if a.kind == "table")          # 5♣ 6♣ 7♣ from the set of sevens
    t._show_hint(explain(t.view, rearrange, random.Random(1)))
    _drag_held(app, _edge(t.pos[_c("7C")]), _open_spot(t))
    post(pygame.MOUSEBUTTONUP, pos=_open_spot(t), button=1)
    app.step()
    assert not t.legal and t.end_blocked()                              # the 7♣ alone: not whole
    key(app, pygame.K_SLASH)
    said = t.anim.toast[0]
    assert said.startswith("Hint: ") and "To end your turn" not in said and "5♣ 6♣" in said, said


def test_r7_a_rearrangement_hinted_a_step_at_a_time_follows_its_plan_after_each_step(app):
    """s17-korean L2b: the first step of a long rearrangement is hinted; once the player makes it, ? names the
    same plan's next step even though the step left the table whole (a fresh search might choose another)."""
    import random

    from ai.coach import explain
    from game.engine import Action, Card
    from uihelpers import key, table_at
    text = ('house-rummy 4 dealer=3 current=0 phase=play | hands 9C JC QH / 4S 5S 6D / 2H 3H 2D / 3C 4D KD | '
            'stock 6H 2C 6C 5C | discard - | table #0 0 book TD TS TC TH; #1 0 run 7D 8D 9D; #2 0 run 7S 8S 9S; '
            '#3 2 run 7H 8H 9H | options {"variant": "classic"} | more {"extra": {"melded": [0, 2], "stock_open": true}}')
    scene = table_at(app, text, options={"variant": "classic"})
    plan = Action.parse("0 table 7D 8D 9D TD 7S 8S 9S TS 7H 8H 9H TH 9C TC JC "
                        "plays=1:0:4:run,2:0:4:run,3:2:4:run,+:0:3:run")
    scene._show_hint(explain(scene.view, plan, random.Random(1)))            # as the hint gave it
    assert ": move 10♦ onto 7♦ 8♦ 9♦" in scene.anim.toast[0]
    assert scene.propose(Action("move", 0, (Card.parse("TD"),), 1))           # the step, made
    assert scene.seat_table.check(plan) is None and scene.legal                # whole again: moves are listed
    key(app, pygame.K_SLASH)
    assert scene.current_hint() == plan
    assert "move 10♠ 10♥ on the table so the plays read" in scene.anim.toast[0]


def test_r7_once_a_hinted_rearrangement_is_all_made_the_hint_moves_on(app):
    """s18-evening: a rearrangement hinted and made move by move (9♥ moved, 10♥ J♥ added, Q♠ Q♦ Q♣ laid) left
    the table as the plan reads; ? then said "You rearrange the table", the plan again with nothing left to
    lay from the hand. Once the plan is made the hint is the turn's next move (here the discard)."""
    import random

    from ai.coach import explain
    from game.engine import Action
    from uihelpers import key, table_at
    text = ('house-rummy 4 dealer=3 current=0 phase=play | hands 9C JC QH / 4S 5S 6D / 2H 3H 2D / 3C 4D KD | '
            'stock 6H 2C 6C 5C | discard - | table #0 0 book TD TS TC TH; #1 0 run 7D 8D 9D; #2 0 run 7S 8S 9S; '
            '#3 2 run 7H 8H 9H | options {"variant": "classic"} | more {"extra": {"melded": [0, 2], "stock_open": true}}')
    scene = table_at(app, text, options={"variant": "classic"})
    plan = Action.parse("0 table 7D 8D 9D TD 7S 8S 9S TS 7H 8H 9H TH 9C TC JC "
                        "plays=1:0:4:run,2:0:4:run,3:2:4:run,+:0:3:run")
    scene._show_hint(explain(scene.view, plan, random.Random(1)))
    assert scene.propose(plan)                                                  # all of it made
    assert "9♣" not in " ".join(c.pretty for c in scene.view.hand)
    key(app, pygame.K_SLASH)
    for _ in range(400):                                                        # a fresh hint is thought
        if scene.anim.toast and not scene.anim.toast[0].startswith("Thinking"):
            break
        app.step()
    said = scene.anim.toast[0]
    assert said.startswith("Hint: ") and "rearrange" not in said.lower(), said
    assert scene.current_hint() != plan


def test_r7_the_table_holds_the_others_plays_in_place_while_the_player_makes_their_moves(app, monkeypatch):
    """s18-korean L1: the table is laid out with ``hold`` in the player's turn after the draw (the moves of a
    rearrangement), and without it otherwise."""
    t = _table(app)
    seen = []
    real = t.layout.place_melds

    def spy(*a, **k):
        seen.append(k.get("hold"))
        return real(*a, **k)
    monkeypatch.setattr(t.layout, "place_melds", spy)
    t.placed_melds()
    assert seen[-1] is True
    from dataclasses import replace
    other = replace(t.view, current=1)                          # another seat's turn
    monkeypatch.setattr(t, "view", other)
    t.placed_melds()
    assert seen[-1] is False
