# Source: Maple help page DeepLearning/NumericColumn,
# https://www.maplesoft.com/support/help/addons/view.aspx?path=DeepLearning/NumericColumn
# The stored copy of the page breaks off at the start of its Examples ("Define a featur"),
# before any input or output. Its example is taken to be the FeatureColumn page's, which
# begins with the same words (https://www.maplesoft.com/support/help/Maple/view.aspx?path=
# DeepLearning%2FFeatureColumn): fc := NumericColumn("SepalLength", shape = [1],
# datatype = float[8]) is "Feature Column" over NumericColumn(key='SepalLength',
# shape=(1,), default_value=None, dtype=tf.float64, normalizer_fn=None).
# The other columns follow the page's Options: datatype one of integer[4], integer[8],
# float[4], float[8]; shape [1] for a scalar and [3, 3] for a 3x3 Matrix. Their displays
# are TensorFlow's own reprs of tf.feature_column.numeric_column (the page: "The
# implementation of NumericColumn uses the tf.feature_column.numeric_column function"),
# checked against TensorFlow in tests/test_dlestimators.py. The default datatype
# (float[4], tf.float32) and shape ((1,)) are TensorFlow's defaults; the page names none.
with(DeepLearning):
fc := NumericColumn("SepalLength", shape = [1], datatype = float[8]);
NumericColumn("PetalWidth", datatype = float[4]);
NumericColumn("Count", datatype = integer[4]);
NumericColumn("Count", datatype = integer[8]);
NumericColumn("Pixels", shape = [3, 3], datatype = float[8]);
NumericColumn("SepalLength");
type(fc, FeatureColumn);
