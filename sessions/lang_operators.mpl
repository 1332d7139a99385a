# relations, logic, set operators, $, @, ditto
a = b;
2 < 3;
evalb(2 < 3);
evalb(a = a);
not a = b;
true and false or true;
true xor true;
false implies true;
1 < 2 and 3 < 2;
{1, 2} union {2, 3};
{1, 2, 3} minus {2};
{1, 2} intersect {2, 3};
{1} subset {1, 2};
evalb(2 in [1, 2, 3]);
x $ 3;
i^2 $ i = 1 .. 5;
$ 2 .. 5;
(f@g)(x);
sq := t -> t^2:
(sq@@3)(2);
3 - 8: 5 + 1: 7 - 5: 14 + 1:
%%%;
%%;
%;
x := 3:
x := 'x';
x;
y := 5:
y += 1;
`if`(1 < 2, "yes", 1/0);
`+`(1, 2, 3), `*`(2, 3), `^`(2, 10);
`=`(lhs, rhs);
