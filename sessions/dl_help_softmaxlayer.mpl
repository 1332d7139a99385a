# Maple's help page DeepLearning/SoftmaxLayer
# (https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FSoftmaxLayer):
# SoftmaxLayer(dim) normalizes by softmax along the zero-based dimension dim, with
# tf.keras.layers.Softmax. The stored copy of the page breaks off in its Examples
# section, so these call the layer on a constant, whose output has no random part.
with(DeepLearning):
S := SoftmaxLayer(1);
y := S(Constant([[0.0, 0.0], [1.0, 1.0]], datatype = float[8])):
convert(y, list);
convert(SoftmaxLayer(2)(Constant([[[0.0, 0.0]]], datatype = float[8])), list);
Sequential([SoftmaxLayer(1, inputshape = [2])]);
SoftmaxLayer(0);
