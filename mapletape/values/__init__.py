"""The Maple value model (design.md §1): numbers (numbers), symbols and containers (core),
expression arithmetic (arith) and rtables (rtable)."""
