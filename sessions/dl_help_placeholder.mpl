# The example of Maple's help page DeepLearning/Placeholder
# (https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FPlaceholder):
# SetEagerExecution(false) returns true (eager execution was on); x := Placeholder(float[8])
# is DeepLearning Tensor, Name: Placeholder:0, Shape: undefined, Data Type: float[8];
# y := 3*x follows, whose output our copy of the page does not show (mul:0 is TensorFlow's
# name for the Python product 3*x). The Run below is ours: 3*x for x = 2.0 is 6.
# Before SetEagerExecution(false), a Placeholder is an error (the page: "this command
# requires that eager execution be turned off beforehand").
with(DeepLearning):
Placeholder(float[8]);
SetEagerExecution(false);
x := Placeholder(float[8]);
y := 3*x;
sess := Session():
sess:-Run(y, [x = 2.0]);
sess:-Run(y, [x = [1.0, 2.0, 3.0]]);
