"""Atomic writes survive interruption at any step; the safe loader never crashes and sets bad files aside."""
from __future__ import annotations

import json
import os
import time

import pytest

from game.storage import atomic

OLD = {"version": "old", "numbers": list(range(50))}
NEW = {"version": "new", "numbers": list(range(100, 400)), "text": "♠♥♦♣"}


def files_in(folder):
    return sorted(p.name for p in folder.iterdir())


# --------------------------------------------------------------------------- writing
def test_round_trip_and_folder_made(tmp_path):
    path = tmp_path / "deep" / "er" / "f.json"
    atomic.write_json(path, NEW)
    assert json.loads(path.read_text("utf-8")) == NEW
    assert atomic.load_json(path, what="file", fallback="x") == (NEW, None)
    assert files_in(path.parent) == ["f.json"]          # no temporary file left


def test_overwrite_replaces_whole_content(tmp_path):
    path = tmp_path / "f.json"
    atomic.write_json(path, NEW)
    atomic.write_json(path, OLD)
    assert json.loads(path.read_text("utf-8")) == OLD


@pytest.mark.parametrize("bad", [{"x": float("nan")}, {"x": float("inf")}, {"x": object()}, {1j: 2}])
def test_unwritable_data_refused_before_the_disk_is_touched(tmp_path, bad):
    path = tmp_path / "f.json"
    atomic.write_json(path, OLD)
    with pytest.raises((TypeError, ValueError)):
        atomic.write_json(path, bad)
    assert json.loads(path.read_text("utf-8")) == OLD
    assert files_in(tmp_path) == ["f.json"]


STEPS = ["write", "fsync", "close", "replace"]


class Crash(Exception):
    pass


def crashing_os(monkeypatch, fail_at: int, exc: BaseException):
    """Make the ``fail_at``-th call (from 1) to os.write/fsync/close/replace raise ``exc``; return the log."""
    log: list[str] = []
    for name in STEPS:
        real = getattr(os, name)

        def fake(*args, _name=name, _real=real):
            log.append(_name)
            if len(log) == fail_at:
                if _name == "write":          # a torn write: half the bytes reach the temporary file first
                    fd, data = args
                    _real(fd, bytes(data[: max(1, len(data) // 2)]))
                raise exc
            return _real(*args)
        monkeypatch.setattr(os, name, fake)
    return log


@pytest.mark.parametrize("exc", [OSError(28, "No space left on device"), KeyboardInterrupt(), Crash()])
def test_write_interrupted_at_every_step_leaves_the_old_file(tmp_path, monkeypatch, exc):
    """Fail each os call of a write in turn: the name holds the old or the new file, whole, never a mix."""
    path = tmp_path / "f.json"
    atomic.write_json(path, OLD)
    fail_at = 1
    seen_steps = set()
    while True:
        with monkeypatch.context() as m:
            log = crashing_os(m, fail_at, exc)
            try:
                atomic.write_json(path, NEW)
                finished = True
            except BaseException as e:  # noqa: BLE001
                assert e is exc
                finished = False
        if finished:
            break
        failed = log[fail_at - 1]
        seen_steps.add(failed)
        data, problem = atomic.load_json(path, what="file", fallback="x")
        assert problem is None
        replaced = "replace" in log[:fail_at - 1]          # the rename happened before the failure
        assert data == (NEW if replaced else OLD), (fail_at, log)
        assert files_in(tmp_path) == ["f.json"], (fail_at, log)      # the temporary file was removed
        atomic.write_json(path, OLD)                                  # start each round from the old file
        fail_at += 1
    assert seen_steps == set(STEPS)
    assert json.loads(path.read_text("utf-8")) == NEW


def test_folder_fsync_failing_after_the_replace_keeps_the_new_file(tmp_path, monkeypatch):
    path = tmp_path / "f.json"
    atomic.write_json(path, OLD)
    real_fsync, calls = os.fsync, []

    def fsync(fd):
        calls.append(fd)
        if len(calls) == 2:                   # the folder's fsync
            raise OSError(22, "Invalid argument")
        return real_fsync(fd)
    monkeypatch.setattr(os, "fsync", fsync)
    atomic.write_json(path, NEW)
    assert len(calls) == (1 if os.name == "nt" else 2)
    assert json.loads(path.read_text("utf-8")) == NEW


def test_killed_writer_leaves_a_temp_file_that_is_ignored_then_cleaned(tmp_path, monkeypatch):
    """A process killed mid-write cannot clean up: its temporary file must not matter.  (Writers of
    Kalookie and House Rummy saves really killed with SIGKILL mid-write: test_killed_mid_write.py.)"""
    path = tmp_path / "f.json"
    atomic.write_json(path, OLD)
    with monkeypatch.context() as m:
        m.setattr(os, "replace", lambda *a: (_ for _ in ()).throw(Crash()))
        m.setattr(os, "unlink", lambda *a: (_ for _ in ()).throw(OSError("killed before cleanup")))
        with pytest.raises(Crash):
            atomic.write_json(path, NEW)
    temps = [p for p in tmp_path.iterdir() if p.name != "f.json"]
    assert len(temps) == 1 and temps[0].name.startswith(".f.json.") and temps[0].name.endswith(".tmp")
    assert atomic.load_json(path, what="file", fallback="x") == (OLD, None)
    assert temps[0].exists()                                  # too fresh: perhaps another writer's
    old = time.time() - 3600
    os.utime(temps[0], (old, old))
    assert atomic.load_json(path, what="file", fallback="x") == (OLD, None)
    assert files_in(tmp_path) == ["f.json"]


def test_remove_file_is_quiet_when_missing(tmp_path):
    atomic.remove_file(tmp_path / "none.json")
    path = tmp_path / "f.json"
    atomic.write_json(path, OLD)
    atomic.remove_file(path)
    assert not path.exists()


# --------------------------------------------------------------------------- reading
def test_missing_file_is_no_problem(tmp_path):
    assert atomic.load_json(tmp_path / "none.json", what="file", fallback="x") == (None, None)


@pytest.mark.parametrize("content, why", [
    (b"", "it is empty"),
    (b"  \n\t ", "it is empty"),
    (b'{"a": [1, 2', "cut short"),
    (b'{"a": "half a str', "cut short"),
    (b'{"a": 1', "cut short"),
    (b"{", "cut short"),
    (b'{"a": 1} trailing', "not valid JSON"),
    (b"not json at all", "not valid JSON"),
    (b"\x00\x00\x00\x00", "zero bytes"),
    (b"\xff\xfe\x00garbage", "not text"),
    (b'{"a": NaN}', "NaN"),
    (b"[" * 100000 + b"]" * 100000, "nested too deeply"),
    (b'{"a": 1' + b"0" * 5000 + b"}", "damaged"),
])
def test_bad_files_are_set_aside_with_a_reason(tmp_path, content, why):
    path = tmp_path / "save.json"
    path.write_bytes(content)
    data, message = atomic.load_json(path, what="saved game", fallback="a new game will start")
    assert data is None
    assert why in message
    assert message.startswith("Your saved game could not be read (")
    assert message.endswith("it was kept as save.json.bad and a new game will start.")
    assert not path.exists()
    assert (tmp_path / "save.json.bad").read_bytes() == content


def test_a_folder_in_the_files_place(tmp_path):
    path = tmp_path / "save.json"
    path.mkdir()
    data, message = atomic.load_json(path, what="saved game", fallback="a new game will start")
    assert data is None and "folder" in message


def test_earlier_bad_files_are_never_overwritten(tmp_path):
    path = tmp_path / "save.json"
    names = []
    for i in range(4):
        path.write_bytes(f"broken {i}".encode())
        _, message = atomic.load_json(path, what="saved game", fallback="x")
        names.append(message.split("kept as ")[1].split(" and")[0])
    assert names == ["save.json.bad", "save.json.2.bad", "save.json.3.bad", "save.json.4.bad"]
    for i, name in enumerate(names):
        assert (tmp_path / name).read_bytes() == f"broken {i}".encode()


def test_when_renaming_fails_the_file_is_copied_aside(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    path.write_bytes(b"broken")
    monkeypatch.setattr(os, "rename", lambda *a: (_ for _ in ()).throw(PermissionError(13, "Permission denied")))
    _, message = atomic.load_json(path, what="saved game", fallback="x")
    assert "kept as save.json.bad" in message
    assert (tmp_path / "save.json.bad").read_bytes() == b"broken"


def test_when_nothing_can_be_kept_the_player_is_warned(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    path.write_bytes(b"broken")
    monkeypatch.setattr(os, "rename", lambda *a: (_ for _ in ()).throw(PermissionError(13, "Permission denied")))
    monkeypatch.setattr(atomic.shutil, "copyfile", lambda *a: (_ for _ in ()).throw(OSError(28, "No space")))
    _, message = atomic.load_json(path, what="saved game", fallback="a new game will start")
    assert "could not be moved aside (Permission denied)" in message
    assert "may be replaced" in message


@pytest.mark.parametrize("content", [b'{"a": tr', b'{"a": [true, fals', b'{"a": nu'])
def test_a_word_cut_off_at_the_end_reads_as_cut_short(tmp_path, content):
    from game.storage.atomic import describe_decode_error
    import json
    text = content.decode()
    with pytest.raises(ValueError) as err:
        json.loads(text)
    assert describe_decode_error(text, err.value) == "it looks cut short"
