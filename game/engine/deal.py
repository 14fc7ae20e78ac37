"""Dealing a hand: a shuffle from a seed, or a stated position (rule C-2); and replaying a record (C-6).

Chance is recorded.  ``setup["deal"]`` keeps the cards as dealt (hands,
stock, discard pile, out of play) and the hand's ``chance`` list keeps every
later shuffle, so :func:`replay` rebuilds the same hand on any Python even if
its shuffle changed.  Records saved before chance was recorded have neither;
they replay from the seed as before.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from .actions import Action
from .cards import Card, cards_text, make_deck, parse_cards
from .context import MatchContext
from .options import build_options, options_dict
from .ruleset import get_ruleset
from .state import HandState
from .state_undo import replay_with

#: How priority windows poll: ``all`` seats but the discarder (C-5).  Records without the key
#: were made when only the seats that could use the card were asked; they replay that way.
POLL = "all"


def _stated(texts: Any, what: str) -> list[Card]:
    if texts is None:
        return []
    try:
        return parse_cards(texts)
    except ValueError as e:
        raise ValueError(f"{what}: {e}") from None


def new_hand(game: str, *, players: int, seed: int | None = None, options: Any = None,
             hands: Sequence[Any] | None = None, stock: Any = None, discard: Any = None,
             dealer: int = 0, deal: dict[str, Any] | None = None, poll: str | None = POLL,
             sampled: bool = False, context: MatchContext | dict[str, Any] | None = None) -> HandState:
    """Deal a new hand of ``game`` (``"hoola"``, ``"seven-bridge"``...).

    With ``hands`` the deal is a stated position (rule C-2): one card text or
    list per seat; ``stock`` lists the stock with the next card drawn first,
    ``discard`` the pile with the top card last.  With a stated ``stock``,
    cards named nowhere are out of play for the hand; without one, they are
    shuffled (by ``seed``) into the stock.  Otherwise the deck is shuffled
    by ``seed``.  ``options`` is a dict of the game's option names.
    ``deal`` (from a record) gives the cards as they were dealt, overriding
    the shuffle.  ``context`` tells the hand of its match (its number, who is
    out: eliminated seats are dealt nothing and sit the hand out).
    """
    rs = get_ruleset(game)
    if isinstance(players, bool) or not isinstance(players, int):
        raise ValueError(f"players must be a whole number, not {players!r}")
    opts = build_options(rs.Options, options)
    rs.check_players(players, opts)
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < players:
        raise ValueError(f"dealer must be a seat from 0 to {players - 1}, not {dealer!r}")
    if seed is None:
        seed = random.SystemRandom().randrange(2**32)
    if isinstance(context, dict):
        context = MatchContext.from_dict(context)
    context = context or MatchContext()
    if dealer in context.out:
        raise ValueError(f"seat {dealer} is out of the match and cannot deal")
    rng = random.Random(seed)
    packs, jokers = rs.deck(opts)
    deck = make_deck(packs, jokers)
    setup: dict[str, Any] = {"game": rs.name, "players": players, "seed": seed,
                             "options": options_dict(opts), "dealer": dealer}
    if poll is not None:
        setup["poll"] = poll
    if context != MatchContext():
        setup["context"] = context.to_dict()    # a replay (and an undo) deals the hand in its match again
    ups = rs.up_cards(opts)
    if hands is None:
        if stock is not None or discard is not None:
            raise ValueError("a stated stock or discard pile needs stated hands too")
        rng.shuffle(deck)
        sizes = _sizes(rs, players, opts, dealer, deck, context)
        if sum(sizes) + ups > len(deck):
            raise ValueError(f"not enough cards to deal {max(sizes)} to {players} players")
        hand_cards, pos = [], 0
        for size in sizes:
            hand_cards.append(deck[pos:pos + size])
            pos += size
        rest = deck[pos:]
        pile = rest[:ups]
        stock_cards = rest[ups:]
        out: list[Card] = []
    else:
        if len(hands) != players:
            raise ValueError(f"stated hands: need one per seat ({players}), got {len(hands)}")
        hand_cards = [_stated(h, f"hand of seat {i}") for i, h in enumerate(hands)]
        sizes = _sizes(rs, players, opts, dealer, deck, context)
        for i, h in enumerate(hand_cards):
            if len(h) != sizes[i]:
                raise ValueError(f"hand of seat {i} has {len(h)} cards; {rs.title} deals {sizes[i]}")
        pile = _stated(discard, "discard pile")
        named = [c for h in hand_cards for c in h] + pile
        if stock is not None:
            stock_cards = _stated(stock, "stock")
            named += stock_cards
        seen: set[Card] = set()
        valid = set(deck)
        for c in named:
            if c in seen:
                raise ValueError(f"card {c} is named twice in the stated position")
            if c not in valid:
                raise ValueError(f"card {c} is not in the {rs.title} deck")
            seen.add(c)
        rest = [c for c in deck if c not in seen]
        if stock is None:
            rng.shuffle(rest)
            stock_cards, out = rest, []
            if discard is None and stock_cards:
                pile = stock_cards[:ups]
                del stock_cards[:ups]
        else:
            out = rest
        setup.update(hands=[cards_text(h) for h in hand_cards], stock=None if stock is None else cards_text(stock_cards),
                     discard=None if discard is None else cards_text(pile))
    if deal is not None:
        hand_cards, stock_cards, pile, out = _recorded_deal(deal, players, deck)
    setup["deal"] = {"hands": [cards_text(h) for h in hand_cards], "stock": cards_text(stock_cards),
                     "discard": cards_text(pile), "out": cards_text(out)}
    if sampled:
        setup["sampled"] = True
    state = HandState(rs, opts, players, dealer, hand_cards, stock_cards, pile, out, rng, setup)
    state.context = context
    for s in context.out:
        state.active[s] = False
    state.setup_cards = frozenset(state.all_cards())
    state.current = rs.first_player(state)
    state.turn.seat = state.current
    events = rs.setup(state)
    if state.phase == "start":
        state.turns = 1
        if not state.stock:
            events += state.stock_out()
    state.setup_events = events  # type: ignore[attr-defined]
    return state


def _sizes(rs: Any, players: int, opts: Any, dealer: int, deck: list[Card], context: MatchContext) -> list[int]:
    """The ruleset's hand sizes, with nothing for the seats out of the match."""
    sizes = rs.deal_sizes(players, opts, dealer, deck)
    return [0 if s in context.out else n for s, n in enumerate(sizes)]


def _recorded_deal(deal: Any, players: int, deck: list[Card]):
    """The dealt cards of a record, checked against the game's deck (C-3)."""
    try:
        hands = [_stated(h, f"recorded hand of seat {i}") for i, h in enumerate(deal["hands"])]
        stock = _stated(deal["stock"], "recorded stock")
        pile = _stated(deal["discard"], "recorded discard pile")
        out = _stated(deal.get("out", ""), "recorded cards out of play")
    except (KeyError, TypeError, AttributeError):
        raise ValueError("the record's deal is not readable") from None
    if len(hands) != players:
        raise ValueError("the record's deal has the wrong number of hands")
    every = [c for h in hands for c in h] + stock + pile + out
    if sorted(every) != sorted(deck):
        raise ValueError("the record's deal does not hold the game's cards exactly once")
    return hands, stock, pile, out


def replay(record: dict[str, Any]) -> HandState:
    """Rebuild a hand from :meth:`HandState.to_record` (rule C-6).

    Raises ``ValueError`` (an :class:`~game.engine.IllegalAction` for a refused
    action) if the record does not replay.
    """
    try:
        setup = dict(record["setup"])
        actions = list(record["actions"])
        chance = [(int(at), str(what), str(cards)) for at, what, cards in record.get("chance", [])]
        game = setup.pop("game")
    except (KeyError, TypeError, ValueError, AttributeError):
        raise ValueError("not a hand record") from None
    setup.pop("sampled", None)
    setup.setdefault("poll", None)      # an old record: priority windows polled only who could claim
    if "position" in setup:             # a hand begun from a position text
        from .position import from_position
        state = from_position(setup["position"])
    else:
        state = new_hand(game, **setup)
    replay_actions(state, actions, chance)
    return state


def replay_actions(state: HandState, actions: Sequence[str], chance: Sequence[tuple[int, str, str]] = ()) -> None:
    """Apply recorded actions to a freshly dealt ``state``, with the recorded chance outcomes."""
    state.play_chance(chance)
    state.chance = [c for c in state.chance]
    for text in actions:
        state.apply(Action.parse(text))
    state.play_chance(())


replay_with(replay)
