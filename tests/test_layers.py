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
    assert "14 kept, 0 broken" in out


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
