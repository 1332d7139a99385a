# The combinat package: each statement is an example of its command's Maple help page,
# maplesoft.com/support/help/view.aspx?path=combinat/NAME (choose, numbcomb, permute,
# numbperm, partition, numbpart, powerset, numbcomp, fibonacci); the binomial
# coefficients are exact arithmetic (help page binomial: n!/(r! (n-r)!), and for a negative
# n the limit of the GAMMA quotient).
with(combinat):
choose(3, 2);
choose({a, b, c});
choose([a, b, b, c], 2);
choose([a, a, b]);
numbcomb(3, 2);
numbcomb([a, a, b]);
numbcomb({a, b, c});
permute(3);
permute(3, 2);
permute([a, b]);
permute({a, b});
permute([a, a, b], 2);
numbperm(3);
numbperm(3, 2);
numbperm([a, b]);
numbperm({a, b, c}, 2);
numbperm([a, a, b], 2);
partition(3);
partition(6, 3);
numbpart(5);
partition(5);
numbpart(6, 3);
powerset(3);
powerset({a, b});
powerset([a, a, b]);
numbcomp(7, 3);
numbcomp(5, 4);
fibonacci(5);
seq(fibonacci(i), i = 0 .. 10);
seq(fibonacci(i), i = -10 .. 0);
seq(fibonacci(i, x), i = 1 .. 5);
binomial(5, 2);
binomial(-3, 2);
binomial(1/2, 2);
binomial(n, 2);
