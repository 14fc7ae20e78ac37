"""A lesson at the real table: the same table scene, a coach's card over it, and the lesson's lights.

:class:`LessonSession` stands where a game's session does (the table asks it for the match, the
names, the controller...), with a :class:`~game.controller.lesson.LessonController` that the lesson
referees and nothing saved as a game. :class:`LessonTableScene` is the table itself plus the coach:
the prompt of the step, the lesson's explanation after a move, the way back after a move the lesson
was not waiting for (Take back, U), and rings round the cards and places the step is about. The
player drags, slaps, presses buttons and reads the log exactly as in a game.
"""
from __future__ import annotations

import math
from collections import Counter
from typing import Any

import pygame

from game.controller.lesson import LessonController
from game.engine import Card, get_ruleset
from game.lessons import Course, Lesson

from . import theme
from .end_scene import EndScene
from .engine_text import engine_text
from .persons import readable
from .i18n import _, language
from game.controller.session import BOT_NAMES, GameConfig
from .table.room import free_spot, table_things
from .table.scene import TableScene
from .text import blit, wrap
from .widgets import Button, ButtonColumn

#: A first game's length after the course, where a match is counted in hands.
FIRST_GAME_HANDS = 3


class LessonSession:
    """What the table needs of a session, for one lesson (nothing is saved as a game or counted)."""

    human = 0

    def __init__(self, app: Any, course: Course, lesson: Lesson, start_step: int = 0) -> None:
        self.app = app
        self.course = course
        self.lesson = lesson
        self.controller = LessonController(lesson, language(), settings=app.settings, start_step=start_step)
        self.human = lesson.seat
        seat = self.controller.seat_table       # the player's seat: the game and the players are public
        self.match = self.controller.match
        self.config = GameConfig(game=seat.game, players=seat.players, levels=["easy"] * 6,
                                 options={})
        self.names = [_("You") if s == self.human else BOT_NAMES[s % len(BOT_NAMES)] for s in range(seat.players)]
        self.levels = ["you" if s == self.human else "easy" for s in range(seat.players)]
        self.storage = None
        # a lesson taken up again where it was left: the table words the moves made so far into its log,
        # as Continue does (the Seven Bridge newcomer pressed D on a resumed lesson and saw no draw)
        self.table_view: dict[str, Any] = {"log": []} if start_step > 0 else {}
        self.game_title = get_ruleset(seat.game).title

    # the session's duties that a lesson does not have
    def save_now(self) -> None:
        """A lesson is not a saved game: its progress is kept step by step instead."""

    def checkpoint(self) -> None:
        pass

    def assist(self, what: str) -> None:
        pass

    def book_hand(self) -> None:
        pass

    plays_for_stakes = False

    def money(self, amount: Any) -> str:
        return str(amount)

    def next_hand(self) -> None:
        pass


def _faces(text: str) -> list[tuple[int, str]]:
    out = []
    for word in text.split():
        try:
            c = Card.parse(word)
        except ValueError:
            continue
        out.append((c.rank, c.suit))
    return out


class LessonTableScene(TableScene):
    """The table with a coach: the lesson's prompt, its explanations, its lights and its way back."""

    def __init__(self, app: Any, session: LessonSession) -> None:
        super().__init__(app, session)
        self.lesson_session = session
        self.message = ""                  # the lesson's words on the last move
        self.message_colour = theme.INK
        self.shown_verdict: Any = None
        self.done_buttons: list[tuple[pygame.Rect, Any]] = []
        self.take_back_rect: pygame.Rect | None = None
        self.choice_rects: list[tuple[str, pygame.Rect]] = []   # the answers to the match's question
        self.saved_at = -1
        self._keep_progress()

    @property
    def run(self) -> Any:
        return self.ctl.run

    # ---- progress ---------------------------------------------------------------------------------------
    def _keep_progress(self) -> None:
        """Remember where the learner is (a lesson left half-way starts again from its step)."""
        run, storage = self.run, getattr(self.app, "storage", None)
        if storage is None or not hasattr(storage, "lessons") or self.saved_at == run.index:
            return
        self.saved_at = run.index
        progress = storage.lessons()
        course = progress.of(self.lesson_session.course.game)
        if run.finished:
            course.finish(self.lesson_session.lesson.id)
        else:
            course.leave(self.lesson_session.lesson.id, run.index)
        storage.save_lessons(progress)

    # ---- the frame ----------------------------------------------------------------------------------------
    def update(self, now: float) -> None:
        self.end_shown = True          # the coach closes a lesson, not the end-of-hand screen
        super().update(now)
        verdict = self.ctl.verdict
        if verdict is not self.shown_verdict:
            self.shown_verdict = verdict
            self._say(verdict)
        self._keep_progress()

    def _say(self, verdict: Any) -> None:
        if verdict is None:
            self.message = ""
        elif verdict.outcome == "other":
            self.message = verdict.say or _("That is allowed, but this lesson has something else in mind. "
                                            "Take it back and try again.")
            self.message_colour = theme.GOLD
        elif verdict.outcome == "done":
            self.message = verdict.say
            self.message_colour = theme.GREEN
        else:
            self.message = ""

    @property
    def finished(self) -> bool:
        run = self.run
        return run.finished and not run.replies

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_u and self.run.back_to() is not None:
            self.take_back()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.take_back_rect is not None and self.take_back_rect.collidepoint(event.pos):
                self.take_back()
                return
            for rect, act in self.done_buttons:
                if rect.collidepoint(event.pos):
                    act()
                    return
        question = self.question()
        if question is not None and event.type == pygame.KEYDOWN:
            keys = [pygame.K_RETURN, pygame.K_2, pygame.K_3, pygame.K_4]
            if event.key in keys[:len(question.choices)]:
                self.answer(question.choices[keys.index(event.key)])
                return
        if self.finished and event.type == pygame.KEYDOWN and event.key == pygame.K_b and \
                self.seat_table.result is not None:
            self.show_points()
            return
        if self.finished and event.type == pygame.KEYDOWN and event.key in (pygame.K_n, pygame.K_p, pygame.K_RETURN):
            self.first_game() if self.last_lesson else self.next_lesson()
            return
        super().handle(event)

    def say_error(self, reason: str) -> None:
        """A refusal teaches: the engine's reason stays on the coach's card, above the step's prompt
        (what would work)."""
        super().say_error(reason)
        if self.run.waiting_take_back:
            self.message = _("Take back your last move first (U).")
        else:
            said = engine_text(self.personal(readable(reason)))
            # only the first letter: capitalize() made "9♣ 9♥ Q♣ is not a meld" read "9♣ 9♥ q♣ …" (27 Nov)
            self.message = said[:1].upper() + said[1:]
        self.message_colour = theme.BAD

    def _show_hint(self, h: Any) -> None:
        """A hint in a lesson leads where the lesson goes: where the Expert's move is one the lesson is not
        waiting for, the hint lights the lesson's own move and says its card's words.  House Rummy's first
        lesson said "K♣를 버리고 차례를 마치세요" while the hint said "5♠ 버리기", and following the hint
        met "this lesson has something else in mind. Take it back" (s17-korean, 27 Nov)."""
        run = self.run
        if not run.finished and run.step is not None and not run.replies and not run.waiting_take_back \
                and run.judge(h.action).outcome == "other":
            wanted = run.expected()
            if wanted:
                from ai.coach import Hint
                h = Hint(wanted[0], _("in this lesson: {prompt}").format(prompt=run.prompt()))
        super()._show_hint(h)

    # ---- the match's question between hands (a buy-in), on the coach's card ---------------------------------
    def status_override(self) -> tuple[str, str, str] | None:
        """Once the lesson is over the panel says so (it said "Watch Kenji play" while nothing moved).
        While the lesson waits for the learner's move, the panel points to the coach's card: its list of
        everything the rules allow ("You may discard…") read as the next step (the newcomer play-test)."""
        if self.finished:
            return _("Lesson complete!"), "", ""
        run = self.run
        if run.waiting_take_back and not run.replies:
            # a move the lesson did not wait for stands: the panel said "Kenji의 차례를 지켜보세요" while
            # nothing moved until the learner took it back (s17-korean)
            return _("Your move"), "", _("Take back your last move first (U).")
        if not run.replies and not run.waiting_take_back and run.step is not None and (
                run.expected() or self.question() is not None):
            return _("Your move"), "", _("Do as the lesson's card on the table says.")
        return None

    def question(self) -> Any:
        """The match's question the step waits for the learner to answer (None: none now)."""
        run = self.run
        step = run.step
        if step is None or not step.decide or run.waiting_take_back or run.replies:
            return None
        return run.decision()

    def answer(self, choice: str) -> None:
        try:
            self.ctl.decide(choice)
        except ValueError as e:
            self.say_error(str(e))
            return
        self.update(self.now())

    def take_back(self) -> None:
        before = list(self.seat_table.view().history)
        out = self.ctl.restore_turn(self.human, self.now())
        if out.ok:
            self.message = ""
            # the log says so, as the table's own take-back does (the play-through: "You draw 8♥" stood
            # in the log after the draw was taken back)
            self.log_taken_back(before[self.seat_table.moves:])
            self._after_action()

    def show_points(self) -> None:
        """The finished hand's breakdown, the screen a game shows after every hand, then back to the card."""
        self.app.push(LessonEndScene(self.app, self))

    def next_lesson(self) -> None:
        course, lesson = self.lesson_session.course, self.lesson_session.lesson
        ids = [l.id for l in course.lessons]
        i = ids.index(lesson.id) + 1
        self.app.pop()
        if i < len(ids):
            self.app.scenes.open_lesson(course, course.lessons[i])

    def to_lessons(self) -> None:
        self.app.pop()

    @property
    def last_lesson(self) -> bool:
        lessons = self.lesson_session.course.lessons
        return lessons[-1].id == self.lesson_session.lesson.id

    def first_game(self) -> None:
        """After the course: the new-game screen set for a first game against easy opponents (the
        player presses Start; the hint button, the deal code and the hand review are there as always).
        It is played at the table the lessons were (as many players as most of them had) and, where a
        match is counted in hands, over a short match: the newcomer play-test, taught at three, was
        offered ten hands at four."""
        course = self.lesson_session.course
        seats = Counter(int(lesson.position.split()[1]) for lesson in course.lessons)
        players = max(seats, key=lambda n: (seats[n], n))
        config = GameConfig(game=course.game, players=players, levels=["easy"] * 6,
                            max_hands=FIRST_GAME_HANDS)
        self.app.pop()
        self.app.push(self.app.scenes.setup(config))

    # ---- drawing ---------------------------------------------------------------------------------------
    def draw_on_table(self, surface: pygame.Surface) -> None:
        if not self.finished:
            self._draw_lights(surface)
        self._draw_coach(surface)
        if self.choice_rects:       # the answer the lesson wants, lit on the card itself (drawn over it)
            self._draw_lights(surface, [r for r in self._lit_rects() if r in dict(self.choice_rects).values()])

    def _lit_rects(self) -> list[pygame.Rect]:
        step = self.run.step
        if step is None or self.run.replies or self.run.waiting_take_back:
            return []
        out: list[pygame.Rect] = []
        for place in step.light:
            what, _sep, detail = place.partition(":")
            if what == "hand":
                faces = _faces(detail)
                for card in self.hand.order:
                    if (card.rank, card.suit) in faces:
                        r = self.hand_rect_of(card)
                        if r is not None:
                            out.append(r)
            elif what == "table" and detail.startswith("@"):
                meld_id = self.run.meld_holding(detail[1:])
                meld = next((m for m in self.view.melds if m.id == meld_id), None)
                rects = [r for r in (self.meld_rect_of(c) for c in (meld.cards if meld else ())) if r is not None]
                if rects:
                    out.append(rects[0].unionall(rects[1:]))
            elif what in ("stock", "discard") or (what == "table" and not detail):
                rect = getattr(self.layout, {"table": "meld_zone"}.get(what, what), None)
                if isinstance(rect, pygame.Rect):
                    out.append(rect)
            elif what == "button":
                out += [r for spec, r in self.drawer.button_rects
                        if spec.tag == detail or spec.tag.endswith(":" + detail)]
                out += [r for choice, r in self.choice_rects if choice == detail]
        return out

    def _draw_lights(self, surface: pygame.Surface, rects: list[pygame.Rect] | None = None) -> None:
        """What the lesson points at, in the coach's violet, pulsing: a mark above a card of the hand,
        corner marks round a place.  A newcomer read the old yellow ring as a selection (the yellow of a
        lifted, selected card)."""
        glow = 0.5 + 0.5 * math.sin(self.app.now() * 4.0)
        colour = tuple(int(a + (b - a) * glow) for a, b in zip(theme.COACH, theme.COACH_GLOW))
        order = self.hand.order
        hand = self.layout.hand_rects(len(order), [c in self.hand.selected for c in order]) if order else []
        for rect in self._lit_rects() if rects is None else rects:
            if rect in hand:
                self._point_at_card(surface, rect, hand, colour)
            else:
                self._corners(surface, rect, colour)

    def _point_at_card(self, surface: pygame.Surface, rect: pygame.Rect, hand: list[pygame.Rect],
                       colour: tuple) -> None:
        """A triangle above the card's visible strip (a fanned card shows only its left part)."""
        i = hand.index(rect)
        seen = hand[i + 1].left - rect.left if i + 1 < len(hand) else rect.width
        cx = rect.left + max(self.px(10), min(seen, rect.width)) // 2
        size = self.px(10)
        # above the line a card's word takes ("hot", "warm", "taken"): the mark sat on it ("w▽rm")
        tip = rect.top - self.px(4) - int(getattr(self.layout, "small", 0)) - 2
        mark = pygame.Rect(cx - size, tip - size - self.px(4), 2 * size + 1, size + self.px(4) + 1)
        said = self.drawer.toast_rect if self.anim.toast is not None else None
        if said is not None and mark.colliderect(said):
            return      # a hint's line is read whole: the marks hid "남습니다" (s17-korean); the hint lifts its cards
        pygame.draw.polygon(surface, colour, [(cx - size, tip - size - self.px(4)), (cx + size, tip - size - self.px(4)),
                                              (cx, tip)])

    def _corners(self, surface: pygame.Surface, rect: pygame.Rect, colour: tuple) -> None:
        width = max(3, self.px(4))
        box = rect.inflate(self.px(12), self.px(12))
        arm = max(self.px(8), min(box.width, box.height) // 3)
        for (x, y), (dx, dy) in zip((box.topleft, box.topright, box.bottomleft, box.bottomright),
                                    ((1, 1), (-1, 1), (1, -1), (-1, -1))):
            x, y = x if dx > 0 else x - 1, y if dy > 0 else y - 1
            pygame.draw.line(surface, colour, (x, y), (x + dx * arm, y), width)
            pygame.draw.line(surface, colour, (x, y), (x, y + dy * arm), width)

    def _coach_content(self, width: int) -> tuple[list[tuple[str, int, tuple, bool]], list[tuple[str, Any]], int]:
        """The coach card's lines and buttons wrapped to ``width``, and the height they need."""
        run, session = self.run, self.lesson_session
        size, small = self.px(18), self.px(14)
        pad = self.px(12)
        lessons = session.course.lessons
        number = [l.id for l in lessons].index(session.lesson.id) + 1
        head = _("Lesson {n} of {total}: {title}").format(n=number, total=len(lessons),
                                                          title=session.lesson.title(language()))
        lines: list[tuple[str, int, tuple, bool]] = [(line, small, theme.GOLD, True)
                                                     for line in wrap(head, small, width - 2 * pad, bold=True)]
        if run.index == 0 and not run.waiting_take_back and not self.message:
            lines += [(line, small, theme.INK_DIM, False)
                      for line in wrap(session.lesson.intro(language()), small, width - 2 * pad)]
        # a step's closing words wait for the others' moves they may tell of (the re-check, R5: "your
        # partner laid 7♦ 8♦ 9♦" stood on the card before the partner had played)
        said = bool(self.message) and not (run.replies and self.message_colour == theme.GREEN)
        if said:
            lines += [(line, small, self.message_colour, False) for line in wrap(self.message, small, width - 2 * pad)]
        question = self.question()
        if question is not None:
            words, labels = self.seat_table.ruleset.decision_words(question)
            lines += [(line, small, theme.INK_DIM, False)
                      for line in wrap(engine_text(words), small, width - 2 * pad)]
        if self.finished:
            body = _("Lesson complete!")
        elif run.waiting_take_back or run.replies:
            body = ""
            cur = self.view.current
            if run.replies and not run.waiting_take_back and cur != self.human and not said:
                # the card stood empty under its title while the others played (s16, 27 Nov)
                lines += [(line, small, theme.INK_DIM, False) for line in
                          wrap(_("Watch {name} play.").format(name=self.names[cur]), small, width - 2 * pad)]
        else:
            body = run.prompt()
        lines += [(line, size, theme.INK, True) for line in wrap(body, size, width - 2 * pad, bold=True)]
        buttons: list[tuple[str, Any]] = []
        if run.back_to() is not None:
            buttons.append((_("Take back (U)"), self.take_back))
        if question is not None:
            for i, choice in enumerate(question.choices):
                label = engine_text(labels.get(choice, choice))
                buttons.append((f"{label} ({'Enter' if i == 0 else i + 1})", choice))
        if self.finished:
            if self.seat_table.result is not None:      # the hand ended: its points, as a game shows them
                buttons.append((_("See the points (B)"), self.show_points))
            if self.last_lesson:
                lines += [(line, small, theme.GOLD, False)
                          for line in wrap(session.course.done(language()), small, width - 2 * pad)]
                buttons.append((_("Play a first game (P)"), self.first_game))
            else:
                buttons.append((_("Next lesson (N)"), self.next_lesson))
            buttons.append((_("Lessons"), self.to_lessons))
        # measured once every line is in (the course's last words were drawn over its buttons)
        height = sum(s + self.px(5) for _t, s, _c, _b in lines) + 2 * pad
        bh = self.px(32)
        rows = len(self._button_rows(buttons, width))
        height += rows * (bh + pad)
        return lines, buttons, height

    def _button_rows(self, buttons: list[tuple[str, Any]], width: int) -> list[list[tuple[str, Any, int]]]:
        """The coach's buttons in rows that fit the card (three after a hand's end ran past a narrow card)."""
        small, pad = self.px(14), self.px(12)
        rows: list[list[tuple[str, Any, int]]] = []
        x = width
        for label, act in buttons:
            bw = max(self.px(120), len(label) * small * 6 // 10 + 2 * pad)
            if not rows or x + bw > width - pad:
                rows.append([])
                x = pad
            rows[-1].append((label, act, bw))
            x += bw + pad
        return rows

    def _coach_place(self, box: pygame.Rect, middle: pygame.Rect, labels: bool = True) -> pygame.Rect | None:
        """Where ``box`` covers no card on the table and no pile (nor, with ``labels``, the names over the
        plays): low in the middle first, sliding right, then rising (a newcomer lost a partner's meld under
        the card); None when nowhere is free."""
        keep_clear = table_things(self, labels)  # the plays, the piles and the other seats' panels
        table = getattr(self.layout, "table", middle)                         # beside them too, below a side seat
        room = pygame.Rect(middle.left, middle.top, table.right - self.px(8) - middle.left, middle.height)
        key = (tuple(map(tuple, keep_clear)), tuple(box), tuple(room))
        placed = self.__dict__.setdefault("_placed", {})     # worked out again only when the table changes
        if key not in placed:
            if len(placed) > 16:
                placed.clear()
            placed[key] = free_spot(box, room, keep_clear, self.px(16))
        return placed[key]

    def _draw_coach(self, surface: pygame.Surface) -> None:
        """The coach's card, top centre: where the learner is, what the lesson said, what to do now."""
        W, _H = surface.get_size()
        # low in the middle of the table, right of the piles (and of House Rummy's fan of discards
        # below them): the melds fill the middle from the top
        middle = getattr(self.layout, "middle", pygame.Rect(0, 0, W, _H))
        piles = getattr(self.layout, "discard", None)
        left = piles.right + self.px(16) if isinstance(piles, pygame.Rect) else middle.left
        widest = max(self.px(300), min(self.px(620), middle.right - left - self.px(8)))
        small, pad, bh = self.px(14), self.px(12), self.px(32)
        width, lines, buttons, height = widest, *self._coach_content(widest)
        box = pygame.Rect(0, 0, width, height)
        box.bottomleft = (left, middle.bottom)
        box.top = max(box.top, middle.top)
        box.right = min(box.right, W - self.px(4))
        box.left = max(self.px(4), box.left)
        for labels in (True, False):              # the names over the plays in sight too, where there is room
            free = self._coach_place(box, middle, labels)
            narrow = widest
            while free is None and narrow > self.px(300):     # narrower and taller, where the melds leave room
                narrow = max(self.px(300), narrow - self.px(80))
                n_lines, n_buttons, n_height = self._coach_content(narrow)
                free = self._coach_place(pygame.Rect(left, 0, narrow, n_height), middle, labels)
                if free is not None:
                    width, lines, buttons, height = narrow, n_lines, n_buttons, n_height
            if free is not None:
                break
        #: the names over the plays had no room beside the card (checked by the lesson tests)
        self.coach_over_names = not labels
        box = free or box
        self.coach_box = box
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=self.px(10))
        pygame.draw.rect(surface, theme.COACH, box, width=2, border_radius=self.px(10))
        y = box.top + pad
        for text, s, colour, bold in lines:
            blit(surface, text, s, colour, (box.left + pad, y), bold=bold)
            y += s + self.px(5)
        self.take_back_rect = None
        self.done_buttons = []
        self.choice_rects = []
        rows = self._button_rows(buttons, box.width)
        for r, row in enumerate(rows):
            x = box.left + pad
            top = box.bottom - (len(rows) - r) * (pad + bh)
            for label, act, bw in row:
                rect = pygame.Rect(x, top, bw, bh)
                self._coach_button(surface, rect, label, act)
                x = rect.right + pad

    def _coach_button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, act: Any) -> None:
        """One of the coach's buttons, kept for the clicks (take back, an answer, go on)."""
        small = self.px(14)
        pygame.draw.rect(surface, theme.BUTTON, rect, border_radius=self.px(6))
        blit(surface, label, small, theme.INK, rect.center, anchor="center")
        if act == self.take_back:
            self.take_back_rect = rect
        elif isinstance(act, str):           # an answer to the match's question
            self.choice_rects.append((act, rect))
            self.done_buttons.append((rect, lambda c=act: self.answer(c)))
        else:
            self.done_buttons.append((rect, act))

    # ---- what a game's table does that a lesson does not ------------------------------------------------------
    def save_now(self) -> None:
        pass

    def leave_words(self) -> str:
        """The Pause menu's way out: nothing is saved as a game, the lesson's step is kept anyway."""
        return _("Leave the lesson")


class LessonEndScene(EndScene):
    """A lesson's hand at its end, counted as in a game: every hand's cards, points and the reasons.
    It has no next hand, review or deal code; the match's standings show only where the lesson states
    its match (Kalookie's pool)."""

    def __init__(self, app: Any, table: LessonTableScene) -> None:
        final = table.lesson_session.lesson.final
        self.show_ledger = final.ledger is not None or final.pool is not None
        super().__init__(app, table)
        self.code = ""

    def _ask(self) -> None:
        self.question = None
        self.match_over = False
        self.buttons = ButtonColumn([Button(_("Back to the lesson"), self.app.pop, "Enter", accent=True)])

    def review(self) -> None:
        """A lesson's hand is short and scripted: nothing to review."""

    def menu(self) -> None:
        self.app.pop()


__all__ = ["LessonEndScene", "LessonSession", "LessonTableScene"]
