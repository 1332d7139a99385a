# Lists and sets from Maple's library (issue 11); the expected values come from Maple's
# help pages (cited per block) or exact arithmetic.
# select, remove, selectremove: https://maplesoft.com/support/help/maple/view.aspx?path=select
integers := [seq(i, i = 10 .. 20)];
select(type, integers, even);
remove(type, integers, even);
selectremove(x -> x > 15, integers);
select(type, {1, x, 2.5, 7}, integer);
selectremove(type, x + 2*y + 3, integer);
select(x -> x, [1]);
# member: https://maplesoft.com/support/help/view.aspx?path=member
member(y, {x, y, z});
member(x*y, {x*y, w+u, y});
member(w, [x, y, w, u], 'k');
k;
member(1, [1.0, 2]);
pos := proc(x, L) local p; if member(x, L, 'p') then p else 0 end if end proc:
pos(c, [a, b, c]), pos(d, [a, b, c]);
# sort: https://maplesoft.com/support/help/view.aspx?path=sort
data := [1, 4, 3, 8, 5];
sort(data);
sort(data, `>`);
sort(data, (a, b) -> a > b);
sort([Jan, Feb, Mar, Apr, May, Jun]);
sort(["pear", "apple", "fig"]);
sort([[Jan, 32], [Feb, 83], [Mar, 45], [Apr, 98]], (a, b) -> a[2] < b[2]);
sort(Vector[row]([3.5, 1, 2/3]));
sort([30, 10, 20], output = [sorted, permutation]);
# zip: https://maplesoft.com/support/help/view.aspx?path=zip
zip((x, y) -> x + y, [1, 2, 3], [4, 5, 6]);
zip((x, y) -> x*y, [1, 2, 3], [4, 5, 6, 7]);
zip((x, y) -> x + y, [1, 2], [a, b, c], 0);
zip((x, y) -> [x, y], 0, [1, 2]);
# numelems: https://www.maplesoft.com/support/help/Maple/view.aspx?path=numelems
numelems([1, [2, 3, 4, 5, 6], [7, 8, 9, 10, 11]]);
numelems(Matrix(2, 3));
numelems("mapletape");
# convert to `+` and `*`: https://www.maplesoft.com/support/help/view.aspx?path=convert/arithop
convert(f(a, b, c), `+`);
convert(sin(x) + y - x, `*`);
convert([seq(i, i = 1 .. 10)], `+`), convert([seq(i, i = 1 .. 10)], `*`);
# max and min search lists and sets
max([3, 1/2, 2.5]), min({4, -1, 7}), max(1, [2, 7], {3});
# ListTools: https://maplesoft.com/support/help/maple/view.aspx?path=ListTools%2FReverse
with(ListTools);
L := [seq(i, i = 1 .. 10)];
R := Reverse(L);
R[7];
# https://www.maplesoft.com/support/help/view.aspx?path=ListTools/Flatten
Flatten([[1, 2], [3, [4, 5]], 6]);
Flatten([[1, 2], [3, [4, 5]], 6], 1);
# https://maplesoft.com/support/help/Maple/view.aspx?path=ListTools%2FEnumerate
Enumerate([0., 0.84, 0.91, 0.14]);
Enumerate([0., 0.84, 0.91, 0.14], 0);
ListTools:-Reverse([a, b]), ListTools[Flatten]([[a], [[b]]]);
Reverse(5);
