"""The one declared list of a hand's fields, and what each of them is to a copy, a snapshot,
a position, a seat's view and a guessed hand.

:class:`~game.engine.state.HandState` holds exactly these fields (a test checks that nothing
else is kept on it); its copy, its taking the place of another hand (an undo), its snapshot,
the ``more`` section of a position, a seat's view of the public flags and the determinised
hand built from a view all go through this list, so a new field is declared once.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from .cards import cards_text
from .state_parts import _canonical

if TYPE_CHECKING:
    from .state import HandState


def _same(v: Any) -> Any:
    return v


def _list(v: list) -> list:
    return list(v)


def _hands(v: list[list]) -> list[list]:
    return [list(h) for h in v]


def _melds(v: list) -> list:
    return [m.copy() for m in v]


def _copy(v: Any) -> Any:
    return None if v is None else v.copy()


def _rng(v: random.Random) -> random.Random:
    return random.Random(v.getrandbits(64))


def _fresh(v: Any) -> Any:
    return {}


# --- snapshot writers: plain, comparable values
def _snap_melds(melds: list) -> list:
    return [m.snapshot() for m in melds]      # each play by its own list of fields (MELD_FIELDS)


def _snap_turn(t: Any) -> tuple:
    return (t.seat, t.in_order, t.laid_before, t.started_at, t.undo_from, t.drew,
            sorted((str(c), r) for c, r in t.taken.items()), str(t.taken_card), t.took_from,
            list(t.new_melds), repr(_canonical(t.data.as_dict())))


def _snap_window(w: Any) -> Any:
    if w is None:
        return None
    return (str(w.card), w.discarder, w.mode, list(w.order), sorted(w.passed),
            sorted(map(str, w.pending.values())))


@dataclass(frozen=True)
class StateField:
    """One field of a hand.

    ``copy``: how a copy gets its own value (``_same``: an immutable value, shared).
    ``snap``: its key in :meth:`HandState.snapshot` and how the value is written there (None: not
    part of the hand's state, such as the ruleset or a memo).  ``more``: its key in a position's
    ``more`` section when it is written there as it is (the rest are the header's, a section's, or
    written by :mod:`.position_text` in their own shape).  ``public``: the name of the same fact
    in a seat's view (:class:`~game.engine.view.PlayerView`), which a guessed hand copies back.
    """

    name: str
    copy: Callable[[Any], Any] = _same
    snap: str | None = None
    snap_as: Callable[[Any], Any] = _same
    more: str | None = None
    public: str | None = None


F = StateField

#: Every field of a hand, in the order a snapshot lists them.
FIELDS: tuple[StateField, ...] = (
    F("ruleset"), F("options"), F("rules"), F("players"),
    F("phase", snap="phase", public="phase"),
    F("current", snap="current", public="current"),
    F("dealer", snap="dealer"),
    F("hands", _hands, "hands", lambda hs: [cards_text(h) for h in hs]),
    F("stock", _list, "stock", cards_text),
    F("discard", _list, "discard", cards_text),
    F("out_of_play", _list, "out", cards_text),
    F("melds", _melds, "melds", _snap_melds),
    F("_next_meld_id", snap="next_meld_id"),
    F("active", _list, "active", list, more="active", public="active"),
    F("has_turned", _list, "has_turned", list, more="has_turned", public="has_turned"),
    F("melded_from_hand", _list, "melded", list, more="melded", public="melded"),
    F("laid_any", _list, "laid", list, more="laid", public="laid_any"),
    F("turn", _copy, "turn", _snap_turn),
    F("last_draw", snap="last_draw", more="last_draw", public="last_draw"),
    F("last_discarder", snap="last_discarder", more="last_discarder", public="last_discarder"),
    F("discard_live", snap="discard_live", more="discard_live", public="discard_live"),
    F("reshuffles", snap="reshuffles", more="reshuffles", public="reshuffles"),
    F("turns", snap="turns", public="turns"),
    F("window", _copy, "window", _snap_window),
    F("data", _copy, "extra", lambda d: repr(_canonical(d.as_dict()))),
    F("record", _list, "record", lambda r: [str(a) for a in r]),
    F("chance", _list, "chance", list),
    F("_chance_queue", _list),
    F("context", snap="context", snap_as=lambda c: (c.hand_number, sorted(c.out))),
    F("result", snap="result", snap_as=lambda r: None if r is None else r.summary()),
    F("rng", _rng),
    F("setup", dict),
    F("setup_cards"),
    F("setup_events"),
    F("_legal_cache", _fresh),
)

NAMES: tuple[str, ...] = tuple(f.name for f in FIELDS)
#: (name, copier) of the fields a copy makes anew (the others it shares: immutable values)
_COPIED = tuple((f.name, f.copy) for f in FIELDS if f.copy is not _same)
_SNAPPED = tuple((f.snap, f.name, f.snap_as) for f in FIELDS if f.snap is not None)
#: (state field, view field) of the public flags a view shows and a guessed hand copies back
PUBLIC: tuple[tuple[str, str], ...] = tuple((f.name, f.public) for f in FIELDS if f.public)
#: (state field, key) of the fields a position's ``more`` section holds as they are
MORE: tuple[tuple[str, str], ...] = tuple((f.name, f.more) for f in FIELDS if f.more)


#: How each copier reads inline, so the copy below is written out field by field once (as
#: ``dataclasses`` writes its methods): play-outs copy hands by the thousand, and a call per field
#: costs a fifth of a copy.  A copier not named here is called.
_INLINE: dict[Callable[[Any], Any], str] = {
    _list: "list({v})", _hands: "[list(h) for h in {v}]", _melds: "[m.copy() for m in {v}]",
    _copy: "(None if {v} is None else {v}.copy())", _rng: "_Random({v}.getrandbits(64))",
    _fresh: "{{}}", dict: "dict({v})",
}


def _write_copy() -> Callable[["HandState", "HandState"], None]:
    lines = ["def copy_fields(src, dst):", "    d = src.__dict__", "    v = d.copy()"]
    names: dict[str, Any] = {"_Random": random.Random}
    for name, copier in _COPIED:
        template = _INLINE.get(copier)
        if template is None:
            names[f"_c_{name}"] = copier
            template = f"_c_{name}({{v}})"
        lines.append(f"    v[{name!r}] = " + template.format(v=f"d[{name!r}]"))
    lines.append("    dst.__dict__.update(v)")
    exec("\n".join(lines), names)       # noqa: S102  (our own text, from the list above)
    return names["copy_fields"]


#: Give ``dst`` (a new hand: nothing of it is read) a copy of every declared field of ``src``: the
#: immutable ones shared, the others made anew by their copier.  A hand holds exactly the declared
#: fields (``tests/engine/test_hand_state.py`` checks it), so the shared ones are taken in one step.
copy_fields: Callable[["HandState", "HandState"], None] = _write_copy()


def take_fields(src: "HandState", dst: "HandState") -> None:
    """``dst`` becomes ``src`` (an undo: the hand replayed without the moves taken back)."""
    for name in NAMES:
        setattr(dst, name, getattr(src, name))
    dst._legal_cache = {}


def snapshot(state: "HandState") -> dict[str, Any]:
    """A canonical picture of the whole state: every field the list marks for it."""
    return {key: write(getattr(state, name)) for key, name, write in _SNAPPED}


def public_values(state: "HandState") -> dict[str, Any]:
    """The public flags as a view holds them (tuples for lists)."""
    out = {}
    for name, key in PUBLIC:
        v = getattr(state, name)
        out[key] = tuple(v) if isinstance(v, list) else v
    return out


def take_public(state: "HandState", view: Any) -> None:
    """Copy a view's public flags into a guessed hand (lists for tuples)."""
    for name, key in PUBLIC:
        v = getattr(view, key)
        setattr(state, name, list(v) if isinstance(v, tuple) else v)
