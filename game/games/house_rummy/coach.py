"""House Rummy's hints for its own moves: which hand cards a rearranged table lays (R-7), how a joker
is replaced (R-8), and why to draw where (R-2, R-4).  The shared sentences said only "You rearrange
the table", four times in a newcomer's hand, and "Draw from the stock: you hold 41 points", a reason
from the games that charge the cards in hand (the play-test of Seven Bridge and House Rummy); every
other move keeps the shared sentences.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from game.engine import Action, PlayerView
from game.engine.cards import Card
from game.engine.melds import arrange
from .rules.judge import RULES, parse_plays, play_kind
from .rules.plans import melds_with

#: The ways to take from the discard pile (R-4).
TAKES = ("take_discard", "take_pile")


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(c.pretty for c in cards)


def explain(view: PlayerView, action: Action, rng: random.Random, now: int) -> tuple[str, dict[str, Any]] | None:
    """The coach's sentence for a whole rearranged table, a joker's replacement or a draw; None
    otherwise."""
    hand = set(view.hand)
    if action.kind == "table":
        laid = [c for c in action.cards if c in hand]
        moved, plays, elsewhere = _rearranged(view, action)
        if not laid:
            # the hand's cards laid, the table's moves not all made: the shared words were the log's line,
            # "You rearrange the table" ("힌트: 나: 테이블을 다시 짬", s18-korean); nothing left: no words
            if not moved:
                return None
            where = _where(view, elsewhere)
            return (f"Finish rearranging the table: move {_cards(moved)} so the plays read "
                    f"{' · '.join(_cards(p) for p in plays)}{where}", {"moved": [str(c) for c in moved]})
        steps = _steps(view, action)
        first: list[Card] = []
        if view.seat not in (view.fact("melded") or ()):
            # before melding, the new plays are laid first: "Lay J♦ 4♦ 9♠ 9♥ Joker" began with an add
            # the table refused ("only after melding from your own hand", 27 Nov re-check)
            plays = sorted(plays, key=lambda p: not set(p) <= hand)
            laid = [c for p in plays for c in p if c in hand] or laid
            first = [c for p in plays if set(p) <= hand for c in p]
        where = _where(view, elsewhere)
        if len(steps) > 1 and len(moved) > 2:
            # eight table cards to move in one line could not be followed by hand (s17-korean L2b): the first
            # step, and ? again for the next (the hint follows its plan while the table is not whole)
            if first:
                return (f"Meld {_cards(first)} from your hand first, then rearrange the table a step at a time: "
                        f"press ? again for each step", {"laid": [str(c) for c in laid], "moved": [str(c) for c in moved],
                                                         "pick": [str(c) for c in first]})
            cards, onto, space = steps[0]
            source = _joker_sources(view, cards) if space is None else ""
            moving = f"{_cards(cards)} from {source}" if source else _cards(cards)
            if space is not None:      # a new play in another's space: started on the name over it
                drop = ("drop it on the name over that space" if len(cards) == 1 else
                        f"drop the {cards[0].pretty} on the name over that space, then the rest onto it")
                step = f"move {moving} to a new play in seat {space}'s space: {drop}"
            else:
                step = (f"move {moving} onto {_cards(onto)}" if onto else
                        f"move {moving} to the open table as a new play")
            return (f"Rearrange the table to lay {_cards(laid)} from your hand, a step at a time: {step}; press ? "
                    f"again for the next step", {"laid": [str(c) for c in laid], "moved": [str(c) for c in cards],
                                                 "steps": len(steps)})
        if moved and first:
            # "rearrange the table …: move 10♦ …, then lay these" sent the player to move 10♦ first, and the
            # table refused it ("until you meld you may only replace a joker"): the meld from hand comes
            # first, then the move (s17-korean, 27 Nov)
            rest = [c for c in laid if c not in first]
            then = f", and lay {_cards(rest)}" if rest else ""
            return (f"Meld {_cards(first)} from your hand first, then move {_cards(moved)} on the table so the "
                    f"plays read {' · '.join(_cards(p) for p in plays)}{then}{where}",
                    {"laid": [str(c) for c in laid], "moved": [str(c) for c in moved],
                     "pick": [str(c) for c in first]})     # raised: the meld M lays (s18-korean: 4♠ too, M grey)
        if moved:                      # which table cards go where (the play-test: the hint did not say)
            # the jokers' plays named when the table holds more than one: "move Joker on the table" left the
            # player to guess between Alice's run and Minji's (s18-recheck; the steps say it since s18-evening)
            source = _joker_sources(view, moved)
            if source:
                return (f"Rearrange the table to lay {_cards(laid)} from your hand: move {_cards(moved)} from "
                        f"{source} on the table so the plays read {' · '.join(_cards(p) for p in plays)}, then lay "
                        f"these{where}", {"laid": [str(c) for c in laid], "moved": [str(c) for c in moved]})
            return (f"Rearrange the table to lay {_cards(laid)} from your hand: move {_cards(moved)} on the "
                    f"table so the plays read {' · '.join(_cards(p) for p in plays)}, then lay these{where}",
                    {"laid": [str(c) for c in laid], "moved": [str(c) for c in moved]})
        if len(plays) == 1 and set(plays[0]) <= hand and not where:
            # one new play, all from the hand, nothing else changed (what a hinted rearrangement leaves once its
            # moves are made): it read "Lay Q♠ Q♦ Q♣ from your hand so the plays read Q♠ Q♦ Q♣" (s18-evening)
            from ai.coach import panel_points
            left = panel_points(view, action)
            points = "1 point" if left == 1 else f"{left} points"
            return (f"Lay {_cards(plays[0])}: leaves {points} in your hand",
                    {"laid": [str(c) for c in laid], "points_left": left, "points_now": now})
        if plays:                      # nothing on the table moves: say where the cards go (27 Nov: "move
            # the cards on the table" sent a newcomer looking for a move when A♠ only joined a book)
            return (f"Lay {_cards(laid)} from your hand so the plays read "
                    f"{' · '.join(_cards(p) for p in plays)}{where}", {"laid": [str(c) for c in laid]})
        return (f"Rearrange the table to lay {_cards(laid)} from your hand: move the cards on the table "
                f"by dragging them, then lay these", {"laid": [str(c) for c in laid]})
    if action.kind == "add" and action.cards:
        # the shared sentence said "Add A♦ to seat 3's meld" ("Alice의 등록패에 A♦ 붙이기"): a play, in a space
        from ai.coach import panel_points
        left = panel_points(view, action)
        owner = next((m.owner for m in view.melds if m.id == action.target), None)
        onto = ("a play in your space" if owner == view.seat else f"seat {owner}'s play" if owner is not None
                else "a play on the table")
        points = "1 point" if left == 1 else f"{left} points"
        return (f"Add {_cards(action.cards)} to {onto}: leaves {points} in your hand",
                {"points_left": left, "points_now": now})
    if action.kind == "swap" and action.cards:
        card = action.cards[0]
        return (f"Replace a joker with the {card.pretty}: drag it onto the joker's play, and the joker "
                f"comes to your hand", {"card": str(card)})
    if action.kind in TAKES and action.cards:
        return _take(view, action)
    if action.kind == "draw_stock":
        return _draw(view)
    if action.kind == "discard" and len(view.hand) == 1:
        # going out read as any other discard, "Discard K♣: leaves 0 points in your hand" (s16, 27 Nov)
        return f"Discard {action.cards[0].pretty} to go out", {"points_left": 0}
    if action.kind == "end_turn" and not view.hand:
        # it read "You end the turn" with the hand empty, the move that went out
        return "End the turn to go out: your hand is empty", {}
    if action.kind == "end_turn":
        # it read "You end the turn", a report of the move, where all the hand held was a card taken this
        # turn and kept (R-3: warm): the hint says why there is no discard (s18-evening)
        marks = dict(getattr(view, "taken", ()) or ())
        warm = [c for c in view.hand if marks.get(c) == "warm"]
        if warm and len(warm) == len(view.hand):
            return (f"End the turn without a discard: you keep the warm {_cards(warm)} this turn",
                    {"cards": [str(c) for c in warm]})
    if action.kind == "reenter":      # the shared fallback read "You draw three to come back in", a report
        return ("Draw three from the stock to come back in and play on", {})
    if action.kind == "decline":
        up = view.fact("up")
        if up:
            return (f"Leave the turned-up {Card.parse(up).pretty}: it makes no play with your cards",
                    {"card": up})
    return None


def _joker_sources(view: PlayerView, cards: Sequence[Card]) -> str:
    """The plays (as they lie) the jokers among ``cards`` come from, when the table holds more than one joker:
    "first move Joker Joker onto J♠ Q♠ K♠" did not say which of the table's jokers (s18-evening); "" otherwise."""
    if not any(c.is_joker for c in cards) or sum(c.is_joker for m in view.melds for c in m.cards) < 2:
        return ""
    plays: list[tuple[Card, ...]] = []
    for c in cards:
        if c.is_joker:
            play = next((tuple(m.cards) for m in view.melds if c in m.cards), None)
            if play is not None and play not in plays:
                plays.append(play)
    return " · ".join(_cards(p) for p in plays)


def _where(view: PlayerView, elsewhere: list[tuple[tuple[Card, ...], int]]) -> str:
    """Where a new play in another's space is started (dropped there, or it is stolen: R1): a card out of a
    play dropped on the space's name starts it; a card from the hand dropped there joins a play instead, so
    when the new play begins with a hand card the words name its first card on the table (s18-korean:
    "4♠ 5♠ 6♠ … drop its first card on the name" put the 4♠ onto Minji's sevens)."""
    if not elsewhere:
        return ""
    cards, space = elsewhere[0]
    hand = set(view.hand)
    on_table = next((c for c in cards if c not in hand), None)
    if on_table is None or on_table == cards[0]:
        return f"; start {_cards(cards)} in seat {space}'s space: drop its first card on the name over that space"
    return (f"; start {_cards(cards)} in seat {space}'s space: drop the {on_table.pretty} from the table on the "
            f"name over that space, then add the rest")


def plan_left(view: PlayerView, action: Action) -> bool:
    """Whether a ``table`` plan still has a card to lay from the hand or a table card to move (the player may
    have made all of it by hand: then its hint is done, and a fresh one is thought)."""
    if action.kind != "table":
        return True
    hand = set(view.hand)
    return any(c in hand for c in action.cards) or bool(_rearranged(view, action)[0])


def _rearranged(view: PlayerView, action: Action) -> tuple[list[Card], list[tuple[Card, ...]],
                                                             list[tuple[tuple[Card, ...], int]]]:
    """The table cards a ``table`` action moves to another play, the plays it changes or makes (each
    in its order), and the new plays it starts in another seat's space with that seat; nothing when its
    plays word does not read.

    Each play of the plan is known as the play of the same space it keeps most cards of: the plan numbers
    plays its own way ("move 10♥ 10♦ 10♣ Joker Q♠ … start Joker Q♠ Q♣ in seat 2's space", when Joker Q♠
    stay where they lie and Q♣ joins them: s17-korean), and the words name only the cards that move.  The
    space stays the plan's: a card taken into another space must be paid for (R-7), which is why a plan
    may start a play in a partner's space."""
    try:
        plays = parse_plays(action.get("plays") or "", action.cards)
    except ValueError:
        return [], [], []
    was = {c: m.id for m in view.melds for c in m.cards}
    before = {m.id: tuple(m.cards) for m in view.melds}
    where = {m.id: m.space for m in view.melds}
    known = _known_as(plays, before, where)
    moved: list[Card] = []
    changed: list[tuple[Card, ...]] = []
    elsewhere: list[tuple[tuple[Card, ...], int]] = []
    for i, (__, space, cards, _kind) in enumerate(plays):
        ident = known.get(i)
        moved += [c for c in cards if c in was and was[c] != ident]
        if ident is None or set(before.get(ident, ())) != set(cards):      # (in any order: as laid, it is whole)
            # a run as the table shows it: "A♣ 2♣ 3♣ 5♣ Joker" read as if the joker were a 6 (27 Nov)
            changed.append(arrange(cards, RULES)[0] if play_kind(cards) == "run" else tuple(cards))
            if ident is None and space != view.seat:
                elsewhere.append((changed[-1], space))
    return moved, changed, elsewhere


def _steps(view: PlayerView, action: Action) -> list[tuple[list[Card], tuple[Card, ...], int | None]]:
    """The table cards a ``table`` action moves, by the play they go to, a step each: onto a play on the
    table (named by its cards as they lie) first, then to new plays in the player's own space, then to new
    plays in another's space (with that seat: they are dropped on its name).  A plan of five moves into two
    new plays in others' spaces came as one line of three (s18-korean L3)."""
    try:
        plays = parse_plays(action.get("plays") or "", action.cards)
    except ValueError:
        return []
    was = {c: m.id for m in view.melds for c in m.cards}
    before = {m.id: tuple(m.cards) for m in view.melds}
    known = _known_as(plays, before, {m.id: m.space for m in view.melds})
    onto: list[tuple[list[Card], tuple[Card, ...], int | None]] = []
    new: list[tuple[list[Card], tuple[Card, ...], int | None]] = []
    theirs: list[tuple[list[Card], tuple[Card, ...], int | None]] = []
    for i, (__, space, cards, _kind) in enumerate(plays):
        ident = known.get(i)
        moving = [c for c in cards if c in was and was[c] != ident]
        if moving and ident is not None:
            onto.append((moving, before[ident], None))
        elif moving and space == view.seat:
            new.append((moving, (), None))
        elif moving:
            theirs.append((moving, (), space))
    return onto + new + theirs


def _known_as(plays: Sequence[tuple[Any, int, Sequence[Card], Any]], before: dict[int, tuple[Card, ...]],
              where: dict[int, int]) -> dict[int, int]:
    """Each plan play's table play in the same space: the pairs that share the most cards first, each once."""
    pairs = sorted(((len(set(cards) & set(old)), -i, ident) for i, (__, space, cards, __k) in enumerate(plays)
                    for ident, old in before.items() if where[ident] == space), reverse=True)
    known: dict[int, int] = {}
    for shared, neg_i, ident in pairs:
        if shared and -neg_i not in known and ident not in known.values():
            known[-neg_i] = ident
    return known


def _taken(view: PlayerView, action: Action) -> list[Card]:
    """The cards a take brings to the hand: the named discard and every one above it."""
    if action.kind == "take_pile":
        pile = list(view.discard)
        return pile[pile.index(action.cards[0]):]
    return list(action.cards)


def _take(view: PlayerView, action: Action) -> tuple[str, dict[str, Any]]:
    """A take names the play its hot card makes, and that it must be played this turn (R-3)."""
    hot = action.cards[0]
    taken = _taken(view, action)
    held = set(view.hand)
    # each play as the table lays it: "it makes A♣ Q♣ K♣" read as no run (s16, 27 Nov)
    plays = [arrange(p, RULES)[0] for p in melds_with(list(view.hand) + [c for c in taken if c not in held], hot)]
    n = len(taken) - 1                         # how many come with it: the hint said only "the cards above it"
    above = f" and the {n} cards above it" if n > 1 else " and the card above it" if n else ""
    if plays:
        return (f"Take the {hot.pretty}{above}: it makes {_cards(plays[0])}; play it this turn, it is hot",
                {"card": str(hot), "play": [str(c) for c in plays[0]]})
    return (f"Take the {hot.pretty}{above}: it joins a play on the table; play it this turn, it is hot",
            {"card": str(hot)})


def _draw(view: PlayerView) -> tuple[str, dict[str, Any]]:
    """The stock, or (while it is closed, R-2) the turned-up card."""
    up = view.fact("up")
    if up and any(a.kind == "decline" for a in view.legal):
        card = Card.parse(up)
        plays = [arrange(p, RULES)[0] for p in melds_with(list(view.hand) + [card], card)]
        if plays:
            return (f"Take the turned-up {card.pretty}: it makes {_cards(plays[0])}", {"card": up})
        return (f"Take the turned-up {card.pretty}", {"card": up})
    if any(a.kind in TAKES for a in view.legal):
        return ("Draw from the stock: what the discard pile would give you is worth less than the cards "
                "it would leave in your hand", {})
    return ("Draw from the stock: no discard makes a play you could lay this turn", {})
