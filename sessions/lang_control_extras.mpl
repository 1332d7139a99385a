# if as an expression (Maple 2019), break n, a top-level return, and loop exits
x := -3:
y := if x < 0 then -x else x end if;
2 * if x > 0 then 1 elif x = -3 then 5 else 0 end if;
sgn := t -> if t < 0 then -1 elif t = 0 then 0 else 1 end if:
map(sgn, [-2, 0, 7]);
for i to 3 do
    for j to 3 do
        if j = 2 then break 2 end if;
        print(i, j)
    end do
end do;
i, j;
for k to 5 do if k = 3 then return k end if; print(k) end do;
k;
f := proc() break end proc:
for k to 3 do f() end do;
