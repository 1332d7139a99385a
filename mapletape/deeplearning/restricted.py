"""The TensorFlow operations restricted mode lets ApplyOperation run, and the arguments it lets
through: a worksheet from others may name any function, and some of TensorFlow's read files
(tf.nn.fixed_unigram_candidate_sampler's vocab_file), call back into Python or reach
TensorFlow's own state, so under `-z` only the functions listed here run, by construction:
a new TensorFlow release adds nothing to this list by itself."""
from __future__ import annotations

import re

# The functions of tf.math, tf.linalg and tf.nn in TensorFlow 2.21 (every one of them a
# numerical function of its Tensor arguments), less those that take a file
# (fixed_unigram_candidate_sampler) or a Python callable (with_space_to_batch's op).
PURE_OPERATIONS = frozenset(
    [f"math.{name}" for name in (
        "abs", "accumulate_n", "acos", "acosh", "add", "add_n", "angle", "approx_max_k",
        "approx_min_k", "argmax", "argmin", "asin", "asinh", "atan", "atan2", "atanh", "bessel_i0",
        "bessel_i0e", "bessel_i1", "bessel_i1e", "betainc", "bincount", "ceil", "confusion_matrix",
        "conj", "cos", "cosh", "count_nonzero", "cumprod", "cumsum", "cumulative_logsumexp",
        "digamma", "divide", "divide_no_nan", "equal", "erf", "erfc", "erfcinv", "erfinv", "exp",
        "expm1", "floor", "floordiv", "floormod", "greater", "greater_equal", "igamma", "igammac",
        "imag", "in_top_k", "invert_permutation", "is_finite", "is_inf", "is_nan",
        "is_non_decreasing", "is_strictly_increasing", "l2_normalize", "lbeta", "less",
        "less_equal", "lgamma", "log", "log1p", "log_sigmoid", "log_softmax", "logical_and",
        "logical_not", "logical_or", "logical_xor", "maximum", "minimum", "mod", "multiply",
        "multiply_no_nan", "ndtri", "negative", "nextafter", "not_equal", "polygamma", "polyval",
        "pow", "real", "reciprocal", "reciprocal_no_nan", "reduce_all", "reduce_any",
        "reduce_euclidean_norm", "reduce_logsumexp", "reduce_max", "reduce_mean", "reduce_min",
        "reduce_prod", "reduce_std", "reduce_sum", "reduce_variance", "rint", "round", "rsqrt",
        "scalar_mul", "segment_max", "segment_mean", "segment_min", "segment_prod", "segment_sum",
        "sigmoid", "sign", "sin", "sinh", "sobol_sample", "softmax", "softplus", "softsign",
        "sqrt", "square", "squared_difference", "subtract", "tan", "tanh", "top_k", "truediv",
        "unsorted_segment_max", "unsorted_segment_mean", "unsorted_segment_min",
        "unsorted_segment_prod", "unsorted_segment_sqrt_n", "unsorted_segment_sum", "xdivy",
        "xlog1py", "xlogy", "zero_fraction", "zeta")]
    + [f"linalg.{name}" for name in (
        "adjoint", "band_part", "banded_triangular_solve", "cholesky", "cholesky_solve", "cross",
        "det", "diag", "diag_part", "eig", "eigh", "eigh_tridiagonal", "eigvals", "eigvalsh",
        "einsum", "expm", "eye", "global_norm", "inv", "l2_normalize", "logdet", "logm", "lstsq",
        "lu", "lu_matrix_inverse", "lu_reconstruct", "lu_solve", "matmul", "matrix_rank",
        "matrix_transpose", "matvec", "norm", "normalize", "pinv", "qr", "set_diag", "slogdet",
        "solve", "sqrtm", "svd", "tensor_diag", "tensor_diag_part", "tensordot", "trace",
        "triangular_solve", "tridiagonal_matmul", "tridiagonal_solve")]
    + [f"nn.{name}" for name in (
        "all_candidate_sampler", "approx_max_k", "approx_min_k", "atrous_conv2d",
        "atrous_conv2d_transpose", "avg_pool", "avg_pool1d", "avg_pool2d", "avg_pool3d",
        "batch_norm_with_global_normalization", "batch_normalization", "bias_add",
        "collapse_repeated", "compute_accidental_hits", "compute_average_loss", "conv1d",
        "conv1d_transpose", "conv2d", "conv2d_transpose", "conv3d", "conv3d_transpose",
        "conv_transpose", "convolution", "crelu", "ctc_beam_search_decoder", "ctc_greedy_decoder",
        "ctc_loss", "ctc_unique_labels", "depth_to_space", "depthwise_conv2d",
        "depthwise_conv2d_backprop_filter", "depthwise_conv2d_backprop_input", "dilation2d",
        "dropout", "elu", "embedding_lookup", "embedding_lookup_sparse", "erosion2d",
        "fractional_avg_pool", "fractional_max_pool", "gelu", "in_top_k", "isotonic_regression",
        "l2_loss", "l2_normalize", "leaky_relu", "learned_unigram_candidate_sampler",
        "local_response_normalization", "log_poisson_loss", "log_softmax", "lrn", "max_pool",
        "max_pool1d", "max_pool2d", "max_pool3d", "max_pool_with_argmax", "moments", "nce_loss",
        "normalize_moments", "pool", "relu", "relu6", "safe_embedding_lookup_sparse",
        "sampled_softmax_loss", "scale_regularization_loss", "selu", "separable_conv2d", "sigmoid",
        "sigmoid_cross_entropy_with_logits", "silu", "softmax",
        "softmax_cross_entropy_with_logits", "softplus", "softsign", "space_to_batch",
        "space_to_depth", "sparse_softmax_cross_entropy_with_logits", "sufficient_statistics",
        "swish", "tanh", "top_k", "weighted_cross_entropy_with_logits", "weighted_moments",
        "zero_fraction")])

# What a string argument may be under -z: a word such as "SAME", "NHWC" or "fro", never a
# path: the listed functions take strings only as such options.
WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,31}")
