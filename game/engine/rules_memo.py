"""Memos kept per set of meld rules: most calls in a row are of one game, so the last rules asked are
found without hashing; rules that cannot be hashed (made with a list of values) get a fresh dict that
is not kept."""
from __future__ import annotations

from typing import Any

#: memos kept per store before the store is emptied (a few games' rules, with variants)
MOST_RULES = 64


def rules_memo(store: dict, last: list, rules: Any) -> dict:
    """The memo ``store`` keeps for ``rules``; ``last`` holds the rules asked last and their memo."""
    if rules is last[0]:
        return last[1]
    try:
        memo = store.get(rules)
    except TypeError:
        return {}
    if memo is None:
        if len(store) > MOST_RULES:
            store.clear()
        memo = store[rules] = {}
    last[0], last[1] = rules, memo
    return memo
