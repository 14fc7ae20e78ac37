"""Each game's bot entry is found through the registry, and a game without one is played by the
shared plan at every level (the toy rummy of the engine's tests: no bot module, a kind of its own)."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from test_toy_ruleset import ToyRummy  # noqa: E402

from ai.expert import ExpertBot, candidates, winning_action  # noqa: E402
from ai.playout import GreedyPolicy  # noqa: E402
from ai.registry import LEVELS, make_bot  # noqa: E402
from ai.rulebot import RuleBot  # noqa: E402
from ai.strategies import PLAIN, STRATEGIES, GameBot, game_bot, register  # noqa: E402
from game.engine import Action, new_hand  # noqa: E402
from game.engine.registry import scoped  # noqa: E402
from game.engine.ruleset import register as register_game  # noqa: E402
from game.sim import bot_seed, play_hand  # noqa: E402


def test_every_built_in_game_has_its_bot_entry():
    assert {"hoola", "seven-bridge", "kalookie", "house-rummy"} <= set(STRATEGIES.names())
    for game in ("hoola", "seven-bridge", "kalookie", "house-rummy"):
        assert isinstance(STRATEGIES[game], GameBot) and game_bot(game) is not PLAIN


def test_hoola_strategy_is_found_through_the_registry():
    import game.games.hoola.bot as hoola_bot
    entry = game_bot("hoola")
    assert entry.plan_step is hoola_bot.plan_step and entry.strategy is None
    assert set(entry.winning_kinds) == {"blast", "big_luck"}
    assert entry.laying_kinds == ("group_sevens",)
    assert set(entry.turn_kinds) == {"knock", "drop_out", "stay_in"}
    assert "dropout" in entry.playout.phases and entry.playout.turn_start and entry.playout.after_draw
    assert entry.explain is hoola_bot.explain


def test_seven_bridge_entry_is_found_through_the_registry_and_plans_toward_going_out():
    import game.games.seven_bridge.bot as sb_bot  # (registered when the registry loaded the bots)
    entry = game_bot("seven-bridge")
    assert entry is STRATEGIES.get("seven-bridge") and entry is not PLAIN
    assert entry.strategy is sb_bot.choose and entry.plan_step is None and entry.winning_kinds == ()


def test_S7_seven_bridge_medium_keeps_a_pair_over_a_lone_card_as_only_going_out_scores():
    """S-7 pays only the player who goes out: Medium throws the lone 9 and keeps the pair of tens
    (a meld one card away); Easy, by the shared plan alone, sheds its highest card, a ten."""
    from ai.rulebot import easy, medium
    from game.engine import new_hand
    others = ["AS 2S 3D 4C 8D 9D KD", "5H 4D 5C 8S 9S TC JD", "2C 3S 4H 5S 6D 8H JS"]
    for bot, kept in ((medium(1), True), (easy(1), False)):
        state = new_hand("seven-bridge", players=4, hands=[others[0], "TS TH 9C 2D 4S 6H AC", others[1],
                                                          others[2]], stock=["3H", "KC", "QC"], discard=["2H"])
        state.apply(bot.choose(state.view(1), state.legal_actions(1)))      # draws the 3H
        throw = bot.choose(state.view(1), state.legal_actions(1))
        assert throw.kind == "discard"
        assert (str(throw.cards[0]) == "9C") if kept else (throw.cards[0].rank == 10)


def test_a_game_that_registered_no_bot_gets_the_plain_entry():
    with scoped():
        register_game(ToyRummy())
        assert STRATEGIES.get("toy-rummy") is None and game_bot("toy-rummy") is PLAIN


def _expert(seed: int) -> ExpertBot:
    # not strict: a sampled deal knows nothing of the turn's new melds (the view does not show them), so
    # the toy's "lay a new meld after taking" refuses some play-outs; the Expert then plays Hard's choice
    return ExpertBot(seed, rounds=2)


@pytest.mark.parametrize("level", LEVELS)
def test_a_game_without_a_bot_module_is_played_by_every_level_through_the_shared_plan(level):
    with scoped():
        register_game(ToyRummy())
        for i in range(3):
            state = new_hand("toy-rummy", players=2 + i % 2, seed=60 + i, dealer=0)
            bots = [_expert(bot_seed(4, i, s)) if level == "expert" else make_bot(level, bot_seed(4, i, s))
                    for s in range(state.players)]
            out = play_hand(state, bots, check=True)
            assert state.result is not None and out.actions > 0


def test_the_shared_plan_never_chooses_a_kind_it_does_not_know():
    """The toy's own ``rap`` is listed at the start of a turn; the shared plan draws or takes."""
    with scoped():
        register_game(ToyRummy())
        state = new_hand("toy-rummy", players=2, hands=["AS AH AD AC JK JK.1 2S", "2H 3H 5D 8S TD JC KD"],
                         options={"rap_limit": 10}, stock="7H 8D 9D", discard="4C", dealer=1)
        legal = state.legal_actions(state.current)
        assert any(a.kind == "rap" for a in legal)
        for level in ("easy", "medium", "hard"):
            for seed in range(5):
                chosen = make_bot(level, seed).choose(state.view(state.current), legal)
                assert chosen.kind in ("draw_stock", "take_discard")
        view = state.view(state.current)
        assert winning_action(view, legal) is None
        anchor = RuleBot(1).choose(view, legal)
        assert any(a.kind == "rap" for a in candidates(view, legal, anchor))   # weighed, like any rare kind


def test_a_game_may_register_its_own_plan_step_and_play_out_steps():
    """A toy's own kind handled through the entry: the plan step raps, the play-outs too."""
    def rap_step(bot, view, by):
        return by["rap"][0] if "rap" in by else None

    def rap_turn(state, seat, legal):
        return next((a for a in legal if a.kind == "rap"), None)

    from ai.strategies import Playout
    with scoped():
        register_game(ToyRummy())
        register("toy-rummy", plan_step=rap_step, winning_kinds=("rap",),
                 playout=Playout(turn_start=rap_turn))
        state = new_hand("toy-rummy", players=2, hands=["AS AH AD AC JK JK.1 2S", "2H 3H 5D 8S TD JC KD"],
                         options={"rap_limit": 10}, stock="7H 8D 9D", discard="4C", dealer=1)
        seat = state.current
        legal = state.legal_actions(seat)
        assert RuleBot(1).choose(state.view(seat), legal).kind == "rap"
        assert winning_action(state.view(seat), legal).kind == "rap"
        GreedyPolicy(strict=True).play(state, random.Random(1))
        assert state.result is not None and state.result.reason == "rap"
    assert STRATEGIES.get("toy-rummy") is None


def test_hoola_plan_step_drops_out_and_stays_in_by_points():
    """Seven players: the seats asked choose by their points (Medium, Hard) through Hoola's step."""
    state = new_hand("hoola", players=7, seed=3, dealer=0)
    assert state.phase == "dropout"
    seat = state.extra["asking"]
    legal = state.legal_actions(seat)
    assert {a.kind for a in legal} == {"drop_out", "stay_in"}
    from game.engine.solver import min_points
    pts = min_points(state.hands[seat], state.rules)
    for make in ("medium", "hard"):
        chosen = make_bot(make, 1).choose(state.view(seat), legal)
        assert chosen.kind == ("stay_in" if pts <= 35 else "drop_out")
    assert GreedyPolicy().next_action(state, random.Random(0)) == Action(
        "stay_in" if pts <= 35 else "drop_out", seat)
