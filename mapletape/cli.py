"""The command line (design.md §3): run files with echo, -c statements, standard input,
the interactive REPL on a terminal, or check transcripts against their .out files."""
from __future__ import annotations

import argparse
import atexit
import os
import signal
import sys
from pathlib import Path

from . import __version__, timelimit
from .files import open_maple_text, standard_input_text

EXPORT_FORMATS = ("mpl", "ipynb")      # as mapletape/worksheet/export.py writes


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="mapletape",
        description="Run Maple DeepLearning worksheets (GradientTape, Tensors) without Maple.",
        epilog="Exit status: 0 normal, 2 a file ended early on a syntax error, "
               "4 stopped by an error under -e 2, n from `quit`(n); with --check, 0 when every "
               "transcript matches, 1 otherwise.")
    p.add_argument("files", nargs="*", metavar="FILE",
                   help="Maple scripts (.mpl) or worksheets (.mw, .mws) to run, echoing each "
                        "statement")
    p.add_argument("-q", "--quiet", action="store_true", help="no echo and no banner: results only")
    p.add_argument("-c", dest="commands", action="append", default=[], metavar="STATEMENTS",
                   help="run these statements first (repeatable)")
    p.add_argument("-e", dest="errorbreak", type=int, choices=(0, 1, 2), default=1,
                   help="errorbreak: 0 continue after every error; 1 (default) stop a file at a "
                        "syntax error; 2 stop at any error")
    p.add_argument("--width", type=int, default=79, metavar="N", help="screen width (default 79)")
    p.add_argument("--max-size", type=_positive, default=None, metavar="N",
                   help="kernelopts(maxsize): the most elements (or string characters) one "
                        "object may have; larger requests are refused (default 10^7)")
    p.add_argument("-i", "--interactive", action="store_true",
                   help="stay interactive after running the files")
    p.add_argument("-z", "--restricted", action="store_true",
                   help="restricted mode for untrusted worksheets (Maple's secure-mode flag): "
                        "`read` and anything else that touches files or the environment is "
                        "refused with an error; also applies to --check")
    p.add_argument("--check", action="store_true",
                   help="treat each FILE as a .mpl script or a folder searched for them: run each on "
                        "a fresh session and compare its output with the .out file beside it")
    p.add_argument("--update", action="store_true",
                   help="with --check: write the .out files from the current output, with a "
                        "warning for each run that stopped at a syntax error")
    p.add_argument("-j", "--jobs", type=_jobs, default=None, metavar="N",
                   help="with --check: check N worksheets at a time, each process with its own "
                        "sessions; 0 or auto: one per CPU (default 1)")
    p.add_argument("--timeout", type=_seconds, default=None, metavar="SECONDS",
                   help="with --check: stop a worksheet still running after SECONDS of "
                        "wall-clock time, report it as failed and go on with the next "
                        "(default: no limit)")
    p.add_argument("--float-digits", type=_float_digits, default=None, metavar="N",
                   help="with --check: floats agree when they agree to N significant digits, "
                        "and a line's spacing is not compared (for transcripts made on "
                        "another machine or a GPU)")
    p.add_argument("--full-diff", action="store_true",
                   help="with --check: show every difference, not only the first")
    p.add_argument("--export", choices=EXPORT_FORMATS, default=None, metavar="mpl|ipynb",
                   help="write each worksheet FILE (.mw, .mws) to standard output as a 1-D "
                        "Maple script (mpl) or a notebook for the mapletape kernel (ipynb), "
                        "without running it")
    p.add_argument("--version", action="version", version=f"mapletape {__version__}")
    return p


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return int(text)


def _seconds(text: str) -> float:
    try:
        return timelimit.seconds(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _float_digits(text: str) -> int:
    """--float-digits N: 1 to 30 significant digits."""
    if not text.isdigit() or not 1 <= int(text) <= 30:
        raise argparse.ArgumentTypeError(f"expected a number of digits from 1 to 30, got {text!r}")
    return int(text)


def _jobs(text: str) -> int:
    """-j N: N processes, 0 or auto for one per CPU."""
    if text == "auto" or text == "0":
        return os.cpu_count() or 1
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"expected a number of processes, 0 or auto, got {text!r}")
    return int(text)


def main(argv: list[str] | None = None) -> int:
    # main, _session and _run stay on the stack under every statement: each makes its call
    # early, so that TensorFlow finds their lines quickly (see deeplearning/tf.py)
    p, args = _arguments(argv)
    try:
        code = (_check(args, p) if args.check else _export(args, p) if args.export
                else _session(args))
        sys.stdout.flush()
        return code
    except KeyboardInterrupt:
        sys.stdout.write("Warning, computation interrupted\n")
        return 130
    except BrokenPipeError:
        # The reader went away (`mapletape f.mpl | head`): stop quietly, as cat does.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _arguments(argv: list[str] | None):
    """The parser and the command line it parsed, the flags checked against each other."""
    p = parser()
    args = p.parse_args(argv)
    for flag, given in (("--update", args.update), ("-j", args.jobs is not None),
                        ("--timeout", args.timeout is not None),
                        ("--float-digits", args.float_digits is not None),
                        ("--full-diff", args.full_diff)):
        if given and not args.check:
            p.error(f"{flag} only goes with --check")
    if args.export and args.check:
        p.error("--export does not go with --check")
    return p, args


def command() -> None:
    """The `mapletape` program: main(), then the exit. Once TensorFlow is imported, tearing
    the interpreter down costs 0.5-0.8 s after the last output (its modules and native
    libraries are finalised one by one), so the process then leaves at once, after the exit
    handlers have run and every output stream is flushed. In-process callers use main()."""
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:    # not ignored (nohup)
        # Ctrl-C's KeyboardInterrupt raised where TensorFlow cannot lose it
        signal.signal(signal.SIGINT, timelimit.interrupt)
    code = main()
    if "tensorflow" not in sys.modules:
        raise SystemExit(code)
    atexit._run_exitfuncs()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:      # as in main(): the reader went away, stop quietly
        code = 1
    os._exit(code)


# What ends a --check from outside: `kill`, a closed terminal
ENDING_SIGNALS = (signal.SIGTERM, signal.SIGHUP)


def _check(args, p) -> int:
    """--check; ended by SIGTERM or SIGHUP, its status is 128 + the signal, as a shell's."""
    if not args.files:
        p.error("--check needs at least one PATH (a .mpl file or a folder)")
    from .transcript import Reading, check
    from .worksheet import is_worksheet
    worksheets = [Path(f) for f in args.files if is_worksheet(f)]
    scripts = [Path(f) for f in args.files if not is_worksheet(f)]
    # an Ended raised where the check is stops its worker processes on the way out, as
    # Ctrl-C does (their default action would leave them running, writing .out files and
    # holding the caller's pipe open)
    previous = {signum: signal.signal(signum, timelimit.end) for signum in ENDING_SIGNALS
                if signal.getsignal(signum) is not signal.SIG_IGN}      # nohup's stays ignored
    try:
        code = 0
        if scripts:
            code = check(scripts, sys.stdout, rewrite=args.update, restricted=args.restricted,
                         jobs=args.jobs or 1, timeout=args.timeout,
                         reading=Reading(args.float_digits, args.full_diff))
        if worksheets:
            from .worksheet.run import check_worksheets
            # one after another: -j N spreads .mpl scripts only
            code = max(code, check_worksheets(worksheets, sys.stdout, restricted=args.restricted,
                                              update=args.update, timeout=args.timeout))
        return code
    except timelimit.Ended as ended:
        return 128 + ended.signum
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


def _session(args) -> int:
    return _run(args, _new_session(args))


def _new_session(args):
    from .session import Session
    limits = {} if args.max_size is None else {"max_size": args.max_size}
    return Session(sys.stdout, width=args.width, errorbreak=args.errorbreak,
                   restricted=args.restricted, **limits)


def _run(args, session) -> int:
    """-c commands, then the files, then the REPL or standard input."""
    code = _run_commands(args, session)
    if code is None:
        code = _run_files(args, session)
    if code is not None:
        return code
    stdin_is_terminal = sys.stdin is not None and sys.stdin.isatty()
    if stdin_is_terminal and (args.interactive or not (args.files or args.commands)):
        from .repl import run_repl
        return run_repl(session, banner=not args.quiet)
    if not stdin_is_terminal and not args.files and sys.stdin is not None:
        try:
            with standard_input_text() as stream:
                return session.run(stream, echo=not args.quiet).exit_code
        except (OSError, ValueError) as exc:     # ValueError: not UTF-8, or stdin closed
            return _unreadable("standard input", exc)
    return 0


def _run_commands(args, session) -> int | None:
    """The -c commands, in order; an exit status when the run ends there."""
    for command in args.commands:
        outcome = session.run(command)
        if outcome.status != "ok" and (outcome.status == "quit" or args.errorbreak >= 1):
            return outcome.exit_code
    return None


def _run_files(args, session) -> int | None:
    """The files, in order; an exit status when the run ends there."""
    for path in args.files:
        from .worksheet import is_worksheet
        if is_worksheet(path):
            code = _run_worksheet(args, session, path)
            if code is not None:
                return code
            continue
        try:
            with open_maple_text(path) as stream:   # read as it runs
                outcome = session.run(stream, echo=not args.quiet, source=path)
        except (OSError, ValueError) as exc:
            return _unreadable(path, exc)
        if outcome.status != "ok":
            return outcome.exit_code
    return None


def _read_worksheet(path: str):
    """The worksheet, or None when it cannot be read (the reason is reported)."""
    from .worksheet import WorksheetError, read_worksheet
    try:
        return read_worksheet(path)
    except WorksheetError as exc:
        sys.stdout.write(f"Error, {exc}\n")
    except (OSError, ValueError) as exc:
        _unreadable(path, exc)
    return None


def _run_worksheet(args, session, path: str) -> int | None:
    """A .mw or .mws run as a script: its inputs in order; an exit status when the run
    ends there."""
    from .worksheet.run import run_worksheet
    sheet = _read_worksheet(path)
    if sheet is None:
        return 1
    outcome = run_worksheet(sheet, session, echo=not args.quiet)
    return outcome.exit_code if outcome.status != "ok" else None


def _export(args, p) -> int:
    """--export mpl|ipynb: each worksheet written to standard output."""
    from .worksheet import is_worksheet
    from .worksheet.export import export
    if not args.files:
        p.error("--export needs at least one worksheet FILE (.mw, .mws)")
    for path in args.files:
        if not is_worksheet(path):
            p.error(f"--export reads worksheets (.mw, .mws), not `{path}`")
        sheet = _read_worksheet(path)
        if sheet is None:
            return 1
        sys.stdout.write(export(sheet, args.export))
    return 0


def _unreadable(name: str, exc: Exception) -> int:
    """Report a script that could not be read (at once or part way through)."""
    if isinstance(exc, UnicodeError):
        reason = "not UTF-8 text"
    else:
        reason = getattr(exc, "strerror", None) or "closed"
    sys.stdout.write(f"Error, unable to read `{name}`: {reason}\n")
    return 1
