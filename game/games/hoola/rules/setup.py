"""How Battle Hoola's options are offered on the setup screen: presets first, then the options grouped,
each option and value in words (issue 13).  Data only; the screen reads it through the ruleset."""
from __future__ import annotations

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
