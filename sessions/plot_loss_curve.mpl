# A training loss seen in a terminal: a GradientTape loop (fitting y = 2 x + 1) collects
# its losses in a list, and plots:-listplot (help page plots/listplot) draws them.
# Text-mode Maple shows plots with its char device (help pages plot/device, plotsetup);
# the character layout is our reading of that device (curves drawn with letters, as in the
# one sample found), a guess in its details.
with(DeepLearning):
X := Constant([0.0, 1.0, 2.0, 3.0, 4.0], datatype = float[8]):
Y := Constant([1.0, 3.0, 5.0, 7.0, 9.0], datatype = float[8]):
slope := Variable([0.0], datatype = float[8], name = "slope"):
intercept := Variable([0.0], datatype = float[8], name = "intercept"):
losses := []:
for step from 1 to 40 do
  tape := GradientTape();
  Enter(tape);
  loss := ReduceMean((slope*X + intercept - Y)^2);
  Exit(tape);
  grads := tape:-Gradient(loss, [slope, intercept]);
  AssignSubtract(slope, 0.02*grads[1]);
  AssignSubtract(intercept, 0.02*grads[2]);
  losses := [op(losses), convert(loss, float)];
end do:
nops(losses);
evalb(losses[-1] < losses[1]);
plots:-listplot(losses, title = "loss", labels = ["step", "loss"]);
