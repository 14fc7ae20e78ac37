"""The rules engine's and the controller's sentences (a refused move's reason, a wait) in the
player's language.

They are written in English where the rules are (the engine never sees the catalogue), so the
screen translates the ones players meet most at display time: each English sentence below is a
template whose ``{names}`` stand for what varies (cards, seats, seconds); a text that matches one
is said with the template's translation, anything else stays as the engine wrote it.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

from .i18n import DEFAULT, _, language

#: The engine's and the controller's sentences, as they write them, with card names readable and the
#: seats named (:func:`game.ui.persons.readable` and :func:`~game.ui.persons.personal`).
TEMPLATES: tuple[str, ...] = (
    # the turn
    "draw a card first",
    "already drew this turn",
    "the stock is empty",
    "the hand is over",
    "it is not your turn ({name} is to play)",
    "it is not your turn: claim the discard instead",
    "wait: other players may still claim the discard",
    "wait: other players may still claim the discard ({seconds} s)",
    "drawing when the others have had their chance ({seconds} s)",
    "a hint is for your turn",
    # melding and adding
    "{cards} is not a meld",
    "{cards} not in hand",
    "name the cards to add",
    "you may add {cards} to melds only after melding from your own hand",
    "{cards} does not fit meld {meld}",
    "add one card at a time, not {cards}",
    "you must keep a card to discard to go out",
    "you may not go out this turn: keep a card to discard and one to hold",
    # the discard
    "discard exactly one card",
    "the discard pile is empty",
    "a discarded joker cannot be taken",
    "the discard can no longer be taken: draw from the stock",
    "no discard may be taken on your first turn",
    "the discard {card} can only be taken to lay it at once in a new meld with cards from hand",
    "{cards}: the discard can only be taken into a new meld with cards from your hand",
    "{cards} and the discard {card} do not make a new meld",
    "the discard {card} makes no new meld with that hand",
    "{card} was taken from the discard pile and cannot be discarded this turn",
    "{card} was taken this turn and cannot be discarded now",
    # claims
    "there is no discard to claim now",
    "you cannot claim your own discard",
    "it is your turn: take the discard in turn",
    "you have already answered this discard",
    "you cannot use this discard",
    "choose the meld",
    "too late: the claim window has closed",
    "too slow: {name} slapped first",
    "slap taken back",
    "there is nothing of this turn to take back",
    "restoring puts back only cards moved on the table, and none were moved this turn",
    # a game's own refusals: Battle Hoola
    "you can knock only at the start of your turn",
    "you can blast only at the start of your turn",
    "you can show big luck only at the start of your turn",
    "knocking is not played at this table",
    "blasts are not played at this table",
    "a blast needs a hand with nothing melded",
    "big luck is not played at this table",
    "big luck needs all four sevens",
    "a discard cannot be claimed to win at this table",
    "that card does not complete a blast",
    "that card does not complete four sevens",
    "sevens are not grouped at this table",
    "group sevens after drawing, in your turn",
    "grouping takes two sevens from your hand",
    "group sevens onto a lone seven on the table",
    "you must keep a card to discard",
    "at this table a run grows only one way",
    "wait: the players are choosing who sits this hand out",
    # Kalookie
    "your first melds go down together as your initial meld, worth {points} or more",
    "your initial meld counts {total}: it needs {points} or more",
    "open with your initial meld in your turn, after drawing",
    "you have made your initial meld already: lay melds one at a time",
    "keep a card to discard: calling up ends with a discard",
    "build on the table after your initial meld: builds do not count toward it here",
    "make at least one new meld of your own: builds count toward the initial meld only with one",
    "build only natural cards in your opening: a joker goes on the table after it",
    "a set of four with a joker is closed",
    "at most two cards may go on that run in one turn, and {cards} is a third",
    "at most two cards may go on each end of a run in one turn: not {cards}",
    "a joker is won back in your turn, after drawing",
    "a joker is won back only after your initial meld of {points}",
    "that meld holds no joker",
    "a joker in a run is won back with the one card it stands for",
    "no joker in that run stands for {card}",
    "at this table a joker is won back only from inside a run, not from its end",
    "keep a card to discard after laying the joker you win back",
    "a joker in a set is won back with the two cards of the missing suits",
    "a joker in a set is won back with one card of its rank in a suit the set lacks",
    "a joker in a set of two jokers is won back with two cards of the missing suits (both with all three)",
    "a joker cannot stand for {card} in {cards}",
    "two jokers cannot stand for the same card in {cards}",
    "the joker you would win back could go into no meld now",
    "lay the joker you won back in a new meld or on a meld before you discard",
    "you took the discard: make your initial meld of {points} before you discard",
    "announce the cards you will hold: {n}",
    "wait: the dealer may first swap a card for the up-card",
    # House Rummy
    "until you have melded, new plays go in your own space",
    "a play is a book or a run",
    "move cards on the table in your turn, after drawing",
    "until you meld you may only replace a joker on the table",
    "after melding a joker on the table can only be stolen, not replaced",
    "replace a joker with one card from your hand",
    "the {cards} was taken hot: play it this turn",
    "discard a card to end your turn (you may keep it only when all you hold is warm)",
    "the stock is not open yet: take the turned-up card or leave it",
    "the {card} would be hot: take it only when you can play it this turn",
    "the {card} would be hot and must be played this turn: your first meld must come to {points} points",
    "name one card of the discard pile: you take it and every card above it",
    "you went out: come back in by drawing three cards, from the discard pile or by a demand",
    "{card} was played and must stay on the table",
    "the play {cards} is not whole: make it a book or a run, or move its cards",
    "you may not rearrange another player's plays only to lower their score",
    # more refusals a player can meet by a drag or a key (the s17-korean play-through's spy: English on the panel)
    "you may take the {card} only to lay it in a meld at once",
    "you may take the {card} only to make your initial meld of {points} with it this turn",
    "lay the joker you won back first, in a new meld or on a meld",
    "lay the {card} you took from the discard pile first, in a meld",
    "there is nothing to announce",
    "a set of jokers stays as it is",
    "that would not leave a meld",
    "a joker is won back from a set of three (a set of four with a joker is closed)",
    "the dealer swaps for the up-card only right after the deal",
    "only the dealer may swap for the up-card",
    "replace a joker in your turn, after drawing",
    "lay out the table in your turn, after drawing",
    "the stock is open already",
    "everyone else left the turned-up card: the dealer must take it",
    "you hold the {card} yourself",
    "only a player coming back in after going out draws three",
    # a card moved out of others' spaces and not paid for (two owners first: one owner's slot takes in anything)
    "{cards} came from {name}'s space and {other}'s space: pay for each with a card from your hand in the play {play}",
    "{cards} came from {name}'s space: pay for each with a card from your hand in the play {play}",
    "your plays count {value}: to meld this hand they must count {cost} or more (books of three 10, every other "
    "card 5)",
    "the {card} cannot take a joker's place in {cards}",
    # a game's own events, as its ruleset logs them (``seat N`` is named by the screen)
    "seat {seat} demands the {cards} from seat {from} and gets it",
    "seat {seat} demands the {cards} from seat {from} but does not get it: the turn is lost",
    "seat {seat} opens the stock with the {cards}",
    "seat {seat} leaves the turned-up card",
    "seat {seat} takes {cards} from the discard pile",
    "seat {seat} replaces a joker with the {cards}",
    "seat {seat} moves {cards}",
    "seat {seat} rearranges the table",
    "seat {seat} ends the turn without discarding",
    "seat {seat} goes out first (+{bonus})",
    "seat {seat} is out for this hand",
    "full out: seat {seat} ends the hand (a whole side has gone out for good)",
    "seat {seat} restores the table",
    "seat {seat} cut the pack and showed a joker: it is theirs, with fourteen more cards",
    "seat {seat} takes the up-card {card} and puts down the {cards}",
    "seat {seat} keeps the hand and leaves the up-card",
    "Initial meld: the selected cards count {points} of {need} (the melds in your hand: {best})",
    "Initial meld: the melds in your hand count {points} of {need}",
    "seat {seat} wins back a joker with the {cards}",
    "seat {seat} wins back two jokers with the {cards}",
    # a move as the hand review lists it (each game's ``describe_action``)
    "seat {seat} draws from the stock",
    "seat {seat} discards {cards}",
    "seat {seat} melds {cards}",
    "seat {seat} adds {cards}",
    "seat {seat} lays off {cards}",
    "seat {seat} builds {cards}",
    "seat {seat} plays {cards}",
    "seat {seat} takes the discard to meld {cards}",
    "seat {seat} takes the discard: {call} ({cards})",
    "seat {seat} takes the discard {cards}",
    "seat {seat} takes the discards from {cards} up",
    "seat {seat} slaps the discard: {call} ({cards})",
    "seat {seat} calls {call} ({cards})",
    "seat {seat} knocks",
    "seat {seat} blasts!",
    "seat {seat} has big luck: four sevens!",
    "seat {seat} passes",
    "seat {seat} drops out",
    "seat {seat} plays",
    "seat {seat} groups sevens {cards}",
    "seat {seat} opens with {cards}",
    "seat {seat} wins back a joker with {cards}",
    "seat {seat} swaps {cards} for the up-card",
    "seat {seat} keeps the hand as dealt",
    "seat {seat} demands the {cards} from seat {from}",
    "seat {seat} draws three to come back in",
    "seat {seat} replaces a joker with {cards}",
    "seat {seat} ends the turn",
    # Kalookie's announcement with a discard (K-9), in the log
    "seat {seat} announces 1 card left",
    "seat {seat} announces {n} cards left",
    "seat {seat} did not announce the cards left: no calling up next turn",
    # a game's choices, when a move can be made in several ways
    "The jokers as {card} and {other}, with {cards}",     # the longer first: a match is taken whole
    "The joker as {card}, with {cards}",
    "The jokers as {card} and {other}",
    "The joker as {card}",
    "Put down the {cards}",
    "From the {card} up (it must be played this turn)",
    "The {card} from {name}",
    "As a book ({points} points)",
    "As a run ({points} points)",
    # the coach's hints (ai.coach), after "Hint:"
    # Seven Bridge's own (game.games.seven_bridge.coach): going out, and the first turn (S-3, S-6)
    "Discard {card} to go out: you score the points left in the other hands",
    "Lay off {cards} on a meld on the table to go out: you score the points left in the other hands",
    "Lay off {cards} on a meld on the table, then discard {card} to go out",
    "Lay off {cards} on your meld: leaves {points} points in your hand",
    "Lay off {cards} on seat {seat}'s meld: leaves {points} points in your hand",
    "Lay off {cards} on a meld on the table: leaves {points} points in your hand",
    "Add {cards} to a meld on the table to go out: you score the points left in the other hands",
    "Lay {cards} to go out: you score the points left in the other hands",
    "Add {cards} to a meld on the table, then discard {card} to go out",
    "Lay {cards}, then discard {card} to go out",
    "Draw from the stock: you hold {points} points; no discard may be taken on your first turn",
    # Kalookie's own (game.games.kalookie.coach): calling up
    "Discard {card} to call up: you go out and win the hand",
    # House Rummy's own (game.games.house_rummy.coach): going out
    "Discard {card} to go out",
    "End the turn to go out: your hand is empty",
    "End the turn without a discard: you keep the warm {cards} this turn",
    "Discard {card}: leaves {points} points in your hand; nobody is likely to use it; keeps {cards} toward a meld",
    "Discard {card}: leaves {points} points in your hand; 1 player could use it; keeps {cards} toward a meld",
    "Discard {card}: leaves {points} points in your hand; {n} players could use it; keeps {cards} toward a meld",
    "Discard {card}: leaves {points} points in your hand; nobody is likely to use it",
    "Lay {cards} as a meld of its own: with the other melds in your hand ({more}) it leaves {points} points",
    "Lay {cards}: with the other melds in your hand ({more}) it leaves {points} points",
    "Discard {card}: leaves {points} points in your hand; hold {cards} to lay when you call up: laid now, they "
    "are a place for the others to build on",
    "Discard {card}: leaves {points} points in your hand; your opponent is not likely to use it; keeps {cards} "
    "toward a meld",
    "Discard {card}: leaves {points} points in your hand; your opponent might use it; keeps {cards} toward a meld",
    "Discard {card}: leaves {points} points in your hand; your opponent could use it; keeps {cards} toward a meld",
    "Discard {card}: leaves {points} points in your hand; your opponent is not likely to use it",
    "Discard {card}: leaves {points} points in your hand; your opponent might use it",
    "Discard {card}: leaves {points} points in your hand; your opponent could use it",
    "Discard {card}: leaves {points} points in your hand; someone might use it",
    "Discard {card}: leaves {points} points in your hand; someone might use it; keeps {cards} toward a meld",
    "Discard {card}: leaves {points} points in your hand; 1 player could use it",
    "Discard {card}: leaves {points} points in your hand; {n} players could use it",
    "Take the {card} into your hand: it makes a meld with {cards}",
    "Claim the {card} into your hand: it makes a meld with {cards}",
    "Take the {card} into your hand",
    "Claim the {card} into your hand",
    "Take the {card}: makes {cards} and leaves {points} points",
    "Claim the {card}: makes {cards} and leaves {points} points",
    "Draw from the stock: the {card} would not lower your {points} points enough",
    "Draw from the stock: the {card} makes no meld with your cards",
    "Draw from the stock: you hold {points} points",
    "Add {cards} to a meld on the table: leaves {points} points in your hand",
    "Add {cards} to your meld: leaves {points} points in your hand",
    "Add {cards} to seat {seat}'s meld: leaves {points} points in your hand",
    # the jokers' plays named (s18-evening): before the plain step, whose free {moved} would take in "from …"
    "Rearrange the table to lay {cards} from your hand, a step at a time: move {moved} to a new play in seat {seat}'s space: drop the {card} on the name over that space, then the rest onto it; press ? again for the next step",
    "Rearrange the table to lay {cards} from your hand, a step at a time: move {moved} to a new play in seat {seat}'s space: drop it on the name over that space; press ? again for the next step",
    "Rearrange the table to lay {cards} from your hand, a step at a time: move {moved} from {source} onto {play}; press ? again for the next step",
    "Rearrange the table to lay {cards} from your hand, a step at a time: move {moved} from {source} to the open table as a new play; press ? again for the next step",
    "Rearrange the table to lay {cards} from your hand, a step at a time: move {moved} onto {play}; press ? again for the next step",
    "Rearrange the table to lay {cards} from your hand, a step at a time: move {moved} to the open table as a new play; press ? again for the next step",
    "Meld {first} from your hand first, then rearrange the table a step at a time: press ? again for each step",
    "Rearrange the table to lay {cards} from your hand: move {moved} from {source} on the table so the plays read {plays}, then lay these; start {new} in seat {seat}'s space: drop the {card} from the table on the name over that space, then add the rest",
    "Rearrange the table to lay {cards} from your hand: move {moved} from {source} on the table so the plays read {plays}, then lay these; start {new} in seat {seat}'s space: drop its first card on the name over that space",
    "Rearrange the table to lay {cards} from your hand: move {moved} from {source} on the table so the plays read {plays}, then lay these",
    "Rearrange the table to lay {cards} from your hand: move {moved} on the table so the plays read {plays}, then lay these; start {new} in seat {seat}'s space: drop the {card} from the table on the name over that space, then add the rest",
    "Rearrange the table to lay {cards} from your hand: move {moved} on the table so the plays read {plays}, then lay these; start {new} in seat {seat}'s space: drop its first card on the name over that space",
    "Meld {first} from your hand first, then move {moved} on the table so the plays read {plays}, and lay {cards}; start {new} in seat {seat}'s space: drop the {card} from the table on the name over that space, then add the rest",
    "Meld {first} from your hand first, then move {moved} on the table so the plays read {plays}, and lay {cards}; start {new} in seat {seat}'s space: drop its first card on the name over that space",
    "Meld {first} from your hand first, then move {moved} on the table so the plays read {plays}; start {new} in seat {seat}'s space: drop the {card} from the table on the name over that space, then add the rest",
    "Meld {first} from your hand first, then move {moved} on the table so the plays read {plays}; start {new} in seat {seat}'s space: drop its first card on the name over that space",
    "Meld {first} from your hand first, then move {moved} on the table so the plays read {plays}, and lay {cards}",
    "Meld {first} from your hand first, then move {moved} on the table so the plays read {plays}",
    "Lay {cards} from your hand so the plays read {plays}; start {new} in seat {seat}'s space: drop the {card} from the table on the name over that space, then add the rest",
    "Lay {cards} from your hand so the plays read {plays}; start {new} in seat {seat}'s space: drop its first card on the name over that space",
    "Rearrange the table to lay {cards} from your hand: move {moved} on the table so the plays read {plays}, then lay these",
    "Rearrange the table to lay {cards} from your hand: move the cards on the table by dragging them, then lay these",
    "Lay {cards} from your hand so the plays read {plays}",
    "Finish rearranging the table: move {moved} so the plays read {plays}; start {new} in seat {seat}'s space: drop the {card} from the table on the name over that space, then add the rest",
    "Finish rearranging the table: move {moved} so the plays read {plays}; start {new} in seat {seat}'s space: drop its first card on the name over that space",
    "Finish rearranging the table: move {moved} so the plays read {plays}",
    "Replace a joker with the {card}: drag it onto the joker's play, and the joker comes to your hand",
    "Add {cards} to a play in your space: leaves {points} points in your hand",
    "Add {cards} to seat {seat}'s play: leaves {points} points in your hand",
    "Add {cards} to a play on the table: leaves {points} points in your hand",
    # (the longer sentences first: "{card}" would take in "9♥ and the cards above it")
    "Take the {card} and the {n} cards above it: it makes {cards}; play it this turn, it is hot",
    "Take the {card} and the {n} cards above it: it joins a play on the table; play it this turn, it is hot",
    "Take the {card} and the card above it: it makes {cards}; play it this turn, it is hot",
    "Take the {card} and the card above it: it joins a play on the table; play it this turn, it is hot",
    "Take the {card}: it makes {cards}; play it this turn, it is hot",
    "Take the {card}: it joins a play on the table; play it this turn, it is hot",
    "Take the turned-up {card}: it makes {cards}",
    "Take the turned-up {card}",
    "Leave the turned-up {card}: it makes no play with your cards",
    "Draw from the stock: what the discard pile would give you is worth less than the cards it would leave in your hand",
    "Draw from the stock: no discard makes a play you could lay this turn",
    "Draw three from the stock to come back in and play on",
    "Lay {cards} as a meld of its own: leaves {points} points in your hand",
    "Lay {cards}: leaves {points} points in your hand",
    "Knock: you hold {points} points; the others likely hold {n} or more",
    "Draw from the stock rather than knock: you hold {points} points, and one of the others likely holds only {n}",
    "Draw from the stock rather than knock: you hold {points} points, and playing on is likely to win more",
    "Let the {card} go: it would not lower your {points} points enough",
    "Pass",
    "Blast: you win the hand at once",
    # Kalookie's hints before the initial meld (game.games.kalookie.coach)
    "Open with {cards}, building {other} on the table: that counts {points} of {need}",
    "Open with {cards}: that counts {points} of {need}",
    "Discard {card}: the melds in your hand count {points} of {need} toward your initial meld",
    "Draw from the stock: the melds in your hand count {points} of {need} toward your initial meld",
    "Take the {card}: with it the melds in your hand count {points} of {need}, enough for your initial meld",
    "Take the {card}: with it the melds in your hand count {points} of {need} toward your initial meld",
    "Win back the joker in {other} with the {cards}: drag it onto that meld, then lay the joker in a meld this turn",
    "Big luck: you win the hand at once",
    # the hand review's reasons (ai.advice.TEMPLATES, said by game.ui.review_scene)
    "It leaves {better} points in your hand; your move left {played}",
    "{seat} plays next and could use your {card} in {p}% of the likely deals; the {other} in {q}%",
    "Another player could use your {card} in {p}% of the likely deals; the {other} in {q}%",
    "Your {card} went with {cards} in your hand; the {other} goes with none of your cards",
    "A knock was open: you held {points} points, and the others likely held {n} or more",
    "Your knock with {points} points was a risk: the others likely held only {n}",
    "Taking the {card} made {cards} at once",
    "No single card decides it: it simply did better in the Expert's play-outs from here",
    # the setup screen and deal codes
    "{game} is for {lo} to {hi} players, not {n}",
    "the deal code does not make a table: {game} is for {lo} to {hi} players, not {n}",
    "enter a deal code, like HOOLA-YMMH-0-3F9A2C71-K",
    "that is not a deal code: it should look like HOOLA-YMMH-0-3F9A2C71-K",
    "that deal code has a mistyped letter: check it against the one you were given",
    "the deal code is for a game this version does not have ({name})",
    "the deal code's seats are not readable",
    "the deal code's dealer is not one of its seats",
    "the deal code's deal number is not readable",
    "the deal code's table options are not readable",
    "the deal code's hand number is not readable",
    "the deal code uses a table option this version does not have ({name})",
    "the deal code's option {name} is not readable",
    "this hand was set up by hand, not dealt from a seed: it has no deal code",
    # the files: a notice on the main menu
    "Your {what} could not be read ({why}); it was kept as {name} and {fallback}.",
    "The game could not be saved ({why}); play on, but it may not resume from here.",
    "Your settings could not be saved ({why}); they apply until Hoola closes.",
    "Your statistics could not be saved ({why}); the last hand may not be counted.",
    "The recent hands could not be written: {why}",
    "The finished game's save could not be removed ({why}).",
    "you have rearranged the table {n} times this turn: play from your hand or end your turn",
    "Some of your settings could not be used, so their defaults are used:",
    "The original file was kept as {name}.",
    "The original file could not be kept aside ({why}).",
    # a game's own phase (Scarne's dealer), in the side panel
    "the dealer may swap a card for the up-card",
    "Keep your hand (N), or select a card and swap it for the up-card (E).",
    # a game's note beside the hand, and its question between hands
    "You have melded",
    "{points} points to meld",
    "{laid} of {points} points laid to meld",
    "hot: play it this turn; warm: keep it this turn",
    "your last card: discard it and the hand ends now; lay it and everyone still in plays once more",
    "your last card: discard it and the hand ends now",
    "ending the turn lets everyone still in play once more",
    "Your penalty points are {score}, over the limit. Buy back in for {cost} into the pool (your points go down "
    "to the highest score still in), or retire from the game?",
    "Buy back in ({cost})",
    "Retire",
    # the end of a hand: how each payment is reached (every player named in the third person)
    "Each loser pays one less than their rank",
    "Each loser pays one less than their rank (the {n} tied winners all rank 1)",
    "{who} (rank {rank}) pays {sum}",
    "{who} (rank {rank}) owes {sum}",
    "{who} ranks last: {why}",
    "{who} tie on {points} points: tied players all take the higher rank, {rank}",
    "{who} pays for all: {sum}",
    "{who} share {sum}, so {total} / {n} = {each} each",
    "{who} wins {sum}",
    "{who} pays {sum}",
    "{who} owes {sum}",
    "{who} holds {sum}",
    "{who} scores {sum}",
)

#: Pieces of a sum on the end screen ("3 cards × 5 + 1 book of three × 10"), each said on its own.
SUM_PIECES: tuple[str, ...] = (
    "{n} cards × 5",
    "{n} book of three × 10",
    "{n} books of three × 10",
    "nothing played",
    "− {n} left in hand",
    "+ {n} for going out first",
)

#: Placeholders that stand for a seat's number, said as the player's name (or "you").
SEATS = frozenset({"seat", "from"})
NUMBER = r"\d+"
#: A joker as the engine names it among cards.
JOKER = re.compile(r"\bJoker\b")


@lru_cache(maxsize=None)
def _pattern(template: str, number: bool = False) -> re.Pattern:
    """The template as a pattern: each ``{name}`` matches any text (a number, with ``number``; a seat's
    number always)."""
    parts = re.split(r"\{(\w+)\}", template)
    any_text = NUMBER if number else ".+?"
    out = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>{NUMBER if p in SEATS else any_text})"
                  for i, p in enumerate(parts))
    return re.compile(out, re.IGNORECASE | re.DOTALL)


#: each template's singular ("leaves 1 point"), said through its plural's translation with 1 for points
SINGULAR: dict[str, str] = {t.replace("{points} points", "1 point"): t for t in TEMPLATES if "{points} points" in t}


def engine_text(text: str, seat_name: Callable[[int], str] | None = None) -> str:
    """``text`` in the player's language when it is one of :data:`TEMPLATES` (else as it is); with
    ``seat_name``, a seat's number (``seat 2``) is said as its name.  The match ignores case (the
    screen capitalizes a reason)."""
    if language() == DEFAULT or not text:
        return text
    for template in tuple(SINGULAR) + TEMPLATES:        # the singulars first: a free slot takes in anything
        m = _pattern(template).fullmatch(text.strip())
        if m:
            words = {k: JOKER.sub(_("Joker"), v) for k, v in m.groupdict().items()}
            if template in SINGULAR:
                template, words["points"] = SINGULAR[template], "1"
            if seat_name is not None:
                words.update({k: seat_name(int(v)) for k, v in words.items() if k in SEATS and v.isdigit()})
            if "sum" in words:
                words["sum"] = sum_text(words["sum"])
            if "why" in words:
                words["why"] = _(words["why"])
            if "who" in words:
                words["who"] = _joined(words["who"])
            for key in ("game", "what", "fallback", "call"):
                if key in words:
                    words[key] = _(words[key])
            return _(template).format(**words)
    if " · " in text:                     # a note of parts ("5 points to meld · hot: ..."): each said alone
        return " · ".join(engine_text(part, seat_name) for part in text.split(" · "))
    return text


def sum_text(text: str) -> str:
    """A sum of the end screen with its words translated ("2 × 2 (a seven held)", "3 cards × 5")."""
    for piece in SUM_PIECES:
        text = _pattern(piece, True).sub(lambda m, p=piece: _(p).format(**m.groupdict()), text)
    return re.sub(r"\(([^()]*[a-z][^()]*)\)", lambda m: f"({_(m.group(1))})", text)


def _joined(names: str) -> str:
    """"Ana, Bo and you" joined in the player's language."""
    parts = re.split(r", | and ", names)
    if len(parts) < 2:
        return names
    return _("{some} and {last}").format(some=", ".join(parts[:-1]), last=parts[-1])
