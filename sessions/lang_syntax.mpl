# syntax errors stop a script at the faulty statement (errorbreak 1)
a := 1;
b := a + 1;
c := 1 + -3;
d := 4;
