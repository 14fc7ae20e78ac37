"""Killed mid-write (issue 29): separate processes save a Kalookie match in the middle of a pool and a
House Rummy turn with the table half rearranged, and are killed with SIGKILL at random points of the
write, 200 times each.  Afterwards the save on disk is the last whole one, it loads with nothing set
aside, and Continue plays the same hand on as the writer that was never killed.

(:mod:`test_atomic` fails every step of a write inside one process; here the process itself dies.)

Each writer is forked from the test at the position (the game is a :class:`Session`: the player at
seat 0, bots, the controller, the autosave after every action into its own folder) and plays on,
telling the test through a pipe after every save that finished.  Half the writers are killed from
inside one save: at a random call of the write (the temporary file's opening, a write -- then torn,
half its bytes written -- the flush to disk, the close, the rename, the folder's flush) or just after
it, before it could tell; the others at a random moment by the test.  A writer never killed, run once
first, gives every save's content and the hand played to its end.
"""
from __future__ import annotations

import json
import os
import random
import signal
import time
from pathlib import Path
from typing import Any, Callable

import pytest

from game.engine import Action
from game.storage import atomic
from game.ui.storage_adapter import StorageAdapter

from .continue_play import Table, continued, new_session

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the writers are forked processes")

KILLS = 200
#: the writers are killed within their first this many saves
SAVES = 8
#: the os calls a write makes (atomic.write_bytes: the temporary file, its bytes, the flush, the rename,
#: the folder's flush)
CALLS = ("open", "write", "fsync", "close", "replace")
_raw_write = os.write


# --------------------------------------------------------------------------- the positions
def kalookie_mid_pool() -> tuple[Any, Callable[[Any], Any] | None]:
    """The British game's fourth hand, twenty moves in: a pool of 25, one player bought back in."""
    session = new_session("kalookie", {}, "medium", 31, max_hands=None)
    table = Table(session, "medium")
    while not session.match.data.get("buy_ins"):
        table.play()
        question = session.controller.pending_decision()
        if question is not None and question.seat == 0:
            session.controller.decide("buy" if "buy" in question.choices else question.choices[0])
        assert not session.match.over
        session.next_hand()
    table.play(until=lambda t: t.actions() >= 20 and t.session.controller.next_due() is not None)
    match = session.match
    assert match.hands_played == 3 and match.pool == 25 and match.data["buy_ins"] == {"2": 1}
    assert match.hand.result is None
    return session, None


def _broken(state: Any) -> list[Any]:
    """The plays on the table that are not whole (House Rummy notes a whole play's kind)."""
    return [m for m in state.melds if m.data.get("kind") is None]


def _own_moves(state: Any) -> int:
    n = 0
    for a in reversed(state.record):
        if a.seat != state.current:
            break
        n += a.kind == "move"
    return n


def _moves(state: Any, onto: int | None) -> list[Action]:
    """Moves of one table card (onto play ``onto``, or to a new play of the player's) the engine takes."""
    out = []
    for m in state.melds:
        if m.id == onto:
            continue
        for card in m.cards:
            a = (Action("move", 0, (card,), onto) if onto is not None
                 else Action("move", 0, (card,), data=(("space", "0"),)))
            if state.check(a) is None:
                out.append(a)
    return sorted(out, key=str)


def rearranging(state: Any) -> Action | None:
    """The player on a half-rearranged table: two more cards dragged onto the newest broken play, then
    (with nothing the rules list left) the table is restored (the driver's U)."""
    if state.current != 0 or state.phase != "play" or not _broken(state) or _own_moves(state) >= 3:
        return None
    moves = _moves(state, _broken(state)[-1].id)
    return moves[0] if moves else None


def house_rummy_half_rearranged() -> tuple[Any, Callable[[Any], Any] | None]:
    """Classic House Rummy, a turn of the player's after the one it melded in: it draws and drags a
    table card to a new play."""
    session = new_session("house-rummy", {"variant": "classic"}, "medium", 1)
    table = Table(session, "medium")
    table.play(until=lambda t: t.state.current == 0 and t.state.phase == "play" and t.state.record[-1].seat == 0
               and t.state.record[-1].kind in ("draw_stock", "take_discard", "take_pile")   # melded before
               and t.session.controller.next_due() is None and bool(_moves(t.state, None)))
    assert table.state.result is None
    out = session.controller.submit(_moves(table.state, None)[0], table.now)
    assert out.ok and _broken(table.state)
    return session, rearranging


POSITIONS = {"kalookie": kalookie_mid_pool, "house-rummy": house_rummy_half_rearranged}


# --------------------------------------------------------------------------- the writer
def _tell(fd: int, **what: Any) -> None:
    _raw_write(fd, (json.dumps(what) + "\n").encode())


def _die(fd: int, calls: list[str], at: str) -> None:
    _tell(fd, killed=calls, at=at)
    os.kill(os.getpid(), signal.SIGKILL)


def _arm(fd: int, at: int, torn: bool) -> list[str]:
    """Make the ``at``-th os call of the write (from 0) kill the process (a write: half its bytes
    first, if ``torn``); the calls made are listed in what is returned."""
    calls: list[str] = []
    for name in CALLS:
        real = getattr(os, name)

        def call(*args: Any, _name: str = name, _real: Any = real) -> Any:
            if len(calls) == at:
                if _name == "write" and torn:
                    fd_, data = args
                    _real(fd_, bytes(data[:max(1, len(data) // 2)]))
                    _die(fd, calls, "a torn write")
                _die(fd, calls, f"before {_name}")
            calls.append(_name)
            return _real(*args)
        setattr(os, name, call)
    return calls


def writer(session: Any, player: Any, folder: Path, fd: int, plan: tuple[int, int, bool] | None,
           reference: bool) -> None:
    """Play on from the position, saving into ``folder`` after every action (in the forked process)."""
    storage = StorageAdapter(str(folder))
    session.storage = storage
    real_save = storage.save_match
    done = [0]
    t0 = time.monotonic()

    def save_match(*args: Any) -> None:
        n = done[0]
        calls = _arm(fd, plan[1], plan[2]) if plan is not None and plan[0] == n else None
        real_save(*args)
        if calls is not None:                   # the write had fewer calls: killed right after it
            _die(fd, calls, "after the write")
        assert not storage.messages, storage.messages
        if reference:
            (folder / f"ref-{n}.json").write_bytes((folder / "save.json").read_bytes())
        _tell(fd, saved=n, at=time.monotonic() - t0)
        done[0] += 1
    storage.save_match = save_match
    table = Table(session, "medium", player=player)
    table.play()
    if reference:
        (folder / "ref-end.json").write_text(json.dumps({"log": table.log, "result": table.result()}))
    _tell(fd, end=done[0])


def fork_writer(session: Any, player: Any, folder: Path, plan: tuple[int, int, bool] | None = None,
                kill_after: float | None = None, reference: bool = False) -> list[dict[str, Any]]:
    """Run :func:`writer` in a forked process (killed ``kill_after`` seconds in, if given); what it told."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:                                # the writer: it never returns into the tests
        code = 1
        try:
            os.close(r)
            writer(session, player, folder, w, plan, reference)
            code = 0
        finally:
            os._exit(code)
    os.close(w)
    if kill_after is not None:
        time.sleep(kill_after)
        os.kill(pid, signal.SIGKILL)
    chunks = []
    while chunk := os.read(r, 65536):
        chunks.append(chunk)
    os.close(r)
    _, status = os.waitpid(pid, 0)
    told = [json.loads(line) for line in b"".join(chunks).decode().splitlines()]
    if kill_after is None:
        killed = os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
        assert killed == (plan is not None), (status, told[-3:])
        assert killed or os.WEXITSTATUS(status) == 0, told[-3:]
    return told


# --------------------------------------------------------------------------- the test
def saved_data(folder: Path, name: str = "save.json") -> dict[str, Any]:
    """What a save holds, less its time and check code."""
    data, why, exists = atomic.read_json(folder / name)
    assert exists and why is None, why
    return {k: data[k] for k in ("match", "seats", "extra")}


@pytest.mark.timeout(900)                       # about a minute each on a quiet machine
@pytest.mark.parametrize("game", list(POSITIONS))
def test_killed_mid_write_the_last_whole_save_continues_the_same_hand(tmp_path, game):
    session, player = POSITIONS[game]()
    start = session.match.hand.record[:]

    def fresh(name: str) -> Path:
        folder = tmp_path / name
        kept, session.storage = session.storage, StorageAdapter(str(folder))
        session.save_now()                      # the save the writer starts from (whole)
        session.storage = kept
        return folder

    ref_folder = fresh("reference")
    told = fork_writer(session, player, ref_folder, reference=True)
    assert told[-1].get("end", 0) > SAVES, told[-1]
    assert session.match.hand.record == start   # the writer played in its own process
    saves = [saved_data(fresh("start"))] + [saved_data(ref_folder, f"ref-{n}.json") for n in range(told[-1]["end"])]
    end = json.loads((ref_folder / "ref-end.json").read_text())
    span = next(t["at"] for t in told if t.get("saved") == SAVES)
    if game == "house-rummy":                   # the first saves are of the half-rearranged table
        assert ["move" in json.dumps(s["match"]["hands"][-1][-1:]) for s in saves[:3]] == [True] * 3

    rng = random.Random(f"killed mid-write/{game}")
    continued_from: set[int] = set()
    seen: dict[str, int] = {}
    for i in range(KILLS):
        folder = fresh(f"kill{i}")
        if i % 2 == 0:                          # from inside a save: at a random call of its write
            plan = (rng.randrange(SAVES), rng.randrange(10), rng.random() < 0.5)
            told = fork_writer(session, player, folder, plan=plan)
            last = max([t["saved"] for t in told if "saved" in t], default=-1)
            calls, at = told[-1]["killed"], told[-1]["at"]
            assert last == plan[0] - 1
            seen[at] = seen.get(at, 0) + 1
            wanted = [last + 1 if "replace" in calls else last]     # renamed: the new save is whole
            mid_write = "open" in calls and "replace" not in calls
        else:                                   # from outside, at a random moment
            told = fork_writer(session, player, folder, kill_after=rng.uniform(0.0, span))
            last = max([t["saved"] for t in told if "saved" in t], default=-1)
            wanted = [last, last + 1]           # the one being written may have been renamed already
            mid_write = None
        on_disk = saved_data(folder)
        index = next((k for k in wanted if saves[k + 1] == on_disk), None)
        assert index is not None, f"kill {i}: the save on disk is not the last whole one ({wanted})"
        temps = [p.name for p in folder.iterdir() if p.name.endswith(atomic.TEMP_SUFFIX)]
        assert mid_write is None or bool(temps) == mid_write, (i, calls, temps)   # it could not clean up
        seen["temporary file left"] = seen.get("temporary file left", 0) + bool(temps)
        resumed = continued(folder)             # loads, nothing set aside (continued() checks)
        assert (folder / "save.json").exists() and not list(folder.glob("*.bad"))
        if index in continued_from:
            continue
        continued_from.add(index)               # Continue from each distinct save, once
        table = Table(resumed, "medium", player=player)
        done = table.actions()
        assert done == len(on_disk["match"]["hands"][-1])
        table.play()
        assert json.loads(json.dumps(table.log)) == end["log"][index + 1:], f"kill {i}: Continue from save {index}"
        assert table.result() == end["result"]
    assert len(continued_from) >= SAVES // 2
    for what in ("before open", "before write", "a torn write", "before fsync", "before close",
                 "before replace", "after the write"):
        assert seen.get(what), (what, seen)
    assert seen["temporary file left"] >= KILLS // 10
