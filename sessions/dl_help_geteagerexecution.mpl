# The example of Maple's help page DeepLearning/GetEagerExecution (with SetEagerExecution)
# (https://www.maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FGetEagerExecution):
# GetEagerExecution() is true, SetEagerExecution(false) is true (the previous state: "A
# boolean is returned indicating the previous state of eager execution"), and then
# GetEagerExecution() is false. Turning it back on, and restart, are ours.
with(DeepLearning):
GetEagerExecution();
SetEagerExecution(false);
GetEagerExecution();
SetEagerExecution(true);
GetEagerExecution();
SetEagerExecution(false):
restart;
with(DeepLearning):
GetEagerExecution();
