"""combinat, Statistics, rand/RandomTools, primes, log10/frem, subsop, union and VectorCalculus
(issue 25): the expected values are computed here by Python's itertools, math, fractions and
statistics modules and numpy, independently of mapletape's code."""
from __future__ import annotations

import itertools
import math
import statistics
from fractions import Fraction

import numpy as np
import pytest

from maple import one_d


def run(code: str) -> str:
    """The 1-D output on a screen wide enough for no line to wrap, without spaces."""
    return one_d(code, width=10 ** 6).replace(" ", "")


def _lists(text: str) -> str:
    return text.replace(" ", "")


# ---------------------------------------------------------------- combinat

@pytest.mark.parametrize("n, r", [(4, 2), (5, 3), (4, 4), (3, 0)])
def test_permute_is_itertools_permutations_in_order(n, r):
    expected = [list(p) for p in itertools.permutations(range(1, n + 1), r)]
    assert _lists(run(f"combinat:-permute({n}, {r});")) == _lists(str(expected))


def test_permute_of_a_list_with_duplicates_gives_each_arrangement_once():
    items = ["a", "a", "b", "c"]
    distinct = sorted(set(itertools.permutations(items)), key=lambda p: [("abc").index(x) for x in p])
    out = run("combinat:-permute([a, a, b, c]);")
    assert _lists(out) == _lists(str([list(p) for p in distinct])).replace("'", "")
    assert run("combinat:-numbperm([a, a, b, c]);") == str(len(distinct))


@pytest.mark.parametrize("n, m", [(5, 2), (6, 3), (4, 0), (7, 7)])
def test_choose_and_numbcomb_agree_with_itertools(n, m):
    expected = [list(c) for c in itertools.combinations(range(1, n + 1), m)]
    assert _lists(run(f"combinat:-choose({n}, {m});")) == _lists(str(expected))
    assert run(f"combinat:-numbcomb({n}, {m});") == str(math.comb(n, m))


def test_numbcomb_and_numbperm_count_what_choose_and_permute_list():
    for items in ("[a, a, b, b, c]", "[1, 1, 1, 2]", "{x, y, z}"):
        for r in range(0, 4):
            assert run(f"nops(combinat:-choose({items}, {r}));") == \
                run(f"combinat:-numbcomb({items}, {r});")
            assert run(f"nops(combinat:-permute({items}, {r}));") == \
                run(f"combinat:-numbperm({items}, {r});")
        assert run(f"nops(combinat:-powerset({items}));") == run(f"combinat:-numbcomb({items});")


def _partitions(n):
    """Every partition of n as a sorted tuple, by brute force over multisets."""
    found = set()
    for k in range(1, n + 1):
        for parts in itertools.combinations_with_replacement(range(1, n + 1), k):
            if sum(parts) == n:
                found.add(parts)
    return found


@pytest.mark.parametrize("n", [1, 4, 7, 9])
def test_partition_lists_every_partition_once_and_numbpart_counts_them(n):
    out = run(f"combinat:-partition({n});")
    listed = [tuple(int(x) for x in part.split(",")) for part in out[2:-2].split("],[")]
    assert sorted(listed) == sorted(_partitions(n)) and len(listed) == len(set(listed))
    assert all(list(p) == sorted(p) for p in listed)
    assert run(f"combinat:-numbpart({n});") == str(len(_partitions(n)))


def test_numbpart_of_large_numbers():
    # p(100) and p(200), Hardy and Ramanujan's checks of their formula (MacMahon's table)
    assert run("combinat:-numbpart(100);") == "190569292"
    assert run("combinat:-numbpart(200);") == "3972999029388"


def test_fibonacci_stirling_bell_multinomial():
    fib = [0, 1]
    for _ in range(59):
        fib.append(fib[-1] + fib[-2])
    assert run("seq(combinat:-fibonacci(i), i = 0 .. 60);") == ",".join(map(str, fib))
    assert run("combinat:-fibonacci(-7);") == "13"
    # Stirling numbers of the second kind by their explicit sum; Bell numbers as their sums
    s2 = sum((-1) ** j * math.comb(6, j) * (6 - j) ** 10 for j in range(7)) // math.factorial(6)
    assert run("combinat:-stirling2(10, 6);") == str(s2)
    assert run("combinat:-bell(10);") == str(sum(
        sum((-1) ** j * math.comb(k, j) * (k - j) ** 10 for j in range(k + 1)) // math.factorial(k)
        for k in range(11)))
    # the coefficient of x^2 in x (x-1) (x-2) (x-3) (x-4)
    coefficients = np.polynomial.polynomial.polyfromroots([0, 1, 2, 3, 4])
    assert run("combinat:-stirling1(5, 2);") == str(int(round(coefficients[2])))
    assert run("combinat:-multinomial(8, 2, 3, 3);") == str(
        math.factorial(8) // (math.factorial(2) * math.factorial(3) ** 2))


def test_binomial_exact_and_symbolic():
    assert run("binomial(30, 12);") == str(math.comb(30, 12))
    q = Fraction(1, 3)
    assert run("binomial(1/3, 3);") == str(q * (q - 1) * (q - 2) / 6)
    assert run("binomial(n, 3);") == "binomial(n,3)"
    assert run("combinat:-binomial(-3, 2);") == "6"


def test_combinatorial_explosions_are_refused():
    assert "objecttoolarge" in run("kernelopts(maxsize = 1000): combinat:-permute(8);")
    assert "objecttoolarge" in run("combinat:-powerset(100);")


def test_randperm_is_a_permutation():
    assert run("sort(combinat:-randperm(10));") == str(list(range(1, 11))).replace(" ", "")


# ---------------------------------------------------------------- Statistics

DATA = [2.5, 1, 7, 3, 3, 10, -4, 6]


def _floats(text: str) -> float:
    return float(text)


@pytest.mark.parametrize("command, expected", [
    ("Mean", statistics.mean(DATA)),
    ("Median", statistics.median(DATA)),
    ("Variance", statistics.variance(DATA)),
    ("StandardDeviation", statistics.stdev(DATA)),
    ("Range", max(DATA) - min(DATA)),
    ("Mode", statistics.mode(DATA)),
])
def test_statistics_agree_with_pythons_statistics_module(command, expected):
    out = run(f"Statistics:-{command}({DATA});")
    assert _floats(out) == pytest.approx(expected, rel=1e-14)


def test_quantile_is_hyndman_fan_definition_8():
    x = np.array(sorted(DATA))
    for p in (0.1, 0.25, 0.5, 0.9):
        expected = np.quantile(x, p, method="median_unbiased")
        assert _floats(run(f"Statistics:-Quantile({DATA}, {p});")) == pytest.approx(expected)
        assert _floats(run(f"Statistics:-Percentile({DATA}, {100 * p});")) == pytest.approx(expected)


def test_covariance_correlation_and_moments_agree_with_numpy():
    x, y = [1, 4, 2, 8, 5], [2, 3, 3, 9, 4]
    assert _floats(run(f"Statistics:-Covariance({x}, {y});")) == pytest.approx(np.cov(x, y)[0, 1])
    assert _floats(run(f"Statistics:-Correlation({x}, {y});")) == pytest.approx(np.corrcoef(x, y)[0, 1])
    assert _floats(run(f"Statistics:-Moment({x}, 3);")) == pytest.approx(np.mean(np.array(x) ** 3))
    assert _floats(run(f"Statistics:-CentralMoment({x}, 2);")) == pytest.approx(np.var(x))


def test_a_matrix_data_set_gives_its_columns_statistics_and_floats_for_exact_data():
    out = run("M := Statistics:-Mean(Matrix([[1, 2], [3, 5]])): M[1], M[2], numelems(M);")
    assert out == "2.,3.5,2"
    assert run("whattype(Statistics:-Mean([1, 2]));") == "float"


def test_statistics_errors_and_random_variables():
    assert "realcons" in run("Statistics:-Mean([1, x]);")
    assert "thedatasampleisempty" in run("Statistics:-Mean([]);")
    assert run("Statistics:-Correlation([1, 1], [2, 3]);") == "Float(undefined)"
    out = run("Statistics:-Mean(Normal(0, 1));")
    assert out.startswith("Warning,Statistics:-Meanofadistribution") and out.endswith("Mean(Normal(0,1))")


def test_sample_draws_the_distribution():
    out = run("randomize(3): S := Statistics:-Sample(Uniform(2, 3), 2000): "
              "evalb(min(convert(S, list)) >= 2 and max(convert(S, list)) <= 3); "
              "evalb(abs(Statistics:-Mean(S) - 2.5) < 0.05);")
    assert out == "true\ntrue"


def test_histogram_is_a_plot_of_the_bars():
    out = run("lprint(Statistics:-Histogram([1, 2, 2, 3], bincount = 2));")
    assert out.startswith("PLOT(CURVES(")


# ---------------------------------------------------------------- rand, RandomTools

def test_rand_procedures_stay_in_their_ranges_and_randomize_repeats_them():
    out = run("randomize(5): r := rand(-2 .. 2): L := [seq(r(), i = 1 .. 300)]: {op(L)}; "
              "randomize(5): evalb([seq(r(), i = 1 .. 300)] = L);")
    assert out == "{-2,-1,0,1,2}\ntrue"
    assert run("evalb(rand() < 10^12);") == "true"
    assert run("r := rand(0.0 .. 1.0): x := r(): evalb(x >= 0 and x <= 1), whattype(x);") == \
        "true,float"


def test_restart_starts_the_sequence_again():
    first, again = run("rand(); restart; interface(prettyprint = 0): rand();").split("\n")
    assert first == again


def test_generate_flavors_and_errors():
    assert run("randomize(1): G := {seq(RandomTools:-Generate(integer(range = 1 .. 3, "
               "exclude = {2})), i = 1 .. 100)};") == "G:={1,3}"
    assert run("nops(RandomTools:-Generate(list(nonnegint(range = 5), 7)));") == "7"
    assert "doesnotknowtheflavor" in run("RandomTools:-Generate(polynom);")
    assert "posint" in run("rand(-3);")


# ---------------------------------------------------------------- primes, log10, frem

def _primes_below(n: int) -> list[int]:
    sieve = [True] * n
    sieve[:2] = [False, False]
    for p in range(2, int(n ** 0.5) + 1):
        if sieve[p]:
            sieve[p * p::p] = [False] * len(sieve[p * p::p])
    return [p for p, flag in enumerate(sieve) if flag]


def test_ithprime_nextprime_prevprime_agree_with_a_sieve():
    primes = _primes_below(20000)
    assert run("seq(ithprime(i), i = 1 .. 300);") == ",".join(map(str, primes[:300]))
    assert run(f"ithprime({len(primes)});") == str(primes[-1])
    for n in (100, 1000, 7919, 12345):
        assert run(f"nextprime({n});") == str(next(p for p in primes if p > n))
        assert run(f"prevprime({n});") == str(max(p for p in primes if p < n))
    assert run("nextprime(x);") == "nextprime(x)"


def test_log10_and_frem():
    assert run("log10(100);") == "ln(100)/ln(10)"
    assert float(run("log10(2.0);")) == pytest.approx(math.log10(2), rel=1e-9)
    assert run("evalf[20](log10(2));") == "0.30102999566398119521"
    for x, y in ((7.5, 2.0), (2.5, 1.0), (-5.25, 0.5), (10.0, 3.0)):
        assert float(run(f"frem({x}, {y});")) == pytest.approx(math.remainder(x, y))
    assert run("frem(x, 2);") == "frem(x,2)"
    assert "invalidoperation" in run("frem(1.0, 0);")


# ---------------------------------------------------------------- subsop, union

def test_subsop_replaces_at_the_positions_of_the_given_expression():
    assert run("subsop(2 = NULL, [1, 2, 3]);") == "[1,3]"
    assert run("subsop(-1 = NULL, -2 = NULL, [1, 2, 3]);") == "[1]"
    assert run("subsop(1 = [x], [a, b]);") == "[[x],b]"
    assert run("subsop([1, 2] = 0, [[1, 2], 3]);") == "[[1,0],3]"
    assert "improperop" in run("subsop(0 = g, [1, 2]);")
    assert "equations" in run("subsop(2, [1, 2]);")


def test_union_and_intersect_collect_their_sets_after_the_symbols():
    assert run("{1, 2} union a union {3} union b union {1, 4};") == "aunionbunion{1,2,3,4}"
    assert run("a union a;") == "a"
    assert run("{} intersect a;") == "{}"
    assert run("{1, 2} union {2, 3};") == "{1,2,3}"


# ---------------------------------------------------------------- VectorCalculus

def test_hessian_is_symmetric_and_jacobian_at_a_point_is_its_value():
    out = run("with(VectorCalculus): H := Hessian(x^3*y^2 + sin(x*y), [x, y]): "
              "evalb(H[1, 2] = H[2, 1]);")
    assert out == "true"
    # d/dx and d/dy of x^2*y - y^3 at (2, 1): 2*x*y = 4, x^2 - 3*y^2 = 1
    assert run("with(VectorCalculus): J := Jacobian([x^2*y - y^3], [x, y] = [2, 1]): J[1, 1], J[1, 2];") \
        == "4,1"
    assert "listofnames" in run("VectorCalculus:-Hessian(x^2, x);")
    assert run("VectorCalculus:-Divergence(1);").startswith(
        "Warning,VectorCalculus:-Divergenceisnotavailableinmapletape")
