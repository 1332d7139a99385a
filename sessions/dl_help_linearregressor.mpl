# Source: Maple help page DeepLearning/LinearRegressor,
# https://www.maplesoft.com/support/help/maple/view.aspx?path=DeepLearning/LinearRegressor
# The page has no Examples (its sections are Calling Sequence, Parameters, Options,
# Description, Compatibility): the statements below are ours, built from its Calling
# Sequence LinearRegressor(fc, opts) and its Option optimizer (a function or Optimizer
# object; by default the FTRL optimizer). The page shows no output: the Estimator's box is
# mapletape's own. Only the global step, types and sizes of the trained regressor are
# shown, after 2 steps of training.
with(DeepLearning):
fc := [NumericColumn("x", shape = [1]), NumericColumn("y", shape = [1])]:
regressor := LinearRegressor(fc);
LinearRegressor(fc, optimizer = Ftrl(0.1));
LinearRegressor(fc, optimizer = Optimizer(GradientDescent(0.01)));
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
LinearRegressor(fc, num_classes = 2);
