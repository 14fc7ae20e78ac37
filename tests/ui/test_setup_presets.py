"""Issue 13: presets first on the setup screen ("Standard (Battle Hoola)", "Traditional (no battles)",
"Online (Hangame-like)", "Custom"); under Custom every option, grouped, named and valued in words."""
from __future__ import annotations

from game.ui.setup_scene import SetupScene
from game.ui.widgets import HeaderRow


def _rows(scene):
    return {r.name: r for r in scene.list.rows}


def test_presets_come_first_and_set_the_options(app):
    s = SetupScene(app)
    app.push(s)
    app.step()
    rows = _rows(s)
    assert rows["preset"].choices == ["Standard (Battle Hoola)", "Traditional (no battles)",
                                      "Online (Hangame-like)", "Custom"]
    assert rows["preset"].value == "Standard (Battle Hoola)" and "claims" not in rows
    rows["preset"].step(1)
    assert s.config.options == {"claims": "next_only"}
    rows = _rows(s)
    assert rows["preset"].value == "Traditional (no battles)" and "claims" not in rows
    rows["preset"].step(1)
    assert s.config.options["claim_to_win"] is True and s.config.options["daepang_min"] == 80


def test_custom_lists_every_option_grouped_in_words(app):
    s = SetupScene(app)
    app.push(s)
    _rows(s)["preset"].step(3)
    rows = s.list.rows
    headings = [r.label for r in rows if isinstance(r, HeaderRow)]
    assert headings[:3] == ["The table", "Taking discards", "Ending a hand"]
    by_name = {r.name: r for r in rows}
    assert by_name["claims"].label == "Discards out of turn"
    shown = [by_name["claims"].fmt(v) for v in by_name["claims"].choices]
    assert shown == ["first slap wins", "turn order decides", "next player only"]
    assert not any("doubtful" in r.label.lower() or "_" in r.label for r in rows)
    by_name["claims"].step(2)                     # a change under Custom stays Custom
    assert s.config.options == {"claims": "next_only"} and _rows(s)["preset"].value == "Custom"


def test_every_option_of_every_game_is_named_in_words_on_the_rules_screen(app):
    """Issue 13: no option identifiers or raw values on any screen (the rules screen's variant list)."""
    from game.engine import describe, get_ruleset
    from game.ui.game_menu import menu_for
    from game.ui.rules_scene import RulesScene
    for game in ("hoola", "seven-bridge", "kalookie", "house-rummy"):     # the built-in games (tests add toys)
        rs, menu = get_ruleset(game), menu_for(game)
        infos = describe(rs.Options)
        assert {i.name for i in infos} <= set(menu.option_words), game
        text = RulesScene(app, game).text()
        variants = text[text.index("Variants"):text.index("Keys and mouse")]
        assert "_" not in variants, game                   # no identifier, no raw value like next_only
        for info in infos:                                   # each option under its own words
            assert f"• {menu.option_words[info.name][0]} (standard: " in variants, (game, info.name)
