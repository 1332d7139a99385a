# The network of dl_mlp_classifier trained by a loop of one's own: the model is called
# on the inputs inside a GradientTape, and an Optimizer applies the gradients to its Variables.
with(DeepLearning):
SetRandomSeed(2021):
X := Constant([[0.0, 0.1], [0.2, 0.0], [0.1, 0.3], [0.3, 0.2],
               [1.0, 1.1], [1.2, 0.9], [0.9, 1.0], [1.1, 1.2],
               [0.0, 1.0], [0.2, 1.2], [0.1, 0.9], [0.3, 1.1]]):
# the classes 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2 one-hot
T := Constant([[1.0, 0.0, 0.0] $ 4, [0.0, 1.0, 0.0] $ 4, [0.0, 0.0, 1.0] $ 4]):
model := Sequential([DenseLayer(8, activation = relu, inputshape = [2]),
                     DenseLayer(3, activation = softmax)]):
opt := Optimizer(Adam(0.05));
W := model:-Variables():
nops(W);
for epoch to 30 do
  tape := GradientTape();
  try
    Enter(tape);
    loss := -ReduceMean(ReduceSum(T*log(model(X)), axis = 1));
  finally
    Exit(tape);
  end try;
  opt:-ApplyGradients(tape:-Gradient(loss, W), W);
end do:
printf("final training loss %.4f\n", convert(loss, float));
P := convert(model(Constant([[0.1, 0.1], [1.0, 1.0], [0.1, 1.1]])), Matrix):
for i to 3 do
  printf("%.4f %.4f %.4f\n", P[i, 1], P[i, 2], P[i, 3]);
end do:
