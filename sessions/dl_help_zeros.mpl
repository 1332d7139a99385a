# Source: Maple help page DeepLearning/Fill (one page for Fill, Ones and Zeros),
# https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FFill
# The stored copy of the page breaks off before its Examples, so these calls follow its
# Calling Sequence and Options: Zeros(shape, opts) and Zeros(t, opts), entries 0,
# datatype float[4] by default, or for Zeros(t) the datatype (and shape) of the Tensor t.
# Concatenate's help page (DeepLearning/Concatenate) shows Zeros([3, 4]) as
# Shape: [3, 4], and AddMultiple's shows Zeros([3, 4], datatype = float[8]) as float[8].
with(DeepLearning):
t1 := Zeros([3, 4]);
Zeros([3, 4], datatype = float[8]);
t2 := Zeros([2, 2], datatype = integer[4]);
convert(t2, list);
t := Constant([0.5, 1.5], datatype = float[8]);
t3 := Zeros(t);
convert(t3, list);
