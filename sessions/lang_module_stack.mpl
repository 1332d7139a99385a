# A small package module in its own .mpl file, read by sessions/lang_module_package.mpl (issue
# 27). As a session alone it only defines the package: every statement ends in `:`.
# Help page module/package: a package is a module with option package whose exports are
# its routines; Programming Guide, chapter 8 (Programming with Modules): locals hold the
# state the exported procedures share, unseen from outside; they see it, and each other,
# lexically.
Stack := module()
    option package;
    export push, pop, top, size, empty;
    local items;
    description "a stack of values";
    items := [];
    push := proc(x) items := [op(items), x]; x end proc;
    pop := proc()
        local x;
        if empty() then error "the stack is empty" end if;
        x := items[-1];
        items := items[1 .. -2];
        x
    end proc;
    top := proc() if empty() then error "the stack is empty" end if; items[-1] end proc;
    size := () -> nops(items);
    empty := () -> evalb(items = []);
end module:
