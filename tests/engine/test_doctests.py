"""The examples in the engine's docstrings are run, so the documentation cannot drift from the code."""
from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["game.engine.actions", "game.engine.counters", "game.engine.melds", "game.engine.race",
           "game.engine.solver"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name):
    module = importlib.import_module(name)
    failed, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert tried > 0, f"{name} has no examples"
    assert failed == 0
