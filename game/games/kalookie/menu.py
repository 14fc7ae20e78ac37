"""Kalookie in the menus: its versions as the setup screen's presets, its options grouped and in words,
and its rules for the rules screen."""
from __future__ import annotations

from game.ui.game_menu import GameMenu, register_menu

from .rules import Kalookie

#: The options in players' words, for the setup and rules screens: option -> (label, {value: words}).
OPTION_WORDS: dict[str, tuple[str, dict]] = {
    "version": ("Version", {"british": "British club game", "swedish": "Swedish",
                          "north_american": "North American", "scarne": "Scarne's East Coast"}),
    "initial_meld": ("Initial meld at least", {}),
    "limit": ("Out over", {}),
    "kalookie_free": ("A kalookie needs no initial meld", {}),
    "run_builds": ("Building on a run", {"end": "two cards on each end a turn", "run": "two cards a turn"}),
    "joker_inside_only": ("Jokers won back only from inside a run", {}),
    "aces": ("Aces", {"high": "high only", "both": "high or low"}),
    "three_decks": ("Three packs and three jokers", {}),
    "reshuffle": ("Shuffle the discards once", {}),
    "double_after_kalookie": ("Double penalties after a kalookie", {}),
    "call_up_stake": ("Paid for calling up", {}),
    "kalookie_stake": ("Paid for a kalookie", {}),
    "initial_stake": ("Into the pool at the start", {}),
    "buy_in_stake": ("Buying back in costs", {}),
    "target": ("North American game to", {}),
    "deals": ("Scarne's game: deals", {}),
}

#: The setup screen's presets (name, one line, the options it sets).
PRESETS: tuple[tuple[str, str, dict], ...] = (
    ("British club game", "13 cards, 40 to open, penalty points, the pool to the last one in.", {}),
    ("Williamson's stakes", "The British game with 3 into the pool, 1 for calling up, 2 for a kalookie "
     "and 2 to buy back in.", {"initial_stake": 3, "call_up_stake": 1, "kalookie_stake": 2, "buy_in_stake": 2}),
    ("Blackpool", "51 to open, out over 100.", {"initial_meld": 51, "limit": 100}),
    ("Swedish", "Out over 100; stakes 1 for calling up, 3 for a kalookie, 5 into the pool.",
     {"version": "swedish"}),
    ("North American", "Four jokers, 15 cards, 51 to open (cards added to melds on the table count too), "
     "aces high or low; the winner scores the cards left in the other hands.", {"version": "north_american"}),
    ("Scarne's East Coast", "As the North American game, aces 11 and sets of jokers; the discard only to "
     "meld it at once; each deal paid by the card.", {"version": "scarne"}),
)

#: The options grouped for the setup screen.
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("The game", ("version", "initial_meld", "kalookie_free", "aces", "three_decks")),
    ("Building and jokers", ("run_builds", "joker_inside_only")),
    ("The stock", ("reshuffle",)),
    ("The match", ("limit", "double_after_kalookie", "call_up_stake", "kalookie_stake", "initial_stake",
                   "buy_in_stake", "target", "deals")),
)

#: The rules screen's text (its Korean: ``assets/locale/rules_ko/kalookie.txt``).
RULES = """Kalookie is the British club rummy for 2 to 5 players, with two 52-card packs and two jokers (106 cards). The versions (Swedish, North American, Scarne's) are set in New game.

Cards and points
Thirteen cards each. Cards left in your hand at the end are penalty points: ace 11, king, queen, jack and ten 10, two to nine as marked, a joker 15.

Melds
A set is three or four cards of one rank in different suits. A run is three or more cards of one suit in a row; aces are high only (Q-K-A). A joker stands for any card; at the end of a run, or beside a single card, it says which card it is and keeps it.

The turn
Draw from the stock or take the top discard, lay melds or build on the table, then discard. The first player may take the up-card freely; after that you may take the discard only once you have opened, or if you can open with it this turn, and then you must.

Opening
Your first melds must count 40 points or more, laid from your hand together in one turn. After that you may build on any meld, one card at a time, at most two cards on each end of a run in a turn. With your own melds down you may win back a joker: from a run with the card it stands for, from a set of three with the two cards of the missing suits; the joker must go straight into a new meld or a build. A set of four with a joker is closed.

Announcing and calling up
When your discard leaves you one, two or three cards, say so; if you did not, you may not call up on your next turn. You call up by laying all your cards but one and discarding it. Laying all thirteen at once, with nothing melded before, is a kalookie. When the stock runs out the discards are shuffled into a new stock once; the second time the hand is void. A hand also ends void after 400 turns.

Paying
Everyone puts a stake into the pool at the start. The one who calls up gets a stake from each player still in (two for a kalookie); the others add their penalty points. A player over the limit (150 as standard) is out unless they buy back in: into the pool, with the highest score still in, twice at most and while two players are still under it. The last player in takes the pool.

Swedish Kalooki
As the British game, with a limit of 100 (101 or more: retire or buy in) and stakes of 1 for calling up, 3 for a kalookie and 5 into the pool or to buy in.

North American Kaluki
Four jokers, 108 cards. Fifteen cards each to two to four players, 13 to five, 11 to six. The initial meld is 51, and cards you build on other melds count toward it if you also lay a meld of your own. Aces are high or low but not both at once (A-2-3 and Q-K-A, never K-A-2) and count 15; a joker left in hand counts 25. One natural card takes a joker from a set. There is no pool, no buying in and no special score for a kalookie: the winner of a hand scores the cards left in the other hands, and the first to reach the target wins.

Scarne's East Coast game
As the North American game, with these changes. Aces count 11. Three or four jokers may be laid as a set of their own, worth 15 each. When the cards are cut the bottom card is shown; if it is a joker the player who cut takes it and gets 14 more cards. Right after the deal the dealer may swap a card for the turned-up card. A discard may be taken only to lay it in a meld at once. Each hand is paid on its own: every loser pays the winner a cent a card, two for a joker, doubled when the winner went out with a kaluki."""


class KalookieMenu(GameMenu):
    """Kalookie's presets (its versions), option words and rules text."""

    presets, option_groups, option_words = PRESETS, GROUPS, OPTION_WORDS
    rules_text, rules_file = RULES, "kalookie"


register_menu(Kalookie.name, KalookieMenu())
