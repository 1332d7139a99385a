# Source: Maple help page DeepLearning/Fill (one page for Fill, Ones and Zeros),
# https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FFill
# The stored copy of the page breaks off in its Description, before the Examples, so
# these calls follow its Calling Sequence and Options: Fill(shape, val, opts) makes a
# Tensor of shape shape filled with val, of datatype float[4] unless datatype= says
# otherwise. The entries are val itself (exact).
with(DeepLearning):
t1 := Fill([2, 3], 7);
convert(t1, list);
t2 := Fill([2, 2], 0.5, datatype = float[8]);
convert(t2, list);
t3 := Fill([3], 4, datatype = integer[8]);
convert(t3, list);
