# Strings: parse, sscanf, substring, cat, convert and the StringTools package.
# Expected values: the Maple help pages parse, sscanf, substring, cat, length,
# convert/name, convert/string and StringTools/{Join, Split, Substitute,
# LowerCase, FormatMessage} (www.maplesoft.com/support/help), or exact arithmetic.

# parse returns the expression unevaluated; % then evaluates it
parse("1 + 2 + a");
parse("sin(3.0)");
%;
a := 2:
e := parse("a^2 + 1");
e;
parse("b := 10", statement);
b;
parse("a++b");
try parse("1 2") catch "incorrect syntax in parse": print("caught") end try;

# sscanf returns the list of what it scanned
sscanf("x = 123.45, 9.10", "x = %f, %d.%d");
sscanf("f = x/(1+x^2)", "f = %a");
sscanf("name: Ada 36", "name: %s %d");

# substring: negative positions count from the right end
substring("abcdef", 2..4);
substring("abcdef", -3..-1);
substring(abcdef, 3);
substring("abc", 5..7);

# cat, length and conversions
cat("x", 10^3);
cat(v, 1..3);
length("hello"), length(-12345);
convert(sin(x^2), string);
convert(sin(x^2), symbol);
convert("abc", name);

# StringTools, by its long names and after with
StringTools:-UpperCase("Hello, World!");
StringTools[LowerCase]("Hello, World!");
with(StringTools);
Join(["a", "b", "c"], ", ");
Split("a,b,,c", ",");
Substitute("abuvuv", "uv", "UV");
FormatMessage("%1 is not of type %2", x, integer);
FormatMessage("the %-1 argument is wrong", 2);
Join([1, 2]);
