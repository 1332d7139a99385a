# Delimiters grow around quotients
f(x/y);
(x/y)!;
[x/y, z];
{x/y, 2};
abs(x/y);
(x + 1/y)^n;
# Logical operators parenthesize by their own precedence
a and not b;
a or b and c;
(a or b) and c;
h := x -> (x, x^2);
# Long results break at commas, before + and -, and between factors, never inside (x + 10)
[seq(1/(x + i), i = 1 .. 12)];
mul(x + i, i = 1 .. 30);
