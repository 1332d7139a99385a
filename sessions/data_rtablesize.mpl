# An rtable with a dimension over interface(rtablesize) prints as a summary grid.
A := Matrix(2500, 4, datatype = float[8]);
V := Vector(11);
Vector[row](12, fill = 2);
interface(rtablesize);
interface(rtablesize = 12);
Vector[row](12, fill = 2);
W := Vector(11, fill = 0.5);
Matrix(3, 13);
interface(rtablesize = 10):
Array(1 .. 20, fill = 1);
