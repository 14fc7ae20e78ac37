"""A new game is a ruleset and nothing else: setup, statistics and end screens take its words (issue 10 §10)."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from types import SimpleNamespace

import pygame
import pytest

from game.engine import Match, new_hand
from game.engine.melds import MeldRules
from game.engine.result import Result
from game.engine.ruleset import _REGISTRY, Ruleset, register
from game.engine.options import option
from game.ui import text as ui_text
from game.ui import widgets
from game.ui.end_scene import EndScene
from game.ui.session import GameConfig, Session
from game.ui.setup_scene import SetupScene
from game.ui.stats_scene import StatsScene, measures

HOOLA_WORDS = ("knock", "slap", "undercut", "stake", "blast", "big luck", "hoola", "pons", "thank you", "perfect")


@dataclass(frozen=True)
class ToyOptions:
    short: bool = option(False, "Play with shorter hands.")


class Toy(Ruleset):
    name = "toy-rummy"
    title = "Toy Rummy"
    Options = ToyOptions
    claim_call = "Mine!"
    reason_words = {"out": "went out", "stock": "the stock ran out"}
    end_columns = ("Points", "Cards")
    stats_rows = (("Hands won", "wins"),)

    def meld_rules(self, opts: ToyOptions) -> MeldRules:
        return MeldRules(ace="low", min_set=3, max_set=4, min_run=3)

    def hand_size(self, players: int, opts: ToyOptions) -> int:
        return 7

    def settle(self, state, reason, winners, **info) -> Result:
        seats = range(state.players)
        points = {s: sum(state.rules.values[c.rank] for c in state.hands[s]) for s in seats}
        pay = {s: Fraction(0) for s in seats}
        if winners:
            pay[winners[0]] = Fraction(sum(points.values()))
        return Result(winners=tuple(winners or ()), reason=reason, points=points, payments=pay,
                      hands={s: tuple(state.hands[s]) for s in seats})

    def end_cells(self, result: Result, seat: int) -> tuple[str, ...]:
        return (str(result.points[seat]), str(len(result.hands[seat])))


@pytest.fixture
def toy():
    register(Toy())
    yield "toy-rummy"
    _REGISTRY.pop("toy-rummy", None)


@pytest.fixture
def shown(monkeypatch):
    """Every text the screens render."""
    seen: list[str] = []
    real = ui_text.render

    def spy(t, *a, **k):
        seen.append(str(t))
        return real(t, *a, **k)
    monkeypatch.setattr(ui_text, "render", spy)
    monkeypatch.setattr(widgets, "render", spy)
    return seen


def _draw(app) -> None:
    surf = pygame.Surface(app.size)
    app.stack.draw(surf)


def _no_hoola(seen: list[str]) -> None:
    """No Hoola words, the other games' tab names aside."""
    from game.engine import games, get_ruleset
    tabs = {get_ruleset(g).title for g in games()}
    low = " ".join(s for s in seen if s not in tabs).lower()
    for word in HOOLA_WORDS:
        assert word not in low, word


def test_toy_game_setup_and_stats_screens(app, toy, shown):
    cfg = GameConfig(game=toy, players=3, seed=1)
    app.push(SetupScene(app, cfg))
    _draw(app)
    assert any("Play with shorter hands" in s for s in shown) or any("Toy Rummy" in s for s in shown)
    _no_hoola(shown)
    labels = [label for label, _ in measures(toy)]
    assert "Knocks" not in labels and "Slaps won" not in labels and "Points won" in labels
    st = StatsScene(app)
    st.tab = st.games.index(toy)
    app.push(st)
    shown.clear()
    _draw(app)
    assert any("Toy Rummy" in s for s in shown)
    _no_hoola(shown)


@pytest.mark.parametrize("reason,winners", [("out", (1,)), ("stock", ())])
def test_toy_game_end_screen(app, toy, shown, reason, winners):
    cfg = GameConfig(game=toy, players=3, seed=1, max_hands=3)
    match = Match(toy, players=3, seed=1, max_hands=3)
    match.hand = new_hand(toy, players=3, seed=1)
    st = match.hand
    st.result = st.ruleset.settle(st, reason, winners)
    session = Session(cfg, app.settings, storage=app.storage, match=match)
    table = SimpleNamespace(session=session, state=st, next_hand=lambda: None)
    app.push(EndScene(app, table))
    _draw(app)
    text = "\n".join(shown)
    assert "Cards" in text and "Score" in text
    assert ("Nobody wins: the stock ran out" in text) if not winners else (" wins: went out" in text)
    _no_hoola(shown)


def test_seven_bridge_stats_show_its_own_rows_bug11():
    """Issue 13 bug 11: no knocks, undercuts or slaps in Seven Bridge's statistics."""
    labels = " ".join(label for label, _ in measures("seven-bridge")).lower()
    for word in ("knock", "undercut", "slap", "stakes"):
        assert word not in labels
    assert "knock" in " ".join(label for label, _ in measures("hoola")).lower()
