# The network of sessions/dl_mlp_tape_loop.mpl trained by 200 steps of a loop with a
# GradientTape and an Adam Optimizer; twin of mlp.py.
with(DeepLearning):
SetRandomSeed(2021):
X := Constant([[0.0, 0.1], [0.2, 0.0], [0.1, 0.3], [0.3, 0.2],
               [1.0, 1.1], [1.2, 0.9], [0.9, 1.0], [1.1, 1.2],
               [0.0, 1.0], [0.2, 1.2], [0.1, 0.9], [0.3, 1.1]]):
T := Constant([[1.0, 0.0, 0.0] $ 4, [0.0, 1.0, 0.0] $ 4, [0.0, 0.0, 1.0] $ 4]):
model := Sequential([DenseLayer(8, activation = relu, inputshape = [2]),
                     DenseLayer(3, activation = softmax)]):
opt := Optimizer(Adam(0.05)):
W := model:-Variables():
for epoch to 200 do
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
