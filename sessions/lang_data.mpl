# lists, sets, sequences and NULL; indexing and assignment to elements
L := [10, 20, 30, 40];
L[2], L[-1];
L[2 .. 3];
L[-2 .. -1];
L[];
nops(L);
L[2] := 99;
L;
L[5];
S := {3, 1, x, "s", 1, 2};
Q := x, 42, "string", 42;
[1, NULL, 2];
f(1, NULL, 3);
s := NULL: [s, s, 1];
(1, 2), 3;
a, b := 1, 2;
[b, a];
T[color] := "red":
T[color];
V := <1, 2, 3>;
V[2] := 7:
V[2];
R := <1 | 2 | 3>;
M := <<1, 2> | <3, 4>>;
M[2, 1];
`a b` := 3;
`a b` + 1;
"abc" "def";
x || 1;
v || (1 .. 3);
L[7] := 1;
big := [seq(i, i = 1 .. 101)]:
big[1] := 0;
