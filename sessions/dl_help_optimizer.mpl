# Maple's help page DeepLearning/Optimizer
# (https://www.maplesoft.com/support/help/maplesim/view.aspx?path=DeepLearning%2FOptimizer):
# Optimizer(X) "creates an Optimizer using the specified function X with parameters"; the
# page's table lists GradientDescent(learning_rate), Adadelta(learning_rate, rho, epsilon),
# Adagrad(learning_rate, initial_accumulator_value), Adam(learning_rate, beta1, beta2),
# Ftrl(...), ProximalGradientDescent(...), ...; "The input learning_rate is mandatory for
# all optimizers, the remaining parameters may be omitted". The stored copy of the page
# breaks off before its Examples, so these are ours. One gradient descent step with
# learning rate 0.5 on v = [1, 2] with gradient [0.5, 0.5] gives [0.75, 1.75] (exact
# arithmetic); Compile takes an Optimizer, and training lowers the loss (its values, from
# random weights, are not shown).
with(DeepLearning):
opt := Optimizer(GradientDescent(0.5));
v := Variable([1.0, 2.0], datatype = float[8]):
opt:-ApplyGradients([Constant([0.5, 0.5], datatype = float[8])], [v]);
convert(v, list);
Optimizer(Adam(0.01));
Optimizer(Adagrad(0.1));
SetRandomSeed(1):
model := Sequential([DenseLayer(1, inputshape = [1])]):
model:-Compile(optimizer = Optimizer(GradientDescent(0.05)), loss = "mean_squared_error");
xs := [[0.0], [1.0], [2.0]]: ys := [[1.0], [3.0], [5.0]]:
before := model:-Evaluate(xs, ys):
model:-Fit(xs, ys, epochs = 10):
evalb(model:-Evaluate(xs, ys) < before);
Optimizer(Newton(0.1));
Optimizer(Adam());
