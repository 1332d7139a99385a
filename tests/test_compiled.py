"""Compiled statements (evaluator/compiler.py) against the walker they speed up: the same
text run with `Evaluator.compiling` on and off must print the same transcript, results,
errors and warnings alike, in 2-D and 1-D form."""
from __future__ import annotations

import io
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mapletape.session import Session

SESSIONS = Path(__file__).resolve().parent.parent / "sessions"

# The first Session raises Python's recursion limit for good; made before hypothesis runs,
# so that hypothesis does not warn that it cannot restore the limit it found.
Session(io.StringIO())


def transcript(text: str, compiling: bool, echo: bool = False) -> str:
    session = Session(io.StringIO())
    session.evaluator.compiling = compiling
    session.run(text, echo=echo)
    return session.out.getvalue()


def assert_same(text: str, echo: bool = False) -> str:
    compiled = transcript(text, True, echo)
    assert compiled == transcript(text, False, echo), text
    return compiled


def test_the_switch_survives_restart():
    session = Session(io.StringIO())
    session.evaluator.compiling = False
    session.run("restart; x := 1:")
    assert session.evaluator.compiling is False


def test_a_top_statement_compiled_once_runs_each_time_it_is_called():
    from mapletape.errors import MapleError
    from mapletape.syntax import parse_program
    session = Session(io.StringIO())
    ev = session.evaluator
    session.run("n := 0:")
    increment, failing = (ev.compile_top(top) for top in
                          parse_program("n := n + 1: error \"at %1\", n;").statements)
    increment(), increment(), increment()
    assert ev.globals["n"] == 3
    with pytest.raises(MapleError) as raised:
        failing()
    assert ev.last_exception is raised.value       # lastexception, as execute_top sets it
    session.run("lprint(StringTools:-FormatMessage(lastexception[2 .. -1]));")
    assert session.out.getvalue().strip() == '"at 3"'


def test_both_ways_compute_the_loop_of_the_issue():
    # 1^2 + ... + n^2 = n (n + 1) (2 n + 1) / 6 (exact arithmetic)
    n = 10**4
    shown = assert_same(f"s := 0: for i to {n} do s := s + i^2 end do: lprint(s, i);")
    assert shown.strip() == f"{n * (n + 1) * (2 * n + 1) // 6}, {n + 1}"


# Each entry runs whole in both ways; together they reach every fast path and the rules
# next to it: evaluation rules, errors, floats under Digits, remember tables, loop forms.
STATEMENTS = [
    # arithmetic: integers fast, everything else through the fold
    "a := 2: b := 3: a + b; a - b; a * b; a / b; 6 / a; a ^ b; a ^ (-b); (-a) ^ b; 0 ^ 0;",
    "a := 2: (a + x) * 3 - x; x + 1 + 2; 1 + 2 + x; 2 * 3 + x; x - x; a / 0; a mod 0;",
    "7 mod 3; -7 mod 3; 7 mod (-3); x mod 3; (3*y + 5) mod 3; 7.5 mod 2; 1/2 mod 5;",
    "a := 2: a ^ 100000000; a ^ 1000; a ^ (1/2); 4 ^ (1/2); 2 ^ 0.5; 0.5 ^ 2;",
    "x := 1.5: x + 1; x * 2; 2 ^ x; Digits := 4: x + 1/3; 1/3 + 0.1; Digits := 30: evalf(1/3) + 1;",
    "a := 1, 2: a + 1; 1 + NULL; b := [1, 2]: b + 1; c := {1}: 1 + c; \"s\" + 1;",
    "h := 2.0: h + 3; -h; -x; -(2/3); - 5;",
    # names: unassigned, quoted, chains, locals, globals, parameters
    "y := z: z := 3: y; 'y'; ''y''; eval(y, 1); w; w + 1; z := 'z': y;",
    "x := 'x': x := x + 1;",
    "f := proc(n) local t; t := n; t := t + 1; t end proc: f(2); f(x); t;",
    "g := proc(n) global G; G := n; G end proc: g(5); G;",
    "p := proc(n) n := 1 end proc: p(3); q := 'q': p(q); q;",
    "r := proc(a, b) a + b end proc: r(1); r(1, 2, 3); r(x, y);",
    "s := proc(a::integer) a end proc: s(1); s(1.5);",
    "u := proc(x::uneval) x end proc: v := 1: u(v + 1); k := proc(x::evaln) x end proc: k(v);",
    "Digits := 5: d := proc() Digits := 20; evalf(1/3) end proc: d(); Digits; evalf(1/3);",
    "m := proc(n) option remember; n^2 end proc: m(3); m(3); m(x); m(3) := 10: m(3);",
    "fib := proc(n) if n < 2 then n else fib(n - 1) + fib(n - 2) end if end proc: fib(15);",
    "e := proc() local i; for i to 3 do if i = 2 then return i end if end do; 0 end proc: e();",
    "dd := proc(n) dd(n + 1) end proc: dd(1);",
    "nn := proc() nargs, args, procname end proc: nn(); nn(1, 2);",
    "kw := proc(a, {b := 2}) a + b end proc: kw(1); kw(1, b = 5);",
    # lists, Arrays and tables, read and written
    "L := [1, 2, 3]: L[2]; L[-1]; L[4]; L[0]; L[x]; L[1..2]; L[2] := 7: L; L[5] := 1;",
    "A := Array(1..3): A[1] := 5: A[2] := \"s\": A[3] := x: A; A[2]; A[4]; A[4] := 1; A[1.5] := 2;",
    "B := Array(1..2, datatype = float[8]): B[1] := 3: B[2] := 1/3: B; B[1]; B[2] := x;",
    "C := Matrix(2, 2): C[1, 2] := 3: C; C[1, 2]; T[1] := 2: T[1]; T[2]; T;",
    "S := {1, 2}: S[1]; S[1] := 5; E := 1, 2, 3: E[2];",
    # loops in every form
    "s := 0: for i from 10 to 1 by -3 do s := s + i end do: s, i;",
    "for i from 1 to 2 by 0.5 do i end do; i;",
    "for i from 1/2 to 2 do i end do: i; for i to 3 by 1/2 do end do: i;",
    "for i from 1 by 2 while i < 8 do i end do; i;",
    "for i in [3, x, 5] do i^2 end do; for i in \"ab\" do i end do; for i in Array([1, 2]) do i end do;",
    "for i to 5 do if i = 2 then next end if; if i = 4 then break end if; i end do; i;",
    "for i to 3 do for j to 3 do if j = 2 then break 2 end if; i, j end do end do; i, j;",
    "c := 0: while c < 5 do c := c + 1; if c mod 2 = 0 then next end if; c end do; c;",
    "c := 0: do c := c + 1 until c >= 3; c;",
    "for i from x to 3 do end do; for i to infinity do if i > 3 then break end if end do; i;",
    "for i to 3 do s := i: s; end do; for i to 2 do i; end do:",
    "printlevel := 2: for i to 2 do i^2 end do; printlevel := 1:",
    "for i to 2 do x := x + 1 end do; x := 'x': for x to 2 do od: x;",
    "while x < 3 do end do; if x then 1 end if; if 1 < 2 and 2 < 3 then 5 end if;",
    "for i to 2 do 1/0 end do; i; break; next;",
    "f := proc(x) x^2 + 1 end proc: s := 0: for i to 10 do s := s + f(i) end do: s;",
    "f := proc(x) x^2 + 1 end proc: for i in [y, 2.5, 1/2] do f(i) end do;",
    "try for i to 3 do if i = 2 then error \"at %1\", i end if end do catch: lasterror end try;",
    # try statements, compiled inside loops and procedures: catches by prefix, finally on
    # every way out (next, break, return, an error caught or not), lastexception
    "for i to 3 do try if i = 2 then error \"at %1\", i end if; i catch \"at\": lasterror finally j := i end try end do; j;",
    "for i to 4 do try if i = 2 then next end if; if i = 3 then break end if; i finally k := i end try end do; k, i;",
    "f := proc() try return 1 finally G := 2 end try; 3 end proc: f(); G;",
    "for i to 2 do try error \"a%1\", i catch \"b\": 1 finally print(fin, i) end try end do; i;",
    "try try error \"in\" catch: error \"out %1\", lasterror end try catch: lasterror; lastexception end try;",
    "printlevel := 2: for i to 2 do try i^2 finally i end try end do; printlevel := 1: try 5; 6 end try;",
    "g := proc(n) local r; try r := 1/n catch \"numeric exception\": r := infinity end try; r end proc: g(2), g(0);",
    "if 1 < 2 then a := 1; 2 elif x then 3 else 4 end if; a; if 1.5 > 1 then yes end if;",
    "if 1 = 1.0 then same end if; if 2 <> 3 then diff end if; if x = x then sym end if; if x < 1 then no end if;",
    "i := 5: 2 + %; %%; for i to 2 do i end do: %;",
    "Pi := 3; true := 1; for Pi to 2 do end do; sin := 3; for sin to 1 do od;",
    "Digits := 0; for Digits from 5 to 6 do evalf(1/3) end do; Digits;",
    "f := x -> x^2: f(3); (f@f)(2); g := f: g(1.5);",
    # literal arguments, made once: still every call's own arguments
    "f := proc() [args] end proc: f(); f(1, 2.5, \"s\"); f([1, [2, 3]], []); f(1)[1]; nops(f());",
    "L := [1, [2, 3]]: L[2] := 5: L; [1, [2, 3]]; max(3, 1.5, 2); seq(i, i = [4, 5]); Constant([1.0]);",
    # top-level assignment: plain globals in place, the others checked
    "x := 1: x := [x]: x; sin := 5; Pi := 3; Digits := 12: Digits; x := 'x': x; y := 1, 2: y;",
    "pl := proc() printlevel := 2; Digits := 3; evalf(1/3) end proc: pl(); printlevel; Digits; evalf(1/3);",
    "f := proc() 1 end proc: seq(0, Digits = 3..3), f(), 1.0/3; add(1.0/3, Digits = 3..4), 1.0/3;",
    "restart; a;",
    # arguments and a method's object read as stored at top level: a sequence spliced, a
    # name or an unevaluated expression evaluated again, the second argument assigned by
    # evaluating the first; in a procedure, locals and parameters
    "q := 1, 2: f := proc() [args] end proc: f(q); f(q, q); f(q, 3); z := w: w := 5: f(z); f(z, z);",
    "e := x + 1: x := 2: f := proc() [args] end proc: f(e); f(e, e); x := 'x': f(e, x);",
    "f := proc() [args] end proc: g := proc() global b; b := 7; 1 end proc: b := 0: f(g(), b); f(b, g());",
    "a := 10: c := 20: f := proc() [args] end proc: h := proc(a) local c; c := a + 1; f(c), f(a, c), c^2"
    " end proc: h(2); h(y); a, c; f(a, c), a^2;",
    "with(DeepLearning): t := 5: w := proc(x) local t; t := GradientTape(); Enter(t); t:-Watch(x); Exit(t);"
    " t:-Watch(x) end proc: w(Constant([1.0])); t;",
    "m := 5: m:-f(1); m := 'm': m:-f(1); n := DeepLearning: s := n:-Constant([1.0, 2.0]);"
    " n:-Nothing(s); t := n:-GradientTape(): t:-Watch(s);",
    "a := 2: a^3; a^x; a^0.5; x^a; z := w: w := 3: z^2; z := 1, 2: z^2; q := [1, 2]: q^2;",
    # calls whose function and arguments are names or literals, found in place at top level
    # (in a procedure, its own names): procedures (one assigned to another name), builtins,
    # unassigned functions, names holding expressions to evaluate, special builtins,
    # protected names, names the getter looks up its own way
    "f := proc(a, b) [a, b] end proc: a := 1: b := [2]: f(a, b); f(b); f(1, [2]); f(); g := f:"
    " g(a, b); f(a, c); c := a + x: f(c, c); x := 3: f(c, a); F := 'f': F(a, b);",
    "sin(1.0); s := 0.5: sin(s); h := 'k': h(s); k(s); max(1, 2.5); nops([1, 2]); Pi(1); NULL(1);"
    " seq(1, 2); sin := 2: sin(s); c := sin: c(s); lasterror(1); eval(s); evalf(s, 3);",
    "x := 1: f := proc(x) sin(x) end proc: f(2.0); g := proc() local s; s := 3.0; [sin(s), max(s, x)]"
    " end proc: g(); s := 5: g();",
]


@pytest.mark.parametrize("text", STATEMENTS)
def test_statements_print_the_same_compiled_or_walked(text):
    for form in ("", "interface(prettyprint=0):\n"):
        assert_same(form + text, echo=True)


def _plain_sessions():
    """The golden scripts that never load DeepLearning (TensorFlow would dominate)."""
    return [p for p in sorted(SESSIONS.glob("*.mpl"))
            if "DeepLearning" not in p.read_text(encoding="utf-8")]


@pytest.mark.parametrize("path", _plain_sessions(), ids=lambda p: p.stem)
def test_golden_scripts_print_the_same_compiled_or_walked(path, monkeypatch):
    monkeypatch.chdir(path.parent)          # scripts that `read` files find them
    assert_same(path.read_text(encoding="utf-8"), echo=True)


# ---------------------------------------------------------------- random programs

NAMES = ("a", "b", "c", "x")
ATOMS = st.sampled_from(["0", "1", "2", "3", "-1", "7", "12", "1/2", "0.5", "2.", "1.25",
                         "3.0", "2^70", "a", "b", "c", "x", "i", "'a'", "NULL"])


def _expressions():
    def extend(inner):
        return st.one_of(
            st.tuples(inner, st.sampled_from(["+", "-", "*", "/", "mod"]), inner)
            .map(lambda t: f"({t[0]} {t[1]} {t[2]})"),
            st.tuples(inner, st.integers(-2, 4)).map(lambda t: f"({t[0]})^({t[1]})"),
            inner.map(lambda e: f"(-{e})"),
            st.tuples(st.sampled_from(["L", "A"]), st.integers(-4, 4)).map(lambda t: f"{t[0]}[{t[1]}]"),
            inner.map(lambda e: f"f({e})"),
            st.tuples(inner, inner).map(lambda t: f"g({t[0]}, {t[1]})"),
            inner.map(lambda e: f"m({e})"),
        )
    return st.recursive(ATOMS, extend, max_leaves=6)


EXPRESSIONS = _expressions()
CONDITIONS = st.tuples(EXPRESSIONS, st.sampled_from(["<", "<=", ">", ">=", "=", "<>"]), EXPRESSIONS) \
    .map(lambda t: f"{t[0]} {t[1]} {t[2]}")


def _statements(depth: int):
    simple = st.one_of(
        st.tuples(st.sampled_from(NAMES), EXPRESSIONS).map(lambda t: f"{t[0]} := {t[1]}"),
        st.tuples(st.sampled_from(["L", "A"]), st.integers(-4, 4), EXPRESSIONS)
        .map(lambda t: f"{t[0]}[{t[1]}] := {t[2]}"),
        EXPRESSIONS,
    )
    if depth == 0:
        return simple
    body = st.lists(_statements(depth - 1), min_size=1, max_size=3).map("; ".join)
    in_loop = st.lists(st.one_of(_statements(depth - 1),
                                 st.tuples(CONDITIONS, st.sampled_from(["break", "next"]))
                                 .map(lambda t: f"if {t[0]} then {t[1]} end if")),
                       min_size=1, max_size=3).map("; ".join)
    bound = st.sampled_from(["1", "2", "3", "0", "-2", "1/2", "2.5", "a", "x"])
    step = st.sampled_from(["", " by 2", " by -1", " by 1/2", " by 0.5"])
    return st.one_of(
        simple,
        st.tuples(CONDITIONS, body, body).map(lambda t: f"if {t[0]} then {t[1]} else {t[2]} end if"),
        st.tuples(bound, step, bound, in_loop)
        .map(lambda t: f"for i from {t[0]}{t[1]} to {t[2]} do {t[3]} end do"),
        st.tuples(st.sampled_from(["[1, x, 2.5]", "[]", "L", "{3, 1}"]), in_loop)
        .map(lambda t: f"for i in {t[0]} do {t[1]} end do"),
        # a counter of its own at each depth, so that an inner loop cannot reset it
        st.tuples(st.integers(0, 3), in_loop)
        .map(lambda t: f"k{depth} := 0: while k{depth} < {t[0]} do k{depth} := k{depth} + 1; {t[1]} end do"),
        # errors of the fast paths (1/0, a bad subscript) caught by prefix or not at all
        st.tuples(body, st.sampled_from(["", ' catch "numeric": lasterror', " catch: lasterror",
                                         ' catch "invalid", "index": 0']),
                  st.sampled_from(["", " finally d := d + 1"]))
        .map(lambda t: f"try {t[0]}{t[1]}{t[2]} end try"),
    )


SETUP = ("L := [1, 2.5, x, 4]: A := Array(1..3): a := 2: b := 3: c := 1.5: d := 0: "
         "f := proc(y) y^2 + 1 end proc: g := proc(p, q) if p < q then p else q - p end if end proc: "
         "m := proc(n) option remember; n + 1 end proc:\n")


# the same examples on every run (derandomised), so that the suite cannot flake
@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(digits=st.sampled_from(["", "Digits := 4: ", "Digits := 15: "]),
       statements=st.lists(st.tuples(_statements(2), st.sampled_from([";", ":"])), min_size=1, max_size=4),
       pretty=st.booleans(), inside=st.booleans())
def test_random_programs_print_the_same_compiled_or_walked(digits, statements, pretty, inside):
    body = "\n".join(s + end for s, end in statements)
    if inside:
        # the same statements on a procedure's frame: a parameter, locals, globals
        body = f"P := proc(a) local b, i, k1, k2; {body}; b end proc: P(2); P(x); P(2.5);"
    program = ("" if pretty else "interface(prettyprint=0):\n") + SETUP + digits + body \
        + "\na; b; c; x; i; L; A; k1; k2;"
    assert_same(program)


# DeepLearning through the compiled calls and arithmetic: methods called as `obj:-Method`,
# commands reached by the function mechanism, Tensor operands with numbers, lists, symbols,
# sequences and each other, and their errors.
DEEPLEARNING = [
    "X := Constant([1.0, 2.0], datatype = float[8]): Y := Constant([3.0, 5.0], datatype = float[8]):"
    " c := t -> convert(t, list): c(X + Y); c(X - Y); c(X * Y); c(X / Y); c(X ^ 2); c(2 ^ X);"
    " c(1 - X); c(X - 1); c(X * 0.5 + Y - 2 * X); c((X - Y)^2); c(X + [1.0, 2.0]);"
    " c([1.0, 2.0] - X); X + x; x - X; X * x; c(X + NULL); X - (1, 2); c(X / 0); c(X . Y);",
    "X := Constant([1.0, 2.0]): Z := Constant([1.0, 2.0, 3.0]): N := Constant([1, 2]):"
    " X + Z; X - Z; X * N; Z ^ N; X - \"s\"; M := Matrix([[1, 2]]): M - M; M + 1; M * M;",
    "T := GradientTape(): Enter(T): V := Variable([2.0]): W := V * V - V: Exit(T):"
    " convert(T:-Gradient(W, V), list); T:-Gradient(W, V); T:-Missing(W); 3:-Gradient(W);"
    " DeepLearning:-Constant([1]); DeepLearning:-Nothing(1); G := T:-Gradient: G(W, V); F(V);"
    " convert(ReduceMean(W), float); ReduceMean(W, axis = 5);",
    "V := Variable([0.0], datatype = float[8]): X := Constant([1.0, 2.0], datatype = float[8]):"
    " for i to 3 do tape := GradientTape(persistent); Enter(tape); loss := ReduceSum((V*X - 1)^2);"
    " Exit(tape); g := tape:-Gradient(loss, [V]); AssignSubtract(V, 0.1*g[1]); end do: V[1];"
    " convert(V, list); train := proc(n) local t, l, k; for k to n do t := GradientTape(); Enter(t);"
    " l := ReduceMean(V*X); Exit(t); AssignAdd(V, t:-Gradient(l, V)) end do; l end proc:"
    " convert(train(2), float); convert(V, list);",
    "t := GradientTape(): Enter(t): x := Constant([1.0, 2.0]): t:-Watch(x): y := x^2:"
    " J := t:-Jacobian(y, x): convert(J, Matrix); t:-Jacobian(y, x); Exit(t); t:-Watch(x);"
    " t:-Gradient(y);",
    # spines of plain operands combined as they come, with symbols, rtables and sequences
    # meeting them; the function mechanism beside a global builtin with a Tensor argument;
    # Watch of lists (an integer entry warns, after every entry passed); options of Gradient;
    # a list literal, one value, updated by its entry's assignment
    "X := Constant([1.0, 2.0]): Y := Constant([3.0, 5.0]): M := Matrix([[1, 2]]): c := t -> convert(t, list):"
    " c(X*Y + X - Y); X*Y + x - Y; c(X - Y - 1 + Y); x + X*Y - X; M + M - M; M*2 - M + 1;"
    " c(2*X*Y - 1); X*Y*x; X - Y - (1, 2); c(exp(X)); T := GradientTape(): Enter(T):"
    " N := Constant([1, 2]): T:-Watch([X, [N]]); T:-Watch([]); T:-Watch([X, 1]); y := X*Y + N:"
    " y := X*Y: Exit(T): c(T:-Gradient(y, [X, Y])); T:-Gradient(y, X, unconnected = 0);"
    " for i to 2 do L := [1, 2]; L[1] := i; L end do; [1, 2];",
    # a tape's methods and the function mechanism called with names and literals as they are
    # stored: wrong arguments, a global function taken by a Tensor's method, one stored
    "T := GradientTape(): X := Constant([1.0, 2.0]): Enter(T): T:-Watch(X); T:-Watch(2);"
    " T:-Watch([1.0]); T:-WatchedVariables(); Enter(T, 1); Enter(1); Enter(T); c := t -> convert(t, list):"
    " exp(X); e := exp: e(X); Y := X^2: c(T:-Gradient(Y, X)); T:-Gradient(Y, X); Exit(T); Exit(T);"
    " T:-Reset(); E := Enter: E(T): T:-Reset(); Exit(T); X:-Watch(X);",
]


@pytest.mark.parametrize("text", DEEPLEARNING)
def test_deeplearning_prints_the_same_compiled_or_walked(text):
    assert_same("with(DeepLearning):\n" + text, echo=True)
