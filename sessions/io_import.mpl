# Import and Export of CSV files, and a data-loading round trip (issue 25, item 3).
# Sources: Maple help pages Import (https://maplesoft.com/support/help/view.aspx?path=Import:
# a CSV file gives a DataFrame; output = Matrix a Matrix; labeltype = string keeps labels as
# strings, symbol, the default, makes names), Formats/CSV
# (https://www.maplesoft.com/support/help/view.aspx?path=Formats%2FCSV) and Export (returns
# the number of bytes written: here counted from the text written).
# The files are new temporary files of our own (FileTools/TemporaryFile), removed at the end.
f := FileTools:-TemporaryFile("io_import", ".csv"):
writeline(f, "time,position,speed", "0,0.0,1.5", "1,1.5,1.25", "2,2.75,1.0"): fclose(f);
data := Import(f);
ColumnLabels(data);
data[speed];
data[3, position];
convert(data, Matrix);
Import(f, output = Matrix, skiplines = 1);
Import(f, output = Matrix, skiplines = 1, datatype = float[8]);
Import(f, labeltype = string)[2];
g := FileTools:-TemporaryFile("io_import", ".csv"):
Export(g, data);
readline(g), readline(g); fclose(g);
Import(g);
Export(g, Matrix([[1, 2], [3, 4]]));
Import(g, output = Matrix);
Import(g, format = "Excel");
FileTools:-Remove(f, g);
