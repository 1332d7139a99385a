"""Non-error control flow that unwinds the evaluator: break, next, return, quit."""
from __future__ import annotations


class ControlSignal(Exception):
    pass


class BreakSignal(ControlSignal):
    def __init__(self, levels: int = 1):
        super().__init__()
        self.levels = levels


class NextSignal(ControlSignal):
    pass


class ReturnSignal(ControlSignal):
    def __init__(self, value):
        super().__init__()
        self.value = value


class QuitSignal(ControlSignal):
    def __init__(self, code: int = 0):
        super().__init__()
        self.code = code


class RestartSignal(ControlSignal):
    pass
