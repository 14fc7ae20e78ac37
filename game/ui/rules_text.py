"""The rules in our own words (from the seed descriptions), one text per game; variants are listed
from each game's options, so the rules screen always matches what the setup screen offers."""
from __future__ import annotations

HOOLA = """Battle Hoola is a Korean rummy game for 2 to 5 players (6 or 7 with players sitting out). One 52-card pack.

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

SEVEN_BRIDGE = """Seven Bridge is a Japanese rummy game for 2 to 5 players with one 52-card pack.

Cards
The ace is low only: A-2-3 is a run but Q-K-A is not. Points left in hand: seven 20, king, queen and jack 10, ace 1, other cards as marked.

Melds
Sets of three or four cards of a rank, runs of three or more cards of a suit. Any meld that holds a seven is good at any size: a seven alone, 7-7, 6-7.

The turn
Seven cards each; the player after the dealer starts and play goes clockwise. Draw one card from the stock, or take the top discard to make a new meld with two or more cards from your hand at once: a run is Chî, a set is Pon. You may not take the discard on your first turn, and you may not throw back the card you took. Then lay melds, add to melds (once you have melded yourself) and discard.

Pon! out of turn
When another player discards a card that makes a set with two of yours, you may call "Pon!" and take it even though it is not your turn. You lay the set and finish a turn; play goes on after you. When several players call, the one whose turn comes first gets the card. Here you answer with the Claim and Pass buttons while the ring runs.

Going out and scoring
You go out by melding all but one card and discarding the last. You score the points left in every other hand; going out with all seven cards at once, having melded nothing before, doubles the score. If the stock runs out the hand ends with no winner and no score. The match runs for a number of hands or to a target score; the highest total wins."""

GENERIC = """Draw a card, lay down melds (sets of a rank, runs of a suit), add to melds on the table, and discard. The first player to get rid of all cards wins the hand. The engine enforces the details; the options below are this game's variants."""

TEXTS = {"hoola": HOOLA, "seven-bridge": SEVEN_BRIDGE}


def rules_text(game: str) -> str:
    return TEXTS.get(game, GENERIC)
