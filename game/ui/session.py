"""The session moved below the screen (:mod:`game.controller.session`): it wires the match, the
bots, the controller and the storage, and holds no drawing.  Kept so that older imports of
``game.ui.session`` still work; the screens import it from the controller."""
from game.controller.session import BOT_NAMES, GameConfig, MatchStore, Session, bot_levels, make_bot

__all__ = ["BOT_NAMES", "GameConfig", "MatchStore", "Session", "bot_levels", "make_bot"]
