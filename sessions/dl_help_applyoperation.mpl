# Source: Maple help page DeepLearning/ApplyOperation,
# https://maplesoft.com/support/help/maple/view.aspx?path=DeepLearning%2FApplyOperation
# Its examples begin t1 := Constant([1., 2.], datatype = float[4]), a Shape: [2] Tensor;
# the stored copy of the page breaks off there. The page says oper is a fully qualified
# TensorFlow Python function name and that the abbreviated "tf." is also supported: the
# squares below are TensorFlow's tf.math.square of 1. and 2. (exact arithmetic).
with(DeepLearning):
t1 := Constant([1., 2.], datatype = float[4]);
t2 := ApplyOperation("tf.math.square", t1);
convert(t2, list);
convert(ApplyOperation("tensorflow.math.square", t1), list);
