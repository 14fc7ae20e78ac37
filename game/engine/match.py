"""A match: hands in sequence, the dealer as the ruleset says, a running ledger, an end."""
from __future__ import annotations

import copy
import random
from fractions import Fraction
from typing import Any

from .context import Decision, MatchContext
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
    Bridge, penalty points in Kalookie; partners hold the same total).  The
    ruleset books each hand (:meth:`Ruleset.book`), may ask questions between
    hands (:meth:`pending`, :meth:`decide`: a buy-in) and may end the match
    itself; otherwise it ends after ``max_hands`` hands or when a seat reaches
    ``target``, and with neither it goes on until the players stop.
    """

    def __init__(self, game: str, *, players: int, seed: int | None = None, options: Any = None,
                 dealer: int = 0, max_hands: int | None = None, target: int | None = None,
                 poll: str | None = POLL) -> None:
        self.ruleset = get_ruleset(game)
        self.options = build_options(self.ruleset.Options, options)
        self.ruleset.check_players(players, self.options)
        defaults = self.ruleset.match_defaults(self.options)
        max_hands = defaults.get("max_hands") if max_hands is None else max_hands
        target = defaults.get("target") if target is None else target
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
        #: stakes that change hands apart from the score (Kalookie's call-up payments)
        self.money: dict[int, Fraction] = {s: Fraction(0) for s in range(players)}
        self.pool = Fraction(0)
        #: seats eliminated from the match: dealt no cards, passed by the deal
        self.out: set[int] = set()
        #: the ruleset's own match facts (plain, JSON-able values)
        self.data: dict[str, Any] = {}
        self.sides: tuple[tuple[int, ...], ...] = self.ruleset.sides(players, self.options)
        #: the ledger after each booked hand (and the answers given after it): the score sheet
        self.totals: list[dict[int, Fraction]] = []
        self.results: list[Result] = []
        self.stakes: list[int] = []
        self.stake_factor = 1
        self.dealer = dealer
        self.first_dealer = dealer
        self.finished_records: list[list] = []
        self.finished_chance: list[list] = []
        self.finished_deals: list[dict] = []
        #: answers given between hands: (hands booked when asked, seat, kind, choice)
        self.decisions: list[tuple[int, int, str, str]] = []
        #: how priority windows poll (see ``game.engine.deal.POLL``); None for matches saved before
        self.poll: str | None = poll
        self.ruleset.start_match(self)
        self.hand: HandState = self._deal()

    def _deal(self, deal: dict[str, Any] | None = None) -> HandState:
        return new_hand(self.game, players=self.players, seed=hand_seed(self.seed, len(self.results)),
                        options=self.options, dealer=self.dealer, deal=deal, poll=self.poll,
                        context=self.context())

    def context(self) -> MatchContext:
        """What a hand may know of its match (its number, the totals so far, who is out)."""
        return MatchContext(hand_number=len(self.results) + 1, ledger=dict(self.ledger),
                            stake_factor=self.stake_factor, max_hands=self.max_hands, target=self.target,
                            sides=self.sides, out=frozenset(self.out), pool=self.pool, money=dict(self.money),
                            data=copy.deepcopy(self.data), lower_is_better=self.ruleset.counts_down(self.options))

    def side_of(self, seat: int) -> tuple[int, ...]:
        """The seats that share ``seat``'s score (``seat`` alone in most games)."""
        for side in self.sides:
            if seat in side:
                return side
        return (seat,)

    @property
    def hands_played(self) -> int:
        return len(self.results)

    @property
    def hand_number(self) -> int:
        """The number of the hand in play, or of the one just finished until the next is dealt (1-based;
        what a player calls "hand 3 of 10", booked or not)."""
        return self.hands_played + (0 if self._booked() else 1)

    def _booked(self) -> bool:
        return bool(self.results) and self.results[-1] is self.hand.result

    def record_result(self) -> Result:
        """Book the finished current hand into the match (once)."""
        result = self.hand.result
        if result is None:
            raise ValueError("the current hand is not over yet")
        if len(self.results) == len(self.stakes) and not self._booked():
            self.results.append(result)
            self.stakes.append(self.stake_factor)
            self.finished_records.append(list(self.hand.record))
            self.finished_chance.append([list(c) for c in self.hand.chance])
            self.finished_deals.append(dict(self.hand.setup.get("deal", {})))
            self.ruleset.book(self, result)
            self.totals.append(dict(self.ledger))
            self.stake_factor = self.ruleset.next_stake_factor(self.stake_factor, result, self.options)
        return result

    def _probe(self) -> "Match":
        """A copy with the finished hand booked, for questions that must not change the match."""
        probe = copy.copy(self)
        probe.__dict__["_texts"] = list(self.__dict__.get("_texts", []))
        for name in ("ledger", "money", "out", "data", "results", "stakes", "totals", "finished_records",
                     "finished_chance", "finished_deals", "decisions"):
            setattr(probe, name, copy.deepcopy(getattr(self, name)) if name in ("data", "out") else
                    copy.copy(getattr(self, name)))
        probe.record_result()
        return probe

    @property
    def over(self) -> bool:
        """Is the match finished?  Reads only: the finished hand counts whether or not it is booked."""
        if self.hand.result is None:
            return False
        m = self if self._booked() else self._probe()
        if m.pending() is not None:
            return False
        verdict = self.ruleset.match_over(m)
        if verdict is not None:
            return verdict
        if m.max_hands is not None and m.hands_played >= m.max_hands:
            return True
        if m.target is not None and any(v >= m.target for v in m.ledger.values()):
            return True
        return False

    def pending(self) -> Decision | None:
        """The next question the match puts between hands (after the finished hand is booked)."""
        if self.hand.result is None or not self._booked():
            return None
        asked = self.ruleset.decisions(self)
        return asked[0] if asked else None

    def decide(self, seat: int, choice: str) -> None:
        """Answer the pending question; ``ValueError`` with the reason if it is not ``seat``'s to answer."""
        decision = self.pending()
        if decision is None:
            raise ValueError("there is nothing to decide now")
        if seat != decision.seat:
            raise ValueError(f"it is seat {decision.seat}'s decision, not seat {seat}'s")
        if choice not in decision.choices:
            raise ValueError(f"{choice!r} is not one of the choices: {', '.join(decision.choices)}")
        self.ruleset.decide(self, decision, choice)
        if self.totals:
            self.totals[-1] = dict(self.ledger)
        self.decisions.append((self.hands_played, seat, decision.kind, choice))

    def next_hand(self) -> HandState:
        """Book the finished hand and deal the next one (after any questions are answered)."""
        result = self.record_result()
        if self.pending() is not None:
            raise ValueError("a decision is pending before the next hand")
        if self.over:
            raise ValueError("the match is over")
        dealer = self.ruleset.next_dealer(self.dealer, result, self.players)
        for _ in range(self.players):
            if dealer not in self.out:
                break
            dealer = (dealer + 1) % self.players
        self.dealer = dealer
        self.hand = self._deal()
        return self.hand

    def _order(self, total: Fraction) -> Fraction:
        return total if self.ruleset.counts_down(self.options) else -total

    def standings(self) -> list[tuple[int, Fraction]]:
        """Seats by total, best first (lowest first where scores count down)."""
        return sorted(self.ledger.items(), key=lambda kv: (self._order(kv[1]), kv[0]))

    @property
    def leaders(self) -> tuple[int, ...]:
        best = min(self._order(v) for v in self.ledger.values())
        return tuple(s for s, v in self.ledger.items() if self._order(v) == best)

    @property
    def winners(self) -> tuple[int, ...]:
        """Who won the match (the ruleset may say; otherwise the leaders).  Reads only: a finished
        hand counts whether or not it is booked."""
        m = self if self.hand.result is None or self._booked() else self._probe()
        named = self.ruleset.match_winners(m)
        return m.leaders if named is None else named

    # --- saving
    def to_record(self) -> dict[str, Any]:
        """The match as plain data: its settings and each hand's record (rule C-6).

        ``hands`` holds each hand's action texts; ``chance`` and ``deals`` hold, per hand, its shuffles
        and its dealt cards, so the match replays the same on any Python.
        """
        hands = [list(t) for t in self._finished_texts()]
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
                "poll": self.poll, "decisions": [list(d) for d in self.decisions], "booked": booked}

    def _finished_texts(self) -> list[list[str]]:
        """The finished hands' actions as text, each hand written once (a match is saved after every
        action: rewriting every finished hand each time made a long match's saves slow)."""
        texts = self.__dict__.setdefault("_texts", [])
        while len(texts) < len(self.finished_records):
            texts.append([str(a) for a in self.finished_records[len(texts)]])
        del texts[len(self.finished_records):]
        return texts

    @classmethod
    def from_record(cls, data: dict[str, Any]) -> "Match":
        """Rebuild a match by replaying every hand; bad data raises ``ValueError``.

        Records saved before chance was recorded (no ``chance``/``deals``) replay from the seed.
        A last hand that was booked (``booked``) is booked again, with the answers given after it.
        """
        from .deal import replay_actions
        try:
            m = cls(data["game"], players=data["players"], seed=data["seed"], options=data["options"],
                    dealer=data.get("first_dealer", 0), max_hands=data.get("max_hands"),
                    target=data.get("target"), poll=data.get("poll"))
            hands = data["hands"]
            chance = data.get("chance") or [[] for _ in hands]
            deals = data.get("deals") or [None for _ in hands]
            answers = [(int(at), int(seat), str(choice)) for at, seat, _kind, choice in data.get("decisions", [])]
            if len(chance) != len(hands) or len(deals) != len(hands):
                raise ValueError("the match record's hands, chance and deals do not match")
            for i, actions in enumerate(hands):
                if deals[i]:
                    m.hand = m._deal(deals[i])
                replay_actions(m.hand, actions, [tuple(c) for c in chance[i]])
                last = i == len(hands) - 1
                if last and not data.get("booked") and not any(at == i + 1 for at, _, _ in answers):
                    break
                m.record_result()
                for at, seat, choice in answers:
                    if at == i + 1:
                        m.decide(seat, choice)
                if not last:
                    m.next_hand()
        except (KeyError, TypeError, AttributeError) as e:
            raise ValueError(f"not a saved match: {e!r}") from None
        return m


def new_match(game: str, *, players: int, seed: int | None = None, options: Any = None, dealer: int = 0,
              max_hands: int | None = None, target: int | None = None) -> Match:
    """Start a match of ``game``; its first hand is ``match.hand``."""
    return Match(game, players=players, seed=seed, options=options, dealer=dealer,
                 max_hands=max_hands, target=target)
