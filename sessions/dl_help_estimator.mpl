# Source: Maple help page DeepLearning/Estimator,
# https://maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FEstimator
# The page's example builds its training data with Statistics and DataFrame, which
# mapletape lacks; its feature columns print as the page shows them: a list of two
# "Feature Column" boxes, NumericColumn(key='x', shape=(1,), default_value=None,
# dtype=tf.float32, normalizer_fn=None) and the same for 'y'. The rest of the page (the
# DNNClassifier's options and Train's steps) is not in the stored copy: the estimator
# below and its training are ours, on data given as key = data equations; only the shapes
# of its results are shown, since trained numbers vary.
with(DeepLearning):
fc := [seq(NumericColumn(u, shape = [1]), u in [x, y])];
SetRandomSeed(1):
classifier := DNNClassifier(fc, hidden_units = [8, 8], num_classes = 2);
pts := [seq(-1.0 + 0.25*i, i = 0 .. 8)]:
xs := [seq(seq(a, b in pts), a in pts)]:
ys := [seq(seq(b, b in pts), a in pts)]:
class := [seq(`if`(xs[i]^2 + ys[i]^2 < 1, 1, 0), i = 1 .. nops(xs))]:
classifier:-Train([x = xs, y = ys], class, steps = 20);
e := classifier:-Evaluate([x = xs, y = ys], class):
e["global_step"];
type(e["accuracy"], float) and type(e["average_loss"], float);
p := classifier:-Predict([x = [0.0, 2.0], y = [0.0, 2.0]]):
nops(p);
evalb(abs(p[1]["probabilities"][1] + p[1]["probabilities"][2] - 1) < 10^(-6));
Train(classifier, [x = xs], class);
