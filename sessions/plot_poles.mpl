# Plots with a pole. Maple's smartview option (default true, since Maple 16) chooses the
# vertical view "to reduce the vertical range where the plot data grows so rapidly that
# details for smaller values are obscured" (MaplePrimes, Dave H of Maplesoft, 2012-06-05);
# its heuristics are not published, ours are in mapletape/values/plot.py (smart_range).
# A curve is not joined across a pole (help page plot/discont: "an inappropriate connecting
# of neighboring points over the discontinuity").
p := plot(1/x, x = -1..1):
op(3, p);
p;
plot(tan(x), x = -Pi..Pi, discont = true);
# smartview = false shows every value: the curve is flat against the axis
q := plot(1/x, x = -1..1, smartview = false):
op(3, q);
q;
# an explicit view wins, and a plain x^2 keeps its own range
op(3, plot(1/x, x = -1..1, view = [-1..1, -2..2]));
op(3, plot(x^2, x = -1..1));
plot(1/x, x = -1..1, smartview = 3);
