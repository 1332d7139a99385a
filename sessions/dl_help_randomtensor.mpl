# The example of Maple's help page DeepLearning/RandomTensor
# (https://www.maplesoft.com/support/help/maple/view.aspx?path=DeepLearning/RandomTensor)
# starts t1 := RandomTensor(Gamma(1.5, 2.7), ...); the rest of its shape argument and the
# other examples were not available to us, so the shape [3, 2] here is ours. Random
# entries are not printed: tests/test_dlfunctions.py compares seeded draws with TensorFlow.
# The page's table: Gamma(a, b) shape a and scale b; Normal(a, b) mean a and stddev b;
# Poisson(a); TruncatedNormal(a, b); Uniform(a, b) over [a, b].
with(DeepLearning):
t1 := RandomTensor(Gamma(1.5, 2.7), [3, 2]);
t2 := RandomTensor(Normal(0., 1.), [4], datatype = float[8]);
t3 := RandomTensor(Poisson(3.), [2, 2], datatype = integer[8]);
t4 := RandomTensor(TruncatedNormal(1., 0.5), [5], seed = 2);
t5 := RandomTensor(Uniform(0, 10), [3], datatype = integer[4]);
Shape(t1), Datatype(t3);
