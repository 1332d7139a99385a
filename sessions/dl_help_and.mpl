# The example of Maple's help page DeepLearning/Tensor/and (and, or, xor, implies, not):
# t1 := Tensor([true, false, true]), t2 := Tensor([false, true, true]), then t1 and t2,
# a Shape: [3] truefalse Tensor (reference/maple-deeplearning.md section 3.1). The page
# runs in graph mode (Session(), Tensor(...)); here the same data are eager Constants,
# and the other operators, which the page describes but our copy does not show run, follow.
with(DeepLearning):
t1 := Constant([true, false, true]);
t2 := Constant([false, true, true]);
t1 and t2;
convert(t1 and t2, list);
convert(t1 or t2, list);
convert(t1 xor t2, list);
convert(t1 implies t2, list);
convert(not t1, list);
