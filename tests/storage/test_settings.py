"""Settings: defaults, validation, round trip, repair field by field, migration, fuzzing."""
from __future__ import annotations

import dataclasses
import json
import string
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from game.storage import settings as sm
from game.storage.paths import Paths
from game.storage.settings import Settings, load_settings, save_settings

CHANGED = dict(window_width=1920, window_height=1080, fullscreen=True, animation_speed=2.0,
               think_scale=0.0, claim_window=3.5, sound=False, volume=0.25, four_colour=True,
               card_back="red-lattice", player_name="Min-jun", default_game="hoola",
               default_options={"claims": "priority", "knock_limit": "5/10/15/21"},
               opponents=("random", "random"))


def read(path: Path):
    return json.loads(path.read_text("utf-8"))


def write(path: Path, data) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), "utf-8")


# --------------------------------------------------------------------------- the value
def test_defaults_are_valid_and_listed_in_the_file():
    s = Settings()
    assert s.players == 4 and s.window_size == (1280, 720)
    assert set(s.to_dict()) == set(sm.CHECKS) == set(sm.LABELS)


def test_settings_are_frozen():
    s = Settings()
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.volume = 0.1  # type: ignore[misc]
    with pytest.raises(TypeError):
        s.default_options["claims"] = "priority"  # type: ignore[index]


def test_settings_can_be_compared_and_hashed():
    assert Settings(**CHANGED) == Settings(**CHANGED) != Settings()
    assert len({Settings(**CHANGED), Settings(**CHANGED), Settings()}) == 2


def test_replace_checks_every_change():
    s = Settings().replace(**CHANGED)
    assert s.opponents == ("random", "random") and s.default_options["claims"] == "priority"
    with pytest.raises(ValueError, match="volume must be a number from 0 to 1"):
        s.replace(volume=1.5)
    with pytest.raises(ValueError, match="there is no setting called loudness"):
        s.replace(loudness=3)
    with pytest.raises(ValueError, match="default game's options"):
        s.replace(default_options={"claims": "whenever"})
    with pytest.raises(ValueError, match="opponents"):
        s.replace(opponents=("random",) * 7)
    with pytest.raises(ValueError, match="default game must be one of"):
        s.replace(default_game="poker")
    with pytest.raises(ValueError, match="your name"):
        s.replace(player_name="   ")
    assert s.replace(player_name="  Ji   woo ").player_name == "Ji woo"


@pytest.mark.parametrize("name, value", [
    ("window_width", 100), ("window_width", True), ("window_height", 1e9), ("fullscreen", "yes"),
    ("animation_speed", float("nan")), ("think_scale", -1), ("claim_window", "2"), ("sound", 1),
    ("volume", None), ("four_colour", 0), ("card_back", "Red Back"), ("card_back", ""),
    ("player_name", "x" * 25), ("player_name", "bad\x00name"), ("default_game", 7),
    ("default_options", ["claims"]), ("opponents", []), ("opponents", "random"), ("opponents", ["Random!"]),
])
def test_bad_values_refused(name, value):
    with pytest.raises(ValueError):
        Settings(**{name: value})


def test_whole_floats_are_whole_numbers():
    assert Settings(window_width=1600.0).window_width == 1600  # type: ignore[arg-type]


# --------------------------------------------------------------------------- the file
def test_missing_file_gives_defaults_quietly(paths):
    assert load_settings(paths) == (Settings(), None)


def test_round_trip(paths):
    s = Settings().replace(**CHANGED)
    assert save_settings(paths, s) is None
    data = read(paths.settings_file)
    assert data["schema"] == sm.SCHEMA and data["opponents"] == ["random", "random"]
    assert load_settings(paths) == (s, None)


def test_settings_live_in_the_config_folder(tmp_path):
    p = Paths(tmp_path / "data", tmp_path / "config", "platform")
    save_settings(p, Settings(volume=0.5))
    assert (tmp_path / "config" / "settings.json").exists() and not (tmp_path / "data").exists()
    assert load_settings(p)[0].volume == 0.5


def test_one_bad_field_keeps_the_others(paths):
    good = Settings().replace(**CHANGED)
    data = {"schema": sm.SCHEMA, **good.to_dict(), "volume": "loud", "colour_scheme": "dark"}
    write(paths.settings_file, data)
    s, message = load_settings(paths)
    assert s == good.replace(volume=Settings().volume)
    assert "volume must be a number from 0 to 1, not 'loud'; using 0.8" in message
    assert '"colour_scheme": not a setting this version of Hoola knows; ignored' in message
    assert "The original file was kept as settings.json.bad." in message
    assert read(paths.settings_file.with_name("settings.json.bad")) == data      # nothing lost
    assert load_settings(paths) == (s, None)                                       # the repaired file was written


def test_missing_fields_take_defaults_and_say_so(paths):
    write(paths.settings_file, {"schema": sm.SCHEMA, "volume": 0.1})
    s, message = load_settings(paths)
    assert s == Settings(volume=0.1)
    assert "window width: missing; using 1280" in message


def test_options_of_another_game_are_dropped(paths):
    data = {"schema": sm.SCHEMA, **Settings().to_dict(), "default_options": {"no_such_option": True}}
    write(paths.settings_file, data)
    s, message = load_settings(paths)
    assert s.default_options == {} and "default game's options" in message and "no_such_option" in message


def test_unknown_game_falls_back_and_its_options_go_too(paths):
    data = {"schema": sm.SCHEMA, **Settings(**CHANGED).to_dict(), "default_game": "canasta"}
    write(paths.settings_file, data)
    s, message = load_settings(paths)
    assert s.default_game == "hoola"
    assert "default game must be one of" in message


@pytest.mark.parametrize("data, why", [
    ([1, 2, 3], "holds a list instead of Hoola's data"),
    ("settings", "holds text instead"),
    (None, "nothing (null)"),
    ({"volume": 0.5}, "no valid format number"),
    ({"schema": "1"}, "no valid format number"),
    ({"schema": 0}, "no valid format number"),
    ({"schema": True}, "no valid format number"),
    ({"schema": 99, "volume": 0.5}, "written by a newer version of Hoola (format 99"),
])
def test_unusable_files_are_set_aside(paths, data, why):
    write(paths.settings_file, data)
    s, message = load_settings(paths)
    assert s == Settings()
    assert why in message and "kept as settings.json.bad" in message and "default settings are used" in message
    assert read(paths.settings_file.with_name("settings.json.bad")) == data
    assert not paths.settings_file.exists()


def test_truncated_file(paths):
    save_settings(paths, Settings(**CHANGED))
    raw = paths.settings_file.read_bytes()
    paths.settings_file.write_bytes(raw[: len(raw) // 2])
    s, message = load_settings(paths)
    assert s == Settings()
    assert message == ("Your settings could not be read (it looks cut short); it was kept as settings.json.bad "
                       "and the default settings are used.")


def test_migration_chain_runs_in_order(paths, monkeypatch):
    """Format 1 -> 2 -> 3: each step sees the previous one's output."""
    def one_to_two(d):
        d["volume"] = d.pop("loudness") / 100
        return d

    def two_to_three(d):
        d["opponents"] = ["random"] * d.pop("bots")
        return d
    monkeypatch.setattr(sm, "SCHEMA", 3)
    monkeypatch.setattr(sm, "MIGRATIONS", {1: one_to_two, 2: two_to_three})
    old = {"schema": 1, **Settings().to_dict(), "loudness": 40, "bots": 2}
    del old["volume"], old["opponents"]
    write(paths.settings_file, old)
    s, message = load_settings(paths)
    assert message is None
    assert s.volume == 0.4 and s.opponents == ("random", "random")
    save_settings(paths, s)
    assert read(paths.settings_file)["schema"] == 3


def test_failed_migration_sets_the_file_aside(paths, monkeypatch):
    monkeypatch.setattr(sm, "SCHEMA", 2)
    monkeypatch.setattr(sm, "MIGRATIONS", {1: lambda d: d["no such key"]})
    write(paths.settings_file, {"schema": 1})
    s, message = load_settings(paths)
    assert s == Settings() and "could not be brought up to date from format 1" in message


def test_gap_in_the_chain(paths, monkeypatch):
    monkeypatch.setattr(sm, "SCHEMA", 3)
    monkeypatch.setattr(sm, "MIGRATIONS", {2: lambda d: d})
    write(paths.settings_file, {"schema": 1})
    assert "format 1 is too old" in load_settings(paths)[1]


def test_disk_refusing_a_save_is_a_message(paths, monkeypatch):
    save_settings(paths, Settings(volume=0.3))
    monkeypatch.setattr(sm.atomic.os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    message = save_settings(paths, Settings(volume=0.9))
    assert message == "Your settings could not be saved (No space left on device); they apply until Hoola closes."
    monkeypatch.undo()
    assert load_settings(paths) == (Settings(volume=0.3), None)


# --------------------------------------------------------------------------- fuzzing
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5),
    max_leaves=20)
FUZZ = hsettings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def fresh_paths(tmp_path) -> Paths:
    return Paths.under(tempfile.mkdtemp(dir=tmp_path))


def check_outcome(p: Paths, s, message, *, ok_without_message: bool) -> None:
    assert isinstance(s, Settings)
    if message is None:
        assert ok_without_message
    else:
        assert isinstance(message, str) and message.strip()
        if p.settings_file.with_name("settings.json.bad").exists():
            assert "settings.json.bad" in message
    # whatever happened, what is on disk now loads cleanly, or there is nothing
    s2, m2 = load_settings(p)
    assert m2 is None


@FUZZ
@given(raw=st.binary(max_size=300))
def test_fuzz_random_bytes(tmp_path, raw):
    p = fresh_paths(tmp_path)
    p.settings_file.write_bytes(raw)
    s, message = load_settings(p)
    check_outcome(p, s, message, ok_without_message=False)


@FUZZ
@given(data=json_values)
def test_fuzz_random_json(tmp_path, data):
    p = fresh_paths(tmp_path)
    write(p.settings_file, data)
    s, message = load_settings(p)
    check_outcome(p, s, message, ok_without_message=False)


field_values = st.fixed_dictionaries(
    {}, optional={name: json_values | st.just(v) for name, v in Settings(**CHANGED).to_dict().items()})


@FUZZ
@given(fields=field_values, extra=st.dictionaries(st.sampled_from(["colour", "fps", "lang"]), json_values, max_size=2))
def test_fuzz_wrong_types_and_missing_keys(tmp_path, fields, extra):
    p = fresh_paths(tmp_path)
    data = {"schema": sm.SCHEMA, **fields, **extra}
    write(p.settings_file, data)
    s, message = load_settings(p)
    check_outcome(p, s, message, ok_without_message=True)
    good = Settings(**CHANGED).to_dict()
    expected_ok = {k for k, v in fields.items() if type(v) is type(good[k]) and v == good[k]}
    if message is None:
        assert set(fields) == set(sm.CHECKS) and not extra
    else:
        for name in set(sm.CHECKS) - set(fields):
            assert f"{sm.LABELS[name]}: missing" in message          # says why, field by field
        for key in extra:
            assert f'"{key}": not a setting' in message
        assert read(p.settings_file.with_name("settings.json.bad")) == data
    for name in expected_ok - {"default_game", "default_options", "opponents"}:
        assert s.to_dict()[name] == fields[name]                       # good fields are kept


@FUZZ
@given(name=st.text(alphabet=string.printable + "한국어♠", max_size=30))
def test_fuzz_player_names(name):
    try:
        s = Settings(player_name=name)
    except ValueError as e:
        assert "your name" in str(e)
    else:
        assert 1 <= len(s.player_name) <= 24 and s.player_name == " ".join(name.split())


# --------------------------------------------------------------------------- one model, one range
def test_format_1_names_are_migrated_with_their_values(paths):
    old = {k: v for k, v in Settings(**CHANGED).to_dict().items() if k not in ("think_scale", "four_colour")}
    write(paths.settings_file, {"schema": 1, **old, "bot_think_scale": 2.5, "four_colour_deck": True})
    s, message = load_settings(paths)
    assert message is None
    assert (s.think_scale, s.four_colour) == (2.5, True)
    assert s == Settings(**CHANGED).replace(think_scale=2.5)


def test_format_1_names_in_a_format_2_file_are_not_settings(paths):
    write(paths.settings_file, {"schema": 2, **Settings().to_dict(), "bot_think_scale": 2.5})
    s, message = load_settings(paths)
    assert s.think_scale == Settings().think_scale
    assert '"bot_think_scale": not a setting this version of Hoola knows; ignored' in message


@pytest.mark.parametrize("name", sorted(sm.STEPS))
def test_every_step_the_screen_offers_is_inside_the_one_range(name):
    for value in sm.STEPS[name]:
        assert Settings().replace(**{name: value}) is not None
    if name in sm.RANGES:
        lo, hi = sm.RANGES[name]
        assert all(lo <= v <= hi for v in sm.STEPS[name])
        assert Settings().replace(**{name: lo}) and Settings().replace(**{name: hi})
        for outside in (lo - 0.01, hi + 0.01):
            with pytest.raises(ValueError, match=f"from {lo:g} to {hi:g}"):
                Settings().replace(**{name: outside})


def test_no_animation_is_kept_as_no_animation(paths):
    """The screen's 0 (cards jump) was stored as 4.0 by the old adapter: now it is kept as 0."""
    s = Settings().replace(animation_speed=0.0)
    save_settings(paths, s)
    assert load_settings(paths)[0].animation_speed == 0.0


def test_window_size_sets_both_fields():
    s = Settings().replace(window_size=(1600, 900))
    assert (s.window_width, s.window_height, s.window_size) == (1600, 900, (1600, 900))
    with pytest.raises(ValueError, match="window size must be a width and a height"):
        Settings().replace(window_size=1600)
    with pytest.raises(ValueError, match="window width"):
        Settings().replace(window_size=(100, 900))


def test_the_last_matchs_length_stake_and_target_are_kept_and_a_bad_one_repaired(tmp_path):
    """Format 3: the returning player set a match of 3 and found 10 the next evening. The last match's
    stake, length and target are kept with the last game; a format-2 file has none (no repair told);
    a wrong one takes the default and is told, the rest kept."""
    import json
    from game.storage.paths import Paths
    from game.storage.settings import Settings, load_settings, save_settings
    paths = Paths.under(tmp_path)
    kept = Settings(default_match={"stake": 5, "max_hands": 3, "target": None})
    assert save_settings(paths, kept) is None
    assert load_settings(paths) == (kept, None)
    data = json.loads(paths.settings_file.read_text(encoding="utf-8"))
    data["schema"] = 2
    del data["default_match"]
    paths.settings_file.write_text(json.dumps(data), encoding="utf-8")
    settings, problem = load_settings(paths)
    assert problem is None and settings.default_match == {} and settings.player_name == kept.player_name
    for bad in ({"stake": None}, {"max_hands": 0}, {"hands": 3}, [3], {"target": "500"}, {"stake": 10**400}):
        data["schema"] = 3
        data["default_match"] = bad
        paths.settings_file.write_text(json.dumps(data), encoding="utf-8")
        settings, problem = load_settings(paths)
        assert settings.default_match == {} and problem and "last match" in problem, (bad, problem)
