"""Computer opponents.  A bot gets one seat's view and the legal actions, and returns one of them.

Bots import the engine only (never pygame, never the controller): see :mod:`ai.base`.
"""
from .base import Bot
from .random_bot import RandomBot
from .registry import LEVELS, make_bot

__all__ = ["Bot", "RandomBot", "LEVELS", "make_bot"]
