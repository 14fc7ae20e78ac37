"""Battle Hoola's options: seed 000's main game by default, every variant a field."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.options import option

KNOCK_TABLES: dict[str, dict[int, int]] = {
    "10": {2: 10, 3: 10, 4: 10, 5: 10},
    "7/10/15": {2: 7, 3: 10, 4: 15, 5: 15},
    "5/15/21": {2: 5, 3: 15, 4: 21, 5: 21},
    "5/10/15/21": {2: 5, 3: 10, 4: 15, 5: 21},
    "5": {2: 5, 3: 5, 4: 5, 5: 5},
    "4": {2: 4, 3: 4, 4: 4, 5: 4},
}

JOKER_SCORING = ("double", "x5", "zero", "14x3", "20", "30")


@dataclass(frozen=True)
class HoolaOptions:
    """Every Battle Hoola variant.  Defaults: seed 000's Battle Hoola."""

    direction: str = option("anticlockwise", "Which way the turn passes around the table.",
                            ("anticlockwise", "clockwise"), rule="H-TURN-1")
    claims: str = option("battle", "Who may take a discard out of turn: the first to slap it, the player whose "
                         "turn comes first, or only the next player.",
                         ("battle", "priority", "next_only"), rule="H-TURN-5")
    blasts: bool = option(True, "A hand of 15 or less (Sopang) or 83 or more (Daepang) may win at the start of a turn.",
                          rule="H-END-1")
    sopang_max: int = option(15, "Highest hand total for a minor blast (Sopang; some tables play 14).", (13, 14, 15), rule="H-END-1")
    daepang_min: int = option(83, "Lowest hand total for a major blast (Hangame: 80).", (80, 83, 84), rule="H-END-1")
    blast_seven_value: int = option(7, "What a seven counts toward a blast (Winjoy: 14).", (7, 14), rule="H-VAR-7")
    knocks: bool = option(True, "A player with few points may knock at the start of a turn.", rule="H-END-2")
    knock_limit: str = option("10", "Most points a knocker may hold, by number of players (2/3/4/5).",
                              tuple(KNOCK_TABLES), rule="H-END-2")
    knock_needs_melds: bool = option(False, "Knock only when you and another player have already melded (as some online tables play).",
                                     rule="H-END-2")
    big_luck: str = option("any_time", "All four sevens in hand win: the moment the fourth arrives, only at "
                           "the start of a turn, or not at all.", ("any_time", "start_of_turn", "off"),
                           rule="H-END-4")
    big_luck_melded: bool = option(False, "Also win by having melded all four sevens yourself.", rule="H-VAR-5")
    quads_zero: bool = option(False, "Four of a kind left in hand counts 0 (as many tables play).",
                              rule="H-END-6")
    sevens_seven: bool = option(False, "Sevens count 7 in hand at the end too, not 14.", rule="H-VAR-3")
    perfect_multiplier: int = option(4, "Payments multiplier for a Perfect (going out with everything at once).", (4, 2), rule="H-PAY-6")
    double_after_perfect: bool = option(False, "The hand after a Perfect is played for double stakes, "
                                        "doubling again after each further Perfect.", rule="H-PAY-6")
    group_sevens: bool = option(False, "With two sevens in hand, take a lone melded seven to make 7-7-7.",
                                rule="H-VAR-4")
    two_player_plain: bool = option(False, "Two players: no blasts, big luck or knocks.", rule="H-VAR-6")
    perfect_only_out: bool = option(False, "Two players (with the option above): only a Perfect may go out.",
                                    rule="H-VAR-6")
    jokers: int = option(0, "Jokers in the pack: wild, one per meld, never alone as a seven.", (0, 1, 2),
                         rule="H-VAR-2")
    joker_scoring: str = option("double", "What a joker left in hand costs: nothing but doubling the rest, "
                                "five times the rest, nothing, 14 and triple the rest, 20 or 30.", JOKER_SCORING, rule="H-VAR-2")
    claim_to_win: bool = option(False, "As online tables play: claim a discard to complete a blast or four sevens; "
                                "the discarder pays all.", rule="H-VAR-7")
    online_pay_all_double: bool = option(False, "As online tables play: undercut and claimed-discard payments are doubled.",
                                         rule="H-VAR-7")
    multipliers_without_turn: bool = option(False, "As online tables play: seven, joker and no-meld multipliers apply even "
                                            "without a turn.", rule="H-VAR-7")
    blast_multiplier: int = option(1, "As online tables play: a blast multiplies the payments.", (1, 7, 8), rule="H-VAR-7")
    big_luck_multiplier: int = option(1, "As online tables play: big luck multiplies the payments.", (1, 7, 8, 9, 10),
                                      rule="H-VAR-7")
    joker_as_seven: bool = option(False, "As online tables play: one joker may stand in for a seven for big luck.",
                                  rule="H-VAR-7")
    picture_cards: str = option("face", "Some tables count J Q K as 10: then either no blasts, or a Daepang "
                                "only of picture cards.", ("face", "ten_no_blasts", "ten_picture_daepang"), doubtful=True,
                                rule="H-VAR-8")
    hertzog_payments: str = option("off", "Some tables pay 3, 2 and 1 by points left (players who melded "
                                   "nothing pay nothing, or half), and only the dealer with one card may knock.", ("off", "strict", "half"),
                                   doubtful=True, rule="H-VAR-8")
    glenn_melds: bool = option(False, "Some tables keep melds short: at most four cards, a fourth card "
                               "sends the meld back into the stock, and runs grow one way only.", doubtful=True, rule="H-VAR-8")
    undercut_penalty: int = option(0, "Some tables make an undercut knocker pay this fixed penalty to "
                                   "each opponent instead (0: off).", (0, 3, 5, 10), doubtful=True, rule="H-VAR-8")
    dropout_compensation: float = option(0.25, "Six or seven players: stake paid per seven, set or run to a "
                                         "forced drop-out by each player who chose to play.", (0.0, 0.25, 0.5),
                                         rule="H-VAR-1")
