"""What the player may do now, in words and buttons, read from the engine's legal actions.

Nothing here decides a rule: every button, every lit drop target and every
proposed action comes from ``state.legal_actions(seat)``; the engine has the
last word when the action is applied.
"""
from __future__ import annotations


from typing import Any, Callable, Sequence

from game.engine import Action, Card

from ..game_table import ButtonSpec, DiscardWord, GameTable
from ..i18n import _
from ..persons import card_name

__all__ = ["ButtonSpec", "buttons", "game_buttons", "help_buttons", "status_lines"]

#: the defaults of a game with no table of its own
PLAIN = GameTable()


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
                   say: bool = True, word: DiscardWord | None = None) -> Action | None:
    """The discard of the one selected card; where the game lets a discard carry a ``word`` (Kalookie's
    announcement of the cards left), with ``say`` the one that says it is preferred (the game then
    needs no reminder), without it the plain one."""
    if len(cards) != 1:
        return None
    same = [a for a in legal if a.kind == "discard" and a.cards == tuple(cards)]
    if not same:
        return None
    if word is None:
        return same[0]
    return max(same, key=lambda a: (a.get(word.word) is not None) == say)


def can_say(legal: Sequence[Action], word: DiscardWord | None) -> bool:
    """A discard now may carry the game's ``word`` (Kalookie: the cards left)."""
    return word is not None and any(a.kind == "discard" and a.get(word.word) for a in legal)


def add_orders(seat: int, cards: Sequence[Card], meld_id: int) -> list[list[Action]]:
    """Ways to lay ``cards`` one by one on a meld: as chosen, rising, falling (the engine checks each)."""
    seqs = [list(cards), sorted(cards, key=lambda c: c.rank), sorted(cards, key=lambda c: -c.rank)]
    out: list[list[Action]] = []
    for seq in seqs:
        acts = [Action("add", seat, (c,), meld_id) for c in seq]
        if acts not in out:
            out.append(acts)
    return out


def takes_all(table: Any, cards: Sequence[Card], meld_id: int) -> bool:
    """Whether ``cards`` can all go onto that play (the table asks before offering it): a play of the
    game's own, or the adds in some order, tried on a copy of the hand by the controller."""
    if table.game_table.onto_meld(table.legal, table.human, cards, meld_id) is not None:
        return True
    trial = getattr(table.ctl, "trial_refusal", None)
    return trial is None or any(trial(seq) is None for seq in add_orders(table.human, cards, meld_id))


def can_add_any(legal: Sequence[Action], cards: Sequence[Card], meld_id: int) -> bool:
    """Lights a meld while dragging: some dragged card may go on it now."""
    return any(a.kind == "add" and a.target == meld_id and a.cards[0] in cards for a in legal)


def take_options(legal: Sequence[Action], table: GameTable = PLAIN) -> list[Action]:
    """Ways to use the top discard now: take it in turn, claim it, or claim it with a kind of the
    game's own (``table.claims_with_discard``: a win completed with the discard)."""
    own = table.claims_with_discard
    return [a for a in legal if a.kind in ("take_discard", "claim") or (a.kind in own and a.cards)]


def take_matching(options: Sequence[Action], selected: Sequence[Card], top: Card | None) -> list[Action]:
    """Take/claim options that use exactly the selected cards with the discard (all when none selected)."""
    if not selected:
        return list(options)
    want = set(selected)
    if top is not None:
        want.add(top)
    return [a for a in options if set(a.cards) == want]


def describe_take(a: Action, table: GameTable = PLAIN) -> str:
    """A take of the discard as the list of takes says it (a kind of the game's own in its words)."""
    return table.take_words(a) or _("Meld {cards}").format(cards=pretty(a.cards))


def status_lines(*, view: Any, names: Sequence[str], human: int, timer: Any, now: float,
                 thinking: int | None, points: dict[str, int] | None, claim_word: str,
                 acting: Sequence[int] = (), phase_words: tuple[str, str] | None = None,
                 table: GameTable = PLAIN) -> tuple[str, str, str]:
    """(whose turn, the phase, what you may do now).  ``acting``: the seats a game's own phase asks,
    which ``phase_words`` (its ruleset's) names; ``table``: what the game's own kinds add."""
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
    own = table.phase_status(view, human, names)
    if own is not None:
        return own
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
            # said whole on the line a player reads: "Wait a moment…" beside a ring round the pile was not
            # understood (the newcomer play-test)
            return turn, window, _("Wait: the others may claim the {card} first ({seconds} s)").format(
                card=card_name(timer.card), seconds=f"{left:.1f}")
    if cur != human:
        return turn, phase, table.waiting_prompt(k) or _("Watch {name} play.").format(name=names[cur])
    may: list[str] = []
    before, after = table.may_phrases(k, view.phase, points)
    if view.phase == "start":
        if "draw_stock" in k:
            may.append(_("draw from the stock (D or click it)"))
        if "take_discard" in k:
            may.append(_("take the discard into a meld (T or drag it)") if table.takes_into_meld(view)
                       else _("take the discard (T or drag it)"))
        if "pass" in k:
            may.append(_("draw from the stock (D or click it)") if _draws_by_passing(view, human, k)
                       else _("pass (P)"))
        may += before + after
        if not may:
            may.append(_("wait for the claims to be settled"))
    else:
        if "meld" in k:
            may.append(_("meld: drag cards to the table (M)"))
        if "add" in k:
            may.append(_(table.say("add: drag onto a meld (A)")))
        may += before
        if "discard" in k:
            may.append(_("discard: drag to the pile (X)"))
        may += after
        if not may:                    # never an empty line: what the player can do is fix the table
            may.append(_("make every play whole, or take your moves back") if legal else _("wait a moment"))
    text = _("You may {things}.").format(things=_("; ").join(may))    # Korean lists with " · " (no semicolons)
    return turn, phase, text[0].upper() + text[1:]


def game_buttons(*, view: Any, human: int, kind_buttons: Sequence[tuple[str, str, str, bool]],
                 restore: bool) -> list[ButtonSpec]:
    """The buttons of a game's own kinds (its table's ``kind_buttons``) and the turn's restore."""
    legal = view.legal
    k = kinds(legal)
    mine = view.current == human and view.phase == "play"
    out = [ButtonSpec(f"kind:{kind}", _(label), key, kind in k)
           for kind, label, key, always in kind_buttons if kind in k or (always and mine)]
    if restore:
        out.append(ButtonSpec("restore", _("Restore the table"), "U"))
    return out


def help_buttons(*, view: Any, human: int, undo: bool, say: bool | None = None,
                 word: DiscardWord | None = None, stuck: bool = False) -> list[ButtonSpec]:
    """Hint in the player's turn (and while the player is ``stuck``: a turn's moves left the table with
    nothing to do but mend it or restore it); Take back when the setting is on and a move of this turn
    may be; the button of the game's ``word`` said with a discard when saying it is the player's to do
    (``say``: whether it is set for the discard)."""
    out = []
    if say is not None and word is not None and view.current == human and can_say(view.legal, word):
        out.append(ButtonSpec(word.word, _(word.set_label) if say else _(word.label), word.key, accent=not say))
    if view.current == human and view.phase in ("start", "play") and (view.legal or stuck):
        out.append(ButtonSpec("hint", _("Hint"), "?"))
    if undo:
        out.append(ButtonSpec("undo", _("Take back"), "Ctrl+Z"))
    return out


def _draws_by_passing(view: Any, human: int, k: set[str] | frozenset[str]) -> bool:
    """In its own turn the seat asked first about a discard (a priority window) lets it go by drawing:
    "Pass" said nothing of the stock to the Seven Bridge newcomer (27 Nov, F3); the draw passes first."""
    return view.current == human and view.claim_mode == "priority" and "draw_stock" not in k


def buttons(*, view: Any, human: int, selection: Sequence[Card], timer: Any,
            points: dict[str, int] | None, claim_word: str,
            compose: Callable[[Sequence[Card]], Action | None] | None = None,
            table: GameTable = PLAIN) -> list[ButtonSpec]:
    """The buttons of the side panel: only what is legal now (greyed when the selection does not fit);
    the game's own (``table``) stand where its hooks say."""
    legal = view.legal
    k = kinds(legal)
    out: list[ButtonSpec] = []
    takes = take_options(legal, table)
    if timer is not None and timer.human_may and takes:
        label = f"{claim_word}" if timer.mode == "priority" else _("Slap! {call}").format(call=claim_word)
        out.append(ButtonSpec("slap", label, "Space", True, accent=True))
    if "pass" in k:
        out.append(ButtonSpec("draw", _("Draw from stock"), "D") if _draws_by_passing(view, human, k)
                   else ButtonSpec("pass", _("Pass"), "P"))
    out += table.turn_buttons(view, human, points or {})
    if "draw_stock" in k:
        out.append(ButtonSpec("draw", _("Draw from stock"), "D"))
    if "take_discard" in k and not (timer is not None and timer.human_may):
        out.append(ButtonSpec("take", _("Take the discard"), "T"))
    if view.phase == "play" and view.current == human:
        sel = list(selection)
        out.append(ButtonSpec("meld", _("Meld selected"), "M", meld_action(legal, human, sel, compose) is not None))
        finishing = bool(sel) and bool(table.finishing_adds(sel, view.melds))
        addable = bool(sel) and any(a.kind == "add" and a.cards[0] in sel for a in legal) or finishing
        if "add" in k or finishing:
            out.append(ButtonSpec("add", _(table.say("Add to a meld")), "A", addable))
        out += table.play_buttons(view, human)
        out.append(ButtonSpec("discard", _("Discard selected"), "X", discard_action(legal, human, sel) is not None))
    return out
