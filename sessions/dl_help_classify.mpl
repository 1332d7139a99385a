# Source: Maple help page DeepLearning/Classify,
# https://maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FClassify
# The page's example reads the iris data with training_set := Import(
# "example/iris_training.csv", base = datadir) and test_set likewise, then classifier :=
# DeepLearning:-Classify(training_set[1..4], training_set[5]); classifier(test_set[1..4],
# test_set[5]); and classifies new_sample := DataSeries([4.9, 3.1, 1.5, 0.1], labels =
# ["SepalLength", "SepalWidth", "PetalLength", "PetalWidth"]). Our copy of the page shows
# none of their outputs. Left out: Import(..., base = datadir) (mapletape has no Maple data
# directory: its Import takes base = currentdir, homedir or tempdir). Here the page's statements run on six rows of the
# same iris data as a DataFrame of the page's column names and Species (Fisher's iris rows
# 1, 2, 51, 52, 101, 102), which stands for both the training and the test set. The
# classifier's box is mapletape's own. The trained classifier's results vary with its
# random initial weights; SetRandomSeed keeps them repeatable, and the six training rows
# are far enough apart that it fits them all.
with(DeepLearning):
SetRandomSeed(3):
training_set := DataFrame(Matrix([[5.1, 3.5, 1.4, 0.2, "setosa"], [4.9, 3.0, 1.4, 0.2, "setosa"],
    [7.0, 3.2, 4.7, 1.4, "versicolor"], [6.4, 3.2, 4.5, 1.5, "versicolor"],
    [6.3, 3.3, 6.0, 2.5, "virginica"], [5.8, 2.7, 5.1, 1.9, "virginica"]]),
    columns = [SepalLength, SepalWidth, PetalLength, PetalWidth, Species]):
classifier := DeepLearning:-Classify(training_set[1..4], training_set[5]);
classifier(training_set[1..4], training_set[5]);
new_sample := DataSeries([4.9,3.1,1.5,0.1], labels=["SepalLength","SepalWidth","PetalLength","PetalWidth"]);
classifier(new_sample);
# the Calling Sequence's other forms: a Matrix and a list
classifier(Matrix([[4.9, 3.1, 1.5, 0.1], [6.9, 3.1, 5.4, 2.1]]));
classifier([4.9, 3.1, 1.5]);
