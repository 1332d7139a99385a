with(LinearAlgebra):
# https://www.maplesoft.com/support/help/view.aspx?L=E&path=LinearAlgebra%2FPivot and
# Student/LinearAlgebra/Pivot, examples (1)-(3)
A := <<1,5,9,3>|<2,6,0,4>|<3,7,1,5>|<4,8,2,6>>;
P := Pivot(A, 1, 1);
Pivot(P, 2, 2);
# https://maplesoft.com/support/help/Maple/view.aspx?path=LinearAlgebra/GivensRotationMatrix:
# G[i,i] = G[j,j] = V[i]/r, G[i,j] = -G[j,i] = V[j]/r, r = (V[i]^2 + V[j]^2)^(1/2)
G := GivensRotationMatrix(<3, 4, 5>, 1, 2);
G . <3, 4, 5>;
# https://maplesoft.com/support/help/Maple/view.aspx?path=LinearAlgebra/CreatePermutation:
# rows i and V[i] are swapped before the i-th pivot
CreatePermutation(<2, 3, 3>);
CreatePermutation(<2, 3, 3>, output = Matrix);
# https://maplesoft.com/support/help/Maple/view.aspx?path=LinearAlgebra/BezoutMatrix, the
# entries of linalg(deprecated)/bezout's example (3): -a f + d c, ... (the terms print in
# mapletape's order)
BezoutMatrix(a + b*x + c*x^2, d + e*x + f*x^2, x);
# https://maplesoft.com/support/help/view.aspx?path=LinearAlgebra%2FStronglyConnectedBlocks,
# the blocks of the example of its procedure (rows 5, 4 and 1, 2)
M := Matrix([[a,b,c,d,e],[f,g,h,i,j],[0,0,0,0,k],[0,0,0,v,w],[0,0,0,x,y]]):
StronglyConnectedBlocks(M);
# linalg(deprecated)/intbasis, examples (5) and (6), and LinearAlgebra/Basis
v1 := <1,0,1,0>: v2 := <0,1,0,1>: v3 := <1,2,1,1>: v4 := <-1,-2,1,0>:
IntersectionBasis([[v1, v2, v3], [v4]]);
IntersectionBasis([[v1, v2, v3], [v3, v4], [v2, v3]]);
# https://www.maplesoft.com/support/help/MapleSim/view.aspx?path=Student%2FLinearAlgebra%2FIsSimilar,
# examples (1) and (4)
IsSimilar(<<1,2>|<3,4>>, <<9,17>|<-2,-4>>);
IsSimilar(<<3,1>|<2,2>>, DiagonalMatrix([1, 4]));
# https://www.maplesoft.com/support/help/Maple/view.aspx?path=LinearAlgebra/GetResultShape
GetResultShape(triangular[upper], triangular[upper], 'add');
# https://www.maplesoft.com/support/help/Maple/view.aspx?path=LinearAlgebra/GetResultDataType
UseHardwareFloats := deduced:
GetResultDataType(float, float, UseHardwareFloats);
