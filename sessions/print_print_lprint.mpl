# print shows its arguments as a result would; lprint gives one flush-left line of Maple input.
print(x^2 + 1);
print(a, [b, c], "str");
lprint(x^2 + 1, [b, c], "str");
lprint(1/(x + 1), -x/3, 2*a/(b*c), x^(-2));
lprint(f(x, y), x = 1 .. 10, {3, 1, 2}, `a name`);
lprint(3.0*5.0, 2., .5, evalf(1/3), 10^20);
y := print(7):
y;
interface(prettyprint = 0);
x^2 + 1;
z := 1/(x^4 + 1);
[1, 2, 3], {a};
interface(prettyprint = 1):
z;
