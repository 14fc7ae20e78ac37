"""The rules engine, the bots and headless play never import pygame (DESIGN: layers, one direction)."""
from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
PURE_PACKAGES = ("game/engine", "ai")
PURE_MODULES = ("game/sim.py",)


def _pure_files() -> list[pathlib.Path]:
    files = [p for pkg in PURE_PACKAGES for p in sorted((ROOT / pkg).rglob("*.py"))]
    return files + [ROOT / m for m in PURE_MODULES]


def _pygame_imports(path: pathlib.Path) -> list[str]:
    """Lines of ``path`` that import pygame (import statements, __import__ / import_module calls)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    hits = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            fname = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if fname in ("__import__", "import_module") and isinstance(node.args[0].value, str):
                names = [node.args[0].value]
        if any(n == "pygame" or n.startswith("pygame.") for n in names):
            hits.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return hits


def test_no_pygame_import_in_the_engine_or_the_bots_source():
    files = _pure_files()
    assert any(f.name == "state.py" for f in files) and any(f.parent.name == "ai" for f in files)
    hits = [h for f in files for h in _pygame_imports(f)]
    assert hits == [], f"pygame imported in pure code: {hits}"


def test_importing_every_engine_and_bot_module_loads_no_pygame():
    code = (
        "import importlib, pkgutil, sys\n"
        "import game.engine, ai\n"
        "for pkg in (game.engine, ai):\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(m.name)\n"
        "import game.sim\n"
        "from game.engine import new_hand\n"
        "from game.sim import simulate\n"
        "simulate('hoola', 4, 3, 1, ['random'], check=True)\n"
        "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.'))\n"
        "print('pygame modules:', bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 0, proc.stdout + proc.stderr
