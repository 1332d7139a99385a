# Maple's help page DeepLearning/DropoutLayer
# (https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FDropoutLayer):
# DropoutLayer(rate, opts), rate a positive number, with tf.keras.layers.Dropout; its one
# option is inputshape. The stored copy of the page breaks off in its Examples section
# after with(DeepLearning), so these are ours. Outside training the layer passes its input
# through; with training = true it sets a random fraction rate of the entries to 0 and
# scales the others by 1/(1 - rate) (Keras's Dropout), so that ones become 0 or 2 at a
# rate of 0.5: which ones are dropped is random, and only that is shown. (D is Maple's
# protected differential operator, so the layer is Dr.)
with(DeepLearning):
Dr := DropoutLayer(0.5);
x := Constant([[1.0, 2.0, 3.0, 4.0]], datatype = float[8]):
convert(Dr(x), list);
SetRandomSeed(7):
y := convert(Dr(Constant([[1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]), training = true), list):
# each entry e is 0 or 2: e (2 - e) = 0
map(e -> e*(2 - e), y[1]);
model := Sequential([DenseLayer(3, inputshape = [2]), DropoutLayer(0.2)]);
DropoutLayer(0);
DropoutLayer(1);
