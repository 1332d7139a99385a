"""The Maple value model (design.md §1): numbers, symbols, containers, procedures, rtables."""
from .core import *  # noqa: F401,F403
from .core import (NULL, TRUE, FALSE, FAIL, UNDEFINED, INFINITY, truth, flatten, make_seq,
                   free_names, set_order)  # noqa: F401
