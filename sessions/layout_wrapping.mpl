# Results wider than the screen are broken into blocks; long numbers end lines with a backslash.
# 100!: Maple prints 78 digits and a backslash, then the rest flush left (as issue 25 reports
# Maple's own output).
seq(i^2, i = 1 .. 40);
L := [seq(10*i, i = 1 .. 30)];
add(x^i/i, i = 1 .. 14);
100!;
interface(screenwidth = 40);
[seq(i, i = 1 .. 20)];
x^2 + 2*x;
interface(prettyprint = 0):
[seq(i^3, i = 1 .. 25)];
2^300;
interface(prettyprint = 1, screenwidth = 79):
error "a long message that has to be wrapped at the screen width because it goes on: %1", [seq(i, i = 1 .. 12)];
