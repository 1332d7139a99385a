# DeconvolutionLayer is documented on Maple's help page DeepLearning/ConvolutionLayer
# (https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FConvolutionLayer):
# DeconvolutionLayer(filters, kernelsize, opts) "creates a deconvolutional neural network
# layer", with the options of ConvolutionLayer (inputshape, dilationrate, strides). The
# stored copy of the page breaks off before its Examples, so these are ours. The kernels
# are random: only shapes are shown, Keras's Conv2DTranspose's for "valid" padding, which
# grow an axis of length n to (n - 1) strides + k; a zero input gives the zero bias.
with(DeepLearning):
T := DeconvolutionLayer(2, [3, 3]);
# a batch of one 4 by 4 image of 1 channel, all zeros
y := T(Constant([[seq([seq([0.0], j = 1 .. 4)], i = 1 .. 4)]]));
convert(y, list)[1][1][1];
Sequential([DeconvolutionLayer(2, [3, 3], inputshape = [4, 4, 1])]);
Sequential([DeconvolutionLayer(2, [3, 3], strides = 2, inputshape = [4, 4, 1])]);
# a convolution undone in shape
Sequential([ConvolutionLayer(3, [3, 3], inputshape = [6, 6, 1]), DeconvolutionLayer(1, [3, 3])]);
DeconvolutionLayer(0, [3, 3]);
