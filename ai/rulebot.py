"""Rule-based bots: Easy, Medium and Hard, playing every game by one plan and the game's own steps.

All three read only their :class:`~game.engine.PlayerView` and choose from the
listed actions.  A game's bot module may register a strategy of its own (its whole move) and
steps inside the shared plan for its own kinds (:mod:`ai.strategies`); what is left is the plan
every game shares: take a discard when it helps, meld, lay off, discard.  What separates the levels
in that plan:

* **Easy** lays whatever melds it sees, sheds its highest loose card, claims a
  discard only sometimes (and is slow to slap).
* **Medium** keeps the fewest points in hand (the solver's best partition of its
  hand) and takes and claims a discard when that lowers its points.
* **Hard** also counts cards (what is still unseen), avoids discards another
  player can claim (anyone in battle mode, only the next player otherwise),
  judges a discard by the hand it leaves after the next draw and keeps its melds in
  hand when a Perfect is near.

Reaction delays (seconds from a discard to a slap), drawn per claim from each
bot's own seeded RNG: Easy 1.2–2.0 (and it misses a third of its claims),
Medium 0.7–1.2, Hard 0.35–0.7.  Think times (seconds per move in turn, before
the controller's scale setting): Easy 0.9–1.6, Medium 0.7–1.2, Hard 0.5–1.0.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from game.engine import Action, Card, PlayerView
from game.engine.determinize import unseen_cards
from game.engine.ruleset import get_ruleset
from game.engine.meld_reach import meldable_faces
from game.engine.solver import best_partition, min_points

from .base import restore, states_of
from .strategies import GameBot, game_bot


@dataclass(frozen=True)
class Level:
    name: str
    reaction: tuple[float, float]
    think: tuple[float, float]
    miss_claim: float          # chance of not noticing a claim at all
    claim_chance: float        # chance of claiming when it noticed and it helps
    solver: bool               # plans with the best partition (else greedy)
    safety: bool               # avoids discards others can claim
    knock_margin: float        # end the hand (a game's knock) with points <= margin * likely points of others
    lookahead: bool = False    # judges a discard by the points expected after the next draw
    danger_weight: float = 0.0   # points a claimable discard costs
    danger_short: float = 0.0    # extra when some player is close to going out
    goal_weight: float = 0.0     # a game's goal for the hand (Kalookie's opening 40): cost per point short
    counts_cards: bool = False   # knows the unseen cards' values (else takes a card at the deck's mean)


EASY = Level("easy", (1.2, 2.0), (0.9, 1.6), 0.35, 0.6, False, False, 0.0)
MEDIUM = Level("medium", (0.7, 1.2), (0.7, 1.2), 0.0, 1.0, True, False, 0.15, goal_weight=0.3)
HARD = Level("hard", (0.35, 0.7), (0.5, 1.0), 0.0, 1.0, True, True, 0.45, lookahead=True,
             danger_weight=4.0, danger_short=20.0, goal_weight=0.5, counts_cards=True)

#: A game's goal for a hand: ``goal(cards, fewest points of cards)`` is how far the hand falls short
#: of it in points (Kalookie: of the opening's 40), 0 once reached.
Goal = Callable[[Sequence[Card], int], float]


def points_after_discard(cards: list[Card], rules) -> int:
    """Fewest points left after the best single discard from ``cards`` (0 for no cards)."""
    best = None
    for i in range(len(cards)):
        p = min_points(cards[:i] + cards[i + 1:], rules)
        if best is None or p < best:
            best = p
    return best if best is not None else 0


def _key(cards: Sequence[Card]) -> frozenset:
    return frozenset(cards)


def _without(hand: Sequence[Card], cards: Sequence[Card]) -> list[Card]:
    out = list(hand)
    for c in cards:
        out.remove(c)
    return out


class RuleBot:
    """One rule-based bot.  ``level``: easy, medium or hard."""

    def __init__(self, seed: int | None = None, level: Level = MEDIUM) -> None:
        self.seed = seed
        self.level = level
        self.rng = random.Random(seed)

    # ------------------------------------------------------------- timing
    def reaction_delay(self) -> float:
        lo, hi = self.level.reaction
        return self.rng.uniform(lo, hi)

    def think_time(self) -> float:
        lo, hi = self.level.think
        return self.rng.uniform(lo, hi)

    # ------------------------------------------------------------- choosing
    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        game = game_bot(view.game)
        if game.strategy is not None:        # a game with a move of its own (House Rummy, Kalookie)
            chosen = game.strategy(self, view, legal)
            if chosen is not None:
                return chosen
        return self._plan(view, legal, None, game)

    def plan(self, view: PlayerView, legal: Sequence[Action], goal: Goal | None = None) -> Action:
        """The draw-meld-discard plan shared by the games, after the game's own plan step (a game's
        strategy may fall back on it, giving the hand a ``goal`` its discards plan toward)."""
        return self._plan(view, legal, goal, game_bot(view.game))

    def _plan(self, view: PlayerView, legal: Sequence[Action], goal: Goal | None, game: GameBot) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        by_kind: dict[str, list[Action]] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        if game.plan_step is not None:       # the game's own kinds first (Battle Hoola's knock...)
            chosen = game.plan_step(self, view, by_kind)
            if chosen is not None:
                return chosen
        if view.phase == "play" and view.current == view.seat:
            return self._play(view, by_kind, goal)
        # start of my turn, or a discard I might claim out of turn
        takes = by_kind.get("claim", []) + by_kind.get("take_discard", [])
        if takes:
            best = self._best_take(view, takes)
            if best is not None:
                return best
        for k in ("draw_stock", "pass"):
            if k in by_kind:
                return by_kind[k][0]
        return legal[0]

    # ------------------------------------------------------------- helpers
    def hand_points(self, view: PlayerView, hand: Sequence[Card]) -> int:
        """The points of ``hand`` as this level counts them: the fewest after melding (Medium, Hard)
        or every card's (Easy)."""
        if self.level.solver:
            return min_points(hand, view.rules)
        return sum(view.rules.values[c.rank] for c in hand)

    def _best_take(self, view: PlayerView, takes: list[Action]) -> Action | None:
        lvl = self.level
        out_of_turn = takes[0].kind == "claim"
        if out_of_turn and self.rng.random() < lvl.miss_claim:
            return None
        hand = list(view.hand)
        card = view.top_discard
        if not lvl.solver:
            # Easy: a take that lays cards at once is tempting, sometimes; a card taken into the hand
            # (Kalookie) only when the hand holds two of its rank (the lessons' play-through: Easy took
            # the top discard and threw the same card back, turn after turn)
            tempting = [a for a in takes if len(a.cards) > 1 or
                        (card is not None and sum(1 for c in hand if c.rank == card.rank) >= 2)]
            if not tempting:
                return None
            return tempting[0] if self.rng.random() < lvl.claim_chance else None
        now = min_points(hand, view.rules)
        best, best_val = None, None
        for a in takes:
            if a.cards == (card,) and card is not None:
                # into the hand (Kalookie): only a card that melds with it, never one to pass straight on
                if min_points(hand + [card], view.rules) >= now + view.rules.values[card.rank]:
                    continue
                val = min_points(hand + [card], view.rules)
                if best_val is None or val < best_val:
                    best, best_val = a, val
                continue
            from_hand = [c for c in a.cards if c != card]
            rest = _without(hand, from_hand)
            if not rest:
                return a  # goes out at once
            val = points_after_discard(rest, view.rules)
            if best_val is None or val < best_val:
                best, best_val = a, val
        if best is not None and best_val is not None and best_val < now:
            return best
        return None

    # ------------------------------------------------------------- card counting
    def unseen(self, view: PlayerView) -> list[Card]:
        """Cards this seat has not seen anywhere: in other hands or the stock (the game's whole deck:
        two packs, jokers)."""
        return unseen_cards(view)

    def avg_unseen_value(self, view: PlayerView) -> float:
        """The mean points of a card this seat has not seen (7 when it has seen every card)."""
        u = self.unseen(view)
        if not u:
            return 7.0
        return sum(view.rules.values[c.rank] for c in u) / len(u)

    def declined(self, view: PlayerView) -> dict[int, list[Card]]:
        """Discards each seat let go when it could have taken them in turn (it drew instead).

        A player who draws from the stock over the discard most likely holds no two cards
        that make a meld with it: the first thing Hard reads about what others hold and need.
        """
        out: dict[int, list[Card]] = {}
        hist = view.history
        for i in range(len(hist) - 1):
            a, b = hist[i], hist[i + 1]
            if a.kind == "discard" and b.kind == "draw_stock" and b.seat != a.seat:
                out.setdefault(b.seat, []).append(a.cards[0])
        return out

    def danger(self, view: PlayerView, card: Card, unseen: set[Card],
               declined: dict[int, list[Card]] | None = None) -> float:
        """Roughly, the chance that some player who may take ``card`` can make a new meld with it."""
        return min(1.0, sum(self.danger_by_seat(view, card, unseen, declined).values()))

    def danger_by_seat(self, view: PlayerView, card: Card, unseen: set[Card],
                       declined: dict[int, list[Card]] | None = None) -> dict[int, float]:
        """For each seat that may take ``card``, roughly the chance it can make a new meld with it.

        Sets count for every seat that may claim out of turn (anyone in battle mode), runs only
        for seats whose claims may make runs (in Seven Bridge only the next player's Chî).
        """
        if card.is_joker:
            return {}
        rs = get_ruleset(view.game)
        n_unseen = max(1, len(unseen))
        nxt = (view.seat + 1) % view.players
        while not view.active[nxt]:
            nxt = (nxt + 1) % view.players
        mode = rs.claim_mode(view.options)
        claimers = [s for s in range(view.players) if s != view.seat and view.active[s]]
        if mode == "next_only":
            claimers = [nxt]
        run_claims = "run" in rs.claim_kinds(view.options)
        same = [c for c in unseen if c.rank == card.rank and c.suit != card.suit]
        set_pairs = len(same) * (len(same) - 1) // 2
        by_rank = {c.rank: c for c in unseen if c.suit == card.suit}
        cyclic = view.rules.ace == "cyclic"

        def at(r: int) -> Card | None:
            if cyclic:
                r = (r - 1) % 13 + 1
            return by_rank.get(r)

        r = card.rank
        run_pairs = sum(1 for a, b in ((r - 2, r - 1), (r - 1, r + 1), (r + 1, r + 2))
                        if at(a) is not None and at(b) is not None)
        declined = self.declined(view) if declined is None else declined
        out: dict[int, float] = {}
        for s in claimers:
            h = view.hand_counts[s]
            p_both = (h / n_unseen) * max(0, h - 1) / max(1, n_unseen - 1)
            let_go = declined.get(s, ())
            f_set = 0.25 if any(d.rank == r for d in let_go) else 1.0
            f_run = 0.25 if any(d.suit == card.suit and abs(d.rank - r) <= 1 for d in let_go) else 1.0
            pairs = set_pairs * f_set
            if run_claims or s == nxt:
                pairs += run_pairs * f_run
            out[s] = pairs * p_both
        return out

    # ------------------------------------------------------------- play phase
    def _play(self, view: PlayerView, by_kind: dict[str, list[Action]], goal: Goal | None = None) -> Action:
        hand = list(view.hand)
        lvl = self.level
        melds = by_kind.get("meld", [])
        if melds:
            if lvl.solver:
                plan = best_partition(hand, view.rules)
                wanted = {_key(m) for m in plan.melds}
                hold = lvl.safety and self._hold_for_perfect(view, plan)
                for a in sorted(melds, key=lambda a: -len(a.cards)):
                    if _key(a.cards) in wanted and not hold:
                        return a
            else:
                return max(melds, key=lambda a: (len(a.cards), sum(view.rules.values[c.rank] for c in a.cards)))
        adds = by_kind.get("add", [])
        if adds:
            if lvl.solver:
                plan = best_partition(hand, view.rules)
                loose = set(plan.deadwood)
                good = [a for a in adds if a.cards[0] in loose]
                if good:
                    return max(good, key=lambda a: view.rules.values[a.cards[0].rank])
            else:
                return adds[0]
        discards = by_kind.get("discard", [])
        if discards:
            return self._discard(view, discards, goal)
        # only melds/adds that empty the hand are left, or nothing else: take the first
        for k in ("meld", "add"):
            if k in by_kind:
                return by_kind[k][0]
        return next(iter(by_kind.values()))[0]

    def _hold_for_perfect(self, view: PlayerView, plan) -> bool:
        """Hard: keep melds in hand while nothing is laid and a Perfect is one or two cards away."""
        if view.laid_any[view.seat]:
            return False
        if any(c.rank == 7 for m in plan.melds for c in m) and len(plan.deadwood) > 1:
            return False
        return len(plan.deadwood) == 2 and view.stock_count > 8

    def _discard(self, view: PlayerView, discards: list[Action], goal: Goal | None = None) -> Action:
        hand = list(view.hand)
        lvl = self.level
        values = view.rules.values
        if not lvl.solver:
            return max(discards, key=lambda a: (values[a.cards[0].rank], self.rng.random()))
        unseen_list = self.unseen(view) if (lvl.safety or lvl.lookahead) else []
        unseen = set(unseen_list)
        let_go = self.declined(view) if lvl.safety else {}
        best, best_score = None, None
        weight = lvl.goal_weight if goal is not None else 0.0
        by_face: dict[int, float] = {}   # equal cards of two packs leave equal hands
        for a in discards:
            c = a.cards[0]
            rest = _without(hand, (c,))
            score = by_face.get(c.index)
            if score is None:
                score = by_face[c.index] = self.kept_score(view, rest, unseen_list if lvl.lookahead else [],
                                                           goal, weight)
            if lvl.safety:
                # each seat's chance weighed by what its taking costs: more from a seat about to go out
                # (issue 15: a short hand elsewhere no longer makes a seven-card seat look dangerous)
                for s, p in self.danger_by_seat(view, c, unseen, let_go).items():
                    short = view.hand_counts[s] <= 3
                    score += p * (self.level.danger_weight + (self.level.danger_short if short else 0.0))
            score -= values[c.rank] * 0.01  # ties: shed the higher card
            if best_score is None or score < best_score:
                best, best_score = a, score
        assert best is not None
        return best

    def kept_score(self, view: PlayerView, rest: list[Card], unseen: list[Card], goal: Goal | None = None,
                   weight: float = 0.0) -> float:
        """What the hand ``rest`` left by a discard is worth (lower is better): its fewest points after
        the next draw when ``unseen`` cards are given (the look-ahead), else now; with a ``goal``,
        ``weight`` times how far short of it the hand falls."""
        if unseen:
            return self._expected_after_draw(view, rest, unseen, goal, weight)
        score = float(min_points(rest, view.rules))
        if weight:
            score += weight * goal(rest, int(score))
        return score

    def _expected_after_draw(self, view: PlayerView, rest: list[Card], unseen: list[Card],
                             goal: Goal | None = None, weight: float = 0.0) -> float:
        """Mean fewest points of ``rest`` plus one unseen card: a hand's promise, not just its points now
        (and, with a ``goal``, ``weight`` times how far short of it the hand is then)."""
        rules = view.rules
        faces: dict[int, list] = {}          # each face once, weighed by its copies unseen
        for u in unseen:
            seen = faces.get(u.index)
            if seen is None:
                faces[u.index] = [u, 1]
            else:
                seen[1] += 1
        total = 0
        reach = meldable_faces(rest, rules)   # the cards that could meld with rest (None: any could)
        alone: int | None = None             # rest's own points: a card that cannot meld adds its value
        for u, n in faces.values():
            drawn = rest + [u]
            if reach is None or u.is_joker or u.index in reach:
                pts = min_points(drawn, rules)
            else:
                if alone is None:
                    alone = min_points(rest, rules)
                pts = alone + rules.values[u.rank]
            total += n * (pts - rules.values[u.rank] + (weight * goal(drawn, pts) if weight else 0))
        return total / len(unseen)

    def match_decision(self, decision, context) -> str:
        """Between hands: buy back in (Kalookie) when the pool is worth the stake at this level's nerve;
        any other question gets the ruleset's first choice."""
        if set(decision.choices) != {"buy", "retire"}:
            return decision.choices[0]
        cost = float(decision.data.get("cost", 0) or 0)
        players_in = max(1, len(context.ledger) - len(context.out))
        if self.level.name == "easy":
            return "buy" if self.rng.random() < 0.5 else "retire"
        share = (float(context.pool) + cost) / players_in      # the pool split evenly: a rough chance
        return "buy" if share >= cost * (1.0 if self.level.safety else 0.6) else "retire"

    def random_state(self) -> dict:
        return states_of({"rng": self.rng})

    def set_random_state(self, data: dict) -> None:
        restore({"rng": self.rng}, data)

    def __repr__(self) -> str:
        return f"RuleBot({self.level.name}, seed={self.seed!r})"


def easy(seed: int | None = None) -> RuleBot:
    return RuleBot(seed, EASY)


def medium(seed: int | None = None) -> RuleBot:
    return RuleBot(seed, MEDIUM)


def hard(seed: int | None = None) -> RuleBot:
    return RuleBot(seed, HARD)
