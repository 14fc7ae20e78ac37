"""Autosave and Continue: the resumed match is the saved one, exactly; bad saves are set aside."""
from __future__ import annotations

import copy
import json
import random
import tempfile

import pytest
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from game.engine import Match, games
from game.storage import saves
from game.storage.paths import Paths
from game.storage.saves import (clear_match, has_saved_match, load_match, rng_state_from_json,
                                rng_state_to_json, save_match)
from game.storage.schema import seal

from .helpers import legal_all, match_with, next_hand, play, seats_for


def assert_same(a: Match, b: Match) -> None:
    """Same cards, same turn, same claim window, same ledger, same next legal actions for every seat."""
    assert b.hand.snapshot() == a.hand.snapshot()
    for seat in range(a.players):
        assert b.hand.legal_actions(seat) == a.hand.legal_actions(seat)
        assert b.hand.view(seat) == a.hand.view(seat)
    assert b.ledger == a.ledger
    assert [r.summary() for r in b.results] == [r.summary() for r in a.results]
    assert (b.hands_played, b.dealer, b.stake_factor, b.stakes) == (a.hands_played, a.dealer, a.stake_factor, a.stakes)
    assert b.hand.rng.getstate() == a.hand.rng.getstate()
    assert b.to_record() == a.to_record()


def assert_same_future(a: Match, b: Match, seed: int, actions: int = 300) -> None:
    """Playing on with the same choices gives the same match (hands dealt later included)."""
    ra, rb = random.Random(seed), random.Random(seed)
    for _ in range(actions):
        for m, r in ((a, ra), (b, rb)):
            if m.hand.result is None:
                m.hand.apply(r.choice(legal_all(m.hand)))
            elif not m.over:
                next_hand(m, r)
        assert_same(a, b)


def save_and_load(paths: Paths, m: Match, seats=None):
    seats = seats_for(m.players) if seats is None else seats
    assert save_match(paths, m, seats, {"match_id": "abc"}) is None
    saved, message = load_match(paths)
    assert message is None and saved is not None
    assert saved.seats == seats and saved.extra == {"match_id": "abc"}
    return saved


def find(game: str, until, *, players: int = 4, options=None, max_hands=None, seeds=range(1, 200)):
    """A match (and the seed that reached it) played at random until ``until`` holds."""
    for seed in seeds:
        m = match_with(game, players=players, seed=seed, options=options, max_hands=max_hands)
        if play(m, random.Random(seed), until):
            return m, seed
    pytest.fail("no seed reached the wanted position")


SITUATIONS = {
    "start of the match": dict(until=lambda m: True),
    "mid-hand, after drawing": dict(until=lambda m: m.hand.phase == "play" and len(m.hand.record) > 6),
    "battle claim window open": dict(until=lambda m: m.hand.window is not None and len(m.hand.record) > 4),
    "priority claim window, a seat has passed": dict(
        options={"claims": "priority", "direction": "clockwise"},
        until=lambda m: m.hand.window is not None and bool(m.hand.window.passed or m.hand.window.pending)),
    "hand over, not yet booked": dict(max_hands=3, until=lambda m: m.hand.result is not None and m.hands_played == 0),
    "hand over and booked": dict(max_hands=3, until=lambda m: m.hand.result is not None and not m.over),
    "third hand, mid claim window": dict(
        until=lambda m: m.hand.window is not None and len(m.results) == 2 and m.hand.result is None),
    "five players, mid-hand": dict(players=5, until=lambda m: len(m.hand.record) > 20),
    "perfect doubles the next stake": dict(
        options={"double_after_perfect": True},
        until=lambda m: m.stake_factor > 1 and m.hand.result is None and len(m.hand.record) > 2,
        seeds=range(1, 400)),
}


@pytest.mark.parametrize("name", list(SITUATIONS))
def test_resume_gives_the_same_match(paths, name):
    kw = dict(SITUATIONS[name])
    m, seed = find("hoola", **kw)
    saved = save_and_load(paths, m)
    assert not saved.finished
    assert_same(m, saved.match)
    assert_same_future(m, saved.match, seed)


def test_resume_mid_claim_window_lets_the_same_claims_in(paths):
    m, seed = find("hoola", until=lambda m: m.hand.window is not None and any(
        a.kind == "claim" for a in legal_all(m.hand)))
    resumed = save_and_load(paths, m).match
    claims = [a for a in legal_all(m.hand) if a.kind == "claim"]
    assert claims and claims == [a for a in legal_all(resumed.hand) if a.kind == "claim"]
    for match in (m, resumed):                                # the claim race goes the same way after resuming
        match.hand.apply(claims[0])
    assert_same(m, resumed)


@pytest.mark.parametrize("game", games())
def test_every_game_resumes_mid_hand(paths, game):
    m, seed = find(game, until=lambda m: len(m.hand.record) > 10)
    resumed = save_and_load(paths, m).match
    assert_same(m, resumed)
    assert_same_future(m, resumed, seed, actions=100)


def test_autosave_after_every_action_always_resumes(paths):
    m = match_with(seed=11, max_hands=2)
    rng = random.Random(11)
    seats = seats_for(4)
    while not m.over:
        if m.hand.result is not None:
            m.next_hand()
        else:
            m.hand.apply(rng.choice(legal_all(m.hand)))
        save_match(paths, m, seats)
        if m.over:
            break
        assert_same(m, load_match(paths)[0].match)
    assert not paths.save_file.exists()                       # a finished match clears its save
    assert load_match(paths) == (None, None)


def test_bot_generators_resume_where_they_were(paths):
    m = match_with(seed=3)
    bots = [random.Random(i) for i in range(3)]
    for b in bots:
        for _ in range(10):
            b.random()
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "random", "seed": i,
                                    "rng_state": rng_state_to_json(b.getstate())} for i, b in enumerate(bots)]
    saved = save_and_load(paths, m, seats)
    for bot, seat in zip(bots, saved.seats[1:]):
        again = random.Random()
        again.setstate(rng_state_from_json(seat["rng_state"]))
        assert [again.random() for _ in range(5)] == [bot.random() for _ in range(5)]


@pytest.mark.parametrize("state", [None, [], [3, [1, 2], None], "x", [3, list(range(625)), "gauss"], [1, 2, 3, 4]])
def test_rng_state_checked(state):
    with pytest.raises(ValueError, match="not a random generator state"):
        rng_state_from_json(state)


def test_a_finished_match_clears_the_save(paths):
    m, _ = find("hoola", max_hands=1, until=lambda m: m.hand.result is not None)
    save_match(paths, match_with(seed=1), seats_for(4))
    assert has_saved_match(paths)
    assert save_match(paths, m, seats_for(4)) is None
    assert not has_saved_match(paths) and list(paths.data_dir.iterdir()) == []


def test_a_save_of_a_finished_match_still_loads(paths):
    """If the game stopped between the last action and clearing the save, the end can still be shown."""
    m, _ = find("hoola", max_hands=1, until=lambda m: m.hand.result is not None)
    m.record_result()                                         # (books the hand, as save_match would)
    assert m.over
    paths.data_dir.mkdir(parents=True)
    paths.save_file.write_text(json.dumps(saves.save_payload(m, seats_for(4))))
    saved, message = load_match(paths)
    assert message is None and saved.finished
    assert_same(m, saved.match)


def test_clear_match_when_there_is_none(paths):
    assert clear_match(paths) is None
    assert not has_saved_match(paths)


@pytest.mark.parametrize("seats, extra", [
    ([{"kind": "human"}] * 3, None), ([{"kind": "robot"}] * 4, None), ([{"kind": "bot"}] * 4, None),
    ("human", None), (seats_for(4), ["not", "a", "dict"]),
])
def test_bad_seats_are_a_programming_error(paths, seats, extra):
    with pytest.raises(ValueError, match="cannot save"):
        save_match(paths, match_with(), seats, extra)
    assert not has_saved_match(paths)


def test_disk_full_keeps_the_previous_save(paths, monkeypatch):
    m = match_with(seed=5)
    save_match(paths, m, seats_for(4))
    before = paths.save_file.read_bytes()
    play(m, random.Random(5), lambda m: len(m.hand.record) > 5)
    real_write = saves.atomic.os.write
    monkeypatch.setattr(saves.atomic.os, "write",
                        lambda fd, b: real_write(fd, b[:10]) and (_ for _ in ()).throw(OSError(28, "No space left on device")))
    message = save_match(paths, m, seats_for(4))
    assert message == "The game could not be saved (No space left on device); play on, but it may not resume from here."
    monkeypatch.undo()
    assert paths.save_file.read_bytes() == before
    assert load_match(paths)[0].match.hand.snapshot() == match_with(seed=5).hand.snapshot()


# --------------------------------------------------------------------------- bad saves
def valid_payload(seed: int = 7) -> dict:
    m, _ = find("hoola", seeds=[seed], until=lambda m: len(m.hand.record) > 8)
    return saves.save_payload(m, seats_for(4))


def write_raw(p: Paths, data) -> None:
    p.data_dir.mkdir(parents=True, exist_ok=True)
    p.save_file.write_text(json.dumps(data), "utf-8")


def expect_set_aside(p: Paths, message: str | None, why: str = "") -> None:
    assert message is not None and why in message, message
    assert message.startswith("Your saved game could not be read (")
    assert message.endswith("and a new game will start.")
    assert not p.save_file.exists()
    assert any(x.name.startswith("save.json") and x.name.endswith(".bad") for x in p.data_dir.iterdir())


def test_truncated_save_message(paths):
    write_raw(paths, valid_payload())
    raw = paths.save_file.read_bytes()
    paths.save_file.write_bytes(raw[:-20])
    saved, message = load_match(paths)
    assert saved is None
    assert message == ("Your saved game could not be read (it looks cut short); it was kept as save.json.bad "
                       "and a new game will start.")
    assert paths.save_file.with_name("save.json.bad").read_bytes() == raw[:-20]


def test_hand_edited_save_is_noticed(paths):
    data = valid_payload()
    data["match"]["seed"] += 1
    write_raw(paths, data)
    saved, message = load_match(paths)
    assert saved is None
    expect_set_aside(paths, message, "edited by hand")


def test_save_that_does_not_replay(paths):
    data = valid_payload()
    data["match"]["hands"][-1].append("3 knock")
    write_raw(paths, seal(data))
    saved, message = load_match(paths)
    assert saved is None
    expect_set_aside(paths, message, "its moves could not be replayed")


def test_newer_save_is_kept_not_read(paths):
    data = valid_payload()
    data["schema"] = saves.SCHEMA + 1
    write_raw(paths, seal(data))
    expect_set_aside(paths, load_match(paths)[1], "written by a newer version of Hoola")


def test_older_save_is_migrated(paths, monkeypatch):
    data = valid_payload()
    old = dict(data, schema=1, players_list=data["seats"])
    del old["seats"]
    write_raw(paths, seal(old))

    def one_to_two(d):
        d["seats"] = d.pop("players_list")
        return d
    monkeypatch.setattr(saves, "SCHEMA", 2)
    monkeypatch.setattr(saves, "MIGRATIONS", {1: one_to_two})
    saved, message = load_match(paths)
    assert message is None and saved.seats == data["seats"]


@pytest.mark.parametrize("change, why", [
    (lambda d: d.pop("match"), "the match in it is missing"),
    (lambda d: d["match"].pop("game"), "does not say which game"),
    (lambda d: d["match"].update(game="poker"), "could not be replayed"),
    (lambda d: d["match"].update(players="4"), "players is not a whole number"),
    (lambda d: d["match"].update(players=40), "could not be replayed"),
    (lambda d: d["match"].update(seed=None), "seed is not a whole number"),
    (lambda d: d["match"].update(target=2.5), "target is not a whole number"),
    (lambda d: d["match"].update(options=[]), "options are missing"),
    (lambda d: d["match"].update(options={"claims": "sometimes"}), "could not be replayed"),
    (lambda d: d["match"].update(hands=[]), "hands are missing"),
    (lambda d: d["match"]["hands"].append([1, 2]), "moves of hand 2 are not readable"),
    (lambda d: d["match"]["hands"][0].insert(0, "zero draw_stock"), "could not be replayed"),
    (lambda d: d.pop("seats"), "list of players is missing"),
    (lambda d: d["seats"].pop(), "names 3 players for a game of 4"),
    (lambda d: d["seats"][2].update(kind="alien"), "player 3 is neither"),
    (lambda d: d["seats"][2].pop("level"), "computer player 3 has no level"),
    (lambda d: d.update(extra=5), "extra data"),
])
def test_sealed_but_wrong_saves_say_why(paths, change, why):
    data = valid_payload()
    change(data)
    write_raw(paths, seal(data))
    saved, message = load_match(paths)
    assert saved is None
    expect_set_aside(paths, message, why)


# --------------------------------------------------------------------------- fuzzing
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=15)
FUZZ = hsettings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
BASE = valid_payload()
BASE_MATCH_KEYS = sorted(BASE["match"])
TOP_KEYS = sorted(k for k in BASE if k != "check")


def fresh(tmp_path) -> Paths:
    return Paths.under(tempfile.mkdtemp(dir=tmp_path))


def check_load(p: Paths):
    saved, message = load_match(p)
    if saved is None:
        assert message is not None
        expect_set_aside(p, message)
    else:
        assert message is None
        assert isinstance(saved.match, Match) and len(saved.seats) == saved.match.players
    return saved, message


@FUZZ
@given(raw=st.binary(max_size=400))
def test_fuzz_random_bytes(tmp_path, raw):
    p = fresh(tmp_path)
    p.save_file.write_bytes(raw)
    saved, _ = check_load(p)
    assert saved is None


@FUZZ
@given(data=json_values, sealed=st.booleans())
def test_fuzz_random_json(tmp_path, data, sealed):
    p = fresh(tmp_path)
    if sealed and isinstance(data, dict):
        data = seal(dict(data, schema=1))
    write_raw(p, data)
    saved, _ = check_load(p)
    assert saved is None


@FUZZ
@given(top=st.dictionaries(st.sampled_from(TOP_KEYS), st.none() | json_values, max_size=3),
       inner=st.dictionaries(st.sampled_from(BASE_MATCH_KEYS), st.none() | json_values, max_size=3),
       drop=st.lists(st.sampled_from(TOP_KEYS + ["match." + k for k in BASE_MATCH_KEYS]), max_size=2))
def test_fuzz_wrong_types_and_missing_keys(tmp_path, top, inner, drop):
    data = copy.deepcopy(BASE)
    data["match"].update(inner)
    data.update({k: v for k, v in top.items() if k != "match" or not inner})
    for key in drop:
        if key.startswith("match."):
            if isinstance(data.get("match"), dict):
                data["match"].pop(key[6:], None)
        else:
            data.pop(key, None)
    p = fresh(tmp_path)
    write_raw(p, seal(data))
    check_load(p)


@FUZZ
@given(hand=st.integers(0, 10), index=st.integers(0, 100), text=st.text(max_size=20) | st.sampled_from(
    ["0 draw_stock", "1 discard 7H", "2 claim 5H 5S 5D", "0 add 9S @3", "3 knock", "9 pass", "-1 meld"]))
def test_fuzz_edited_moves(tmp_path, hand, index, text):
    data = copy.deepcopy(BASE)
    hands = data["match"]["hands"]
    moves = hands[hand % len(hands)]
    moves.insert(index % (len(moves) + 1), text)
    p = fresh(tmp_path)
    write_raw(p, seal(data))
    check_load(p)
