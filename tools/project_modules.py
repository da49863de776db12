"""The modules of the game's own packages, read from the source tree.

The packaging spec bundles all of them (the app imports screens, lesson
goals and computer players by name, out of PyInstaller's sight), and CI
checks the built archive holds every one:

    .venv/bin/python tools/project_modules.py --check ARCHIVE_LISTING

where the listing is ``pyi-archive_viewer -r -b`` of the executable. Nothing
of the game is imported, so the spec can use it before anything is built.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

#: The packages the game is made of (pyproject.toml's ``packages.find``).
PACKAGES = ("game", "scenes", "saves")
ROOT = Path(__file__).resolve().parent.parent


def project_modules(root: Path = ROOT) -> list[str]:
    """Every module of :data:`PACKAGES` under ``root``, dotted, sorted."""
    modules = []
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            modules.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return modules


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", type=Path, metavar="LISTING",
                    help="fail unless every module is named in this archive listing")
    args = ap.parse_args()
    modules = project_modules()
    if args.check is None:
        print("\n".join(modules))
        return 0
    bundled = {line.strip() for line in args.check.read_text().splitlines()}
    missing = [m for m in modules if m not in bundled]
    if missing:
        print(f"modules missing from the build: {', '.join(missing)}", file=sys.stderr)
        return 1
    print(f"OK: all {len(modules)} modules of {', '.join(PACKAGES)} are in the build")
    return 0


if __name__ == "__main__":
    sys.exit(main())
