# Source: Maple help page DeepLearning/DNNClassifier,
# https://maplesoft.com/support/help/maple/view.aspx?path=DeepLearning%2FDNNClassifier
# The page has no Examples (its sections are Calling Sequence, Parameters, Options,
# Description, Compatibility): the statements below are ours, built from its Calling
# Sequence DNNClassifier(fc, opts) and Options hidden_units (the hidden nodes at each
# level), num_classes and optimizer (a function or Optimizer object; by default Adagrad).
# The page shows no output: the Estimator's box is mapletape's own. Trained values vary
# with the random initial weights, so only the global step, types and counts are shown
# (SetRandomSeed keeps the run repeatable), after 2 steps of training.
with(DeepLearning):
fc := [NumericColumn("x", shape = [1]), NumericColumn("y", shape = [1])]:
SetRandomSeed(2):
classifier := DNNClassifier(fc, hidden_units = [4, 4], num_classes = 2);
DNNClassifier(fc, hidden_units = [10], num_classes = 3, optimizer = Adagrad(0.1));
DNNClassifier(fc, hidden_units = [10, 20, 10], optimizer = Optimizer(GradientDescent(0.1)));
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
DNNClassifier(fc, num_classes = 2);
