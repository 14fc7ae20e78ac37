"""The rules in our own words (from the seed descriptions), one text per game; variants are listed
from each game's options, so the rules screen always matches what the setup screen offers.

The English texts are here; a translation of each is a file of its own,
``assets/locale/rules_<lang>/<game>.txt`` (``generic.txt`` for a game without a text of its own),
written as the English is: a heading on a line of its own, a paragraph a line."""
from __future__ import annotations

from functools import lru_cache

from .i18n import DEFAULT, language
from .resources import asset

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

HOUSE_RUMMY = """House Rummy mixes rummy with rearranging every play on the table, for 2 to 4 players. One 52-card pack and two jokers. Four players play as two sides of partners sitting alternately; partners share one score but play their own hands. A game is six hands.

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
After melding you may add to any play, start plays in any space, and rearrange the plays on the table as you like, as long as every play is whole when your turn ends. Your own cards move freely. A card moved out of another player's space (your partner's too) is stolen: every stolen card must end the turn in a play that also holds a card from your hand played this turn. You may not rearrange only to lower another player's score: a turn that plays nothing from your hand, moves cards only within other players' spaces and leaves one of those spaces scoring less is refused. Restore the table (U) takes your turn back to where you drew.

Ending your turn
Discard one card. If all you hold is warm, end the turn without discarding (E).

Going out
You go out when you play or discard your last card, or when someone demands your last card. The first to go out earns a bonus for their side: 25 in Classic, where they stop playing; in Epic the cards their opponents still hold, and they come back on their next turn by drawing three cards from the stock (or by a take or a demand; a failed demand puts them out for good). The hand ends when a whole side has gone out for good, or when the last stock card has been drawn and that turn is over. If the player who ended it discarded their last card, the hand ends at once; if they played it, everyone still in has one more turn.

Scoring
Cards in your space score 5 each, but a book of three only 10. In Classic the cards left in your hand count against you: two to ten as marked, jack 2, queen 3, king 4, ace 11, joker 15. A side's total never falls below zero. Ties stand."""

KALOOKIE = """Kalookie is the British club rummy for 2 to 5 players, with two 52-card packs and two jokers (106 cards). The versions (Swedish, North American, Scarne's) are set in New game.

Cards and points
Thirteen cards each. Cards left in your hand at the end are penalty points: ace 11, king, queen, jack and ten 10, two to nine as marked, a joker 15.

Melds
A set is three or four cards of one rank in different suits. A run is three or more cards of one suit in a row; aces are high only (Q-K-A). A joker stands for any card; at the end of a run, or beside a single card, it says which card it is and keeps it.

The turn
Draw from the stock or take the top discard, lay melds or build on the table, then discard. The first player may take the up-card freely; after that you may take the discard only once you have opened, or if you can open with it this turn, and then you must.

Opening
Your first melds must count 40 points or more, laid from your hand together in one turn. After that you may build on any meld, one card at a time, at most two cards on each end of a run in a turn. With your own melds down you may win back a joker: from a run with the card it stands for, from a set of three with the two cards of the missing suits; the joker must go straight into a new meld or a build. A set of four with a joker is closed.

Announcing and calling up
When your discard leaves you one, two or three cards, say so; if you did not, you may not call up on your next turn. You call up by laying all your cards but one and discarding it. Laying all thirteen at once, with nothing melded before, is a kalookie. When the stock runs out the discards are shuffled into a new stock once; the second time the hand is void.

Paying
Everyone puts a stake into the pool at the start. The one who calls up gets a stake from each player still in (two for a kalookie); the others add their penalty points. A player over the limit (150 as standard) is out unless they buy back in: into the pool, with the highest score still in, twice at most and while two players are still under it. The last player in takes the pool.

Swedish Kalooki
As the British game, with a limit of 100 (101 or more: retire or buy in) and stakes of 1 for calling up, 3 for a kalookie and 5 into the pool or to buy in.

North American Kaluki
Four jokers, 108 cards. Fifteen cards each to two to four players, 13 to five, 11 to six. The initial meld is 51, and cards you build on other melds count toward it if you also lay a meld of your own. Aces are high or low but not both at once (A-2-3 and Q-K-A, never K-A-2) and count 15; a joker left in hand counts 25. One natural card takes a joker from a set. There is no pool, no buying in and no special score for a kalookie: the winner of a hand scores the cards left in the other hands, and the first to reach the target wins.

Scarne's East Coast game
As the North American game, with these changes. Aces count 11. Three or four jokers may be laid as a set of their own, worth 15 each. When the cards are cut the bottom card is shown; if it is a joker the player who cut takes it and gets 14 more cards. Right after the deal the dealer may swap a card for the turned-up card. A discard may be taken only to lay it in a meld at once. Each hand is paid on its own: every loser pays the winner a cent a card, two for a joker, doubled when the winner went out with a kaluki."""

GENERIC = """Draw a card, lay down melds (sets of a rank, runs of a suit), add to melds on the table, and discard. The first player to get rid of all cards wins the hand. The engine enforces the details; the options below are this game's variants."""

TEXTS = {"hoola": HOOLA, "seven-bridge": SEVEN_BRIDGE, "kalookie": KALOOKIE}
TEXTS["house-rummy"] = HOUSE_RUMMY


def rules_text(game: str) -> str:
    """The rules of ``game`` in the current language (English when there is no translation)."""
    english = TEXTS.get(game, GENERIC)
    lang = language()
    if lang == DEFAULT:
        return english
    return translated(lang, game if game in TEXTS else "generic") or english


@lru_cache(maxsize=None)
def translated(lang: str, name: str) -> str | None:
    """The text of ``assets/locale/rules_<lang>/<name>.txt``, or ``None`` when missing or unreadable."""
    path = asset("locale", f"rules_{lang}", f"{name}.txt")
    if path is None:
        return None
    try:
        return path.read_text(encoding="utf-8").strip() or None
    except (OSError, UnicodeDecodeError):
        return None
