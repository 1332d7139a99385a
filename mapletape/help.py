"""Help topics and their pages (`?name`, `?Package:-name`, `?object:-method`), for every
front end: the builtins, the packages' exports, the methods of DeepLearning objects, and the
Maple commands mapletape lacks."""
from __future__ import annotations

import re

from .deeplearning.commands import TENSOR_METHODS
from .deeplearning.estimators import ESTIMATOR_METHODS
from .deeplearning.models import MODEL_METHODS, OPTIMIZER_METHODS
from .deeplearning.tape import TAPE_METHODS
from .library.unavailable import unavailable_help

# ?name, ?Package:-name, ?Package[name] and ?Package,name
TOPIC = re.compile(r"(?:([A-Za-z_][A-Za-z0-9_]*)\s*(?::-|\[|,)\s*)?([A-Za-z_][A-Za-z0-9_]*)\]?")


class Help:
    """`?name` topics: builtins, the exports of each package, the methods of DeepLearning's
    objects (Tensors, GradientTapes, Models, Optimizers, Estimators)."""

    def __init__(self, session):
        self.session = session

    def sections(self) -> list[tuple[str, dict]]:
        """(title, table of name: Builtin) for each kind of topic, in the order `?name`
        searches them."""
        return [("Commands", self.session.evaluator.builtins),
                *((f"{name} package", exports) for name, exports in self._packages().items()),
                ("Tensor and Variable methods (Name(t, ...))", TENSOR_METHODS),
                ("GradientTape methods (tape:-Name)", TAPE_METHODS),
                ("Model methods (mdl:-Name)", _methods(MODEL_METHODS)),
                ("Optimizer methods (opt:-Name)", OPTIMIZER_METHODS),
                ("Estimator methods (est:-Name)", ESTIMATOR_METHODS)]

    def _packages(self) -> dict[str, dict]:
        """Each package among the builtins (DeepLearning, StringTools, ...) and its exports."""
        return {name: value.exports for name, value in sorted(self.session.evaluator.builtins.items())
                if getattr(value, "package", False)}

    def _owners(self) -> dict[str, dict]:
        """The tables `?Owner:-name` looks in, by owner."""
        return {**self._packages(), "Tensor": TENSOR_METHODS,
                "Variable": TENSOR_METHODS, "GradientTape": TAPE_METHODS,
                "Model": MODEL_METHODS, "Optimizer": OPTIMIZER_METHODS,
                "Estimator": ESTIMATOR_METHODS}

    def topics(self) -> list[str]:
        return sorted({name for _, table in self.sections() for name in table})

    def text(self, topic: str) -> str:
        """The help text for `topic`; `?` alone gives the list of topics."""
        if not topic:
            return self._index()
        found = self.lookup(topic)
        if found is not None:
            return found
        return f"Error, no help for `{topic}`; type ? for the list of topics\n"

    def lookup(self, topic: str) -> str | None:
        """The help text of one topic, or None when there is none. `?Tensor` is the Tensor
        command's page followed by the methods of Tensor objects (`?Tensor:-name`)."""
        parts = TOPIC.fullmatch(topic)
        owner, name = parts.groups() if parts else ("", topic)
        page = next((self._page(name, table[name]) for table in self._tables_for(owner or "")
                     if table.get(name) is not None), None)
        if not owner and name == "Tensor":
            return (page or "") + (f"Tensor objects: their methods (?Tensor:-name) are\n"
                                   f"{self._wrapped(sorted(TENSOR_METHODS))}\n")
        if page is not None:
            return page
        missing = unavailable_help(f"{owner}:-{name}" if owner else name)
        return None if missing is None else missing + "\n"

    def _tables_for(self, owner: str) -> list[dict]:
        """Where `?owner:-name` looks: every section without an owner; a package's exports;
        the methods of a kind of object, or of the object a name is assigned."""
        if not owner:
            return [table for _, table in self.sections()]
        owners = self._owners()
        if owner in owners:
            return [owners[owner]]
        value = self.session.evaluator.globals.get(owner)
        return [value.methods] if hasattr(value, "methods") else []

    def _page(self, name: str, entry) -> str:
        exports = getattr(entry, "exports", None)
        if exports is not None:
            if not exports:                  # one of Maple's packages mapletape lacks
                return (unavailable_help(name) or f"{name}: no help text") + "\n"
            return (f"{name}: a package; its commands are\n"
                    f"{self._wrapped(sorted(exports))}\n")
        text = getattr(entry, "help", "") or f"{name}: no help text"
        return text.rstrip() + "\n"

    def _index(self) -> str:
        parts = ["Help topics; type ?name for one of them."]
        for title, table in self.sections():
            if table:
                parts.append(f"{title}:\n{self._wrapped(sorted(table))}")
        return "\n".join(parts) + "\n"

    def _wrapped(self, names: list[str]) -> str:
        width = self.session.settings.get("screenwidth", 79)
        width = width if isinstance(width, int) else 79
        lines, line = [], "   "
        for name in names:
            if len(line) + len(name) + 1 > width and line.strip():
                lines.append(line)
                line = "   "
            line += " " + name
        lines.append(line)
        return "\n".join(lines)


def _methods(table: dict) -> dict:
    """A kind's methods as topics: ModuleApply, which is the object's call, is no name."""
    return {name: entry for name, entry in table.items() if name != "ModuleApply"}
