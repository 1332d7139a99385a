# The try/finally pattern of the Enter/Exit help page: the tape is exited after an error.
with(DeepLearning):
x := Constant([1.0, 2.0]):
tape := GradientTape():
try
  Enter(tape);
  tape:-Watch(x);
  y := x^2;
  z := y + Constant([1.0, 2.0, 3.0]);
finally
  Exit(tape);
end try;
# the tape is no longer recording, so it can be entered again
Enter(tape):
tape:-Watch(x);
y := x^2:
Exit(tape);
convert(tape:-Gradient(y, x), list);
