# printf: C-style codes with Maple's %a and %q; no newline is added.
printf("%d apples\n", 12);
printf("[%6d] [%-6d] [%06d] [%+d]\n", 42, 42, 42, 42);
printf("%f %.2f %10.3f|%-10.1f|\n", 3.14159, 3.14159, 2.5, 2.5);
printf("%e %.3e %E\n", 12345.678, 0.000123, 1.5);
printf("%g %g %g\n", 100000.0, 1000000.0, 0.0001);
printf("%s and %s\n", "a string", x);
printf("%a %a %a\n", "quoted", x^2 + 1, [1, 2.5]);
printf("%q\n", 1, "two", [3]);
printf("%5s|%-5s|%.2s\n", "ab", "ab", "abcdef");
printf("100%% done\n");
printf("%f\n", 1/8);
printf("no newline"); printf(" -- joined\n");
s := sprintf("%03d-%s", 7, "x");
sprintf("%a", proc(x) x + 1 end proc);
printf("%d\n", 2.5);
printf("%f\n", y);
printf("%d %d\n", 1);
