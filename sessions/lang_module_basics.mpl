# Modules (issue 27), on the examples of Maple's help pages and of the Programming Guide,
# chapter 8 (Programming with Modules).
# module/description, Example (1): a register, printed with its local, exports and description
m := module()
    export set, get;
    local val;
    description "a register data structure";
    get := () -> val;
    set := proc(v) val := v end proc;
end module;
m:-set(42): m:-get();
# module/local: a local is not reachable from outside
m:-val;
# module/export: exports are reached with :- (and by index); an unassigned one is a name of
# the module's own, not the global one
e := module() export a, b; a := 1; end module:
e:-a, e[a], e:-b, evalb(e:-b = b);
e:-b := 2: e:-b;
# ModuleApply: calling the module calls its ModuleApply, local or exported
double := module() local ModuleApply; ModuleApply := x -> 2*x; end module:
double(21);
# thismodule: inside the definition, the module itself
t := module() export self; self := proc() thismodule end proc; end module:
evalb(t:-self() = t);
# module/named: a named module is assigned to its name, which is then protected
module Counter() export n, step; n := 0; step := proc() n := n + 1 end proc; end module:
Counter:-step(), Counter:-step(), Counter:-n;
Counter := 5;
# Programming Guide, chapter 8: a procedure returning a module makes a new one, with new
# locals, at each call
counter := proc(start) module() export next1; local k; k := start; next1 := proc() k := k + 1 end proc; end module end proc:
c1 := counter(10): c2 := counter(100):
c1:-next1(), c1:-next1(), c2:-next1();
# errors in an export's procedure name the module and the procedure
chk := module() export pos; pos := proc(x) if x <= 0 then error "%1 is not positive", x end if; x end proc; end module:
chk:-pos(-3);
# use: a module's exports by their short names, and equations binding names, in its body
use e in a + 10 end use;
use sq = (x -> x^2), k = 7 in sq(k) end use;
