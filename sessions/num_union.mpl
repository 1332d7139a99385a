# union and intersect with a symbolic operand. Source: Maple help page union
# (maplesoft.com/support/help/view.aspx?path=union): union and intersect are "associative,
# commutative, n-ary operators", and "the union of {1,2,3} and S returns unevaluated"; its
# example {3,4} union a union {3,7} (the same as `union`({3,4}, a, {3,7})) combines the
# sets into one, a union {3, 4, 7}.
{3, 4} union a union {3, 7};
`union`({3, 4}, a, {3, 7});
{1, 2} intersect a intersect {2, 3};
{} union a;
{1, 2} minus a;
{1, 2, 3} union S;
