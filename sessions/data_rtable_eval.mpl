# rtables evaluate their entries when they are selected and when they are shown, and
# keep what was stored: help page rtable_eval ("Evaluation of rtable elements is normally
# deferred until elements are referenced"; "Applying eval() to an rtable returns
# immediately without changing the given rtable"; rtable_eval(A) "returns either a copy
# of A, or the original input A"; inplace "specifies if output overwrites input").
M := Matrix([[a, 2*a], [3*a, a^2]]);
a := 5:
M[2, 2];
M;
lprint(M);
a := 'a':
M;
a := 2:
N := rtable_eval(M):
a := 'a':
N, M;
a := 3:
rtable_eval(M, inplace):
a := 'a':
M;
# eval and subs go into the entries and give a new rtable (help pages eval, subs); map
# applies f to each entry (help page map): a Jacobian at a point
J := Matrix([[2*x1, 2*x2], [x2^2, sin(x1)]]);
eval(J, {x1 = 0, x2 = 2});
subs(x2 = t, J);
J;
map(e -> e^2, Vector([u, 3]));
eval(Vector[row]([x, x^2]), x = 1.5);
