# error messages, try/catch/finally, lastexception
error "invalid value %1 for %2", 42, foo;
lasterror;
lastexception;
error "%1 has a %-2 argument, %3, which is missing", f, 2, x;
check := proc(x) if x < 0 then error "negative value: %1", x end if; x end proc:
check(-4);
try
    check(-1)
catch "positive":
    print("wrong handler")
catch "negative":
    print("caught", lasterror)
finally
    print("cleanup")
end try;
lastexception;
try 1/0 catch: print("division failed:", lasterror) end try;
try try error "inner %1", 5 catch: error end try catch: lasterror end try;
try error "not caught" catch "other": 0 finally print("finally runs") end try;
runaway := proc(n) runaway(n + 1) end proc:
runaway(1);
typed := proc(n::posint) n end proc:
typed(2.5);
if x < 1 then 1 end if;
for i to y do od;
break;
[1, 2][3];
z := z + 1;
"still running";
