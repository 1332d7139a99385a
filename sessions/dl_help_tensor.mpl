# Source: Maple help page DeepLearning/Tensor,
# https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FTensor
# The stored copy of the page breaks off in its list of element-wise operations, before
# the Examples. It lists the properties Datatype, Name, Rank and Shape; the example of
# the help page DeepLearning/Tensor/Datatype
# (https://www.maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FTensor%2FDatatype)
# is t := Constant(<<1., 2.> | <3., 4.> | <5., 6.>>, datatype = float[4]), Shape: [2, 3],
# Data Type: float[4], and Datatype(t) is float[4]; the example of DeepLearning/Tensor/Cast
# (https://maplesoft.com/support/help/maplesim/view.aspx?path=DeepLearning%2FTensor%2FCast)
# casts a Shape: [3, 3] float[4] Tensor to complex[8]. Rank 2, and the entries (the
# Matrix's rows, and abs of the Cast page's entries), follow from the data.
with(DeepLearning):
t := Constant(<<1., 2.> | <3., 4.> | <5., 6.>>, datatype = float[4]);
Datatype(t);
Shape(t), Rank(t);
convert(t, list);
t1 := Constant([[86, -15, 77], [-19, -89, -80], [-53, 66, -19]], datatype = float[4]);
Cast(t1, complex[8]);
convert(abs(t1), list);
