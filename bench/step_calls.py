"""Python function calls in a training step of each twin (bench/twins/), Maple against
Python, counted in this run: a measure of the interpreter's work that a shared machine's
drifting speed does not move, beside bench/twins.py's timings.

Both sides run a slice of their training loop (after the set-up and one slice of warm-up)
under sys.setprofile; each Python function call is counted by where its code lives
(mapletape, TensorFlow and Keras, the rest), and calls of C functions apart. The ratio is
all of the Maple side's calls (Python and C) over the Python side's. Then the opcodes the
Maple side runs in mapletape's own functions per step (sys.settrace), one more slice.

Then the stack TensorFlow reads: each eager operation (TFE_Py_FastPathExecute) records the
innermost CAPTURED Python frames with their line numbers, and Python finds a frame's line
by reading its function's line table up to the frame's instruction, so each such frame
costs an operation a fixed part plus a part in proportion to its instruction's offset
(deeplearning/tf.py). Per step: the operations, the frames recorded, and the sum of
their offsets in bytes.
Run: python bench/step_calls.py [NAME...]"""
from __future__ import annotations

import collections
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import twins  # noqa: E402  (beside this script)


def _where(filename: str) -> str:
    if f"{os.sep}mapletape{os.sep}" in filename:
        return "mapletape"
    if f"{os.sep}tensorflow{os.sep}" in filename or f"{os.sep}keras{os.sep}" in filename:
        return "tensorflow"
    return "other"


CAPTURED = 30          # tensorflow::StackTrace::kStackTraceInitialSize


def counted(run) -> collections.Counter:
    """Calls made while `run()` runs, by where their code lives; C calls as "C"; and the
    operations, frames and offsets TensorFlow's stack capture reads."""
    found: collections.Counter = collections.Counter()

    def profile(frame, event, arg):
        if event == "call":
            found[_where(frame.f_code.co_filename)] += 1
        elif event == "c_call":
            found["C"] += 1
            if getattr(arg, "__name__", None) == "TFE_Py_FastPathExecute":
                found["operations"] += 1
                for _ in range(CAPTURED):
                    if frame is None:
                        break
                    found["frames"] += 1
                    found["offsets"] += frame.f_lasti
                    frame = frame.f_back
    sys.setprofile(profile)
    try:
        run()
    finally:
        sys.setprofile(None)
    return found


def own_opcodes(run) -> int:
    """The Python opcodes mapletape's own functions run while `run()` runs (sys.settrace):
    the interpreter's and the DeepLearning commands' own work, which the twin does not do."""
    count = 0

    def opcode(frame, event, arg):
        nonlocal count
        if event == "opcode":
            count += 1
        return opcode

    def call(frame, event, arg):
        if _where(frame.f_code.co_filename) != "mapletape":
            return None
        frame.f_trace_opcodes = True
        return opcode
    sys.settrace(call)
    try:
        run()
    finally:
        sys.settrace(None)
    return count


def per_step(name: str) -> tuple[collections.Counter, collections.Counter]:
    """Calls per step of the Maple side and of the Python side of one twin, and the Maple
    side's own opcodes."""
    for key, value in twins.ENVIRONMENT.items():
        os.environ.setdefault(key, value)
    with twins.Twin(name).slices() as (maple, python):
        sides = counted(maple), counted(python)
        sides[0]["opcodes"] = own_opcodes(maple)
    return tuple(collections.Counter({k: v / twins.SLICE for k, v in side.items()}) for side in sides)


def main(argv: list[str]) -> None:
    names = [a for a in argv if not a.startswith("-")] or list(twins.NAMES)
    print("calls per training step (Python functions by where they live, and C functions)")
    calls = ("mapletape", "tensorflow", "other", "C")
    found = {name: per_step(name) for name in names}
    for name, (maple, python) in found.items():
        ratio = sum(maple[k] for k in calls) / sum(python[k] for k in calls)
        text = lambda c: "  ".join(f"{k} {c[k]:7.1f}" for k in calls)  # noqa: E731
        print(f"  {name:18s} mapletape side: {text(maple)}")
        print(f"  {'':18s} python side:    {text(python)}   ratio {ratio:5.3f}")
    print("opcodes per training step in mapletape's own functions (sys.settrace)")
    for name, (maple, _) in found.items():
        print(f"  {name:18s} {maple['opcodes']:8.1f}")
    print(f"stack read by TensorFlow per training step (the innermost {CAPTURED} frames at each "
          "eager operation)")
    for name, (maple, python) in found.items():
        text = lambda c: (f"operations {c['operations']:5.1f}  frames {c['frames']:6.1f}  "  # noqa: E731
                          f"offsets {c['offsets']:8.1f} bytes")
        print(f"  {name:18s} mapletape side: {text(maple)}")
        print(f"  {'':18s} python side:    {text(python)}   ratios {maple['frames'] / python['frames']:5.3f}"
              f" {maple['offsets'] / python['offsets']:5.3f}")


if __name__ == "__main__":
    main(sys.argv[1:])
