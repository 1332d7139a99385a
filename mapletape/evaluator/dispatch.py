"""One dispatch for statements and expressions: a syntax node's handler is the method named
for its class (`_exec_If`, `_eval_Call`), looked up once per class."""
from __future__ import annotations

from ..errors import MapleError


class Handlers(dict):
    """node class -> the owner class's method `prefix + class name`; as a class attribute
    it learns its owner, and it fills itself on first use of each node class."""

    def __init__(self, prefix: str, kind: str):
        super().__init__()
        self.prefix, self.kind = prefix, kind
        self.owner: type | None = None

    def __set_name__(self, owner: type, name: str):
        self.owner = owner

    def __missing__(self, node_class: type):
        handler = getattr(self.owner, self.prefix + node_class.__name__, None)
        if handler is None:
            raise MapleError(f"unsupported {self.kind} {node_class.__name__}")
        self[node_class] = handler
        return handler
