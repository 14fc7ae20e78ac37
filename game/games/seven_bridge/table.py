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
    #: the button, the panel and the question say "lay off" too, as the log and the rules do (S-5): the
    #: evening player read "You lay off 6♠ on Kenji's meld" beside "Add to a meld" (s18-evening L4)
    own_words = {"add: drag onto a meld (A)": "lay off: drag onto a meld (A)", "Add to a meld": "Lay off on a meld",
                 "Add to which meld?": "Lay off on which meld?"}
    meld_words = ("a set is three or four cards of one rank, a run three or more in a row of one suit; a meld "
                  "with a seven may be shorter (a seven alone, 7-7, 6-7)")


register_table("seven-bridge", SevenBridgeTable())
