"""`python -m mapletape`: the command line."""
from .cli import command

command()
