# Maple's help page DeepLearning/MaxPoolingLayer
# (https://maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FMaxPoolingLayer):
# MaxPoolingLayer(poolsize, opts), poolsize a list of positive integers, with
# tf.keras.layers.MaxPool1D, MaxPool2D and MaxPool3D; its one option is inputshape.
# MaxPoolLayer, the name the Maple 2021 updates page lists
# (https://maplesoft.com/support/help/view.aspx?path=updates%2FMaple2021%2FDeepLearning),
# is the same. The stored copy of the page breaks off in its Examples section after
# with(DeepLearning), so these are ours; the layer has no weights, and the values are the
# maxima of the windows (Keras's default strides are the pool size, and a last window
# that does not fit is dropped).
with(DeepLearning):
P := MaxPoolingLayer([2]);
convert(P(Constant([[[1.0], [3.0], [2.0], [5.0], [4.0]]])), list);
P2 := MaxPoolLayer([2, 2]);
x := Constant([[[[1.0], [2.0], [5.0], [6.0]], [[3.0], [4.0], [7.0], [8.0]], [[9.0], [10.0], [13.0], [14.0]], [[11.0], [12.0], [15.0], [16.0]]]]):
convert(P2(x), list);
Sequential([ConvolutionLayer(2, [3, 3], inputshape = [8, 8, 1]), MaxPoolingLayer([2, 2]), FlattenLayer()]);
MaxPoolingLayer(2);
