# Source: Maple help page DeepLearning/EinsteinSummation,
# https://maplesoft.com/support/help/maplesim/view.aspx?path=DeepLearning%2FEinsteinSummation
# The stored copy of the page breaks off in its Details (EinsteinSummation uses
# tf.einsum, whose documentation gives the syntax of rule), before the Examples, so these
# contractions are ours, with values by exact arithmetic: the matrix product of
# [[1, 2], [3, 4]] and [[5, 6], [7, 8]] is [[19, 22], [43, 50]]; "ij->ji" transposes;
# the trace "ii->" of [[1, 2], [3, 4]] is 5; "i,i->" of [1, 2, 3] and [4, 5, 6] is 32.
with(DeepLearning):
A := Constant([[1., 2.], [3., 4.]], datatype = float[8]);
B := Constant([[5., 6.], [7., 8.]], datatype = float[8]);
C := EinsteinSummation("ij,jk->ik", A, B);
convert(C, list);
convert(EinsteinSummation("ij->ji", A), list);
convert(EinsteinSummation("ii->", A), float);
u := Constant([1., 2., 3.], datatype = float[8]):
v := Constant([4., 5., 6.], datatype = float[8]):
convert(EinsteinSummation("i,i->", u, v), float);
