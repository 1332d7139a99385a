# Maple's help page DeepLearning/ConvolutionLayer
# (https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FConvolutionLayer):
# ConvolutionLayer(filters, kernelsize, opts), kernelsize a list of positive integers,
# with the options inputshape, dilationrate (an integer, default 1) and strides (an
# integer, default 1). The stored copy of the page breaks off before its Examples, so
# these are ours. The kernels are random: only shapes are shown, which are Keras's for
# its "valid" padding: n - dilationrate (k - 1) positions along an axis of length n, then
# every strides-th one, a ceiling of (n - k + 1)/strides; a zero input gives the zero bias.
with(DeepLearning):
C := ConvolutionLayer(4, [3, 3]);
# a batch of one 8 by 8 image of 1 channel, all zeros
y := C(Constant([[seq([seq([0.0], j = 1 .. 8)], i = 1 .. 8)]]));
convert(y, list)[1][1][1];
Sequential([ConvolutionLayer(4, [3, 3], inputshape = [8, 8, 1])]);
Sequential([ConvolutionLayer(4, [3, 3], strides = 2, inputshape = [8, 8, 1])]);
Sequential([ConvolutionLayer(4, [3, 3], dilationrate = 2, inputshape = [8, 8, 1])]);
# one spatial axis: a sequence of 10 steps of 1 number
Sequential([ConvolutionLayer(2, [3], inputshape = [10, 1]), FlattenLayer(), DenseLayer(1)]);
ConvolutionLayer(4, 3);
# an image alone, without the batch axis, is not a batch of images
C(Constant([seq([seq([0.0], j = 1 .. 8)], i = 1 .. 8)]));
