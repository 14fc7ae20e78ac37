"""Meld rules as data, and the pure functions that read them.

Every game describes its melds with one :class:`MeldRules` value (ace low,
high, either or around the corner; set and run sizes; the seven exception;
jokers; card values).  The functions here answer the three questions the
engine asks: is this group a meld (:func:`classify`), may these cards be
added to that meld (:func:`can_add`), and which melds can be made from a
hand (:func:`find_melds`).  The fewest-points partition lives in
:mod:`game.engine.solver`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Iterable, Literal, Sequence

from .cards import JOKER_RANK, SUITS, Card
from .melds_plain import plain_melds as _plain_melds

AceRule = Literal["low", "high", "both", "cyclic"]
MeldKind = Literal["set", "run", "seven"]

#: Points by rank index (0 = joker, 1 = ace ... 13 = king): face value, J Q K 11 12 13.
FACE_VALUES: tuple[int, ...] = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)


@dataclass(frozen=True)
class MeldRules:
    """What makes a meld in one game (and what each card left in hand costs).

    ``ace``: ``low`` (A-2-3 only), ``high`` (Q-K-A only), ``both`` (either end,
    never around) or ``cyclic`` (K-A-2 too).  ``short_sevens``: a meld that
    holds a natural seven is valid at any size (Hoola, Seven Bridge).
    ``values``: points of a card left in hand, indexed by rank (0 = joker).
    ``identical_sets`` and ``joker_sets``: see the fields.
    """

    ace: AceRule = "low"
    min_set: int = 3
    max_set: int = 4
    min_run: int = 3
    max_run: int = 13
    short_sevens: bool = False
    set_distinct_suits: bool = False
    max_jokers: int = 1
    values: tuple[int, ...] = field(default=FACE_VALUES)
    #: Three cards of one face (``KC KC KC``, from several packs) make a set too, jokers standing in
    #: for some of them (Kalookie with three packs); never two of a face with another suit.
    identical_sets: bool = False
    #: Jokers alone make a set of ``min_set`` to ``max_set`` (Scarne's Kaluki).
    joker_sets: bool = False

    def __post_init__(self) -> None:
        if self.ace not in ("low", "high", "both", "cyclic"):
            raise ValueError(f"ace must be low, high, both or cyclic, not {self.ace!r}")
        if len(self.values) != 14:
            raise ValueError("values needs 14 entries: joker, then ace to king")

    def points(self, card: Card) -> int:
        return self.values[card.rank]


#: Plain rummy: ace low, sets 3-4, runs 3+, no seven exception (for benchmarks).
PLAIN_RULES = MeldRules(ace="low")


def _run_fits(ranks: Sequence[int], jokers: int, ace: AceRule, max_run: int) -> bool:
    """Can distinct natural ``ranks`` of one suit plus ``jokers`` make one run?"""
    total = len(ranks) + jokers
    if total > max_run:
        return False
    rs = sorted(ranks)
    if not rs:
        return False
    if ace == "cyclic":
        if total > 13:
            return False
        if len(rs) == 1:
            return True
        gaps = [rs[i + 1] - rs[i] for i in range(len(rs) - 1)]
        gaps.append(rs[0] + 13 - rs[-1])
        arc = 13 - max(gaps) + 1
        return arc - len(rs) <= jokers
    options: list[list[int]]
    if ace == "low":
        options = [rs]
    elif ace == "high":
        options = [sorted(14 if r == 1 else r for r in rs)]
    else:  # both: the ace sits at one end or the other, never both
        options = [rs]
        if 1 in rs:
            options.append(sorted(14 if r == 1 else r for r in rs))
    top = 13 if ace == "low" else 14
    bottom = 2 if ace == "high" else 1
    for opt in options:
        span = opt[-1] - opt[0] + 1
        if span - len(opt) > jokers:
            continue
        # spare jokers extend the ends; there must be room for them
        if total <= top - bottom + 1 and (ace != "both" or total <= 13):
            return True
    return False


def classify(cards: Sequence[Card], rules: MeldRules) -> MeldKind | None:
    """The kind of meld ``cards`` make under ``rules``, or ``None``.

    >>> from game.engine.cards import parse_cards
    >>> classify(parse_cards("KC AC 2C"), MeldRules(ace="cyclic"))
    'run'
    >>> classify(parse_cards("7S"), MeldRules(short_sevens=True))
    'seven'
    """
    n = len(cards)
    if n == 0:
        return None
    naturals = [c for c in cards if c.rank != JOKER_RANK]
    jokers = n - len(naturals)
    if not naturals:
        return "set" if rules.joker_sets and rules.min_set <= n <= rules.max_set else None
    if jokers > rules.max_jokers:
        return None
    short_ok = rules.short_sevens and jokers == 0 and any(c.rank == 7 for c in naturals)
    if n == 1:
        return "seven" if short_ok else None
    # set
    r0 = naturals[0].rank
    if all(c.rank == r0 for c in naturals):
        size_ok = (rules.min_set <= n <= rules.max_set) or (short_ok and n <= rules.max_set)
        if size_ok:
            suits = {c.suit for c in naturals}
            if not rules.set_distinct_suits or len(suits) == len(naturals):
                return "set"
            if rules.identical_sets and len(suits) == 1 and n <= 3:
                return "set"
    # run
    s0 = naturals[0].suit
    if all(c.suit == s0 for c in naturals):
        ranks = [c.rank for c in naturals]
        if len(set(ranks)) == len(ranks) and (n >= rules.min_run or short_ok):
            if _run_fits(ranks, jokers, rules.ace, rules.max_run):
                return "run"
    return None


def is_meld(cards: Sequence[Card], rules: MeldRules) -> bool:
    return classify(cards, rules) is not None


def can_add(meld: Sequence[Card], new: Sequence[Card], rules: MeldRules) -> bool:
    """May ``new`` cards join the table meld ``meld``?  The result must be a meld."""
    if len(new) == 1:
        return _can_add_one(meld, new[0], rules)
    return bool(new) and classify(list(meld) + list(new), rules) is not None


#: single-card answers of :func:`can_add` by rules, then by the meld's cards and the card: a legal-move
#: list and a play-out ask it of every card in hand against every play on the table, turn after turn
_ADD_MEMO: dict[MeldRules, dict[tuple[Card, ...], bool]] = {}
_last_add: list = [None, {}]          # (rules, its memo) of the last call: most calls are of one game


def _can_add_one(meld: Sequence[Card], card: Card, rules: MeldRules) -> bool:
    if rules is _last_add[0]:
        memo = _last_add[1]
    else:
        try:
            memo = _ADD_MEMO.get(rules)
        except TypeError:             # rules made with a list of values: unhashable, not remembered
            return classify(list(meld) + [card], rules) is not None
        if memo is None:
            if len(_ADD_MEMO) > 64:
                _ADD_MEMO.clear()
            memo = _ADD_MEMO[rules] = {}
        _last_add[0], _last_add[1] = rules, memo
    key = (*meld, card)
    got = memo.get(key)
    if got is None:
        if len(memo) > 50_000:
            memo.clear()
        got = memo[key] = classify(key, rules) is not None
    return got


def hand_points(cards: Iterable[Card], rules: MeldRules) -> int:
    return sum(rules.values[c.rank] for c in cards)


def _run_windows(ace: AceRule) -> list[int]:
    """Rank positions a run may walk through, in order (14 means a high ace)."""
    if ace == "low":
        return list(range(1, 14))
    if ace == "high":
        return list(range(2, 15))
    if ace == "both":
        return list(range(1, 15))
    return list(range(1, 14)) + list(range(1, 13))  # cyclic: walk past the king


def find_melds(hand: Sequence[Card], rules: MeldRules, *, min_size: int = 1,
               must_include: Card | None = None, _judge: bool = True) -> list[tuple[Card, ...]]:
    """Every distinct meld that can be made from cards of ``hand``.

    ``min_size`` drops smaller melds (taking a discard needs three cards);
    ``must_include`` keeps only melds holding that card.  Each meld is a tuple
    of the hand's own card objects, sorted, and each card set appears once.

    A hand of one pack without jokers (most hands of most games) has its groups judged by their
    size alone, as ``classify`` would judge them (``_judge=False`` asks ``classify`` every time:
    the tests compare the two).
    """
    if must_include is not None and must_include.rank != JOKER_RANK:
        # a meld holding that card holds only cards of its rank (a set) or suit (a run), and jokers
        rank, suit = must_include.rank, must_include.suit
        hand = [c for c in hand if c.rank == rank or c.suit == suit or c.rank == JOKER_RANK]
    naturals = [c for c in hand if c.rank != JOKER_RANK]
    jokers = [c for c in hand if c.rank == JOKER_RANK]
    # fewer cards than any set or run holds make a meld only as short sevens (what classify says)
    smallest = max(min_size, min(rules.min_set, rules.min_run))
    # one pack, no jokers: a set of one rank (suits all differ) or a run of consecutive ranks is a
    # meld by its size alone (the walk below only builds runs of consecutive places)
    plain = _judge and not jokers and rules.max_jokers >= 0 and \
        len({c.index for c in naturals}) == len(naturals)
    if plain:
        return _plain_melds(naturals, rules, min_size, must_include, smallest)
    # two packs or jokers: remembered by the hand as given (its order decides the melds' order), since
    # the same hand is searched again and again (the legal list, the opening, a play-out's turn)
    try:
        memo_key = (tuple(hand), rules, min_size, must_include)
        got = _MELDS_MEMO.get(memo_key)
    except TypeError:                  # rules with a list of values: unhashable, not remembered
        return _joker_melds(hand, naturals, jokers, rules, min_size, must_include, smallest)
    if got is None:
        if len(_MELDS_MEMO) > 20_000:
            _MELDS_MEMO.clear()
        got = _MELDS_MEMO[memo_key] = tuple(_joker_melds(hand, naturals, jokers, rules, min_size,
                                                         must_include, smallest))
    return list(got)


#: :func:`find_melds`' answers for hands of two packs or with jokers, by the hand, the rules and the ask
_MELDS_MEMO: dict[tuple, tuple[tuple[Card, ...], ...]] = {}


def _joker_melds(hand: Sequence[Card], naturals: list[Card], jokers: list[Card], rules: MeldRules,
                 min_size: int, must_include: Card | None, smallest: int) -> list[tuple[Card, ...]]:
    """:func:`find_melds` of a hand with jokers or of two packs: every group classified."""
    found: dict[frozenset, tuple[Card, ...]] = {}
    refused: set[frozenset] = set()  # groups already classified as no meld (single cards come up twice)
    sevens = rules.short_sevens

    def keep(group: Sequence[Card], run: bool = False) -> None:
        n = len(group)
        if n < smallest:
            if n < min_size or not sevens or not any(c.rank == 7 for c in group) or \
                    any(c.rank == JOKER_RANK for c in group):
                return
        if must_include is not None and must_include not in group:
            return
        key = frozenset(group)
        if key in found or key in refused:
            return
        g = tuple(sorted(group))
        ok = classify(g, rules) is not None
        if ok:
            found[key] = g
        else:
            refused.add(key)

    joker_sets = [()] + [combo for k in range(1, min(rules.max_jokers, len(jokers)) + 1)
                         for combo in combinations(jokers, k)]
    if rules.joker_sets:
        for k in range(rules.min_set, min(rules.max_set, len(jokers)) + 1):
            for combo in combinations(jokers, k):
                keep(combo)
    # sets
    by_rank: dict[int, list[Card]] = {}
    for c in naturals:
        by_rank.setdefault(c.rank, []).append(c)
    # a meld that must hold a natural card is of its rank (a set) or its suit (a run): other ranks
    # and suits would only make groups ``keep`` turns away
    must_rank = must_include.rank if must_include is not None else JOKER_RANK
    for rank, cards in by_rank.items():
        if must_rank and rank != must_rank:
            continue
        for k in range(1, min(len(cards), rules.max_set) + 1):
            for combo in combinations(cards, k):
                for js in joker_sets:
                    if k + len(js) <= rules.max_set:
                        keep(combo + js)
    # runs
    positions = _run_windows(rules.ace)
    n_positions = len(positions)
    max_missing = min(rules.max_jokers, len(jokers))
    limit = min(rules.max_run, 13)
    cyclic = rules.ace == "cyclic"
    last_start = n_positions      # a run holding the card that must be in starts at its place or before
    if must_rank:
        places = (must_rank, 14) if must_rank == 1 else (must_rank,)
        last_start = max((i for i, p in enumerate(positions) if p in places), default=-1)
    for suit in SUITS:
        if must_rank and suit != must_include.suit:       # type: ignore[union-attr]
            continue
        by_pos: dict[int, list[Card]] = {}
        for c in naturals:
            if c.suit == suit:
                by_pos.setdefault(c.rank, []).append(c)
                if c.rank == 1:
                    by_pos.setdefault(14, []).append(c)
        if not by_pos:
            continue
        for start in range(n_positions):
            if (start >= 13 and cyclic) or start > last_start:
                break
            if not max_missing and positions[start] not in by_pos:
                continue  # no card to start a run here and no joker to stand in
            # partial runs: (cards so far, positions a joker stands in for); a joker may stand
            # in for a rank the hand holds too, when that card is wanted elsewhere
            partials: list[tuple[list[Card], int]] = [([], 0)]
            for length in range(1, limit + 1):
                if start + length > n_positions:
                    break
                pos = positions[start + length - 1]
                here = by_pos.get(pos, ())
                grown: list[tuple[list[Card], int]] = []
                for prev, gaps in partials:
                    for c in here:
                        if c not in prev:
                            grown.append((prev + [c], gaps))
                    if gaps < max_missing:
                        grown.append((prev, gaps + 1))
                partials = grown
                if not partials:
                    break
                for prev, gaps in partials:
                    if not prev:
                        continue
                    if gaps == 0:
                        keep(prev, run=True)
                    else:
                        for js in combinations(jokers, gaps):
                            keep(prev + list(js))
    return list(found.values())


def _run_positions(ranks: Sequence[int], ace: AceRule) -> list[dict[int, int]]:
    """Ways to number the natural ``ranks`` of a run, best first: ``{rank: position}``.

    Low aces sit at 1, high aces at 14; around the corner (``cyclic``) the run
    starts after its widest gap, so K-A-2 numbers K 0, A 1, 2 2.
    """
    rs = sorted(set(ranks))
    if ace == "cyclic":
        if len(rs) > 1:
            gaps = [((rs[(i + 1) % len(rs)] - rs[i]) % 13, i) for i in range(len(rs))]
            widest = max(gaps)[1]
            start = rs[(widest + 1) % len(rs)]
        else:
            start = rs[0]
        return [{r: (r - start) % 13 for r in rs}]
    low = {r: r for r in rs}
    high = {r: 14 if r == 1 else r for r in rs}
    if ace == "low":
        return [low]
    if ace == "high":
        return [high]
    return [low, high] if 1 in rs else [low]


def _run_bounds(ace: AceRule, start_rank: int) -> tuple[int, int]:
    """(lowest, highest) position a run may reach under ``ace``."""
    if ace == "cyclic":
        return 0, 12
    if ace == "low":
        return 1, 13
    if ace == "high":
        return 2, 14
    return 1, 14


#: :func:`arrange_run`'s answers by the cards, the rules and the stated jokers (a run is arranged again
#: each time a rule asks of it: its kind, its ends, what its jokers stand for); handed out as copies
_RUNS: dict[tuple, tuple[tuple[Card, ...], dict[Card, str]] | None] = {}


def arrange_run(cards: Sequence[Card], rules: MeldRules,
                declared: dict[Card, str] | None = None) -> tuple[tuple[Card, ...], dict[Card, str]] | None:
    """The cards of a run in run order and what each joker stands for, or ``None``.

    Jokers fill the gaps first, then extend the top, then the bottom.  ``declared``
    fixes jokers to stated cards (``{joker: "7S"}``), as Kalookie requires.  The
    assignment returned names each joker's card by its face (``"7S"``).

    >>> from game.engine.cards import parse_cards
    >>> order, jokers = arrange_run(parse_cards("AC KC 2C"), MeldRules(ace="cyclic"))
    >>> " ".join(map(str, order))
    'KC AC 2C'
    >>> order, jokers = arrange_run(parse_cards("8H JK 6H"), MeldRules())
    >>> " ".join(map(str, order)), jokers
    ('6H JK 8H', {Card('JK'): '7H'})
    """
    try:
        key = (tuple(cards), rules, frozenset(declared.items()) if declared else None)
        got = _RUNS.get(key, False)
    except TypeError:                  # rules with a list of values: unhashable, not remembered
        return _arrange_run(cards, rules, declared)
    if got is False:
        if len(_RUNS) > 20_000:
            _RUNS.clear()
        got = _RUNS[key] = _arrange_run(cards, rules, declared)
    return None if got is None else (got[0], dict(got[1]))


def _arrange_run(cards: Sequence[Card], rules: MeldRules,
                 declared: dict[Card, str] | None = None) -> tuple[tuple[Card, ...], dict[Card, str]] | None:
    naturals = [c for c in cards if not c.is_joker]
    jokers = [c for c in cards if c.is_joker]
    declared = dict(declared or {})
    if not naturals:
        return None
    suit = naturals[0].suit
    if any(c.suit != suit for c in naturals):
        return None
    fixed_ranks: dict[Card, int] = {}
    for j, face in declared.items():
        if j not in jokers:
            continue
        try:
            stood = Card.parse(face)
        except ValueError:
            return None
        if stood.suit != suit:
            return None
        fixed_ranks[j] = stood.rank
    all_ranks = [c.rank for c in naturals] + list(fixed_ranks.values())
    if len(set(all_ranks)) != len(all_ranks):
        return None
    for numbering in _run_positions(all_ranks, rules.ace):
        lo_b, hi_b = _run_bounds(rules.ace, 0)
        slots: dict[int, Card] = {numbering[c.rank]: c for c in naturals}
        for j, r in fixed_ranks.items():
            slots[numbering[r]] = j
        free = [j for j in jokers if j not in fixed_ranks]
        lo, hi = min(slots), max(slots)
        missing = [p for p in range(lo, hi + 1) if p not in slots]
        if len(missing) > len(free):
            continue
        for p in missing:
            slots[p] = free.pop(0)
        while free and hi < hi_b and (rules.ace != "cyclic" or len(slots) < 13):
            hi += 1
            slots[hi] = free.pop(0)
        while free and lo > lo_b and (rules.ace != "cyclic" or len(slots) < 13):
            lo -= 1
            slots[lo] = free.pop(0)
        if free:
            continue
        order = tuple(slots[p] for p in sorted(slots))
        stands: dict[Card, str] = {}
        for p, c in slots.items():
            if c.is_joker:
                stands[c] = Card(_position_rank(p, numbering, rules.ace), suit).face
        return order, stands
    return None


def _position_rank(pos: int, numbering: dict[int, int], ace: AceRule) -> int:
    if ace == "cyclic":
        # numbering maps rank -> (rank - start) % 13 for one start rank
        r0, p0 = next(iter(numbering.items()))
        return (r0 - 1 + (pos - p0)) % 13 + 1
    return 1 if pos == 14 else pos


#: :func:`arrange`'s answers by the cards, the stated jokers and the rules (a play is arranged anew
#: each time a card joins it, in every play-out alike); the joker assignment is handed out as a copy
_ARRANGED: dict[tuple, tuple[tuple[Card, ...], dict[Card, str]]] = {}


def arrange(cards: Sequence[Card], rules: MeldRules,
            declared: dict[Card, str] | None = None) -> tuple[tuple[Card, ...], dict[Card, str]]:
    """A meld's cards as players lay them: a run in rank order, a set by suit with jokers last.

    Cards that make no run keep a plain sorted order (and no joker assignment).
    """
    try:
        key = (tuple(cards), rules, frozenset(declared.items()) if declared else None)
        got = _ARRANGED.get(key)
    except TypeError:                  # rules with a list of values: unhashable, not remembered
        return _arrange(cards, rules, declared)
    if got is None:
        if len(_ARRANGED) > 20_000:
            _ARRANGED.clear()
        got = _ARRANGED[key] = _arrange(cards, rules, declared)
    return got[0], dict(got[1])


def _arrange(cards: Sequence[Card], rules: MeldRules,
             declared: dict[Card, str] | None = None) -> tuple[tuple[Card, ...], dict[Card, str]]:
    if classify(cards, rules) == "run" or (declared and all(
            len(v) >= 2 for v in declared.values()) and arrange_run(cards, rules, declared) is not None):
        got = arrange_run(cards, rules, declared)
        if got is not None:
            return got
    naturals = sorted((c for c in cards if not c.is_joker), key=lambda c: (c.rank, c.suit_index, c.copy))
    jokers = sorted(c for c in cards if c.is_joker)
    stands = {}
    if naturals and all(c.rank == naturals[0].rank for c in naturals):
        rank = RANK_TEXT[naturals[0].rank]
        stands = {j: declared.get(j, rank) if declared else rank for j in jokers}
        if rules.set_distinct_suits:
            stands = set_jokers_lacking(naturals, stands)
    return tuple(naturals + jokers), stands


def set_jokers_lacking(naturals: Sequence[Card], stands: dict[Card, str]) -> dict[Card, str]:
    """What a set's jokers stand for, each a suit the set lacks: a joker stated as a suit a natural of
    the set now holds stands for a suit still missing (A♠ A♣ and a joker as the A♥, plus the A♥: the
    joker is the A♦)."""
    held = {c.suit for c in naturals}
    out = dict(stands)
    taken = {v[-1:] for v in out.values() if len(v) >= 2 and v[-1:] not in held}
    free = [x for x in "SHDC" if x not in held and x not in taken]
    for j in sorted(out):
        face = out[j]
        if len(face) >= 2 and face[-1:] in held and free:
            out[j] = face[:-1] + free.pop(0)
    return out


#: Rank letters by rank (index 0 unused), for a joker standing in a set (``"7"``).
RANK_TEXT = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K")


def natural_ranks_suits(cards: Sequence[Card]) -> tuple[set[int], set[str]]:
    """The ranks and the suits of the natural cards (jokers left out) of a meld."""
    return {c.rank for c in cards if not c.is_joker}, {c.suit for c in cards if not c.is_joker}


def may_join(card: Card, ranks: set[int], suits: set[str]) -> bool:
    """Whether ``card`` could make a meld with naturals of these ranks and suits at all: a meld's naturals
    share a rank (a set) or a suit (a run), so anything else is refused before ``classify`` is asked."""
    if card.is_joker or not ranks:
        return True
    return (len(ranks) == 1 and card.rank in ranks) or (len(suits) == 1 and card.suit in suits)

