"""What the player may do now, in words and buttons, read from the engine's legal actions.

Nothing here decides a rule: every button, every lit drop target and every
proposed action comes from ``state.legal_actions(seat)``; the engine has the
last word when the action is applied.
"""
from __future__ import annotations


from dataclasses import dataclass
from typing import Any, Callable, Sequence

from game.engine import Action, Card

from ..i18n import _
from ..persons import card_name


@dataclass(frozen=True)
class ButtonSpec:
    tag: str
    label: str
    key: str
    enabled: bool = True
    accent: bool = False


def kinds(legal: Sequence[Action]) -> set[str]:
    return {a.kind for a in legal}


def pretty(cards: Sequence[Card]) -> str:
    return " ".join(card_name(c) for c in cards)


def meld_action(legal: Sequence[Action], seat: int, cards: Sequence[Card],
                compose: Callable[[Sequence[Card]], Action | None] | None = None) -> Action | None:
    """The play that lays exactly the selected cards: a listed meld (with what its jokers stand
    for, when the game asks), or the game's own way of laying several melds at once (Kalookie's
    opening, which ``compose`` finds and the engine checks when it is proposed)."""
    chosen = set(cards)
    for a in legal:
        if a.kind == "meld" and set(a.cards) == chosen and len(a.cards) == len(cards):
            return a
    return compose(cards) if compose is not None else None


def meld_ways(legal: Sequence[Action], cards: Sequence[Card]) -> list[Action]:
    """Every listed meld of exactly these cards: more than one when the game lets the player say how it
    is laid (what a joker stands for, a book or a run); the screen then asks."""
    chosen = set(cards)
    return [a for a in legal if a.kind == "meld" and set(a.cards) == chosen and len(a.cards) == len(cards)]


def discard_action(legal: Sequence[Action], seat: int, cards: Sequence[Card],
                   announce: bool = True) -> Action | None:
    """The discard of the one selected card; with ``announce`` one that says the cards left is preferred
    (the game then needs no reminder), without it the plain one."""
    if len(cards) != 1:
        return None
    same = [a for a in legal if a.kind == "discard" and a.cards == tuple(cards)]
    return max(same, key=lambda a: (a.get("announce") is not None) == announce) if same else None


def can_announce(legal: Sequence[Action]) -> bool:
    """A discard now may carry an announcement (the cards left)."""
    return any(a.kind == "discard" and a.get("announce") for a in legal)


def add_orders(seat: int, cards: Sequence[Card], meld_id: int) -> list[list[Action]]:
    """Ways to lay ``cards`` one by one on a meld: as chosen, rising, falling (the engine checks each)."""
    seqs = [list(cards), sorted(cards, key=lambda c: c.rank), sorted(cards, key=lambda c: -c.rank)]
    out: list[list[Action]] = []
    for seq in seqs:
        acts = [Action("add", seat, (c,), meld_id) for c in seq]
        if acts not in out:
            out.append(acts)
    return out


def can_add_any(legal: Sequence[Action], cards: Sequence[Card], meld_id: int) -> bool:
    """Lights a meld while dragging: some dragged card may go on it now."""
    return any(a.kind == "add" and a.target == meld_id and a.cards[0] in cards for a in legal)


def group_sevens_action(legal: Sequence[Action], seat: int, cards: Sequence[Card], meld_id: int) -> Action | None:
    a = Action("group_sevens", seat, tuple(cards), meld_id)
    return a if a in legal else None


def take_options(legal: Sequence[Action]) -> list[Action]:
    """Ways to use the top discard now: take it in turn, claim it, or claim it to win."""
    return [a for a in legal if a.kind in ("take_discard", "claim") or (a.kind in ("blast", "big_luck") and a.cards)]


def take_matching(options: Sequence[Action], selected: Sequence[Card], top: Card | None) -> list[Action]:
    """Take/claim options that use exactly the selected cards with the discard (all when none selected)."""
    if not selected:
        return list(options)
    want = set(selected)
    if top is not None:
        want.add(top)
    return [a for a in options if set(a.cards) == want]


def describe_take(a: Action) -> str:
    if a.kind in ("blast", "big_luck"):
        return _("Blast with the discard") if a.kind == "blast" else _("Big luck with the discard")
    return _("Meld {cards}").format(cards=pretty(a.cards))


def status_lines(*, view: Any, names: Sequence[str], human: int, timer: Any, now: float,
                 thinking: int | None, points: dict[str, int] | None, claim_word: str,
                 acting: Sequence[int] = (), phase_words: tuple[str, str] | None = None) -> tuple[str, str, str]:
    """(whose turn, the phase, what you may do now).  ``acting``: the seats a game's own phase asks,
    which ``phase_words`` (its ruleset's) names."""
    legal = view.legal
    k = kinds(legal)
    cur = view.current
    if view.phase == "ended":
        return _("The hand is over"), "", _("See the breakdown.")
    if phase_words is not None and acting:
        label, prompt = phase_words
        if human in acting:
            return _("Your choice"), _(label), _(prompt)
        who = names[acting[0]]
        return _("{name}'s choice").format(name=who), _(label), _("Watch {name} choose.").format(name=who)
    if view.phase == "dropout":
        turn = _("Six or seven players: choosing who sits out")
        if "drop_out" in k:
            return turn, _("Your choice"), _("Drop out (O) or play this hand (I).")
        return turn, "", _("You decide in turn.") if human in _asking(legal) else _("Players decide in turn.")
    turn = _("Your turn") if cur == human else _("{name}'s turn").format(name=names[cur])
    if thinking == cur and cur != human:
        turn += _(" (thinking…)")
    phase = {"start": _("start of turn: draw or take"),
             "play": _("meld, add, then discard")}.get(view.phase, view.phase)
    if timer is not None:
        left = timer.left(now)
        window = _("Claim window {seconds} s").format(seconds=f"{left:.1f}")
        if timer.human_may:
            if timer.mode == "priority":
                return turn, window, _("Claim the {card} ({call}: C or Space) or pass (P).").format(
                    card=card_name(timer.card), call=claim_word)
            return turn, window, _("Slap the {card}: click the pile or press Space!").format(card=card_name(timer.card))
        if cur == human:
            return turn, _("Others may claim the discard ({seconds} s)").format(seconds=f"{left:.1f}"), \
                _("Wait a moment…")
    if cur != human:
        if "big_luck" in k:
            return turn, phase, _("You hold four sevens: call big luck (L)!")
        return turn, phase, _("Watch {name} play.").format(name=names[cur])
    may: list[str] = []
    if view.phase == "start":
        if "draw_stock" in k:
            may.append(_("draw from the stock (D or click it)"))
        if "take_discard" in k:
            may.append(_("take the discard into a meld (T or drag it)"))
        if "pass" in k:
            may.append(_("pass (P)"))
        if "knock" in k and points:
            may.append(_("knock with {points} points (K)").format(points=points.get("hand", 0)))
        if "blast" in k:
            may.append(_("blast (B)"))
        if "big_luck" in k:
            may.append(_("call big luck (L)"))
        if not may:
            may.append(_("wait for the claims to be settled"))
    else:
        if "meld" in k:
            may.append(_("meld: drag cards to the table (M)"))
        if "add" in k:
            may.append(_("add: drag onto a meld (A)"))
        if "group_sevens" in k:
            may.append(_("group sevens (G)"))
        if "discard" in k:
            may.append(_("discard: drag to the pile (X)"))
        if "big_luck" in k:
            may.append(_("call big luck (L)"))
    text = _("You may {things}.").format(things="; ".join(may))
    return turn, phase, text[0].upper() + text[1:]


def _asking(legal: Sequence[Action]) -> set[int]:
    return {a.seat for a in legal if a.kind in ("drop_out", "stay_in")}


def game_buttons(*, view: Any, human: int, kind_buttons: Sequence[tuple[str, str, str, bool]],
                 restore: bool) -> list[ButtonSpec]:
    """The buttons of a game's own kinds (its ruleset's ``kind_buttons``) and the turn's restore."""
    legal = view.legal
    k = kinds(legal)
    mine = view.current == human and view.phase == "play"
    out = [ButtonSpec(f"kind:{kind}", _(label), key, kind in k)
           for kind, label, key, always in kind_buttons if kind in k or (always and mine)]
    if restore:
        out.append(ButtonSpec("restore", _("Restore the table"), "U"))
    return out


def help_buttons(*, view: Any, human: int, undo: bool, announce: bool | None = None) -> list[ButtonSpec]:
    """Hint in the player's turn; Take back when the setting is on and a move of this turn may be;
    Announce when announcing is the player's to do (``announce``: whether it is set for the discard)."""
    out = []
    if announce is not None and view.current == human and can_announce(view.legal):
        out.append(ButtonSpec("announce", _("Announcing with the discard ✓") if announce else _("Announce"), "Y",
                              accent=not announce))
    if view.current == human and view.phase in ("start", "play") and view.legal:
        out.append(ButtonSpec("hint", _("Hint"), "?"))
    if undo:
        out.append(ButtonSpec("undo", _("Take back"), "Ctrl+Z"))
    return out


def buttons(*, view: Any, human: int, selection: Sequence[Card], timer: Any,
            points: dict[str, int] | None, claim_word: str,
            compose: Callable[[Sequence[Card]], Action | None] | None = None) -> list[ButtonSpec]:
    """The buttons of the side panel: only what is legal now (greyed when the selection does not fit)."""
    legal = view.legal
    k = kinds(legal)
    out: list[ButtonSpec] = []
    pts = points or {}
    takes = take_options(legal)
    if timer is not None and timer.human_may and takes:
        label = f"{claim_word}" if timer.mode == "priority" else _("Slap! {call}").format(call=claim_word)
        out.append(ButtonSpec("slap", label, "Space", True, accent=True))
    if "pass" in k:
        out.append(ButtonSpec("pass", _("Pass"), "P"))
    if "drop_out" in k:
        out.append(ButtonSpec("drop_out", _("Drop out"), "O"))
    if "stay_in" in k:
        out.append(ButtonSpec("stay_in", _("Play this hand"), "I"))
    if "big_luck" in k and any(not a.cards for a in legal if a.kind == "big_luck"):
        out.append(ButtonSpec("big_luck", _("Big luck! (four sevens)"), "L", accent=True))
    if "blast" in k and any(not a.cards for a in legal if a.kind == "blast"):
        out.append(ButtonSpec("blast", _("Blast ({points} points)").format(points=pts.get("blast", "?")), "B", accent=True))
    if "knock" in k:
        out.append(ButtonSpec("knock", _("Knock ({points} points)").format(points=pts.get("hand", "?")), "K", accent=True))
    if "draw_stock" in k:
        out.append(ButtonSpec("draw", _("Draw from stock"), "D"))
    if "take_discard" in k and not (timer is not None and timer.human_may):
        out.append(ButtonSpec("take", _("Take the discard"), "T"))
    if view.phase == "play" and view.current == human:
        sel = list(selection)
        out.append(ButtonSpec("meld", _("Meld selected"), "M", meld_action(legal, human, sel, compose) is not None))
        addable = bool(sel) and any(a.kind == "add" and a.cards[0] in sel for a in legal)
        if "add" in k:
            out.append(ButtonSpec("add", _("Add to a meld"), "A", addable))
        if "group_sevens" in k:
            out.append(ButtonSpec("group_sevens", _("Group sevens"), "G"))
        out.append(ButtonSpec("discard", _("Discard selected"), "X", discard_action(legal, human, sel) is not None))
    return out
