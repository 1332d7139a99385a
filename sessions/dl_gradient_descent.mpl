# Fit a line y = 2 x + 1 by gradient descent on Variables.
with(DeepLearning):
X := Constant([0.0, 1.0, 2.0, 3.0, 4.0], datatype = float[8]):
Y := Constant([1.0, 3.0, 5.0, 7.0, 9.0], datatype = float[8]):
slope := Variable([0.0], datatype = float[8], name = "slope");
intercept := Variable([0.0], datatype = float[8], name = "intercept");
rate := 0.1:
for step from 1 to 300 do
  tape := GradientTape();
  Enter(tape);
  loss := ReduceMean((slope*X + intercept - Y)^2);
  Exit(tape);
  grads := tape:-Gradient(loss, [slope, intercept]);
  AssignSubtract(slope, rate*grads[1]);
  AssignSubtract(intercept, rate*grads[2]);
end do:
evalb(convert(loss, float) < 1e-12);
round(1000*convert(slope, float));
round(1000*convert(intercept, float));
