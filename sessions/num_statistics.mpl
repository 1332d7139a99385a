# Statistics on data samples. Source: Maple help pages Statistics/Mean, Statistics/Median,
# Statistics/Variance, Statistics/StandardDeviation, Statistics/Quantile, Statistics/Mode,
# Statistics/Covariance, Statistics/Correlation (maplesoft.com/support/help/view.aspx?path=
# Statistics%2FMean and so on): "all computations involving data are performed in
# floating-point", so every result is a float, for exact data too; a Matrix gives the
# statistic of each column. The values are exact arithmetic: the mean of 1..4 is 5/2, its
# unbiased variance 5/3, Quantile is Maple's default method (Hyndman and Fan's definition 8).
with(Statistics):
A := [1, 2, 3, 4]:
Mean(A);
Median(A);
Variance(A);
StandardDeviation([2, 4, 4, 4, 5, 5, 7, 9]);
Mode([1, 2, 2, 3]);
Quantile([1, 2, 3, 4, 5], 1/2);
Percentile([1, 2, 3, 4, 5], 50);
Range([3, 1, 4, 1, 5]);
Moment(A, 2);
CentralMoment(A, 2);
Covariance([1, 2, 3], [2, 4, 7]);
Correlation([1, 2, 3], [2, 4, 6]);
Mean(Matrix([[1, 2], [3, 4], [5, 9]]));
Mean(Vector([1.5, 2.5]));
Mean(<1, 2, x>);
# Histogram (help page Statistics/Histogram) is a plot: here drawn, as any plot in a
# transcript, by mapletape's character plot device; the bars of 1, 2, 2, 3, 3, 3 in three bins
# of 1 .. 3 have heights 1, 2 and 3.
Histogram([1, 2, 2, 3, 3, 3], bincount = 3);
