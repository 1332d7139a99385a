# Maple's help page DeepLearning/Layer
# (https://maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FLayer) says a
# Layer "is a callable object which takes one or more Tensors as input and output one or
# more Tensors"; the page has no Examples section, so these call a DenseLayer as the
# issue 24 example does. Its weights are random: shapes are printed, and a second call
# gives what the first gave, as the weights made by the first call persist.
with(DeepLearning):
L := DenseLayer(3, activation = "relu"):
x := Constant([[1.0, -2.0], [0.5, 3.0]]):
y := L(x);
evalb(convert(L(x), list) = convert(y, list));
Shape(L([[0, 1]]));
