# collect on SymPy (issue 29). Calling sequences: Maple help page collect,
# https://www.maplesoft.com/support/help/view.aspx?L=E&path=collect (collect(a, x),
# collect(a, [x, y]) recursive by default, distributed, and a procedure applied to each
# coefficient). The coefficients are exact arithmetic.
collect((x + 1)*(x + 2)*y + x, x);
collect(x*y + a*x*y + y*x^2 - a*y*x^2 + x + a*x, x);
collect(a*x^2*y + b*x*y + c*x*y^2 + d, [x, y]);
collect(a*x^2*y + b*x*y + c*x*y^2 + d, [x, y], distributed);
collect(a*x^2 + b*x^2 + c*x, x, factor);
collect(x^2 + 1, 2);
