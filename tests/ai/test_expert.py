"""The Expert bot (ai/expert.py) and its play-out policy (ai/playout.py)."""
from __future__ import annotations

import random
import time

import pytest

from ai.expert import DEFAULT_ROUNDS, ExpertBot, Search, candidates, winning_action
from ai.playout import GreedyPolicy, relative_payment
from ai.registry import LEVELS, make_bot
from game.engine import Action, new_hand, parse_cards
from game.sim import bot_seed, play_hand

#: The tests search with a tiny budget to stay fast.
TINY = 0.005


def _mid_hand(game: str, seed: int, steps: int, players: int = 4):
    """A position some way into a hand played by Hard bots."""
    state = new_hand(game, players=players, seed=seed, dealer=seed % players)
    bots = [make_bot("hard", seed * 10 + s) for s in range(players)]
    for _ in range(steps):
        if state.result is not None:
            break
        cur = _actor(state)
        legal = state.legal_actions(cur)
        if not legal:
            break
        state.apply(bots[cur].choose(state.view(cur), legal))
    return state


def _actor(state) -> int:
    """The seat the hand waits for: the seat in turn, or the next seat asked about the discard."""
    if state.legal_actions(state.current) or state.window is None:
        return state.current
    return next(s for s in state.window.order if state.window.waiting(s))


def test_expert_is_the_last_level_in_the_registry():
    assert LEVELS == ("random", "easy", "medium", "hard", "expert")
    bot = make_bot("expert", 3)
    assert isinstance(bot, ExpertBot) and bot.rounds == DEFAULT_ROUNDS   # a budget of work, not of time


def test_expert_delays_are_documented_ranges():
    bot = ExpertBot(1)
    assert all(0.35 <= bot.reaction_delay() <= 0.7 for _ in range(50))     # Hard's range: a human-like slap
    assert all(0.6 <= bot.think_time() <= 1.2 for _ in range(50))


@pytest.mark.parametrize("game", ["hoola", "seven-bridge"])
def test_expert_returns_a_legal_action_within_its_budget(game):
    budget, slack = 0.03, 0.1
    searched = 0
    for seed in range(6):
        state = _mid_hand(game, seed, 6 + seed)
        if state.result is not None:
            continue
        seat = _actor(state)
        legal = state.legal_actions(seat)
        bot = ExpertBot(seed, budget_s=budget)
        t0 = time.perf_counter()
        a = bot.choose(state.view(seat), legal)
        took = time.perf_counter() - t0
        assert a in legal
        assert took < budget + slack
        searched += bot.last.get("searched", False)
    assert searched >= 1


def test_expert_takes_an_immediate_win():
    # four sevens at any time
    state = new_hand("hoola", players=2, dealer=0, hands=["7S 7H 7D 7C 2S 3D 4H", "2H 3S 4D 5C 9D TC JS"],
                     stock="AD 2D", discard="KS")
    legal = state.legal_actions(0)
    assert ExpertBot(1, budget_s=TINY).choose(state.view(0), legal).kind == "big_luck"
    # a blast (Sopang: 15 or less) at the start of the turn
    state = new_hand("hoola", players=3, dealer=0, hands=["AS 2H AD 2C 3S AH 4D", "2S 3H 4H 5C 9D TC JS",
                                                          "9S 9H TH JD QC KC KS"], stock="8D 8C 8S", discard="KD")
    assert ExpertBot(1, budget_s=TINY).choose(state.view(0), state.legal_actions(0)).kind == "blast"
    # going out: the last card laid off or discarded
    state = new_hand("hoola", players=3, dealer=0, hands=["3S 4S 5S 9H 9D 9C 7H", "2S 3H 4H 5C 9S TC JD",
                                                          "AS 2H AD 2C 6D AH 4D"], stock="6S 8C 8S", discard="KH")
    state.apply(Action("draw_stock", 0))
    for meld in ("3S 4S 5S", "9H 9D 9C", "7H"):
        state.apply(Action("meld", 0, tuple(parse_cards(meld))))
    legal = state.legal_actions(0)
    assert len(legal) > 1
    win = winning_action(state.view(0), legal)
    assert win is not None and win.cards == tuple(parse_cards("6S"))  # laid off or discarded: out either way
    bot = ExpertBot(1, budget_s=TINY)
    assert bot.choose(state.view(0), legal) == win and not bot.last["searched"]


def test_expert_sees_only_its_view():
    """Two hands with the same view for seat 0 but different hidden cards: the same decision."""
    hands_a = ["7S 8S 5H 5D KC QD 2C", "2S 3S 4H 6H 9C TC JC", "3C 4C 5C 6C 8H 9S TS"]
    hands_b = ["7S 8S 5H 5D KC QD 2C", "8H 9S TS 3C 4C 5C 6C", "2S 3S 4H 6H 9C TC JC"]
    choices = []
    for hands in (hands_a, hands_b):
        state = new_hand("hoola", players=3, dealer=0, hands=hands, stock="AD 2D 3D 4D 6D 7D 8D", discard="KS")
        state.apply(Action("draw_stock", 0))
        bot = ExpertBot(9, rounds=4)
        choices.append((bot.choose(state.view(0), state.legal_actions(0)), bot.last))
    assert choices[0][0] == choices[1][0]
    assert choices[0][1]["means"] == choices[1][1]["means"]


def test_a_failed_search_falls_back_to_hards_choice(monkeypatch):
    import ai.expert as expert_module
    state = new_hand("hoola", players=3, dealer=0, hands=["7S 8S 5H 5D KC QD 2C", "2S 3S 4H 6H 9C TC JC",
                                                          "3C 4C 5C 6C 8H 9S TS"], stock="AD 2D 3D 4D 6D 7D 8D",
                     discard="KS")
    state.apply(Action("draw_stock", 0))
    view, legal = state.view(0), state.legal_actions(0)
    probe = ExpertBot(1, rounds=2)
    probe.choose(view, legal)
    assert probe.last["searched"]   # a position the Expert searches

    def broken(view, rng):
        raise ValueError("no sample")
    monkeypatch.setattr(expert_module, "sample_state", broken)
    bot = ExpertBot(1, budget_s=TINY)
    a = bot.choose(view, legal)
    assert "no sample" in bot.last["error"]
    assert a == bot.anchor_bot.__class__(2, bot.anchor_bot.level).choose(view, legal)
    with pytest.raises(ValueError):
        ExpertBot(1, budget_s=TINY, strict=True).choose(view, legal)


def test_rounds_and_candidates():
    state = _mid_hand("seven-bridge", 2, 9)
    seat = _actor(state)
    legal = state.legal_actions(seat)
    view = state.view(seat)
    anchor = make_bot("hard", 1).choose(view, legal)
    cands = candidates(view, legal, anchor)
    assert cands[0] == anchor and len(set(cands)) == len(cands) and all(a in legal for a in cands)
    bot = ExpertBot(4, rounds=3)
    bot.choose(view, legal)
    if bot.last["searched"]:
        assert bot.last["rounds"] == 3 and bot.last["candidates"] >= 2


def test_candidates_collapse_lay_offs_of_one_card():
    state = new_hand("hoola", players=3, dealer=0, hands=["3S 4S 5S 6S 9D 9C JS", "2S 3H 4H 5C 9S TC JD",
                                                          "AS 2H AD 2C 6D AH 4D"], stock="QS 8C 8S", discard="KD")
    state.apply(Action("draw_stock", 0))
    legal = state.legal_actions(0)
    view = state.view(0)
    cands = candidates(view, legal, legal[-1])
    assert len(cands) <= 2 + 1 + 2 + 4 + 1
    adds = [a for a in cands if a.kind == "add"]
    assert len({a.cards for a in adds}) == len(adds)


@pytest.mark.parametrize("game", ["hoola", "seven-bridge"])
def test_expert_plays_whole_hands_without_illegal_actions(game):
    for i in range(2):
        state = new_hand(game, players=4, seed=40 + i, dealer=i)
        bots = [ExpertBot(bot_seed(5, i, 0), budget_s=TINY, strict=True)] + [make_bot("hard", bot_seed(5, i, s))
                                                                for s in range(1, 4)]
        out = play_hand(state, bots, check=True)
        assert state.result is not None and out.actions > 0
    state = new_hand(game, players=3, seed=77, dealer=1)
    play_hand(state, [ExpertBot(s, budget_s=TINY, strict=True) for s in range(3)], check=True)
    assert state.result is not None


@pytest.mark.parametrize("game,players,options", [
    ("hoola", 4, {}), ("hoola", 4, {"claims": "priority"}), ("hoola", 3, {"claims": "next_only"}),
    ("hoola", 4, {"jokers": 2, "group_sevens": True, "claim_to_win": True, "big_luck_melded": True}),
    ("hoola", 5, {"glenn_melds": True, "jokers": 1}), ("hoola", 7, {}),
    ("hoola", 2, {"two_player_plain": True, "perfect_only_out": True}),
    ("seven-bridge", 4, {}), ("seven-bridge", 3, {"joker": True, "no_discard_out": True}),
])
def test_the_playout_policy_plays_only_legal_actions(game, players, options):
    policy = GreedyPolicy(strict=True)   # every action through HandState.apply's check
    for i in range(8):
        state = new_hand(game, players=players, seed=i, options=options, dealer=i % players)
        policy.play(state, random.Random(i))
        assert state.result is not None
        state.check_invariants()
        assert abs(sum(relative_payment(state, s) for s in range(players))) < 1e-9


def test_the_fast_playout_matches_the_checked_one():
    for i in range(10):
        a = new_hand("seven-bridge", players=4, seed=i)
        b = new_hand("seven-bridge", players=4, seed=i)
        GreedyPolicy(strict=True).play(a, random.Random(i))
        GreedyPolicy().play(b, random.Random(i))
        assert [str(x) for x in a.record] == [str(x) for x in b.record]


def test_silence_out_of_turn_is_searched_as_not_claiming():
    # seat 2 may slap 5S (5H 5D in hand) in battle mode; the simulation offers a silent pass
    state = new_hand("hoola", players=3, dealer=0, hands=["7S 8S 5S KD QD 2C 3H", "2S 3S 4S 8H 9H TH JC",
                                                          "5H 5D 9C TC 4H 6H JD"], stock="AD 2D 3D 4D 6D 8D 9D",
                     discard="KS")
    state.apply(Action("draw_stock", 0))
    state.apply(Action("discard", 0, tuple(parse_cards("5S"))))
    legal = state.legal_actions(2)
    assert any(a.kind == "claim" for a in legal)
    offer = legal + [Action("pass", 2)]
    bot = ExpertBot(2, rounds=3)
    assert bot.choose(state.view(2), offer) in offer
    assert bot.last["searched"] and "2 pass" in bot.last["means"]


def test_the_bench_reports_the_experts_decision_times_against_its_budget():
    from game.bench import bot_bench
    rows = bot_bench.run_expert(games=("seven-bridge",), hands=1, budget_s=0.01)
    (row,) = rows
    assert row["level"] == "expert" and row["budget_ms"] == 10 and row["decisions"] > 0
    assert row["searched"] == 0 or row["searched_p50_ms"] < 10 + 50
    assert "budget 10 ms" in bot_bench.format_rows(rows)


def _searched_position():
    state = new_hand("hoola", players=3, dealer=0, hands=["7S 8S 5H 5D KC QD 2C", "2S 3S 4H 6H 9C TC JC",
                                                          "3C 4C 5C 6C 8H 9S TS"], stock="AD 2D 3D 4D 6D 7D 8D",
                     discard="KS")
    state.apply(Action("draw_stock", 0))
    return state.view(0), state.legal_actions(0)


def test_a_budget_of_rounds_gives_the_same_move_however_it_is_sliced():
    """Strength is work, not time: whole, or stepped in slices of any size, the same decision and
    the same generator state afterwards (so Continue against an Expert is exact)."""
    view, legal = _searched_position()
    whole = ExpertBot(7, rounds=12)
    a = whole.choose(view, legal)
    assert whole.last["searched"] and whole.last["rounds"] == 12
    sliced = ExpertBot(7, rounds=12)
    search = sliced.start(view, legal)
    steps = 0
    while not search.done:
        assert search.best() in legal          # an answer is ready at any moment
        search.step(0.0)                       # one play-out at a time
        steps += 1
    assert steps == 12 * len(search.cands) and search.rounds == 12 and search.best() == a
    assert sliced.rng.getstate() == whole.rng.getstate()
    assert sliced.last["means"] == whole.last["means"]


def test_a_decision_that_falls_due_gives_its_best_so_far():
    view, legal = _searched_position()
    bot = ExpertBot(3, rounds=500)
    search = bot.start(view, legal)
    search.step(None)                           # one whole round
    search.step(None)
    search.step(0.0)                            # and one play-out of a third: not counted
    answer = search.finish()
    assert search.done and answer in legal and search.rounds == 2 and bot.last["rounds"] == 2
    search.step(1.0)                            # a finished search does no more work
    assert search.rounds == 2 and search.best() == answer


def test_expert_hands_replay_exactly():
    """Two runs of the same seeded hand with Expert bots give the same record (no clock in it)."""
    records = []
    for _ in range(2):
        state = new_hand("hoola", players=3, seed=21)
        play_hand(state, [ExpertBot(s, rounds=3, strict=True) for s in range(3)])
        records.append([str(a) for a in state.record])
    assert records[0] == records[1]


#: One searched decision, written out so another process can run exactly the same code.
_DECISION = """
from ai.expert import ExpertBot
from game.engine import Action, new_hand
state = new_hand("hoola", players=3, dealer=0, hands=["7S 8S 5H 5D KC QD 2C", "2S 3S 4H 6H 9C TC JC",
                                                      "3C 4C 5C 6C 8H 9S TS"], stock="AD 2D 3D 4D 6D 7D 8D",
                 discard="KS")
state.apply(Action("draw_stock", 0))
bot = ExpertBot(11, rounds=16)
move = bot.choose(state.view(0), state.legal_actions(0))
answer = repr((str(move), sorted((k, round(v, 9)) for k, v in bot.last["means"].items()), bot.rng.random()))
"""


def test_the_same_seed_and_view_give_the_same_move_in_two_processes():
    """Reproducible on any machine: the Expert's move, its means and its generator afterwards come out
    the same twice in this process and once in a fresh one with another hash seed (no wall clock, no
    set or dict order in the search)."""
    import os
    import subprocess
    import sys
    answers = []
    for _ in range(2):
        scope: dict = {}
        exec(_DECISION, scope)
        answers.append(scope["answer"])
        assert scope["bot"].last["searched"] and len(scope["bot"].last["means"]) > 1   # a real search
    env = dict(os.environ, PYTHONHASHSEED="12345")
    other = subprocess.run([sys.executable, "-c", _DECISION + "\nprint(answer)"], env=env, capture_output=True,
                           text=True, timeout=120, check=True)
    assert answers[0] == answers[1] == other.stdout.strip()


def test_a_game_whose_play_outs_cost_more_thinks_fewer_rounds():
    """Kalookie registers its own rounds (a two-pack play-out costs about ten times Hoola's), so a
    decision there thinks about as long; rounds given to the bot hold in every game."""
    from game.games.kalookie.bot import EXPERT_ROUNDS
    kalookie = _mid_hand("kalookie", 3, 6)
    seat = _actor(kalookie)
    hoola = _mid_hand("hoola", 3, 6)
    hseat = _actor(hoola)
    assert EXPERT_ROUNDS < DEFAULT_ROUNDS
    bot = ExpertBot(1)
    # the shared search (Kalookie's Expert plays its own plan; a hand review still weighs by play-outs)
    assert Search(bot, kalookie.view(seat), kalookie.legal_actions(seat)).budget == EXPERT_ROUNDS
    assert bot.start(hoola.view(hseat), hoola.legal_actions(hseat)).budget == DEFAULT_ROUNDS
    fixed = ExpertBot(1, rounds=5)
    assert Search(fixed, kalookie.view(seat), kalookie.legal_actions(seat)).budget == 5
