"""The coach: the move the Expert would make now, and why, in one sentence with its numbers.

A hint never decides for the player: it names an action from the player's legal list and says
what it does in the game's own terms (points left in hand, who could use a discard, what a take
makes), using the numbers the bots use:

* points: what the hand counts as the side panel shows it (the ruleset's ``shown_points``, issue 26:
  a hint saying "your 73 points" beside a panel saying 82 reads as a bug), now and after the move;
* what a card kept makes: the solver's fewest-points partition (:func:`game.engine.solver.best_partition`);
* who could use a discard: over deals sampled from the player's view alone
  (:func:`game.engine.determinize.sample_state`), the mean number of other seats whose hand
  makes a new meld with that card;
* what the others likely hold: the mean of their fewest points over the same samples.

The move itself is the Expert's (:class:`ai.expert.ExpertBot`, a fixed number of rounds from a
fixed seed: the same hint for the same position).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Sequence

from game.engine import Action, PlayerView, get_ruleset
from game.engine.cards import Card
from game.engine.determinize import sample_state, unseen_cards
from game.engine.melds import arrange, classify, find_melds
from game.engine.solver import best_partition, min_points

from .expert import ExpertBot
from .strategies import expert_rounds_for, game_bot

#: Rounds of the Expert's search behind a hint (at most: never more than the game's Expert itself
#: plays, so a Kalookie hint is not three times the Expert's own thought), and samples behind its numbers.
HINT_ROUNDS = 24
SAMPLES = 24


@dataclass(frozen=True)
class Hint:
    """A suggested action, the sentence that explains it and the numbers in that sentence."""

    action: Action
    reason: str
    numbers: dict[str, Any] = field(default_factory=dict)


def _cards(cards: Sequence[Any]) -> str:
    return " ".join(c.pretty for c in cards)


def _as_laid(cards: Sequence[Any], view: Any) -> tuple[Any, ...]:
    """A meld's cards in the order they lie on the table (a run by rank, its joker in its gap): a hint
    read "Lay Joker 9♦ 10♦ Q♦" (s17-korean)."""
    return arrange(cards, view.rules)[0]


def _points(n: int) -> str:
    """"1 point", "7 points": a hint said "leaves 1 points" (Seven Bridge play-through, 27 Nov)."""
    return "1 point" if n == 1 else f"{n} points"


def panel_points(view: PlayerView, action: Action | None = None, *, seed: int = 0) -> int:
    """What the side panel shows for the seat's hand (the ruleset's ``shown_points``), now or after
    ``action``: read from a state consistent with the view (only the seat's own cards count; a move
    that brings a hidden card, a draw, counts what deal ``seed`` gives)."""
    try:
        world = sample_state(view, random.Random(seed))
        if action is not None:
            world.apply(action)
        return int(world.ruleset.shown_points(world, view.seat)["hand"])
    except (ValueError, KeyError):      # an ended hand, a move the sample refuses: the cards' own count
        hand = _after(view, action) if action is not None else list(view.hand)
        return sum(view.rules.values[c.rank] for c in hand if not c.is_joker)


def then_melds(view: PlayerView, action: Action, *, seed: int = 0) -> tuple[list[tuple[Any, ...]], int]:
    """The melds the hand still makes once ``action`` is laid, each one the rules let the seat lay from hand
    this turn (the fewest-points partition's, laid one after another on a state consistent with the view),
    and the panel's points once they all are: a hint names the whole turn's lay, not its first meld only."""
    try:
        world = sample_state(view, random.Random(seed))
        world.apply(action)
        laid: list[tuple[Any, ...]] = []
        for _ in range(len(view.hand)):
            legal = {frozenset(a.cards): a for a in world.legal_actions(view.seat) if a.kind == "meld"}
            hand = list(world.hands[view.seat])
            nxt = next((legal[frozenset(m)] for m in best_partition(hand, view.rules).melds
                        if frozenset(m) in legal and len(m) < len(hand)), None)
            if nxt is None:
                break
            world.apply(nxt)
            laid.append(tuple(nxt.cards))
        return laid, int(world.ruleset.shown_points(world, view.seat)["hand"])
    except (ValueError, KeyError):
        return [], 0


def may_take(view: PlayerView, card: Any) -> bool:
    """Whether the seat may take or claim ``card`` now (issue 26: a hint spoke of taking a 9♠ the
    rules did not allow that turn)."""
    return card is not None and any(a.kind in ("take_discard", "claim") and card in a.cards for a in view.legal)


def fits_with(view: PlayerView, card: Any) -> tuple[Any, ...]:
    """The cards of the hand that ``card`` would make a meld with (the fewest-points partition of
    the hand with it), empty when it makes none."""
    hand = list(view.hand) + [card]
    for meld in best_partition(hand, view.rules).melds:
        if card in meld:
            return tuple(c for c in meld if c != card)
    return ()


def _after(view: PlayerView, action: Action) -> list[Any]:
    """The player's hand after ``action`` (a take adds the discard and lays the meld)."""
    hand = list(view.hand)
    card = view.top_discard
    for c in action.cards:
        if c in hand:
            hand.remove(c)
    if action.kind == "take_discard" and action.cards == (card,):
        hand.append(card)            # kept in hand
    return hand


def kept_toward(view: PlayerView, card: Any) -> tuple[Any, ...]:
    """Why a discard is not the dearest card: the two cards of the hand, one at least worth more than
    ``card``, that one unseen card would make a meld of (the dearest such pair), or nothing.  The Seven
    Bridge newcomer read "Discard A♣: leaves 23 points" while a J♥ stayed, and asked why."""
    value = view.rules.values
    worth = value[card.rank] if not card.is_joker else 0
    hand = [c for c in view.hand if c != card and not c.is_joker]
    in_meld = {c for m in best_partition(list(view.hand), view.rules).melds for c in m}
    unseen = {(c.rank, c.suit) for c in unseen_cards(view) if not c.is_joker}
    best: tuple[Any, ...] = ()
    best_worth = worth
    for i, a in enumerate(hand):
        for b in hand[i + 1:]:
            pair_worth = max(value[a.rank], value[b.rank])
            if pair_worth <= best_worth or a in in_meld or b in in_meld:
                continue
            if any(classify([a, b, Card(rank, suit)], view.rules) for rank, suit in unseen):
                best, best_worth = tuple(sorted((a, b))), pair_worth
    return best


def could_use(view: PlayerView, card: Any, rng: random.Random, samples: int = SAMPLES) -> float:
    """Mean number of other active seats whose (sampled) hand makes a new meld with ``card``."""
    total = 0
    done = 0
    for _ in range(samples):
        try:
            world = sample_state(view, rng)
        except ValueError:
            continue
        done += 1
        for s in range(view.players):
            if s == view.seat or not view.active[s]:
                continue
            hand = [c for c in world.hands[s] if c != card]
            if any(classify(m, view.rules) for m in find_melds(hand + [card], view.rules, min_size=3,
                                                                 must_include=card)):
                total += 1
    return total / done if done else 0.0


def users_words(users: float, others: int = 2) -> str:
    """How many of the ``others`` (active opponents) could use a discard, said as a risk: "nobody is likely"
    only when under one chance in ten (a Battle Hoola play-through was told it of a 4♠ that a seat at four
    cards slapped to go out); against one opponent, "your opponent" (a Korean play-through of two players
    read "someone")."""
    if others == 1:
        return ("your opponent is not likely to use it" if users < 0.1 else
                "your opponent might use it" if users < 0.5 else "your opponent could use it")
    if users < 0.1:
        return "nobody is likely to use it"
    if users < 0.5:
        return "someone might use it"
    n = max(1, round(users))            # round(0.5) is 0: "0 players could use it" (a play-through, session 16)
    return f"{n} player{'s' if n != 1 else ''} could use it"


def others_points(view: PlayerView, rng: random.Random, samples: int = SAMPLES) -> float:
    """Mean over samples of the fewest points the other active seats hold (the lowest of them)."""
    values = []
    for _ in range(samples):
        try:
            world = sample_state(view, rng)
        except ValueError:
            continue
        others = [min_points(world.hands[s], view.rules) for s in range(view.players)
                  if s != view.seat and view.active[s]]
        if others:
            values.append(min(others))
    return sum(values) / len(values) if values else 0.0


def hint(view: PlayerView, legal: Sequence[Action], *, seed: int = 0, rounds: int | None = None) -> Hint:
    """The Expert's move for this view, explained (``ValueError`` when there is nothing to do)."""
    thinking = start_hint(view, legal, seed=seed, rounds=rounds)
    while not thinking.done:
        thinking.step(None)
    return thinking.result()


class HintSearch:
    """A hint in the making, stepped a slice at a time so a window never stalls on it (a Kalookie
    hand's play-outs take seconds); :meth:`result` is :func:`hint`'s answer, however it was sliced."""

    def __init__(self, view: PlayerView, legal: Sequence[Action], seed: int, rounds: int) -> None:
        legal = list(legal)
        if not legal:
            raise ValueError("there is nothing to do now")
        self.view, self.seed = view, seed
        self.search = ExpertBot(seed, rounds=rounds).start(view, legal)

    @property
    def done(self) -> bool:
        return self.search.done

    def step(self, seconds: float | None = None) -> None:
        """Think for about ``seconds`` of wall time (one play-out at least; ``None``: a whole round)."""
        self.search.step(seconds)

    def result(self) -> Hint:
        """The hint, once :attr:`done`."""
        return explain(self.view, self.search.best(), random.Random(self.seed))


def start_hint(view: PlayerView, legal: Sequence[Action], *, seed: int = 0, rounds: int | None = None) -> HintSearch:
    """Begin a hint the caller steps (``ValueError`` when there is nothing to do); ``rounds`` by
    default :data:`HINT_ROUNDS`, or the game's Expert's rounds where it plays fewer."""
    if rounds is None:
        rounds = min(HINT_ROUNDS, expert_rounds_for(view.game) or HINT_ROUNDS)
    return HintSearch(view, legal, seed, rounds)


def explain(view: PlayerView, action: Action, rng: random.Random) -> Hint:
    """One sentence on what ``action`` does, with the numbers behind it: points as the panel shows
    them, and only cards the rules let the player take now."""
    kind = action.kind
    card = view.top_discard
    now = panel_points(view)
    own = game_bot(view.game).explain
    said = own(view, action, rng, now) if own is not None else None
    if said is not None:               # the game's own words: a knock, Kalookie's count toward the opening...
        return Hint(action, said[0], {"points_now": now, **said[1]})
    if kind == "discard":
        c = action.cards[0]
        left = panel_points(view, action)
        users = could_use(view, c, rng)
        who = users_words(users, sum(1 for s in range(view.players) if s != view.seat and view.active[s]))
        kept = kept_toward(view, c)
        keeps = f"; keeps {_cards(kept)} toward a meld" if kept else ""
        return Hint(action, f"Discard {c.pretty}: leaves {_points(left)} in your hand; {who}{keeps}",
                    {"points_left": left, "points_now": now, "could_use": users, "kept": [str(k) for k in kept]})
    if kind in ("take_discard", "claim") and card is not None:
        verb = "Take" if kind == "take_discard" else "Claim"
        if action.cards == (card,):
            fits = fits_with(view, card)
            if fits:
                return Hint(action, f"{verb} the {card.pretty} into your hand: it makes a meld with {_cards(fits)}",
                            {"points_now": now, "fits": [str(c) for c in fits]})
            return Hint(action, f"{verb} the {card.pretty} into your hand", {"points_now": now})
        left = panel_points(view, action)
        return Hint(action, f"{verb} the {card.pretty}: makes {_cards(action.cards)} and leaves {_points(left)}",
                    {"points_left": left, "points_now": now, "meld": [str(c) for c in action.cards]})
    if kind == "draw_stock":
        if may_take(view, card) and not fits_with(view, card):     # a take into the hand (Kalookie)
            return Hint(action, f"Draw from the stock: the {card.pretty} makes no meld with your cards",
                        {"points_now": now})
        if may_take(view, card):
            return Hint(action, f"Draw from the stock: the {card.pretty} would not lower your {now} points enough",
                        {"points_now": now})
        return Hint(action, f"Draw from the stock: you hold {now} points", {"points_now": now})
    if kind in ("meld", "add"):
        left = panel_points(view, action)
        if kind == "add":            # the table's word for it, as the lessons and the Add button say
            owner = next((m.owner for m in view.melds if m.id == action.target), None)
            onto = ("your meld" if owner == view.seat else f"seat {owner}'s meld" if owner is not None
                    else "a meld on the table")     # whose, as the log says it (a Korean play-through, session 16)
            return Hint(action, f"Add {_cards(action.cards)} to {onto}: leaves {_points(left)} in your hand",
                        {"points_left": left, "points_now": now})
        alone = " as a meld of its own" if len(action.cards) == 1 else ""     # a lone seven (H-MELD-2, S-2), not a lay-off
        more, left_all = then_melds(view, action)
        laid = _cards(_as_laid(action.cards, view))
        if more:        # the hand's other melds, laid too (three sevens were hinted "Lay 7♥ alone: 62 left")
            said = ", ".join(_cards(_as_laid(m, view)) for m in more)
            return Hint(action, f"Lay {laid}{alone}: with the other melds in your hand ({said}) "
                                f"it leaves {_points(left_all)}",
                        {"points_left": left, "points_now": now, "points_all_laid": left_all,
                         "then": [[str(c) for c in m] for m in more]})
        return Hint(action, f"Lay {laid}{alone}: leaves {_points(left)} in your hand",
                    {"points_left": left, "points_now": now})
    if kind == "pass":
        if may_take(view, card):
            return Hint(action, f"Let the {card.pretty} go: it would not lower your {now} points enough",
                        {"points_now": now})
        return Hint(action, "Pass", {})
    words = view_words(view, action)
    return Hint(action, words, {"points_now": now})


def view_words(view: PlayerView, action: Action) -> str:
    """A move of a game's own kind as its rules word it ("seat 0 leaves the turned-up card"): the
    screen names the seat and translates it like any move of the record (issue 26: "Decline" was
    said in English in the Korean interface)."""
    return f"seat {action.seat} {get_ruleset(view.game).describe_action(action)}"
