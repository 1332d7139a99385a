"""The README's list of DeepLearning commands is the package's export list."""
from __future__ import annotations

import re
from pathlib import Path

from mapletape.deeplearning.commands import EXPORTS, TAPE_METHODS, TENSOR_METHODS
from mapletape.deeplearning.estimators import ESTIMATOR_METHODS
from mapletape.deeplearning.models import ALGORITHMS, MODEL_METHODS, OPTIMIZER_METHODS

README = Path(__file__).resolve().parent.parent / "README.md"


def test_the_readme_lists_every_deeplearning_export_and_only_real_names():
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## The DeepLearning package"):text.index("## Limits")]
    names = set(re.findall(r"`(\w+)`", section))
    assert set(EXPORTS) <= names, set(EXPORTS) - names
    members = {*TAPE_METHODS, *TENSOR_METHODS, *ESTIMATOR_METHODS, *ALGORITHMS,
               *MODEL_METHODS, *OPTIMIZER_METHODS}
    assert names - set(EXPORTS) <= members | {"with", "convert", "tf"}, names - set(EXPORTS) - members


def test_the_readme_lists_every_linearalgebra_command_that_works():
    import io
    from mapletape.session import Session
    session = Session(io.StringIO())
    session.run("L := with(LinearAlgebra):")
    implemented = {name.name for name in session.evaluator.globals["L"].items}
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Matrices and LinearAlgebra"):text.index("## Data in and out")]
    listed = set(re.findall(r"`(\w+)`", section[section.index("These commands work"):
                                                  section.index("The package's other commands")]))
    assert listed == implemented, (implemented - listed, listed - implemented)


def test_commands_md_is_the_generated_list():
    from mapletape.listing import commands_markdown
    commands = README.parent / "COMMANDS.md"
    assert commands.read_text(encoding="utf-8") == commands_markdown(), \
        "COMMANDS.md is stale: run python -m mapletape.listing > COMMANDS.md"
    assert "COMMANDS.md" in README.read_text(encoding="utf-8")
