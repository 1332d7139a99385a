# RandomTensor: the same seed gives the same numbers.
with(DeepLearning):
r := RandomTensor(Normal(0, 1), [2, 3], seed = 42);
s := RandomTensor(Normal(0, 1), [2, 3], seed = 42):
evalb(convert(r, list) = convert(s, list));
SetRandomSeed(7);
a1 := RandomTensor(Uniform(0, 1), [4]):
a2 := RandomTensor(Uniform(0, 1), [4]):
evalb(convert(a1, list) = convert(a2, list));
SetRandomSeed(7);
b1 := RandomTensor(Uniform(0, 1), [4]):
evalb(convert(a1, list) = convert(b1, list));
u := convert(RandomTensor(Uniform(2, 3), [100], seed = 1), list):
evalb(min(op(u)) >= 2 and max(op(u)) < 3);
g := RandomTensor(Gamma(3.4, 4.3), [100], datatype = float[8]);
k := RandomTensor(Uniform(1, 7), [3], datatype = integer[4]);
# Beta(2, 3) is the number GAMMA(2)*GAMMA(3)/GAMMA(5) = 1/12 (help page Beta) before
# RandomTensor sees it, so it is no distribution
RandomTensor(Beta(2, 3), [3]);
RandomTensor(Normal(0), [3]);
SetRandomSeed(1.5);
