"""What Tab completes, for every front end (the REPL's completer, the kernel's
complete_request): names, builtins, package exports, an object's members, help topics."""
from __future__ import annotations

import re

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*$")
_MEMBER = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s*:-\s*([A-Za-z_][A-Za-z0-9_]*)?$")
_HELP_WORD = re.compile(r"^\s*\?+\s*([A-Za-z_][A-Za-z0-9_]*)?$")


def completions(session, before: str) -> tuple[str, dict[str, str]]:
    """What Tab completes at the end of `before` (the text before the cursor): the word
    being completed and the candidates that start with it, each with its kind: assigned
    names, builtins, package exports made visible by `with`, members after `Package:-` or
    `object:-`, and help topics after `?`. The REPL and the Jupyter kernel both use it."""
    line = before.rsplit("\n", 1)[-1]
    topic = _HELP_WORD.match(line)
    if topic:
        prefix, names = topic.group(1) or "", {n: "topic" for n in session.help.topics()}
    elif member := _MEMBER.search(before):
        prefix, names = member.group(2) or "", _members(session, member.group(1))
    elif word := _WORD.search(before):
        prefix, names = word.group(0), _names(session)
    else:
        return "", {}
    return prefix, {name: names[name] for name in sorted(names) if name.startswith(prefix)}


def _names(session) -> dict[str, str]:
    ev = session.evaluator
    found = {name: "builtin" for name in ev.builtins}
    found.update({name: "export" for name in ev.imported})
    found.update({name: "assigned" for name in ev.globals})
    return found


def _members(session, owner: str) -> dict[str, str]:
    ev = session.evaluator
    value = ev.globals.get(owner, ev.imported.get(owner, ev.builtins.get(owner)))
    if hasattr(value, "exports"):
        return {name: f"{owner} export" for name in value.exports}
    if hasattr(value, "methods"):
        return {name: "method" for name in value.methods}
    return {}
