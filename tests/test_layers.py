"""The one-way flow of shared/design.md, enforced on the imports of every module of the
package, the front ends included (lazy imports inside functions too): no layer imports a
layer above it, and no front end another."""
import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "mapletape"

# The foundation every layer may use: the error type, size and time limits, safe file
# access and the package root (its version).
BASE = {"", "errors", "limits", "timelimit", "files"}
BELOW_SESSION = {"values", "syntax", "display", "evaluator", "library", "deeplearning"}
# the one seam every front end runs Maple through, with the help texts of its builtins
SESSION = BASE | BELOW_SESSION | {"help", "session"}
# what the front ends share: input splitting, completion, transcripts and worksheets
SHARED = {"inputs", "completion", "transcript", "worksheet"}
ALLOWED = {
    "values": BASE | {"values"},
    # the parser reads integer literals with the values' own number rules
    "syntax": BASE | {"values", "syntax"},
    # the printer shows procedures from their syntax trees and quotes reserved words
    "display": BASE | {"values", "syntax", "display"},
    "evaluator": BASE | {"values", "syntax", "display", "evaluator"},
    # the DeepLearning package registers itself with the library (registry.package_maker)
    "library": BASE | {"values", "syntax", "display", "evaluator", "library"},
    "deeplearning": BASE | {"values", "syntax", "display", "evaluator", "library", "deeplearning"},
    "help": BASE | BELOW_SESSION | {"help"},
    "session": SESSION,
    "inputs": BASE | {"syntax"},
    "completion": BASE,
    "transcript": SESSION | {"transcript"},
    "worksheet": SESSION | {"worksheet"},
    # the front ends, each on the session and the shared parts and none on another (the
    # kernel never on the REPL), but the command line, which starts the REPL
    "repl": SESSION | SHARED | {"repl"},
    "kernel": SESSION | SHARED,
    "pytest_plugin": SESSION | SHARED,
    "listing": SESSION,
    "cli": SESSION | SHARED | {"repl"},
    "__main__": {"cli"},
    "__init__": set(),
    **{name: BASE for name in BASE if name},
}


def _layer(dotted: str) -> str:
    """The layer of `mapletape.x.y`: x when it is a package or module, else the root."""
    parts = dotted.split(".")[1:]
    if parts and ((PACKAGE / parts[0]).is_dir() or (PACKAGE / f"{parts[0]}.py").is_file()):
        return parts[0]
    return ""


def _imported(path: Path) -> set[str]:
    """The mapletape layers a module imports, relative and absolute forms alike."""
    package = ["mapletape", *path.relative_to(PACKAGE).parent.parts]
    layers = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            targets = [module] if node.module else [f"{module}.{a.name}" for a in node.names]
        else:
            continue
        layers |= {_layer(t) for t in targets if t.split(".")[0] == "mapletape"}
    return layers


def _own_layer(path: Path) -> str:
    return _layer(".".join(["mapletape", *path.relative_to(PACKAGE).with_suffix("").parts]))


MODULES = sorted(p for p in PACKAGE.rglob("*.py") if _own_layer(p) in ALLOWED)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_layer_imports_a_layer_above_it(path):
    layer = _own_layer(path)
    assert _imported(path) <= ALLOWED[layer], f"{layer} imports {_imported(path) - ALLOWED[layer]}"


def test_the_layers_are_checked():
    # a rule that parsed nothing would pass vacuously
    layers = {_own_layer(p) for p in MODULES}
    assert layers == set(ALLOWED)
    assert "library" in _imported(PACKAGE / "session.py")
    assert "evaluator" in _imported(PACKAGE / "library" / "basic.py")
    assert "session" in _imported(PACKAGE / "kernel.py")

