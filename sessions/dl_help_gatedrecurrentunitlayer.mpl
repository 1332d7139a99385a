# Maple's help page DeepLearning/GatedRecurrentUnitLayer
# (https://www.maplesoft.com/support/help/view.aspx?L=E&path=DeepLearning%2FGatedRecurrentUnitLayer):
# GatedRecurrentUnitLayer(units, opts) "creates a gated recurrent unit (GRU) neural network
# layer with units units", with tf.keras.layers.GRU; "GRULayer(units,opts) is equivalent to
# GatedRecurrentUnitLayer(units,opts)"; its one option is inputshape. The stored copy of
# the page breaks off before its Examples, so these are ours. The weights are random: only
# shapes are shown (Keras's: the last step's output of units entries; kernels of three
# gates, and two biases each, Keras's reset_after), and a zero input: with zero biases
# and zero initial state, the candidate state is tanh(0) = 0 and the output
# z 0 + (1 - z) 0 = 0.
with(DeepLearning):
G := GatedRecurrentUnitLayer(3);
y := G(Constant([[[0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]]));
convert(y, list);
GRULayer(1);
model := Sequential([GRULayer(3, inputshape = [4, 2]), DenseLayer(1)]);
map(Shape, model:-Variables());
Shape(model:-Predict([[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]]));
GRULayer(2.5);
