# Source: Maple help page DeepLearning/GradientTape,
# https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FGradientTape
# The stored copy of the page breaks off before its Examples. Its sub-page
# DeepLearning/GradientTape/Enter
# (https://www.maplesoft.com/support/help/maple/view.aspx?path=DeepLearning%2FGradientTape%2FEnter)
# shows tape := GradientTape() as DeepLearning GradientTape over
# <tensorflow.python.eager.backprop.GradientTape object at 0x...>, then Enter(tape),
# which returns the tape. The gradient is TensorFlow's own example for tf.GradientTape:
# y = x*x at x = 3.0 has dy/dx = 6.0.
with(DeepLearning):
tape := GradientTape();
Enter(tape);
x := Constant(3.0):
tape:-Watch(x):
y := x*x:
Exit(tape):
convert(tape:-Gradient(y, x), float);
