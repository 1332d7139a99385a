# The example of Maple's help page DeepLearning/VariablesInitializer
# (https://maplesoft.com/support/help/maple/view.aspx?path=DeepLearning%2FVariablesInitializer):
# SetEagerExecution(false) is true; v := Variable([0.3], datatype = float[8]) is
# Name: Variable:0, Shape: [1], Data Type: float[8]; init := VariablesInitializer() is
# DeepLearning Operation, name: "init" op: "NoOp" input: "^Variable/Assign"; then
# sess := GetDefaultSession() and Runs our copy of the page does not show. Run(init)
# computes nothing (NULL); v's value is then [0.3]; before it, v has none. The Variables()
# and GetVariable lines are ours: Maple help pages DeepLearning/Variables and GetVariable
# show named Variables as a:0 and foo:0.
with(DeepLearning):
SetEagerExecution(false);
v := Variable([0.3], datatype = float[8]);
init := VariablesInitializer();
sess := GetDefaultSession():
sess:-Run(v);
sess:-Run(init);
sess:-Run(v);
a := Variable([0.5, 1.5], datatype = float[8], name = "a");
Variables();
evalb(GetVariable("a") = a);
