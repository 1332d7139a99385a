# Matrices and Vectors: bracketed grids with centred columns, in 2-D and 1-D.
M := Matrix([[1, 2], [3, 4]]);
A := Matrix([[1., -22.5], [333, 4]]);
Matrix(2, 3);
Matrix(2, 2, fill = 0.5, datatype = float[8]);
F := Matrix([[2., 0.], [0., 4.]], datatype = float[4]);
v := Vector([1, 2, 3]);
r := Vector[row]([x, y^2, 3]);
<1, 2, 3>;
<1 | 2 | 3>;
C := <<1, 2> | <3, 4>>;
R := <<1 | 2>, <3 | 4>>;
M[1, 2], v[-1], C[2, 1];
M[2, 2] := 40:
M;
convert([[1, 2], [3, 4]], Matrix);
convert([5, 6], Vector);
# help page convert/list: a flat list in the rtable's storage order (Fortran_order)
convert(M, list);
Array([1, 2, 3]);
Array(1 .. 3, fill = x);
Vector(3, fill = 1.0);
Vector([0.1], datatype = float[4]);
type(M, Matrix), type(v, Vector), whattype(M);
map(x -> x^2, Vector([1, 2, 3]));
# lprint's long form, as Maple's own lprint output quoted in public code shows it
# ("Matrix(4, 1, {(1, 1) = b1-c1, ...}, datatype = anything, storage = rectangular,
# order = Fortran_order, shape = [])"); 1-D output (prettyprint = 0) keeps the short form
lprint(M, v, r, F);
interface(prettyprint = 0):
C;
Array([[1, 2], [3, 4]]);
