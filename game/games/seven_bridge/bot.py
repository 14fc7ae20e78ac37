"""How the bots play Seven Bridge: by the shared plan alone (:mod:`ai.rulebot`), which fits it whole.

Seven Bridge charges the points left in hand and has no action kind of its own, so every level plays
it by the plan all the games share; what makes it Seven Bridge comes from its rules, read through
the ruleset's hooks, never by its name:

* **Claims** (S-3, S-4): the rules list a Pons (a set) out of turn and a Chî (a run) only in turn,
  and resolve them by priority (``claim_mode``); Medium and Hard take or call only when the meld
  lowers their points (Easy now and then), and Hard's care over its discards counts runs only for
  the next player (``claim_kinds``), sets for everyone.
* **Short sevens**: the solver melds a seven alone, 7-7 and 6-7 (the meld rules' ``short_sevens``),
  so the plan keeps a seven.
* **The Expert** searches the same candidates as in any game and scores a play-out by its points
  above the table's mean; its play-outs answer a priority window seat by seat.

Its entry is registered all the same, so the registry holds every built-in game's bot and a
strategy of its own can be added here without touching the shared code.
"""
from __future__ import annotations

from ai.strategies import register

register("seven-bridge")
