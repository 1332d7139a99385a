# Maple's help page DeepLearning/BidirectionalLayer
# (https://maplesoft.com/support/help/maple/view.aspx?path=DeepLearning%2FBidirectionalLayer):
# BidirectionalLayer(layer, opts) "creates a bidirectional neural network layer on top of
# the Layer specified in layer", with tf.keras.layers.Bidirectional; its one option is
# inputshape. The stored copy of the page breaks off in its Examples section after
# with(DeepLearning), so these are ours. Keras's Bidirectional runs a copy of the layer
# over each sequence backwards too and concatenates the two outputs: 2 units entries.
# The weights are random: only shapes are shown, and a zero input, which a recurrent
# layer with zero biases and state maps to 0 in both directions.
with(DeepLearning):
B := BidirectionalLayer(LSTMLayer(3));
y := B(Constant([[[0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]]));
convert(y, list);
model := Sequential([BidirectionalLayer(GRULayer(2), inputshape = [5, 1]), DenseLayer(1)]);
# each direction's kernel, recurrent kernel and bias, then the dense layer's
map(Shape, model:-Variables());
BidirectionalLayer(DenseLayer(3));
