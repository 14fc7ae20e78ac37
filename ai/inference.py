"""What the table's silence says: a guess at the hidden hands that agrees with the claims nobody made.

:func:`game.engine.determinize.sample_state` deals the unseen cards at random, keeping only hard
facts.  A player who could have claimed a discard out of turn (or taken it in a claim race) and let
it go most likely holds no two cards that make a meld with it, and, as long as that player has not
drawn since, its hand is still a part of the hand it let the discard go with.  :func:`likely_sample`
deals several times and keeps the first deal that breaks none of those inferences (or the one that
breaks the fewest): a soft guess, so a deal is always found, and it draws only from the generator it
is given, so the same seed gives the same guess.

Only discards that went by in a claim window count (battle or priority claims): where the next
player merely declines to take a discard into hand (Kalookie), the silence says little.
"""
from __future__ import annotations

import random
from itertools import combinations
from typing import Sequence

from game.engine import Card, HandState, PlayerView
from game.engine.determinize import sample_state
from game.engine.melds import classify
from game.engine.ruleset import get_ruleset

#: Deals tried before the one breaking the fewest inferences is kept.
TRIES = 12


def let_go(view: PlayerView) -> dict[int, list[Card]]:
    """For each other seat, the discards it could have claimed and let go since it last drew (the
    seat that drew over a discard counts it too: one card more in hand is a small error)."""
    rs = get_ruleset(view.game)
    if rs.claim_mode(view.options) not in ("battle", "priority"):
        return {}
    hist = view.history
    last_draw: dict[int, int] = {}
    for i, a in enumerate(hist):
        if a.kind in ("draw_stock", "take_discard", "claim"):
            last_draw[a.seat] = i
    out: dict[int, list[Card]] = {}
    for i, a in enumerate(hist):
        if a.kind != "discard" or not a.cards:
            continue
        j = next((k for k in range(i + 1, len(hist)) if hist[k].kind != "pass"), None)
        if j is None or hist[j].kind != "draw_stock":
            continue                        # still open, or somebody took it
        for s in range(view.players):
            if s == a.seat or s == view.seat or not view.active[s]:
                continue
            if last_draw.get(s, -1) > i and last_draw[s] != j:
                continue                    # it has drawn since: its hand is another
            out.setdefault(s, []).append(a.cards[0])
    return out


def breaks(hand: Sequence[Card], passed: Sequence[Card], rules, kinds: frozenset[str]) -> int:
    """How many of the ``passed`` discards ``hand`` could have claimed with two of its cards."""
    n = 0
    for d in passed:
        near = [c for c in hand if c.rank == d.rank or c.suit == d.suit or c.is_joker]
        if any(classify((a, b, d), rules) in kinds for a, b in combinations(near, 2)):
            n += 1
    return n


def likely_sample(view: PlayerView, rng: random.Random, passed: dict[int, list[Card]] | None = None,
                  tries: int = TRIES) -> HandState:
    """A deal of the hidden cards consistent with ``view`` that, if it can, breaks no inference of
    :func:`let_go` (``passed``: already worked out for this view)."""
    passed = let_go(view) if passed is None else passed
    if not passed:
        return sample_state(view, rng)
    kinds = get_ruleset(view.game).claim_kinds(view.options)
    best, fewest = None, None
    for _ in range(tries):
        state = sample_state(view, rng)
        n = sum(breaks(state.hands[s], cards, state.rules, kinds) for s, cards in passed.items())
        if n == 0:
            return state
        if fewest is None or n < fewest:
            best, fewest = state, n
    assert best is not None
    return best
