# Source: Maple help page DeepLearning/AddMultiple,
# https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FAddMultiple
# Its examples: t1 := Ones([3, 4], datatype = float[8]) and
# t2 := Zeros([3, 4], datatype = float[8]) are Shape: [3, 4], float[8] Tensors, and
# AddMultiple([t1, t2]) is too. The page shows no entries; the pairwise sum of ones and
# zeros is all ones (exact arithmetic).
with(DeepLearning):
t1 := Ones([3, 4], datatype = float[8]);
t2 := Zeros([3, 4], datatype = float[8]);
AddMultiple([t1, t2]);
convert(AddMultiple([t1, t2]), list);
