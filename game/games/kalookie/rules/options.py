"""Kalookie's options: the British club game by default, with the variants players meet (K-12..K-15).

``version`` picks a whole family of rules at once (the British club game, the Swedish game, North
American Kaluki, Scarne's East Coast game); the other options are the variants one table or another
plays, each with a line of help.  What a version implies (the deck, the hand size, card values, how a
hand is paid) is read from the methods here, so the ruleset asks one place.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from game.engine.options import option

VERSIONS = ("british", "swedish", "north_american", "scarne")
#: The American games (K-14, and Scarne's K-15 which is written as differences from it).
AMERICAN = ("north_american", "scarne")


#: a stake: any whole number of units from 1 to 50
STAKES = range(1, 51)


@dataclass(frozen=True)
class KalookieOptions:
    version: str = option("british", "British club rules; Swedish (out at 100; stakes 1, 3 and 5); North "
                          "American (four jokers, 15 cards, 51 to open); or Scarne's (paid by the card).",
                          VERSIONS, rule="K-13")
    initial_meld: int = option(40, "Points your first melds must count, from new melds in your hand "
                               "(Blackpool tables ask 51).", (40, 51), rule="K-4")
    limit: int = option(150, "Penalty points you may hold and stay in; over it you are out unless you buy in.",
                        (150, 151, 100, 301, 501), rule="K-11")
    kalookie_free: bool = option(False, "A kalookie (all thirteen at once) needs no initial 40.", rule="K-12")
    run_builds: str = option("end", "At most two cards on each end of a run in one turn, or two on the whole run.",
                             ("end", "run"), rule="K-12")
    joker_inside_only: bool = option(False, "A joker may be won back only from inside a run, not from its end.",
                                     rule="K-12")
    aces: str = option("high", "Aces high only (A-K-Q), or high or low (A-2-3 too, never K-A-2); a low ace "
                       "counts 1 on the table and 11 in hand.", ("high", "both"), rule="K-12")
    three_decks: bool = option(False, "Three packs and three jokers: a joker costs 25 in hand, and three "
                               "identical cards (K♣ K♣ K♣) make a set.", rule="K-12")
    reshuffle: bool = option(True, "When the stock runs out the discards are shuffled into a new stock once; "
                             "off: the hand is void at once.", rule="K-10")
    double_after_kalookie: bool = option(False, "After a kalookie the others' penalty points count double.",
                                         rule="K-12")
    # stakes are whole numbers of units, any the table likes (the seed's schemes are presets)
    call_up_stake: int = option(1, "What each player pays the one who calls up.", STAKES, rule="K-11")
    kalookie_stake: int = option(2, "What each player pays for a kalookie.", STAKES, rule="K-11")
    initial_stake: int = option(5, "What each player puts in the pool at the start.", STAKES, rule="K-11")
    buy_in_stake: int = option(5, "What buying back in costs (into the pool).", STAKES, rule="K-11")
    target: int = option(500, "North American Kaluki: the first to score this many points wins.",
                         (250, 500, 1000), rule="K-14")
    deals: int = option(10, "Scarne's game: how many deals are played, each paid on its own.",
                        (5, 10, 20), rule="K-15")

    def effective(self) -> "KalookieOptions":
        """The options with the version's own numbers (Swedish: out at 100, stakes 1/3/5; the American
        games: 51 to open, aces high or low)."""
        got = self.__dict__.get("_effective")      # asked on every rule of every move: kept on the options
        if got is None:
            got = _effective(self)
            object.__setattr__(self, "_effective", got)
        return got

    # --- what the version implies (read from the effective options)
    @property
    def american(self) -> bool:
        return self.version in AMERICAN

    def packs_and_jokers(self) -> tuple[int, int]:
        """K-1: two packs and two jokers; K-14: four jokers; K-12: three packs and three jokers."""
        if self.american:
            return 2, 4
        return (3, 3) if self.three_decks else (2, 2)

    def hand_size(self, players: int) -> int:
        """K-14: 15 cards to two to four players, 13 to five, 11 to six; 13 otherwise."""
        if self.american:
            return 15 if players <= 4 else 13 if players == 5 else 11
        return 13

    def max_players(self) -> int:
        return 6 if self.american else 5

    def ace_points(self) -> int:
        return 15 if self.version == "north_american" else 11

    def low_ace_points(self) -> int:
        """A low ace laid in a run (A-2-3): 1 in the British variant, 15 in North America (K-16), 11 for Scarne."""
        return {"north_american": 15, "scarne": 11}.get(self.version, 1)

    def joker_points(self) -> int:
        """A joker left in hand: 15; 25 in North America and with three packs."""
        return 25 if self.american or self.three_decks else 15

    @property
    def builds_count(self) -> bool:
        """K-14: builds on the table count toward the initial meld, if a new meld is made too."""
        return self.american

    @property
    def taken_into_opening(self) -> bool:
        """K-16: in North America the discard taken before the initial meld must be part of that meld."""
        return self.version == "north_american"

    @property
    def one_card_frees_set_joker(self) -> bool:
        return self.american

    @property
    def joker_sets(self) -> bool:
        return self.version == "scarne"

    @property
    def scarne(self) -> bool:
        """Scarne's ways: a joker shown at the cut, the dealer's swap for the up-card, the discard only
        to meld it at once, payment by the card."""
        return self.version == "scarne"

    @property
    def pool(self) -> bool:
        """The British and Swedish match of penalty points, pool, buy-ins and elimination (K-11)."""
        return not self.american

    @property
    def kalookies(self) -> bool:
        """North America has no special score for melding everything at once (K-14)."""
        return self.version != "north_american"


@lru_cache(maxsize=64)
def _effective(o: KalookieOptions) -> KalookieOptions:
    if o.version == "swedish":
        return replace(o, limit=100, call_up_stake=1, kalookie_stake=3, initial_stake=5, buy_in_stake=5)
    if o.american:
        return replace(o, initial_meld=51, aces="both", three_decks=False)
    return o
