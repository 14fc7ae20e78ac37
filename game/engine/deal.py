"""Dealing a hand: a shuffle from a seed, or a stated position (rule C-2); and replaying a record (C-6)."""
from __future__ import annotations

import random
from typing import Any, Sequence

from .actions import Action
from .cards import Card, cards_text, make_deck, parse_cards
from .options import build_options, options_dict
from .ruleset import get_ruleset
from .state import HandState


def _stated(texts: Any, what: str) -> list[Card]:
    if texts is None:
        return []
    try:
        return parse_cards(texts)
    except ValueError as e:
        raise ValueError(f"{what}: {e}") from None


def new_hand(game: str, *, players: int, seed: int | None = None, options: Any = None,
             hands: Sequence[Any] | None = None, stock: Any = None, discard: Any = None,
             dealer: int = 0) -> HandState:
    """Deal a new hand of ``game`` (``"hoola"``, ``"seven-bridge"``...).

    With ``hands`` the deal is a stated position (rule C-2): one card text or
    list per seat; ``stock`` lists the stock with the next card drawn first,
    ``discard`` the pile with the top card last.  With a stated ``stock``,
    cards named nowhere are out of play for the hand; without one, they are
    shuffled (by ``seed``) into the stock.  Otherwise the deck is shuffled
    by ``seed``.  ``options`` is a dict of the game's option names.
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
    rng = random.Random(seed)
    packs, jokers = rs.deck(opts)
    deck = make_deck(packs, jokers)
    size = rs.hand_size(players, opts)
    setup: dict[str, Any] = {"game": rs.name, "players": players, "seed": seed,
                             "options": options_dict(opts), "dealer": dealer}
    if hands is None:
        if stock is not None or discard is not None:
            raise ValueError("a stated stock or discard pile needs stated hands too")
        rng.shuffle(deck)
        need = players * size + 1
        if need > len(deck):
            raise ValueError(f"not enough cards to deal {size} to {players} players")
        hand_cards = [deck[i * size:(i + 1) * size] for i in range(players)]
        rest = deck[players * size:]
        pile = [rest[0]]
        stock_cards = rest[1:]
        out: list[Card] = []
    else:
        if len(hands) != players:
            raise ValueError(f"stated hands: need one per seat ({players}), got {len(hands)}")
        hand_cards = [_stated(h, f"hand of seat {i}") for i, h in enumerate(hands)]
        for i, h in enumerate(hand_cards):
            if len(h) != size:
                raise ValueError(f"hand of seat {i} has {len(h)} cards; {rs.title} deals {size}")
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
                pile = [stock_cards.pop(0)]
        else:
            out = rest
        setup.update(hands=[cards_text(h) for h in hand_cards], stock=None if stock is None else cards_text(stock_cards),
                     discard=None if discard is None else cards_text(pile))
        if stock is None:
            setup["stock"] = None
    state = HandState(rs, opts, players, dealer, hand_cards, stock_cards, pile, out, rng, setup)
    state.setup_cards = frozenset(state.all_cards())
    state.current = rs.first_player(state)
    state.laid_before_turn = [False] * players
    events = rs.setup(state)
    if state.phase == "start":
        state.turn_in_order = True
        state.turns = 1
        if not state.stock:
            state.end("stock", None)
    state.setup_events = events  # type: ignore[attr-defined]
    return state


def replay(record: dict[str, Any]) -> HandState:
    """Rebuild a hand from :meth:`HandState.to_record` (rule C-6)."""
    setup = dict(record["setup"])
    game = setup.pop("game")
    state = new_hand(game, **setup)
    for text in record["actions"]:
        state.apply(Action.parse(text))
    return state
