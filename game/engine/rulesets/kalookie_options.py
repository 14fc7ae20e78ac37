"""Kalookie's options: the British club game by default, with the variants players meet (K-12..K-15).

``version`` picks a whole family of rules at once (the British club game, the Swedish game); the
other options are the variants one table or another plays, each with a line of help.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..options import option

VERSIONS = ("british", "swedish")


@dataclass(frozen=True)
class KalookieOptions:
    version: str = option("british", "British club rules, or the Swedish game (out at 100; stakes 1, 3 and 5).",
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
    reshuffle: bool = option(True, "When the stock runs out the discards are shuffled into a new stock once; "
                             "off: the hand is void at once.", rule="K-10")
    double_after_kalookie: bool = option(False, "After a kalookie the others' penalty points count double.",
                                         rule="K-12")
    call_up_stake: int = option(1, "What each player pays the one who calls up.", (1, 2), rule="K-11")
    kalookie_stake: int = option(2, "What each player pays for a kalookie.", (2, 3, 4), rule="K-11")
    initial_stake: int = option(5, "What each player puts in the pool at the start.", (3, 5), rule="K-11")
    buy_in_stake: int = option(5, "What buying back in costs (into the pool).", (3, 5), rule="K-11")

    def effective(self) -> "KalookieOptions":
        """The options with the version's own numbers (the Swedish game: out at 100, stakes 1/3/5)."""
        if self.version == "swedish":
            from dataclasses import replace
            return replace(self, limit=100, call_up_stake=1, kalookie_stake=3, initial_stake=5, buy_in_stake=5)
        return self


#: The options in players' words, for the setup and rules screens: option -> (label, {value: words}).
OPTION_WORDS: dict[str, tuple[str, dict]] = {
    "version": ("Rules", {"british": "British club game", "swedish": "Swedish"}),
    "initial_meld": ("Initial meld at least", {}),
    "limit": ("Out over", {}),
    "kalookie_free": ("A kalookie needs no initial meld", {}),
    "run_builds": ("Building on a run", {"end": "two cards on each end a turn", "run": "two cards a turn"}),
    "joker_inside_only": ("Jokers won back only from inside a run", {}),
    "reshuffle": ("Shuffle the discards once", {}),
    "double_after_kalookie": ("Double penalties after a kalookie", {}),
    "call_up_stake": ("Paid for calling up", {}),
    "kalookie_stake": ("Paid for a kalookie", {}),
    "initial_stake": ("Into the pool at the start", {}),
    "buy_in_stake": ("Buying back in costs", {}),
}
