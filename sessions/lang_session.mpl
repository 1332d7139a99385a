# restart forgets assignments; quit ends the script
x := 10;
restart;
x;
y := 2;
quit;
y;
