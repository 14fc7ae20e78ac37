"""Seven Bridge at the table: its call for a discard ("Pon!"; the engine says Pon! or Chî! by the meld)
and what a meld is, sevens standing alone."""
from __future__ import annotations

from game.ui.game_table import GameTable, register_table


class SevenBridgeTable(GameTable):
    claim_call = "Pon!"
    claim_verb = "call"
    help_keys = (
        ("Discard pile", "click it to take it into a meld (select your cards first to say which), "
                         "or call Pon! on it during a claim window"),
        ("Space or C, P", "call Pon! on the discard, pass"),
    )
    add_words = ("You lay off {cards}", "{who} lays off {cards}")          # as its rules say (S-5)
    add_to_words = ("You lay off {cards} on {owner}'s meld", "{who} lays off {cards} on your meld",
                    "{who} lays off {cards} on {owner}'s meld")
    meld_words = ("a set is three or four cards of one rank, a run three or more in a row of one suit; a meld "
                  "with a seven may be shorter (a seven alone, 7-7, 6-7)")


register_table("seven-bridge", SevenBridgeTable())
