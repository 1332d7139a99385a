# Source: Maple help page DeepLearning/CategoricalColumn,
# https://www.maplesoft.com/support/help/maple/view.aspx?path=DeepLearning/CategoricalColumn
# The stored copy of the page breaks off in its Details, before its Examples: the columns
# below are ours, built as its Calling Sequence CategoricalColumn(key, categories, opts)
# says (categories a list of strings or integers; datatype one of integer[4], integer[8],
# string). Their displays are "Feature Column" over TensorFlow's own repr of
# tf.feature_column.categorical_column_with_vocabulary_list (the page: "The implementation
# of CategoricalColumn uses the tf.feature_column.categorical_column_with_vocabulary_list
# command"), as the FeatureColumn page shows for a NumericColumn; they are checked against
# TensorFlow in tests/test_dlestimators.py. Without a datatype, TensorFlow infers it from
# the categories (tf.string for strings, tf.int64 for integers).
with(DeepLearning):
cc := CategoricalColumn("Species", ["setosa", "versicolor", "virginica"]);
CategoricalColumn("Species", ["setosa", "versicolor", "virginica"], datatype = string);
CategoricalColumn("Petals", [3, 4, 5], datatype = integer[4]);
CategoricalColumn("Petals", [3, 4, 5], datatype = integer[8]);
CategoricalColumn("Petals", [3, 4, 5]);
type(cc, FeatureColumn);
