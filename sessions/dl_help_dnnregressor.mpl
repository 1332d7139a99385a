# Source: Maple help page DeepLearning/DNNRegressor,
# https://www.maplesoft.com/support/help/maplesim/view.aspx?path=DeepLearning%2FDNNRegressor
# The page has no Examples (its sections are Calling Sequence, Parameters, Options,
# Description, Compatibility): the statements below are ours, built from its Calling
# Sequence DNNRegressor(fc, opts) and Options hidden_units (the hidden nodes at each level)
# and optimizer (a function or Optimizer object; by default Adagrad). The page shows no
# output: the Estimator's box is mapletape's own. Trained values vary with the random
# initial weights, so only the global step, types and sizes are shown (SetRandomSeed keeps
# the run repeatable), after 2 steps of training. A regressor takes no num_classes.
with(DeepLearning):
fc := [NumericColumn("x", shape = [1]), NumericColumn("y", shape = [1])]:
SetRandomSeed(2):
regressor := DNNRegressor(fc, hidden_units = [4, 4]);
DNNRegressor(fc, hidden_units = [10], optimizer = Adagrad(0.1));
DNNRegressor(fc, hidden_units = [10, 20, 10], optimizer = Optimizer(GradientDescent(0.01)));
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
DNNRegressor(fc, hidden_units = [4], num_classes = 2);
