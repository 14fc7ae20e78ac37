"""Position text, the writing half: the whole of a hand on one line (see :mod:`game.engine.position`,
which reads it back), and the tagged JSON both halves use.  It only reads a hand, so the hand's
own ``position()`` may ask it without importing the module that builds hands."""
from __future__ import annotations

import json
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Callable

from .actions import Action
from .cards import Card, cards_text, parse_cards
from .options import options_dict
from .state_fields import MORE

if TYPE_CHECKING:
    from .state import HandState


#: The header's ``key=value`` words after the game and the number of players, in the order they are
#: written, each with what it is of a hand.  The reader (:mod:`.position`) takes these words and no
#: other; how each is read back (its range, its default) is the reader's.
HEADER: tuple[tuple[str, Callable[["HandState"], Any]], ...] = (
    ("dealer", lambda s: s.dealer),
    ("current", lambda s: s.current),
    ("phase", lambda s: s.phase),
    ("turns", lambda s: s.turns),
    ("seed", lambda s: s.setup.get("seed", 0)),
)
HEADER_WORDS = frozenset(k for k, __ in HEADER)


# --------------------------------------------------------------------------- tagged JSON
def _enc(x: Any) -> Any:
    if isinstance(x, Card):
        return {"$c": str(x)}
    if isinstance(x, Action):
        return {"$a": str(x)}
    if isinstance(x, Fraction):
        return {"$f": str(x)}
    if isinstance(x, bool) or x is None or isinstance(x, (int, float, str)):
        return x
    if isinstance(x, (set, frozenset)):
        return {"$s": sorted((_enc(v) for v in x), key=lambda v: json.dumps(v, sort_keys=True))}
    if isinstance(x, tuple):
        return {"$t": [_enc(v) for v in x]}
    if isinstance(x, list):
        return [_enc(v) for v in x]
    if isinstance(x, dict):
        if all(isinstance(k, str) and not k.startswith("$") for k in x):
            return {k: _enc(v) for k, v in x.items()}
        return {"$d": [[_enc(k), _enc(v)] for k, v in x.items()]}
    raise ValueError(f"cannot write {type(x).__name__} into a position")


def _dec(x: Any) -> Any:
    if isinstance(x, list):
        return [_dec(v) for v in x]
    if not isinstance(x, dict):
        return x
    if len(x) == 1:
        (tag, v), = x.items()
        if tag == "$c":
            return Card.parse(v)
        if tag == "$a":
            return Action.parse(v)
        if tag == "$f":
            return Fraction(v)
        if tag == "$s":
            return {_dec(i) for i in v}
        if tag == "$t":
            return tuple(_dec(i) for i in v)
        if tag == "$d":
            return {_dec(k): _dec(val) for k, val in v}
    return {k: _dec(v) for k, v in x.items()}


def _cards(cards: Any) -> str:
    return cards_text(cards) or "-"


def _read_cards(text: str, what: str) -> list[Card]:
    text = text.strip()
    if text in ("", "-"):
        return []
    try:
        return parse_cards(text)
    except ValueError as e:
        raise ValueError(f"position: {what}: {e}") from None


# --------------------------------------------------------------------------- writing
def to_position(state: HandState) -> str:
    """The whole of ``state`` as one line of text (see the module notes)."""
    head = " ".join([state.game, str(state.players)] + [f"{k}={get(state)}" for k, get in HEADER])
    plays = []
    for m in state.melds:
        where = str(m.owner) if m.space == m.owner else f"{m.owner}>{m.space}"
        text = f"#{m.id} {where} {m.kind or '-'} {_cards(m.cards)}"
        if m.jokers:
            text += " jokers=" + ",".join(f"{j}:{v}" for j, v in m.jokers.items())
        plays.append(text)
    t, w = state.turn, state.window
    more: dict[str, Any] = {key: getattr(state, name) for name, key in MORE}   # the plain fields, as declared
    more.update({
        "next_meld_id": state.next_meld_id,
        "meld_data": {str(m.id): m.position_data() for m in state.melds},   # (the rest: the table's words)
        # (where the turn began in the record is history, not position: a position starts a record)
        "turn": {"seat": t.seat, "in_order": t.in_order, "laid_before": t.laid_before,
                 "drew": t.drew, "taken": t.taken,
                 "taken_card": t.taken_card, "took_from": t.took_from, "new_melds": t.new_melds,
                 "data": t.data.as_dict()},
        "window": None if w is None else {"card": w.card, "discarder": w.discarder, "mode": w.mode,
                                          "order": w.order, "passed": w.passed, "pending": w.pending},
        "extra": state.data.as_dict(), "poll": state.setup.get("poll"),
        # the hand's match, as positions have always written it (saved games pin this text); a
        # hand-written position may state it in a ``match`` section instead
        "context": {"hand_number": state.context.hand_number, "out": sorted(state.context.out),
                    "stake_factor": state.context.stake_factor, "ledger": state.context.ledger,
                    "pool": state.context.pool, "data": state.context.data},
    })
    sections = [head,
                "hands " + " / ".join(_cards(h) for h in state.hands),
                "stock " + _cards(state.stock), "discard " + _cards(state.discard),
                "out " + _cards(state.out_of_play),
                "table " + (" ; ".join(plays) if plays else "-"),
                "options " + json.dumps(options_dict(state.options), sort_keys=True, separators=(",", ":")),
                "more " + json.dumps(_enc(more), sort_keys=True, separators=(",", ":"), ensure_ascii=False)]
    return " | ".join(sections)
