"""Layer call speed: a call L(x) of a DeepLearning Layer on a Tensor through mapletape, over
the same call of the same Keras layer (the one L's calls use, with its weights) on the same
tensor in plain Python, both in a loop of many calls measured in this run. The two sides of
a case run alternately, and its ratio is the median of the per-repeat ratios; the target is
at most 1.1 per call. Each case is measured twice: in CPU time (the process's, which other
jobs on a shared machine lengthen far less than wall time), then in wall time.
Run: python bench/layer_call.py [REPEATS] [LOOPS]"""
from __future__ import annotations

import io
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.jacobian import interleaved  # noqa: E402
from mapletape.session import Session  # noqa: E402

# layer, and the input as a Maple expression: one batch of the shape each layer takes
CASES = [
    ("DenseLayer(16, activation = relu)", "[seq([seq(1.0*(i - j)/8, j = 1 .. 8)], i = 1 .. 32)]"),
    ("ConvolutionLayer(4, [3, 3])", "[[seq([seq([1.0*(i + j)/8], j = 1 .. 8)], i = 1 .. 8)]$4]"),
    ("LSTMLayer(8)", "[[seq([1.0*i/5, -1.0*i/5], i = 1 .. 5)]$4]"),
    ("BatchNormalizationLayer(1)", "[seq([seq(1.0*(i*j)/8, j = 1 .. 8)], i = 1 .. 32)]"),
    ("SoftmaxLayer(1)", "[seq([seq(1.0*(i - j)/8, j = 1 .. 8)], i = 1 .. 32)]"),
]


def sides(layer: str, data: str, loops: int):
    """The mapletape loop and the plain-Python loop of one case, on one layer and tensor."""
    out = io.StringIO()
    session = Session(out)
    session.run(f"with(DeepLearning): L := {layer}: x := Constant({data}): y := L(x):")
    if "Error" in out.getvalue():
        raise SystemExit(out.getvalue())
    g = session.evaluator.globals
    keras_layer, x = g["L"].called, g["x"].tensor
    loop = f"for i to {loops} do y := L(x) end do:"

    def ours():
        session.run(loop)

    def theirs():
        for _ in range(loops):
            y = keras_layer(x, training=False)   # noqa: F841 (kept, as the loop keeps y)

    return ours, theirs


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    loops = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    print(f"L(x) through mapletape / the Keras call in Python ({loops} calls a run, median of "
          f"{repeats} interleaved ratios; target at most 1.1)")
    for layer, data in CASES:
        ours, theirs = sides(layer, data, loops)
        a, b, ratio = interleaved(ours, theirs, repeats, time.process_time)
        wall = interleaved(ours, theirs, repeats)[2]
        print(f"  {layer:36s} mapletape {a / loops * 1e6:8.1f} us  Keras {b / loops * 1e6:8.1f} us"
              f"  CPU per call  ratio {ratio:6.3f}  wall ratio {wall:6.3f}")


if __name__ == "__main__":
    main()
