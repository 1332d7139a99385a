# A small multilayer perceptron that sorts points of the plane into three classes,
# built with Sequential, trained with Compile and Fit, and used with Predict.
with(DeepLearning):
SetRandomSeed(2021):
X := Matrix([[0.0, 0.1], [0.2, 0.0], [0.1, 0.3], [0.3, 0.2],
             [1.0, 1.1], [1.2, 0.9], [0.9, 1.0], [1.1, 1.2],
             [0.0, 1.0], [0.2, 1.2], [0.1, 0.9], [0.3, 1.1]]):
Y := [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]:
model := Sequential([DenseLayer(8, activation = relu, inputshape = [2]),
                     DenseLayer(3, activation = softmax)]);
model:-Compile(optimizer = Optimizer(Adam(0.05)), loss = "sparse_categorical_crossentropy",
               metrics = ["accuracy"]);
loss := model:-Fit(X, Y, epochs = 30, batchsize = 12, shuffle = false):
printf("final training loss %.4f\n", loss);
result := model:-Evaluate(X, Y):
printf("loss %.4f, accuracy %.4f\n", result[1], result[2]);
P := convert(model:-Predict(Matrix([[0.1, 0.1], [1.0, 1.0], [0.1, 1.1]])), Matrix):
for i to 3 do
  printf("%.4f %.4f %.4f\n", P[i, 1], P[i, 2], P[i, 3]);
end do:
