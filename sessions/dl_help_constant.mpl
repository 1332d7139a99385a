# Source: Maple help page DeepLearning/Constant,
# https://www.maplesoft.com/support/help/maplesim/view.aspx?path=DeepLearning%2FConstant
# Its first example: t1 := Constant(2.0) is a DeepLearning Tensor of Shape: [] and
# Data Type: float[4]. The stored copy of the page breaks off at its second example
# ("Define a constant Tensor and evaluate it in the current session. t..."), so the rest
# is left out; Shape and Datatype restate what the box shows, and the value of a
# Shape: [] Tensor is the scalar 2.0 itself.
with(DeepLearning):
t1 := Constant(2.0);
Shape(t1), Datatype(t1);
