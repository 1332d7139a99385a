# Source: Maple help page DeepLearning/Classify,
# https://maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FClassify
# The page's example reads the iris data with training_set := Import(
# "example/iris_training.csv", base = datadir) and test_set likewise, then classifier :=
# DeepLearning:-Classify(training_set[1..4], training_set[5]); classifier(test_set[1..4],
# test_set[5]); and classifies new_sample := DataSeries([4.9, 3.1, 1.5, 0.1], labels =
# ["SepalLength", "SepalWidth", "PetalLength", "PetalWidth"]). Our copy of the page shows
# none of their outputs. Left out: Import(..., base = datadir) (mapletape has no Maple data
# directory and Import no base option) and DataFrame and DataSeries data (mapletape's
# Classify takes a Matrix or a list of Vectors; its Calling Sequence allows "Matrix, or list
# of Matrices or Vectors"). Here the page's statements run on six rows of the same iris
# data as a Matrix (Fisher's iris rows 1, 2, 51, 52, 101, 102), and new_sample's values as
# a list. The classifier's box is mapletape's own. The trained classifier's results vary
# with its random initial weights; SetRandomSeed keeps them repeatable, and the six
# training rows are far enough apart that it fits them all.
with(DeepLearning):
SetRandomSeed(3):
training_set := Matrix([[5.1, 3.5, 1.4, 0.2], [4.9, 3.0, 1.4, 0.2], [7.0, 3.2, 4.7, 1.4],
    [6.4, 3.2, 4.5, 1.5], [6.3, 3.3, 6.0, 2.5], [5.8, 2.7, 5.1, 1.9]]):
species := ["setosa", "setosa", "versicolor", "versicolor", "virginica", "virginica"]:
classifier := DeepLearning:-Classify(training_set, species);
classifier(training_set, species);
new_sample := [4.9, 3.1, 1.5, 0.1]:
classifier(new_sample);
classifier([4.9, 3.1, 1.5]);
