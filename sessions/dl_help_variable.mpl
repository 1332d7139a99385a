# Source: Maple help page DeepLearning/Variable,
# https://www.maplesoft.com/support/help/view.aspx?L=E&path=DeepLearning%2FVariable
# Its one example: V := Variable([2.0], datatype = float[8]) is a DeepLearning Variable,
# Name: Variable:0, Shape: [1], Data Type: float[8] (the page's flattened text reads
# "Variable2.0,datatype=float8"; Shape: [1] says the 2.0 is in a list). Its value, the
# list [2.], follows from the initial value.
with(DeepLearning):
V := Variable([2.0], datatype = float[8]);
convert(V, list);
