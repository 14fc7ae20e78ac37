"""A match: hands in sequence, the dealer as the ruleset says, a running ledger, an end."""
from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from .options import build_options, options_dict
from .result import Result
from .ruleset import get_ruleset
from .deal import new_hand
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
                 dealer: int = 0, max_hands: int | None = None, target: int | None = None) -> None:
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
        self.hand: HandState = self._deal()

    def _deal(self) -> HandState:
        return new_hand(self.game, players=self.players, seed=hand_seed(self.seed, len(self.results)),
                        options=self.options, dealer=self.dealer)

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
            for s, p in result.payments.items():
                self.ledger[s] += p * self.stake_factor
            self.stake_factor = self.ruleset.next_stake_factor(self.stake_factor, result, self.options)
        return result

    @property
    def over(self) -> bool:
        if self.hand.result is None:
            return False
        self.record_result()
        if self.max_hands is not None and self.hands_played >= self.max_hands:
            return True
        if self.target is not None and any(v >= self.target for v in self.ledger.values()):
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
        """The match as plain data: its settings and each hand's action record (rule C-6)."""
        hands = [[str(a) for a in rec] for rec in self.finished_records]
        booked = bool(self.results) and self.results[-1] is self.hand.result
        if not booked:  # the current hand is not among the finished records yet
            hands.append([str(a) for a in self.hand.record])
        return {"game": self.game, "players": self.players, "seed": self.seed,
                "options": options_dict(self.options), "max_hands": self.max_hands, "target": self.target,
                "first_dealer": self.first_dealer, "hands": hands}

    @classmethod
    def from_record(cls, data: dict[str, Any]) -> "Match":
        """Rebuild a match by replaying every hand; bad data raises ``ValueError``."""
        from .actions import Action
        try:
            m = cls(data["game"], players=data["players"], seed=data["seed"], options=data["options"],
                    dealer=data.get("first_dealer", 0), max_hands=data.get("max_hands"),
                    target=data.get("target"))
            hands = data["hands"]
            for i, actions in enumerate(hands):
                for text in actions:
                    m.hand.apply(Action.parse(text))
                if i < len(hands) - 1:
                    m.next_hand()
        except (KeyError, TypeError, AttributeError) as e:
            raise ValueError(f"not a saved match: {e!r}") from None
        return m


def new_match(game: str, *, players: int, seed: int | None = None, options: Any = None, dealer: int = 0,
              max_hands: int | None = None, target: int | None = None) -> Match:
    """Start a match of ``game``; its first hand is ``match.hand``."""
    return Match(game, players=players, seed=seed, options=options, dealer=dealer,
                 max_hands=max_hands, target=target)
