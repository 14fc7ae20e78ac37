"""The pieces a hand is made of, apart from the hand itself: a meld on the table (with the one
declared list of its fields), the turn (a transaction made when a turn starts), the claim window,
and the small helpers the state's modules share (declared jokers, a canonical picture of data)."""
from __future__ import annotations

from collections.abc import Mapping, MutableMapping
import dataclasses
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Sequence

from .actions import Action
from .cards import Card, cards_text
from .game_data import GameData
from .meld_notes import MeldNotes, notes_for


#: The phases of the shared turn flow; a ruleset may add its own (see ``Ruleset.phase_actions``).
TURN_PHASES = ("start", "play")


def _same(v: Any) -> Any:
    return v


def _pairs(d: dict) -> list:
    return sorted((str(k), v) for k, v in d.items())


def _snap_notes(n: MeldNotes) -> list:
    return sorted((k, repr(v)) for k, v in n.pairs())


def _items(d: dict) -> tuple:
    return tuple(d.items())


def _back(v: Any, notes: type[MeldNotes]) -> Any:
    return v


def _back_list(v: Any, notes: type[MeldNotes]) -> list:
    return list(v)


def _back_dict(v: Any, notes: type[MeldNotes]) -> dict:
    return dict(v)


def _back_notes(v: Any, notes: type[MeldNotes]) -> MeldNotes:
    return notes.from_dict(dict(v)) if v else notes.empty()


@dataclass(frozen=True)
class MeldField:
    """One field of a play, and what it is to a copy, a snapshot, a position and a seat's view.

    ``copy``: how a copy gets its own value (``_same``: shared, an immutable value such as the
    frozen notes).  ``snap``: how :meth:`HandState.snapshot` writes it.  ``kept``: where a
    position keeps it: ``table`` (the play's words in the ``table`` section), ``data`` (a key of
    ``more``'s ``meld_data``), ``notes`` (each set note a key of ``meld_data``).  ``key``: its name
    in the older ``meld.data`` mapping, if it is one.  ``view``: the
    :class:`~game.engine.view.MeldView` field that shows it, ``shown`` how, and ``back`` how a
    guessed hand (:mod:`.determinize`) reads it back from there (given the game's notes class).
    """

    name: str
    copy: Callable[[Any], Any] = _same
    snap: Callable[[Any], Any] = _same
    kept: str = "table"
    key: str | None = None
    view: str | None = None
    shown: Callable[[Any], Any] = _same
    back: Callable[[Any, type[MeldNotes]], Any] = _back


_M = MeldField

#: Every field of a play, in the order a snapshot lists them.
MELD_FIELDS: tuple[MeldField, ...] = (
    _M("id", view="id"),
    _M("owner", view="owner"),
    _M("space", view="space"),
    _M("cards", list, cards_text, view="cards", shown=tuple, back=_back_list),
    _M("kind", key="kind", view="kind"),
    _M("laid_by", dict, _pairs, kept="data", key="laid_by", view="laid_by", shown=_items, back=_back_dict),
    _M("jokers", dict, _pairs, view="jokers", shown=_items, back=_back_dict),
    _M("notes", snap=_snap_notes, kept="notes", view="notes", shown=MeldNotes.pairs, back=_back_notes),
)
MELD_NAMES: tuple[str, ...] = tuple(f.name for f in MELD_FIELDS)
#: (key, field) of the fields the older ``meld.data`` mapping reads besides the notes
_DATA_KEYS: dict[str, str] = {f.key: f.name for f in MELD_FIELDS if f.key}
#: (key, field) of the fields a position's ``meld_data`` holds besides the notes
MELD_DATA: tuple[tuple[str, str], ...] = tuple((f.key or f.name, f.name) for f in MELD_FIELDS if f.kept == "data")
_VIEWED = tuple((f.view, f.name, f.shown) for f in MELD_FIELDS if f.view)
if len(_VIEWED) != len(MELD_FIELDS):
    raise TypeError("every field of a play is public: a seat's view shows it, a guessed hand reads it back")
_INLINE = {list: "list({v})", dict: "dict({v})", _same: "{v}"}


def _write_copy(cls: type) -> Callable[["TableMeld"], "TableMeld"]:
    """The copy, written out field by field from the list (play-outs copy plays by the thousand)."""
    parts = [f"{f.name!r}: " + _INLINE[f.copy].format(v=f"d[{f.name!r}]") for f in MELD_FIELDS]
    text = ("def copy(self):\n    d = self.__dict__\n    new = _new(_cls)\n"
            f"    new.__dict__.update({{{', '.join(parts)}}})\n    return new")
    names: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    exec(text, names)       # noqa: S102  (our own text, from the list above)
    copy = names["copy"]
    copy.__doc__ = cls.copy.__doc__
    return copy


@dataclass(init=False)
class TableMeld:
    """A play on the table.

    ``owner``: the seat that laid it; ``space``: the seat whose space it lies in
    (the same unless a game moves plays between spaces).  ``cards`` are in the
    order players lay them (a run in rank order).  ``jokers`` says which card
    each joker stands for (``"7S"`` in a run, a rank such as ``"7"`` in a set);
    how long that holds is the ruleset's ``joker_life``.  ``kind``: the meld's kind
    (``set``, ``run``..., None while a play is not whole); ``laid_by``: the seat
    that laid each card; ``notes``: the game's own notes on it, frozen, of the class its
    ruleset declares (``Ruleset.MeldData``, see :mod:`.meld_notes`).  ``MELD_FIELDS``
    lists these once for the copy, the snapshot, a position and a seat's view.

    Older callers keep working: ``TableMeld(id, owner, cards, data, space, jokers)``
    takes ``data`` as the dict it was (``kind``, ``laid_by`` and the notes by key; give
    ``notes=`` the game's class to read them by it, else the one game declaring those
    keys is found), and :attr:`data` reads (and writes) a play as that dict.
    """

    id: int
    owner: int
    space: int
    cards: list[Card]
    kind: str | None
    laid_by: dict[Card, int]
    jokers: dict[Card, str]
    notes: MeldNotes

    def __init__(self, id: int, owner: int, cards: list[Card], data: Mapping[str, Any] | None = None,
                 space: int | None = None, jokers: dict[Card, str] | None = None, *,
                 kind: str | None = None, laid_by: dict[Card, int] | None = None,
                 notes: MeldNotes | type[MeldNotes] | None = None) -> None:
        if data or not isinstance(notes, MeldNotes):        # (the engine's own plays skip this)
            rest = dict(data) if data else {}
            stated_kind, laid = rest.pop("kind", None), rest.pop("laid_by", None)
            kind = stated_kind if kind is None else kind
            if laid_by is None and laid is not None:
                laid_by = dict(laid)
            if isinstance(notes, type):
                notes = notes.from_dict(rest)
            elif notes is None:
                notes = notes_for(rest)
            elif rest:
                notes = type(notes).from_dict({**notes.as_dict(), **rest})
        self.id, self.owner, self.cards = id, owner, cards
        self.space = owner if space is None else space
        self.kind = kind
        self.laid_by = {} if laid_by is None else laid_by
        self.jokers = {} if jokers is None else jokers
        self.notes = notes

    def copy(self) -> "TableMeld":
        """A copy sharing no container with this play (the frozen notes are shared); replaced
        below by the same copy written out from ``MELD_FIELDS``."""
        raise NotImplementedError

    def note(self, **values: Any) -> None:
        """Set notes by field name (``meld.note(direction="down")``): the game's class refuses a
        name it does not declare."""
        self.notes = self.notes.but(**values)

    @property
    def data(self) -> "MeldDataMapping":
        """The play as the dict of string keys it was: ``kind`` (when known), ``laid_by`` and each
        set note by its key.  Writing a key sets the field or the note (``UndeclaredNote``, a
        ``KeyError``, for a key the game does not declare)."""
        return MeldDataMapping(self)

    def view_values(self) -> dict[str, Any]:
        """The :class:`~game.engine.view.MeldView` fields, as the list declares them."""
        return {view: shown(getattr(self, name)) for view, name, shown in _VIEWED}

    def snapshot(self) -> tuple:
        """A plain, comparable picture of the play (every field, in the list's order)."""
        return tuple(f.snap(getattr(self, f.name)) for f in MELD_FIELDS)

    def position_data(self) -> dict[str, Any]:
        """What a position's ``meld_data`` holds of this play (the rest is in its ``table`` words)."""
        out = {key: getattr(self, name) for key, name in MELD_DATA}
        out.update(self.notes.as_dict())
        return out


TableMeld.copy = _write_copy(TableMeld)      # type: ignore[method-assign]
if tuple(f.name for f in dataclasses.fields(TableMeld)) != MELD_NAMES:      # the class and its list agree
    raise TypeError("TableMeld's fields and MELD_FIELDS differ")


_SHOWN_INLINE = {_same: "{v}", tuple: "tuple({v})", _items: "tuple({v}.items())", MeldNotes.pairs: "{v}.pairs()"}


def write_view(view_cls: type) -> Callable[[TableMeld], Any]:
    """A function making ``view_cls`` (the seat's :class:`~game.engine.view.MeldView`) of a play,
    written out from the list as :meth:`TableMeld.view_values` reads it (views are made each step)."""
    shown_as = {view: _SHOWN_INLINE[shown].format(v=f"d[{name!r}]") for view, name, shown in _VIEWED}
    order = [f.name for f in dataclasses.fields(view_cls)]          # (in its order: a call by position)
    if set(order) != set(shown_as):
        raise TypeError(f"{view_cls.__name__} shows {sorted(order)}, the plays' list {sorted(shown_as)}")
    args = ", ".join(shown_as[name] for name in order)
    names: dict[str, Any] = {"_V": view_cls}
    exec(f"def meld_view(m):\n    d = m.__dict__\n    return _V({args})", names)   # noqa: S102  (our own text)
    return names["meld_view"]


def meld_from_view(view: Any, notes: type[MeldNotes]) -> TableMeld:
    """The play a seat's ``MeldView`` shows, whole (every field of a play is public), its notes read
    by the game's class: what a guessed hand puts on its table."""
    new = object.__new__(TableMeld)
    new.__dict__.update({f.name: f.back(getattr(view, f.view), notes) for f in MELD_FIELDS})
    return new


class MeldDataMapping(MutableMapping):
    """A play read as the dict of string keys its data was (see :attr:`TableMeld.data`)."""

    __slots__ = ("_meld",)

    def __init__(self, meld: TableMeld) -> None:
        self._meld = meld

    def _keys(self) -> list[str]:
        m = self._meld
        out = [k for k, name in _DATA_KEYS.items() if getattr(m, name) is not None]
        return out + [k for k, _ in m.notes.pairs()]

    def __getitem__(self, key: str) -> Any:
        m = self._meld
        name = _DATA_KEYS.get(key)
        if name is not None:
            v = getattr(m, name)
            if v is None:
                raise KeyError(key)
            return v
        if not m.notes.is_set(key):
            raise KeyError(key)
        return m.notes.get(key)

    def __setitem__(self, key: str, value: Any) -> None:
        name = _DATA_KEYS.get(key)
        if name is not None:
            setattr(self._meld, name, value)
        else:
            self._meld.notes = self._meld.notes.with_key(key, value)

    def __delitem__(self, key: str) -> None:
        if key not in self:
            raise KeyError(key)
        name = _DATA_KEYS.get(key)
        if name == "laid_by":
            self._meld.laid_by = {}
        elif name is not None:
            setattr(self._meld, name, None)
        else:
            self._meld.notes = self._meld.notes.without(key)

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys())

    def __len__(self) -> int:
        return len(self._keys())

    def __eq__(self, other: object) -> bool:
        return dict(self) == (dict(other) if isinstance(other, Mapping) else other)

    def __repr__(self) -> str:
        return repr(dict(self))


@dataclass
class TurnState:
    """The facts of one turn, made when it starts and dropped when it ends.

    ``taken`` maps each card taken this turn (from the discard pile, by a claim
    or a demand) to its restriction: ``taken`` (the plain discard rule of the
    game), ``hot`` (must be played this turn), ``warm`` (may not be discarded
    this turn) or ``cold``.  ``undo_from`` is the record length the seat may
    take its turn back to.  ``data`` is the game's own facts of the turn (its
    ``Ruleset.TurnData``: where each run ended as the turn began, the table as the
    turn found it...); :meth:`HandState.new_turn` makes a turn with it.
    """

    seat: int
    in_order: bool = True
    laid_before: bool = False
    started_at: int = 0
    undo_from: int = 0
    drew: bool = False
    taken: dict[Card, str] = field(default_factory=dict)
    taken_card: Card | None = None
    took_from: int | None = None
    new_melds: list[int] = field(default_factory=list)
    data: GameData = field(default_factory=GameData)

    def copy(self) -> "TurnState":
        return TurnState(self.seat, self.in_order, self.laid_before, self.started_at, self.undo_from,
                         self.drew, dict(self.taken), self.taken_card, self.took_from, list(self.new_melds),
                         self.data.copy())


@dataclass
class ClaimWindow:
    """A discard that seats other than the one in turn may claim.

    ``mode`` is ``battle`` (the first claim applied wins) or ``priority`` (each
    polled seat claims or passes; the claimer whose turn comes first wins).
    In a priority window every active seat but the discarder is polled, so the
    order shows nothing of who could use the card (C-5).
    """

    card: Card
    discarder: int
    mode: str
    order: list[int]
    passed: set[int] = field(default_factory=set)
    pending: dict[int, Action] = field(default_factory=dict)

    def copy(self) -> "ClaimWindow":
        return ClaimWindow(self.card, self.discarder, self.mode, list(self.order), set(self.passed),
                           dict(self.pending))

    def waiting(self, seat: int) -> bool:
        """Has ``seat`` still to answer this window?"""
        return seat in self.order and seat not in self.passed and seat not in self.pending




def _may_meld_with(card: Card, hand: Sequence[Card], need: int) -> bool:
    """Whether ``hand`` holds ``need`` cards that could make a meld with ``card`` at all: of its rank
    (a set), or of its suit within ``need`` places (a run, the ace's ends joined), counting jokers in
    either.  A run holding the card holds ``need`` others that near it, so a "no" is sure; most
    discards get it, and ``find_melds`` is not asked."""
    rank, suit = card.rank, card.suit
    jokers = same = near = 0
    for c in hand:
        r = c.rank
        if not r:                      # a joker
            jokers += 1
        elif r == rank:
            same += 1
        elif c.suit == suit:
            d = r - rank if r > rank else rank - r
            if d <= need or 13 - d <= need:
                near += 1
    return same + jokers >= need or near + jokers >= need


def declared_jokers(action: Action) -> dict[Card, str]:
    """The jokers an action states (``joker=7S`` or ``joker=7S,8S``: its jokers in card order; an
    empty place, ``joker=,7S``, states nothing for that joker: one in a set of jokers)."""
    text = action.get("joker")
    if not text:
        return {}
    jokers = sorted(c for c in action.cards if c.is_joker)
    faces = text.split(",")
    return {j: f.upper() for j, f in zip(jokers, faces) if f}


def _canonical(x: Any) -> Any:
    if isinstance(x, dict):
        return sorted((str(k), _canonical(v)) for k, v in x.items())
    if isinstance(x, (list, tuple)):
        return [_canonical(v) for v in x]
    if isinstance(x, set):
        return sorted(map(str, x))
    return str(x)
