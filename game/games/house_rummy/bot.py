"""How the rule bots play House Rummy (R-1..R-12): lay out as many cards as the rules allow.

House Rummy pays 5 points for every card in one's space and (in Classic) charges the cards left in
hand, so a rule bot's plan is the opposite of Hoola's keep-the-fewest-points: take a discard when it
makes plays, meld as soon as the cost is met, lay every whole play it holds, add its cards to its own
side's plays, and discard what is least likely to make a play.  Every level reads only its view.

* **Easy** looks only at the top three discards (six let it keep level with the greedy player in Epic,
  -0.60 [-1.31, +0.12] over 1,000 deals) and takes when that makes plays worth 8 more; lays the
  highest-scoring play it sees and what is listed on its side's plays; sheds its highest loose card.
* **Medium** weighs every take (the whole pile too) by the plays it would make, less half the unplayed
  cards' cost and 2 a card taken beyond the first in Classic (Epic charges nothing for unplayed cards
  until first out), and takes whenever that comes to more than -15 (:data:`TAKE_GAINS`): a cautious
  Medium, taking only at a gain of 3 like Hard, let one greedy player at a table of Mediums win +10.2
  points a hand over 1,000 deals (issue 24; -15 measured on 150 deals of seed 24: Medium against three
  greedy +0.2 -> +6.7, one greedy against three Medium +9.5 -> -4.3, Hard over Medium +6.1 -> +2.9);
  lays the play that,
  with what the rest of the hand can still lay, scores most (a run of four that leaves a book in
  hand beats a run of five that leaves nothing); replaces a table joker before melding when that
  lets it meld, or for a card that makes no play while the stock holds more than
  :data:`JOKER_TIME` (a joker makes any play); adds to its own side's plays, never to the other
  side's (every card added there scores 5 for them, a book of three turned into four 10) unless the
  card goes out.
* **Hard** also steals (the plain steals the engine lists: a card at the end of another player's run,
  or out of a book of four, that makes a new play with its hand cards); and in Epic it demands a card when the chance the player holds it pays for the risk of a lost turn.

* **Expert** plays Hard's plan with a look-ahead over the turn's plans (:mod:`.bot_expert`): the table
  solver (:mod:`.table_solver`) rebuilds the whole table to lay the most of its hand, splitting runs and
  freeing cards for new plays, and the Expert proposes that table as one move when it is worth more to
  its side than the plain plan; a take from the pile is weighed by the same look-ahead.

Measured against a plain greedy player that takes whenever a new play is made, lays the most cards and
adds to its side's plays (``tests/tools/greedy.py``, issue 24), see the README's ladder section.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from game.engine import Action, Card, PlayerView
from game.engine.determinize import unseen_cards
from .rules.plans import melding_plan, melds_with, near
from .rules.judge import hand_value, play_kind, play_score

from .coach import explain as coach_explain
from ai.strategies import register

#: Medium and Hard take from the pile when the plays it makes are worth this much more (Easy: 8).
TAKE_GAIN = 3
#: Each level's threshold for a take, where it differs (Easy: only a clear gain; Medium: a take
#: that makes plays even at some cost of cards left in hand, see the module notes).
TAKE_GAINS = {"easy": 8, "medium": -15}
#: Medium and Hard take a table joker for a loose card before melding while the stock holds more.
JOKER_TIME = 10

if TYPE_CHECKING:
    from ai.rulebot import RuleBot


def choose(bot: "RuleBot", view: PlayerView, legal: Sequence[Action]) -> Action:
    """The bot's House Rummy move (one of ``legal``)."""
    by: dict[str, list[Action]] = {}
    for a in legal:
        by.setdefault(a.kind, []).append(a)
    if view.phase == "play" and view.current == view.seat:
        return _play(bot, view, by, legal)
    return _draw(bot, view, by, legal)


# --- drawing ----------------------------------------------------------------------------------------

def _best_plan(hand: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Whole plays found greedily among ``hand`` (the biggest scores first)."""
    left, plan = list(hand), []
    while True:
        found = melds_with(left)
        if not found:
            return plan
        plan.append(found[0])
        left = [c for c in left if c not in found[0]]


def _fits_table(view: PlayerView, card: Card) -> bool:
    return any(play_kind(list(m.cards) + [card]) for m in view.melds)


def _draw(bot: "RuleBot", view: PlayerView, by: dict[str, list[Action]], legal: Sequence[Action]) -> Action:
    hand = list(view.hand)
    level = bot.level.name
    if "decline" in by:                           # the turned-up card: take it if it makes a play
        up = view.fact("up")
        if up and melds_with(hand + [Card.parse(up)], Card.parse(up)):
            return by["draw_stock"][0]
        return by["decline"][0]
    base = sum(play_score(m) for m in _best_plan(hand))
    options: list[tuple[float, Action]] = []
    classic = view.options.variant == "classic"
    for a in by.get("take_discard", []) + by.get("take_pile", []):
        if level == "easy" and len(_taken_cards(view, a)) > 3:
            continue                              # Easy looks only at the top three discards
        taken = _taken_cards(view, a)
        plan = _best_plan(hand + taken)
        used = {c for m in plan for c in m}
        gain = sum(play_score(m) for m in plan) - base
        waste = sum(hand_value([c]) for c in taken if c not in used) if classic else 0
        extra = 2 * (len(taken) - 1) if classic or level == "easy" else 0   # Epic: none till first out
        options.append((gain - 0.5 * waste - extra, a))
    if level == "hard":
        options += _demand_options(bot, view, by.get("demand", []), hand, base)
    if options:
        value, best = max(options, key=lambda t: t[0])
        if value >= TAKE_GAINS.get(level, TAKE_GAIN):
            return best
    for kind in ("reenter", "draw_stock"):
        if kind in by:
            return by[kind][0]
    return legal[0]


def _taken_cards(view: PlayerView, a: Action) -> list[Card]:
    if a.kind == "take_pile":
        i = list(view.discard).index(a.cards[0])
        return list(view.discard[i:])
    return list(a.cards)


def _demand_options(bot: "RuleBot", view: PlayerView, demands: list[Action], hand: list[Card],
                    base: int) -> list[tuple[float, Action]]:
    """A demand is worth its gain times the chance the player holds the card, less a lost turn."""
    unseen = len(unseen_cards(view)) or 1
    out = []
    for a in demands:
        holder = int(a.get("from") or 0)
        p = view.hand_counts[holder] / unseen
        gain = sum(play_score(m) for m in _best_plan(hand + [a.cards[0]])) - base
        out.append((p * gain - (1 - p) * 15, a))
    return out


# --- playing ------------------------------------------------------------------------------------------

def _play(bot: "RuleBot", view: PlayerView, by: dict[str, list[Action]], legal: Sequence[Action]) -> Action:
    level = bot.level.name
    mine = _side(view)
    melded = view.seat in (view.fact("melded") or ())
    if "table" in by and (not melded or level == "hard"):    # melding in several plays, or a steal
        return max(by["table"], key=lambda a: (sum(1 for c in a.cards if c in view.hand), str(a)))
    if "meld" in by:
        if level == "easy":
            return max(by["meld"], key=lambda a: (play_score(a.cards, a.get("as")), len(a.cards), a.get("as") == "run"))
        return max(by["meld"], key=lambda a: _meld_worth(view, a))
    if "swap" in by and level != "easy":
        for a in by["swap"]:
            joker = next(c for c in _meld_cards(view, a.target) if str(c) == a.get("joker"))
            hand = [c for c in view.hand if c != a.cards[0]] + [joker]
            if melding_plan(hand, int(view.fact("cost") or 10)) is not None:
                return a
        # a joker makes any play: worth a card that makes none, while the hand has time to lay it
        if view.stock_count > JOKER_TIME:
            loose = [a for a in by["swap"] if not _has_partner(view.hand, a.cards[0])]
            if loose:
                return max(loose, key=lambda a: (hand_value(a.cards), str(a)))   # the costliest goes
    adds = by.get("add", [])
    if adds:
        spaces = {m.id: m.space for m in view.melds}
        own = [a for a in adds if spaces.get(a.target) in mine]
        if own:
            return own[0]
        classic = view.options.variant == "classic"
        # the other side's play scores 5 for every card added (a book of three turned into four: 10),
        # so no level gives them a card but to go out, and only when the last card cannot be discarded:
        # a discard goes out as well, gives them nothing, and where it ends the hand closes the pile
        # (R-10; the hint laid A♦ on Alice's run, giving her side 5 and Minji one more turn: s17-korean)
        costly = [a for a in adds if len(view.hand) == 1 and not by.get("discard")]
        if costly:
            return max(costly, key=lambda a: hand_value(a.cards))
    discards = by.get("discard", [])
    if discards:
        return _discard(view, discards, level)
    if "end_turn" in by:
        return by["end_turn"][0]
    return legal[0]


def _meld_worth(view: PlayerView, a: Action) -> tuple[int, int, int, bool]:
    """A play and what the rest of the hand can still lay after it: a run of four that leaves a book
    of three in hand is worth more than a run of five that leaves nothing."""
    rest = [c for c in view.hand if c not in a.cards]
    now = play_score(a.cards, a.get("as"))
    return (now + sum(play_score(m) for m in _best_plan(rest)), now, len(a.cards), a.get("as") == "run")


def _has_partner(hand: Sequence[Card], card: Card) -> bool:
    """Does ``card`` make a pair or two cards of a run with another card in ``hand``?"""
    return any(c != card and not c.is_joker and
               (c.rank == card.rank or (c.suit == card.suit and near(c.rank, card.rank))) for c in hand)


def _side(view: PlayerView) -> set[int]:
    if view.players == 4:
        return {view.seat % 2, view.seat % 2 + 2}
    return {view.seat}


def _meld_cards(view: PlayerView, meld_id: int | None) -> tuple[Card, ...]:
    return next((m.cards for m in view.melds if m.id == meld_id), ())


def _discard(view: PlayerView, discards: list[Action], level: str) -> Action:
    """Shed the card least likely to make a play; in Classic the costly ones first."""
    hand = list(view.hand)
    classic = view.options.variant == "classic"

    def keep_value(card: Card) -> float:
        if card.is_joker:
            return 100.0
        partners = sum(1 for c in hand if c != card and not c.is_joker and
                       (c.rank == card.rank or (c.suit == card.suit and near(c.rank, card.rank))))
        cost = hand_value([card]) if classic else 0
        return partners * 10 - (cost if level != "easy" else hand_value([card]))
    return min(discards, key=lambda a: (keep_value(a.cards[0]), str(a.cards[0])))



register("house-rummy", choose, explain=coach_explain)

from . import bot_expert  # noqa: E402,F401  (the Expert's own search, registered with the shared Expert)
