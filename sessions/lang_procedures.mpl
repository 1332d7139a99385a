# procedures: locals, globals, recursion, typed and default parameters, arrows
fact := proc(n::nonnegint) if n <= 1 then 1 else n*fact(n - 1) end if end proc:
fact(25);
fact(-1);
power2 := proc(x, p := 2) x^p end proc:
power2(3), power2(3, 3);
scaled := proc(x, {scale := 1, verbose::truefalse := false})
    if verbose then print("scaling", x) end if;
    scale*x
end proc:
scaled(4), scaled(4, scale = 10);
scaled(4, verbose);
counter := 0:
bump := proc() global counter; counter := counter + 1 end proc:
bump(): bump(): counter;
accumulate := proc(L) s := 0; for t in L do s := s + t end do; s end proc:
accumulate([1, 2, 3, 4]);
s;
first := proc(a, b) a end proc: first(1);
second := proc(a, b) b end proc: second(1);
pair := proc() return nargs, [args] end proc: pair(x, y, z);
nothing := proc() return end proc: [nothing()];
hyp := (a, b) -> sqrt(a^2 + b^2):
hyp(3, 4);
compose := f -> (x -> f(f(x))):
twice := compose(t -> t + 10): twice(1);
fib := proc(n) option remember; if n < 2 then n else fib(n - 1) + fib(n - 2) end if end proc:
fib(60);
strict := proc(x, $) x end proc:
strict(1);
strict(1, 2);
