"""Kalookie's hints before the initial meld (K-4, K-7, K-14): how far the hand is from the 40 (or 51).

Until a player has opened, the penalty points a hint usually speaks of matter less than the initial
meld: issue 25's newcomer followed the hints through a low hand for 17 turns and never opened, and
no hint ever named the 40.  So before the opening, the coach says what each move does to the count
toward it, as the side panel counts it ("31 of 40"); after the opening, the shared sentences apply.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from game.engine import Action, PlayerView
from game.engine.cards import Card
from game.engine.determinize import sample_state
from game.engine.solver import best_partition
from game.engine.state_parts import declared_jokers


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(c.pretty for c in cards)


def _as_laid(world: Any, meld: Sequence[Card], declared: dict[Card, str] | None = None) -> list[Card]:
    """A meld's cards in the order the table lays them (a run by rank, an ace after the king where it
    is high): the hint read "Open with … + A♣ Q♣ K♣" and the table laid Q♣ K♣ A♣ (s17-recheck)."""
    mine = {j: v for j, v in (declared or {}).items() if j in meld}
    try:
        return list(world.ruleset.arrange(world, meld, mine or None)[0])
    except (ValueError, KeyError, TypeError):
        return list(meld)


def _groups(action: Action) -> tuple[list[list[Card]], list[Card]]:
    """An opening's new melds and its builds, each meld's cards apart (so no card reads twice)."""
    builds = [x for x in (action.get("builds") or "").split(",") if x]
    laid = len(action.cards) - len(builds)
    sizes = [int(n) for n in (action.get("groups") or str(laid)).split(",") if n.isdigit()] or [laid]
    melds, i = [], 0
    for n in sizes:
        melds.append(list(action.cards[i:i + n]))
        i += n
    return melds, list(action.cards[laid:])


def explain(view: PlayerView, action: Action, rng: random.Random, now: int) -> tuple[str, dict[str, Any]] | None:
    """The coach's sentence before the seat's initial meld, in terms of the count toward it; ``None``
    once the seat has opened, or for a move that does not touch the count.  Winning a joker back (K-6)
    is said as what to do, whenever it is hinted: the shared words were the log's, "You win back a
    joker with 10♠", as if it had happened (the re-check of 27 Nov)."""
    if action.kind == "discard" and len(view.hand) == 1:
        # the hint for calling up read "Discard 8♦: leaves 0 points in your hand; someone might use it" (s16)
        return (f"Discard {action.cards[0].pretty} to call up: you go out and win the hand",
                {"points_left": 0, "points_now": now})
    if action.kind == "swap":
        meld = next((m for m in view.melds if m.id == action.target), None)
        if meld is not None:
            return (f"Win back the joker in {_cards(meld.cards)} with the {_cards(action.cards)}: drag it "
                    f"onto that meld, then lay the joker in a meld this turn", {})
    try:
        world = sample_state(view, random.Random(0))     # only the seat's own cards are read
    except ValueError:
        return None
    rules, seat = world.ruleset, view.seat
    if world.over:
        return None
    if rules.opened(world, seat):
        return _held(view, world, action)
    need = rules.need(world)
    hand = list(view.hand)
    kind = action.kind
    if kind == "open":
        total = rules.opening_total(world, action)
        if total is None:
            return None
        melds, built = _groups(action)
        declared = declared_jokers(action)
        laid = " + ".join(_cards(_as_laid(world, m, declared)) for m in melds)
        if built:
            return (f"Open with {laid}, building {_cards(built)} on the table: that counts {total} of {need}",
                    {"opening": total, "need": need})
        return f"Open with {laid}: that counts {total} of {need}", {"opening": total, "need": need}
    if kind == "discard":
        card = action.cards[0]
        left = [c for c in hand if c != card] if card in hand else hand
        count = rules.toward_opening(world, left)
        return (f"Discard {card.pretty}: the melds in your hand count {count} of {need} toward your initial meld",
                {"opening": count, "need": need})
    if kind == "draw_stock":
        count = rules.toward_opening(world, hand)
        return (f"Draw from the stock: the melds in your hand count {count} of {need} toward your initial meld",
                {"opening": count, "need": need})
    if kind == "take_discard" and view.top_discard is not None:
        card = view.top_discard
        count = rules.toward_opening(world, hand + [card])
        if count >= need:
            return (f"Take the {card.pretty}: with it the melds in your hand count {count} of {need}, "
                    f"enough for your initial meld", {"opening": count, "need": need})
        return (f"Take the {card.pretty}: with it the melds in your hand count {count} of {need} "
                f"toward your initial meld", {"opening": count, "need": need})
    return None


def _held(view: PlayerView, world: Any, action: Action) -> tuple[str, dict[str, Any]] | None:
    """A discard that keeps ready melds in hand after the opening (British and Swedish, where the Expert
    holds them until it calls up): says why.  Two play-throughs read such a hint, with an opponent at three
    cards, as a set forgotten; laying it then was measured worse (Expert over Hard, 500 deals, British:
    -0.081 +- 0.040 stakes a hand), since a meld on the table is a place for the others to build on."""
    if action.kind != "discard" or view.options.effective().american:
        return None
    card = action.cards[0]
    left = [c for c in view.hand if c != card]
    may_lay = {frozenset(a.cards) for a in view.legal if a.kind == "meld"}
    held = [m for m in best_partition(left, view.rules).melds if frozenset(m) in may_lay]
    if not held:
        return None
    after = world.copy()
    try:
        after.apply(action)
    except ValueError:
        return None
    points = int(after.ruleset.shown_points(after, view.seat)["hand"])
    said = ", ".join(_cards(_as_laid(world, m)) for m in held)
    return (f"Discard {card.pretty}: leaves {points} points in your hand; hold {said} to lay when you call up: "
            f"laid now, they are a place for the others to build on",
            {"points_left": points, "held": [[str(c) for c in m] for m in held]})
