# Maple's help page DeepLearning/BatchNormalizationLayer
# (https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning/BatchNormalizationLayer):
# BatchNormalizationLayer(dim, opts), dim a positive integer, with the options center
# (default true), epsilon ("a small real number number to be added to the variance",
# default 0.01), inputshape, momentum (default 0.99) and scale (default true), with
# tf.keras.layers.BatchNormalization. The stored copy of the page breaks off before its
# Examples, so these are ours; the values are exact arithmetic on the page's defaults,
# printed to 4 places (Keras computes in float[4]; show prints a batch's rows): a new
# layer's moving mean is 0 and variance 1, so outside training it divides by
# sqrt(1 + 0.01); in training it uses the batch's mean and (biased) variance: the
# columns [1, 3] and [10, 14] have means 2 and 12 and variances 1 and 4.
with(DeepLearning):
show := y -> seq(printf("%.4f %.4f\n", op(r)), r in convert(y, list)):
B := BatchNormalizationLayer(1);
x := Constant([[1.0, 10.0], [3.0, 14.0]], datatype = float[8]):
show(B(x));
printf("%.4f %.4f %.4f %.4f\n", 1/sqrt(1.01), 10/sqrt(1.01), 3/sqrt(1.01), 14/sqrt(1.01));
show(B(x, training = true));
printf("%.4f %.4f\n", 1/sqrt(1.01), 2/sqrt(4.01));
show(BatchNormalizationLayer(1, epsilon = 0.5)(x, training = true));
printf("%.4f %.4f\n", 1/sqrt(1.5), 2/sqrt(4.5));
model := Sequential([DenseLayer(4, inputshape = [3]), BatchNormalizationLayer(1)]);
# the dense kernel and bias, then gamma and beta
nops(model:-Variables());
nops(Sequential([BatchNormalizationLayer(1, center = false, scale = false, inputshape = [3])]):-Variables());
BatchNormalizationLayer(1, momentum = 2);
BatchNormalizationLayer(3, inputshape = [4]);
