"""Seven Bridge in the menus: its options in words, its rules for the rules screen, and a demo table
(``--scene bridge``)."""
from __future__ import annotations

from game.ui.game_menu import DemoTable, GameMenu, register_menu

from .rules import SevenBridge

#: The rules screen's text (its Korean: ``assets/locale/rules_ko/seven-bridge.txt``).
RULES = """Seven Bridge is a Japanese rummy game for 2 to 5 players with one 52-card pack.

Cards
The ace is low only: A-2-3 is a run but Q-K-A is not. Points left in hand: seven 20, king, queen and jack 10, ace 1, other cards as marked.

Melds
Sets of three or four cards of a rank, runs of three or more cards of a suit. Any meld that holds a seven is good at any size: a seven alone, 7-7, 6-7.

The turn
Seven cards each; the player after the dealer starts and play goes clockwise. Draw one card from the stock, or take the top discard to make a new meld with two or more cards from your hand at once: a run is Chî, a set is Pon. You may not take the discard on your first turn, and you may not throw back the card you took. Then lay melds, add to melds (once you have melded yourself) and discard.

Pon! out of turn
When another player discards a card that makes a set with two of yours, you may call "Pon!" and take it even though it is not your turn. You lay the set and finish a turn; play goes on after you. When several players call, the one whose turn comes first gets the card. Here you answer with the Pon! and Pass buttons (Space or C, and P) while the ring runs.

Going out and scoring
You go out by melding all but one card and discarding the last. You score the points left in every other hand; going out with all seven cards at once, having melded nothing before, doubles the score. If the stock runs out the hand ends with no winner and no score. The match runs for a number of hands or to a target score; the highest total wins."""

#: The rules told at length, every option included (seed 003, S-1 to S-9): the engine's tests check
#: that it says what the rules do.  The rules screen shows the shorter :data:`RULES`.
RULES_TEXT = """\
Seven Bridge is a Japanese rummy game (also called Seven Rummy or Ma Jan Bridge) for two to five \
players with one pack of 52 cards. Each player is dealt seven cards, one card is turned up to start \
the discard pile and the rest is the stock. Play goes clockwise and the player after the dealer \
starts. On your turn you draw the top card of the stock, lay down any melds you like, and end by \
discarding one card.

A set is three or four cards of one rank; a run is three or more cards of one suit in sequence. \
The ace is low only: A-2-3 is a run, Q-K-A is not. Sevens are special: any meld that holds a seven \
is valid at any size, so a seven alone, two sevens, or 6-7 and 7-8 of one suit are melds. A card \
belongs to one meld only. Once you have laid down a meld of your own you may also lay off cards on \
any meld on the table, yours or another player's.

Instead of drawing you may take the top discard, but only to lay it down at once in a new meld with \
two or more cards from your hand: a run (Chî) or a set (Pon). You may never take a discard on your \
first turn of the hand, and the card you took cannot be your discard that turn. Pon may also be \
called out of turn: when a player discards, anyone else who can make a set with that card may call \
"Pon!" and take the turn; the players in between are skipped and play goes on from the caller. The \
player whose turn it is decides first (Chî or Pon); after that, when several players call Pon, \
the one whose turn would come first gets the card.

You win the hand by melding all your cards but one and discarding the last one. (Option: no discard \
needed, so the last card may also be melded or laid off.) The winner scores the cards left in the \
other players' hands, melded or not: a seven 20, K Q J 10 each, 2 to 10 their face value, an ace 1. \
If the winner laid down all seven cards in one turn, having melded nothing before, the score is \
doubled. Nobody else scores. A match runs until someone reaches a target score, or for a set number \
of hands; the highest total wins. The deal passes to the next player after every hand.

Joker (option). One joker is added to the pack. It stands for any one card in a meld, but unlike a \
seven it never makes a meld of fewer than three cards (a seven and the joker are no meld). Once \
melded it stays where it is. A joker left in a hand counts nothing itself but multiplies that hand's \
points by five. A discarded joker may be taken like any other card.

When the stock runs out, the \
player who draws the last card plays the turn out; if they do not go out, the hand ends after their \
discard (nobody may take that discard), with no winner and no score for anyone, and the deal passes on.
"""


class SevenBridgeMenu(GameMenu):
    """Seven Bridge's option words, rules text and demo table."""

    option_words = {"no_discard_out": ("Go out without a discard", {}), "joker": ("A joker in the pack", {})}
    rules_text, rules_file = RULES, "seven-bridge"
    demo_tables = {"bridge": DemoTable(players=4)}


register_menu(SevenBridge.name, SevenBridgeMenu())
