# exact integers and rationals, software floats under Digits
2^100;
30!;
-7/14;
1/3 + 1/6;
(2/3)^(-2);
4^(1/2), 8^(2/3);
3.0*5.0;
0.1 + 0.2;
2.;
.5;
1e-3;
1.5e3;
1 - 1.0;
evalf(1/3);
evalf(2/3, 5);
Digits := 20;
evalf(1/3);
1.0/7;
Digits := 10:
1.0/7;
-3 mod 5;
(3*y + 5) mod 3;
1/2 mod 5;
5!;
1/0;
0^0;
short := proc(x) Digits := 5; evalf(x) end proc:
short(1/7), evalf(1/7);
Digits;
