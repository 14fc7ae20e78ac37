"""House Rummy in the menus: its option in words and its rules for the rules screen."""
from __future__ import annotations

from game.ui.game_menu import GameMenu, register_menu

from .rules import HouseRummy

#: The rules screen's text (its Korean: ``assets/locale/rules_ko/house-rummy.txt``).
RULES = """House Rummy mixes rummy with rearranging every play on the table, for 2 to 4 players. One 52-card pack and two jokers. Four players play as two sides of partners sitting alternately; partners share one score but play their own hands. A game is six hands.

The deal and the turned-up card
Ten cards each for two players, eight for three, seven for four; the deal passes to the left and the player on the dealer's left starts. The top card of the stock is turned up: in turn each player may take it (that opens the stock and starts the turn) or leave it; if everyone leaves it, the dealer must take it.

Hot, warm and cold cards
A hot card must be played in the turn you draw it. A warm card may not be discarded in that turn. Cold cards are free. The hand marks them.

Drawing
Draw one card from the stock; or take any discard together with every discard above it: the one you named is hot, the top one is warm, the ones between are free (in Epic they are warm too). In Epic you may instead demand a card you name from a player you name: if they hold it, they hand it over and it is hot; if not, your turn ends at once.

Plays
A book is three or four cards of one value in different suits (never more than four, jokers included). A run is three or more cards of a suit in a row, going round the corner (K-A-2). A joker stands for whatever card makes its play whole, and may change as the play changes.

Melding
Your first plays must count 10 points in hands one and two, 15 in hands three and four, 20 in hands five and six, in one turn and from your hand alone: a book of three counts 10, every other card 5. Until you have melded you may touch the table only to replace a joker with a card from your hand that keeps its play whole; the joker goes to your hand.

Rearranging and stealing
After melding you may add to any play, start plays in any space, and rearrange the plays on the table as you like, as long as every play is whole when your turn ends. Your own cards move freely. A card moved out of another player's space (your partner's too) is stolen: every stolen card must end the turn in a play that also holds a card from your hand played this turn. You may not rearrange only to lower another player's score: a turn that plays nothing from your hand, moves cards only within other players' spaces and leaves one of those spaces scoring less is refused. Restore the table (U) puts every card you moved on the table back where it was when your turn began; what you laid from your hand stays laid, unless it left a play that is not whole: then it comes back to your hand too.

Ending your turn
Discard one card. If all you hold is warm, end the turn without discarding (E).

Limits
In one turn you may rearrange the table at most 40 times (moving cards, replacing jokers or laying out a whole table each count once); after that, play from your hand or end your turn. A hand lasts at most 1,000 turns; then it ends as if the last stock card had been drawn.

Going out
You go out when you play or discard your last card, or when someone demands your last card. The first to go out earns a bonus for their side: 25 in Classic, where they stop playing; in Epic the cards their opponents still hold, and they come back on their next turn by drawing three cards from the stock (or by a take or a demand; a failed demand puts them out for good). The hand ends when a whole side has gone out for good (this is called full out), or when the last stock card has been drawn and that turn is over. If the player who ended it discarded their last card, the hand ends at once; if they played it, everyone still in has one more turn.

Scoring
Cards in your space score 5 each, but a book of three only 10. In Classic the cards left in your hand count against you: two to ten as marked, jack 2, queen 3, king 4, ace 11, joker 15. A side's total never falls below zero. Ties stand."""


class HouseRummyMenu(GameMenu):
    """House Rummy's option words and rules text."""

    option_words = {"variant": ("Version", {"classic": "Classic", "epic": "Epic"})}
    rules_text, rules_file = RULES, "house-rummy"


register_menu(HouseRummy.name, HouseRummyMenu())
