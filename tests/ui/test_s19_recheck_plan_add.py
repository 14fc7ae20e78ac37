"""s19-recheck, House Rummy Classic (HOUSERUMMY-YMMM-0-B023257B-Y, turn 5): the hint read "Lay 8♦ 9♦ 9♣ from your
hand so the plays read Joker 8♥ 8♦ · 9♠ 9♦ 9♣" and raised the three cards; A (add to a play) put all three on
Joker 8♥: "8♥ 8♦ Joker 9♦ 9♣ is not whole". With the hint's plan pick raised, A lays the plan: each card where
the plan puts it."""
from __future__ import annotations

import random

import pygame

from ai.coach import explain
from game.engine import Action
from uihelpers import key, table_at

TEXT = ('house-rummy 4 dealer=3 current=0 phase=play | hands TH 5H 2C / 4S 5S 6D / 2H 3H 2D / 3C 4D KD | '
        'stock 6H 7C 6C 8C | discard - | table #0 2 run 7H 8H 9H; #1 0 book 5S 5D 5C | '
        'options {"variant": "classic"} | more {"extra": {"melded": [0, 2], "stock_open": true}}')


def test_a_with_the_plans_pick_lays_each_card_where_the_plan_puts_it(app):
    scene = table_at(app, TEXT.replace("hands TH 5H 2C / 4S 5S 6D", "hands TH 5H 2C / 4S 6S 6D"),
                     options={"variant": "classic"})
    plan = Action.parse("0 table 7H 8H 9H TH 5S 5D 5C 5H plays=0:2:4:run,1:0:4:book")
    assert scene.seat_table.check(plan) is None
    scene._show_hint(explain(scene.view, plan, random.Random(1)))
    assert {str(c) for c in scene.hand.selected} == {"TH", "5H"}, scene.anim.toast
    key(app, pygame.K_a)
    plays = {m.id: [str(c) for c in m.cards] for m in scene.ctl.state.melds}
    assert sorted(plays[0]) == sorted(["7H", "8H", "9H", "TH"]) and sorted(plays[1]) == sorted(["5S", "5D", "5C", "5H"]), plays
