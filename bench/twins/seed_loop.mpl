# The two seed worksheets (sessions/gradienttape.mpl, sessions/jacobian.mpl) repeated in a
# loop; twin of seed_loop.py.
with(DeepLearning):
for i to 300 do
  x := Constant([3.0, 5.0]);
  tape := GradientTape();
  Enter(tape);
  tape:-Watch(x);
  y := x^2;
  Exit(tape);
  grad := tape:-Gradient(y, x);
  tape := GradientTape();
  Enter(tape);
  x := Constant([1.0, 2.0]);
  tape:-Watch(x);
  y := x^2;
  J := tape:-Jacobian(y, x);
  Exit(tape);
end do:
G := convert(grad, list):
M := convert(J, Matrix):
printf("gradient %.1f %.1f\n", G[1], G[2]);
printf("Jacobian %.1f %.1f %.1f %.1f\n", M[1, 1], M[1, 2], M[2, 1], M[2, 2]);
