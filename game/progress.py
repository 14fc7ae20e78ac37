"""Progress of long runs (``hoola sim``, ``hoola ladder``): a tqdm bar on stderr when it is a terminal.

Nothing is shown when stderr is piped or the run prints JSON, so scripts and logs stay clean; a missing
tqdm is no error either (the run just shows no bar).
"""
from __future__ import annotations

import sys
from typing import Any


class _Silent:
    """The bar when none is shown: counts, prints nothing."""

    def __init__(self) -> None:
        self.n = 0

    def update(self, n: int = 1) -> None:
        self.n += n

    def close(self) -> None:
        pass

    def __enter__(self) -> "_Silent":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def bar(total: int, desc: str, *, quiet: bool = False, stream: Any = None) -> Any:
    """A progress bar of ``total`` hands (done, rate, time left) on ``stream`` (stderr), or a silent one
    when ``quiet`` or the stream is not a terminal."""
    stream = sys.stderr if stream is None else stream
    isatty = getattr(stream, "isatty", None)
    if quiet or not (callable(isatty) and isatty()):
        return _Silent()
    try:
        from tqdm import tqdm
    except ImportError:
        return _Silent()
    return tqdm(total=total, desc=desc, unit="hand", file=stream, leave=False, dynamic_ncols=True,
                mininterval=0.5)
