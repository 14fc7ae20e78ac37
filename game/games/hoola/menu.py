"""Battle Hoola in the menus: the setup screen's presets, its options grouped and in words (issue 13),
its rules for the rules screen, and the scripted demo of a slap (``--scene slap``)."""
from __future__ import annotations

from game.ui.game_menu import DemoTable, GameMenu, register_menu

from .rules import Hoola

#: (name, one line about it, the options it sets; the rest stay at their defaults)
PRESETS: tuple[tuple[str, str, dict], ...] = (
    ("Standard (Battle Hoola)", "Slap a discard out of turn; blasts, knocks and big luck.", {}),
    ("Traditional (no battles)", "Only the next player may take a discard.", {"claims": "next_only"}),
    ("Online (Hangame-like)", "As the big Korean game sites play: a claimed discard can win, bigger payments.",
     {"daepang_min": 80, "claim_to_win": True, "online_pay_all_double": True, "multipliers_without_turn": True,
      "blast_multiplier": 7, "big_luck_multiplier": 8}),
)

GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("The table", ("direction", "dropout_compensation")),
    ("Taking discards", ("claims", "claim_to_win")),
    ("Ending a hand", ("blasts", "sopang_max", "daepang_min", "blast_seven_value", "knocks", "knock_limit",
                       "knock_needs_melds", "big_luck", "big_luck_melded", "two_player_plain", "perfect_only_out")),
    ("Payments", ("perfect_multiplier", "double_after_perfect", "quads_zero", "sevens_seven",
                  "online_pay_all_double", "multipliers_without_turn", "blast_multiplier", "big_luck_multiplier")),
    ("Jokers", ("jokers", "joker_scoring", "joker_as_seven")),
    ("House variants", ("group_sevens", "picture_cards", "hertzog_payments", "glenn_melds", "undercut_penalty")),
)

#: option -> (label, {value: words}); values not named here are shown as they are.
WORDS: dict[str, tuple[str, dict]] = {
    "direction": ("Turn order", {"anticlockwise": "anticlockwise", "clockwise": "clockwise"}),
    "claims": ("Discards out of turn", {"battle": "first slap wins", "priority": "turn order decides",
                                        "next_only": "next player only"}),
    "blasts": ("Blasts (Sopang, Daepang)", {}),
    "sopang_max": ("Sopang: hand total at most", {}),
    "daepang_min": ("Daepang: hand total at least", {}),
    "blast_seven_value": ("A seven in a blast counts", {}),
    "knocks": ("Knocking", {}),
    "knock_limit": ("Knock with at most (2/3/4/5 players)", {"10": "10 points", "7/10/15": "7, 10, 15 points",
                                                             "5/15/21": "5, 15, 21 points",
                                                             "5/10/15/21": "5, 10, 15, 21 points",
                                                             "5": "5 points", "4": "4 points"}),
    "knock_needs_melds": ("Knock only after melds are down", {}),
    "big_luck": ("Big luck (four sevens)", {"any_time": "at once", "start_of_turn": "at the start of a turn",
                                            "off": "off"}),
    "big_luck_melded": ("Big luck with four melded sevens", {}),
    "quads_zero": ("Four of a kind in hand counts 0", {}),
    "sevens_seven": ("Sevens count 7 at the end", {}),
    "perfect_multiplier": ("A Perfect multiplies payments by", {}),
    "double_after_perfect": ("Double stakes after a Perfect", {}),
    "group_sevens": ("Grouping sevens", {}),
    "two_player_plain": ("Two players: plain game", {}),
    "perfect_only_out": ("Two players: only a Perfect goes out", {}),
    "jokers": ("Jokers in the pack", {0: "none"}),
    "joker_scoring": ("A joker left in hand", {"double": "0, doubles the rest", "x5": "0, five times the rest",
                                              "zero": "0", "14x3": "14, triples the rest", "20": "20 points",
                                              "30": "30 points"}),
    "claim_to_win": ("Claim a discard to win", {}),
    "online_pay_all_double": ("Undercut and claimed discards pay double", {}),
    "multipliers_without_turn": ("Multipliers even without a turn", {}),
    "blast_multiplier": ("A blast multiplies payments by", {}),
    "big_luck_multiplier": ("Big luck multiplies payments by", {}),
    "joker_as_seven": ("A joker may be a seven for big luck", {}),
    "picture_cards": ("Picture cards", {"face": "their face value", "ten_no_blasts": "10, no blasts",
                                        "ten_picture_daepang": "10, Daepang of pictures only"}),
    "hertzog_payments": ("Pay 3, 2, 1 by points left", {"off": "off", "strict": "on", "half": "on, half for no melds"}),
    "glenn_melds": ("Short melds (four at most)", {}),
    "undercut_penalty": ("Fixed penalty for an undercut knock", {0: "none"}),
    "dropout_compensation": ("Six or seven players: paid to a forced drop-out", {0.0: "nothing", 0.25: "¼ stake",
                                                                                 0.5: "½ stake"}),
}

#: The rules screen's text (its Korean: ``assets/locale/rules_ko/hoola.txt``).
RULES = """Battle Hoola is a Korean rummy game for 2 to 5 players (6 or 7 with players sitting out). One 52-card pack.

Cards and points
Ace 1, two to ten as marked, jack 11, queen 12, king 13. Sevens are special: a seven counts 7 toward a blast but 14 when it is still in your hand at the end.

Melds
A set is three or four cards of one rank. A run is three or more cards of one suit in a row; the ranks go round the corner, so K-A-2 is a run. A seven on its own is a meld, and a meld with a seven may be shorter than three cards (7-7, 6-7, 7-8). Each card belongs to one meld only.

Deal and turn
Everyone gets seven cards; one card starts the discard pile and the rest is the stock. The dealer plays first and play passes anticlockwise (to the right). On your turn you draw one card, may lay down melds and add cards to melds on the table, then discard one card. You may add to any player's melds only once you have laid a meld of your own from your hand.

Taking the discard
You may take the top discard only to lay it down at once in a new meld with cards from your hand (three cards or more; two other sevens for a seven). You cannot keep it or add it to a meld already on the table.

The battle: slapping the discard
After a discard, any other player who can use it that way may claim it out of turn by slapping the pile and saying "Thank you!" (감사합니다). The first slap wins. The claimer lays the meld and plays the rest of a turn; the players in between are skipped and play goes on after the claimer. Here the slap window is shown as a shrinking ring round the pile: click the pile or press Space.

Ways to end the play
Going out: meld all your cards, or all but one and discard it.
Blast: at the start of your turn, before you have melded anything, a hand of 15 points or less (Sopang) or 83 or more (Daepang), sevens counting 7, wins at once.
Knock: at the start of your turn, with 10 points or fewer in hand (sevens 14), you may stop the play. You win only if nobody has as few points as you; otherwise you are undercut.
Big luck: holding all four sevens wins the moment the fourth one arrives.
End of stock: whoever draws the last card finishes the turn; then the fewest points wins.

Paying
The losers are ranked by the points left in their hands: the one with the fewest pays 1 stake, the next 2, and so on; tied losers all pay the higher amount, and tied winners share. A player who melded nothing and still holds seven cards ranks last, as does an undercut knocker, and a discarder whose card let the winner go out.
Payments double for each seven left in a loser's hand and again for having melded nothing (only for players who have had a turn). Going out with all seven cards at once with nothing melded before is a Perfect (Hoola): every payment ×4.
One pays for all: an undercut knocker, or the discarder whose card was claimed to go out, pays every loser's debt (with two players, that player pays double instead). The winner deals the next hand."""

#: A stated deal where the player (seat 0) can slap the 5♥ that the dealer (seat 2) throws.
SLAP_HANDS = ("3H 4H 2D 8S JD QS 9D", "6H 7H 2C 8C JH 4S TD", "5H KS QD 9C 2S 8D JC", "AS 3C 6D 9S TC QH KD")


class HoolaMenu(GameMenu):
    """Battle Hoola's presets, option words, rules text and demos."""

    presets, option_groups, option_words = PRESETS, GROUPS, WORDS
    rules_text, rules_file = RULES, "hoola"
    demo_tables = {"slap": DemoTable(players=4, hands=SLAP_HANDS, stock="TS AD 2H 3D 4D 5D 6S 8H", discard="KC",
                                     dealer=2, seed=1, bots=((1, "", 2.5), (2, "5H", 1.2), (3, "", 1.2)))}
    demo_passes_over = frozenset({"knock"})       # a random play-out would knock at once, ending the hand


register_menu(Hoola.name, HoolaMenu())
