"""Kalookie's rules for the rules screen: the British club game, then what each other version changes."""
from __future__ import annotations

KALOOKIE = """Kalookie (Kalooki) is the rummy game of British clubs and families, for 2 to 5 players. Two packs and two jokers, 106 cards. Each player gets 13 cards; the next card is turned up to start the discard pile. The deal passes to the left and play goes clockwise, starting left of the dealer.

Cards and points
Ace 11, king, queen, jack and ten 10, two to nine as marked, a joker 15 when it is left in your hand. On the table a joker counts as the card it stands for.

Melds
A set is three or four cards of one rank, all of different suits. A run is three or more cards of one suit in a row; the ace is high only (Q-K-A, not A-2-3, and never K-A-2). A joker may stand for any card. When it is not clear what a joker stands for (a joker at the end of a run, or two jokers with one card) you say which card it is, and it stays that card.

The turn
Draw the top card of the stock or, when you may, the top discard. Then you may meld and add to melds, and you end your turn with a discard.

The initial meld
Your first melds must count at least 40 points together, all laid from your hand in one turn. Cards you add to other melds that turn do not count toward it. Until you have made it you may not add to melds on the table.

Taking the discard
The first player of a hand may take the turned-up card freely. After that you may take the top discard only if you make your initial meld in that same turn, or have made it already; once you have, you may keep it in your hand.

Adding to melds
Once your initial meld is down you may add cards to any meld on the table, no more than two cards to one end of a run in one turn.

Winning a joker back
Once your initial meld is down, you may take a joker from a run by laying the card it stands for in its place, or from a set of three by adding both missing suits. The joker must go straight into a new meld or onto a meld that turn; it never goes into your hand. A set of four with a joker is closed.

Announcing
After your discard, if you hold one, two or three cards you must say so. If you forget, you may not go out on your next turn. (The table's setting can announce for you.)

Going out
You go out (call up) by melding every card but one and discarding it: you always need a final discard. Melding all thirteen cards in one turn with nothing melded before is a kalookie, paid double.

The stock
When the stock runs out, the discards are shuffled to make a new stock once, keeping the last discard face up. If it runs out again the hand is void and the same dealer deals again.

Scoring and the pool
Everyone puts the initial stake into the pool. When a player goes out, each player still in the game pays the winner the call-up stake (the kalookie stake for a kalookie), and everyone else scores penalty points for the cards left in hand. A player over 150 is out of the game, but may buy back in (at most twice, while two or more players are at 150 or less) by paying into the pool: the score goes back to the highest score at or under the limit. The last player at or under the limit takes the pool.

Swedish Kalooki
As the British game, with a limit of 100 (101 or more: retire or buy in) and stakes of 1 for calling up, 3 for a kalookie and 5 into the pool or to buy in.

North American Kaluki
Four jokers, 108 cards. Fifteen cards each to two to four players, 13 to five, 11 to six. The initial meld is 51, and cards you add to other melds count toward it if you also lay a meld of your own. Aces are high or low but not both at once (A-2-3 and Q-K-A, never K-A-2) and count 15; a joker left in hand counts 25. One natural card takes a joker from a set. There is no pool, no buying in and no special score for a kalookie: the winner of a hand scores the cards left in the other hands, and the first to reach the target wins.

Scarne's East Coast game
As the North American game, with these changes. Aces count 11. Three or four jokers may be laid as a set of their own, worth 15 each. When the cards are cut the bottom card is shown; if it is a joker the player who cut takes it and gets 14 more cards. Right after the deal the dealer may swap a card for the turned-up card. A discard may be taken only to lay it in a meld at once. Each hand is paid on its own: every loser pays the winner a cent a card, two for a joker, doubled when the winner went out with a kaluki."""
