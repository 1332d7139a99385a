# Random numbers: rand, randomize, RandomTools:-Generate, combinat:-randperm and
# Statistics:-Sample. Source: Maple help pages rand (path=rand: rand() is a 12-digit
# nonnegative integer, rand(a..b) and rand(n) return procedures), randomize (path=randomize:
# randomize(n) sets the seed and returns it), RandomTools/Generate and RandomTools/flavor/integer,
# posint, float (ranges and defaults), combinat/randperm and Statistics/Sample. mapletape's
# numbers are not Maple's, so this worksheet shows only what does not depend on them.
randomize(42);
r := rand(1 .. 6):
L := [seq(r(), i = 1 .. 200)]:
evalb(min(L) >= 1 and max(L) <= 6), nops({op(L)});
evalb(0 <= rand() and rand() < 10^12);
d := rand(10):
evalb({seq(d(), i = 1 .. 300)} = {seq(i, i = 0 .. 9)});
randomize(7): a := [seq(r(), i = 1 .. 5)]:
randomize(7): b := [seq(r(), i = 1 .. 5)]:
evalb(a = b);
with(RandomTools):
G := [seq(Generate(integer(range = -3 .. 3)), i = 1 .. 200)]:
evalb(min(G) = -3 and max(G) = 3);
P := Generate(list(posint(range = 10), 10)):
nops(P), evalb(min(P) >= 1 and max(P) <= 10);
f := Generate(float(range = 0 .. 1, digits = 5)):
evalb(0 <= f and f <= 1);
# help page RandomTools/flavor/integer: an empty range "raises an exception" (our words)
Generate(integer(range = 5 .. 1));
sort(combinat:-randperm([p1, p2, p3, p4]));
S := Statistics:-Sample(Normal(0, 1), 5):
numelems(S), evalb(S[1] = S[1] + 0.);
