"""Deal codes: a short text that deals the same cards again, to share a hand with a friend.

A code names the game, who sits where, the dealer, the deal's seed and any options that
differ from the game's defaults, with a check letter that catches a mistyped code::

    HOOLA-YMMH-0-3F9A2C71-K            Battle Hoola, four seats, dealer 0, seed 0x3F9A2C71
    SEVENBRIDGE-3-1-0000BEEF-...       three seats, no levels named

The seats part is either the number of players or one letter per seat, which the engine keeps
as it is (the screen uses them for the opponents' levels).  Codes read the same in any case.
:func:`decode` raises ``ValueError`` with a reason a player can act on.
"""
from __future__ import annotations

import base64
import zlib
from dataclasses import dataclass, field
from typing import Any

from .deal import new_hand
from .options import build_options, options_dict
from .ruleset import games, get_ruleset
from .state import HandState

_CHECK = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"   # 32 letters, no I, O, 0, 1


def game_code(name: str) -> str:
    """The game's word in a code: its name in capitals without dashes (``SEVENBRIDGE``)."""
    return "".join(ch for ch in name.upper() if ch.isalnum())


@dataclass(frozen=True)
class DealCode:
    """What a code holds.  ``options`` lists only the options that differ from the defaults."""

    game: str
    players: int
    seed: int
    dealer: int = 0
    seats: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    #: the hand's number in its game, where the rules change with it (House Rummy's melding cost)
    hand: int = 1

    def deal(self) -> HandState:
        """The hand this code deals (the same cards on any machine, as the same hand of its game)."""
        from .context import MatchContext
        context = MatchContext(hand_number=self.hand) if self.hand > 1 else None
        return new_hand(self.game, players=self.players, seed=self.seed, dealer=self.dealer,
                        options=self.options, context=context)


#: The hand's number, kept with the options when it matters (not an option of any game).
HAND_WORD = "_hand"


def _check_letter(body: str) -> str:
    return _CHECK[zlib.crc32(body.encode()) % 32]


def _options_part(game: str, options: dict[str, Any], hand: int = 1) -> str:
    rs = get_ruleset(game)
    default = options_dict(rs.Options())
    chosen = options_dict(build_options(rs.Options, options))
    changed = {k: v for k, v in chosen.items() if default.get(k) != v}
    if hand > 1:
        changed[HAND_WORD] = hand
    if not changed:
        return ""
    text = ",".join(f"{k}={_plain(v)}" for k, v in sorted(changed.items()))
    return base64.b32encode(zlib.compress(text.encode(), 9)).decode().rstrip("=")


def _plain(v: Any) -> str:
    if isinstance(v, bool):
        return "1" if v else "0"
    return str(v)


def encode(code: DealCode) -> str:
    """The text of a deal code."""
    rs = get_ruleset(code.game)
    if code.seats and (len(code.seats) != code.players or not code.seats.isalpha()):
        raise ValueError("seats must be one letter per player")
    if not 0 <= code.seed < 2**32:
        raise ValueError("a deal code holds a seed from 0 to 2**32 - 1")
    parts = [game_code(rs.name), code.seats.upper() or str(code.players), str(code.dealer), f"{code.seed:08X}"]
    opts = _options_part(rs.name, code.options, code.hand)
    if opts:
        parts.append(opts)
    body = "-".join(parts)
    return f"{body}-{_check_letter(body)}"


def code_of(state: HandState, seats: str = "") -> str:
    """The code of a hand dealt from a seed (``ValueError`` for a stated position)."""
    setup = state.setup
    if setup.get("hands") is not None or "position" in setup or setup.get("sampled"):
        raise ValueError("this hand was set up by hand, not dealt from a seed: it has no deal code")
    hand = state.context.hand_number if state.ruleset.hand_number_matters else 1
    return encode(DealCode(state.game, state.players, int(setup["seed"]), state.dealer, seats,
                           options_dict(state.options), hand))


def decode(text: str) -> DealCode:
    """Read a deal code; ``ValueError`` says what is wrong with it."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError("enter a deal code, like HOOLA-YMMH-0-3F9A2C71-K")
    raw = "".join(text.split()).upper()
    parts = raw.split("-")
    if len(parts) not in (5, 6):
        raise ValueError("that is not a deal code: it should look like HOOLA-YMMH-0-3F9A2C71-K")
    body, check = "-".join(parts[:-1]), parts[-1]
    if check != _check_letter(body):
        raise ValueError("that deal code has a mistyped letter: check it against the one you were given")
    by_code = {game_code(g): g for g in games()}
    game = by_code.get(parts[0])
    if game is None:
        raise ValueError(f"the deal code is for a game this version does not have ({parts[0].title()})")
    seats_part, dealer_part, seed_part = parts[1], parts[2], parts[3]
    if seats_part.isdecimal() and len(seats_part) <= 6:
        players, seats = int(seats_part), ""
    elif seats_part.isalpha():
        players, seats = len(seats_part), seats_part
    else:
        raise ValueError("the deal code's seats are not readable")
    if not dealer_part.isdecimal() or len(dealer_part) > 6 or not 0 <= int(dealer_part) < players:
        raise ValueError("the deal code's dealer is not one of its seats")
    try:
        seed = int(seed_part, 16)
    except ValueError:
        raise ValueError("the deal code's deal number is not readable") from None
    options: dict[str, Any] = {}
    if len(parts) == 6:
        options = _read_options(game, parts[4])
    hand = int(options.pop(HAND_WORD, 1))
    rs = get_ruleset(game)
    try:
        opts = build_options(rs.Options, options)
        rs.check_players(players, opts)
    except ValueError as e:
        raise ValueError(f"the deal code does not make a table: {e}") from None
    return DealCode(game, players, seed, int(dealer_part), seats, options, hand)


def _read_options(game: str, part: str) -> dict[str, Any]:
    try:
        padded = part + "=" * (-len(part) % 8)
        text = zlib.decompress(base64.b32decode(padded)).decode()
    except (ValueError, zlib.error, UnicodeDecodeError):
        raise ValueError("the deal code's table options are not readable") from None
    rs = get_ruleset(game)
    default = options_dict(rs.Options())
    out: dict[str, Any] = {}
    for pair in text.split(","):
        k, _, v = pair.partition("=")
        if k == HAND_WORD:
            if not v.isdecimal() or len(v) > 2 or not 1 <= int(v) <= 99:
                raise ValueError("the deal code's hand number is not readable")
            out[k] = int(v)
            continue
        if k not in default:
            raise ValueError(f"the deal code uses a table option this version does not have ({k})")
        d = default[k]
        if isinstance(d, bool):
            out[k] = v == "1"
        elif isinstance(d, float):
            try:
                out[k] = float(v)
            except ValueError:
                raise ValueError(f"the deal code's option {k} is not readable") from None
        elif isinstance(d, int):
            if not v.removeprefix("-").isdecimal() or len(v) > 18:
                raise ValueError(f"the deal code's option {k} is not readable")
            out[k] = int(v)
        else:
            out[k] = v
    return out
