# Maple's help page DeepLearning/Sequential
# (https://www.maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FSequential):
# Sequential(L) "builds a Model from a list of one or more Layers", with tf.keras.Sequential.
# The page has no Examples section, so these are ours: a model whose first layer has an
# inputshape is built at once and lists each layer's output shape; one without is built by
# its first call. The weights are random: only shapes are shown, and a zero input, which
# a dense layer maps to its zero bias.
with(DeepLearning):
model := Sequential([DenseLayer(8, activation = "relu", inputshape = [4]), DropoutLayer(0.25), DenseLayer(1)]);
type(model, Model);
p := model:-Predict([[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]]);
convert(p, list);
nops(model:-Variables());
m2 := Sequential([FlattenLayer(), DenseLayer(2)]);
Shape(m2(Constant([[[1.0, 2.0], [3.0, 4.0]]])));
m2;
Sequential([]);
Sequential([DenseLayer(2), 3]);
