"""Open a scene straight away (``--scene``), for looking at screens and taking screenshots."""
from __future__ import annotations

from typing import Any

from game.engine import Action

from .session import GameConfig, Session

SCENES = ("menu", "setup", "table", "table7", "bridge", "slap", "end", "summary", "rules", "settings", "stats",
          "help")

# a stated deal where the player (seat 0) can slap the 5H that the dealer (seat 2) throws
SLAP_HANDS = ["3H 4H 2D 8S JD QS 9D", "6H 7H 2C 8C JH 4S TD", "5H KS QD 9C 2S 8D JC", "AS 3C 6D 9S TC QH KD"]


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


def slap_session(app: Any) -> Session:
    from game.engine import Match, new_hand
    cfg = GameConfig(game="hoola", players=4, seed=1, max_hands=1)
    match = Match("hoola", players=4, seed=1, max_hands=1, dealer=2)
    match.hand = new_hand("hoola", players=4, dealer=2, hands=SLAP_HANDS, stock="TS AD 2H 3D 4D 5D 6S 8H",
                          discard="KC")
    session = Session(cfg, app.settings, storage=None, match=match)
    bots = {1: DemoBot(reaction=2.5), 2: DemoBot("5H"), 3: DemoBot()}
    session.bots.update(bots)
    session.controller.bots.update(bots)
    return session


def demo_session(app: Any, game: str = "hoola", players: int = 4, seed: int = 3, max_hands: int | None = 3,
                 options: dict | None = None) -> Session:
    cfg = GameConfig(game=game, players=players, seed=seed, max_hands=max_hands, options=dict(options or {}))
    return Session(cfg, app.settings, storage=None)


def play_out(session: Session, limit: int = 3000) -> None:
    """Bots-like play for every seat until the hand ends (for the end-of-hand screen)."""
    import random
    rng = random.Random(1)
    st = session.match.hand
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
        if pick.kind in ("knock",) and rng.random() < 0.7:
            pick = next((a for a in legal if a.kind != "knock"), pick)
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
    if name not in SCENES:
        raise ValueError(f"unknown scene {name!r}; known: {', '.join(SCENES)}")
    if name == "menu":
        app.stack.clear_to(MainMenu(app))
    elif name == "setup":
        app.push(SetupScene(app))
    elif name in ("table", "table7", "bridge", "help"):
        if name == "bridge":
            from game.engine import games
            game = "seven-bridge" if "seven-bridge" in games() else "hoola"
            session = demo_session(app, game, 4, seed)
        else:
            session = demo_session(app, "hoola", 7 if name == "table7" else 5, seed)
        table = TableScene(app, session)
        app.push(table)
        if name == "help":
            table.show_help = True
    elif name == "slap":
        app.push(TableScene(app, slap_session(app)))
    elif name in ("end", "summary"):
        session = demo_session(app, "hoola", 4, seed, max_hands=1)
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


__all__ = ["open_demo", "SCENES", "demo_session", "play_out", "Action"]
