# subsop. Source: Maple help page subsop (maplesoft.com/support/help/view.aspx?path=subsop):
# it replaces op(spec, expr) by the new value, every spec counted in expr as given (the
# substitutions are simultaneous); a negative n stands for nops(expr) + n + 1, 0 is a
# function's name, a list of integers reaches into sub-operands, NULL removes an operand.
L := [a, b, c, d]:
subsop(2 = NULL, L);
subsop(2 = x, L);
subsop(-1 = z, L);
subsop(1 = NULL, 2 = NULL, L);
subsop(1 = b, 2 = a, L);
subsop([2, 1] = y, [a, [b, c]]);
subsop(0 = g, f(x, y));
subsop(1 = NULL, p + q + r);
subsop(L);
subsop(5 = x, L);
