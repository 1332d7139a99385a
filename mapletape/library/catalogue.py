"""Maple's catalogue of library command names and package members, as Maple's help index
pages list them: what `NAME is not available in mapletape` is said of (library/unavailable.py
subtracts what mapletape implements). Plain data; the name lists are split only when needed."""
from __future__ import annotations

# Where a stored copy of a help page ended before its list did, the rest of the names are
# those of the commands' own help pages, `?Package/Name` (view.aspx?path=Package%2FName).

# Top-level commands.
# Source: Maple help page "Index of Descriptions for Standard Library Functions and Top-level
# Commands", https://maplesoft.com/support/help/Maple/view.aspx?path=index%2Ffunction
# (the stored copy lists `about` .. `convergs`; symbols such as `if` are syntax, not here)
# Source: Maple help page "Index of Descriptions for Built-in Functions and Top-level
# Commands", https://www.maplesoft.com/support/help/Maple/view.aspx?path=index/builtin
# (the stored copy lists `abs` .. `or`; the operators and, or, not, implies, intersect,
# minus, mod are syntax, not here)
# Source: for the names after `convergs`, their own help pages ?NAME,
# https://www.maplesoft.com/support/help/Maple/view.aspx?path=NAME
TOP_LEVEL = """
about abs add addcoords additionally addproperty addressof AFactor AFactors AIrreduc AiryAi
AiryAiZeros AiryBi AiryBiZeros algsubs alias allvalues anames andmap andseq AngerJ AppellF1
AppellF2 AppellF3 AppellF4 apply applyop applyrule arccos arccosh arccot arccoth arccsc arccsch
arcsec arcsech arcsin arcsinh arctan arctanh ArrayDims ArrayElems ArrayIndFns ArrayNumDims
assemble assign assume asympt attributes BellB Berlekamp bernoulli bernstein BernsteinBasis
BesselI BesselJ BesselJZeros BesselK BesselY BesselYZeros Beta binomial branches cat Ceil ceil
changecoords charfcn Charpoly ChebyshevT ChebyshevU CheckArgs Chi chrem Ci coeff coeffs coeftayl
collect combine comparray compiletable CompleteBellB Complex ComplexRange compoly CompSeq Content
content convergs

appendto Array array ArrayOptions ASSERT assigned conjugate convert CopySign DEBUG debugopts
Default0 DefaultOverflow DefaultUnderflow degree denom diff disassemble divide entries
EqualEntries eval evalb evalf evalhf evalindets evaln expand exports factorial floor frac frem
FromInert frontend gc genpoly has hastype hfarray icontent igcd ilcm ilog10 Im indets indices
iolib iquo irem iroot isqrt kernelopts lcoeff ldegree length lexorder lhs lowerbound lprint
macro map max maxnorm member membertype min modp modp1 modp2 mods mul NextAfter nops normal
numboccur numelems numer NumericClass NumericEvent NumericEventHandler NumericStatus op

int solve fsolve dsolve pdsolve rsolve isolve msolve limit series taylor sum product maximize
minimize laplace invlaplace fourier simplify factor factors combine radnormal rationalize evalc
evala RootOf identify piecewise unapply rhs unassign is Re argument signum csgn sinh cosh tanh
sec csc cot sech csch coth log10 GAMMA erf erfc lnGAMMA Psi Zeta sign LambertW Heaviside
ifactors ithprime nextprime prevprime rand randomize plot3d fopen fclose fprintf readline
readdata writedata ImportMatrix ExportMatrix Import Export system ssystem
cos sin tan exp ln log sqrt isprime ifactor trunc round
verify coulditbe testeq tcoeff evalr evalm map2 typematch patmatch searchtext SearchText rtable
unames userinfo WARNING traperror freeze thaw depends
"""

PACKAGES: dict[str, str] = {
    # Source: Maple help page "Details of the LinearAlgebra Package",
    # https://www.maplesoft.com/support/help/maple/view.aspx?path=LinearAlgebra%2FDetails
    # (its list is past the stored copy's end; the names have their own pages, e.g.
    # https://www.maplesoft.com/support/help/maple/view.aspx?path=LinearAlgebra%2FBackwardSubstitute)
    "LinearAlgebra": """
Add Adjoint BackwardSubstitute BandMatrix Basis BezoutMatrix BidiagonalForm BilinearForm
CharacteristicMatrix CharacteristicPolynomial Column ColumnDimension ColumnOperation ColumnSpace
CompanionMatrix ConditionNumber ConstantMatrix ConstantVector Copy CreatePermutation
CrossProduct DeleteColumn DeleteRow Determinant Diagonal DiagonalMatrix Dimension Dimensions
DotProduct EigenConditionNumbers Eigenvalues Eigenvectors Equal ForwardSubstitute FrobeniusForm
GaussianElimination GenerateEquations GenerateMatrix GetResultDataType GetResultShape
GivensRotationMatrix GramSchmidt HankelMatrix HermiteForm HermitianTranspose HessenbergForm
HilbertMatrix HouseholderMatrix IdentityMatrix IntersectionBasis IsDefinite IsOrthogonal
IsSimilar IsUnitary JordanBlockMatrix JordanForm KroneckerProduct LeastSquares LinearSolve
LUDecomposition Map Map2 MatrixAdd MatrixExponential MatrixFunction MatrixInverse
MatrixMatrixMultiply MatrixNorm MatrixPower MatrixScalarMultiply MatrixVectorMultiply
MinimalPolynomial Minor Modular Multiply NoUserValue Norm Normalize NullSpace
OuterProductMatrix Permanent Pivot PopovForm QRDecomposition RandomMatrix RandomVector Rank
RationalCanonicalForm ReducedRowEchelonForm Row RowDimension RowOperation RowSpace ScalarMatrix
ScalarMultiply ScalarVector SchurForm SingularValues SmithForm StronglyConnectedBlocks SubMatrix
SubVector SumBasis SylvesterMatrix ToeplitzMatrix Trace Transpose TridiagonalForm UnitVector
VandermondeMatrix VectorAdd VectorAngle VectorMatrixMultiply VectorNorm VectorScalarMultiply
ZeroMatrix ZeroVector Zip
""",
    # Source: Maple help page "Overview of the linalg Package",
    # https://www.maplesoft.com/support/help/Maple/view.aspx?path=linalg(deprecated)
    # (the stored copy lists `addcol` .. `genmatrix`)
    "linalg": """
addcol addrow adj adjoint augment backsub band basis bezout BlockDiagonal blockmatrix charmat
charpoly cholesky col coldim colspace colspan companion concat cond copyinto crossprod curl
definite delcols delrows det diag diverge dotprod eigenvalues eigenvectors entermatrix equal
exponential extend ffgausselim fibonacci forwardsub frobenius gausselim gaussjord geneqns
genmatrix
""",
    # Source: Maple help page "Overview of the StringTools Package",
    # https://www.maplesoft.com/support/help/addons/view.aspx?path=StringTools
    # (the stored copy lists the case conversions and character class tests), and "Enhanced
    # Packages in Maple 9: Part 2" for the string metrics,
    # https://www.maplesoft.com/support/help/maple/view.aspx?path=updates%2FMaple9%2Fenhancedpackages2
    "StringTools": """
CamelCase Capitalize LowerCase OtherCase UpperCase Has HasAlpha HasAlphaNumeric HasASCII
HasBinaryDigit HasControlCharacter HasDigit HasGraphic HasHexDigit HasIdentifier HasIdentifier1
HasLower HasOctalDigit HasPrintable HasPunctuation HasSpace HasUpper HasVowel IsAlpha
IsAlphaNumeric IsASCII IsBinaryDigit IsControlCharacter IsDigit IsGraphic IsHexDigit
IsIdentifier IsIdentifier1 IsLower IsOctalDigit IsPrintable IsPunctuation IsSpace IsUpper
IsVowel HammingDistance EditDistance PrefixDistance SuffixDistance SimilarityCoefficient
Char Compare CompareCI Drop Take Explode Implode Fill FormatMessage Join Length Repeat Reverse
Search SearchAll Select Remove Split SubString Substitute SubstituteAll Trim TrimLeft TrimRight
Squeeze IsPrefix IsSuffix IsPalindrome RegMatch RegSub RegSplit Sort Words WordCount
""",
    # Source: Maple help page "Overview of the ListTools Package",
    # https://maplesoft.com/support/help/maple/view.aspx?path=ListTools
    "ListTools": """
BinaryPlace BinarySearch Categorize Classify Collect Deal DotProduct Enumerate
FindMaximalElement FindMinimalElement FindRepetitions Flatten FlattenOnce Group Interleave
InversePermutation Join JoinSequence LengthSplit MakeUnique Occurrences Pad PartialSums Reverse
Rotate Search SearchAll SelectFirst SelectLast Slice Sorted Split Transpose
""",
    # Source: Maple help page "Overview of the plots Package",
    # https://maplesoft.com/support/help/view.aspx?path=plots
    # (the stored copy lists `animate` .. `rootlocus`)
    "plots": """
animate animatecurve arrow changecoords complexplot complexplot3d conformal conformal3d
contourplot contourplot3d coordplot coordplot3d densityplot display dualaxisplot fieldplot
fieldplot3d gradplot gradplot3d implicitplot implicitplot3d inequal interactive
interactiveparams intersectplot listcontplot listcontplot3d listdensityplot listplot listplot3d
loglogplot logplot matrixplot multiple odeplot plotcompare pointplot pointplot3d polarplot
polygonplot polygonplot3d polyhedra_supported polyhedraplot rootlocus
""",
    # Source: Maple help page "Overview of the plottools Package",
    # https://www.maplesoft.com/support/help/view.aspx?path=plottools
    "plottools": """
annulus arc arrow circle colorbar cone cuboid curve cutin cutout cylinder disk dodecahedron
ellipse ellipticArc hemisphere hexahedron hyperbola icosahedron line octahedron parallelepiped
point polygon polygonbyname prism pyramid rectangle sector semitorus sphere tetrahedron torus
extrude getdata homothety project reflect rotate scale stellate transform translate triangulate
""",
    # Source: Maple help page "Overview of the combinat Package",
    # https://www.maplesoft.com/support/help/Maple/view.aspx?path=combinat
    "combinat": """
bell binomial cartprod character Chi choose composition conjpart decodepart encodepart
eulerian1 eulerian2 fibonacci firstcomb firstpart firstperm graycode inttovec lastcomb lastpart
lastperm multinomial nextcomb nextpart nextperm numbcomb numbcomp numbpart numbperm partition
permute powerset prevcomb prevpart prevperm randcomb randpart randperm rankcomb rankperm
setpartition stirling1 stirling2 subsets unrankcomb unrankperm vectoint
""",
    # Source: Maple help page "Overview of the numtheory Package",
    # https://maplesoft.com/support/help/Maple/view.aspx?path=numtheory%28deprecated%29
    "numtheory": """
bigomega cfrac cfracpol cyclotomic divisors factorEQ factorset fermat GIgcd imagunit index
integral_basis invcfrac invphi iscyclotomic issqrfree ithrational jacobi kronecker lambda
legendre mcombine mersenne migcdex minkowski mipolys mlog mobius mroot msqrt nearestp nthconver
nthdenom nthnumer nthpow order pdexpand phi pi pprimroot primroot quadres rootsunity safeprime
sigma sq2factor sum2sqr tau thue
""",
    # Source: Maple help page "Number Theory" (Updates in Maple 2016), the output of
    # with(NumberTheory), https://maplesoft.com/support/help/Maple/view.aspx?path=updates%2FMaple2016%2FNumberTheory
    # (its Greek-letter aliases are left out)
    "NumberTheory": """
AreCoprime CalkinWilfSequence CarmichaelLambda ContinuedFraction ContinuedFractionPolynomial
CyclotomicPolynomial Divisors FactorNormEuclidean HomogeneousDiophantine ImaginaryUnit
InhomogeneousDiophantine IntegralBasis InverseTotient IsCyclotomicPolynomial IsMersenne
IsSquareFree IthMersenne JacobiSymbol KroneckerSymbol Landau LargestNthPower LegendreSymbol
ModExtendedGCD ModularLog ModularRoot ModularSquareRoot Moebius MultiplicativeOrder
NearestLatticePoint NextSafePrime NumberOfIrreduciblePolynomials NumberOfPrimeFactors
PrimeCounting PrimeFactors PrimitiveRoot PseudoPrimitiveRoot QuadraticResidue RepeatingDecimal
RootsOfUnity SumOfDivisors SumOfSquares ThueSolve Totient
""",
    # Source: Maple help page "Alphabetical List of Statistics Commands",
    # https://maplesoft.com/support/help/view.aspx?path=Statistics%2FCommands
    # (the stored copy lists `AbsoluteDeviation` .. `CrossCorrelation`); "Descriptive
    # Statistics", https://www.maplesoft.com/support/help/view.aspx?path=Statistics%2FDescriptiveStatistics
    # and "Data Manipulation Commands",
    # https://www.maplesoft.com/support/help/view.aspx?path=Statistics%2FDataManipulation
    "Statistics": """
AbsoluteDeviation AgglomeratedPlot AreaChart AutoCorrelation BarChart Biplot Bootstrap BoxPlot
BubblePlot CDF CentralMoment CGF CharacteristicFunction ChiSquareGoodnessOfFitTest
ChiSquareIndependenceTest ChiSquareSuitableModelTest ColumnGraph Correlation Correlogram Count
CountMissing Covariance CrossCorrelation Decile GeometricMean HarmonicMean HodgesLehmann
MakeProcedure Mean Median Mode Percentile QuadraticMean Quantile Quartile TrimmedMean
WinsorizedMean InterquartileRange MeanDeviation CumulativeProduct CumulativeSum Detrend
Difference EvaluateToFloat Excise Join OrderByRank Rank Remove RemoveInRange RemoveNonNumeric
Scale Select SelectInRange SelectNonNumeric Shuffle Sort SplitByColumn Tally TallyInto
""",
    # Source: Maple help page "Overview of the CurveFitting Package",
    # https://maplesoft.com/support/help/view.aspx?path=CurveFitting
    "CurveFitting": """
ArrayInterpolation BSpline BSplineCurve Interactive LeastSquares Lowess PolynomialInterpolation
RationalInterpolation Spline ThieleInterpolation
""",
    # Source: Maple help page "Overview of the RandomTools Package",
    # https://www.maplesoft.com/support/help/Maple/view.aspx?path=RandomTools
    "RandomTools": """
AddFlavor BlumBlumShub Generate GenerateSimilar GenerateSimilarODE GetFlavor GetFlavors GetState
HasFlavor LinearCongruence MersenneTwister QuadraticCongruence RandomExpand RemoveFlavor SetState
""",
    # Source: Maple help page "Wait" (Threads), the output of with(Threads),
    # https://www.maplesoft.com/support/help/maple/view.aspx?path=Threads/Wait
    "Threads": """
Add ConditionVariable Create Map Mul Mutex Self Seq Sleep Task Wait
""",
    # Source: Maple help page "Overview of the CodeTools Package",
    # https://www.maplesoft.com/support/help/view.aspx?path=CodeTools
    # (its list is past the stored copy's end; the names have their own pages)
    "CodeTools": """
Profiling ProgramAnalysis Usage Test CPUTime RealTime Compile EncodeName DecodeName
""",
    # Source: Maple help page "Overview of the CodeTools:-Profiling Subpackage",
    # https://www.maplesoft.com/support/help/maple/view.aspx?path=CodeTools%2FProfiling
    "CodeTools:-Profiling": """
Allow Build GetProfileTable Ignore IsProfiled LoadProfiles Merge PrintProfiles Profile Remove
SaveProfiles Select SortBy UnProfile
""",
    # Source: Maple help page "Overview of the LibraryTools Package",
    # https://www.maplesoft.com/support/help/maple/view.aspx?path=LibraryTools
    "LibraryTools": """
ActivationModule AddFromDirectory Author Browse BuildFromDirectory ConvertVersion Create Delete
FindLibrary PrefixMatch Priority Save ShowContents Timestamp UpdateFromDirectory WriteMode
""",
    # Source: Maple help page "Overview of the simplex Package",
    # https://maplesoft.com/support/help/addons/view.aspx?path=simplex
    "simplex": """
basis convexhull cterm define_zero display dual feasible maximize minimize pivot pivoteqn
pivotvar ratio setup standardize
""",
    # Source: Maple help page "Overview of the student Package",
    # https://maplesoft.com/support/help/Maple/view.aspx?path=student(deprecated)
    "student": """
changevar completesquare D Diff distance Doubleint equate Int integrand intercept intparts
leftbox leftsum Limit Lineint makeproc middlebox middlesum midpoint Point powsubs Product
rightbox rightsum showtangent simpson slope Sum summand trapezoid Tripleint
""",
    # Source: Maple help page "Overview of the Student Package",
    # https://www.maplesoft.com/support/help/view.aspx?path=Student
    "Student": """
Basics Calculus1 LinearAlgebra MultivariateCalculus NumericalAnalysis ODEs Precalculus
Statistics VectorCalculus
""",
    # Source: Maple help page "Overview of the Student Basics Subpackage",
    # https://www.maplesoft.com/support/help/view.aspx?path=Student%2FBasics
    "Student:-Basics": """
CompleteSquareSteps CurveSketchSteps ExpandSteps FactorSteps FractionSteps GCDSteps LCMSteps
LinearSolveSteps LongDivision ModuloSteps OutputStepsRecord PartialFractionSteps PowerSteps
PracticeSheet SimplifySteps SolveSteps SummationSteps TrigSteps
""",
    # Source: Maple help page "Overview of the Student Calculus1 Subpackage",
    # https://www.maplesoft.com/support/help/view.aspx?path=Student/Calculus1
    # (its lists are past the stored copy's end; the names have their own pages)
    "Student:-Calculus1": """
Rule ShowSteps Understand Hint DiffTutor IntTutor LimitTutor Tangent TangentSlope
RiemannSum ApproximateInt FunctionChart Roots
""",
    # Source: Maple help pages "Overview of Computation in VectorCalculus" and "Overview of
    # Visualization in VectorCalculus" (Student:-VectorCalculus),
    # https://maplesoft.com/support/help/Maple/view.aspx?path=Student%2FVectorCalculus%2FComputationOverview
    # https://maplesoft.com/support/help/Maple/view.aspx?path=Student%2FVectorCalculus%2FVisualizationOverview
    "Student:-VectorCalculus": """
About ArcLength BasisFormat ConvertVector CrossProduct Curl Curvature D Del diff
DirectionalDiff Divergence DotProduct evalVF GetCoordinates GetPVDescription GetRootPoint
GetSpace Gradient Hessian int IsPositionVector IsRootedVector IsVectorField Jacobian Laplacian
limit MapToBasis Nabla Norm Normalize PathInt PositionVector RootedVector ScalarPotential series
SetCoordinates SurfaceInt TangentLine TangentPlane Torsion Vector VectorPotential VectorSpace
Binormal FlowLine Flux LineInt PlotPositionVector PlotVector PrincipalNormal RadiusOfCurvature
SpaceCurve TangentVector TNBFrame VectorField
""",
    # Source: Maple help pages "Overview of the VectorCalculus Package" and "Details of the
    # VectorCalculus package", https://maplesoft.com/support/help/view.aspx?path=VectorCalculus
    # and path=VectorCalculus%2FDetails (its list is past the stored copy's end; the names
    # have their own pages, e.g. path=VectorCalculus%2FGradient). Its diff, D, int, limit,
    # series and Vector extend the global commands and are left out here.
    "VectorCalculus": """
AddCoordinates ArcLength BasisFormat Binormal ConvertVector CrossProduct Curl Curvature Del
DirectionalDiff Divergence DotProduct evalVF Flux GetCoordinateParameters GetCoordinates
GetNames GetPVDescription GetRootPoint GetSpace Gradient Hessian IsPositionVector
IsRootedVector IsVectorField Jacobian Laplacian LineInt MapToBasis Nabla Norm Normalize
PathInt PlotPositionVector PlotVector PositionVector PrincipalNormal RadiusOfCurvature
RootedVector ScalarPotential SetCoordinateParameters SetCoordinates SpaceCurve SurfaceInt
TangentLine TangentPlane TangentVector TNBFrame Torsion VectorField VectorPotential
VectorSpace Wronskian
""",
    "Student:-LinearAlgebra": "", "Student:-MultivariateCalculus": "",
    "Student:-NumericalAnalysis": "", "Student:-ODEs": "", "Student:-Precalculus": "",
    "Student:-Statistics": "",
    # Source: Maple help page "Overview of the DeepLearning Package",
    # https://www.maplesoft.com/support/help/addons/view.aspx?path=DeepLearning, and the
    # pages of its Estimators, feature columns, layers and models, as gathered in
    # /work/shared/reference/maple-deeplearning.md section 1.2
    "DeepLearning": """
AddMultiple ApplyOperation Classify Concatenate Constant EinsteinSummation Fill
GetEagerExecution GetVariable GradientTape IdentityMatrix OneHot Ones Optimizer Placeholder
RandomTensor Sequential SetEagerExecution Variable VariablesInitializer Zeros GetDefaultGraph
ResetDefaultGraph Session GetDefaultSession SetRandomSeed Variables Tensor DNNClassifier
DNNRegressor DNNLinearCombinedClassifier DNNLinearCombinedRegressor LinearClassifier
LinearRegressor BucketizedColumn CategoricalColumn NumericColumn BidirectionalLayer
ConvolutionLayer DenseLayer DropoutLayer EmbeddingLayer FlattenLayer GatedRecurrentUnitLayer
LongShortTermMemoryLayer MaxPoolLayer
""",
    # Packages whose members are not listed here: any member reached is not available.
    # Source: Maple help page "Index of Descriptions for Packages of Library Functions",
    # https://maplesoft.com/support/help/view.aspx?path=index%2Fpackage (the stored copy
    # lists `algcurves` .. `ContextMenu`; the later ones have their own overview pages,
    # ?Package), and these packages' overview pages: Optimization, https://www.maplesoft.com/support/help/maplesim/view.aspx?path=Optimization;
    # VectorCalculus, https://maplesoft.com/support/help/view.aspx?path=VectorCalculus;
    # ArrayTools, https://maplesoft.com/support/help/Maple/view.aspx?path=ArrayTools;
    # FileTools, https://www.maplesoft.com/support/help/view.aspx?path=FileTools;
    # GlobalOptimization, https://maplesoft.com/support/help/Maple/view.aspx?path=GlobalOptimization;
    # codegen, https://www.maplesoft.com/support/help/Maple/view.aspx?path=codegen;
    # stats, https://maplesoft.com/support/help/Maple/view.aspx?path=stats(deprecated);
    # TestTools, https://www.maplesoft.com/support/help/Maple/view.aspx?path=TestTools;
    # RealDomain, https://www.maplesoft.com/support/help/Maple/view.aspx?path=RealDomain
    "TestTools": "", "RealDomain": "",
    "Optimization": "", "ArrayTools": "", "FileTools": "",
    "GlobalOptimization": "", "codegen": "", "stats": "", "algcurves": "", "Algebraic": "",
    "AudioTools": "", "Bits": "", "Cache": "", "CAD": "", "Calendar": "", "CodeGeneration": "",
    "ColorTools": "", "combstruct": "", "ComputationalGeometry": "", "ContextMenu": "",
    "DocumentTools": "", "Physics": "", "DEtools": "", "PDEtools": "", "Units": "",
    "ScientificConstants": "", "GraphTheory": "", "PolynomialTools": "", "SignalProcessing": "",
    "ImageTools": "", "Grid": "", "LargeExpressions": "", "Maplets": "",
}
