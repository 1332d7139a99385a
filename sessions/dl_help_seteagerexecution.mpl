# Source: Maple help page DeepLearning/SetEagerExecution, which is the page of
# GetEagerExecution (https://www.maplesoft.com/support/help/Maple/view.aspx?path=
# DeepLearning%2FGetEagerExecution): "SetEagerExecution(s) turns on eager execution if s
# is true and turns it off if s is false. A boolean is returned indicating the previous
# state of eager execution. By default, eager execution is enabled." Its examples:
# GetEagerExecution() is true, SetEagerExecution(false) is true, GetEagerExecution() is
# false (sessions/dl_help_geteagerexecution.mpl replays them too).
# What the state changes, from two more pages: with eager execution off, t1 :=
# Tensor([1.5, 2.0]) is DeepLearning Tensor, Name: Const:0, Shape: [2], Data Type:
# float[4] (DeepLearning/GetDefaultSession, https://maplesoft.com/support/help/maple/
# view.aspx?path=DeepLearning%2FGetDefaultSession); with it on, t := Constant([7.5],
# datatype = float[4]) is DeepLearning Tensor, Shape: [1], Data Type: float[4], with no
# name (DeepLearning/Tensor/value, https://www.maplesoft.com/support/help/Maple/view.aspx?
# path=DeepLearning%2FTensor%2Fvalue). The second SetEagerExecution(false), the switch
# back and the wrong argument are ours; each return is the state before, as the page says.
with(DeepLearning):
GetEagerExecution();
SetEagerExecution(false);
GetEagerExecution();
t1 := Tensor([1.5, 2.0]);
SetEagerExecution(false);
SetEagerExecution(true);
GetEagerExecution();
t := Constant([7.5], datatype = float[4]);
SetEagerExecution(1);
