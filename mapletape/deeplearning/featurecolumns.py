"""Feature columns (Maple 2018): NumericColumn, BucketizedColumn and CategoricalColumn, made
by tf.feature_column as their help pages say, and the Keras preprocessing that turns an
Estimator's data into the dense inputs of its networks."""
from __future__ import annotations

import math

import numpy as np

from ..display.lineprint import lprint
from ..errors import MapleError
from ..library.registry import expect_count, split_options
from ..limits import check_size
from ..values import core as v
from ..values import numbers as num
from ..values.dataframe import data_container
from ..values.rtable import Rtable
from .datatypes import tf_dtype
from .commands import command
from .tf import tensorflow

# the datatypes each help page lists for its datatype option
NUMERIC_DATATYPES = ("integer[4]", "integer[8]", "float[4]", "float[8]")
CATEGORICAL_DATATYPES = ("integer[4]", "integer[8]", "string")


class FeatureColumn(v.MapleObject):
    """A tf.feature_column column. Its display is the help pages': `Feature Column` over
    TensorFlow's repr, e.g. NumericColumn(key='x', shape=(1,), default_value=None,
    dtype=tf.float32, normalizer_fn=None)."""

    def __init__(self, column):
        self.column = column

    @property
    def kind(self) -> str:
        return type(self.column).__name__

    @property
    def base(self):
        """The column whose key names the data: a bucketized column's source."""
        return getattr(self.column, "source_column", self.column)

    @property
    def key(self) -> str:
        return self.base.key

    @property
    def width(self) -> int:
        """Entries of one example's data under this column's key."""
        return math.prod(self.base.shape) if hasattr(self.base, "shape") else 1

    def display_rows(self) -> list[str]:
        return ["Feature Column", repr(self.column)]

    def lprint_form(self) -> str:
        return f"DeepLearning:-FeatureColumn({self.column!r})"

    def maple_type(self) -> list[str]:
        return ["FeatureColumn"]


def _key(value, name: str) -> str:
    text = v.symbol_text(value)
    if not text:
        raise MapleError(f"invalid input: {name} expects its 1st argument, key, to be a "
                         f"nonempty string or name, but received {lprint(value)}")
    return text


def _datatype(value, allowed: tuple, name: str):
    text = lprint(value)
    if text not in allowed:
        raise MapleError(f"invalid input: {name} expects datatype to be one of "
                         f"{', '.join(allowed)}, but received {text}")
    return tf_dtype(text)


@command("NumericColumn")
def numeric_column(ev, args):
    """NumericColumn(key, datatype=float[4], shape=[1]): a feature column for real numerical
    data (integer or floating-point) found under key (a string or name).

    datatype is one of integer[4], integer[8], float[4] or float[8]; shape is the shape of
    one example's data: [1] for a single number, [3, 3] for a 3 x 3 Matrix. Made by
    tf.feature_column.numeric_column, as in Maple."""
    positional, options = split_options(args, "NumericColumn", {
        "datatype": v.Indexed(v.Name("float"), (4,)), "shape": v.MList((1,))})
    expect_count(positional, "NumericColumn", 1)
    key = _key(positional[0], "NumericColumn")
    dtype = _datatype(options["datatype"], NUMERIC_DATATYPES, "NumericColumn")
    shape = options["shape"]
    if not isinstance(shape, v.MList) or not shape.items or not all(
            isinstance(d, int) and not isinstance(d, bool) and d > 0 for d in shape.items):
        raise MapleError(f"invalid input: NumericColumn expects shape to be a list of positive "
                         f"integers, but received {lprint(shape)}")
    check_size(ev.host, math.prod(shape.items), "DeepLearning:-NumericColumn")
    return FeatureColumn(tensorflow().feature_column.numeric_column(
        key, shape=tuple(shape.items), dtype=dtype))


@command("BucketizedColumn")
def bucketized_column(ev, args):
    """BucketizedColumn(fc, boundaries): a feature column that puts the data of the
    NumericColumn fc (of shape [1], or any shape: entry by entry) into the buckets that the
    increasing list of numbers boundaries delimits: boundaries [b1, ..., bn] make the n+1
    buckets (-infinity, b1), [b1, b2), ..., [bn, infinity). Made by
    tf.feature_column.bucketized_column, as in Maple."""
    expect_count(args, "BucketizedColumn", 2)
    fc, boundaries = args
    if not isinstance(fc, FeatureColumn) or fc.kind != "NumericColumn":
        raise MapleError(f"invalid input: BucketizedColumn expects its 1st argument, fc, to be "
                         f"a NumericColumn, but received {lprint(fc)}")
    values = _boundaries(boundaries)
    check_size(ev.host, (len(values) + 1) * fc.width, "DeepLearning:-BucketizedColumn")
    return FeatureColumn(tensorflow().feature_column.bucketized_column(fc.column, values))


def _boundaries(value) -> list:
    """A nonempty, strictly increasing list of real numbers (infinity included); integers
    stay integers, as Maple hands them to TensorFlow (its repr shows them so)."""
    if isinstance(value, v.MList) and value.items:
        numbers = [_extended_real(x) for x in value.items]
        if None not in numbers and all(a < b for a, b in zip(numbers, numbers[1:])):
            return numbers
    raise MapleError(f"invalid input: BucketizedColumn expects its 2nd argument, boundaries, "
                     f"to be a nonempty increasing list of numbers, but received {lprint(value)}")


def _extended_real(x):
    text = lprint(x)
    if text in ("infinity", "-infinity"):
        return math.inf if text == "infinity" else -math.inf
    if isinstance(x, int) and not isinstance(x, bool):
        return x
    if type(x) in num.NUMBER_TYPES:
        try:
            return float(x)
        except (TypeError, ValueError):
            return None
    return None


@command("CategoricalColumn")
def categorical_column(ev, args):
    """CategoricalColumn(key, categories, datatype=...): a feature column for categorical
    data found under key, whose values are taken from the list categories (strings or
    integers, no two equal). A value not among the categories counts as none of them.

    datatype is one of integer[4], integer[8] or string; by default it is string for string
    categories and integer[8] for integer ones (as TensorFlow infers it). Made by
    tf.feature_column.categorical_column_with_vocabulary_list, as in Maple."""
    positional, options = split_options(args, "CategoricalColumn", {"datatype": None})
    expect_count(positional, "CategoricalColumn", 2)
    key = _key(positional[0], "CategoricalColumn")
    categories = positional[1]
    items = categories.items if isinstance(categories, v.MList) else ()
    strings = all(isinstance(c, str) for c in items)
    integers = all(isinstance(c, int) and not isinstance(c, bool) for c in items)
    if not items or not (strings or integers) or len(set(items)) != len(items):
        raise MapleError(f"invalid input: CategoricalColumn expects its 2nd argument, "
                         f"categories, to be a nonempty list of distinct strings or of distinct "
                         f"integers, but received {lprint(categories)}")
    check_size(ev.host, len(items), "DeepLearning:-CategoricalColumn")
    dtype = None
    if options["datatype"] is not None:
        dtype = _datatype(options["datatype"], CATEGORICAL_DATATYPES, "CategoricalColumn")
        if (dtype == tensorflow().string) != strings:
            raise MapleError(f"invalid input: CategoricalColumn expects datatype "
                             f"{lprint(options['datatype'])} to fit the categories "
                             f"{lprint(categories)}")
    return FeatureColumn(tensorflow().feature_column.categorical_column_with_vocabulary_list(
        key, list(items), dtype=dtype))


# ---------------------------------------------------------------- transformation
def sorted_columns(columns: list[FeatureColumn]) -> list[FeatureColumn]:
    """In the order TensorFlow's input_layer and linear_model concatenate them: by name
    (a bucketized column's name is its key with _bucketized)."""
    return sorted(columns, key=lambda c: c.column.name)


def dense_width(columns: list[FeatureColumn]) -> int:
    """Entries of one example's dense input: a number per numeric entry, a one-hot of the
    buckets per bucketized entry, a one-hot of the categories per categorical column."""
    return sum(_column_width(c) for c in columns)


def _column_width(c: FeatureColumn) -> int:
    if c.kind == "NumericColumn":
        return c.width
    if c.kind == "BucketizedColumn":
        return c.width * (len(c.column.boundaries) + 1)
    return len(c.column.vocabulary_list)


class Preprocessing:
    """The dense input of a network for a dict of feature data (key -> numpy array of one
    row per example), on Keras's preprocessing layers: Discretization for buckets and
    StringLookup or IntegerLookup (one-hot) for categories. As TensorFlow's indicator
    column, a category not in the list gives a row of zeros."""

    def __init__(self, columns: list[FeatureColumn]):
        layers = tensorflow().keras.layers
        self.columns = sorted_columns(columns)
        self.width = dense_width(columns)
        self.layers = []
        for c in self.columns:
            if c.kind == "BucketizedColumn":
                self.layers.append(layers.Discretization(bin_boundaries=list(c.column.boundaries)))
            elif c.kind == "VocabularyListCategoricalColumn":
                lookup = layers.StringLookup if c.column.dtype == tensorflow().string \
                    else layers.IntegerLookup
                # one out-of-vocabulary index, first, which __call__ drops
                self.layers.append(lookup(vocabulary=list(c.column.vocabulary_list),
                                          num_oov_indices=1, output_mode="one_hot"))
            else:
                self.layers.append(None)

    def __call__(self, features: dict):
        tf = tensorflow()
        parts = []
        for c, layer in zip(self.columns, self.layers):
            data = features[c.key]
            if c.kind == "NumericColumn":
                parts.append(tf.reshape(tf.cast(data, tf.float32), (-1, c.width)))
            elif c.kind == "BucketizedColumn":
                buckets = layer(tf.reshape(tf.cast(data, tf.float32), (-1, c.width)))
                depth = len(c.column.boundaries) + 1
                parts.append(tf.reshape(tf.one_hot(buckets, depth), (-1, c.width * depth)))
            else:
                parts.append(tf.cast(layer(tf.reshape(data, (-1,)))[:, 1:], tf.float32))
        return tf.concat(parts, axis=1)


def feature_data(columns: list[FeatureColumn], dataset, name: str) -> tuple[dict, int]:
    """The data an Estimator's columns read, from a list or table of `key = data` entries
    (data a list, Vector, Matrix or Array with one entry or row per example) or from a
    Matrix whose columns follow the feature columns' keys in their order (a key of shape
    [k] takes k columns). Returns (key -> numpy array, number of examples)."""
    keys: dict[str, FeatureColumn] = {}
    for c in columns:
        keys.setdefault(c.key, c)
    _refuse_dataframe(dataset, name)
    if isinstance(dataset, Rtable) and len(dataset.shape) == 2:
        return _matrix_features(keys, dataset, name)
    entries = _entries(dataset, name)
    data = {}
    for key, c in keys.items():
        if key not in entries:
            raise MapleError(f"invalid input: {name} expects data for the feature {key!r}, "
                             f"but the dataset has none")
        data[key] = _column_data(c, entries[key], name)
    counts = {len(a) for a in data.values()}
    if len(counts) != 1:
        raise MapleError(f"invalid input: {name} expects as many examples for every feature, "
                         f"but received {', '.join(str(len(a)) for a in data.values())}")
    return data, counts.pop()


def _refuse_dataframe(value, name: str) -> None:
    if data_container(value):
        raise MapleError(f"invalid input: {name} cannot take a {data_container(value)}, which "
                         "mapletape's estimators do not read yet; give the data as a list of key = data "
                         "equations, a table or a Matrix")


def _entries(dataset, name: str) -> dict:
    if isinstance(dataset, v.Table):
        pairs = list(dataset.entries.items())
    elif isinstance(dataset, v.MList) and all(
            isinstance(e, v.Relation) and e.op == "=" for e in dataset.items):
        pairs = [(e.lhs, e.rhs) for e in dataset.items]
    else:
        raise MapleError(f"invalid input: {name} expects the dataset to be a list of "
                         f"key = data equations, a table or a Matrix, but received "
                         f"{lprint(dataset)}")
    entries = {}
    for key, data in pairs:
        text = v.symbol_text(key)
        if text is None:
            raise MapleError(f"invalid input: {name} expects the keys of the dataset to be "
                             f"strings or names, but received {lprint(key)}")
        entries[text] = data
    return entries


def _column_data(c: FeatureColumn, value, name: str) -> np.ndarray:
    """One feature's data: floats for a numeric (or bucketized) column, of shape
    [examples, width]; strings or integers for a categorical one, of shape [examples]."""
    _refuse_dataframe(value, name)
    if type(value) in num.NUMBER_TYPES or isinstance(value, str):      # one example
        value = v.MList((value,))
    if isinstance(value, v.MList):
        entries = [list(x.items) if isinstance(x, v.MList) else x for x in value.items]
    elif isinstance(value, Rtable):
        entries = value.data.tolist()
    else:
        raise MapleError(f"invalid input: {name} expects the data of {c.key!r} to be a list, "
                         f"Vector, Matrix or Array (or one number or string for one example), "
                         f"but received {lprint(value)}")
    if not entries:
        raise MapleError(f"invalid input: {name} expects at least one example")
    if c.kind == "VocabularyListCategoricalColumn":
        strings = c.column.dtype == tensorflow().string
        kind = str if strings else int
        if not all(isinstance(x, kind) and not isinstance(x, bool) for x in entries):
            raise MapleError(f"invalid input: {name} expects the data of {c.key!r} to be a list "
                             f"of {'strings' if strings else 'integers'}")
        return np.array(entries, dtype=object if strings else np.int64)
    try:
        array = np.array([[float(y) for y in (x if isinstance(x, list) else [x])]
                          for x in entries], dtype=np.float64)
    except (TypeError, ValueError):
        array = None
    if array is None or array.ndim != 2 or array.shape[1] != c.width:
        raise MapleError(f"invalid input: {name} expects the data of {c.key!r} to have "
                         f"{c.width} number{'s' if c.width > 1 else ''} per example")
    return array


def _matrix_features(keys: dict, matrix, name: str) -> tuple[dict, int]:
    widths = [c.width for c in keys.values()]
    if matrix.shape[1] != sum(widths):
        raise MapleError(f"invalid input: {name} expects a Matrix with {sum(widths)} columns "
                         f"for the features {', '.join(repr(k) for k in keys)}, but received "
                         f"{matrix.shape[1]}")
    if any(c.kind == "VocabularyListCategoricalColumn" for c in keys.values()):
        raise MapleError(f"invalid input: {name} expects categorical data as key = data "
                         "equations, not in a Matrix")
    try:
        array = np.asarray(matrix.data, dtype=np.float64)
    except (TypeError, ValueError):
        raise MapleError(f"invalid input: {name} expects a Matrix of numbers") from None
    data, start = {}, 0
    for key, width in zip(keys, widths):
        data[key] = array[:, start:start + width]
        start += width
    return data, matrix.shape[0]

