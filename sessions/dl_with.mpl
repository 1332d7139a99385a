# Loading the package with ; shows its exports, sorted.
with(DeepLearning);
