"""A match: hands in sequence, the dealer as the ruleset says, a running ledger, an end."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .options import build_options, options_dict
from .result import Result
from .ruleset import get_ruleset
from .deal import POLL, new_hand
from .state import HandState


def hand_seed(match_seed: int, index: int) -> int:
    """The seed of hand ``index`` of a match: fixed by the match seed, independent of play."""
    return random.Random(f"{match_seed}/{index}").randrange(2**32)


class Match:
    """Hands of one game among the same seats.

    ``ledger[seat]`` is the running total (stakes in Hoola, points in Seven
    Bridge).  The match ends after ``max_hands`` hands or when a seat reaches
    ``target``; with neither it goes on until the players stop.
    """

    def __init__(self, game: str, *, players: int, seed: int | None = None, options: Any = None,
                 dealer: int = 0, max_hands: int | None = None, target: int | None = None,
                 poll: str | None = POLL) -> None:
        self.ruleset = get_ruleset(game)
        self.options = build_options(self.ruleset.Options, options)
        self.ruleset.check_players(players, self.options)
        for name, value in (("max_hands", max_hands), ("target", target)):
            if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
                raise ValueError(f"{name} must be a whole number of at least 1, not {value!r}")
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        self.game = self.ruleset.name
        self.players = players
        self.seed = seed
        self.max_hands = max_hands
        self.target = target
        self.ledger: dict[int, Fraction] = {s: Fraction(0) for s in range(players)}
        self.results: list[Result] = []
        self.stakes: list[int] = []
        self.stake_factor = 1
        self.dealer = dealer
        self.first_dealer = dealer
        self.finished_records: list[list] = []
        self.finished_chance: list[list] = []
        self.finished_deals: list[dict] = []
        #: how priority windows poll (see ``game.engine.deal.POLL``); None for matches saved before
        self.poll: str | None = poll
        self.hand: HandState = self._deal()

    def _deal(self, deal: dict[str, Any] | None = None) -> HandState:
        state = new_hand(self.game, players=self.players, seed=hand_seed(self.seed, len(self.results)),
                         options=self.options, dealer=self.dealer, deal=deal, poll=self.poll)
        state.context = self.context()
        return state

    def context(self) -> "MatchContext":
        """What a hand may know of its match (its number, the totals so far)."""
        return MatchContext(hand_number=len(self.results) + 1, ledger=dict(self.ledger),
                            stake_factor=self.stake_factor, max_hands=self.max_hands, target=self.target)

    @property
    def hands_played(self) -> int:
        return len(self.results)

    def record_result(self) -> Result:
        """Book the finished current hand into the ledger (once)."""
        result = self.hand.result
        if result is None:
            raise ValueError("the current hand is not over yet")
        if len(self.results) == len(self.stakes) and (not self.results or self.results[-1] is not result):
            self.results.append(result)
            self.stakes.append(self.stake_factor)
            self.finished_records.append(list(self.hand.record))
            self.finished_chance.append([list(c) for c in self.hand.chance])
            self.finished_deals.append(dict(self.hand.setup.get("deal", {})))
            for s, p in result.payments.items():
                self.ledger[s] += p * self.stake_factor
            self.stake_factor = self.ruleset.next_stake_factor(self.stake_factor, result, self.options)
        return result

    @property
    def over(self) -> bool:
        """Is the match finished?  Reads only: the finished hand counts whether or not it is booked."""
        result = self.hand.result
        if result is None:
            return False
        booked = bool(self.results) and self.results[-1] is result
        played = self.hands_played + (0 if booked else 1)
        ledger = self.ledger if booked else {
            s: v + result.payments.get(s, Fraction(0)) * self.stake_factor for s, v in self.ledger.items()}
        if self.max_hands is not None and played >= self.max_hands:
            return True
        if self.target is not None and any(v >= self.target for v in ledger.values()):
            return True
        return False

    def next_hand(self) -> HandState:
        """Book the finished hand and deal the next one."""
        result = self.record_result()
        if self.over:
            raise ValueError("the match is over")
        self.dealer = self.ruleset.next_dealer(self.dealer, result, self.players)
        self.hand = self._deal()
        return self.hand

    def standings(self) -> list[tuple[int, Fraction]]:
        """Seats by total, best first."""
        return sorted(self.ledger.items(), key=lambda kv: (-kv[1], kv[0]))

    @property
    def leaders(self) -> tuple[int, ...]:
        best = max(self.ledger.values())
        return tuple(s for s, v in self.ledger.items() if v == best)

    # --- saving
    def to_record(self) -> dict[str, Any]:
        """The match as plain data: its settings and each hand's record (rule C-6).

        ``hands`` holds each hand's action texts; ``chance`` and ``deals`` hold, per hand, its shuffles
        and its dealt cards, so the match replays the same on any Python.
        """
        hands = [[str(a) for a in rec] for rec in self.finished_records]
        chance = list(self.finished_chance)
        deals = list(self.finished_deals)
        booked = bool(self.results) and self.results[-1] is self.hand.result
        if not booked:  # the current hand is not among the finished records yet
            hands.append([str(a) for a in self.hand.record])
            chance.append([list(c) for c in self.hand.chance])
            deals.append(dict(self.hand.setup.get("deal", {})))
        return {"game": self.game, "players": self.players, "seed": self.seed,
                "options": options_dict(self.options), "max_hands": self.max_hands, "target": self.target,
                "first_dealer": self.first_dealer, "hands": hands, "chance": chance, "deals": deals,
                "poll": self.poll}

    @classmethod
    def from_record(cls, data: dict[str, Any]) -> "Match":
        """Rebuild a match by replaying every hand; bad data raises ``ValueError``.

        Records saved before chance was recorded (no ``chance``/``deals``) replay from the seed.
        """
        from .deal import replay_actions
        try:
            m = cls(data["game"], players=data["players"], seed=data["seed"], options=data["options"],
                    dealer=data.get("first_dealer", 0), max_hands=data.get("max_hands"),
                    target=data.get("target"), poll=data.get("poll"))
            hands = data["hands"]
            chance = data.get("chance") or [[] for _ in hands]
            deals = data.get("deals") or [None for _ in hands]
            if len(chance) != len(hands) or len(deals) != len(hands):
                raise ValueError("the match record's hands, chance and deals do not match")
            for i, actions in enumerate(hands):
                if deals[i]:
                    m.hand = m._deal(deals[i])
                replay_actions(m.hand, actions, [tuple(c) for c in chance[i]])
                if i < len(hands) - 1:
                    m.next_hand()
        except (KeyError, TypeError, AttributeError) as e:
            raise ValueError(f"not a saved match: {e!r}") from None
        return m


@dataclass(frozen=True)
class MatchContext:
    """What a hand knows of its match: its number (1 = the first), the totals before it, the
    current stake factor and how the match ends.  A single hand dealt alone has ``hand_number`` 1."""

    hand_number: int = 1
    ledger: dict[int, Fraction] = field(default_factory=dict)
    stake_factor: int = 1
    max_hands: int | None = None
    target: int | None = None


def new_match(game: str, *, players: int, seed: int | None = None, options: Any = None, dealer: int = 0,
              max_hands: int | None = None, target: int | None = None) -> Match:
    """Start a match of ``game``; its first hand is ``match.hand``."""
    return Match(game, players=players, seed=seed, options=options, dealer=dealer,
                 max_hands=max_hands, target=target)
