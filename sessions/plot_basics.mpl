# Plots in a terminal: Maple's help pages plot, plots/pointplot, plots/display and
# plot/structure. Text-mode Maple draws a shown plot with its char device (help page
# plot/device: "a drawing using ASCII characters"). The one sample of it found (Rosetta
# Code, Pentagram, Maple) draws lines with capital letters; the rest of the character
# layout here (axes of - | +, round ticks, labels) is our reading of it, a guess in its
# details (see mapletape/display/charplot.py).
p := plot(x^2, x = -2..2, title = "x squared"):
p;
# a plot is the PLOT structure, an unevaluated function call (help page plot/structure)
op(0, p);
nops(p);
op(2, p);
op(3, p);
q := plots:-pointplot([[-1, 1], [0, 2], [1, 3.5]], symbol = box):
lprint(q);
with(plots):
display(p, q, title = "a curve and three points", labels = ["x", "y"]);
listplot([3, 1, 4, 1, 5, 9, 2, 6], style = pointline);
plot([sin(x), cos(x)], x = 0..2*Pi, legend = ["sin", "cos"]);
# the view option clips what lies outside it
plot(1/x, x = -1..1, view = [-1..1, -5..5]);
# axes = none: the lines alone, as in the Rosetta Code sample
plot([cos(t), sin(t), t = 0..2*Pi], axes = none);
plot(x^2, x = 0..1, style = dots);
