# Jacobian for a list of sources: one Jacobian per source, shaped [y dims, x dims].
with(DeepLearning):
x := Constant([1.0, 2.0]):
s := Constant(3.0):
tape := GradientTape(persistent = true):
Enter(tape):
tape:-Watch([x, s]);
y := s*x^2;
Exit(tape);
J := tape:-Jacobian(y, [x, s]);
convert(J[1], Matrix);
convert(J[2], list);
Jd := tape:-Jacobian(y, x, unconnected = 0):
convert(Jd, Matrix);
z := Constant([1.0, 1.0]):
tape:-Jacobian(y, [x, z], unconnected = undefined);
tape:-Jacobian([y, y], x);
