# DeepLearning commands reached without with(DeepLearning): the long forms.
GradientTape();
x := DeepLearning[Constant]([1.0, 2.0], datatype = float[8]);
tape := DeepLearning:-GradientTape(persistent = true):
Enter(tape):
tape:-Watch(x);
y := x^3:
Exit(tape);
convert(tape:-Gradient(y, x), list);
convert(tape:-Jacobian(y, x), Matrix);
