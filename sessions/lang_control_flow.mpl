# if/elif/else, every loop form, break/next, and printlevel-1 display
x := 5:
if x > 3 then "big" elif x > 1 then "medium" else "small" end if;
if x < 0 then -x else x fi;
for i to 3 do i^2 end do;
for i from 10 by -3 to 1 do i od;
i;
for i from 2 to 6 by 2 do print(i) end do:
for e in [a, b, c] do e end do;
total := 0:
for i while i <= 4 do total := total + i end do:
total;
k := 0;
while k < 3 do k := k + 1 end do;
n := 0: do n := n + 2 until n > 5: n;
for i to 10 do
    if i = 3 then next end if;
    if i > 5 then break end if;
    print(i)
end do;
for i to 2 do for j to 2 do i*j end do end do;
for i to 2 do if i = 2 then "inner" end if end do;
if FAIL then 1 else 2 end if;
