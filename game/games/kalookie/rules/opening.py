"""Kalookie's opening (K-4, K-14): the ``open`` action that lays the initial melds together, how it is
checked and found, and the ways a joker in it may be stated (K-3) for the screen to ask about."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from game.engine.actions import Action
from game.engine.cards import Card
from game.engine.melds import MeldRules, arrange_run, can_add, classify, find_melds, hand_points, may_join, natural_ranks_suits
from game.engine.solver import best_partition, min_points
from game.engine.state import declared_jokers
from .melds import RULES, meld_value

if TYPE_CHECKING:
    from game.engine.state import HandState

#: Openings listed for the bots at most (any other is still checked and allowed).
MAX_OPENINGS = 16
#: :meth:`KalookieOpening._meld_table`'s answers, by the hand, the rules, the options and the ask.
_TABLES: dict[tuple, tuple | None] = {}
#: :meth:`KalookieOpening._meld_rows`' answers, by the rules, the options and the ask, then by the meld.
_ROWS: dict[tuple, dict[tuple[Card, ...], tuple[tuple[dict, int], ...]]] = {}
#: A stand-in for the card kept back to discard, when openings are sought among chosen cards only.
_SPARE = Card(2, "C", 99)


class KalookieOpening:
    """The opening's hooks and helpers, mixed into :class:`~.kalookie.Kalookie`."""

    @staticmethod
    def _builds(action: Action) -> list[int] | None:
        """The table melds the opening's last cards are built on (``builds=2,5``), or None if unreadable."""
        text = action.get("builds")
        if not text:
            return []
        try:
            ids = [int(x) for x in text.split(",")]
        except ValueError:
            return None
        return ids if len(ids) <= len(action.cards) else None

    @classmethod
    def _groups(cls, action: Action) -> list[list[Card]] | None:
        builds = cls._builds(action)
        if builds is None:
            return None
        laid = len(action.cards) - len(builds)
        if laid == 0:
            return []
        text = action.get("groups") or str(laid)
        try:
            sizes = [int(x) for x in text.split(",")]
        except ValueError:
            return None
        if any(n < 1 for n in sizes) or sum(sizes) != laid:
            return None
        out, i = [], 0
        for n in sizes:
            out.append(list(action.cards[i:i + n]))
            i += n
        return out

    def refuse_open(self, state: "HandState", a: Action) -> str | None:
        seat = a.seat
        if seat != state.current or state.phase != "play":
            return "open with your initial meld in your turn, after drawing"
        if self.opened(state, seat):
            return "you have made your initial meld already: lay melds one at a time"
        groups = self._groups(a)
        if groups is None:
            return "say how the cards divide into melds (groups=3,4)"
        first = self._lay_first(state)
        if first and first[0] not in map(str, a.cards):
            return first[1]
        hand = state.hands[seat]
        missing = [c for c in a.cards if c not in hand]
        if missing:
            return f"{' '.join(map(str, missing))} not in hand"
        total = self._opening_total(state, a, groups)
        if isinstance(total, str):
            return total
        left = len(hand) - len(a.cards)
        kalookie = self._is_kalookie(state, a)
        if left < 1:
            return "keep a card to discard: calling up ends with a discard"
        if total < self.need(state) and not kalookie:
            return f"your initial meld counts {total}: it needs {self.need(state)} or more"
        return None

    def _is_kalookie(self, state: "HandState", a: Action) -> bool:
        """"Kalookie needs no 40" (K-12) waives it for every kalookie, builds included (K-8, K-16)."""
        left = len(state.hands[a.seat]) - len(a.cards)
        return left == 1 and not state.laid_any[a.seat] and bool(state.options.kalookie_free)

    def _opening_total(self, state: "HandState", a: Action, groups: list[list[Card]]) -> int | str:
        """What the opening ``a`` counts toward the initial meld (K-4, K-14: its new melds, each joker as
        the card it stands for, plus its builds where they count), or why its melds are refused."""
        declared = declared_jokers(a)
        total = 0
        for g in groups:
            mine = {j: declared[j] for j in g if j in declared}
            kind = self.meld_kind(state, g, mine)
            if kind is None:
                return f"{' '.join(map(str, g))} is not a meld"
            reason = self._joker_statement(g, declared, state.rules) or self.refuse_statement(state, g, mine)
            if reason:
                return reason
            ordered, stands = self.arrange(state, g, mine or None)
            total += meld_value(ordered, stands, state.options)
        builds = self._builds(a) or []
        if builds:
            built = self._opening_builds(state, a, groups, builds, kalookie=self._is_kalookie(state, a))
            if isinstance(built, str):
                return built
            total += built
        return total

    def opening_total(self, state: "HandState", a: Action) -> int | None:
        """What an ``open`` action counts toward the initial meld, builds included where they count
        (what the panel and the coach say of it: issue 25, a hinted opening with builds read "30 of 51");
        None when its melds or builds are refused."""
        groups = self._groups(a)
        if a.kind != "open" or groups is None:
            return None
        total = self._opening_total(state, a, groups)
        return None if isinstance(total, str) else total

    def play_value(self, state: "HandState", action: Action) -> int | None:
        return self.opening_total(state, action)

    def _opening_builds(self, state: "HandState", a: Action, groups: list[list[Card]],
                        builds: list[int], *, kalookie: bool = False) -> int | str:
        """K-14: the opening's builds on table melds, tried on a copy after its new melds: their points,
        or why they are refused.  A kalookie under "Kalookie needs no 40" lays its builds in the same
        action wherever builds do not count (K-16): their points then count for nothing."""
        counts = state.options.effective().builds_count
        if not counts and not kalookie:
            return "build on the table after your initial meld: builds do not count toward it here"
        if not groups:
            return "make at least one new meld of your own: builds count toward the initial meld only with one"
        cards = a.cards[len(a.cards) - len(builds):]
        trial = state.trial()
        declared = declared_jokers(a)
        for g in groups:
            mine = {j: declared[j] for j in g if j in declared}
            trial.place(a.seat, g, jokers=mine or None)
        trial.data.opened.append(a.seat)
        total = 0
        for card, target in zip(cards, builds):
            if card.is_joker:
                return "build only natural cards in your opening: a joker goes on the table after it"
            add = Action("add", a.seat, (card,), target)
            reason = trial.check(add)
            if reason:
                return f"{card} on that meld: {reason}"
            trial.apply(add)
            total += state.rules.values[card.rank]
        return total if counts else 0

    def _openings(self, state: "HandState", seat: int, hand: list[Card], limit: int = MAX_OPENINGS,
                  must: Card | None = None, ways: bool = False) -> list[Action]:
        """Some openings ``hand`` allows (largest first), each a checked ``open`` action; ``must``: only
        openings holding that card (Scarne's discard); ``ways``: the same cards grouped or stated
        otherwise count as another opening (else one each).  Where builds count (K-14), new melds short of the
        count are topped up with single cards built on the table."""
        need = self.need(state)
        rules = state.rules
        builds_count = state.options.effective().builds_count
        # "Kalookie needs no 40": an opening that lays every card but one, builds included, is a kalookie
        kalookie_ok = state.options.kalookie_free and not state.laid_any[seat]
        # where only new melds count, an opening's points are bounded by its cards' (see _meld_table)
        bounded = not builds_count and not kalookie_ok
        table = self._meld_table(state, hand, ways, need if bounded else 0)
        if table is None:
            return []
        melds, reach = table
        found: list[Action] = []
        seen: set = set()
        values = rules.values
        topped: dict = {}            # which cards fit which table melds, over this search (_top_up)

        def search(start: int, chosen: list, used: set, total: int) -> None:
            if len(found) >= limit:
                return
            built: list[tuple[Card, int]] = []
            kalookie = kalookie_ok and len(hand) - len(used) == 1
            if chosen and not kalookie:
                if total < need and builds_count:
                    built = self._top_up(state, hand, used, need - total, topped)
                elif kalookie_ok and not builds_count:          # a kalookie with builds (K-16)
                    built = self._kalookie_builds(state, seat, hand, chosen, used)
            if chosen and (total >= need or built or kalookie):
                cards = [c for m, _, _ in chosen for c in m]
                declared = {j: v for _, d, _ in chosen for j, v in d.items()}
                key = frozenset(cards)
                if ways:
                    key = (key, frozenset(frozenset(m) for m, _, _ in chosen), frozenset(declared.items()))
                if key not in seen and len(hand) - len(cards) - len(built) >= 1 and \
                        (must is None or must in cards or must in [c for c, _ in built]):
                    seen.add(key)
                    found.append(self._open_action(seat, chosen, built))
            # the melds from here on add at most their cards' points: a branch short of the count lists nothing
            if bounded and total + sum(values[c.rank] for c in reach[start] if c not in used) < need:
                return
            for i in range(start, len(melds)):
                m, d, v = melds[i]
                if used.isdisjoint(m):
                    search(i + 1, chosen + [(m, d, v)], used | set(m), total + v)
                    if len(found) >= limit:
                        return
        search(0, [], set(), 0)
        return found

    def _meld_table(self, state: "HandState", hand: list[Card], ways: bool,
                    need: int) -> tuple[list, list[frozenset[Card]]] | None:
        """The melds an opening of ``hand`` is made of, ``(cards, statement, points)`` each, the most
        points first and the solver's best partition before the rest, and for each place in that list
        the cards the melds from there on hold (what a branch of the search may still add).  None when
        ``need`` is given and no opening can reach it: a meld counts at most what its cards cost in hand
        (a joker in hand costs more than any card it stands for), so no opening counts more than the
        hand's points less the fewest it can be left with.  Remembered by the hand as given, the rules
        and the options: the same hand is asked again (whether a taken card opens, then the turn's
        list, a play-out's turn)."""
        rules, opts = state.rules, state.options
        try:
            key = (tuple(hand), rules, opts, ways, need)
            got = _TABLES.get(key, False)
        except TypeError:            # options or rules that do not hash: not remembered
            key, got = None, False
        if got is not False:
            return got
        table = None
        if not need or hand_points(hand, rules) - min_points(hand, rules) >= need:
            melds = []
            rows_of: dict = {}                 # remembered by rules and options that hash
            if key is not None:
                rows_of = _ROWS.get((rules, opts, ways)) or {}
                if not rows_of or len(rows_of) > 20_000:
                    rows_of = _ROWS[(rules, opts, ways)] = {}
            for m in find_melds(hand, rules, min_size=3):
                rows = rows_of.get(m)
                if rows is None:
                    rows = rows_of[m] = self._meld_rows(state, m, ways)
                for declared, value in rows:
                    melds.append((m, declared, value))
            melds.sort(key=lambda t: (-t[2], -len(t[0])))
            # the solver's best partition first: the opening that lays the most points (a kalookie if all)
            best = [next((t for t in melds if frozenset(t[0]) == frozenset(m)), None)
                    for m in best_partition(hand, rules).melds]
            if best and all(t is not None for t in best):
                melds = [t for t in best if t is not None] + [t for t in melds if t not in best]
            reach: list[frozenset[Card]] = [frozenset()] * (len(melds) + 1)
            for i in range(len(melds) - 1, -1, -1):
                reach[i] = reach[i + 1] | frozenset(melds[i][0])
            table = (melds, reach)
        if key is not None:
            if len(_TABLES) > 4096:
                _TABLES.clear()
            _TABLES[key] = table
        return table

    def _meld_rows(self, state: "HandState", m: tuple[Card, ...], ways: bool) -> tuple[tuple[dict, int], ...]:
        """Each way the meld ``m`` may go into an opening, ``(statement, points)``: its jokers as the
        engine would lay them (``ways``: every statement K-3 allows).  The same melds come back turn
        after turn as a hand changes a card at a time, so :meth:`_meld_table` remembers these by meld."""
        rules, rows = state.rules, []
        for declared in self._statements(m, rules) if ways else [self._implied(m, rules)]:
            if declared is None or self._joker_statement(m, declared, rules):
                continue
            ordered, stands = self.arrange(state, m, declared or None)
            rows.append((declared, meld_value(ordered, stands, state.options)))
        return tuple(rows)

    def _top_up(self, state: "HandState", hand: list[Card], used: set, short: int,
                memo: dict | None = None) -> list[tuple[Card, int]]:
        """Single natural cards from ``hand`` (not in ``used``) that fit table melds, highest first, until
        ``short`` points are made up; empty if they cannot be (K-14's builds toward the opening).
        ``memo``: what is known of which cards fit which melds, kept by the caller over one search
        (the table does not change while the search tries its openings)."""
        values, got, total = state.rules.values, [], 0
        added: dict[int, list[Card]] = {}
        known = {} if memo is None else memo
        order = known.get(None)
        if order is None:
            order = known[None] = sorted((c for c in hand if not c.is_joker), key=lambda c: -values[c.rank])
        for c in order:
            if c in used:
                continue
            for m in state.melds:
                more = added.setdefault(m.id, [])
                if len(more) >= 2:
                    continue
                key = (m.id, c, *more)
                fits = known.get(key)
                if fits is None:
                    fits = known[key] = can_add(list(m.cards) + more, (c,), state.rules)   # remembered
                if fits:
                    got.append((c, m.id))
                    more.append(c)
                    total += values[c.rank]
                    break
            if total >= short:
                return got
        return []

    def _kalookie_builds(self, state: "HandState", seat: int, hand: list[Card], chosen: list,
                         used: set) -> list[tuple[Card, int]]:
        """Builds that lay every card of ``hand`` but one after the new melds ``chosen`` (a kalookie with
        builds, K-16), tried on a copy so every build is one the rules allow; empty if there are none."""
        rest = [c for c in hand if c not in used]
        if len(rest) < 2 or not state.melds:
            return []
        shapes = [natural_ranks_suits(m.cards) for m in state.melds]
        fits = [c for c in rest if not c.is_joker and any(may_join(c, r, s) for r, s in shapes)]
        if len(fits) < len(rest) - 1:
            return []
        trial = state.trial()
        if not all(c in trial.hands[seat] for m, _, _ in chosen for c in m):
            return []                                  # (the screen's stand-in card is in a meld)
        for m, declared, _ in chosen:
            trial.place(seat, m, jokers=declared or None)
        trial.data.opened.append(seat)
        got: list[tuple[Card, int]] = []
        progress = True
        while progress and len(got) < len(rest) - 1:
            progress = False
            for c in fits:
                if any(c == g for g, _ in got):
                    continue
                for m in trial.melds:
                    add = Action("add", seat, (c,), m.id)
                    if trial.check(add) is None:
                        trial.apply(add)
                        got.append((c, m.id))
                        progress = True
                        break
        return got if len(got) == len(rest) - 1 else []

    @staticmethod
    def _implied(cards: Sequence[Card], rules: MeldRules = RULES) -> dict[Card, str] | None:
        """What the jokers of a found meld stand for as the engine would lay them (stated in full)."""
        jokers = [c for c in cards if c.is_joker]
        if not jokers:
            return {}
        naturals = [c for c in cards if not c.is_joker]
        if not naturals:
            return {}                                # a set of jokers (K-15) stands for nothing
        got = arrange_run(cards, rules) if classify(cards, rules) == "run" else None
        if got is not None:
            return {j: got[1][j] for j in jokers if j in got[1]} if all(j in got[1] for j in jokers) else None
        if naturals and all(c.rank == naturals[0].rank for c in naturals):
            free = [s for s in "SHDC" if s not in {c.suit for c in naturals}]
            if len(free) < len(jokers):
                return None
            rank = "A23456789TJQK"[naturals[0].rank - 1]
            return {j: rank + s for j, s in zip(sorted(jokers), free)}
        return None

    @staticmethod
    def _statements(cards: Sequence[Card], rules: MeldRules = RULES) -> list[dict[Card, str]]:
        """Every statement a meld may make (K-3): one for most melds, more for a run whose jokers
        may stand at either end (``JK JS QS KS``: the ten or the ace of spades), the implied one first."""
        first = KalookieOpening._implied(cards, rules)
        out = [first] if first is not None else []
        jokers = sorted(c for c in cards if c.is_joker)
        naturals = [c for c in cards if not c.is_joker]
        if not jokers or not naturals or len({c.suit for c in naturals}) != 1 or \
                len({c.rank for c in naturals}) != len(naturals):
            return out
        suit = naturals[0].suit
        for high in ((True, False) if rules.ace == "both" else (rules.ace != "low",)):
            low_end, high_end = (2, 14) if high else (1, 13)
            pos = sorted(14 if (c.rank == 1 and high) else c.rank for c in naturals)
            extra = len(jokers) - (pos[-1] - pos[0] + 1 - len(pos))
            for below in range(extra + 1) if extra >= 0 else ():
                start, end = pos[0] - below, pos[-1] + extra - below
                if start < low_end or end > high_end:
                    continue
                free = [p for p in range(start, end + 1) if p not in pos]
                stated = {j: "A23456789TJQKA"[p - 1] + suit for j, p in zip(jokers, free)}
                if stated not in out and arrange_run(cards, rules, stated) is not None:
                    out.append(stated)
        return out

    def toward_opening(self, state: "HandState", cards: Sequence[Card]) -> int:
        """K-4: how much of the initial meld ``cards`` make as new melds: the points of the melds the
        solver finds among them (each joker as the card it stands for), the most they leave laid.  The
        table shows it beside the count needed while a player has not opened ("31 of 40")."""
        total = 0
        for m in best_partition(list(cards), state.rules).melds:
            declared = self._implied(m, state.rules)
            ordered, stands = self.arrange(state, m, declared or None)
            total += meld_value(ordered, stands, state.options)
        return total

    def compose_play(self, state: "HandState", seat: int, cards: Sequence[Card]) -> Action | None:
        """The opening that lays exactly the selected ``cards`` as melds (for the screen)."""
        ways = self.compose_plays(state, seat, cards, limit=1)
        return ways[0] if ways else None

    def compose_plays(self, state: "HandState", seat: int, cards: Sequence[Card], limit: int = 8) -> list[Action]:
        """The openings that lay exactly ``cards``, each way once: grouped otherwise or with a joker
        stated otherwise (K-3), so the screen can ask which is meant."""
        if self.opened(state, seat):
            return []
        out: list[Action] = []
        wanted = sorted(cards)
        for a in self._openings(state, seat, list(cards) + [_SPARE], limit=400, ways=True):
            # exactly the selected cards: the spare (the card kept to discard) may stand in a meld of
            # an opening of the same size, and was offered as a 2♣ the player did not hold
            if len(a.cards) == len(cards) and sorted(a.cards) == wanted:
                out.append(a)
                if len(out) >= limit:
                    break
        if not out and state.options.effective().builds_count:
            way = self._with_builds(state, seat, list(cards))
            if way is not None:
                out.append(way)
        return out

    def _with_builds(self, state: "HandState", seat: int, cards: list[Card]) -> Action | None:
        """K-14: the opening that lays ``cards`` as the solver's new melds and builds every other one on
        the table (the listed openings stop building once the count is reached, so a player who selects
        more builds would find no way to lay them); None if they do not all go."""
        rules = state.rules
        melds = best_partition(cards, rules).melds
        chosen = [(list(m), self._implied(m, rules), 0) for m in melds]
        if not chosen or any(d is None for _, d, _ in chosen):
            return None
        used = {c for m, _, _ in chosen for c in m}
        rest = [c for c in cards if c not in used]
        built = self._kalookie_builds(state, seat, cards + [_SPARE], chosen, used) if rest else []
        if rest and len(built) != len(rest):
            return None
        way = self._open_action(seat, chosen, built)
        return way if self.opening_total(state, way) is not None else None

    @staticmethod
    def _open_action(seat: int, chosen: list, built: list[tuple[Card, int]]) -> Action:
        """The ``open`` action laying the new melds ``chosen`` ((cards, statement, value) each) with the
        builds ``built`` ((card, meld id) each): its groups, its jokers' statements and its builds."""
        laid = [c for m, _, _ in chosen for c in m]
        declared = {j: v for _, d, _ in chosen for j, v in (d or {}).items()}
        data = [("groups", ",".join(str(len(m)) for m, _, _ in chosen))]
        jokers = sorted(c for c in laid if c.is_joker)
        if any(j in declared for j in jokers):
            data.append(("joker", ",".join(declared.get(j, "") for j in jokers)))
        if built:
            data.append(("builds", ",".join(str(t) for _, t in built)))
        return Action("open", seat, tuple(laid) + tuple(c for c, _ in built), data=tuple(data))
