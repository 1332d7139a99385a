# Procedures print back in Maple's own layout, not as typed.
f := proc(x) x^2 end proc;
g := proc(n::integer, m := 2)  local  k ;k:=n*m+1 ;k end proc;
sq := x -> x^2 + 1;
h := (x, y) -> x*sin(y)/2;
fact := proc(n::nonnegint) if n < 2 then 1 else n*fact(n - 1) end if end proc;
fact(10);
total := proc(L::list) local s, x; s := 0; for x in L do if x < 0 then next end if; s := s + x end do; s end proc;
total([1, -2, 3]);
safe := proc(a) try 1/a catch "numeric exception": infinity finally print("done") end try end proc;
safe(0);
print(f);
lprint(sq);
