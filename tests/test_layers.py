"""The layers hold (import contracts in pyproject.toml, checked by import-linter)."""
from __future__ import annotations

from pathlib import Path


ROOT = Path(__file__).resolve().parents[1]
import importlinter.cli as lint   # in the test extra: a missing linter fails the suite, never skips it


def run(config: Path, capsys) -> tuple[int, str]:
    code = lint.lint_imports(config_filename=str(config))
    return code, capsys.readouterr().out


def test_every_layer_contract_is_kept(capsys, monkeypatch):
    monkeypatch.chdir(ROOT)
    code, out = run(ROOT / "pyproject.toml", capsys)
    assert code == 0, out
    assert "15 kept, 0 broken" in out


def test_a_broken_layer_is_reported(tmp_path, capsys, monkeypatch):
    """The check can fail: the engine's state does import its cards module."""
    monkeypatch.chdir(ROOT)
    config = tmp_path / "layers.toml"
    config.write_text('''[tool.importlinter]
root_packages = ["game"]

[[tool.importlinter.contracts]]
name = "a contract the code breaks"
type = "forbidden"
source_modules = ["game.engine.state"]
forbidden_modules = ["game.engine.cards"]
''')
    code, out = run(config, capsys)
    assert code != 0 and "BROKEN" in out


def test_the_screen_contract_lists_every_module_of_the_hand_state():
    """A new ``game/engine/state_*.py`` cannot slip past the screen's contract (issue 23: one seat)."""
    import tomllib
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contract = next(c for c in config["tool"]["importlinter"]["contracts"]
                    if c["name"] == "The screen imports none of the hand state's modules")
    modules = {f"game.engine.{p.stem}" for p in (ROOT / "game" / "engine").glob("state*.py")}
    assert modules and modules <= set(contract["forbidden_modules"])
    # the screen: shared and each game's own (its table and menu), none of which may import them
    assert {"game.ui", "game.games.*.table", "game.games.*.menu"} <= set(contract["source_modules"])


def test_the_screen_contract_can_break(tmp_path, capsys, monkeypatch):
    """The contract is not empty: the table's controller does import the hand state's modules."""
    monkeypatch.chdir(ROOT)
    config = tmp_path / "layers.toml"
    config.write_text('''[tool.importlinter]
root_packages = ["game", "ai"]
include_external_packages = true

[[tool.importlinter.contracts]]
name = "the controller as if it were the screen"
type = "forbidden"
source_modules = ["game.controller"]
forbidden_modules = ["game.engine.state"]
allow_indirect_imports = true
''')
    code, out = run(config, capsys)
    assert code != 0 and "BROKEN" in out
