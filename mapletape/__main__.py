"""`python -m mapletape`: the command line."""
from .cli import main

raise SystemExit(main())
