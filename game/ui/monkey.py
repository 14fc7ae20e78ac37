"""The monkey: random clicks, drags, keys, wheel turns and resizes sent to one scene, for as long as asked.

``hoola monkey --events N --seed S [--scene NAME] [--lang ko]`` runs it outside CI; ``tests/ui`` runs
a few hundred events a scene.  Each scene's default seed is the crc32 of its name, so a failure replays.
After every step the hand on the table (if any) must pass the engine's invariants; any exception stops
the run with the scene and seed that found it.
"""
from __future__ import annotations

import random
import zlib
from functools import lru_cache
from typing import Any, Callable

import pygame

KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_TAB, pygame.K_ESCAPE, pygame.K_d, pygame.K_t, pygame.K_m, pygame.K_a, pygame.K_x, pygame.K_k,
        pygame.K_b, pygame.K_l, pygame.K_g, pygame.K_o, pygame.K_i, pygame.K_p, pygame.K_c, pygame.K_s,
        pygame.K_r, pygame.K_h, pygame.K_n, pygame.K_q, pygame.K_u, pygame.K_e, pygame.K_j, pygame.K_v,
        pygame.K_y, pygame.K_F1, pygame.K_F2, pygame.K_F5, pygame.K_1, pygame.K_2, pygame.K_HOME, pygame.K_END,
        pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_BACKSPACE, pygame.K_z]
SHARED_EXTRA = ("review", "deal", "deal-code", "stats-content")


def _name(*words: str) -> str:
    return "-".join(str(w).replace("_", "-") for w in words)


def tables() -> dict[str, tuple[str, dict[str, Any]]]:
    """A table of every game in each version: scene name -> (game, options).  A game's versions are the
    choices of its first option that is chosen by name (its version or variant); a game without one
    has one table."""
    from game.engine import describe, get_ruleset
    from .game_menu import MENUS
    out: dict[str, tuple[str, dict[str, Any]]] = {}
    for game in MENUS.names():
        info = next((i for i in describe(get_ruleset(game).Options)
                     if i.type is str and i.choices and len(i.choices) > 1), None)
        if info is None:
            out[_name(game)] = (game, {})
        else:
            out.update({_name(game, v): (game, {info.name: v}) for v in info.choices})
    return out


def _same_cards_other_meaning(legal: list[Any]) -> bool:
    """Two moves of the same cards where a joker means different things: the screen asks which."""
    seen: dict[tuple[str, tuple[str, ...]], set[Any]] = {}
    for a in legal:
        if a.get("joker") and any(c.is_joker for c in a.cards):
            seen.setdefault((a.kind, tuple(sorted(map(str, a.cards)))), set()).add(a.get("joker"))
    return any(len(v) > 1 for v in seen.values())


@lru_cache(maxsize=None)
def _offers_meanings(game: str) -> bool:
    """Does the game ever offer a joker's meanings to choose from (a few random deals tell)?"""
    from game.engine import new_hand
    rng = random.Random(1)
    for seed in range(12):
        state = new_hand(game, players=4, seed=seed)
        for _ in range(150):
            if _same_cards_other_meaning(state.legal_actions(state.current)):
                return True
            if not _random_step(state, rng):
                break
    return False


def moments() -> dict[str, tuple[str, Callable[[list[Any]], bool]]]:
    """The moments a game's dialog or button is open to the player: each of its own kinds' buttons (a
    demand, the dealer's exchange...), a choice between meanings of the same cards (jokers) in a game
    with jokers, and its question between hands where it asks one (a buy-in): name -> (game, wanted)."""
    from game.engine import get_ruleset
    from game.engine.ruleset import Ruleset
    from .game_menu import MENUS
    from .game_table import table_for
    out: dict[str, tuple[str, Callable[[list[Any]], bool]]] = {}
    for game in MENUS.names():
        rs = get_ruleset(game)
        table = table_for(game)
        for kind in [k for k, *_ in table.kind_buttons] + list(table.dialog_kinds):
            out[_name(game, kind)] = (game, lambda legal, k=kind: any(a.kind == k for a in legal))
        if rs.deck(rs.Options())[1] and _offers_meanings(game):
            out[_name(game, "choice")] = (game, _same_cards_other_meaning)
        if type(rs).decisions is not Ruleset.decisions:
            out[_name(game, "question")] = (game, lambda legal: False)
            # the end of a hand just after the player has answered the question with its last choice and is
            # out of the match (a retirement): the others' hands to play on, or skip
            out[_name(game, "sat-out")] = (game, lambda legal: False)
    return out


def _option_sets(game: str) -> list[dict[str, Any]]:
    """Where to look for a moment: the game's default table, its versions, its menu's presets."""
    from .game_menu import menu_for
    sets = [{}] + [o for g, o in tables().values() if g == game] + [dict(o) for _, _, o in menu_for(game).presets]
    return [dict(o) for i, o in enumerate(sets) if o not in sets[:i]]


def lesson_scenes() -> tuple[str, ...]:
    """Learn to play: the courses' list, each game's course and a lesson table in each game (which lesson,
    and from which step, the opening seed says, so the reopened scene walks through them all)."""
    from game.lessons import COURSES
    games = [g for g in tables_games() if COURSES.get(g) is not None]
    return ("lessons",) + tuple(_name("course", g) for g in games) + tuple(_name("lesson", g) for g in games) + \
        ("lesson-points",)


def tables_games() -> list[str]:
    """The games with a menu, in the menus' order."""
    from .game_menu import MENUS
    return list(MENUS.names())


def _open_lesson_scene(app: Any, scene: str, seed: int) -> None:
    from game.lessons import COURSES
    from .lessons_scene import CourseScene, LessonsScene
    if scene == "lessons":
        app.push(LessonsScene(app))
        return
    if scene == "lesson-points":
        _open_lesson_points(app, seed)
        return
    kind, _sep, game_name = scene.partition("-")
    game = next(g for g in tables_games() if _name(g) == game_name)
    course = COURSES[game]
    if kind == "course":
        app.push(CourseScene(app, course))
        return
    from .lesson_table import LessonSession, LessonTableScene
    lesson = course.lessons[seed % len(course.lessons)]
    start = (seed // len(course.lessons)) % len(lesson.steps)
    app.push(LessonTableScene(app, LessonSession(app, course, lesson, start_step=start)))


def _open_lesson_points(app: Any, seed: int) -> None:
    """The points of a lesson whose hand ends (which lesson, the seed says), over its finished table."""
    from game.lessons import COURSES
    from .lesson_table import LessonEndScene, LessonSession, LessonTableScene
    ended = [(COURSES[g], lesson) for g in tables_games() if COURSES.get(g) is not None
             for lesson in COURSES[g].lessons if lesson.final.over]
    course, lesson = ended[seed % len(ended)]
    table = LessonTableScene(app, LessonSession(app, course, lesson, start_step=len(lesson.steps)))
    app.push(table)
    app.push(LessonEndScene(app, table))


class MonkeyFailure(Exception):
    """What the monkey found, with the scene and seed that replay it."""


def scenes() -> tuple[str, ...]:
    from .demo import scenes as demo_scenes
    return tuple(demo_scenes()) + tuple(tables()) + SHARED_EXTRA + tuple(moments()) + lesson_scenes()


def seed_of(scene: str) -> int:
    """The scene's own seed: stable across runs (``hash()`` is salted)."""
    return zlib.crc32(scene.encode())


def random_event(rng: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    w, h = size
    r = rng.random()
    pos = (rng.randrange(w), rng.randrange(h))
    if r < 0.35:
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3))),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
    if r < 0.55:   # a drag
        end = (rng.randrange(w), rng.randrange(h))
        mid = ((pos[0] + end[0]) // 2, (pos[1] + end[1]) // 2)
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
    if r < 0.62:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
    if r < 0.66:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)]
    if r < 0.675:
        size = (rng.randrange(700, 1700), rng.randrange(450, 1000))
        return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]
    if r < 0.72:
        text = rng.choice(["H", "O", "-", "3", "K", "가", "x", " ", "9"])
        return [pygame.event.Event(pygame.TEXTINPUT, text=text)]
    k = rng.choice(KEYS)
    mod = rng.choice((pygame.KMOD_SHIFT, pygame.KMOD_CTRL)) if rng.random() < 0.1 else 0
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)]


def _random_hand(game: str, options: dict[str, Any] | None, seed: int, rng: random.Random) -> Any:
    """A four-seat hand of ``game`` played with random legal moves by ``rng`` (to its end, as a rule)."""
    from game.engine import new_hand
    state = new_hand(game, players=4, seed=seed, options=options)
    for _ in range(3000):
        if state.result is not None:
            break
        seats = [s for s in range(state.players) if state.legal_actions(s)]
        if not seats:
            break
        state.apply(rng.choice(state.legal_actions(rng.choice(seats))))
    return state


def _played_record(game: str, options: dict[str, Any], seed: int) -> dict[str, Any]:
    return _random_hand(game, options, seed, random.Random(seed)).to_record()


def _fill_stats(app: Any, seed: int) -> None:
    """Hands of every game and version booked against two levels, so the statistics screen has lines to
    show, in every book a version keeps apart (its own tab)."""
    from game.engine import build_options, games, get_ruleset
    from game.engine.counters import book_key
    from .game_menu import menu_for
    rng = random.Random(seed)
    for game in games():
        rs = get_ruleset(game)
        books = {book_key(game, rs.stats_book(build_options(rs.Options, opts))): opts
                 for __, __l, opts in menu_for(game).presets} or {game: None}
        for key, opts in books.items():
            for level in ("random", "expert"):
                for n in range(3 if key == game else 1):
                    state = _random_hand(game, opts, seed + n, rng)
                    if state.result is not None:
                        app.storage.record_hand(key, level, state.result, 0)


def _random_step(state: Any, rng: random.Random) -> bool:
    seats = [s for s in range(state.players) if state.legal_actions(s)]
    if state.result is not None or not seats:
        return False
    state.apply(rng.choice(state.legal_actions(rng.choice(seats))))
    return True


def _open_moment(app: Any, scene: str, seed: int) -> None:
    """A table at a moment the player (seat 0) may open the scene's dialog: random play from deals of
    the scene's game (its versions and presets in turn) until it comes."""
    from .demo import demo_session
    from .table.scene import TableScene
    game, wanted = moments()[scene]
    sets = _option_sets(game)
    rng = random.Random(seed)
    for tries in range(300):
        # after 50 deals by the player, others deal: a moment only a seat other than the dealer meets
        # (House Rummy's leaving the turned-up card, R-2) comes only then
        session = demo_session(app, game, 4, (seed + tries) % 10_000, options=sets[tries % len(sets)],
                               dealer=(tries // 50) % 4)
        state = session.match.hand
        for _ in range(400):
            if wanted(state.legal_actions(0)):
                app.push(TableScene(app, session))
                return
            if not _random_step(state, rng):
                break
    raise RuntimeError(f"no deal reached the {scene} moment")


def _open_question(app: Any, scene: str, seed: int, *, leave: bool = False) -> None:
    """The end of a hand with the match's question between hands put to the player (a buy-in), three
    seats, the game's versions and presets in turn; with ``leave``, answered with its last choice where
    that puts the player out of the match (a retirement)."""
    from .end_scene import EndScene
    from game.controller.session import GameConfig, Session
    from .table.scene import TableScene
    game = moments()[scene][0]
    sets = _option_sets(game)
    rng = random.Random(seed)
    for tries in range(100):
        cfg = GameConfig(game=game, players=3, levels=["random", "random"], seed=(seed + tries) % 10_000,
                         options=sets[tries % len(sets)])
        session = Session(cfg, app.settings, storage=None)
        for _ in range(30):
            state = session.match.hand
            while _random_step(state, rng):
                pass
            if state.result is None:
                break
            question = session.controller.pending_decision()
            if question is not None and question.seat == session.human and leave:
                session.controller.decide(question.choices[-1])
                if not session.sits_out:
                    break
            if (question is not None and question.seat == session.human) or (leave and session.sits_out):
                table = TableScene(app, session)
                app.push(table)
                app.push(EndScene(app, table))
                return
            if session.match.over or question is not None:
                break
            session.next_hand()
    raise RuntimeError(f"no match reached the {scene} moment")


def open_scene(app: Any, scene: str, seed: int) -> None:
    """Open ``scene`` on top of the main menu."""
    from .demo import demo_session, open_demo
    from .menu import MainMenu
    app.stack.clear_to(MainMenu(app))
    every = tables()
    if scene in every:
        from .table.scene import TableScene
        game, options = every[scene]
        app.push(TableScene(app, demo_session(app, game, 4, seed % 100, options=options)))
    elif scene == "review":
        from .review_scene import ReviewScene
        game, options = list(every.values())[seed % len(every)]
        app.push(ReviewScene(app, _played_record(game, options, seed % 1000), 0, ["You", "Ana", "Bo", "Cy"]))
    elif scene in ("deal", "deal-code"):
        from .deal_scene import DealScene
        text = ""
        if scene == "deal-code":
            from game.engine.dealcode import DealCode, encode
            game, options = list(every.values())[seed % len(every)]
            text = encode(DealCode(game, 4, seed % 2**32, 0, "", dict(options)))
        app.push(DealScene(app, text))
    elif scene.endswith("-question") and scene in moments():
        _open_question(app, scene, seed)
    elif scene.endswith("-sat-out") and scene in moments():
        _open_question(app, scene, seed, leave=True)
    elif scene in moments():
        _open_moment(app, scene, seed)
    elif scene in lesson_scenes():
        _open_lesson_scene(app, scene, seed)
    elif scene == "stats-content":
        from .stats_scene import StatsScene
        _fill_stats(app, seed % 1000)
        app.push(StatsScene(app))
    else:
        open_demo(app, scene, seed=seed % 100)


def check_state(app: Any) -> None:
    """The hand on the table, if any, is one the engine's invariants accept."""
    top = app.stack.top         # the review's position, or the hand a table's controller plays
    state = getattr(top, "state", None)
    if state is None:
        state = getattr(getattr(top, "ctl", None), "state", None)
    if state is not None and hasattr(state, "check_invariants"):
        state.check_invariants()


def run(app: Any, scene: str, events: int, seed: int | None = None,
        on_batch: Callable[[int], None] | None = None) -> int:
    """Send ``events`` random events to ``scene`` (reopened when the monkey leaves it); how many were sent.
    :class:`MonkeyFailure` names the scene and seed of anything that went wrong."""
    seed = seed_of(scene) if seed is None else seed
    rng = random.Random(seed)
    sent = 0
    try:
        open_scene(app, scene, rng.randrange(2**31))
        home = type(app.stack.top)
        while sent < events:
            batch: list[pygame.event.Event] = []
            for _ in range(5):
                batch += random_event(rng, app.size)
            for ev in batch:
                pygame.event.post(ev)
            sent += len(batch)
            app.clock.advance(rng.choice((0.0, 0.05, 0.3, 1.0)))
            app.step()
            check_state(app)
            if not app.running or app.stack.top is None or (type(app.stack.top) is not home and rng.random() < 0.2):
                app.running = True         # left the scene (or quit): go back to it, to keep testing it
                open_scene(app, scene, rng.randrange(2**31))
            log = getattr(app.stack.top, "log", None)
            if log is not None and any(str(text).startswith("(display:") for text, _ in log):
                raise AssertionError("the table logged a display error")
            if on_batch is not None:
                on_batch(sent)
    except Exception as e:     # noqa: BLE001 - the monkey reports anything, with how to replay it
        raise MonkeyFailure(f"scene {scene!r} seed {seed} after {sent} events: {type(e).__name__}: {e}") from e
    return sent


#: a long run prints a line on stderr each time this many more events are sent
PROGRESS_EVERY = 10_000


def main(events: int, seed: int | None, scene: str | None, lang: str | None) -> int:
    """``hoola monkey``: every scene (or one), ``events`` each, in the window's dummy driver."""
    import os
    import sys
    import tempfile
    import time
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.controller import FakeClock
    from .app import App
    from game.storage.settings import Settings
    from .hooks import MemoryStorage
    from .i18n import set_language
    names = [scene] if scene else list(scenes())
    unknown = [n for n in names if n not in scenes()]
    if unknown:
        raise ValueError(f"unknown scene {unknown[0]!r}; known: {', '.join(scenes())}")
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        os.environ.setdefault("HOOLA_DATA_DIR", tmp)
        for name in names:
            settings = Settings(animation_speed=0.0, think_scale=0.0, claim_window=1.5)
            app = App((1280, 720), settings=settings, storage=MemoryStorage(settings), clock=FakeClock())
            if lang:
                set_language(lang)
            s = seed_of(name) if seed is None else seed
            t0 = time.perf_counter()
            mark = [PROGRESS_EVERY]

            def progress(sent: int, name: str = name, t0: float = t0, mark: list[int] = mark) -> None:
                if sent >= mark[0]:      # a long run says how far it is (a 100,000-event run said nothing for hours)
                    mark[0] += PROGRESS_EVERY
                    print(f"scene {name}: {sent} events so far ({time.perf_counter() - t0:.0f} s)", file=sys.stderr,
                          flush=True)
            try:
                sent = run(app, name, events, s, on_batch=progress)
                print(f"scene {name} seed {s}: {sent} events, no failure ({time.perf_counter() - t0:.0f} s)",
                      flush=True)
            except MonkeyFailure as e:
                failures += 1
                print(f"FAILED: {e}", flush=True)
            pygame.event.clear()
    return 1 if failures else 0
