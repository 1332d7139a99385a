# Source: Maple help page DeepLearning/SetRandomSeed,
# https://www.maplesoft.com/support/help/addons/view.aspx?path=DeepLearning/SetRandomSeed
# Its examples: SetRandomSeed(2001247) returns Python:-None, then
# t1 := RandomTensor(Gamma(4.3, 3.4), [100]) is a Shape: [100], float[4] Tensor (the
# page's flattened text drops the brackets of [100]). Its random entries are not shown.
with(DeepLearning):
SetRandomSeed(2001247);
t1 := RandomTensor(Gamma(4.3, 3.4), [100]);
