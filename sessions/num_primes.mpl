# Primes: ithprime, nextprime, prevprime, isprime.
# Source: Maple help pages "ithprime" (maplesoft.com/support/help/view.aspx?path=ithprime),
# "nextprime" (path=nextprime, its examples 1-8 and the error of prevprime(2)), "isprime"
# (path=isprime) and "Number Theory: Prime Numbers" (path=examples/NumberTheory/PrimeNumbers).
ithprime(10);
seq(ithprime(i), i = 1 .. 10);
nextprime(1);
nextprime(0);
prevprime(2);
nextprime(25);
prevprime(3);
prevprime(25);
nextprime(31243);
prevprime(2338714);
nextprime(2^6);
isprime(1);
isprime(2);
isprime(17);
isprime(21);
isprime(11! + 1);
isprime(28);
isprime(29);
