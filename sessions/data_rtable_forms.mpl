# The parts and forms of an rtable. op (help page rtable): op(1) the dimensions (an
# Array's ranges), op(2) the entries as index = entry, op(3) the options; nops is 3.
# convert (help page convert/list): a flat list "in the storage order of the rtable"
# (Fortran_order: column by column) unless nested; convert/listlist is "superseded by
# convert[list] with the nested option"; convert/set gives the entries; convert/Matrix
# passes its further arguments to the constructor. lprint prints Maple's long form, as
# Maple's own lprint output quoted in public code shows it ("Matrix(4, 1, {(1, 1) =
# b1-c1, ...}, datatype = anything, storage = rectangular, order = Fortran_order,
# shape = [])").
M := Matrix([[1, 2], [3, 4]]):
op(1, M);
op(2, M);
op(3, M);
nops(M);
V := Vector([x, y, z]):
op(1, V);
op(1, Array(0 .. 2, -1 .. 1));
convert(M, list);
convert(M, list, nested);
convert(M, listlist);
convert(M, set);
convert(V, list);
convert(V, Vector[row]);
convert(M, Array);
convert([[1, 2], [3, 4]], Matrix, datatype = float[8]);
lprint(M);
lprint(V);
lprint(Vector[row]([1.5, a]));
lprint(Array(0 .. 1, [p, q]));
