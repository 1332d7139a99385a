# The example of Maple's help page DeepLearning/ResetDefaultGraph
# (https://maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FResetDefaultGraph):
# SetEagerExecution(false) is true; t1 := Tensor([1.5, 2.0]) is Const:0 and
# t2 := Tensor([2.5, 6.0]) is Const_1:0; then ResetDefaultGraph(), which "closes the
# current default Session and resets the global default graph", after which "t1 and t2
# will no longer be defined". What follows the reset is ours: the new graph names its first
# constant Const:0 again, and the old Tensors cannot join it.
with(DeepLearning):
SetEagerExecution(false);
t1 := Tensor([1.5, 2.0]);
t2 := Tensor([2.5, 6.0]);
ResetDefaultGraph();
t3 := Tensor([1.0, 1.0]);
t1 + t3;
