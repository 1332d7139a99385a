# Maple library names mapletape does not implement warn once, however they are reached, and the
# call stays unevaluated (issue 25, item 5). The warnings are mapletape's; that each name is a
# Maple command comes from Maple's help index pages, cited per name below.
#
# Source: Maple help page "Details of the LinearAlgebra Package" (JordanForm, FrobeniusForm are
# members), https://www.maplesoft.com/support/help/maple/view.aspx?path=LinearAlgebra%2FDetails
with(LinearAlgebra):
M := Matrix([[1, 2], [3, 4]]):
Determinant(M);
JordanForm(M);
LinearAlgebra:-FrobeniusForm(M);
LinearAlgebra[JordanForm](M);
# a name that no LinearAlgebra help page lists is an error, as in Maple
LinearAlgebra:-NoSuchCommand(M);
# Source: Maple help page "Index of Descriptions for Standard Library Functions and Top-level
# Commands", https://maplesoft.com/support/help/Maple/view.aspx?path=index%2Ffunction
f := proc(e) asympt(e, x) end proc:
f(1/(1 - x));
f(1/x);
# Source: Maple help page "Overview of the CurveFitting Package",
# https://maplesoft.com/support/help/view.aspx?path=CurveFitting
with(CurveFitting);
Spline([1, 2, 3]);
CurveFitting:-Lowess([1, 2, 3]);
# Source: Maple help page "Overview of the numtheory Package",
# https://maplesoft.com/support/help/Maple/view.aspx?path=numtheory%28deprecated%29
numtheory:-phi(10);
# Source: Maple help page "Overview of the Student Basics Subpackage",
# https://www.maplesoft.com/support/help/view.aspx?path=Student%2FBasics
Student:-Basics:-FactorSteps(x^2 - 1);
# Source: Maple help page "Overview of the ListTools Package",
# https://maplesoft.com/support/help/maple/view.aspx?path=ListTools
with(ListTools):
Reverse([1, 2, 3]);
Rotate([1, 2, 3], 1);
