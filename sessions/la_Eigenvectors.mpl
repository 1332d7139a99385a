# LinearAlgebra:-Eigenvalues and Eigenvectors (issue 25, item 2).
# Source: Maple help pages Student/LinearAlgebra/Eigenvalues, examples (1) to (4),
# https://maplesoft.com/support/help/maple/view.aspx?path=Student%2FLinearAlgebra%2FEigenvalues
# (-1/2 + 3*sqrt(5)/2, -1/2 - 3*sqrt(5)/2; 2, I, -I), and Student/LinearAlgebra/Eigenvectors,
# examples (1) to (3),
# https://maplesoft.com/support/help/maple/view.aspx?path=Student/LinearAlgebra/Eigenvectors
# LinearAlgebra/Eigenvalues for output = list and
# the float cases: a symmetric float Matrix has real eigenvalues in ascending order (numpy's
# eigvalsh gives 1., 3.); any other gives complex[8] values (tests/test_linearalgebra.py).
with(LinearAlgebra):
A := <<1, 3>|<3, -2>>;
Eigenvalues(A);
B := <<1, 4, -2>|<-1, 0, 1>|<-1, 2, 1>>;
Eigenvalues(B);
Eigenvalues(B, output = list);
C := <<-1, -3, -6>|<3, 5, 6>|<-3, -3, -4>>;
ev, EV := Eigenvectors(C);
C . EV[1..-1, 2] = ev[2] . EV[1..-1, 2];
Eigenvectors(C, output = list);
Eigenvalues(Matrix([[2., 1.], [1., 2.]]));
Eigenvalues(Matrix([[1, 2, 3], [4, 5, 6]]));
Eigenvalues(Matrix([[0, 1, 0], [0, 0, 1], [1, 3, 0]]));
