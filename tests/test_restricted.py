"""Restricted mode (-z) holds against TensorFlow (issue 31): ApplyOperation runs only the
listed pure operations, on arguments that name no file, on every front end (the command
line, --check -z, the pytest plugin); kernelopts cannot lift the size limit; and a fuzz
over every TensorFlow function name with random arguments observes no file's content, no
path's existence and no crash."""
from __future__ import annotations

import inspect
import io
import random
import subprocess
import sys
from pathlib import Path

import pytest

from mapletape.deeplearning.restricted import PURE_OPERATIONS
from mapletape.session import Session
from mapletape.syntax.transform import RESERVED

ROOT = Path(__file__).resolve().parent.parent
SECRET = "s3cr3t-line-of-a-private-file"
DENIED = "Error, (in DeepLearning:-ApplyOperation) permission denied in restricted mode"


@pytest.fixture
def secret(tmp_path) -> Path:
    path = tmp_path / "private.txt"
    path.write_text(f"{SECRET}\n{SECRET}-2\n", encoding="utf-8")
    return path


def exploit(path) -> str:
    """The audit's exploit: fixed_unigram_candidate_sampler reads its vocab_file line by line,
    and its error message quotes the line (or says whether the path exists)."""
    return ("with(DeepLearning): t := Constant([[0]], datatype = integer[8]):\n"
            'try ApplyOperation("tf.nn.fixed_unigram_candidate_sampler", t, 1, 1, true, 2, '
            f'vocab_file = "{path}", num_shards = 1000, shard = 0) catch: lastexception end try;\n'
            'ApplyOperation("tf.nn.fixed_unigram_candidate_sampler", t, 1, 1, true, 2, '
            f'vocab_file = "{path}", num_shards = 1000, shard = 0);\n')


def run(code: str, restricted: bool = True) -> str:
    session = Session(io.StringIO(), restricted=restricted)
    session.run("interface(prettyprint=0):\n" + code)
    return session.out.getvalue()


def test_the_exploit_is_refused_in_a_session(secret):
    out = run(exploit(secret))
    assert SECRET not in out
    assert out.split("\n")[:2] == ['`DeepLearning:-ApplyOperation`, "permission denied in restricted mode"',
                                   DENIED]


def test_the_same_call_reads_the_file_unrestricted(secret):
    """What the refusal stops: without -z, TensorFlow's error quotes the file's first line."""
    assert SECRET in run(exploit(secret), restricted=False)


def test_the_exploit_is_refused_on_the_command_line(secret):
    done = subprocess.run([sys.executable, "-m", "mapletape", "-q", "-z", "-c", exploit(secret)],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert SECRET not in done.stdout + done.stderr
    assert DENIED in done.stdout and done.stderr == ""


def test_the_exploit_is_refused_by_check_and_the_plugin(secret, tmp_path):
    sheets = tmp_path / "sheets"
    sheets.mkdir()
    (sheets / "leak.mpl").write_text(exploit(secret), encoding="utf-8")
    (sheets / "leak.out").write_text("> nothing\n", encoding="utf-8")
    check = subprocess.run([sys.executable, "-m", "mapletape", "--check", "-z", str(sheets)],
                           capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert "1 failed" in check.stdout and "permission denied in restricted mode" in check.stdout
    plugin = subprocess.run([sys.executable, "-m", "pytest", "-p", "mapletape.pytest_plugin",
                             "--mapletape", "--mapletape-restricted", "-p", "no:cacheprovider",
                             "-q", str(sheets)], capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert "1 failed" in plugin.stdout and "permission denied in restricted mode" in plugin.stdout
    for done in (check, plugin):
        assert SECRET not in done.stdout + done.stderr


@pytest.mark.parametrize("code", [
    'ApplyOperation("tf.nn.with_space_to_batch", Constant([[[1.0]]]), [1], "VALID", "tf.abs");',
    'ApplyOperation("tf.math.sin", Constant([1.0]), x = "/etc/passwd");',
    'ApplyOperation("tf.nn.conv2d", Constant([[[[1.0]]]]), Constant([[[[1.0]]]]), 1, "../VALID");',
    'ApplyOperation("tf.math.equal", Constant(["a"]), Constant(["a"]));',
    'ApplyOperation("tf.math.equal", ["/etc/passwd"], ["a"]);',
])
def test_unlisted_operations_and_path_arguments_are_refused(code):
    assert run("with(DeepLearning):\n" + code).strip() == DENIED


def test_listed_operations_run_as_unrestricted():
    import tensorflow as tf
    code = ('with(DeepLearning): M := Constant([[1.0, 2.0], [3.0, 4.0]]):\n'
            'convert(ApplyOperation("tf.math.reduce_sum", M, axis = 0), list);\n'
            'convert(ApplyOperation("tf.nn.avg_pool2d", Reshape(M, [1, 2, 2, 1]), 1, 1, "VALID"), list);\n')
    expected = str(tf.math.reduce_sum([[1.0, 2.0], [3.0, 4.0]], axis=0).numpy().tolist())
    out = run(code)
    assert out.split("\n")[0] == expected.replace(".0", ".")
    assert out == run(code, restricted=False)


def test_kernelopts_cannot_lift_the_limit():
    assert run("kernelopts(maxsize = infinity); kernelopts(maxsize = 10^7 + 1); "
               "kernelopts(maxsize = 100); kernelopts(maxsize = 1000); kernelopts(maxsize);").split("\n")[:5] == [
        "Error, (in kernelopts) permission denied in restricted mode",
        "Error, (in kernelopts) permission denied in restricted mode",
        "10000000", "100", "1000"]
    assert run("kernelopts(maxsize = infinity); kernelopts(maxsize);", restricted=False).split("\n")[:2] == \
        ["10000000", "infinity"]


def test_the_list_is_tensorflows_numerical_functions():
    """Every listed name is a function of its module in the TensorFlow installed; none takes
    a file or a Python callable."""
    import tensorflow as tf
    for qualified in PURE_OPERATIONS:
        module, name = qualified.split(".")
        function = getattr(getattr(tf, module), name)
        assert callable(function) and not isinstance(function, type), qualified
        parameters = set(inspect.signature(function).parameters)
        assert not parameters & {"vocab_file", "op", "fn", "func", "filename", "path"}, qualified


# ------------------------------------------------------------ the fuzz

def _every_function_name():
    """tf.NAME, tf.math.NAME ... for every public callable in TensorFlow's modules that a
    worksheet could name, file and process modules included."""
    import tensorflow as tf
    names = []
    for module in ("", "math", "linalg", "nn", "io", "strings", "raw_ops", "debugging", "random",
                   "signal", "image", "audio", "sets", "sparse", "data.experimental", "summary",
                   "saved_model", "config", "experimental", "compat.v1"):
        space = tf
        for part in filter(None, module.split(".")):
            space = getattr(space, part)
        prefix = f"tf.{module}." if module else "tf."
        names += [prefix + n for n in sorted(dir(space)) if not n.startswith("_")
                  and callable(getattr(space, n, None))]
    return names


def _parameters(name: str):
    import tensorflow as tf
    found = tf
    for part in name.split(".")[1:]:
        found = getattr(found, part, None)
    try:
        return [p for p in inspect.signature(found).parameters
                if p not in ("name", "args", "kwargs") and p not in RESERVED]
    except (TypeError, ValueError):
        return []


def _argument(rng: random.Random, path: str) -> str:
    return rng.choice([
        "Constant([1.0, 2.0])", "Constant([[1.0, 2.0], [3.0, 4.0]])", "Constant(3.0)",
        "Constant([1, 2])", "Constant([[0, 1], [1, 0]], datatype = integer[8])", "2", "-1", "0",
        "0.5", "true", "false", '"SAME"', '"VALID"', '"fro"', f'"{path}"', f'["{path}"]',
        'Constant(["a", "b"])', "[1, 2]", "Constant([[[[1.0]]]])",
    ])


def _statements(path: str, seed: int) -> list[str]:
    rng = random.Random(seed)
    statements = []
    for name in _every_function_name():
        parameters = _parameters(name) if name.count(".") <= 2 else []
        for _ in range(2 if name.split(".", 2)[1] in ("math", "linalg", "nn") else 1):
            arguments = [_argument(rng, path) for _ in range(rng.randrange(0, 5))]
            chosen = rng.sample(parameters, min(len(parameters), rng.randrange(0, 3)))
            for parameter in parameters:
                if any(word in parameter for word in ("file", "path", "dir")):
                    arguments.append(f'{parameter} = "{path}"')     # where files are named
                elif parameter in chosen:
                    arguments.append(f"{parameter} = {_argument(rng, path)}")
            statements.append(f'ApplyOperation("{name}"{"".join(", " + a for a in arguments)});')
    return statements


def test_fuzz_every_tensorflow_name_under_restricted_mode(secret, tmp_path):
    """Each statement runs twice, once on a file that exists and holds SECRET and once on a
    path that does not exist: no output shows the file's content, and the two runs print
    the same (up to the path itself), so nothing tells whether a path exists; the process
    ends normally, with nothing on standard error and no internal error."""
    missing = tmp_path / "missing.txt"
    assert len(missing.name) == len(secret.name)       # so the two runs wrap lines alike
    seed = 31
    script = tmp_path / "fuzz.mpl"
    lines = ["with(DeepLearning): interface(prettyprint = 0, warnlevel = 0):"]
    for one, other in zip(_statements(str(secret), seed), _statements(str(missing), seed)):
        lines += ['printf("--\\n");', one, other]
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mapletape", "-q", "-z", "-e", "0", str(script)],
                          capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert done.stderr == ""
    assert SECRET not in done.stdout
    assert "internal error" not in done.stdout
    groups = done.stdout.split("--\n")[1:]
    assert len(groups) == len(lines) // 3
    for statement, group in zip(lines[2::3], groups):
        assert "syntax error" not in group, group
        if str(secret) in statement:     # (others may differ: TensorFlow's kernel lookups do)
            text = group.replace(str(secret), "PATH").replace(str(missing), "PATH")
            outputs = text.strip("\n").split("\n")
            half = len(outputs) // 2
            assert outputs[:half] == outputs[half:], group


def test_the_exploit_is_refused_by_the_restricted_kernel(secret, tmp_path, monkeypatch):
    """`python -m mapletape.kernel install --restricted` registers the kernel for notebooks
    from others; its cells run as `mapletape -z` runs statements."""
    pytest.importorskip("ipykernel")
    from jupyter_client.manager import start_new_kernel
    for variable, folder in [("JUPYTER_PATH", "prefix/share/jupyter"), ("JUPYTER_DATA_DIR", "data"),
                             ("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_RUNTIME_DIR", "runtime"),
                             ("IPYTHONDIR", "ipython")]:
        monkeypatch.setenv(variable, str(tmp_path / folder))
    done = subprocess.run([sys.executable, "-m", "mapletape.kernel", "install", "--restricted",
                           "--prefix", str(tmp_path / "prefix")], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "Maple (mapletape, restricted)" in done.stdout
    manager, client = start_new_kernel(kernel_name="mapletape-restricted", startup_timeout=300)
    try:
        outputs = []
        reply = client.execute_interactive(exploit(secret) + 'read "/etc/passwd";', timeout=300,
                                           output_hook=lambda msg: outputs.append(msg["content"]))
        assert SECRET not in repr(outputs)
        assert [o["data"]["text/plain"].strip() for o in outputs if "data" in o] == [
            'DeepLearning:-ApplyOperation, "permission denied in restricted mode"']
        assert [o["traceback"] for o in outputs if "traceback" in o] == [
            [DENIED], ["Error, (in read) permission denied in restricted mode"]]
        assert reply["content"]["status"] == "error"
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
