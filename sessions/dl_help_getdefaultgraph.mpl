# The example of Maple's help page DeepLearning/GetDefaultGraph
# (https://www.maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FGetDefaultGraph):
# "Create a Tensor and verify it was created in the default dataflow graph":
# SetEagerExecution(false) is true, g := GetDefaultGraph():, t := Tensor([1.5, 2.0]):,
# evalb(g = Graph(t)) is true. The display of the graph is that of the help page
# DeepLearning/DataflowGraph (rows DeepLearning DataflowGraph and
# <tensorflow.python.framework.ops.Graph object at 0x...>; that 2018 page calls
# GetDefaultGraph() without turning eager execution off, which Maple 2021 requires).
with(DeepLearning):
SetEagerExecution(false);
g := GetDefaultGraph():
t := Tensor([1.5, 2.0]):
evalb(g = Graph(t));
GetDefaultGraph();
