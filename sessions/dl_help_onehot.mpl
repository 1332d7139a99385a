# Source: Maple help page DeepLearning/OneHot,
# https://maplesoft.com/support/help/maple/view.aspx?path=DeepLearning%2FOneHot
# The stored copy of the page breaks off in its Description, before the Examples. Its
# Options: axis (default -1, a new inner-most axis), datatype, off_value (default 0) and
# on_value (default 1). The examples below are TensorFlow's own for its OneHot op
# (https://www.tensorflow.org/api_docs/java/org/tensorflow/op/core/OneHot): indices
# [0, 2, -1, 1], depth 3, on_value 5.0, off_value 0.0 give rows [5, 0, 0], [0, 0, 5],
# [0, 0, 0], [0, 5, 0]; with on_value 0.0, off_value 3.0 and axis 0 the result is
# [3 x 4] (that page lists four rows there, one for one_hot(-1), but row i is on_value
# where indices[j] = i: [0, 3, 3, 3], [3, 3, 3, 0], [3, 0, 3, 3]). Without a datatype,
# "the datatype is inferred from on_value or off_value" (the page's Options), whose
# defaults are 1 and 0: the integers' integer[4], as Constant(1) has it; t4 is that.
with(DeepLearning):
t1 := OneHot([0, 2, 1], 3, datatype = float[8]);
convert(t1, list);
t2 := OneHot([0, 2, -1, 1], 3, on_value = 5.0, off_value = 0.0, datatype = float[4]);
convert(t2, list);
t3 := OneHot([0, 2, -1, 1], 3, on_value = 0.0, off_value = 3.0, axis = 0, datatype = float[4]);
convert(t3, list);
convert(OneHot([1, 0], 2, datatype = integer[4]), list);
t4 := OneHot([0, 2, 1], 3);
convert(t4, list);
