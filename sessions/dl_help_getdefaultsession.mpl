# The example of Maple's help page DeepLearning/GetDefaultSession
# (https://www.maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FGetDefaultSession):
# SetEagerExecution(false) is true; t1 := Tensor([1.5, 2.0]) is Name: Const:0, Shape: [2],
# Data Type: float[4]; t2 := Tensor([2.5, 6.0]) is Const_1:0; sess := GetDefaultSession()
# and sess:-Run(t1*t2), whose output our copy of the page does not show: the entries
# 3.75 and 12. are the float[4] products, as tests/test_dlgraph.py checks against
# TensorFlow, and their form here (an Array) is mapletape's. The same Session comes back.
with(DeepLearning):
SetEagerExecution(false);
t1 := Tensor([1.5, 2.0]);
t2 := Tensor([2.5, 6.0]);
sess := GetDefaultSession():
sess:-Run(t1*t2);
evalb(sess = GetDefaultSession());
