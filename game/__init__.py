"""Pure rules engines for Woodland Tabletop.

Nothing under this package may import pygame or pytmx: the engines run in
tests, benchmarks and computer players without a display, and the UI only
ever asks them questions.
"""

__version__ = "0.1.0"  # the one place the version is written (pyproject reads it)
