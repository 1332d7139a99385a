# Source: Maple help page DeepLearning/DNNLinearCombinedRegressor,
# https://maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FDNNLinearCombinedRegressor
# The page has no Examples (its sections are Calling Sequence, Parameters, Options,
# Description): the statements below are ours, built from its Calling Sequence
# DNNLinearCombinedRegressor(lfc, dfc, opts) (lfc the linear feature columns, dfc the
# neural network's) and Options hidden_units and optimizer (one optimizer, or a list
# [linear, neural network] of two; by default FTRL for the linear part and Adagrad for
# the network). The page shows no output: the Estimator's box is mapletape's own. Trained
# values vary with the random initial weights, so only the global step, types and sizes
# are shown (SetRandomSeed keeps the run repeatable), after 2 steps of training.
with(DeepLearning):
lfc := [BucketizedColumn(NumericColumn("x", shape = [1]), [1.5])]:
dfc := [NumericColumn("x", shape = [1]), NumericColumn("y", shape = [1])]:
SetRandomSeed(2):
regressor := DNNLinearCombinedRegressor(lfc, dfc, hidden_units = [4, 4]);
DNNLinearCombinedRegressor(lfc, dfc, hidden_units = [10], optimizer = [Ftrl(0.05), Adagrad(0.1)]);
xs := [0., 1., 2., 3., 0., 1., 2., 3.]:
ys := [1., 0., 3., 2., 2., 3., 0., 1.]:
z := [seq(xs[i] + 2*ys[i], i = 1 .. 8)];
regressor:-Train([x = xs, y = ys], z, steps = 2);
e := regressor:-Evaluate([x = xs, y = ys], z):
e["global_step"];
type(e["average_loss"], float) and type(e["loss"], float);
p := regressor:-Predict([x = [0.5, 2.5], y = [2.5, 0.5]]):
nops(p);
type(p[1]["predictions"], Vector) and numelems(p[1]["predictions"]) = 1;
DNNLinearCombinedRegressor(lfc, dfc);
