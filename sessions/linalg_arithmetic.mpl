# Matrix and Vector arithmetic with Maple's linear-algebra rules, in exact rationals.
# Rules: Maple help pages "rtable_algebra" (sums and products with rtables), "dot" (the `.`
# operator), "Student/LinearAlgebra/Operators" (A^n, a scalar plus a Matrix goes on the
# diagonal, x*A for a symbolic x); errors: "rtable_product" (M*N), the rtable/Sum
# dimension error of the error-message guide, the Multiply error quoted on
# "Student/LinearAlgebra/Operators". Values: exact arithmetic, noted per line.
M := Matrix([[1, 2], [3, 4]]);
N := Matrix([[0, 1], [1, 0]]):
# the matrix power: [1*1+2*3, 1*2+2*4; 3*1+4*3, 3*2+4*4]
M^2;
# det M = -2: the inverse is [4, -2; -3, 1]/(-2), with 3/2 and -1/2 kept exact
M^(-1);
1/M;
M^0;
# (M^(-1))^2 = [4 + 3/2, -2 - 1/2; -3 - 3/4, 3/2 + 1/4]
M^(-2);
M^(-1) . M;
# det = 1/10 - 1/12 = 1/60: every entry of the inverse is an integer, printed without /1
Matrix([[1/2, 1/3], [1/4, 1/5]])^(-1);
# products with `.`: Matrix times Matrix, Matrix times Vector, row Vector times Matrix
M . N;
M . Vector([1, 1]);
Vector[row]([1, 1]) . M;
# two Vectors of one orientation give their dot product, 1*4 + 2*5 + 3*6
Vector([1, 2, 3]) . Vector([4, 5, 6]);
# a column Vector times a row Vector is their outer product
Vector([1, 2]) . Vector[row]([3, 4]);
# scalars multiply every entry; a scalar added to a Matrix goes on its diagonal
2*M;
M/2;
x*M;
M + N;
M - N;
-M;
M + 1;
# errors in Maple's words
M * N;
M . Matrix(3, 3);
Vector(2) . Vector(3);
M + Matrix(3, 3);
# a singular Matrix has no inverse (this wording is not verified against Maple)
Matrix([[1, 2], [2, 4]])^(-1);
# float[8] Matrices compute in hardware floats: the exact inverse [-2, 1; 3/2, -1/2]
F := Matrix([[1, 2], [3, 4]], datatype = float[8]):
F^(-1);
