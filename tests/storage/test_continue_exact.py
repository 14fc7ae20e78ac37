"""Continue is exact (issue 29): in every game and version, against every bot level (the Expert
included), a hand saved mid-way and continued plays on exactly as the run that never stopped: the same
actions, what every seat sees after each of them, and the same result.

The run that never stopped has no storage; it is quit at a few moments (the window's close writes the
last checkpoint: :meth:`Session.save_now`) -- early in the hand, and later while a bot is about to move
or a claim window is open -- and each save is continued as the main menu does it
(:func:`continue_play.continued`) and played to the end of the hand on its own clock.
"""
from __future__ import annotations

import zlib

import pytest

from ai.registry import LEVELS

from .continue_play import VERSIONS, Table, continued, new_session, quit_at


def pending(table: Table) -> bool:
    """A moment in the middle of things: a bot about to move in turn, or a claim window open."""
    ctl = table.session.controller
    return ctl.thinking() is not None or ctl.timer is not None


def moments(level: str):
    """When to quit: early, and later in the middle of things (the Expert: once, for time)."""
    later = lambda t: t.actions() >= 12 and pending(t)          # noqa: E731
    if level == "expert":
        return [lambda t: t.actions() >= 6 and pending(t)]
    return [lambda t: t.actions() >= 4, later]


def play_and_continue(tmp_path, version: str, level: str, seed: int, players: int = 4) -> int:
    game, options = VERSIONS[version]
    straight = Table(new_session(game, options, level, seed, players=players), level)
    saves = []
    for i, when in enumerate(moments(level)):
        straight.play(until=when)
        if straight.state.result is not None:
            break
        saves.append((quit_at(straight, tmp_path / f"quit{i}"), tmp_path / f"quit{i}"))
    straight.play()
    assert straight.result() is not None and saves, "the hand ended before a moment to quit came"
    for done, folder in saves:
        resumed = Table(continued(folder), level)
        assert resumed.actions() == done
        assert [repr(resumed.state.view(s)) for s in range(players)] == list(straight.log[done - 1][1])
        resumed.play()
        assert resumed.log == straight.log[done:], f"{version}, {level}: continued after {done} actions"
        assert resumed.result() == straight.result()
        for table in (straight, resumed):
            table.session.match.record_result()          # the hand booked (the saving run did it)
        assert resumed.session.match.ledger == straight.session.match.ledger
    return len(saves)


@pytest.mark.timeout(900)                       # the Expert in Kalookie: a minute or two on a busy machine
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("version", list(VERSIONS))
def test_continue_plays_the_hand_on_exactly(tmp_path, version, level):
    """Four players; against the Expert (a search of every decision) two, for time."""
    seed = zlib.crc32(f"{version}/{level}".encode()) % 100_000
    assert play_and_continue(tmp_path, version, level, seed, players=2 if level == "expert" else 4) >= 1
