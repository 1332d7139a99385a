# Source: Maple help page DeepLearning/IdentityMatrix,
# https://www.maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FIdentityMatrix
# The stored copy of the page breaks off in its Details (IdentityMatrix uses tf.eye),
# before the Examples, so these calls follow its Calling Sequence and Options:
# IdentityMatrix(m) and IdentityMatrix(m, n), the m by n identity matrix, datatype
# float[4] unless datatype= (integer or float or complex) says otherwise. The entries
# are those of the identity (exact).
with(DeepLearning):
t1 := IdentityMatrix(3);
convert(t1, list);
t2 := IdentityMatrix(2, 3, datatype = float[8]);
convert(t2, list);
t3 := IdentityMatrix(3, 2, datatype = integer[4]);
convert(t3, list);
