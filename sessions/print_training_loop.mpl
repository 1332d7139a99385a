# A training-style loop: gradient descent on a one-parameter model, with printf progress.
data := [[1, 2.1], [2, 3.9], [3, 6.2], [4, 7.8]]:
loss := proc(w, pts) local p; add((w*p[1] - p[2])^2, p in pts)/nops(pts) end proc;
gradient := proc(w, pts)
    local p;
    add(2*p[1]*(w*p[1] - p[2]), p in pts)/nops(pts)
end proc:
w := 0.5: rate := 0.02:
history := []:
for epoch to 25 do
    g := gradient(w, data);
    w := w - rate*g;
    history := [op(history), loss(w, data)];
    if epoch mod 5 = 0 then
        printf("epoch %3d  w = %.6f  loss = %10.6f\n", epoch, w, history[-1]);
    end if;
end do:
printf("final weight %a after %d epochs\n", w, nops(history));
evalb(history[-1] < history[1]);
sprintf("%.3f", w);
