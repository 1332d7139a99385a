# Trainable Variables are watched automatically; non-trainable ones are not.
with(DeepLearning):
w := Variable([2.0], name = "w");
c := Variable([5.0], trainable = false, name = "c");
tape := GradientTape():
Enter(tape):
y := w^2*c;
Exit(tape);
tape:-WatchedVariables();
gs := tape:-Gradient(y, [w, c], unconnected = undefined);
convert(gs[1], list);
Name(w);
Name(c);
