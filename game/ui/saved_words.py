"""The saved game in a line (the main menu's line under Continue, the question before it is replaced)."""
from __future__ import annotations

from typing import Any

from game.engine import get_ruleset

from .i18n import _


def saved_game_line(saved: Any) -> str:
    """What Continue brings back, in a line: "Battle Hoola · hand 3 of 3 · Your total -6" ("" if unknown)."""
    from fractions import Fraction
    match = getattr(saved, "match", None)
    extra = getattr(saved, "extra", None)
    try:
        rs = get_ruleset(match.game)
        number = match.hand_number
        head = _("{game} · hand {n} of {total}") if match.max_hands else _("{game} · hand {n}")
        head = head.format(game=_(rs.title), n=number, total=match.max_hands)
        config = extra.get("config") if isinstance(extra, dict) else None
        stake = config.get("stake", 1) if isinstance(config, dict) else 1
        value = Fraction(match.ledger[0]) * (Fraction(stake) if rs.unit == "stakes" else 1)
        text = str(value.numerator) if value.denominator == 1 else f"{float(value):g}"
        if rs.unit == "stakes":
            score = _("Your total {total}").format(total=("+" + text) if value > 0 else text)
        else:
            down = rs.counts_down(getattr(match, "options", None))      # penalty points: 벌점, not 점수
            score = (_("Your penalty points: {total}") if down else _("Your score: {total}")).format(total=text)
    except (AttributeError, KeyError, TypeError, ValueError, IndexError):
        return ""
    return f"{head} · {score}"


def saved_game_words(app: Any) -> str:
    """The saved game in a line for a question about replacing it ("" when it cannot be read)."""
    peek = getattr(app.storage, "peek_match", None)
    try:
        saved = peek() if peek is not None else None
    except (OSError, ValueError, KeyError, TypeError, AttributeError, IndexError):
        saved = None
    return saved_game_line(saved) if saved is not None else ""


def replace_question(app: Any, playing_a_deal: bool = False) -> str:
    """What the question before replacing the saved game says, naming that game when it can."""
    line = saved_game_words(app)
    if playing_a_deal:
        text = _("Your unfinished game is saved. Playing this deal replaces it: "
                 "choose Keep it and Continue from the main menu to play it on.")
    else:
        text = _("Your unfinished game is saved. Starting a new one replaces it: "
                 "choose Keep it and Continue from the main menu to play it on.")
    return text + ("\n" + _("Saved: {game}").format(game=line) if line else "")
