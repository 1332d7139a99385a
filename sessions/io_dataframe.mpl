# DataFrame and DataSeries: construction, indexing by position and by label, labels, sizes
# and conversion (issue 25, item 3).
# Sources: Maple help pages DataFrame (https://maplesoft.com/support/help/view.aspx?path=DataFrame:
# the DataFrame df below and the values of df['B'], df['B'][1], df['B']['b'], df[1, 2],
# df['a', 'B'], df['A' .. 'B'] and df[['B', 'C', 'A']], written there with <1, 2, 3; 4, 5, 6>),
# DataFrame/Constructor (columns from lists, Vectors or DataSeries; rows = and columns =
# labels), DataFrame/ColumnLabels (ColumnLabels, RowLabels), DataFrame/numelems (numelems is
# rows times columns; upperbound gives the rows and the columns), DataSeries/numelems (the
# DataSeries of sin(x), cos(x), tan(x): 3, 1, 3; the empty DataSeries: 0, 1, 0).
# The layout is that of a Matrix with the column labels above and the row labels before the
# entries, as the help pages typeset a DataFrame; text-mode Maple's own is not in them.
df := DataFrame(Matrix([[1, 2, 3], [4, 5, 6]]), 'rows' = ['a', 'b'], 'columns' = ['A', 'B', 'C']);
type(df['B'], DataSeries);
df['B'][1];
df['B']['b'];
df[1, 2];
df['a', 'B'];
df['A' .. 'B'];
df[['B', 'C', 'A']];
df[1];
df[-1];
df['b', ..];
df[.., 'C'];
ColumnLabels(df);
RowLabels(df);
ColumnLabels(df, 2), RowLabels(df, -1);
numelems(df), upperbound(df), upperbound(df, 1), lowerbound(df);
convert(df, Matrix);
type(df, DataFrame), type(df, DataSeries);
df['D'];
ds := DataSeries([sin(x), cos(x), tan(x)]);
numelems(ds);
lowerbound(ds);
upperbound(ds);
ds := DataSeries();
numelems(ds);
lowerbound(ds);
upperbound(ds);
h := DataSeries(<1.62, 1.75, 1.80>, labels = [Ann, Bob, Cy]);
h[Bob], h[2], h[-1];
convert(h, list);
people := DataFrame([[Ann, Bob, Cy], h, [31, 45, 27]], columns = [name, height, age]);
people[age];
people[2, height];
DataFrame(height = h, weight = DataSeries([55, 80, 72], labels = [Ann, Bob, Cy]));
DataFrame(Matrix([[1, 2]]), columns = [x, x]);
