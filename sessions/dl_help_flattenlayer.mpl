# Maple's help page DeepLearning/FlattenLayer
# (https://maplesoft.com/support/help/maple/view.aspx?path=DeepLearning%2FFlattenLayer):
# FlattenLayer(opts) "creates a flattening neural network layer", with
# tf.keras.layers.Flatten; its options are channels (first, last or auto: "the ordering of
# dimensions in the input") and inputshape. The stored copy of the page breaks off in its
# Examples section after with(DeepLearning), so these are ours; the values are Keras's
# Flatten (row-major order, the batch axis kept; with channels = first the channel axis is
# moved last first), as tests/test_dllayers.py checks.
with(DeepLearning):
F := FlattenLayer();
x := Constant([[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]], datatype = float[8]):
convert(F(x), list);
convert(FlattenLayer(channels = first)(x), list);
convert(FlattenLayer(channels = last)(x), list);
Sequential([FlattenLayer(inputshape = [2, 3]), DenseLayer(2)]);
FlattenLayer(channels = middle);
