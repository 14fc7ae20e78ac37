"""Precomputed tables of the meld solver, built once per rules value and cached.

See :mod:`game.engine.solver` for how the tables are used.  ``T[m]`` is the fewest
points of one suit's 13-bit mask ``m`` with runs only; ``W[k][m]`` the same with
at most ``k`` jokers; the set options say which cards of a rank may form sets.
"""
from __future__ import annotations

from dataclasses import fields

from .melds import MeldRules

_M13 = 0x1FFF
_M52 = (1 << 52) - 1
#: Multiply a one-bit rank mask by this to get that rank's bit in all four suits.
_SP4 = 1 | 1 << 13 | 1 << 26 | 1 << 39
_SEVEN = 1 << 6  # rank 7 is bit 6 of a suit mask

def ranks_in_suits(m: int, n: int) -> int:
    """The ranks (13-bit mask) of the 52-bit mask ``m`` held in at least ``n`` suits (0 for n > 4)."""
    a = m & _M13
    b = m >> 13 & _M13
    c = m >> 26 & _M13
    d = m >> 39 & _M13
    if n <= 1:
        return a | b | c | d
    if n == 2:
        return (a & b) | (c & d) | ((a | b) & (c | d))
    if n == 3:
        return (a & b & (c | d)) | (c & d & (a | b))
    if n == 4:
        return a & b & c & d
    return 0


# --------------------------------------------------------------------------
# tables per rules value

def _gap_table(ace: str) -> list:
    """``gap[m]``: jokers needed to make the ranks of 13-bit mask ``m`` one run.

    Mirrors ``melds._run_fits`` (size limits are checked separately).
    ``gap[0]`` is ``None``.
    """
    gap: list = [None] * 8192
    for m in range(1, 8192):
        ranks = [r + 1 for r in range(13) if m >> r & 1]
        n = len(ranks)
        if ace == "cyclic":
            if n == 1:
                gap[m] = 0
                continue
            gaps = [ranks[i + 1] - ranks[i] for i in range(n - 1)]
            gaps.append(ranks[0] + 13 - ranks[-1])
            gap[m] = (13 - max(gaps) + 1) - n
            continue
        low = ranks[-1] - ranks[0] + 1 - n
        high_ranks = sorted(14 if r == 1 else r for r in ranks)
        high = high_ranks[-1] - high_ranks[0] + 1 - n
        if ace == "low":
            gap[m] = low
        elif ace == "high":
            gap[m] = high
        else:  # both: either option
            gap[m] = min(low, high)
    return gap


_GAPS: dict[str, list] = {}


def _gaps(ace: str) -> list:
    g = _GAPS.get(ace)
    if g is None:
        g = _GAPS[ace] = _gap_table(ace)
    return g


class _Tables:
    """Everything the solver precomputes for one rules value."""

    def __init__(self, rules: MeldRules) -> None:
        self.rules = rules
        vals = tuple(rules.values)
        self.v0 = vals[0]
        self.vb = [vals[r + 1] for r in range(13)]
        self.no_melds = rules.max_jokers < 0  # classify refuses everything then
        self.short = short = bool(rules.short_sevens)
        self.hi_run = min(13, rules.max_run)
        gap = self.gap = _gaps(rules.ace)

        # ---- runs without jokers: T[mask] and the choice that achieves it
        run0 = bytearray(8192)  # runs (and lone sevens) with no joker
        if not self.no_melds:
            for m in range(1, 8192):
                if gap[m] == 0 and self._run_ok(m, m.bit_count(), 0):
                    run0[m] = 1
        self.run0 = run0
        self._runlist: list | None = None
        self._w: list[list[int]] = []   # W[k][mask]: runs with <= k jokers
        self._cw: list[list[int]] = []  # choice: run mask | jokers << 13, 0 = leave
        self._build_level()
        self.T = self._w[0]
        self.CH = self._cw[0]

        # ---- sets without jokers, one deck: which sizes can be covered
        allowed = set()
        if not self.no_melds:
            allowed = {n for n in (2, 3, 4) if rules.min_set <= n <= rules.max_set}
        split: dict[int, tuple[int, ...]] = {0: ()}
        for k in range(1, 5):
            for part in sorted(allowed, reverse=True):
                if k - part in split:
                    split[k] = split[k - part] + (part,)
                    break
        self.split = split
        coverable = [k for k in range(1, 5) if k in split]
        self.kmin = min(coverable) if coverable else 0
        # ranks that may need a set: all, or all but seven under short sevens
        self.rank_filter = _M13 & ~_SEVEN if short else _M13
        optd: dict[int, tuple[int, ...]] = {}
        for r in range(13):
            for p in range(1, 16):
                col = sum(1 << (13 * s + r) for s in range(4) if p >> s & 1)
                opts = []
                for q in range(15, 0, -1):
                    if q & p == q and q.bit_count() in split:
                        opts.append(sum(1 << (13 * s + r) for s in range(4) if q >> s & 1))
                opts.append(0)
                optd[col] = tuple(opts)
        self.optd = optd

        # ---- one deck with jokers: built on first use
        self._jopts: dict[int, tuple] = {}   # column of one rank -> set options
        self._feas: list | None = None       # [is7][n] -> {jokers: group sizes}
        self._jneed = 0                      # fewest naturals of a rank in a set option

        # ---- two packs, sets of distinct suits: built on first use
        self._feas2: list | None = None      # [is7] -> {suit counts code: {jokers: split}}
        self._opts2: dict[int, tuple] = {}   # column of one rank, both layers -> set options
        self._need2: list[int] | None = None  # [jokers] -> fewest distinct suits in a set
        self.c2: dict[int, int] = {}         # one suit's two-layer run costs, see solver_two_packs

        # ---- general path (jokers, several decks): built on first use
        self._runs_for: dict[int, list] = {}
        self._setj: dict[tuple[int, bool], tuple[int, ...]] = {}
        self._layout: dict[tuple[int, int], tuple[int, ...]] = {}
        self.known_suit_runs: dict[int, tuple[tuple[tuple[int, ...], ...], int]] = {}
        self.plain_pieces: tuple | None = None  # solver_plain's remembered pieces, made on first use

    # -- meld size rules, mirroring classify --------------------------------
    def _run_ok(self, m: int, n_nat: int, j: int) -> bool:
        """Natural ranks ``m`` (one suit) plus ``j`` jokers make a run/seven."""
        rules = self.rules
        if j > rules.max_jokers or n_nat == 0:
            return False
        total = n_nat + j
        short7 = self.short and j == 0 and bool(m & _SEVEN)
        if total == 1:
            return short7
        if not (total >= rules.min_run or short7):
            return False
        return total <= self.hi_run and self.gap[m] <= j

    def set_js(self, n_nat: int, is7: bool) -> tuple[int, ...]:
        """Joker counts that make a valid set with ``n_nat`` naturals of one rank."""
        key = (n_nat, is7)
        js = self._setj.get(key)
        if js is None:
            rules = self.rules
            out = []
            for j in range(0, max(rules.max_jokers, -1) + 1):
                n = n_nat + j
                short7 = self.short and is7 and j == 0
                if n == 1:
                    ok = short7
                else:
                    ok = (rules.min_set <= n <= rules.max_set) or (short7 and n <= rules.max_set)
                if ok:
                    out.append(j)
            js = self._setj[key] = tuple(out)
        return js

    def runs_for(self, avail: int, jcap: int) -> list:
        """Runs in one suit using the lowest rank of ``avail``, other ranks
        from ``avail``, at most ``jcap`` jokers: list of ``(mask, jokers...)``."""
        key = avail | jcap << 13
        lst = self._runs_for.get(key)
        if lst is None:
            if self._runlist is None:
                self._build_runlist()
            b = (avail & -avail).bit_length() - 1
            lst = []
            for m, js in self._runlist[b]:
                if m & avail == m and js[0] <= jcap:
                    lst.append((m, tuple(j for j in js if j <= jcap)))
            self._runs_for[key] = lst
        return lst

    def _build_runlist(self) -> None:
        mj = min(self.rules.max_jokers, 13)
        by_low: list[list] = [[] for _ in range(13)]
        if not self.no_melds:
            for m in range(1, 8192):
                n = m.bit_count()
                js = tuple(j for j in range(max(self.gap[m], 0), mj + 1) if self._run_ok(m, n, j))
                if js:
                    by_low[(m & -m).bit_length() - 1].append((m, js))
            for lst in by_low:
                lst.sort(key=lambda e: -e[0].bit_count())
        self._runlist = by_low

    # -- one deck with jokers ---------------------------------------------
    def wtables(self, k: int) -> list[list[int]]:
        """``W[0..k]``: ``W[i][mask]`` is the fewest points of one suit's cards
        using runs holding at most ``i`` jokers in all, each joker melded
        counting ``-v0`` (so that adding ``v0 * jokers`` gives the total)."""
        while len(self._w) <= k:
            self._build_level()
        return self._w

    def _build_level(self) -> None:
        """Append ``W[k]`` and its choices for the next ``k`` (0 first).

        Runs holding jokers are pushed from each run to every mask holding it
        (they only read the finished tables of fewer jokers); then each mask,
        in increasing order, pulls leaving its lowest card or a joker-free run
        of it, found by scanning the block of set bits from the lowest card.
        """
        W, CW = self._w, self._cw
        k = len(W)
        vb, v0, run0 = self.vb, self.v0, self.run0
        Wk = [0] * 8192
        Ck = [0] * 8192
        pushed: list = [None] * 8192
        if k:
            if self._runlist is None:
                self._build_runlist()
            for b, entries in enumerate(self._runlist):
                above = 8191 & ~((2 << b) - 1)
                for rm, js in entries:
                    jjs = [jj for jj in js if 1 <= jj <= k]
                    if not jjs:
                        continue
                    free = above & ~rm
                    for jj in jjs:
                        prev = W[k - jj]
                        credit = v0 * jj
                        code = rm | jj << 13
                        sub = free
                        while True:
                            v = prev[sub] - credit
                            m = rm | sub
                            cur = pushed[m]
                            if cur is None or v < cur:
                                pushed[m] = v
                                Ck[m] = code
                            if not sub:
                                break
                            sub = (sub - 1) & free
        wraps = self.rules.ace != "low"
        for m in range(1, 8192):
            low = m & -m
            b = low.bit_length() - 1
            best = Wk[m ^ low] + vb[b]
            ch = 0
            p = pushed[m]
            if p is not None and p <= best:
                best = p
                ch = Ck[m]
            x = m >> b
            t = (~x & (x + 1)).bit_length() - 1  # cards in a row from the lowest
            for ln in range(t, 0, -1):
                w = ((1 << ln) - 1) << b
                if run0[w]:
                    v = Wk[m ^ w]
                    if v < best or (v == best and ch == 0):
                        best = v
                        ch = w
            if wraps and b == 0 and m >> 12:
                # runs through the ace and the king: bits 0..e and s..12
                top = 12  # bits top..12 are all in m
                while top > 2 and m >> (top - 1) & 1:
                    top -= 1
                for e in range(min(t, 12)):
                    lowpart = (2 << e) - 1
                    for st in range(12, max(top, e + 2) - 1, -1):
                        w = lowpart | (8191 & ~((1 << st) - 1))
                        if run0[w]:
                            v = Wk[m ^ w]
                            if v < best or (v == best and ch == 0):
                                best = v
                                ch = w
            Wk[m] = best
            Ck[m] = ch
        W.append(Wk)
        CW.append(Ck)

    def set_feas(self) -> list:
        """``feas[is7][n]``: ``{jokers: ((naturals, jokers), ...)}`` for every way
        ``n`` naturals of one rank (one deck, n <= 4) and that many jokers can be
        split into valid sets; the value is one such split."""
        if self._feas is None:
            feas = []
            for is7 in (False, True):
                groups = [(g, j) for g in range(1, 5) for j in self.set_js(g, is7) if j <= _JMAX]
                reach: dict[tuple[int, int], tuple] = {(0, 0): ()}
                todo = [(0, 0)]
                while todo:
                    n, jj = todo.pop()
                    for g, j in groups:
                        key = (n + g, jj + j)
                        if key[0] <= 4 and key[1] <= _JMAX and key not in reach:
                            reach[key] = reach[(n, jj)] + ((g, j),)
                            todo.append(key)
                by_n: list[dict[int, tuple]] = [{} for _ in range(5)]
                for (n, jj), split in sorted(reach.items()):
                    if n:
                        by_n[n][jj] = split
                feas.append(by_n)
            self._feas = feas
            need = 5
            for is7 in (False, True):
                for n in range(1, 5):
                    for jj in feas[is7][n]:
                        if not (jj == 0 and is7 and self.short):
                            need = min(need, n)
            self._jneed = need
        return self._feas

    def joker_opts(self, col: int) -> tuple:
        """Set options for one rank whose cards are the bits of ``col``:
        ``((removed mask, jokers), ...)`` sorted by jokers, "no set" first."""
        opts = self._jopts.get(col)
        if opts is None:
            feas = self.set_feas()
            low = col & -col
            r = (low.bit_length() - 1) % 13
            is7 = r == 6
            p = sum(1 << s for s in range(4) if col >> (13 * s + r) & 1)
            out = [(0, 0)]
            for q in range(15, 0, -1):
                if q & p != q:
                    continue
                for jj in feas[is7][q.bit_count()]:
                    if jj == 0 and is7 and self.short:
                        continue  # lone sevens in the run tables do this
                    out.append((sum(1 << (13 * s + r) for s in range(4) if q >> s & 1), jj))
            out.sort(key=lambda e: e[1])
            opts = self._jopts[col] = tuple(out)
        return opts

    # -- two packs (each face at most twice), sets of distinct suits -------
    def feas2(self) -> list:
        """``feas2[is7][code]``: ``{jokers: ((suits mask, jokers), ...)}`` for every way cards of one
        rank, ``code`` = sum of count(suit) * 3**suit (each count 0-2), and that many jokers split
        into valid sets of distinct suits (a suit held twice lies in two sets); one split each."""
        if self._feas2 is None:
            feas = []
            for is7 in (False, True):
                groups = [(q, j) for q in range(1, 16) for j in self.set_js(q.bit_count(), is7) if j <= _JMAX]
                reach: dict[tuple[int, int], tuple] = {(0, 0): ()}
                todo = [(0, 0)]
                while todo:
                    code, jj = todo.pop()
                    counts = [code // 3 ** s % 3 for s in range(4)]
                    for q, j in groups:
                        if jj + j > _JMAX or any(q >> s & 1 and counts[s] == 2 for s in range(4)):
                            continue
                        key = (code + sum(3 ** s for s in range(4) if q >> s & 1), jj + j)
                        if key not in reach:
                            reach[key] = reach[(code, jj)] + ((q, j),)
                            todo.append(key)
                by_code: dict[int, dict[int, tuple]] = {}
                for (code, jj), split in sorted(reach.items()):
                    if code:
                        by_code.setdefault(code, {})[jj] = split
                feas.append(by_code)
            self._feas2 = feas
        return self._feas2

    def need2(self) -> list[int]:
        """``need2[J]``: fewest distinct suits of a rank that make a set with at most ``J`` jokers
        (5: none), for ``J`` up to ``_JMAX``."""
        if self._need2 is None:
            self._need2 = [min([n for n in range(1, 5) for j in self.set_js(n, False) if j <= J], default=5)
                           for J in range(_JMAX + 1)]
        return self._need2

    def opts2(self, col: int, r: int) -> tuple:
        """Set options for rank ``r`` whose cards are the bits of ``col`` (a two-layer column:
        bit ``13 * suit + r`` for a first copy, 52 above it for a second):
        ``((xor mask, jokers, split), ...)`` sorted by jokers, "no set" first."""
        opts = self._opts2.get(col)
        if opts is None:
            feas = self.feas2()[r == 6]
            cnt = [(col >> (13 * s + r) & 1) + (col >> (52 + 13 * s + r) & 1) for s in range(4)]
            out = [(0, 0, ())]
            for t0 in range(cnt[0] + 1):
                for t1 in range(cnt[1] + 1):
                    for t2 in range(cnt[2] + 1):
                        for t3 in range(cnt[3] + 1):
                            code = t0 + 3 * t1 + 9 * t2 + 27 * t3
                            ways = feas.get(code)
                            if not ways:
                                continue
                            left = [cnt[0] - t0, cnt[1] - t1, cnt[2] - t2, cnt[3] - t3]
                            new = 0
                            for s, n in enumerate(left):
                                if n:
                                    new |= 1 << (13 * s + r)
                                if n == 2:
                                    new |= 1 << (52 + 13 * s + r)
                            for jj, split in ways.items():
                                if jj == 0 and r == 6 and self.short:
                                    continue  # lone sevens in the run costs do this
                                out.append((col ^ new, jj, split))
            out.sort(key=lambda e: e[1])
            opts = self._opts2[col] = tuple(out)
        return opts

    def suit_runs(self, sm: int) -> tuple[tuple[tuple[int, ...], ...], int]:
        """The runs without jokers that the best choice lays from the cards of one suit in the 13-bit
        mask ``sm`` (each in run order, as rank bits), and the mask of the cards it leaves; remembered,
        since a suit has only 8192 masks and ``best_partition`` asks for four of them a call."""
        out = self.known_suit_runs.get(sm)
        if out is None:
            runs, left, rest, CH = [], 0, sm, self.CH
            while rest:
                w = CH[rest]
                if w:
                    runs.append(self.layout(w, 0))
                    rest ^= w
                else:
                    low = rest & -rest
                    left |= low
                    rest ^= low
            out = self.known_suit_runs[sm] = (tuple(runs), left)
        return out

    def layout(self, m: int, nj: int) -> tuple[int, ...]:
        """Order of a run: rank bits (0..12) and -1 for each joker."""
        key = (m, nj)
        out = self._layout.get(key)
        if out is None:
            out = self._layout[key] = _layout(m, nj, self.rules.ace)
        return out


def _layout(m: int, nj: int, ace: str) -> tuple[int, ...]:
    ranks = [r for r in range(13) if m >> r & 1]  # 0 = ace
    if ace == "cyclic":
        if len(ranks) > 1:
            gaps = [(ranks[(i + 1) % len(ranks)] - ranks[i]) % 13 for i in range(len(ranks))]
            start = ranks[(gaps.index(max(gaps)) + 1) % len(ranks)]
        else:
            start = ranks[0]
        seq: list[int] = []
        left = len(ranks)
        r = start
        while left:
            if m >> r & 1:
                seq.append(r)
                left -= 1
            else:
                seq.append(-1)
            r = (r + 1) % 13
        seq.extend([-1] * (nj - seq.count(-1)))
        return tuple(seq)
    low_pos = [r + 1 for r in ranks]
    high_pos = sorted(14 if p == 1 else p for p in low_pos)
    gap_low = low_pos[-1] - low_pos[0] + 1 - len(ranks)
    if ace == "low" or (ace == "both" and gap_low <= nj):
        pos, top = low_pos, 13
    else:
        pos, top = high_pos, 14
    seq = []
    for p in range(pos[0], pos[-1] + 1):
        seq.append((p - 1) % 13 if p in pos else -1)
    extra = nj - seq.count(-1)
    after = max(0, min(extra, top - pos[-1]))
    return tuple([-1] * (extra - after) + seq + [-1] * after)


#: Hands from one deck with at most this many jokers use the table path.
_JMAX = 4

_BY_RULES: dict[tuple, _Tables] = {}
_BY_ID: dict[int, tuple[MeldRules, _Tables]] = {}


def _tables(rules: MeldRules) -> _Tables:
    """The cached tables for ``rules`` (built on first use)."""
    hit = _BY_ID.get(id(rules))
    if hit is not None and hit[0] is rules:
        return hit[1]
    if not isinstance(rules, MeldRules):
        raise TypeError(f"rules must be a MeldRules, not {type(rules).__name__}")
    # a key of plain values: equal rules share tables, and ``values`` given
    # as a list (which makes the rules object unhashable) still works
    key = tuple(tuple(v) if isinstance(v, list) else v
                for v in (getattr(rules, f.name) for f in fields(rules)))
    tb = _BY_RULES.get(key)
    if tb is None:
        if len(_BY_RULES) >= 128:  # about 0.3-1 MB each; forget the oldest
            del _BY_RULES[next(iter(_BY_RULES))]
        tb = _BY_RULES[key] = _Tables(rules)
    if len(_BY_ID) >= 256:
        _BY_ID.clear()
    _BY_ID[id(rules)] = (rules, tb)  # keeps ``rules`` alive, so the id stays unique
    return tb


def set_ranks(a: int, b: int, c: int, d: int, tb: "_Tables") -> int:
    """Bits of the ranks held in enough suits to make a set (the only choices the search makes); ``a``
    to ``d``: the hand's ranks in each suit as 13-bit masks."""
    k = tb.kmin
    if k == 3:
        need = (a & b & (c | d)) | (c & d & (a | b))
    elif k == 2:
        need = (a & b) | (c & d) | ((a | b) & (c | d))
    elif k == 4:
        need = a & b & c & d
    else:
        need = 0
    return need & tb.rank_filter
