"""Why the review's better move is better, in the terms that decided it (issue 26, item 1).

The Expert decides by the mean result of play-outs (stakes in Hoola, points elsewhere); the review
says that mean difference first, then only the concrete facts that point the same way: fewer
points left in hand, a discard the others (or the next seat) could use less, a card that goes with
others kept, a take that made a meld at once, and a game's own (Hoola's knock: its bot's ``advise``).  A fact
that argues the other way is never said ("better: leaves 36 points" beside a move that left fewer
read as nonsense).  Each reason is a template with its words, so the screen says it in the
player's language; :attr:`Reason.english` is the English sentence.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Sequence

from game.engine import Action, Card, PlayerView
from game.engine.determinize import sample_state
from game.engine.melds import classify, find_melds

from .coach import SAMPLES, panel_points
from .strategies import game_bot

#: The reasons' sentences (English; the screen translates them through the catalogue).
FEWER_POINTS = "It leaves {better} points in your hand; your move left {played}"
NEXT_SEAT_USES = "{seat} plays next and could use your {card} in {p}% of the likely deals; the {other} in {q}%"
OTHERS_USE = "Another player could use your {card} in {p}% of the likely deals; the {other} in {q}%"
KEEPS_PARTNERS = "Your {card} went with {cards} in your hand; the {other} goes with none of your cards"
TAKE_MELDS = "Taking the {card} made {cards} at once"
PLAYOUTS_ONLY = "No single card decides it: it simply did better in the Expert's play-outs from here"

TEMPLATES: tuple[str, ...] = (FEWER_POINTS, NEXT_SEAT_USES, OTHERS_USE, KEEPS_PARTNERS, TAKE_MELDS, PLAYOUTS_ONLY)

#: A share of deals must differ by this much to be said (below it the samples' noise decides).
SHARE_GAP = 0.2


@dataclass(frozen=True)
class Reason:
    """One sentence of the advice: a template of :data:`TEMPLATES` and its words (``Card``s, a tuple
    of cards under ``cards``, a seat number under ``seat``, numbers)."""

    template: str
    words: dict[str, Any] = field(default_factory=dict)

    def english(self) -> str:
        def said(key: str, v: Any) -> str:
            if isinstance(v, Card):
                return v.pretty
            if isinstance(v, tuple):
                return " ".join(c.pretty for c in v)
            return f"seat {v}" if key == "seat" else str(v)
        return self.template.format(**{k: said(k, v) for k, v in self.words.items()})


def use_shares(view: PlayerView, card: Card, rng: random.Random, samples: int = SAMPLES) -> dict[int, float]:
    """For each other active seat, the share of sampled deals where its hand makes a new meld with
    ``card``; under ``-1`` the share where at least one of them does."""
    hits = {s: 0 for s in range(view.players) if s != view.seat and view.active[s]}
    anyone = done = 0
    for _ in range(samples):
        try:
            world = sample_state(view, rng)
        except ValueError:
            continue
        done += 1
        used = False
        for s in hits:
            hand = [c for c in world.hands[s] if c != card]
            if any(classify(m, view.rules) for m in find_melds(hand + [card], view.rules, min_size=3,
                                                                 must_include=card)):
                hits[s] += 1
                used = True
        anyone += used
    shares = {s: n / done if done else 0.0 for s, n in hits.items()}
    shares[-1] = anyone / done if done else 0.0
    return shares


def partners(hand: Sequence[Card], card: Card) -> tuple[Card, ...]:
    """The cards of ``hand`` that ``card`` goes with toward a meld: its rank, or its suit within two."""
    out = []
    for c in hand:
        if c == card or c.is_joker or card.is_joker:
            continue
        if c.rank == card.rank or (c.suit == card.suit and abs(c.rank - card.rank) <= 2):
            out.append(c)
    return tuple(out)


def _next_seat(view: PlayerView) -> int | None:
    for k in range(1, view.players):
        s = (view.seat + k) % view.players
        if view.active[s]:
            return s
    return None


def _discards(view: PlayerView, played: Action, better: Action, seed: int) -> list[Reason]:
    p, b = played.cards[0], better.cards[0]
    out: list[Reason] = []
    sp, sb = use_shares(view, p, random.Random(seed)), use_shares(view, b, random.Random(seed))
    nxt = _next_seat(view)
    pct = lambda x: int(round(100 * x))               # noqa: E731
    if nxt is not None and sp.get(nxt, 0) - sb.get(nxt, 0) >= SHARE_GAP:
        out.append(Reason(NEXT_SEAT_USES, {"seat": nxt, "card": p, "p": pct(sp[nxt]), "other": b,
                                           "q": pct(sb[nxt])}))
    elif sp[-1] - sb[-1] >= SHARE_GAP:
        out.append(Reason(OTHERS_USE, {"card": p, "p": pct(sp[-1]), "other": b, "q": pct(sb[-1])}))
    rest = [c for c in view.hand if c not in (p, b)]
    with_p, with_b = partners(rest, p), partners(rest, b)
    if with_p and not with_b:
        out.append(Reason(KEEPS_PARTNERS, {"card": p, "cards": with_p, "other": b}))
    return out


def why_better(view: PlayerView, played: Action, better: Action, *, seed: int = 0) -> tuple[Reason, ...]:
    """The concrete reasons ``better`` beat ``played`` from ``view``, each pointing the same way
    (none that argues the other way); :data:`PLAYOUTS_ONLY` when no single fact explains it."""
    out: list[Reason] = []
    try:
        left_p, left_b = panel_points(view, played), panel_points(view, better)
        # a count that hangs on a hidden card (a draw from the stock) is no fact: the review quoted the
        # points after a sampled draw (78, where the real draw left 70)
        if any(panel_points(view, a, seed=s) != left for a, left in ((played, left_p), (better, left_b))
               for s in (1, 2)):
            left_p = left_b = 0
    except Exception:                                   # noqa: BLE001  a move the sample refuses: no count
        left_p = left_b = 0
    if left_b < left_p:
        out.append(Reason(FEWER_POINTS, {"better": left_b, "played": left_p}))
    if played.kind == "discard" and better.kind == "discard":
        out += _discards(view, played, better, seed)
    own = game_bot(view.game).advise
    if own is not None:                                 # a game's own kinds (a knock...), in its words
        out += [Reason(t, w) for t, w in own(view, played, better, panel_points(view), random.Random(seed))]
    card = view.top_discard
    if (better.kind in ("take_discard", "claim") and played.kind not in ("take_discard", "claim")
            and card is not None and len(better.cards) > 1):
        out.append(Reason(TAKE_MELDS, {"card": card, "cards": tuple(better.cards)}))
    return tuple(out) or (Reason(PLAYOUTS_ONLY),)
