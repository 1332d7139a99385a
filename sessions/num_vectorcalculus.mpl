# VectorCalculus: Hessian, Jacobian, Laplacian in Cartesian coordinates. Source: Maple help
# pages VectorCalculus/Hessian, VectorCalculus/Jacobian (calling sequences Jacobian(f, v),
# Jacobian(f, v = p) at a point, and determinant = true for the Matrix and its determinant)
# and VectorCalculus/Laplacian; the entries are exact differentiation. Gradient, Divergence
# and Curl, which Maple returns as vector fields, are not in mapletape: they warn.
VectorCalculus:-Hessian(x^2*y, [x, y]);
with(VectorCalculus):
Hessian(x^2*y + y^3, [x, y] = [1, 2]);
J := Jacobian([x1^2*x2, 5*x1 + sin(x2)], [x1, x2]);
Jacobian([x1^2*x2, 5*x1 + sin(x2)], [x1, x2] = [1, 0]);
Jacobian([x*y, x + y], [x, y], determinant = true);
Laplacian(x^2 + y^3 + z, [x, y, z]);
Gradient(x^2*y, [x, y]);
