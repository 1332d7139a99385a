"""Modules (issue 27): definitions and their one evaluation, exports and locals, `:-` and
indexing, named modules, ModuleApply, ModuleLoad, thismodule, packages with `with` and
`exports`, `use` and `uses`, as Maple's help pages (module, module/export, module/local,
module/named, module/description, module/package, ModuleApply, ModuleLoad, thismodule,
exports, use, with) and the Programming Guide's chapter 8 (Programming with Modules) give
them."""
from __future__ import annotations

import pytest

from test_evaluator import Run

from mapletape.syntax import parse_program

REGISTER = ('m := module() export set, get; local val; description "a register data structure"; '
            'get := () -> val; set := proc(v) val := v end proc; end module')


class Shown(Run):
    """Run, with each displayed line's centring taken off."""

    def __call__(self, text: str) -> str:
        return "\n".join(line.strip() for line in super().__call__(text).split("\n"))


@pytest.fixture
def run():
    return Shown()


def test_the_body_runs_once_and_its_procedures_see_the_locals(run):
    # help page module/local: local bindings are visible in the body of the module, and
    # procedures made there keep them; module/export: exports are reached with :-
    run("count := 0: c := module() export next1; local n; global count; n := 0; count := count + 1; "
        "next1 := proc() n := n + 1 end proc; end module:")
    assert run("c:-next1(); c:-next1(); count;") == "1\n2\n1"


def test_a_module_prints_its_locals_exports_and_description(run):
    # help page module/description, Example (1): the module as Maple displays it
    assert " ".join(run(REGISTER + ";").split()) == \
        'm := module() local val; export set, get; description "a register data structure"; end module'
    run("m:-set(3):")
    assert run("m:-get();") == "3"


def test_lprint_of_a_module_is_its_declarations(run):
    # help page thismodule: a module with one export prints as `module() export e; end module`
    run("m := module() export e; e := 1; end module:")
    assert run("lprint(m);") == "module() export e; end module"
    assert run("lprint(module() end module);") == "module() end module"


def test_members_by_member_selection_and_by_index(run):
    # help page module/export: exports are accessible by :- ; indexing m[e] selects the
    # same member, as it does for Maple's packages (LinearAlgebra[Determinant])
    run("m := module() export f; local h; h := 10; f := x -> x + h; end module:")
    assert run("m:-f(1), m[f](2);") == "11, 12"


def test_a_local_is_not_exported(run):
    # help page module/local: "An error results from an attempt to access a local variable
    # of a module as though it were exported"
    run("m := module() export f; local h; h := 1; f := 2; end module:")
    assert run.error("m:-h;") == "Error, module does not export `h`"
    assert run.error("m[h];") == "Error, module does not export `h`"


def test_each_evaluation_makes_fresh_locals(run):
    # help page module/local: "A fresh set of local variables is created each time a module
    # definition is executed"; a procedure returning a module makes a new one per call
    run("make := proc(a) module() export get; get := () -> a; end module end proc:")
    run("p := make(1): q := make(2):")
    assert run("p:-get(), q:-get(), evalb(p = q);") == "1, 2, false"


def test_an_unassigned_export_is_the_module_s_own_name(run):
    # help page module/export: exported names are local to the module, not the global name
    run("m := module() export e; end module:")
    assert run("m:-e;") == "e"
    assert run("evalb(m:-e = e);") == "false"


def test_an_export_is_assigned_from_outside(run):
    # help page module/export: the exports are accessible outside the module definition
    run("r := module() export a; end module:")
    assert run("r:-a := 3;") == "r:-a := 3"
    assert run("r:-a + 1;") == "4"
    assert run.error("r:-b := 3;") == "Error, module does not export `b`"


def test_module_apply_local_or_exported_is_the_module_s_call(run):
    # help page ModuleApply: calling M(args) invokes M:-ModuleApply(args), whether it is a
    # local or an export
    run("m := module() local ModuleApply; ModuleApply := x -> 2*x; end module:")
    run("n := module() export ModuleApply; ModuleApply := x -> 3*x; end module:")
    assert run("m(5), n(5), n:-ModuleApply(1);") == "10, 15, 3"


def test_module_load_is_not_run_by_evaluating_the_definition(run):
    # help page ModuleLoad: it "is called when the module is read from the Maple repository
    # in which it is located", not when a definition is evaluated in a worksheet
    run("loaded := false: m := module() local ModuleLoad; "
        "ModuleLoad := proc() global loaded; loaded := true end proc; end module:")
    assert run("loaded;") == "false"


def test_thismodule_is_the_module(run):
    # help page thismodule: within the body, thismodule refers to the current module
    run("m := module() export e, me; me := thismodule; e := proc() thismodule end proc; end module:")
    assert run("evalb(m:-e() = m), evalb(m:-me = m);") == "true, true"


def test_a_named_module_is_assigned_to_its_name_and_protected(run):
    # help page module/named: evaluating a named module assigns it to the name, which is
    # then protected, so evaluating the definition again is an error
    run("module Counter() export n; n := 7; end module:")
    assert run("Counter:-n;") == "7"
    assert run.error("module Counter() end module:").startswith(
        "Error, attempting to assign to `Counter` which is protected.")
    assert run.error("Counter := 1;").startswith("Error, attempting to assign to `Counter`")


def test_a_local_named_module_is_new_at_each_call(run):
    # help page module/named: "Evaluating a local definition in separate invocations of a
    # procedure will produce multiple named modules"
    run("mk := proc() local r; module r() export v; v := 1; end module; r end proc:")
    assert run("a := mk(): b := mk(): a:-v + b:-v, evalb(a = b);") == "2, false"


def test_an_export_s_error_names_module_and_procedure(run):
    # the wording: errors of a module's procedure say `(in m:-f)`
    run("m := module() export f; f := proc(x) error \"bad %1\", x end proc; end module:")
    assert run.error("m:-f(2);") == "Error, (in m:-f) bad 2"


def test_a_member_module_s_errors_name_the_modules_around_it(run):
    # as `(in m:-f)`: a submodule's procedure is reached as P:-S:-h, and so named; a module
    # a procedure makes has no name but its procedures' own
    run("P := module() export S; S := module() export h; h := proc() error \"x\" end proc; "
        "end module; end module:")
    assert run.error("P:-S:-h();") == "Error, (in P:-S:-h) x"
    run("mk := proc() module() export f; f := proc() error \"y\" end proc; end module end proc:")
    assert run.error("mk():-f();") == "Error, (in f) y"


def test_a_package_with_with_and_exports(run):
    # help pages module/package (a package is a module with option package), with (the list
    # of the short names it binds) and exports (the export names, as a sequence)
    run("P := module() option package; export sq, cube; sq := x -> x^2; cube := x -> x^3; end module:")
    assert run("exports(P);") == "sq, cube"
    assert run('exports(P, string);') == '"sq", "cube"'
    assert run("with(P);") == "[cube, sq]"
    assert run("sq(3) + cube(2);") == "17"
    assert run.error("exports(3);").startswith("Error, invalid input: exports expects")
    # module/package: "Package exports are automatically protected"
    assert run.error("P:-sq := 0;").startswith("Error, attempting to assign to `sq` which is protected.")


def test_use_binds_exports_and_equations(run):
    # help page use: a module binds its exports by their short names in the body; an
    # equation binds its left side to the value of its right side
    run("m := module() export f; f := x -> x + 100; end module:")
    assert run("use m in f(1) end use;") == "101"
    assert run("use g = m:-f, k = 2 + 3 in g(k) end use;") == "105"
    assert run("f(1);") == "f(1)"


def test_uses_in_a_procedure_is_a_use_around_its_body(run):
    # help page module: the uses clause names modules the definition uses, as `use` does
    run("m := module() export f; f := x -> 2*x; end module:")
    run("p := proc(y) uses m; f(y) end proc:")
    assert run("p(4);") == "8"


def test_uses_in_a_module_definition(run):
    # help page module: the uses clause of a module definition, as a procedure's
    run("A := module() export sq; sq := x -> x^2; end module:")
    run("B := module() export f; uses A; f := y -> sq(y) + 1; end module:")
    assert run("B:-f(3);") == "10"


def test_names_a_module_body_assigns_are_its_locals(run):
    # as in a procedure (Programming Guide, chapter 6), with the procedure's warning (the
    # wording Maple gives for a module is in none of the help pages cited here)
    out = run("m := module() export f; t := 5; f := () -> t; end module:")
    assert out == "Warning, (in m) `t` is implicitly declared local"
    assert run("m:-f(), t;") == "5, t"


def test_a_module_is_of_type_module(run):
    # help page type/module
    assert run("type(module() end module, `module`);") == "true"


@pytest.mark.parametrize("text", [
    "module() end;",
    "module() end module;",
    "module m() export e; end module:",
    'module() export f, g; local h; global x; option package, load = h; description "d"; end module:',
    "use LinearAlgebra in Determinant(A) end use;",
    "f := proc(x) uses LinearAlgebra; Determinant(x) end proc:",
    "m := module() option `Copyright (c) 2020`, package; end module:",
])
def test_module_syntax_parses(text):
    # help pages module, module/named, module/option (an option is a symbol, a backquoted
    # name too, or an equation: option load = pname), use
    assert parse_program(text).error is None


def test_a_syntax_error_in_a_module_points_at_its_line_and_column():
    # the issue: the caret goes under the offending token, `;`, on the module's third line
    error = parse_program("m := module()\n  export f;\n  f := 1 +;\nend module;").error
    assert (error.line, error.column) == (3, 11)
