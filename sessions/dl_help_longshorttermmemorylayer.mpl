# Maple's help page DeepLearning/LongShortTermMemoryLayer
# (https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FLongShortTermMemoryLayer):
# LongShortTermMemoryLayer(units, opts) "creates a long short-term memory (LSTM) layer",
# with tf.keras.layers.LSTM; "LSTMLayer(units,opts) is equivalent to
# LongShortTermMemoryLayer(units,opts)"; its one option is inputshape. The stored copy of
# the page breaks off before its Examples, so these are ours. The weights are random: only
# shapes are shown (Keras's: a batch of sequences of steps in, the last step's output of
# units entries out; kernels of four gates), and a zero input: with Keras's zero biases
# (the forget gate's 1 aside) and zero initial state, the cell state stays
# f 0 + i tanh(0) = 0 and the output o tanh(0) = 0.
with(DeepLearning):
L := LongShortTermMemoryLayer(3);
y := L(Constant([[[0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]]));
convert(y, list);
LSTMLayer(1);
model := Sequential([LSTMLayer(3, inputshape = [4, 2]), DenseLayer(1)]);
map(Shape, model:-Variables());
Shape(model:-Predict([[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]]));
LSTMLayer(0);
