"""The ``hoola`` command: the game window, or headless play and measurement.

::

    hoola                                   # the window
    hoola --data-dir FOLDER                 # ... keeping settings, the saved game and statistics in FOLDER
    hoola --smoke                           # self-test: bots play a hand in a hidden window, exit 0
    hoola sim --game hoola --players 4 --hands 1000 --seed 1 --bots random [--check] [--json]
    hoola sim ... --options claims=priority --options jokers=2
    hoola sim ... --seed 1 --hand 57        # replay one reported hand, with its action record
    hoola bench [--runs 5] [--json]

Every bad input is a one-line message on stderr and exit code 2 (never a
traceback).  ``sim`` exits 1 when ``--check`` (or an engine error) found a
violation, 0 otherwise.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from typing import Any, Sequence

from game.defaults import APP_NAME, DEFAULT_GAME

EXIT_USAGE = 2


class UsageError(Exception):
    """A bad command line: reported in one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    """argparse with a one-line error (no usage dump) and exit code 2."""

    def error(self, message: str):  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message} (see {self.prog} --help)")


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None


def _positive(text: str) -> int:
    n = _whole(text)
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, not {text!r}")
    return n


def _at_least_zero(text: str) -> int:
    n = _whole(text)
    if n < 0:
        raise argparse.ArgumentTypeError(f"expected a whole number of 0 or more, not {text!r}")
    return n


def _add_run_args(p: argparse.ArgumentParser, *, hands: int, hands_help: str) -> None:
    """The arguments every headless run shares: game, seats, hands and seed."""
    p.add_argument("--game", default=DEFAULT_GAME, help=f"game name (default {DEFAULT_GAME})")
    p.add_argument("--players", type=_positive, default=4, help="number of seats (default 4)")
    p.add_argument("--hands", type=_positive, default=hands, help=f"{hands_help} (default {hands})")
    p.add_argument("--seed", type=_whole, default=1, help="seed of the run (default 1)")


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog=APP_NAME, description="Battle Hoola and other rummy games against computer opponents.")
    p.add_argument("--smoke", action="store_true",
                   help="self-test: four bots play a hand in the window (dummy video driver unless "
                        "SDL_VIDEODRIVER is set), files only in a temporary folder; exit 0 if all went well")
    p.add_argument("--game", dest="smoke_game", default=DEFAULT_GAME, metavar="GAME",
                   help=f"with --smoke: the game the bots play (default {DEFAULT_GAME})")
    p.add_argument("--option", dest="smoke_options", action="append", default=[], metavar="KEY=VALUE",
                   help="with --smoke: a game option, e.g. version=scarne (repeatable)")
    p.add_argument("--lang", choices=("en", "ko"), default=None,
                   help="the interface's language for this run (default: as chosen in Settings, else the system's)")
    from game.storage.paths import add_data_dir_option
    add_data_dir_option(p)            # the window's settings, saved game and statistics
    sub = p.add_subparsers(dest="command", parser_class=_Parser, metavar="{sim,bench,ladder,monkey}")

    sim = sub.add_parser("sim", help="play hands with bots and no window; print the results",
                         description="Bots play hands with no window; prints speed and each seat's mean "
                                     "stakes per hand with a 95% interval.")
    _add_run_args(sim, hands=1000, hands_help="hands to play")
    sim.add_argument("--bots", default="random",
                     help="bot level for every seat, or a comma-separated level per seat (default random)")
    sim.add_argument("--options", action="append", default=[], metavar="KEY=VALUE",
                     help="a game option (repeatable); the value is read as JSON when it can be")
    sim.add_argument("--check", action="store_true",
                     help="check the invariants after every action; report violations with seed and hand")
    sim.add_argument("--json", action="store_true", help="print the results as JSON")
    sim.add_argument("--rotate", action="store_true", help="duplicate deals: play each deal once with the bot list turned to every seat")
    sim.add_argument("--hand", type=_at_least_zero, default=None, metavar="N",
                     help="play only hand N of this seed (to replay a reported violation) and print its record")
    sim.add_argument("--deal", default=None, metavar="CODE",
                     help="play the one hand of a deal code (as the end-of-hand screen shows it) and print its record")
    sim.add_argument("--max-actions", type=_positive, default=None, metavar="N",
                     help="report a hand not over after N actions as a runaway")

    bench = sub.add_parser("bench", help="measure the meld solver, random play and play-outs (one core)",
                           description="Single core, median of several runs: meld-solver calls/s and "
                                       "decisions/s in random full hands.")
    bench.add_argument("--runs", type=_positive, default=5, help="timed runs; the median is shown (default 5)")
    bench.add_argument("--hands", type=_positive, default=200, help="random hands per run (default 200)")
    bench.add_argument("--solver-calls", type=_positive, default=5000, help="solver calls per timing (default 5000)")
    bench.add_argument("--game", default=DEFAULT_GAME, help=f"game for the random hands (default {DEFAULT_GAME})")
    bench.add_argument("--players", type=_positive, default=4, help="seats for the random hands (default 4)")
    bench.add_argument("--json", action="store_true", help="print the results as JSON")
    bench.add_argument("--screen", action="store_true",
                       help="measure the screen instead: frame times at 1280x720 with five seats, idle CPU share")
    bench.add_argument("--bots", default=None, metavar="LEVEL",
                       help="with --screen: frame times while four bots of LEVEL play (e.g. expert)")
    bench.add_argument("--bot-hands", type=_positive, default=60,
                       help="hands per game and level for the bots' decision times (default 60)")

    lad = sub.add_parser("ladder", help="each bot level against the level below; mean result per hand, 95%% interval",
                         description="One bot of a level against players-1 of the level below over "
                                     "duplicate-dealt hands; prints its mean result per hand relative to the "
                                     "table with a 95% interval. Exit code 1 if a rung does not hold.")
    _add_run_args(lad, hands=4000, hands_help="hands per rung")
    lad.add_argument("--levels", default="random,easy,medium,hard",
                     help="comma-separated levels, weakest first (default random,easy,medium,hard)")
    lad.add_argument("--options", action="append", default=[], metavar="KEY=VALUE", help="a game option (repeatable)")
    lad.add_argument("--json", action="store_true", help="print the results as JSON")
    lad.add_argument("--matches", type=_positive, default=None, metavar="N",
                     help="play N whole matches per rung (scored by what the match is won by) instead of hands")
    lad.add_argument("--bots-from", default=None, metavar="MODULE",
                     help="a module whose BOTS adds levels to measure (e.g. tests.tools.greedy)")

    mon = sub.add_parser("monkey", help="random clicks, drags and keys on every scene (or one); print any failure",
                         description="Sends random events to each scene in a hidden window and checks the hand's "
                                     "invariants after every step; prints the scene and seed of any failure "
                                     "(exit code 1).")
    mon.add_argument("--events", type=_positive, default=2000, help="events per scene (default 2000)")
    mon.add_argument("--seed", type=_whole, default=None, help="seed (default: each scene's own, crc32 of its name)")
    mon.add_argument("--scene", default=None, help="one scene (default: every scene)")
    mon.add_argument("--lang", dest="monkey_lang", choices=("en", "ko"), default=None, help="the language")
    return p


# --------------------------------------------------------------------------- options

def parse_options(game: str, pairs: Sequence[str]) -> dict[str, Any]:
    """``["claims=priority", "jokers=2"]`` to the game's options dict.

    A value is read as JSON when it can be (``true``, ``2``, ``0.5``), else as
    text; an option whose type is text keeps the text as written (``knock_limit=10``).
    Names and values are checked by the engine.
    """
    from game.engine import describe, get_ruleset
    rs = get_ruleset(game)
    types = {info.name: info.type for info in describe(rs.Options)}
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise UsageError(f"hoola: an option is written KEY=VALUE, not {pair!r}")
        if types.get(key) is str:
            value: Any = raw
        else:
            try:
                value = json.loads(raw)
            except (ValueError, RecursionError):     # not JSON, a number too long, lists nested too deep
                value = raw
        out[key] = value
    return out


# --------------------------------------------------------------------------- commands

def run_window(args: argparse.Namespace) -> int:
    """Open the game window (this is the one place that imports the screen)."""
    import os
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no library banner on the player's console
    from game.ui.app import run
    return run(args)


def run_smoke(args: argparse.Namespace) -> int:
    """``hoola --smoke``: the packaged program's self-test (:mod:`game.smoke`)."""
    from game.engine import games
    from game.smoke import main as smoke_main
    game = getattr(args, "smoke_game", DEFAULT_GAME)
    if game not in games():
        raise UsageError(f"hoola --smoke: unknown game {game!r}; known: {', '.join(games())}")
    from game.engine import build_options, get_ruleset
    try:
        options = parse_options(game, getattr(args, "smoke_options", []))
        build_options(get_ruleset(game).Options, options)      # a bad name or value: one line, exit 2
    except (ValueError, TypeError) as e:
        raise UsageError(f"hoola --smoke: {e}") from None
    return smoke_main(game=game, options=options, lang=getattr(args, "lang", None))


def run_deal(args: argparse.Namespace) -> int:
    """``hoola sim --deal CODE``: the code's hand, played headless by the bots, with its record."""
    from ai.registry import make_bot
    from game.engine import get_ruleset
    from game.engine.dealcode import decode
    from game.sim import DEFAULT_MAX_ACTIONS, SimError, bot_seed, play_hand
    try:
        code = decode(args.deal)
        bots = [b.strip() for b in args.bots.split(",")]
        if len(bots) not in (1, code.players):
            raise ValueError(f"give one bot level, or one per seat ({code.players})")
        levels = bots * code.players if len(bots) == 1 else bots
        state = code.deal()
        seats = [make_bot(levels[s], bot_seed(args.seed, 0, s)) for s in range(code.players)]
        play_hand(state, seats, check=args.check, max_actions=args.max_actions or DEFAULT_MAX_ACTIONS)
    except SimError as e:
        print(f"hoola sim --deal: {e}", file=sys.stderr)
        return 1
    except ValueError as e:
        raise UsageError(f"hoola sim --deal: {e}") from None
    if args.json:
        print(json.dumps({"deal": args.deal, "result": state.result.summary(),
                          "record": state.to_record()}, indent=2, default=str))
    else:
        print(f"deal {args.deal}: {get_ruleset(code.game).title}, {code.players} players")
        print(f"result: {state.result.summary()}")
        for a in state.record:
            print(f"  {a}")
    return 0


def run_sim(args: argparse.Namespace) -> int:
    from game.engine import get_ruleset
    from game.sim import DEFAULT_MAX_ACTIONS, format_stats, simulate
    if args.deal is not None:
        return run_deal(args)
    try:
        game = get_ruleset(args.game).name
        options = parse_options(game, args.options)
        bots = [b.strip() for b in args.bots.split(",")]
        kwargs: dict[str, Any] = dict(rotate=args.rotate, max_actions=args.max_actions or DEFAULT_MAX_ACTIONS)
        if args.hand is not None:
            kwargs.update(first_hand=args.hand, records=True)
        from game.progress import bar
        n = 1 if args.hand is not None else args.hands
        with bar(n, "hands", quiet=args.json or n < 50) as progress:
            stats = simulate(game, args.players, n, args.seed, bots, options, args.check,
                             on_hand=progress.update, **kwargs)
    except ValueError as e:
        raise UsageError(f"hoola sim: {e}") from None
    if args.json:
        print(json.dumps(stats, indent=2, default=str))
    else:
        print(format_stats(stats))
        for kept in stats.get("records", []):
            print(f"hand {kept['hand']}: {kept['result']}")
            for line in kept["record"]["actions"]:
                print(f"  {line}")
        for v in stats["violations"] if args.hand is not None else []:
            print(f"hand {v['hand']} stopped after {v['actions']} actions:")
            for line in v["record"]:
                print(f"  {line}")
    return 1 if stats["violation_count"] else 0


def _solver_rows(calls: int, runs: int) -> tuple[list[dict[str, Any]] | None, str]:
    """The meld solver's benchmark rows, or None and why not (it is written separately)."""
    import importlib
    import inspect
    try:
        mod = importlib.import_module("game.bench.solver_bench")
    except ModuleNotFoundError as e:
        if e.name and e.name.startswith(("game.bench", "game.engine.solver")):
            return None, "not available (game/bench/solver_bench.py is not there yet)"
        raise
    run = getattr(mod, "run", None)
    if run is None:
        return None, "not available (game.bench.solver_bench has no run())"
    params = inspect.signature(run).parameters
    kwargs = {k: v for k, v in (("repeats", runs), ("calls", calls)) if k in params}
    rows = run(**kwargs)
    if isinstance(rows, (int, float)):
        rows = [{"calls_per_s": float(rows)}]
    elif isinstance(rows, dict):
        rows = [rows]
    return list(rows), ""


def run_ladder(args: argparse.Namespace) -> int:
    from ai.registry import LEVELS
    from game.engine import get_ruleset
    from game.ladder import bots_from, main_ladder
    try:
        game = get_ruleset(args.game).name
        options = parse_options(game, args.options)
        make, extra = bots_from(args.bots_from)
        known = LEVELS + extra
        levels = [x.strip() for x in args.levels.split(",") if x.strip()]
        unknown = [x for x in levels if x not in known]
        if unknown or len(levels) < 2:
            raise ValueError(f"--levels needs two or more of {', '.join(known)}; got {args.levels!r}")
        return main_ladder(game, levels, args.players, args.hands, args.seed, options, args.json,
                           make=make, matches=args.matches)
    except ValueError as e:
        raise UsageError(f"hoola ladder: {e}") from None


def run_monkey(args: argparse.Namespace) -> int:
    """``hoola monkey``: the screen's random-event test for long runs (:mod:`game.ui.monkey`)."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.monkey import main as monkey_main
    try:
        return monkey_main(args.events, args.seed, args.scene, args.monkey_lang or args.lang)
    except ValueError as e:
        raise UsageError(f"hoola monkey: {e}") from None


def run_bench(args: argparse.Namespace) -> int:
    from game.sim import simulate
    if args.screen:
        from game.bench.screen_bench import main as screen_main
        return screen_main((["--json"] if args.json else []) + (["--bots", args.bots] if args.bots else []))
    from game.bench import bot_bench
    try:
        solver, why = _solver_rows(args.solver_calls, args.runs)
        runs = [simulate(args.game, args.players, args.hands, seed, ["random"])
                for seed in range(1, args.runs + 1)]
        from game.engine import games
        other = [g for g in games() if g != runs[0]["game"]]
        other_runs = {g: [simulate(g, args.players, args.hands, seed, ["random"]) for seed in range(1, args.runs + 1)]
                      for g in other}
        other_play = {g: {k: statistics.median(r[k] for r in rs) for k in ("decisions_per_s", "actions_per_s")}
                      for g, rs in other_runs.items()}
        from game.bench.playout_bench import playouts_per_s
        playouts = {g: statistics.median(playouts_per_s(g, args.players, seconds=0.5) for _ in range(args.runs))
                    for g in games()}
        bots = bot_bench.run(games=games(), hands=args.bot_hands)     # every game, from the registry
    except ValueError as e:
        raise UsageError(f"hoola bench: {e}") from None
    play = {
        "game": runs[0]["game"], "players": args.players, "hands_per_run": args.hands, "runs": args.runs,
        "decisions_per_s": statistics.median(r["decisions_per_s"] for r in runs),
        "actions_per_s": statistics.median(r["actions_per_s"] for r in runs),
        "hands_per_s": statistics.median(r["hands_per_s"] for r in runs),
    }
    out = {"solver": solver, "solver_note": why, "random_play": play,
           "random_play_other_games": other_play, "playouts_per_s": playouts, "bot_decision_times": bots}
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print("hoola bench (single process, median of runs)")
    if solver is None:
        print(f"meld solver: {why}")
    else:
        print("meld solver calls/s:")
        labels = [" ".join(f"{k}={v}" for k, v in row.items() if k != "calls_per_s") for row in solver]
        width = max(map(len, labels), default=0)
        for label, row in zip(labels, solver):
            print(f"  {label:<{width}} {row.get('calls_per_s', float('nan')):>12,.0f}")
    print(f"random full hands ({play['game']}, {play['players']} players, {args.hands} hands x {args.runs} runs): "
          f"{play['actions_per_s']:,.0f} applied actions/s, {play['decisions_per_s']:,.0f} decisions/s, "
          f"{play['hands_per_s']:,.1f} hands/s")
    for g, rates in other_play.items():
        print(f"random full hands ({g}, {args.players} players): {rates['actions_per_s']:,.0f} applied actions/s, "
              f"{rates['decisions_per_s']:,.0f} decisions/s")
    print(f"play-outs (the Expert's greedy policy from turn starts, {args.players} players, CPU time):")
    for g, rate in playouts.items():
        print(f"  {g:<13} {rate:>9,.1f} play-outs/s")
    print("bot decision times (4 bots of a level, whole hands):")
    for line in bot_bench.format_rows(bots).splitlines():
        print("  " + line)
    return 0


def load_games(screen: bool) -> None:
    """Load the built-in games explicitly, from the one list (:data:`game.games.BUILTIN`): every layer
    for the window and the smoke test; for a headless command the layers below the screen (so that
    ``hoola sim`` imports no pygame)."""
    from game import games
    if screen:
        import os
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no library banner on the player's console
        games.load_all()
        return
    for layer in games.LAYERS[:games.LAYERS.index("bot") + 1]:
        games.load(layer)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``hoola`` and ``python -m game``; returns the exit code."""
    try:
        args = build_parser().parse_args(argv)
        load_games(screen=getattr(args, "smoke", False) or args.command in (None, "monkey"))
        if getattr(args, "smoke", False):
            code = run_smoke(args)
        elif args.command == "sim":
            code = run_sim(args)
        elif args.command == "bench":
            code = run_bench(args)
        elif args.command == "ladder":
            code = run_ladder(args)
        elif args.command == "monkey":
            code = run_monkey(args)
        else:
            code = run_window(args)
    except UsageError as e:
        print(str(e), file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("hoola: interrupted", file=sys.stderr)
        return 130
    return code


if __name__ == "__main__":
    sys.exit(main())
