# Source: Maple help page DeepLearning/FeatureColumn,
# https://www.maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FFeatureColumn
# (its one example; the page prints fc as "Feature Column" over
# NumericColumn(key='SepalLength', shape=(1,), default_value=None, dtype=tf.float64,
# normalizer_fn=None)). The page's flattened text drops brackets: shape=1 is shape=[1],
# float8 is float[8].
with(DeepLearning):
fc := NumericColumn("SepalLength", shape = [1], datatype = float[8]);
