"""The seam every DeepLearning command runs through (commands.register): while a session has
eager execution off, its commands build their operations in its dataflow graph."""
from __future__ import annotations

import functools
import weakref

# the sessions whose eager execution is off: id(evaluator) -> its graph.Dataflow. A plain
# dict, so that the test of every command in eager execution (the default) is a dict's
# truth; an entry leaves with its evaluator (a restart makes a new one: eager again)
GRAPH_MODE: dict = {}


def graph_aware(fn):
    """fn(ev, args) as a command: run as it is while its session's eager execution is on,
    and inside the session's dataflow graph while it is off (graph.Dataflow.build)."""
    @functools.wraps(fn)
    def command(ev, args):
        if not GRAPH_MODE:          # no session's eager execution is off
            return fn(ev, args)
        mode = GRAPH_MODE.get(id(ev))
        if mode is None:
            return fn(ev, args)
        return mode.build(fn, ev, args)
    return command


def turn_off_eager(ev, mode) -> None:
    """ev's commands build in `mode`'s graph from now on, until turn_on_eager or ev's end."""
    if id(ev) not in GRAPH_MODE:
        weakref.finalize(ev, GRAPH_MODE.pop, id(ev), None)
    GRAPH_MODE[id(ev)] = mode


def turn_on_eager(ev) -> None:
    GRAPH_MODE.pop(id(ev), None)


def eager(ev) -> bool:
    return id(ev) not in GRAPH_MODE
