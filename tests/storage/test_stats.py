"""Statistics: booking hands from engine results, adding up over a match, the file, fuzzing."""
from __future__ import annotations

import copy
import json
import random
import sys
import tempfile
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from game.engine import Result
from game.storage import stats as sm
from game.storage.paths import Paths
from game.storage.schema import seal
from game.storage.stats import (Line, Stats, hand_id, load_stats, new_match_id, record_hand, reset_stats,
                                save_stats)

from .helpers import legal_all, match_with

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from test_toy_ruleset import ToyRummy  # noqa: E402


@pytest.fixture
def toy_game():
    """The toy rummy of the engine's tests, registered for one test (with whatever it declares)."""
    from game.engine.registry import scoped
    from game.engine.ruleset import register
    with scoped():
        yield register(ToyRummy()).name


def result(winners, reason="out", payments=None, perfect=False, knocker=None) -> Result:
    payments = payments or {0: Fraction(-1), 1: Fraction(1)}
    return Result(winners=tuple(winners), reason=reason, points={s: 0 for s in payments},
                  payments={s: Fraction(p) for s, p in payments.items()}, perfect=perfect, knocker=knocker)


# --------------------------------------------------------------------------- booking
def test_a_win_and_a_loss():
    s = Stats()
    record_hand(s, "hoola", "random", result([0], payments={0: 3, 1: -3}), 0, slaps_won=2, slaps_lost=1)
    record_hand(s, "hoola", "random", result([1], payments={0: Fraction(-3, 2), 1: Fraction(3, 2)}), 0)
    line = s.line("hoola", "random")
    assert (line.hands, line.wins, line.losses) == (2, 1, 1)
    assert (line.won, line.lost, line.net) == (3, Fraction(3, 2), Fraction(3, 2))
    assert (line.slaps_won, line.slaps_lost) == (2, 1)
    assert (line.streak, line.best_streak) == (0, 1)
    assert line.win_rate == 0.5


def test_stake_factor_multiplies_payments():
    s = Stats()
    record_hand(s, "hoola", "random", result([0], payments={0: 5, 1: -5}), 0, stake=4)
    assert s.line("hoola", "random").won == 20


def test_perfects_blasts_big_luck_count_only_the_players_wins():
    s = Stats()
    record_hand(s, "hoola", "x", result([0], perfect=True), 0)
    record_hand(s, "hoola", "x", result([1], perfect=True), 0)
    record_hand(s, "hoola", "x", result([0], reason="blast"), 0)
    record_hand(s, "hoola", "x", result([1], reason="blast"), 0)
    record_hand(s, "hoola", "x", result([0], reason="big_luck"), 0)
    line = s.line("hoola", "x")
    assert (line.count("perfects"), line.count("blasts"), line.count("big_lucks")) == (1, 1, 1)
    assert line.counts == {"perfects": 1, "blasts": 1, "big_lucks": 1}      # none kept at zero


def test_knocks_and_undercuts():
    s = Stats()
    record_hand(s, "hoola", "x", result([0], reason="knock", knocker=0), 0)      # knocked and won
    record_hand(s, "hoola", "x", result([1], reason="knock", knocker=0), 0)      # knocked, undercut
    record_hand(s, "hoola", "x", result([0], reason="knock", knocker=1), 0)      # undercut another's knock
    record_hand(s, "hoola", "x", result([1], reason="knock", knocker=1), 0)      # another knocked and won
    line = s.line("hoola", "x")
    assert (line.count("knocks"), line.count("knocks_undercut"), line.count("undercuts")) == (2, 1, 1)


def test_streaks():
    s = Stats()
    for w in [0, 0, 1, 0, 0, 0, 1, 0]:
        record_hand(s, "hoola", "x", result([w]), 0)
    line = s.line("hoola", "x")
    assert (line.streak, line.best_streak, line.wins) == (1, 3, 6)
    record_hand(s, "hoola", "x", result([], reason="stock", payments={0: 0, 1: 0}), 0)   # a void hand
    assert (line.streak, line.hands) == (1, 9)


def test_tied_winners_all_win():
    s = Stats()
    record_hand(s, "hoola", "x", result([0, 1], reason="stock", payments={0: 1, 1: 1, 2: -2}), 1)
    assert s.line("hoola", "x").wins == 1


def test_a_hand_is_never_booked_twice():
    s = Stats()
    mid = new_match_id()
    assert record_hand(s, "hoola", "x", result([0]), 0, hand_id=hand_id(mid, 0))
    assert not record_hand(s, "hoola", "x", result([0]), 0, hand_id=hand_id(mid, 0))
    assert record_hand(s, "hoola", "x", result([0]), 0, hand_id=hand_id(mid, 1))
    assert s.line("hoola", "x").hands == 2
    for i in range(2, 200):
        record_hand(s, "hoola", "x", result([0]), 0, hand_id=hand_id(mid, i))
    assert len(s.recent) == sm.RECENT_HANDS and s.recent[-1] == hand_id(mid, 199)


@pytest.mark.parametrize("kw", [dict(slaps_won=-1), dict(slaps_lost=True), dict(game="bad game!"), dict(level="")])
def test_bad_arguments(kw):
    args = dict(game="hoola", level="x")
    args.update({k: v for k, v in kw.items() if k in args})
    with pytest.raises(ValueError):
        record_hand(Stats(), args["game"], args["level"], result([0]), 0,
                    **{k: v for k, v in kw.items() if k not in args})


def test_levels_and_games_kept_apart_and_totalled():
    s = Stats()
    record_hand(s, "hoola", "random", result([0], payments={0: 2, 1: -2}), 0)
    record_hand(s, "hoola", "hard", result([1], payments={0: -1, 1: 1}), 0)
    record_hand(s, "seven-bridge", "random", result([0], payments={0: 5, 1: -5}), 0)
    assert s.games() == ["hoola", "seven-bridge"] and s.levels("hoola") == ["hard", "random"]
    assert s.total().hands == 3 and s.total().net == 6
    assert s.total("hoola").hands == 2 and s.total(level="random").wins == 2


def test_reset():
    s = Stats()
    for g, lv in [("hoola", "a"), ("hoola", "b"), ("seven-bridge", "a")]:
        record_hand(s, g, lv, result([0]), 0)
    s.reset("hoola", "a")
    assert s.levels("hoola") == ["b"]
    s.reset("hoola", "b")
    assert s.games() == ["seven-bridge"]
    s.reset("seven-bridge")
    assert s.games() == []
    record_hand(s, "hoola", "a", result([0]), 0)
    s.reset()
    assert s.total() == Line()


# --------------------------------------------------------------------------- a whole match
@pytest.mark.parametrize("seed, options", [(1, None), (2, {"double_after_perfect": True}), (3, {"claims": "priority"})])
def test_statistics_add_up_over_a_simulated_match(paths, seed, options):
    """Random legal play; each seat booked as if it were the player's.  Totals match the match's ledger."""
    m = match_with(seed=seed, max_hands=12, options=options)
    rng = random.Random(seed)
    per_seat = [Stats() for _ in range(m.players)]
    mid = new_match_id()
    slaps = [[0, 0] for _ in range(m.players)]
    while True:
        while m.hand.result is None:
            action = rng.choice(legal_all(m.hand))
            m.hand.apply(action)
            if action.kind == "claim":
                slaps[action.seat][0] += 1
        m.record_result()
        i = m.hands_played - 1
        for seat, s in enumerate(per_seat):
            assert record_hand(s, m.game, "random", m.hand.result, seat, slaps_won=slaps[seat][0],
                               stake=m.stakes[i], hand_id=hand_id(mid, i))
            assert not record_hand(s, m.game, "random", m.hand.result, seat, hand_id=hand_id(mid, i))
        slaps = [[0, 0] for _ in range(m.players)]
        if m.over:
            break
        m.next_hand()
    results = m.results
    assert len(results) == 12
    lines = [s.line("hoola", "random") for s in per_seat]
    for seat, line in enumerate(lines):
        assert line.hands == 12
        assert line.wins == sum(seat in r.winners for r in results)
        assert line.net == m.ledger[seat]                                  # stakes won minus lost = the ledger
        assert line.count("perfects") == sum(r.perfect and seat in r.winners for r in results)
        assert line.count("blasts") == sum(r.reason == "blast" and seat in r.winners for r in results)
        assert line.count("knocks") == sum(r.reason == "knock" and r.knocker == seat for r in results)
        streak = best = 0
        for r in results:
            streak = streak + 1 if seat in r.winners else 0
            best = max(best, streak)
        assert (line.streak, line.best_streak) == (streak, best)
    assert sum(line.net for line in lines) == 0                            # Hoola's stakes sum to zero
    assert sum(line.won for line in lines) == sum(line.lost for line in lines)
    assert sum(line.count("knocks") for line in lines) == sum(r.reason == "knock" for r in results)
    assert sum(line.count("undercuts") for line in lines) >= sum(line.count("knocks_undercut") for line in lines)
    assert sum(line.wins for line in lines) == sum(len(r.winners) for r in results)
    # and the file keeps them exactly
    for s in per_seat:
        save_stats(paths, s)
        again, message = load_stats(paths)
        assert message is None and again == s


@pytest.mark.parametrize("variant, seed", [("classic", 4), ("epic", 5)])
def test_r_10_r_11_house_rummys_own_numbers_add_up_over_a_match(variant, seed):
    """House Rummy counts the hands a player went out first (R-10), the bonus that earned (25 in Classic,
    the opponents' cards in Epic) and the cards laid in the player's space (R-11); over a random match
    each seat's numbers are the sums of its hands', and one seat at most goes out first in a hand."""
    from game.engine import new_match
    m = new_match("house-rummy", players=4, seed=seed, options={"variant": variant})
    rng = random.Random(seed)
    per_seat = [Stats() for _ in range(4)]
    results = []
    while not m.over:
        for _ in range(5000):
            if m.hand.result is not None:
                break
            m.hand.apply(rng.choice(legal_all(m.hand)))
        m.record_result()
        results.append(m.hand.result)
        for seat, st_ in enumerate(per_seat):
            record_hand(st_, "house-rummy", "random", m.hand.result, seat)
        if not m.over:
            m.next_hand()
    assert len(results) == 6 and any(r.details["first_out"] is not None for r in results)
    for seat, st_ in enumerate(per_seat):
        line = st_.line("house-rummy", "random")
        firsts = [r for r in results if r.details["first_out"] == seat]
        assert line.count("first_out") == len(firsts)
        assert line.count("first_out_bonus") == sum(r.details["bonus"] for r in firsts)
        assert line.count("cards_played") == sum(r.details["played_cards"][seat] for r in results)
    assert sum(s.line("house-rummy", "random").count("first_out") for s in per_seat) == \
        sum(r.details["first_out"] is not None for r in results)
    if variant == "classic":
        assert all(r.details["bonus"] == 25 for r in results if r.details["first_out"] is not None)


# --------------------------------------------------------------------------- the file
def busy_stats() -> Stats:
    s = Stats()
    record_hand(s, "hoola", "random", result([0], payments={0: Fraction(7, 4), 1: Fraction(-7, 4)}, perfect=True),
                0, slaps_won=1, hand_id="m/0")
    record_hand(s, "hoola", "random", result([1], reason="knock", knocker=0), 0, slaps_lost=2, hand_id="m/1")
    record_hand(s, "seven-bridge", "mixed", result([0], reason="blast"), 0)
    return s


def test_missing_file_is_empty_statistics(paths):
    assert load_stats(paths) == (Stats(), None)


def test_round_trip(paths):
    s = busy_stats()
    assert save_stats(paths, s) is None
    data = json.loads(paths.stats_file.read_text("utf-8"))
    assert data["schema"] == sm.SCHEMA and data["games"]["hoola"]["random"]["won"] == "7/4"
    assert load_stats(paths) == (s, None)


def test_reset_is_written_at_once(paths):
    s = busy_stats()
    save_stats(paths, s)
    assert reset_stats(paths, s, "hoola") is None
    assert load_stats(paths)[0].games() == ["seven-bridge"]
    reset_stats(paths, s)
    assert load_stats(paths)[0].total() == Line()


def write_raw(p: Paths, data) -> None:
    p.data_dir.mkdir(parents=True, exist_ok=True)
    p.stats_file.write_text(json.dumps(data), "utf-8")


def expect_set_aside(p: Paths, message, why=""):
    assert message is not None and why in message, message
    assert message.startswith("Your statistics could not be read (")
    assert message.endswith("and they start again from zero.")
    assert not p.stats_file.exists()
    assert any(x.name.endswith(".bad") for x in p.data_dir.iterdir())


def test_hand_edited_statistics_are_noticed(paths):
    save_stats(paths, busy_stats())
    data = json.loads(paths.stats_file.read_text("utf-8"))
    data["games"]["hoola"]["random"]["wins"] = 99
    write_raw(paths, data)
    s, message = load_stats(paths)
    assert s == Stats()
    expect_set_aside(paths, message, "edited by hand")
    assert json.loads(paths.data_dir.joinpath("stats.json.bad").read_text("utf-8")) == data


def test_newer_statistics_are_kept_not_read(paths):
    write_raw(paths, seal({"schema": sm.SCHEMA + 5, "games": {}, "recent": [], "new_thing": 1}))
    expect_set_aside(paths, load_stats(paths)[1], "newer version of Hoola")


def format_1_line(**numbers) -> dict:
    """A line as format 1 wrote it: Battle Hoola's six numbers on every line, whatever the game."""
    line = {"hands": 3, "wins": 1, "won": "2", "lost": "1", "perfects": 0, "blasts": 0, "big_lucks": 0,
            "knocks": 0, "knocks_undercut": 0, "undercuts": 0, "slaps_won": 0, "slaps_lost": 0, "streak": 0,
            "best_streak": 1}
    return {**line, **numbers}


def test_format_1_moves_the_games_own_numbers_into_its_counts(paths):
    write_raw(paths, seal({"schema": 1, "recent": [], "games": {
        "hoola": {"random": format_1_line(blasts=2, knocks=1, slaps_won=4)},
        "house-rummy": {"hard": format_1_line(perfects=1)}}}))
    s, message = load_stats(paths)
    assert message is None
    hoola = s.line("hoola", "random")
    assert hoola.counts == {"blasts": 2, "knocks": 1} and hoola.slaps_won == 4 and hoola.hands == 3
    # a number the game does not declare (today) is kept all the same, and written back
    assert s.line("house-rummy", "hard").counts == {"perfects": 1}
    save_stats(paths, s)
    data = json.loads(paths.stats_file.read_text("utf-8"))
    assert data["schema"] == 3 and data["games"]["hoola"]["random"]["counts"] == {"blasts": 2, "knocks": 1}
    assert "blasts" not in data["games"]["hoola"]["random"]
    assert load_stats(paths) == (s, None)


@pytest.mark.parametrize("line, why", [
    ({k: v for k, v in format_1_line().items() if k != "undercuts"}, "undercuts for hoola against random is not"),
    (format_1_line(blasts=-1), "blasts for hoola against random is not a count"),
    (format_1_line(counts={}), "could not be brought up to date from format 1"),
    (format_1_line(colour=1), "does not know (colour)"),
])
def test_a_wrong_format_1_line_is_still_refused(paths, line, why):
    write_raw(paths, seal({"schema": 1, "recent": [], "games": {"hoola": {"random": line}}}))
    s, message = load_stats(paths)
    assert s == Stats()
    expect_set_aside(paths, message, why)


def test_counts_a_later_version_wrote_are_kept(paths):
    """A game's count this version does not know (a later version's, or a game's own that is not
    loaded) is neither refused nor lost: it is kept, added up and written back."""
    s = busy_stats()
    s.line("hoola", "random").counts["comebacks"] = 3
    save_stats(paths, s)
    again, message = load_stats(paths)
    assert message is None and again.line("hoola", "random").count("comebacks") == 3
    record_hand(again, "hoola", "random", result([0], reason="blast"), 0)
    assert again.line("hoola", "random").counts == {"perfects": 1, "knocks": 1, "knocks_undercut": 1,
                                                    "comebacks": 3, "blasts": 1}
    assert again.total().count("comebacks") == 3


def test_older_statistics_are_migrated_step_by_step(paths, monkeypatch):
    """Format 1 goes to 2, to 3 (matches counted), then (a later version's own step) to 4: the steps run
    in order."""
    write_raw(paths, seal({"schema": 1, "recent": [], "games": {"hoola": {"random": format_1_line(perfects=2)}}}))

    def three_to_four(d):
        for by_level in d["games"].values():
            for line in by_level.values():
                line["counts"]["perfect_hands"] = line["counts"].pop("perfects")
        return d
    monkeypatch.setattr(sm, "SCHEMA", 4)
    monkeypatch.setattr(sm, "MIGRATIONS", {**sm.MIGRATIONS, 3: three_to_four})
    s, message = load_stats(paths)
    assert message is None and s.line("hoola", "random").counts == {"perfect_hands": 2}
    assert s.line("hoola", "random").matches == 0


# --------------------------------------------------------------------------- a game's own statistics
def test_a_game_without_statistics_of_its_own_books_only_the_shared_numbers(toy_game):
    s = Stats()
    record_hand(s, toy_game, "x", result([0], reason="knock", perfect=True, knocker=0), 0, slaps_won=1)
    record_hand(s, toy_game, "x", result([1], reason="blast"), 0)
    line = s.line(toy_game, "x")
    assert (line.hands, line.wins, line.slaps_won, line.best_streak) == (2, 1, 1, 1)
    assert line.counts == {}
    assert sm.stats_of(toy_game).counters == ()


def test_a_games_declared_counter_is_counted_and_kept(paths, toy_game):
    from game.engine.counters import Counter, register_stats
    register_stats(toy_game, Counter("raps", "Raps", lambda r, seat: r.reason == "rap" and seat in r.winners),
                   Counter("raps_beaten", "Raps beaten", lambda r, seat: r.reason == "rap" and r.knocker == seat
                           and seat not in r.winners))
    s = Stats()
    for winners, knocker in [([0], 0), ([0], 1), ([1], 0), ([1], 1)]:
        record_hand(s, toy_game, "x", result(winners, reason="rap", knocker=knocker), 0)
    record_hand(s, toy_game, "x", result([0]), 0)
    line = s.line(toy_game, "x")
    assert line.counts == {"raps": 2, "raps_beaten": 1} and line.hands == 5
    save_stats(paths, s)
    assert load_stats(paths) == (s, None)


def test_a_counter_that_counts_wrong_books_nothing(toy_game):
    from game.engine.counters import Counter, register_stats
    register_stats(toy_game, Counter("raps", "Raps", lambda r, seat: -1))
    s = Stats()
    with pytest.raises(ValueError, match="raps must count 0 or more"):
        record_hand(s, toy_game, "x", result([0]), 0, hand_id="m/0")
    assert s == Stats()
    with pytest.raises(ValueError, match="bad counter name"):
        register_stats(toy_game, Counter("Raps!", "Raps", lambda r, seat: 1))


@pytest.mark.parametrize("change, why", [
    (lambda d: d.pop("games"), "list of games is missing"),
    (lambda d: d.update(recent="m/0"), "recent hands"),
    (lambda d: d["games"]["hoola"].update(random=[]), "numbers for hoola against random are missing"),
    (lambda d: d["games"]["hoola"]["random"].update(wins=-1), "wins for hoola against random is not a count"),
    (lambda d: d["games"]["hoola"]["random"].update(hands=2.0), "hands for hoola against random is not a count"),
    (lambda d: d["games"]["hoola"]["random"].update(won=1.75), "won for hoola against random is not a number"),
    (lambda d: d["games"]["hoola"]["random"].update(lost="1/0"), "lost for hoola"),
    (lambda d: d["games"]["hoola"]["random"].update(lost="-3"), "lost for hoola"),
    (lambda d: d["games"]["hoola"]["random"].pop("slaps_won"), "slaps won for hoola"),
    (lambda d: d["games"]["hoola"]["random"].pop("counts"), "own numbers for hoola against random are missing"),
    (lambda d: d["games"]["hoola"]["random"].update(counts=[1]), "own numbers for hoola"),
    (lambda d: d["games"]["hoola"]["random"]["counts"].update(knocks=-1), "knocks for hoola against random is not"),
    (lambda d: d["games"]["hoola"]["random"]["counts"].update(knocks=True), "knocks for hoola against random is not"),
    (lambda d: d["games"]["hoola"]["random"]["counts"].update({"Big Luck!": 1}), "names a number for hoola"),
    (lambda d: d["games"]["hoola"]["random"].update(colour=1), "does not know (colour)"),
    (lambda d: d["games"]["hoola"]["random"].update(wins=5), "do not add up"),
    (lambda d: d["games"].update({"": {}}), "names a game that is not one"),
    (lambda d: d["games"]["hoola"].update({"a/b": {}}), "opponent level"),
])
def test_sealed_but_wrong_statistics_say_why(paths, change, why):
    save_stats(paths, busy_stats())
    data = json.loads(paths.stats_file.read_text("utf-8"))
    change(data)
    write_raw(paths, seal(data))
    s, message = load_stats(paths)
    assert s == Stats()
    expect_set_aside(paths, message, why)


def test_disk_refusing_is_a_message(paths, monkeypatch):
    save_stats(paths, busy_stats())
    monkeypatch.setattr(sm.atomic.os, "replace", lambda *a: (_ for _ in ()).throw(PermissionError(13, "Permission denied")))
    assert save_stats(paths, Stats()) == ("Your statistics could not be saved (Permission denied); "
                                          "the last hand may not be counted.")
    monkeypatch.undo()
    assert load_stats(paths) == (busy_stats(), None)


# --------------------------------------------------------------------------- fuzzing
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=15)
FUZZ = hsettings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
LINE_KEYS = sorted(Line().to_dict())
BASE = sm.stats_payload(busy_stats())


def fresh(tmp_path) -> Paths:
    return Paths.under(tempfile.mkdtemp(dir=tmp_path))


def check_load(p: Paths) -> None:
    s, message = load_stats(p)
    assert isinstance(s, Stats)
    if message is not None:
        expect_set_aside(p, message)
        assert s == Stats()
    # what loaded writes back and reads again the same
    save_stats(p, s)
    assert load_stats(p) == (s, None)


@FUZZ
@given(raw=st.binary(max_size=300))
def test_fuzz_random_bytes(tmp_path, raw):
    p = fresh(tmp_path)
    p.stats_file.write_bytes(raw)
    check_load(p)


@FUZZ
@given(data=json_values, sealed=st.booleans())
def test_fuzz_random_json(tmp_path, data, sealed):
    p = fresh(tmp_path)
    if sealed and isinstance(data, dict):
        data = seal(dict(data, schema=1))
    write_raw(p, data)
    check_load(p)


@FUZZ
@given(line=st.dictionaries(st.sampled_from(LINE_KEYS), json_values | st.integers(0, 5), max_size=4),
       drop=st.lists(st.sampled_from(LINE_KEYS), max_size=2),
       top=st.dictionaries(st.sampled_from(["games", "recent", "schema"]), json_values, max_size=1))
def test_fuzz_wrong_types_and_missing_keys(tmp_path, line, drop, top):
    data = copy.deepcopy(BASE)
    target = data["games"]["hoola"]["random"]
    target.update(line)
    for key in drop:
        target.pop(key, None)
    data.update(top)
    p = fresh(tmp_path)
    write_raw(p, seal(data))
    check_load(p)


def test_a_match_played_to_its_end_is_booked_once_and_a_format_2_file_has_none(paths):
    """Format 3: the returning player found every hand counted and no match. A match is booked once (its
    summary shown again books nothing), won when the player's side is among its winners; a format-2 file
    reads with no match, and a line with more matches won than played is refused."""
    from game.storage.stats import record_match
    s = busy_stats()
    assert record_match(s, "hoola", "random", True, match_id="m1")
    assert not record_match(s, "hoola", "random", True, match_id="m1")
    assert record_match(s, "hoola", "random", False, match_id="m2")
    line = s.line("hoola", "random")
    assert (line.matches, line.match_wins) == (2, 1) and s.total().matches == 2
    save_stats(paths, s)
    assert load_stats(paths) == (s, None)
    data = json.loads(paths.stats_file.read_text("utf-8"))
    for by_level in data["games"].values():
        for numbers in by_level.values():
            del numbers["matches"], numbers["match_wins"]
    data.pop("check", None)
    write_raw(paths, seal({**data, "schema": 2}))
    again, message = load_stats(paths)
    assert message is None and again.line("hoola", "random").matches == 0
    assert again.line("hoola", "random").hands == line.hands
    data["games"]["hoola"]["random"].update(matches=1, match_wins=2)
    write_raw(paths, seal({**data, "schema": 3}))
    expect_set_aside(paths, load_stats(paths)[1], "do not add up")
    with pytest.raises(ValueError):
        record_match(s, "Hoola!", "random", True)
