# Variables: options, and changing their value with Assign, AssignAdd, AssignSubtract.
with(DeepLearning):
V := Variable([2.0], datatype = float[8]);
W := Variable([[1, 2], [3, 4]], name = "weights");
Name(W);
Assign(V, [5.0]):
convert(V, list);
AssignAdd(V, [1.5]):
convert(V, list);
# The result is TensorFlow's UnreadVariable of V, shown as on the help page
# DeepLearning/Tensor/Assign (https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FTensor%2FAssign)
AssignSubtract(V, Constant([0.5], datatype = float[8]));
convert(V, list);
AssignAdd(W, 1):
convert(W, list);
Assign(V, [1.0, 2.0]);
Assign(Constant([1.0]), [2.0]);
Variable([1.0], trainable = yes);
Variable([1.0], name = 5);
# a Variable works wherever a Tensor does
convert(exp(Variable([0.0])), list);
