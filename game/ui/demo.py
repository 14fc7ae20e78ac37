"""Open a scene straight away (``--scene``), for looking at screens and taking screenshots.

The shared scenes show the default game (:data:`game.defaults.DEFAULT_GAME`); a game may add scenes
of its own (its menu's ``demo_tables``, :mod:`game.ui.game_menu`): a table of it, or a stated deal
that scripted bots play (:class:`DemoBot`) to show one moment of the game.
"""
from __future__ import annotations

from typing import Any

from game.defaults import DEFAULT_GAME
from game.controller.session import GameConfig, Session
from game.engine import Action, Match

from .game_menu import MENUS, DemoTable, menu_for

#: the shared scenes, in the order they are listed: the games' own scenes come between the two parts
SCENES_BEFORE = ("menu", "setup", "table", "table7")
SCENES_AFTER = ("end", "summary", "rules", "settings", "stats", "help")


def game_scenes() -> dict[str, tuple[str, DemoTable]]:
    """The games' own scenes: name -> (game, its table), from every registered menu."""
    return {scene: (game, table) for game in MENUS.names() for scene, table in menu_for(game).demo_tables.items()}


def scenes() -> tuple[str, ...]:
    """Every scene ``--scene`` opens: the shared ones and the games' own (by name)."""
    return SCENES_BEFORE + tuple(sorted(game_scenes())) + SCENES_AFTER


def __getattr__(name: str) -> Any:
    if name == "SCENES":            # the games' scenes are known once their menus are loaded
        return scenes()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class DemoBot:
    """Draws, then discards ``card`` if it can (else the first discard); never claims."""

    def __init__(self, card: str = "", reaction: float = 1.2, think: float = 0.8) -> None:
        self.card, self.reaction, self.think = card, reaction, think

    def choose(self, view, legal):
        for a in legal:
            if a.kind == "discard" and str(a.cards[0]) == self.card:
                return a
        for kind in ("pass", "draw_stock", "discard"):
            for a in legal:
                if a.kind == kind:
                    return a
        return legal[0]

    def reaction_delay(self) -> float:
        return self.reaction

    def think_time(self) -> float:
        return self.think

    def random_state(self) -> dict:
        return {}            # scripted: nothing random to keep

    def set_random_state(self, data: dict) -> None:
        pass


def scripted_session(app: Any, game: str, table: DemoTable) -> Session:
    """A one-hand match of ``game`` on the table's stated deal, its scripted bots in their seats."""
    from game.engine import Match, new_hand
    n = table.players
    cfg = GameConfig(game=game, players=n, seed=table.seed, max_hands=1)
    match = Match(game, players=n, seed=table.seed, max_hands=1, dealer=table.dealer)
    match.hand = new_hand(game, players=n, dealer=table.dealer, hands=list(table.hands), stock=table.stock,
                          discard=table.discard)
    session = Session(cfg, app.settings, storage=None, match=match)
    bots = {seat: DemoBot(card, reaction=reaction) for seat, card, reaction in table.bots}
    session.bots.update(bots)
    session.controller.bots.update(bots)
    return session


def demo_session(app: Any, game: str = DEFAULT_GAME, players: int = 4, seed: int = 3, max_hands: int | None = 3,
                 options: dict | None = None, dealer: int = 0) -> Session:
    """A session to show, dealt by seat ``dealer`` (the player deals unless told otherwise)."""
    cfg = GameConfig(game=game, players=players, seed=seed, max_hands=max_hands, options=dict(options or {}))
    match = None
    if dealer:
        match = Match(game, players=players, seed=seed, options=dict(options or {}), max_hands=max_hands,
                      dealer=dealer)
    return Session(cfg, app.settings, storage=None, match=match)


def play_out(session: Session, limit: int = 3000) -> None:
    """Bots-like play for every seat until the hand ends (for the end-of-hand screen); kinds the game's
    menu names (``demo_passes_over``) are mostly passed over, so the hand goes on."""
    import random
    rng = random.Random(1)
    st = session.match.hand
    passed_over = menu_for(session.config.game).demo_passes_over
    for _ in range(limit):
        if st.over:
            return
        seats = [s for s in range(st.players) if st.legal_actions(s)]
        if not seats:
            return
        s = st.current if st.current in seats else seats[0]
        legal = st.legal_actions(s)
        melds = [a for a in legal if a.kind in ("meld", "add", "take_discard", "claim")]
        pick = melds[0] if melds and rng.random() < 0.8 else legal[rng.randrange(len(legal))]
        if pick.kind in passed_over and rng.random() < 0.7:
            pick = next((a for a in legal if a.kind not in passed_over), pick)
        st.apply(pick)


def open_demo(app: Any, name: str, seed: int | None = None) -> None:
    from .end_scene import EndScene, SummaryScene
    from .menu import MainMenu
    from .rules_scene import RulesScene
    from .settings_scene import SettingsScene
    from .stats_scene import StatsScene
    from .setup_scene import SetupScene
    from .table.scene import TableScene
    seed = 3 if seed is None else seed
    own = game_scenes()
    if name not in SCENES_BEFORE + SCENES_AFTER and name not in own:
        raise ValueError(f"unknown scene {name!r}; known: {', '.join(scenes())}")
    if name in own:
        game, demo = own[name]
        session = scripted_session(app, game, demo) if demo.hands else demo_session(app, game, demo.players, seed)
        app.push(TableScene(app, session))
    elif name == "menu":
        app.stack.clear_to(MainMenu(app))
    elif name == "setup":
        app.push(SetupScene(app))
    elif name in ("table", "table7", "help"):
        session = demo_session(app, DEFAULT_GAME, 7 if name == "table7" else 5, seed)
        table = TableScene(app, session)
        app.push(table)
        if name == "help":
            table.show_help = True
    elif name in ("end", "summary"):
        session = demo_session(app, DEFAULT_GAME, 4, seed, max_hands=1)
        play_out(session)
        table = TableScene(app, session)
        app.push(table)
        if name == "end":
            app.push(EndScene(app, table))
        else:
            session.match.record_result()
            app.push(SummaryScene(app, session))
    elif name == "rules":
        app.push(RulesScene(app))
    elif name == "settings":
        app.push(SettingsScene(app))
    elif name == "stats":
        app.push(StatsScene(app))


__all__ = ["open_demo", "scenes", "demo_session", "scripted_session", "play_out", "DemoBot", "Action"]
