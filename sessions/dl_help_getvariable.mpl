# Source: Maple help page DeepLearning/GetVariable,
# https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning/GetVariable
# Its example, with eager execution on (the default): V := Variable([2.0], datatype =
# float[8], name = "foo") is DeepLearning Variable, Name: foo:0, Shape: [1], Data Type:
# float[8] (the page's flattened text drops brackets: Variable2.0 is Variable([2.0]), float8
# is float[8]). Our copy of the page stops there, before any GetVariable call. The rest is
# ours: GetVariable(nm, opts) "retrieves a reference to a Tensor variable in the active
# dataflow graph with name nm" (the page's Description; its title: "fetch reference to new
# or existing Tensor Variable"), so it is called after SetEagerExecution(false), with V made
# again in the graph: for "foo" it is V, for a new name a new Variable of the shape and
# datatype given by its Options.
with(DeepLearning):
V := Variable([2.0], datatype = float[8], name = "foo");
SetEagerExecution(false);
V := Variable([2.0], datatype = float[8], name = "foo"):
W := GetVariable("foo");
evalb(W = V);
U := GetVariable("bar", shape = [2, 3], datatype = float[4]);
evalb(GetVariable("bar") = U);
GetVariable("foo", datatype = float[4]);
