# A package module defined in a .mpl file, read by this worksheet and used with `with` and
# `:-` (issue 27, its done-when criterion). The package is sessions/lang_module_stack.mpl.
# Sources: Maple help pages read (the file's statements run as if typed, without echo),
# module/package (a module with option package, its exports its routines), with (binds the
# short names and returns their list), exports (the export names, a sequence), module/local
# (a local is not reachable with :-), module/description (how a module prints), and the
# Programming Guide, chapter 8.
read "lang_module_stack.mpl":
exports(Stack);
lprint(Stack);
Stack:-push(1);
Stack:-push(x^2);
Stack:-size(), Stack:-top();
Stack:-items;
with(Stack);
push(3), size();
pop(), pop(), pop();
empty();
pop();
top();
type(Stack, `module`);
