"""No import cycle in game/ and ai/ (issue 23): every import statement counts, those inside functions
too, except the ones under ``if TYPE_CHECKING:`` (never run).  A package importing its own
submodules (re-exports) is not counted as a cycle; a submodule importing its package is."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _modules(root: Path, tops: tuple[str, ...]) -> dict[str, tuple[ast.Module, bool]]:
    """Dotted name -> (syntax tree, is a package) for every .py file under ``tops``."""
    out = {}
    for top in tops:
        for f in sorted((root / top).rglob("*.py")):
            if "__pycache__" in f.parts:
                continue
            parts = list(f.relative_to(root).with_suffix("").parts)
            package = parts[-1] == "__init__"
            if package:
                parts.pop()
            out[".".join(parts)] = (ast.parse(f.read_text(encoding="utf-8")), package)
    return out


def _targets(mod: str, package: bool, node: ast.AST, known: dict) -> set[str]:
    """Our modules an import statement loads (a name imported from a package may be a submodule)."""
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        assert isinstance(node, ast.ImportFrom)
        base = node.module or ""
        if node.level:
            pkg = mod.split(".") if package else mod.split(".")[:-1]
            pkg = pkg[:len(pkg) - (node.level - 1)]
            base = ".".join(pkg + ([base] if base else []))
        names = [base] + [f"{base}.{a.name}" for a in node.names]
    found = set()
    for name in names:
        while name and name not in known:
            name = name.rpartition(".")[0]
        if name and name != mod:
            found.add(name)
    return found


def import_graph(root: Path, tops: tuple[str, ...] = ("game", "ai")) -> dict[str, set[str]]:
    """Who imports whom among our modules, function-level imports included, TYPE_CHECKING ones not."""
    known = _modules(root, tops)
    graph: dict[str, set[str]] = {}
    for mod, (tree, package) in known.items():
        skip = {id(sub) for node in ast.walk(tree)
                if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
                for sub in ast.walk(node)}
        edges = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in skip:
                edges |= _targets(mod, package, node, known)
        graph[mod] = {t for t in edges if not t.startswith(mod + ".")}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on.add(start)
        while work:
            v, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    group = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        group.append(w)
                        if w == v:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
    return found


def test_no_import_cycle_in_game_or_ai():
    graph = import_graph(ROOT)
    assert len(graph) > 100          # it did read the tree
    found = cycles(graph)
    assert found == [], "import cycles: " + "; ".join(" <-> ".join(c) for c in found)


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_a_cycle_through_a_function_level_import_is_found(tmp_path):
    """The check can fail: ``a`` imports ``b`` at the top, ``b`` imports ``a`` inside a function."""
    _write(tmp_path, {"pkg/__init__.py": "from .a import x\n",
                      "pkg/a.py": "from .b import y\nx = 1\n",
                      "pkg/b.py": "def y():\n    from . import a\n    return a.x\n",
                      "pkg/c.py": "import pkg.a\n"})
    assert cycles(import_graph(tmp_path, ("pkg",))) == [["pkg.a", "pkg.b"]]


def test_type_checking_imports_and_re_exports_are_not_cycles(tmp_path):
    _write(tmp_path, {"pkg/__init__.py": "from .a import x\nfrom .b import y\n",
                      "pkg/a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .b import y\nx = 1\n",
                      "pkg/b.py": "from .a import x\nfrom pkg import a\ny = 2\n"})
    graph = import_graph(tmp_path, ("pkg",))
    assert graph["pkg.b"] == {"pkg", "pkg.a"} and graph["pkg.a"] == set()   # pkg -> pkg.b is a re-export
    assert cycles(graph) == []
