"""What the table screen asks a game: whatever is the game's own at the table.

The shared table (:mod:`game.ui.table`) reads the engine's legal actions and draws, animates and
answers the mouse and keys the same way for every game.  Where a game shows or asks something of its
own (buttons and keys of its own action kinds, what the side panel says in a phase of its own, its
call for a discard, a celebration, the words and sounds of its events) the table asks the game's
:class:`GameTable`, never the game's name.

A game registers its table from the ``table`` module of its folder (``game/games/<game>/table.py``,
the screen's layer of that game: it may import :mod:`game.ui` and its own rules, no other game).
Nothing shared imports it: :data:`TABLES` loads the built-in games' ``table`` modules the first time
it is asked for a game it does not hold, and a game that registers none plays with a plain
:class:`GameTable`, whose defaults name no game.

Words here are the game's English; the screen translates them where it shows them (``_()``), so a
moved string keeps its msgid and its Korean.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Mapping, NamedTuple, Protocol, Sequence

from game.engine import Action, Card
from game.engine.actions import Event
from game.engine.registry import Registry
from game.engine.result import Result

if TYPE_CHECKING:
    from game.controller.seat import SeatTable
    from game.engine.ruleset import Ruleset

# What a game's hooks below are given of the hand in play: the player's seat's table
# (:class:`game.controller.seat.SeatTable`), never the whole hand: the seat's view and the public
# facts (the options, the phase, the game's public facts), every hand once the hand is over.  The
# screen asks nothing else of the hand and imports no module of the hand state.


@dataclass(frozen=True)
class ButtonSpec:
    """A button of the table's side panel: ``tag`` says what it does (:meth:`GameTable.press` for a
    game's own), ``key`` is shown on it, ``accent`` draws it in gold."""

    tag: str
    label: str
    key: str
    enabled: bool = True
    accent: bool = False


class DiscardWord(NamedTuple):
    """A word the player may choose to say with a discard (Kalookie's announcement of the cards left,
    listed as ``discard ... announce=2``).  The discard that says it is preferred while the setting to
    say it automatically is on, or after the player pressed its button (``label``; ``set_label`` once
    pressed; ``key``).  The button's tag is ``word``."""

    word: str
    label: str
    set_label: str
    key: str


class TableActions(Protocol):
    """What a game's table may use of the table scene (in :meth:`GameTable.press` and
    :meth:`GameTable.show_event`): the scene implements it."""

    human: int
    #: the player's seat's table: what the game's own dialogs may read of the hand
    seat_table: "SeatTable"

    @property
    def legal(self) -> list[Action]: ...
    def propose(self, action: Action | None, *, why: Action | None = None) -> bool: ...
    def propose_plain(self, kind: str) -> bool: ...
    def choose(self, title: str, actions: list[Action], describe: Callable[[Action], str]) -> None: ...
    def ask(self, title: str, labels: list[str], on_pick: Callable[[int | None], None],
            cards: Sequence[Sequence[Card]] | None = None) -> None: ...
    def say(self, seat: int | None, text: str, now: float, colour: tuple = ..., dur: float = ...) -> None: ...
    def said(self, seat: int | None, you: str, other: str, **words: Any) -> str: ...
    def who(self, seat: int | None) -> str: ...
    def tell(self, words: "str | Callable[[], str]", colour: tuple = ...) -> None: ...
    def fly_to_melds(self, cards: Sequence[Card], seat: int | None, now: float, *, from_pile: bool = False) -> None: ...
    def fly_to_stock(self, cards: Sequence[Card], now: float) -> None: ...
    def sound(self, name: str) -> None: ...


class GameTable:
    """A game at the table.  The defaults are plain rummy's and name no game; a game's subclass
    (``game/games/<game>/table.py``) overrides what it shows or asks of its own.

    Where a game's buttons and phrases stand among the shared ones is fixed by the hooks: the
    shared order is kept, and a game's own come in at the places each hook names."""

    #: The words a player calls when claiming a discard out of turn (the claim button says them too).
    claim_call: str = "Mine!"
    #: The verb for a claim out of turn as the log says it: ``slap``, ``call`` or ``claim``.
    claim_verb: str = "claim"
    #: What a meld is, in a clause the screen adds to "... is not a meld" (the engine's reason stays short).
    meld_words: str = "a set is three or four cards of one rank, a run three or more in a row of one suit"
    #: The label over the player's own melds on the table (House Rummy: the player's space, where plays lie
    #: whoever laid them; its lessons and rules say so, and "내 등록패" named it a second way in Korean).
    own_melds_label: str = "Your melds"
    #: The game's own words for a shared phrase, by the shared phrase (House Rummy lays "plays", not
    #: "melds": its panel read "붙이기: 등록패 위로 끌기" beside its lessons' 플레이, s17-korean).
    own_words: dict[str, str] = {}
    #: A seat no longer in the hand, under its name: dropped out (Battle Hoola's six or seven, H-VAR-1); House
    #: Rummy's seat has gone out for good (the Korean check read 빠짐, "dropped out", for it).
    out_words: str = "out for this hand"
    #: Buttons for kinds of its own: ``(kind, label, key, always)``.  A button shows while that kind is
    #: listed (one listed action is applied, several are offered to choose from with :meth:`choice_words`),
    #: and its key works while it shows; ``always``: also shown, dimmed, in the player's turn after drawing.
    kind_buttons: tuple[tuple[str, str, str, bool], ...] = ()
    #: A player may take the turn back to its start with a button and U ("restore the table").
    offers_restore: bool = False
    #: The discard pile is fanned under the piles so that every card can be read and clicked.
    fan_discards: bool = False
    #: Keys of its own: a letter and the tag :meth:`press` is given (after the shared keys).
    keys: Mapping[str, str] = {}
    #: Kinds of its own that take the top discard when they carry cards, offered beside the claims
    #: (a blast completed with the discard); :meth:`take_words` names them in the list.
    claims_with_discard: frozenset[str] = frozenset()
    #: Kinds of its own that end the turn as a discard does.
    ends_turn: frozenset[str] = frozenset()
    #: What a hint of one of its kinds lights: ``"stock"``, ``"pile"`` (the discard pile) or ``"hand"``
    #: (the cards it lays are selected in the hand).
    hint_lights: Mapping[str, str] = {}
    #: A word the player may say with a discard, with its button (see :class:`DiscardWord`).
    discard_word: DiscardWord | None = None
    #: Cards on the table may be dragged to another play or to the open table (:meth:`played_move`).
    moves_played: bool = False
    #: Its own rows of the key help (H at the table, the rules screen): ``(keys, what they do)`` in English.
    help_keys: tuple[tuple[str, str], ...] = ()
    #: The word over a card in the hand that its turn restricts (``hot``: play it this turn; ``warm``:
    #: keep it this turn), in the game's own terms; English, said through the catalogue.
    mark_words: Mapping[str, str] = {"hot": "hot", "warm": "warm"}
    #: Kinds of its own whose button (not one of :attr:`kind_buttons`) opens a dialog of the game's own:
    #: the monkey test visits a moment when each is listed for the player.
    dialog_kinds: tuple[str, ...] = ()

    # --- buttons, keys and what they do ---------------------------------------------------------------
    def turn_buttons(self, view: Any, human: int, points: Mapping[str, int]) -> list[ButtonSpec]:
        """Buttons of its own kinds in the panel after Pass and before Draw: what a seat may do
        instead of (or before) drawing, shown whenever its kind is listed."""
        return []

    def play_buttons(self, view: Any, human: int) -> list[ButtonSpec]:
        """Buttons of its own kinds among the plays of the player's turn, after Add and before Discard."""
        return []

    def press(self, tag: str, table: TableActions) -> bool:
        """A button or key of its own (a tag of :meth:`turn_buttons`, :meth:`play_buttons` or
        :attr:`keys`): act on ``table`` and say True; False: not one of its own."""
        return False

    def key_applies(self, tag: str, seat: "SeatTable") -> bool:
        """Whether a key of its own (:attr:`keys`) means anything now while its button is hidden: True
        (the default) lets the engine say why not; False: the key does nothing (a key of a phase this hand
        is not in, so it never answers with the words of another moment)."""
        return True

    #: the log's words for a card added to a meld, the player's and another's (English; a game whose
    #: rules say "lay off" says so in the log too: Seven Bridge's play-through read "adds" beside them)
    add_words: tuple[str, str] = ("You add {cards}", "{who} adds {cards}")
    #: ... and onto another seat's meld, naming it (``{owner}``): the player's onto another's, another's
    #: onto the player's, another's onto a third's (the Seven Bridge play-through read "Minji adds 8♥" and
    #: could not tell onto whose); empty: the plain words (a game whose plays lie in spaces says so there)
    add_to_words: tuple[str, ...] = ("You add {cards} to {owner}'s meld", "{who} adds {cards} to your meld",
                                     "{who} adds {cards} to {owner}'s meld")

    #: whether the top discard taken goes straight into a meld (said so in "You may ..."); False where it
    #: goes into the hand, to be played later in the turn (a newcomer took it "into a meld" and found it
    #: in the hand: House Rummy, 27 Nov play-through)
    take_into_meld: bool = True

    def takes_into_meld(self, view: Any) -> bool:
        """Whether the discard taken now must go into a meld at once (:attr:`take_into_meld` unless the
        game says otherwise for this moment of the hand)."""
        return self.take_into_meld

    #: the game's own kinds played by laying hand cards onto a table meld (a joker won back or replaced)
    onto_meld_kinds: tuple[str, ...] = ()

    def onto_meld(self, legal: Sequence[Action], seat: int, cards: Sequence[Card], meld: int) -> Action | None:
        """A listed play of its own (:attr:`onto_meld_kinds`) that lays exactly these hand cards onto
        table meld ``meld``, preferred to adding them (dragged there, or added with the meld chosen);
        None: none."""
        chosen = set(cards)
        return next((a for a in legal if a.kind in self.onto_meld_kinds and a.target == meld
                     and set(a.cards) == chosen and len(a.cards) == len(cards)), None)

    def finishing_adds(self, cards: Sequence[Card], plays: Sequence[Any]) -> list[int]:
        """The table plays (ids) the selected hand cards would make whole, where a game lists only some of
        the adds it accepts (plays may stand unfinished mid-turn): Add to a meld (A) offers them too.  None
        by default: the engine's list holds every add."""
        return []

    def click_adds(self, cards: Sequence[Card], play: Sequence[Card]) -> bool:
        """Whether a click on a table play adds the selected hand cards to it.  True (the default): the
        engine lists what may be added.  A game whose plays may stand unfinished mid-turn says False where
        the cards would not finish the play, since the click was likely meant for the card under it."""
        return True

    def pile_take(self, seat: int, card: Card) -> Action | None:
        """Taking a fanned discard and every card above it (a click on it, :attr:`fan_discards`); the
        listed one is proposed, else this one for the engine's reason why not."""
        return None

    def played_move(self, seat: int, cards: Sequence[Card], onto: int | None,
                    space: int | None = None) -> Action | None:
        """The move of cards already on the table onto the play ``onto``, or onto the open table as a
        new play (``onto`` None) in ``space`` (the seat whose space the card was dropped in; None: one's
        own), when :attr:`moves_played`; the engine judges it."""
        return None

    # --- the side panel -------------------------------------------------------------------------------
    def plan_left(self, view: Any, action: Action) -> bool:
        """Whether a hinted action of a partly listed kind still has something to do from ``view`` (House
        Rummy's rearranged table may have been made by hand, move by move)."""
        return True

    def version_words(self, seat: "SeatTable") -> str:
        """The version of the game being played, for the panel's header ("Epic"), in English; "" for none."""
        return ""

    def phase_status(self, view: Any, human: int, names: Sequence[str]) -> tuple[str, str, str] | None:
        """The panel's (whose turn, the phase, what you may do) in a phase of its own that the ruleset's
        ``phase_words`` does not name; None: the shared lines."""
        return None

    def may_phrases(self, kinds: set[str], phase: str, points: Mapping[str, int] | None) -> tuple[list[str], list[str]]:
        """What its listed kinds add to "You may ..." in the player's turn (already in the player's
        language): the phrases said before the shared way to end the turn (the discard) and those after."""
        return [], []

    def waiting_prompt(self, kinds: set[str]) -> str | None:
        """What the panel tells the player while another seat plays, when one of its kinds is listed for
        the player then; None: "Watch ... play"."""
        return None

    def points_label(self, seat: "SeatTable") -> str:
        """The panel's line for what the hand would cost now (``{points}``), in English: a game that
        charges otherwise than by points says so."""
        return "Points in hand: {points}"

    def points_words(self, points: Mapping[str, int]) -> str:
        """What follows "Points in hand: N" for the counts of its own in the ruleset's ``shown_points``."""
        return ""

    def status_note(self, table: "SeatTable", seat: int) -> str:
        """A line the panel shows beside the hand's status, in the engine's English (the melding cost)."""
        return ""

    def selection_note(self, table: "SeatTable", seat: int, selected: Sequence[Card]) -> str:
        """A line the panel shows about the player's hand and the cards selected in it, in the engine's
        English (how far they go toward an initial meld); "" for none.  Asked again only when the
        position or the selection changes."""
        return ""

    # --- words ------------------------------------------------------------------------------------------
    def choice_words(self, rules: "Ruleset", action: Action) -> str:
        """An action as the player picks it from a list ("Take 9♣ K♠ 5♦"); "seat N" is named by the screen."""
        text = rules.describe_action(action)
        return text[:1].upper() + text[1:]

    def choice_cards(self, rules: "Ruleset", action: Action) -> tuple[Sequence[Card], Mapping[Card, str]]:
        """An action as the cards a list of choices draws for it, and what each joker among them stands
        for (drawn on it, as on the table); the action's own cards by default."""
        return action.cards, {}

    def take_words(self, action: Action) -> str | None:
        """A take of the discard by a kind of its own (:attr:`claims_with_discard`) as the list of takes
        says it, in the player's language; None: "Meld ..."."""
        return None

    def event_words(self, event: Event) -> str | None:
        """A log line for an event of its own ("seat 2 demands the 7♠ from seat 0"), or None."""
        return None

    def show_event(self, event: Event, table: TableActions, now: float) -> bool:
        """Show an event of its own in full (a bubble, the log's line, cards flying, a sound) and say
        True; False: the screen logs :meth:`event_words` and flies the event's cards to their melds."""
        return False

    def ended_words(self, result: Result, name: Any) -> str | None:
        """How the hand ended, in the player's language, where the game says more than its ruleset's
        reason words (``name(seat)``: a seat's name, None for the player); None: the reason words."""
        return None

    def breakdown(self, rules: "Ruleset", result: Result, who: Any, options: Any) -> list[str]:
        """The end-of-hand screen's lines of how each payment is reached, in the engine's words (translated
        on the screen by :func:`~game.ui.engine_text.engine_text`); the ruleset's by default."""
        return rules.breakdown(result, who)

    def end_notes(self, options: Any) -> list[str]:
        """Lines the end-of-hand screen shows under the hand's reasons, in the player's language: the
        game's own words it uses there said plainly (Kalookie's stakes); none by default."""
        return []

    def celebration(self, seat: "SeatTable", result: Result) -> str | None:
        """A word for the screen to celebrate a rare win with ("Perfect!"), or None."""
        return "Perfect!" if result.details.get("perfect") else None

    def say(self, phrase: str) -> str:
        """A shared phrase in this game's words (:attr:`own_words`), in English: the screen translates it."""
        return self.own_words.get(phrase, phrase)

    def texts(self) -> set[str]:
        """Every English text of its data that the table shows (for the catalogue's test)."""
        out = {self.claim_call, self.meld_words, *self.add_words, *self.add_to_words, *self.own_words.values()}
        out.update(label for __, label, __k, __a in self.kind_buttons)
        out.update(words for __, words in self.help_keys)        # (the keys themselves are letters)
        if self.discard_word is not None:
            out.update((self.discard_word.label, self.discard_word.set_label))
        return {w for w in out if w}


#: the games' tables by the game's name (the screen's layer of each game registers its own)
TABLES: Registry[GameTable] = Registry("table", "game's table")
_PLAIN = GameTable()


def register_table(game: str, table: GameTable) -> GameTable:
    """Register the table of the game called ``game`` (a game's ``table`` module does, at import)."""
    return TABLES.add(game, table)


def table_for(game: str) -> GameTable:
    """The table of ``game``: its registered one, or a plain :class:`GameTable` when it has none."""
    return TABLES.get(game) or _PLAIN
