# Files written and read line by line (issue 25, item 3).
# Sources: Maple help pages fopen (https://www.maplesoft.com/support/help/Maple/view.aspx?path=fopen:
# returns a file descriptor, a small integer; WRITE truncates, APPEND writes at the end; a file
# already open is an error), writeline
# (https://aws.webstore.maplesoft.com/support/help/view.aspx?path=writeline: returns the number
# of characters written; its examples writeline(default, "This is a test", "So is this"),
# which prints the two lines and returns 26, and writeline(default), a newline and 1), fprintf
# (its count is taken to be writeline's), readline (the next line without its newline, 0 at
# the end of the file), fscanf (reads as sscanf does), feof and fclose (a descriptor not open
# is an error).
# FileTools/TemporaryFile gives a new file of our own in the temporary folder, so that runs in
# parallel never meet; the script removes it at the end (FileTools/Remove).
f := FileTools:-TemporaryFile("io_fopen", ".txt"):
fd := fopen(f, WRITE);
fprintf(fd, "x = %d, y = %.3f\n", 42, 2.5);
writeline(fd, "second line", "third line");
fclose(fd);
fopen(f, APPEND);
fprintf(f, "%s %a\n", "last", x^2);
fclose(f);
fd := fopen(f, READ);
readline(fd);
feof(fd);
readline(fd), readline(fd), readline(fd);
readline(fd);
feof(fd);
fclose(fd);
fclose(fd);
fscanf(f, "x = %d, y = %f");
readline(f);
fclose(f);
fopen(f, READ): fopen(f, WRITE);
fclose(f);
fopen(f, MODIFY);
fprintf(terminal, "%d characters, %s\n", 5, "to the terminal");
writeline(default, "This is a test", "So is this");
writeline(default);
FileTools:-Remove(f);
FileTools:-Exists(f);
