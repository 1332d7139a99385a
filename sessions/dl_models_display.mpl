# How layers, models and optimizers display, and the mistakes they report.
with(DeepLearning):
DenseLayer(16, activation = relu, inputshape = [4]);
DropoutLayer(0.25);
FlattenLayer(inputshape = [2, 3]);
m := Sequential([FlattenLayer(inputshape = [2, 3]), DenseLayer(4, activation = tanh),
                 DropoutLayer(0.5), DenseLayer(1, usebias = false)]);
type(m, Model);
lprint(m);
# without an inputshape a model knows its layers' output shapes only once it is called
n := Sequential([DenseLayer(2)]);
n:-Variables();
Shape(n(Constant([[1.0, 2.0, 3.0]])));
n;
map(Shape, n:-Variables());
Optimizer(GradientDescent(0.01));
opt := Optimizer(Ftrl(0.1, -0.5));
lprint(opt);
Optimizer(Adam);
Optimizer(RMSProp(0.1, 0.9, 0.0, 1e-7, 5));
DenseLayer(2.5);
DenseLayer(3, activation = "cubic");
DropoutLayer(1);
Sequential(DenseLayer(2));
m:-Fit([[1, 2, 3]], [1]);
m:-Compile(optimizer = "adam", loss = "mean_squared_error", metrics = "mae");
m:-Compile(optimizer = Optimizer(Adam(0.01)), loss = "mean_squared_error");
m:-Predict([[1, 2, 3]]);
# convolution, pooling, embedding and recurrent layers
Sequential([ConvolutionLayer(4, [3, 3], inputshape = [8, 8, 1]), MaxPoolingLayer([2, 2]),
            FlattenLayer(), DenseLayer(10, activation = softmax)]);
Sequential([EmbeddingLayer(100, 8, inputlength = 5), LSTMLayer(4), DenseLayer(1)]);
BidirectionalLayer(GatedRecurrentUnitLayer(3), inputshape = [4, 2]);
MaxPoolLayer([2]);
ConvolutionLayer(2, [3, 3], inputshape = [5, 5]);
