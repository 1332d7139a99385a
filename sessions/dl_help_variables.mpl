# Source: Maple help page DeepLearning/Variables,
# https://www.maplesoft.com/support/help/addons/view.aspx?path=DeepLearning/Variables
# Its examples, with eager execution on (the default): a := Variable([0.3], datatype =
# float[8], name = "a") is DeepLearning Variable, Name: a:0, Shape: [1], Data Type:
# float[8]; b alike is Name: b:0. (The page's flattened text drops brackets: Variable0.3 is
# Variable([0.3]), float8 is float[8]; Shape: [1] says the value is a list.) Our copy of
# the page shows no call of Variables() itself. The rest is ours: Variables() lists "the
# Tensor variables in the active DataflowGraph" (the page's Description), and eager
# Variables belong to no graph, so it is called after SetEagerExecution(false), with a and
# b made again in the graph.
with(DeepLearning):
a := Variable([0.3], datatype = float[8], name = "a");
b := Variable([0.3], datatype = float[8], name = "b");
SetEagerExecution(false);
a := Variable([0.3], datatype = float[8], name = "a"):
b := Variable([0.3], datatype = float[8], name = "b"):
Variables();
evalb(Variables() = [a, b]);
