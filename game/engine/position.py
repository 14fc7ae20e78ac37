"""A position text: a whole hand state on one line and back, like chess's FEN.

A test states a mid-hand table with it, a bug report carries it and a deal can be shared with
it.  Only the first two sections are needed to write one by hand::

    hoola 2 dealer=0 current=1 phase=play | hands 7S 7H 8H / 2S 3S 4D
        | stock QH 3C | discard 6D | table #0 0 run 5C 6C 7C

Sections are separated by ``|``:

* the header: game, players and ``key=value`` words (``dealer``, ``current``, ``phase``,
  ``turns``, ``seed``);
* ``hands``: one card list per seat, separated by ``/`` (``-`` for an empty hand);
* ``stock`` (the next card first), ``discard`` (the top card last), ``out`` (out of play);
* ``table``: plays separated by ``;``, each ``#id owner[>space] kind cards [jokers=JK:7S,...]``;
* ``options``: the game's options as JSON (defaults when left out);
* ``more``: every other fact of the state (the turn, a claim window, the ruleset's notes...)
  as tagged JSON.  :func:`to_position` always writes it, so a written position reads back
  to the same state; a hand-written one may leave it out and gets the facts of a plain table
  (every seat that owns a play has melded from hand, the discard is live at a turn's start).

Cards of the game's deck named nowhere are out of play.  Any text that does not read raises
``ValueError`` with the reason.
"""
from __future__ import annotations

import json
import random
from typing import Any

from .cards import Card, make_deck
from .context import MatchContext
from .options import build_options, options_dict
from .ruleset import get_ruleset
from .position_text import HEADER_WORDS, _dec, _read_cards, to_position  # noqa: F401  (to_position: its public home)
from .state import TURN_PHASES, ClaimWindow, HandState, TableMeld
from .state_parts import MELD_DATA
from .state_fields import MORE

SECTIONS = ("hands", "stock", "discard", "out", "table", "options", "match", "more")


# --------------------------------------------------------------------------- reading
def _split(text: str) -> tuple[list[str], dict[str, str]]:
    if not isinstance(text, str) or not text.strip():
        raise ValueError("a position is a line of text starting with the game's name")
    parts = [p.strip() for p in text.split(" | ")] if " | " in text else [p.strip() for p in text.split("|")]
    head = parts[0].split()
    sections: dict[str, str] = {}
    for part in parts[1:]:
        name, _, body = part.partition(" ")
        if name not in SECTIONS:
            raise ValueError(f"position: unknown section {name!r}; sections are {', '.join(SECTIONS)}")
        if name in sections:
            raise ValueError(f"position: section {name!r} is given twice")
        sections[name] = body.strip()
    return head, sections


def _int(words: dict[str, str], key: str, default: int, low: int, high: int) -> int:
    raw = words.get(key)
    if raw is None:
        return default
    if not raw.removeprefix("-").isdecimal() or len(raw) > 20 or not low <= int(raw) <= high:
        raise ValueError(f"position: {key} must be a whole number from {low} to {high}, not {raw!r}")
    return int(raw)


def _read_play(text: str, players: int) -> tuple[int, int, int, str | None, list[Card], dict[Card, str]]:
    words = text.split()
    if len(words) < 4 or not words[0].startswith("#") or not words[0][1:].isdecimal() or len(words[0]) > 10:
        raise ValueError(f"position: play {text!r} should read '#id owner kind cards'")
    meld_id = int(words[0][1:])
    owner_text, _, space_text = words[1].partition(">")
    if not owner_text.isdecimal() or (space_text and not space_text.isdecimal()) or len(words[1]) > 13:
        raise ValueError(f"position: play {text!r}: owner must be a seat number (or owner>space)")
    owner = int(owner_text)
    space = int(space_text) if space_text else owner
    if not (0 <= owner < players and 0 <= space < players):
        raise ValueError(f"position: play {text!r}: no such seat")
    kind = None if words[2] == "-" else words[2]
    jokers: dict[Card, str] = {}
    rest = words[3:]
    if rest and rest[-1].startswith("jokers="):
        for pair in rest.pop()[len("jokers="):].split(","):
            j, _, v = pair.partition(":")
            if not v:
                raise ValueError(f"position: play {text!r}: jokers are written JK:7S")
            jokers[_read_cards(j, f"play #{meld_id}")[0]] = v.upper()
    cards = _read_cards(" ".join(rest), f"play #{meld_id}")
    if not cards:
        raise ValueError(f"position: play #{meld_id} has no cards")
    for j in jokers:
        if j not in cards:
            raise ValueError(f"position: play #{meld_id} states joker {j}, which it does not hold")
    return meld_id, owner, space, kind, cards, jokers


def from_position(text: str) -> HandState:
    """The hand state a position text describes (``ValueError`` with the reason if it does not read)."""
    try:
        return _from_position(text)
    except (KeyError, TypeError, AttributeError, IndexError) as e:
        raise ValueError(f"position: the 'more' section is not readable ({e!r})") from None


def _from_position(text: str) -> HandState:
    head, sections = _split(text)
    if len(head) < 2:
        raise ValueError("position: start with the game and the number of players, like 'hoola 4'")
    rs = get_ruleset(head[0])
    if not head[1].isdecimal() or len(head[1]) > 6:
        raise ValueError(f"position: the number of players must be a number, not {head[1]!r}")
    players = int(head[1])
    words: dict[str, str] = {}
    for w in head[2:]:
        k, eq, v = w.partition("=")
        if not eq or k not in HEADER_WORDS:
            raise ValueError(f"position: unknown word {w!r} in the header")
        words[k] = v
    try:
        raw_options = json.loads(sections.get("options") or "{}")
        raw_match = json.loads(sections["match"]) if "match" in sections else None
        more = _dec(json.loads(sections["more"])) if "more" in sections else {}
    except json.JSONDecodeError as e:
        raise ValueError(f"position: options, match or more are not readable JSON: {e}") from None
    except (ValueError, RecursionError):     # a number of thousands of digits, lists nested thousands deep
        raise ValueError("position: options, match or more hold a number too long or lists nested too deep") from None
    if not isinstance(raw_options, dict) or not isinstance(more, dict):
        raise ValueError("position: options and more are JSON objects")
    opts = build_options(rs.Options, raw_options)
    rs.check_players(players, opts)
    dealer = _int(words, "dealer", 0, 0, players - 1)
    seed = _int(words, "seed", 0, 0, 2**63)
    hand_texts = (sections.get("hands") or "").split("/")
    if "hands" not in sections or len(hand_texts) != players:
        raise ValueError(f"position: give the hands of all {players} seats, separated by '/'")
    hands = [_read_cards(h, f"hand of seat {i}") for i, h in enumerate(hand_texts)]
    stock = _read_cards(sections.get("stock", ""), "stock")
    discard = _read_cards(sections.get("discard", ""), "discard pile")
    out = _read_cards(sections.get("out", ""), "cards out of play")
    plays = [] if sections.get("table", "-").strip() in ("", "-") else [
        _read_play(p.strip(), players) for p in sections["table"].split(";")]
    packs, jokers = rs.deck(opts)
    deck = make_deck(packs, jokers)
    valid, seen = set(deck), set()
    named = [c for h in hands for c in h] + stock + discard + out + [c for p in plays for c in p[4]]
    for c in named:
        if c not in valid:
            raise ValueError(f"position: card {c} is not in the {rs.title} deck")
        if c in seen:
            raise ValueError(f"position: card {c} is named twice")
        seen.add(c)
    out += [c for c in deck if c not in seen]
    setup: dict[str, Any] = {"game": rs.name, "players": players, "seed": seed,
                             "options": options_dict(opts), "dealer": dealer, "position": text}
    poll = more.get("poll", "all")
    if poll is not None:
        setup["poll"] = poll
    state = HandState(rs, opts, players, dealer, hands, stock, discard, out, random.Random(seed), setup)
    phase = words.get("phase", "start")
    if phase == "ended" or not phase.isidentifier():
        raise ValueError(f"position: phase {phase!r} is not a phase of a hand in play")
    state.phase = phase
    state.current = _int(words, "current", rs.first_player(state), 0, players - 1)
    state.turns = _int(words, "turns", 1, 0, 10**6)
    ids = [p[0] for p in plays]
    if len(set(ids)) != len(ids):
        raise ValueError("position: two plays on the table have the same #id")
    meld_data = more.get("meld_data", {})
    for meld_id, owner, space, kind, cards, jk in plays:
        state.melds.append(_play(rs, meld_data.get(str(meld_id), {}), meld_id, owner, space, kind, cards, jk))
    state.setup_cards = frozenset(state.all_cards())
    state.number_melds_from(more.get("next_meld_id", max(ids, default=-1) + 1))
    state.context = _context(raw_match, more.get("context"), players)
    owners = {m.owner for m in state.melds}
    plain = {"active": [s not in state.context.out for s in range(players)],
             "has_turned": [False] * players,
             "melded": [s in owners for s in range(players)], "laid": [s in owners for s in range(players)],
             "last_draw": False, "last_discarder": None,
             "discard_live": phase == "start" and bool(discard), "reshuffles": 0}
    for name, key in MORE:       # the fields a position holds as they are (its one list), or a plain table's
        value = more.get(key, plain[key])
        if isinstance(value, list) and len(value) != players:
            raise ValueError(f"position: {key} needs one value per seat")
        setattr(state, name, list(value) if isinstance(value, list) else value)
    if state.current in state.context.out or not state.active[state.current]:
        raise ValueError(f"position: seat {state.current} is in turn but does not play this hand")
    state.data = _game_data(rs.HandData, more.get("extra", {}), "the hand")
    t = more.get("turn")
    if t is None:
        _start_turn(state)
    else:
        state.turn = state.new_turn(t["seat"], in_order=t["in_order"], laid_before=t["laid_before"],
                                    drew=t["drew"], taken=dict(t["taken"]), taken_card=t["taken_card"],
                                    took_from=t["took_from"], new_melds=list(t["new_melds"]))
        state.turn.data = _game_data(rs.TurnData, t.get("data", {}), "the turn")
    w = more.get("window")
    if w is not None:
        state.window = ClaimWindow(w["card"], w["discarder"], w["mode"], list(w["order"]), set(w["passed"]),
                                   dict(w["pending"]))
    return state


def _start_turn(state: HandState) -> None:
    """A stated position without the turn's facts is at a turn as the game would have begun it: the
    game sees the start (``on_turn_start``: Kalookie notes where each run ends, House Rummy the
    table), and in phase ``play`` the seat has drawn."""
    live = state.discard_live
    state.turn = state.new_turn(state.current, laid_before=state.laid_any[state.current])
    if state.phase in TURN_PHASES:
        state.ruleset.on_turn_start(state, state.current)
        state.discard_live = live            # as stated (or the plain table's): the position says
    if state.phase == "play":
        state.turn.drew = True


def _play(rs: Any, data: Any, meld_id: int, owner: int, space: int, kind: str | None, cards: list[Card],
          jokers: dict[Card, str]) -> TableMeld:
    """A play of the ``table`` section with its ``meld_data``: who laid each card (the owner, unless
    stated) and the game's notes, read by its declared class (a note it does not keep is refused)."""
    if not isinstance(data, dict):
        raise ValueError(f"position: play #{meld_id}: its meld_data is a JSON object")
    data = dict(data)
    stated_kind = data.pop("kind", None)        # (the table's word wins; older texts wrote none here)
    laid = {key: data.pop(key, None) for key, _ in MELD_DATA}
    try:
        notes = rs.MeldData.from_dict(data)
    except ValueError as e:
        raise ValueError(f"position: play #{meld_id}: {e}") from None
    laid_by = laid.get("laid_by")
    return TableMeld(meld_id, owner, cards, None, space, jokers, kind=kind if kind is not None else stated_kind,
                     laid_by=dict(laid_by) if laid_by is not None else {c: owner for c in cards}, notes=notes)


def _game_data(cls: type, values: Any, what: str) -> Any:
    try:
        return cls.from_dict(values)
    except ValueError as e:
        raise ValueError(f"position: {what}: {e}") from None


def _context(raw: Any, old: Any, players: int) -> MatchContext:
    """The hand's match: the ``match`` section a person writes (``MatchContext.to_dict``'s keys, any
    left out at their start: ``{"hand_number": 3, "ledger": {"0": "120"}, "pool": "40", "out": [2]}``),
    or the ``context`` that :func:`to_position` writes in ``more``."""
    if raw is not None and old is not None:
        raise ValueError("position: state the match once, in the match section or in more's context")
    if raw is None and old is not None:
        raw = {"hand_number": old["hand_number"], "out": list(old["out"]), "stake_factor": old["stake_factor"],
               "ledger": {str(k): str(v) for k, v in dict(old["ledger"]).items()}, "pool": str(old["pool"]),
               "data": dict(old["data"])}
    if raw is None:
        return MatchContext()
    if not isinstance(raw, dict):
        raise ValueError("position: match is a JSON object")
    unknown = sorted(set(raw) - set(MatchContext().to_dict()))
    if unknown:
        raise ValueError(f"position: match: unknown fact(s) {', '.join(unknown)}")
    try:
        context = MatchContext.from_dict(raw)
    except ValueError as e:
        raise ValueError(f"position: match: {e}") from None
    if context.hand_number < 1 or any(not 0 <= s < players for s in context.out):
        raise ValueError("position: match: hands count from 1 and only seats of the table can be out")
    return context
