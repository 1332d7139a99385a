# a training-style loop: a procedure, a for loop and printf progress lines
loss := proc(w) (w - 3)^2 end proc:
grad := proc(w) 2*(w - 3) end proc:
w := 0.:
rate := 0.25:
for step to 5 do
    w := w - rate*grad(w);
    printf("step %d: w = %.4f, loss = %.6f\n", step, w, loss(w))
end do:
w;
history := []:
for step to 3 do history := [op(history), loss(step)] end do:
history;
