# Constructing rtables. Help pages Matrix, Vector and Array: the initializer may be a
# procedure of the indices or a set of index = entry equations; an Array's index ranges
# need not start at 1. Help page LinearAlgebra/General/MVshortcut: "< a , b ; c , d >
# constructs a Matrix from rows of scalars", "< a , b | c , d > constructs a Matrix from
# columns of scalars". The Hilbert Matrix 1/(i + j - 1) is exact arithmetic.
H := Matrix(3, 3, (i, j) -> 1/(i + j - 1));
n := 4:
Vector(n, i -> i^2);
Vector[row](3, i -> x^i);
Array(1 .. n, i -> 2^i);
Matrix(2, 3, {(1, 1) = p, (2, 3) = q});
A := Array(0 .. 3, i -> i^2);
A[0], A[3];
<1, 2; 3, 4>;
<a, b, c; d, e, f>;
<1, 2 | 3, 4>;
<<1, 2>; <3 | 4>>;
# programmer indexing (help page rtable_indexing): round brackets count from 1 whatever
# the ranges, a single index runs through the entries column by column, and assigning
# past the end grows the rtable
A(1);
H(2), H(4);
B := Array([1, 2, 3]):
B(5) := 9:
B;
# A ,= x appends (help page assignment, operator assignments)
V := Vector[row]([a]):
V ,= b:
V ,= c;
