"""The greedy player: a yardstick for the bots, written from the rules alone (issue 24).

It shares no code and no idea with the bots (:mod:`ai`, ``game/games/<game>/bot.py``): it reads its
:class:`~game.engine.PlayerView`, chooses among the listed legal actions and asks the engine's plain
checks which cards make a meld (:func:`game.engine.melds.find_melds`, the solver's partition for
Kalookie's 40).  What a plain player who knows the rules but no strategy does, in every game:

* **Claims and Pons whenever offered** (the claim that lays the most cards), out of turn or in a
  priority window; a win offered (a blast, big luck) is taken at once, and it knocks whenever the
  rules let it (Battle Hoola).
* **Takes a discard whenever that lets it meld now**: in Battle Hoola and Seven Bridge every listed
  take lays a meld at once (the biggest is taken); in Kalookie the discard is taken when it makes
  a meld with hand cards and, before the initial meld, when the hand's melds with it reach the 40;
  in House Rummy it takes the top discard, or the fewest cards of the pile, when the card it must
  play this turn makes a new play with the cards in hand (the engine lists a take only when the
  cost to meld can be met too), and the turned-up card when it makes a play with hand cards.  It never demands a card (Epic).
* **Lays as much as it can**: the opening, meld or melding plan (House Rummy's several plays)
  that lays the most hand cards, then the next, until none is left.
* **Adds to its own and its partner's plays**: every card that fits is added, to any meld in the
  games where a play scores for nobody (Battle Hoola, Seven Bridge, Kalookie: adding sheds cards),
  to its own side's spaces in House Rummy (never to the other side's, which would score for them).  It never steals, rearranges or swaps a joker.
* **Throws its most expensive loose card**: the card of the highest value in hand (the game's
  own values) that is in no meld of its hand, never a joker while another card may go; in
  Kalookie it announces its last cards (K-9).
* Between hands it buys back in whenever it may (Kalookie); in every other question it takes the
  first choice, and at the start of Scarne's deal it stands.

Its reaction to a discard is 0.5-1.0 s (between Hard's and Medium's), so claim races are fair.
The ladder loads it with ``hoola ladder --bots-from tests.tools.greedy --levels greedy,medium,hard``.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from game.engine import Action, Card, PlayerView
from game.engine.melds import find_melds
from game.engine.solver import best_partition

#: Kinds that win or end the hand in the player's favour, taken whenever listed.
WINS = ("big_luck", "blast", "knock")
#: Kinds that lay cards from hand (the biggest first).
LAYS = ("open", "meld")


class GreedyBot:
    """The greedy player (see the module's rules)."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    # --- the bot contract
    def reaction_delay(self) -> float:
        return self.rng.uniform(0.5, 1.0)

    def think_time(self) -> float:
        return self.rng.uniform(0.6, 1.1)

    def random_state(self) -> dict[str, Any]:
        version, internal, gauss = self.rng.getstate()
        return {"rng": [version, list(internal), gauss]}

    def set_random_state(self, data: dict[str, Any]) -> None:
        version, internal, gauss = data["rng"]
        self.rng.setstate((version, tuple(internal), gauss))

    def match_decision(self, decision: Any, context: Any) -> str:
        return "buy" if "buy" in decision.choices else decision.choices[0]

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        by: dict[str, list[Action]] = {}
        for a in legal:
            by.setdefault(a.kind, []).append(a)
        for kind in WINS:
            if kind in by:
                return by[kind][0]
        if "claim" in by:
            return _most_cards(view, by["claim"])
        if "stay_in" in by:
            return by["stay_in"][0]
        if "stand" in by:
            return by["stand"][0]
        if view.current != view.seat:
            return by["pass"][0] if "pass" in by else legal[0]
        if view.phase == "play":
            return self._play(view, by, legal)
        return self._draw(view, by, legal)

    # --- the start of a turn
    def _draw(self, view: PlayerView, by: dict[str, list[Action]], legal: Sequence[Action]) -> Action:
        hand = list(view.hand)
        if "decline" in by:                                   # House Rummy's turned-up card
            up = view.fact("up")
            if up and "draw_stock" in by:
                card = Card.parse(up)
                if find_melds(hand + [card], view.rules, min_size=3, must_include=card):
                    return by["draw_stock"][0]
            return by["decline"][0]
        top = view.top_discard
        for a in sorted(by.get("take_discard", []), key=lambda a: -len(a.cards)):
            if len(a.cards) > 1:                              # a take that lays its meld at once
                return a
            if top is not None and self._melds_now(view, hand, top):
                return a
        pile = list(view.discard)
        for a in sorted(by.get("take_pile", []), key=lambda a: -pile.index(a.cards[0])):
            taken = pile[pile.index(a.cards[0]):]             # the bottom card taken must be played
            if find_melds(hand + taken, view.rules, min_size=3, must_include=taken[0]):
                return a
        for kind in ("draw_stock", "reenter"):
            if kind in by:
                return by[kind][0]
        return next((a for a in legal if a.kind not in ("demand",)), legal[0])

    def _melds_now(self, view: PlayerView, hand: list[Card], card: Card) -> bool:
        """Would ``card`` (into the hand) make a meld now: with hand cards, and before a first
        meld that must reach a count (Kalookie's 40), melds reaching it?"""
        with_card = hand + [card]
        if not find_melds(with_card, view.rules, min_size=3, must_include=card):
            return False
        need = _opening_need(view)
        if not need or view.laid_any[view.seat]:
            return True
        part = best_partition(with_card, view.rules)
        if not any(card in m for m in part.melds):
            return False
        return sum(_meld_points(view, m) for m in part.melds) >= need

    # --- the play of a turn
    def _play(self, view: PlayerView, by: dict[str, list[Action]], legal: Sequence[Action]) -> Action:
        lays = [a for k in LAYS for a in by.get(k, [])]
        melded = view.laid_any[view.seat] or view.seat in (view.fact("melded") or ())
        if not melded:
            lays += by.get("table", [])                       # House Rummy: the cost met in several plays
        if lays:
            return max(lays, key=lambda a: (sum(1 for c in a.cards if c in view.hand),
                                            a.kind != "table", _value(view, a.cards)))
        adds = [a for a in by.get("add", []) if self._ours(view, a)]
        if adds:
            return _most_cards(view, adds)
        discards = by.get("discard", [])
        if discards:
            return self._discard(view, discards)
        if "end_turn" in by:
            return by["end_turn"][0]
        for kind in ("add", "table", "swap"):                 # a hot card that must still be played
            if kind in by:
                return by[kind][0]
        return legal[0]

    def _ours(self, view: PlayerView, a: Action) -> bool:
        """Its own or its partner's play (any play where plays belong to no space)."""
        meld = next((m for m in view.melds if m.id == a.target), None)
        if view.game != "house-rummy" or meld is None or meld.space is None:
            return True                                       # plays score for nobody: shed cards anywhere
        if view.players == 4:
            return meld.space % 2 == view.seat % 2
        return meld.space == view.seat

    def _discard(self, view: PlayerView, discards: list[Action]) -> Action:
        announced = [a for a in discards if a.get("announce")]
        if announced:
            discards = announced
        hand = list(view.hand)
        in_meld = {c for m in find_melds(hand, view.rules, min_size=3) for c in m}
        if view.rules.short_sevens:
            in_meld |= {c for m in find_melds(hand, view.rules) for c in m}

        def key(a: Action) -> tuple:
            c = a.cards[0]
            return (not c.is_joker, c not in in_meld, view.rules.values[c.rank], c.rank, str(c))
        return max(discards, key=key)


def _opening_need(view: PlayerView) -> int:
    """The points a first meld must reach (Kalookie's 40 or 51), 0 where there is none to reach."""
    eff = getattr(view.options, "effective", None)
    return int(getattr(eff(), "initial_meld", 0) or 0) if callable(eff) else 0


def _meld_points(view: PlayerView, meld: Sequence[Card]) -> int:
    """A meld's points toward an opening, a joker as a ten (it counts as the card it stands for)."""
    return sum(10 if c.is_joker else view.rules.values[c.rank] for c in meld)


def _value(view: PlayerView, cards: Sequence[Card]) -> int:
    return sum(view.rules.values[c.rank] for c in cards)


def _most_cards(view: PlayerView, actions: Sequence[Action]) -> Action:
    return max(actions, key=lambda a: (len(a.cards), _value(view, a.cards)))


def greedy(seed: int | None = None) -> GreedyBot:
    return GreedyBot(seed)


#: The levels this module adds to a ladder (``--bots-from tests.tools.greedy``).
BOTS: dict[str, Callable[[int], GreedyBot]] = {"greedy": greedy}
