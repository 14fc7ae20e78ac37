"""The catalogue: a .po reader, the language choice, and a Korean catalogue that covers the screen."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.ui import i18n
from game.ui.i18n import _, catalogue, read_po

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_read_po_reads_gettext_entries():
    text = '''# a comment
msgid ""
msgstr "Language: ko\\n"

msgid "New game"
msgstr "새 게임"

msgid "Line one\\n"
"and two with \\"quotes\\""
msgstr "첫 줄\\n"
"둘째 줄"
'''
    got = read_po(text)
    assert got == {"New game": "새 게임", 'Line one\nand two with "quotes"': "첫 줄\n둘째 줄"}


def test_read_po_refuses_what_is_not_a_catalogue():
    with pytest.raises(ValueError, match="line 1"):
        read_po("this is not a catalogue")


def test_language_falls_back_to_english_text():
    i18n.set_language("ko")
    assert _("Korean") == "한국어"
    assert _("A sentence nobody translated") == "A sentence nobody translated"
    i18n.set_language("en")
    assert _("Korean") == "Korean"
    with pytest.raises(ValueError, match="unknown language"):
        i18n.set_language("xx")


def test_default_language_follows_the_system(monkeypatch):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    assert i18n.default_language() == "ko"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert i18n.default_language() == "en"


def marked_strings() -> set[str]:
    """Every literal passed to ``_()`` in the interface's sources (and both forms given to ``n_()``)."""
    found: set[str] = set()
    for path in (ROOT / "game").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            forms = {"_": 1, "n_": 2}.get(node.func.id, 0)
            for arg in node.args[:forms]:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    found.add(arg.value)
    return found


def test_every_marked_string_has_a_korean_translation():
    ko = catalogue("ko")
    assert ko, "the Korean catalogue is missing"
    missing = sorted(s for s in marked_strings() if not ko.get(s))
    assert not missing, f"{len(missing)} strings lack Korean: {missing[:10]}"


def test_translations_keep_their_placeholders():
    import string
    for en, ko in catalogue("ko").items():
        names = {f for _, f, _, _ in string.Formatter().parse(en) if f}
        assert names == {f for _, f, _, _ in string.Formatter().parse(ko) if f}, en


def test_the_interface_speaks_korean_by_choice_or_by_flag(app):
    """Issue 14: ``hoola --lang ko`` and Settings' Language switch the screens; English stays the default."""
    from game.controller import FakeClock
    from game.ui.app import App, _parse
    from game.storage.settings import Settings
    from game.ui.hooks import MemoryStorage
    from game.ui.menu import MainMenu
    assert _parse(["--lang", "ko"]).lang == "ko"
    settings = Settings(animation_speed=0.0)
    ko = App((1280, 720), settings=settings, storage=MemoryStorage(settings), clock=FakeClock(), lang="ko")
    menu = MainMenu(ko)
    assert [b.label for b in menu.column.buttons][:2] == ["새 게임", "이어하기"]
    i18n.set_language("en")
    from game.ui.settings_scene import SettingsScene
    s = SettingsScene(app)
    app.push(s)
    row = next(r for r in s.list.rows if r.name == "language")
    while row.value != "ko":
        row.step(1)
    assert i18n.language() == "ko" and app.settings.language == "ko"
    assert any(r.label == "언어" for r in s.list.rows)           # the screen itself redrawn in Korean
    assert [b.label for b in s.buttons.buttons] == ["완료"]         # its button too (it stayed "Done")


def test_a_count_of_one_takes_the_singular_in_english_and_korean_keeps_its_one_form():
    """Issue 26, item 13: "Knock (1 point)", not "Knock (1 points)"."""
    from game.ui.i18n import n_
    assert n_("Knock ({points} point)", "Knock ({points} points)", 1).format(points=1) == "Knock (1 point)"
    assert n_("Knock ({points} point)", "Knock ({points} points)", 3).format(points=3) == "Knock (3 points)"
    i18n.set_language("ko")
    try:
        assert n_("Knock ({points} point)", "Knock ({points} points)", 1).format(points=1) == "스톱 (1점)"
    finally:
        i18n.set_language("en")


def test_the_tables_error_lines_are_marked_for_the_catalogue():
    """A plain English literal handed to ``say_error`` reaches a Korean player in English unless the
    engine's templates know it (a newcomer's drop of a table card off every play said it in English)."""
    from game.ui.engine_text import engine_text
    i18n.set_language("ko")
    bare = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "say_error" and node.args
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
                    and engine_text(node.args[0].value) == node.args[0].value):
                bare.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not bare, f"say_error with an unmarked English literal: {bare}"


def test_under_lang_the_language_row_says_what_is_spoken_now_and_a_choice_there_wins(monkeypatch):
    """s16-korean's L7: under ``hoola --lang ko`` the row read "시스템과 같게 (English)" over Korean screens.
    It says the setting and the language spoken now; a language chosen there takes over from the flag."""
    from game.controller import FakeClock
    from game.storage.settings import Settings
    from game.ui.app import App
    from game.ui.hooks import MemoryStorage
    from game.ui.settings_scene import SettingsScene
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    settings = Settings(animation_speed=0.0)
    ko = App((1280, 720), settings=settings, storage=MemoryStorage(settings), clock=FakeClock(), lang="ko")
    try:
        s = SettingsScene(ko)
        ko.push(s)
        row = next(r for r in s.list.rows if r.name == "language")
        assert row.fmt(row.value) == "시스템과 같게 (English) · 지금은 한국어"
        while row.value != "en":
            row.step(1)
        assert i18n.language() == "en" and ko.lang is None          # the choice wins over the flag
        row = next(r for r in s.list.rows if r.name == "language")
        assert row.fmt(row.value) == "English"
        row.step(-1)                                                  # the list stops at its ends
        assert row.value == "" and i18n.language() == "en" and row.fmt(row.value) == "as the system (English)"
    finally:
        i18n.set_language("en")
