# Maple's help page DeepLearning/DenseLayer
# (https://www.maplesoft.com/support/help/errors/view.aspx?path=DeepLearning/DenseLayer):
# DenseLayer(units, opts) "creates a dense neural network layer with the dimensionality of
# the output space equal to units", with the options activation (default linear),
# inputshape (needed only on the first layer of a Sequential model) and usebias (default
# true). The stored copy of the page breaks off in its Examples section after
# with(DeepLearning), so the examples below are ours, built from the page's options.
# The weights are random (Keras's glorot_uniform kernel, zero bias): only shapes are
# shown, and outputs that do not depend on the kernel: a zero input gives the zero bias,
# relu(0) = 0 and sigmoid(0) = 0.5.
with(DeepLearning):
L := DenseLayer(3, activation = "relu");
y := L(Constant([[0.0, 0.0]], datatype = float[8]));
convert(y, list);
Shape(L(Constant([[1.0, -2.0], [0.5, 3.0], [2.0, 2.0]])));
DenseLayer(2, activation = tanh, usebias = false);
model := Sequential([DenseLayer(4, inputshape = [3]), DenseLayer(2, activation = "sigmoid", usebias = false)]);
# the kernel and bias of the first layer; the second has no bias
map(Shape, model:-Variables());
convert(model:-Predict([[0.0, 0.0, 0.0]]), list);
DenseLayer(0);
DenseLayer(2, activation = "cube");
