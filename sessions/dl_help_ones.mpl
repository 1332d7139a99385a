# Source: Maple help page DeepLearning/Fill (one page for Fill, Ones and Zeros),
# https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FFill
# The stored copy of the page breaks off before its Examples, so these calls follow its
# Calling Sequence and Options: Ones(shape, opts) and Ones(t, opts), entries 1, datatype
# float[4] by default, or for Ones(t) the datatype (and shape) of the Tensor t.
# AddMultiple's help page (DeepLearning/AddMultiple) shows Ones([3, 4], datatype =
# float[8]) as Shape: [3, 4], Data Type: float[8].
with(DeepLearning):
t1 := Ones([2, 3]);
convert(t1, list);
Ones([3, 4], datatype = float[8]);
t := Constant([[1, 2, 3]], datatype = integer[8]);
t2 := Ones(t);
convert(t2, list);
