# readdata and writedata (issue 25, item 3).
# Sources: Maple help pages readdata (https://www.maplesoft.com/support/help/Maple/view.aspx?path=readdata:
# n columns of white-space separated data, read as floats unless a format (integer, float,
# string, or a list of them) says otherwise; one column gives a list of values, more a list of
# rows; a file given by name is closed again) and writedata
# (https://www.maplesoft.com/support/help/Maple/view.aspx?path=writedata: a list or Vector one
# value a line, a list of lists or Matrix one row a line with tabs between the values; format
# float by default, integer truncates, string writes strings; fileID = terminal prints them).
# The file is a new temporary file of our own (FileTools/TemporaryFile), removed at the end.
f := FileTools:-TemporaryFile("io_readdata", ".txt"):
writedata(f, [[1, 50, 2], [2, 55, 70], [3, 61, 4]], integer);
readdata(f, 3);
readdata(f, integer, 3);
readdata(f, [integer, float]);
readdata(f, 1);
readdata(f, string, 2);
writedata(terminal, [[1.5, 2.2, 3.4], [2.7, 3.4, 5.6]]);
writedata(terminal, [1/2, 7/4, 3], float);
writedata(terminal, Matrix([[1.7, 2.2], [3, 4]]), integer);
writedata(terminal, [["a", 1], ["b", 2]], [string, integer]);
writedata(f, <0.5, 1.25, 2>);
readdata(f);
writedata(f, [x, 1]);
FileTools:-Remove(f);
