# ImportMatrix and ExportMatrix on text tables (issue 25, item 3).
# Sources: Maple help page ImportMatrix (https://maplesoft.com/support/help/Maple/view.aspx?path=ImportMatrix:
# the options source, delimiter, skiplines, datatype, fill, transpose and direct; a delimited
# file's default delimiter is a tab; ExportMatrix returns the number of bytes written), and the
# Maple Programming Guide, chapter 10, example 3 (this 5 x 4 Matrix exported as 67 bytes:
# https://www.maplesoft.com/support/help/Maple/view.aspx?path=ProgrammingGuide%2FChapter10).
# The files are new temporary files of our own (FileTools/TemporaryFile), removed at the end.
M := Matrix([[-98, -76, -4, 29], [-77, -72, 27, 44], [57, -2, 8, 92], [27, -32, 69, -31],
              [-93, -74, 99, 67]]):
f := FileTools:-TemporaryFile("io_importmatrix", ".txt"):
ExportMatrix(f, M);
A := ImportMatrix(f);
ImportMatrix(f, skiplines = 3);
ImportMatrix(f, transpose = true, skiplines = 2);
ImportMatrix(f, datatype = float[8], skiplines = 4);
c := FileTools:-TemporaryFile("io_importmatrix", ".csv"):
ExportMatrix(c, Matrix([[1, 2.5], [3, 4]]));
readline(c), readline(c); fclose(c);
ImportMatrix(c);
ExportMatrix(c, Matrix([[1, 2], [3, 4]]), delimiter = ";", target = delimited);
ImportMatrix(c, source = delimited, delimiter = ";");
fprintf(c, "1,2,3\n4,5\n"): fclose(c);
ImportMatrix(c, source = csv);
ImportMatrix(c, source = csv, fill = -1);
ImportMatrix("1 2\n3 4\n", direct = true, delimiter = " ");
ImportMatrix(c, source = MATLAB);
ImportMatrix(c, format = entries);
FileTools:-Remove(f, c);
FileTools:-Exists(c);
