# Source: Maple help page DeepLearning/BucketizedColumn,
# https://www.maplesoft.com/support/help/errors/view.aspx?path=DeepLearning/BucketizedColumn&L=E
# Its first statement, whose output the page prints as "Feature Column" over
# NumericColumn(key='PetalLength', shape=(1,), default_value=None, ...). The stored copy of
# the page breaks off there, before the five buckets' boundaries: the bucketized column of
# the second statement is TensorFlow's own repr (tests/test_dlestimators.py checks it
# against tf.feature_column.bucketized_column), with boundaries of our choosing.
with(DeepLearning):
fc := NumericColumn("PetalLength", shape = [1], datatype = float[8]);
bc := BucketizedColumn(fc, [1, 2, 4, 6]);
