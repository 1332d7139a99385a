# Fit a line y = 2 x + 1 by 500 steps of gradient descent on Variables; twin of
# linear_regression.py.
with(DeepLearning):
X := Constant([0.0, 1.0, 2.0, 3.0, 4.0], datatype = float[8]):
Y := Constant([1.0, 3.0, 5.0, 7.0, 9.0], datatype = float[8]):
slope := Variable([0.0], datatype = float[8], name = "slope"):
intercept := Variable([0.0], datatype = float[8], name = "intercept"):
rate := 0.05:
for step to 500 do
  tape := GradientTape();
  Enter(tape);
  loss := ReduceMean((slope*X + intercept - Y)^2);
  Exit(tape);
  grads := tape:-Gradient(loss, [slope, intercept]);
  AssignSubtract(slope, rate*grads[1]);
  AssignSubtract(intercept, rate*grads[2]);
end do:
printf("%.6f %.6f %.3e\n", convert(slope, float), convert(intercept, float),
       convert(loss, float));
