# https://maplesoft.com/support/help/view.aspx?path=rtable_indexing: square brackets use an
# Array's actual indices; a range keeps them, a list is indexed from 1
A := Array(0 .. 3, [1, 2, 3, 4]);
A[1 .. 2];
A[0 .. 1];
A[[0, 3]];
B := Array(0 .. 1, 1 .. 3, [[1, 2, 3], [4, 5, 6]]):
B[1, 2 .. 3];
B[.., [3, 1]];
A[-1 .. 1];
