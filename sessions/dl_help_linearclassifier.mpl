# Source: Maple help page DeepLearning/LinearClassifier,
# https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FLinearClassifier
# The page has no Examples (its sections are Calling Sequence, Parameters, Options,
# Description, Compatibility): the statements below are ours, built from its Calling
# Sequence LinearClassifier(fc, opts) and Options num_classes and optimizer (a function or
# Optimizer object; by default the FTRL optimizer). The page shows no output: the
# Estimator's box is mapletape's own. Only the global step, types and counts of the
# trained classifier are shown, after 2 steps of training. A linear classifier has no
# hidden layers, so it takes no hidden_units.
with(DeepLearning):
fc := [NumericColumn("x", shape = [1]), NumericColumn("y", shape = [1])]:
classifier := LinearClassifier(fc);
LinearClassifier(fc, num_classes = 3);
LinearClassifier(fc, optimizer = Ftrl(0.1));
LinearClassifier(fc, num_classes = 2, optimizer = Optimizer(GradientDescent(0.1)));
xs := [0., 1., 2., 3., 0., 1., 2., 3.]:
ys := [1., 0., 3., 2., 2., 3., 0., 1.]:
class := [seq(`if`(xs[i] > ys[i], 1, 0), i = 1 .. 8)];
classifier:-Train([x = xs, y = ys], class, steps = 2);
e := classifier:-Evaluate([x = xs, y = ys], class):
e["global_step"];
type(e["accuracy"], float) and type(e["average_loss"], float);
p := classifier:-Predict([x = [0.5, 2.5], y = [2.5, 0.5]]):
nops(p);
evalb(abs(p[2]["probabilities"][1] + p[2]["probabilities"][2] - 1) < 10^(-6));
LinearClassifier(fc, hidden_units = [4]);
