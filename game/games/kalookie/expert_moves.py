"""The Expert's own steps in Kalookie's race to call up (K-4..K-8): what it does where Hard's plan is blind.

A British or Swedish hand pays the same stake whoever calls up (K-11), so every step here asks only
"is the hand nearer out?", in the Expert's count (:func:`.bot_expert.counting_rules`: cards left out
of melds first):

* **Melds stay in hand after the opening** until they go out together (British and Swedish: the
  American games pay the cards left, so there a meld held costs its points).  On the table a meld is
  a place for every other seat to build on and its jokers are there to be won back; in hand it is
  just as near out.
* **The smallest opening** that leaves the hand as near out, with no joker if it can: the less laid,
  the fewer builds for the others.
* **The discard that opens** (K-7) is taken before the stock, and once opened **a discard that builds
  on the table or melds in hand**: a card sure to be laid, where a card from the stock seldom is.
* **A joker won back** (K-6) whenever the hand is then nearer out, the joker going into a meld of
  the hand or, at worst, built on the table (Hard asks only whether the joker melds in hand).

Nothing here is drawn at random or timed: the same view gives the same move.
"""
from __future__ import annotations

from typing import Callable, Sequence

from game.engine import Action, Card, PlayerView
from game.engine.melds import classify, may_join, natural_ranks_suits
from game.engine.solver import best_partition, min_points

from ai.rulebot import _without


def fits_table(view: PlayerView, card: Card) -> bool:
    """Whether ``card`` could be built on a meld on the table (K-5): the engine's list has the last word."""
    for m in view.melds:
        ranks, suits = natural_ranks_suits(m.cards)
        if may_join(card, ranks, suits) and classify(list(m.cards) + [card], view.rules) is not None:
            return True
    return False


def my_turn_to_lay(view: PlayerView) -> bool:
    return view.phase == "play" and view.current == view.seat


def held_melds(view: PlayerView, counting: PlayerView, legal: Sequence[Action]) -> Sequence[Action]:
    """``legal`` without new melds while the hand, once opened, cannot go out this turn (British and
    Swedish): every card but one in a meld of the hand or built on the table lays everything."""
    if not my_turn_to_lay(view) or not view.laid_any[view.seat] or view.options.effective().american:
        return legal
    if not any(a.kind == "meld" for a in legal) or not any(a.kind == "discard" for a in legal):
        return legal                  # a joker won back must be laid: no discard until it is
    dead = best_partition(list(view.hand), counting.rules).deadwood
    builds = {a.cards[0] for a in legal if a.kind == "add" and len(a.cards) == 1}
    if sum(1 for c in dead if c not in builds) <= 1:
        return legal                  # out this turn: lay everything
    return [a for a in legal if a.kind != "meld"]


def fewest_opening(view: PlayerView, counting: PlayerView, opens: Sequence[Action]) -> Action:
    """The opening that leaves the hand nearest out (the melds not laid still count as melded), then
    with the fewest jokers and the fewest cards laid."""
    hand = list(view.hand)

    def cost(a: Action) -> tuple[int, int, int]:
        return (min_points(_without(hand, a.cards), counting.rules), sum(1 for c in a.cards if c.is_joker),
                len(a.cards))
    return min(opens, key=cost)


def sure_take(view: PlayerView, counting: PlayerView, legal: Sequence[Action],
              short: Callable[[list[Card]], float] | None) -> Action | None:
    """The top discard, when it is sure to be laid: it opens the hand (``short``, the points the hand
    falls short of the opening, says so) or, once opened, it builds on the table or melds in hand."""
    take = next((a for a in legal if a.kind == "take_discard"), None)
    card = view.top_discard
    if take is None or card is None:
        return None
    hand = list(view.hand)
    if not view.laid_any[view.seat]:
        if short is not None and not card.is_joker and short(hand) > 0 and short(hand + [card]) == 0:
            return take
        return None
    if card.is_joker or fits_table(view, card):
        return take
    rules = counting.rules
    one_card = rules.values[card.rank] - view.rules.values[card.rank]      # what a card out of a meld adds
    return take if min_points(hand + [card], rules) < min_points(hand, rules) + one_card else None


def win_back(view: PlayerView, counting: PlayerView, legal: Sequence[Action]) -> Action | None:
    """A joker won back (K-6) when the hand is then nearer out: the cards given leave the hand and the
    joker goes into a meld of the hand or, at worst, is built on the table (the engine lists a swap
    only when the joker can be laid)."""
    swaps = [a for a in legal if a.kind == "swap"]
    if not swaps or not view.laid_any[view.seat] or not my_turn_to_lay(view):
        return None
    rules = counting.rules
    return best_swap(view, swaps, min_points(list(view.hand), rules),
                     lambda rest, freed: min(min_points(rest + [freed], rules), min_points(rest, rules)))


def best_swap(view: PlayerView, swaps: Sequence[Action], now: float,
              value: Callable[[list[Card], Card], float]) -> Action | None:
    """The swap (K-6) after which the hand, valued by ``value(cards left, the joker won)``, is lowest and
    below ``now``, or None: Hard's win-back and the Expert's, each valuing the hand its own way."""
    hand = list(view.hand)
    best, best_val = None, now
    stand_in = Card(0, "", 0)
    for a in swaps:
        meld = next((m for m in view.melds if m.id == a.target), None)
        if meld is None:
            continue
        freed = next((c for c in meld.cards if c.is_joker), stand_in)
        val = value(_without(hand, a.cards), freed)
        if val < best_val:
            best, best_val = a, val
    return best


__all__ = ["best_swap", "fewest_opening", "fits_table", "held_melds", "sure_take", "win_back"]
