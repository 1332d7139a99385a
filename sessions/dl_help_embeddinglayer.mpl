# Maple's help page DeepLearning/EmbeddingLayer
# (https://maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FEmbeddingLayer):
# EmbeddingLayer(inputdim, outputdim, opts) "creates an embedding neural network layer with
# input dimension inputdim and output dimension outputdim", with
# tf.keras.layers.Embedding; its one option is inputlength, a positive integer or auto.
# The stored copy of the page breaks off in its Examples section after with(DeepLearning),
# so these are ours. The embedding vectors are random (Keras's uniform initializer): only
# shapes are shown, and that an index gets the same vector wherever it occurs.
with(DeepLearning):
E := EmbeddingLayer(10, 4);
y := E(Constant([[0, 1, 2], [2, 2, 9]]));
z := convert(y, list):
evalb(z[1][3] = z[2][1]), evalb(z[1][3] = z[2][2]), evalb(z[1][1] = z[1][2]);
model := Sequential([EmbeddingLayer(10, 4, inputlength = 3), FlattenLayer(), DenseLayer(1)]);
map(Shape, model:-Variables());
Shape(model:-Predict([[1, 2, 3], [4, 5, 6]]));
EmbeddingLayer(10, 4, inputlength = 0);
# the indices of an input dimension of 10 are 0 .. 9
E(Constant([[3, 10]]));
