# The Keras "hello world" (learn y = 2 x - 1 from six points), the example of Maple's help
# pages DeepLearning/Model/Fit and DeepLearning/Model/Predict
# (https://maplesoft.com/support/help/maple/view.aspx?path=DeepLearning%2FModel%2FFit,
# https://www.maplesoft.com/support/help/errors/view.aspx?path=DeepLearning%2FModel%2FPredict)
# as issue 24 quotes it (the stored copies of the pages break off after with(DeepLearning)):
# a flat list of numbers is a batch of one-number inputs. Trained numbers differ from run
# to run; here the seed is fixed and they are rounded.
with(DeepLearning):
SetRandomSeed(1):
model := Sequential([DenseLayer(1, inputshape = [1])]):
model:-Compile(optimizer = "sgd", loss = "mean_squared_error");
xs := [-1, 0, 1, 2, 3, 4]:
ys := [-3, -1, 1, 3, 5, 7]:
loss := model:-Fit(xs, ys, epochs = 500):
evalb(loss < 10^(-3));
p := model:-Predict([10]);
printf("%.1f\n", convert(p, list)[1][1]);
# without metrics, Evaluate is the loss alone, as Keras's evaluate is
type(model:-Evaluate(xs, ys), float);
