# Source: Maple help page DeepLearning/DNNLinearCombinedClassifier,
# https://www.maplesoft.com/support/help/maplesim/view.aspx?path=DeepLearning/DNNLinearCombinedClassifier&L=E
# The page has no Examples (its sections are Calling Sequence, Parameters, Options,
# Description): the statements below are ours, built from its Calling Sequence
# DNNLinearCombinedClassifier(lfc, dfc, opts) (lfc the linear feature columns, dfc the
# neural network's) and Options hidden_units, num_classes and optimizer (one optimizer, or
# a list [linear, neural network] of two; by default FTRL for the linear part and Adagrad
# for the network). The page shows no output: the Estimator's box is mapletape's own.
# Trained values vary with the random initial weights, so only the global step, types and
# counts are shown (SetRandomSeed keeps the run repeatable), after 2 steps of training.
with(DeepLearning):
lfc := [BucketizedColumn(NumericColumn("x", shape = [1]), [1.5])]:
dfc := [NumericColumn("x", shape = [1]), NumericColumn("y", shape = [1])]:
SetRandomSeed(2):
classifier := DNNLinearCombinedClassifier(lfc, dfc, hidden_units = [4, 4], num_classes = 2);
DNNLinearCombinedClassifier(lfc, dfc, hidden_units = [10], num_classes = 3,
    optimizer = [Ftrl(0.05), Adagrad(0.1)]);
DNNLinearCombinedClassifier(lfc, dfc, hidden_units = [10], optimizer = Adagrad(0.1));
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
DNNLinearCombinedClassifier(lfc, dfc, hidden_units = [4], optimizer = [Ftrl(0.05)]);
