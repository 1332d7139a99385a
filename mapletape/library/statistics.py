"""The Statistics package on data samples: Mean, Median, Variance, StandardDeviation, Mode,
Quantile, Percentile, Quartile, Range, Moment, CentralMoment, Covariance, Correlation, Sample
from a few distributions, and Histogram as a plot. As Maple's help pages (Statistics/Mean
and the others) say, "all computations involving data are performed in floating-point":
every result is a hardware float, also for exact data. A Matrix data set gives a row Vector
of the results for its columns."""
from __future__ import annotations

import math

import numpy as np

from ..display.lineprint import lprint
from ..errors import MapleError
from ..limits import check_size
from ..values import core as v
from ..values import numbers as num
from ..values.rtable import Rtable
from .basic import to_float
from .registry import builtin, expect_count, split_options

EXPORTS: dict = {}
PACKAGE = "Statistics"
# the distributions Sample draws from, with their numbers of parameters (help page
# Statistics/Distributions; Exponential(b) has mean b). As in Maple, they are no exports:
# Normal(0, 1) is an unevaluated call that Sample and RandomVariable read
DISTRIBUTIONS = {"Normal": 2, "Uniform": 2, "Exponential": 1, "DiscreteUniform": 2,
                 "Bernoulli": 1, "Binomial": 2, "Poisson": 1}


def _export(name: str):
    return builtin(name, table=EXPORTS, module=PACKAGE)


def _qualified(name: str) -> str:
    return f"{PACKAGE}:-{name}"


def _real(value, name: str) -> float:
    """A data value as a hardware float; Maple's error for one that is no real constant."""
    x = value if num.is_number(value) else to_float(value, 15)
    if not num.is_number(x) or isinstance(x, complex):
        raise MapleError(f"invalid input: the data must be of type realcons, but received "
                         f"{lprint(value)}", procname=_qualified(name))
    return float(x)


def _is_distribution(value) -> bool:
    return (isinstance(value, v.Function) and isinstance(value.head, v.Name)
            and value.head.name in DISTRIBUTIONS)


def _columns(value, name: str) -> tuple[list[np.ndarray], bool]:
    """The data set's samples as float arrays: one for a list, Vector or 1-D Array, one per
    column of a Matrix (the second result is True then)."""
    if isinstance(value, (v.MList, v.MSet)):
        return [np.array([_real(x, name) for x in value.items], dtype=float)], False
    if isinstance(value, Rtable):
        data = value.data
        if value.kind == "Matrix":
            return [np.array([_real(x, name) for x in data[:, j]], dtype=float)
                    for j in range(data.shape[1])], True
        if data.ndim == 1:
            return [np.array([_real(x, name) for x in data], dtype=float)], False
    raise MapleError(f"invalid input: {_qualified(name)} expects its 1st argument, A, to be a "
                     f"data set (a list, Vector or Matrix), but received {lprint(value)}")


def _per_column(name: str, value, statistic):
    """statistic(sample) for a data set; a row Vector of them for a Matrix's columns."""
    samples, by_column = _columns(value, name)
    results = [statistic(s) for s in samples]
    if by_column:
        return Rtable(np.array(results, dtype=float), "Vector[row]", "float[8]")
    return results[0]


def _random_variable(ev, name: str, args):
    """What a statistic of a distribution or random variable gives here: a warning and the
    call unevaluated, as for any command mapletape lacks."""
    ev.host.warning(f"{_qualified(name)} of a distribution or random variable is not "
                    f"available in mapletape")
    return v.Function(v.Name(name), tuple(args))


def _statistic(name: str, statistic, help_text: str, low: int = 1, high: int = 1):
    """Register Statistics:-name(A, ...): statistic(sample, *rest) on each sample of A."""
    def fn(ev, args):
        positional, options = split_options(args, _qualified(name), {"ignore": v.FALSE})
        expect_count(positional, _qualified(name), low, high)
        if _is_distribution(positional[0]):
            return _random_variable(ev, name, args)
        ignore = options["ignore"] == v.TRUE
        rest = positional[1:]

        def run(sample):
            if ignore:
                sample = sample[~np.isnan(sample)]
            return statistic(name, sample, *rest)
        return _per_column(name, positional[0], run)
    fn.__doc__ = help_text
    _export(name)(fn)


def _nonempty(name: str, sample: np.ndarray) -> np.ndarray:
    if len(sample) == 0:
        raise MapleError("invalid input: the data sample is empty", procname=_qualified(name))
    return sample


def _mean(name, sample) -> float:
    return float(np.mean(_nonempty(name, sample)))


def _variance(name, sample) -> float:
    if len(_nonempty(name, sample)) < 2:
        return 0.0 if len(sample) == 1 else math.nan
    return float(np.var(sample, ddof=1))


def _probability(name: str, p) -> float:
    x = _real(p, name)
    if not 0 <= x <= 1:
        raise MapleError(f"invalid input: the probability must be between 0 and 1, but received "
                         f"{lprint(p)}", procname=_qualified(name))
    return x


def quantile(sample: np.ndarray, p: float) -> float:
    """Maple's default sample quantile, method 7 of the help page Statistics/Quantile, which
    is Hyndman and Fan's definition 8 (median-unbiased; Accord.NET's QuantileMethod page
    lists Maple's methods against R's): the order statistic at h = (n + 1/3) p + 1/3,
    interpolated linearly and clamped to the data."""
    x = np.sort(sample)
    n = len(x)
    h = min(max((n + 1 / 3) * p + 1 / 3, 1.0), float(n))
    low = math.floor(h)
    if low >= n:
        return float(x[-1])
    return float(x[low - 1] + (h - low) * (x[low] - x[low - 1]))


def _quantile(name, sample, p) -> float:
    return quantile(_nonempty(name, sample), _probability(name, p))


def _scaled_quantile(scale: int):
    def statistic(name, sample, q):
        x = _real(q, name)
        if not 0 <= x <= scale:
            raise MapleError(f"invalid input: the 2nd argument must be between 0 and {scale}, "
                             f"but received {lprint(q)}", procname=_qualified(name))
        return quantile(_nonempty(name, sample), x / scale)
    return statistic


def _median(name, sample) -> float:
    return float(np.median(_nonempty(name, sample)))


def _mode(name, sample):
    """The most frequent value; several of them as a sequence, smallest first."""
    values, counts = np.unique(_nonempty(name, sample), return_counts=True)
    modes = [float(x) for x in values[counts == counts.max()]]
    return v.make_seq(modes)


def _moment(name, sample, order, *origin):
    k = _order(name, order)
    centre = _real(origin[0], name) if origin else 0.0
    return float(np.mean((_nonempty(name, sample) - centre) ** k))


def _central_moment(name, sample, order):
    k = _order(name, order)
    sample = _nonempty(name, sample)
    return float(np.mean((sample - sample.mean()) ** k))


def _order(name: str, order) -> int:
    if not isinstance(order, int) or order < 0:
        raise MapleError(f"invalid input: {_qualified(name)} expects its 2nd argument, n, to be "
                         f"of type nonnegint, but received {lprint(order)}")
    return order


_statistic("Mean", _mean, """Statistics:-Mean(A): the arithmetic mean of the data A (a list,
    Vector or Matrix, whose columns are samples), as a float: Mean([1, 2, 3, 4]) is 2.5.
    ignore = true leaves out undefined values.""")
_statistic("Median", _median, """Statistics:-Median(A): the median of the data A, the middle
    value or the mean of the two middle values: Median([1, 3, 2, 4]) is 2.5.""")
_statistic("Variance", _variance, """Statistics:-Variance(A): the unbiased sample variance of
    the data A, sum((x - Mean(A))^2)/(n - 1): Variance([1, 2, 3, 4]) is 1.66666666666667.""")
_statistic("StandardDeviation", lambda name, s: math.sqrt(_variance(name, s)),
           """Statistics:-StandardDeviation(A): the square root of Variance(A), the sample
    standard deviation: StandardDeviation([2, 4, 4, 4, 5, 5, 7, 9]) is 2.1380899352994.""")
_statistic("Mode", _mode, """Statistics:-Mode(A): the most frequent value of the data A:
    Mode([1, 2, 2, 3]) is 2.; several equally frequent ones come as a sequence, smallest
    first.""")
_statistic("Quantile", _quantile, """Statistics:-Quantile(A, p): the p-th quantile of the data
    A, 0 <= p <= 1, by Maple's default method (Hyndman and Fan's definition 8):
    Quantile([1, 2, 3, 4, 5], 1/2) is 3.""", 2, 2)
_statistic("Percentile", _scaled_quantile(100), """Statistics:-Percentile(A, p): the p-th
    percentile of the data A, Quantile(A, p/100).""", 2, 2)
_statistic("Quartile", _scaled_quantile(4), """Statistics:-Quartile(A, q): the q-th quartile of
    the data A, Quantile(A, q/4).""", 2, 2)
_statistic("Decile", _scaled_quantile(10), """Statistics:-Decile(A, d): the d-th decile of the
    data A, Quantile(A, d/10).""", 2, 2)
_statistic("Range", lambda name, s: float(np.ptp(_nonempty(name, s))),
           """Statistics:-Range(A): the largest value of the data A minus its smallest:
    Range([3, 1, 4, 1, 5]) is 4.""")
_statistic("Moment", _moment, """Statistics:-Moment(A, n): the n-th moment of the data A about
    the origin, the mean of x^n; Moment(A, n, c) about c.""", 2, 3)
_statistic("CentralMoment", _central_moment, """Statistics:-CentralMoment(A, n): the n-th
    moment of the data A about its mean, the mean of (x - Mean(A))^n.""", 2, 2)
_statistic("Count", lambda name, s: float(len(s)), """Statistics:-Count(A): the number of
    values in the data A, as a float.""")


def _pair(ev, name: str, args):
    expect_count(args, _qualified(name), 2)
    if any(_is_distribution(a) for a in args):
        return None
    (x,), _ = _columns(args[0], name)
    (y,), _ = _columns(args[1], name)
    if len(x) != len(y):
        raise MapleError(f"invalid input: {_qualified(name)} expects two data samples of the "
                         f"same size, but received sizes {len(x)} and {len(y)}")
    if len(x) < 2:
        raise MapleError(f"invalid input: {_qualified(name)} needs at least two values in each "
                         f"data sample")
    return x, y


@_export("Covariance")
def covariance(ev, args):
    """Statistics:-Covariance(A, B): the unbiased sample covariance of the data samples A and
    B of one size, sum((a - Mean(A)) (b - Mean(B)))/(n - 1):
    Covariance([1, 2, 3], [2, 4, 7]) is 2.5."""
    pair = _pair(ev, "Covariance", args)
    if pair is None:
        return _random_variable(ev, "Covariance", args)
    return float(np.cov(pair[0], pair[1], ddof=1)[0, 1])


@_export("Correlation")
def correlation(ev, args):
    """Statistics:-Correlation(A, B): Pearson's correlation coefficient of the data samples
    A and B, Covariance(A, B)/(StandardDeviation(A) StandardDeviation(B)):
    Correlation([1, 2, 3], [2, 4, 6]) is 1."""
    pair = _pair(ev, "Correlation", args)
    if pair is None:
        return _random_variable(ev, "Correlation", args)
    x, y = pair
    spread = math.sqrt(np.sum((x - x.mean()) ** 2) * np.sum((y - y.mean()) ** 2))
    if spread == 0:
        return math.nan                         # a constant sample correlates with nothing
    return float(np.sum((x - x.mean()) * (y - y.mean())) / spread)


# ---------------------------------------------------------------- distributions and samples

def _draw(rng, distribution: v.Function, count: int) -> list:
    name = distribution.head.name
    params = [_real(p, "Sample") for p in distribution.args]
    if len(params) != DISTRIBUTIONS[name]:
        raise MapleError(f"invalid input: the distribution {lprint(distribution)} expects "
                         f"{DISTRIBUTIONS[name]} parameters", procname=_qualified("Sample"))
    if name == "Normal":
        return [rng.gauss(params[0], params[1]) for _ in range(count)]
    if name == "Uniform":
        return [rng.uniform(params[0], params[1]) for _ in range(count)]
    if name == "Exponential":
        return [rng.expovariate(1 / params[0]) for _ in range(count)]
    if name == "DiscreteUniform":
        return [float(rng.randint(int(params[0]), int(params[1]))) for _ in range(count)]
    if name == "Bernoulli":
        return [float(rng.random() < params[0]) for _ in range(count)]
    if name == "Binomial":
        return [float(rng.binomialvariate(int(params[0]), params[1])) for _ in range(count)]
    return [float(_poisson(rng, params[0])) for _ in range(count)]


def _poisson(rng, rate: float) -> int:
    """Knuth's multiplication method: fine for the small rates a worksheet samples."""
    limit, k, product = math.exp(-rate), 0, rng.random()
    while product > limit:
        k += 1
        product *= rng.random()
    return k


@_export("Sample")
def sample(ev, args):
    """Statistics:-Sample(X, n): a row Vector of n random values drawn from the distribution
    X: Normal(mu, sigma), Uniform(a, b), Exponential(b) (mean b), DiscreteUniform(a, b),
    Bernoulli(p), Binomial(n, p) or Poisson(lambda), with the generator that rand and
    randomize use (so not Maple's own numbers). RandomVariable(X) is X here."""
    from .randomtools import generator
    expect_count(args, _qualified("Sample"), 2)
    distribution, count = args
    if not _is_distribution(distribution):
        raise MapleError(f"invalid input: {_qualified('Sample')} expects its 1st argument to be "
                         f"a distribution such as Normal(0, 1), but received "
                         f"{lprint(distribution)}")
    if not isinstance(count, int) or count < 0:
        raise MapleError(f"invalid input: {_qualified('Sample')} expects its 2nd argument, n, "
                         f"to be of type nonnegint, but received {lprint(count)}")
    check_size(ev.host, count, _qualified("Sample"))
    values = _draw(generator(ev), distribution, count)
    return Rtable(np.array(values, dtype=float), "Vector[row]", "float[8]")


@_export("RandomVariable")
def random_variable(ev, args):
    """Statistics:-RandomVariable(X): here the distribution X itself, so that
    Sample(RandomVariable(Normal(0, 1)), 5) works."""
    expect_count(args, _qualified("RandomVariable"), 1)
    if not _is_distribution(args[0]):
        raise MapleError(f"invalid input: {_qualified('RandomVariable')} expects a "
                         f"distribution, but received {lprint(args[0])}")
    return args[0]


# ---------------------------------------------------------------- Histogram

def histogram_counts(sample: np.ndarray, bins: int, low: float, high: float) -> np.ndarray:
    """How many values fall in each of `bins` equal bins of low .. high (the last closed)."""
    counts, _ = np.histogram(sample, bins=bins, range=(low, high))
    return counts


@_export("Histogram")
def histogram(ev, args):
    """Statistics:-Histogram(A, bincount = n, frequencyscale = relative or absolute): a
    histogram of the data A, drawn as the outline of its bars: bar k spans the k-th of n
    equal bins of min(A) .. max(A) and its height is the bin's count (absolute, the default
    here) or the count divided by the size and the bin width (relative, so that the bars'
    area is 1). Without bincount, n is the square root of the size, at least 5 (mapletape's
    choice). Other options as for plot (title, color, labels, ...)."""
    from . import plots
    name = _qualified("Histogram")
    allowed = dict(plots.OPTIONS, bincount=None, frequencyscale=v.Name("absolute"))
    positional, options = plots._options(name, args, allowed)
    expect_count(positional, name, 1)
    (data,), _ = _columns(positional[0], "Histogram")
    if len(data) == 0:
        raise MapleError("invalid input: the data sample is empty", procname=name)
    bins = options.pop("bincount", None)
    if bins is None:
        bins = max(5, round(math.sqrt(len(data))))
    if not isinstance(bins, int) or bins <= 0:
        raise MapleError(f"invalid input: the bincount option must be a positive integer, but "
                         f"received {lprint(bins)}", procname=name)
    check_size(ev.host, bins * 5, name)
    scale = options.pop("frequencyscale", v.Name("absolute"))
    if scale not in (v.Name("absolute"), v.Name("relative")):
        raise MapleError(f"invalid input: the frequencyscale option must be absolute or "
                         f"relative, but received {lprint(scale)}", procname=name)
    low, high = float(data.min()), float(data.max())
    if low == high:
        low, high = low - 0.5, high + 0.5
    heights = histogram_counts(data, bins, low, high).astype(float)
    width = (high - low) / bins
    if scale == v.Name("relative"):
        heights /= len(data) * width
    edges = low + width * np.arange(bins + 1)
    outline = [(edges[0], 0.0)]
    for k, h in enumerate(heights):
        outline += [(edges[k], h), (edges[k + 1], h), (edges[k + 1], 0.0)]
    return plots._build("CURVES", [np.array(outline, dtype=float)], options, name)


def package() -> v.Module:
    return v.Module(PACKAGE, dict(EXPORTS), package=True)

