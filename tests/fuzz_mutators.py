"""Mutators of real inputs for the app boundaries' fuzz tests and ``bench/fuzz.py``.

A hostile user damages a real file or a real command line, so every mutator
takes a real input and breaks it in one of the ways issue 9 lists: a value
swapped for another type, a field or element deleted, numbers made huge or
negative, digits of other scripts, deep nesting, truncation, random bytes.
Each is a plain function of the input and a ``random.Random``, so the
campaign in ``bench/fuzz.py`` runs them fast and reproducibly from a seed,
and `mutated` wraps any of them as a hypothesis strategy (hypothesis draws
the ``Random``, so a failing example replays).

The names and signatures of ``fuzz_runs``, ``mutate_json``, ``mutate_text``
and ``mutated`` are those of the engine boundaries' module
(``tests/fuzzing.py``), so the two can be merged into one; the app-only
mutators are `mutate_bytes` (files as the disk holds them) and
`mutate_argv` (command lines). Nothing here imports the app or the game.
"""

from __future__ import annotations

import copy
import os
import random
import re
from typing import Any

# The plumbing both mutator modules share (node paths, the run count, the
# hypothesis strategy) lives once, in the engine boundaries' module.
from tests.fuzzing import _at, _paths, fuzz_runs, mutated  # noqa: F401  (re-exported)

# Digit characters of other scripts: str.isdigit() is true and int() reads
# most of them, which is exactly why an ASCII-only check must refuse them.
ODD_DIGITS = ("２", "１２", "٣", "۷", "३", "๕", "𝟑", "¹", "⑤", "᠑")
HUGE_NUMBERS: tuple[int | float, ...] = (
    2**31, 2**63, 2**64 + 1, 10**20, 10**300, -(10**300), 1e308, -1e308, 5e-324, -0.0)
HUGE_TEXT = ("9" * 25, "9" * 400, "9" * 4301, "-" + "9" * 30, "18446744073709551617")
# Values a type swap puts in place of the old one (JSON-representable).
JUNK: tuple[Any, ...] = (None, True, False, 0, 1, -1, 1.5, "", "x", "٣", "\u0000", "\ufe0f",
                         "\ud800", "\\ud800", "line\nbreak", "\u202e", "é" * 100,
                         [], {}, [None], {"": 0})
# Text a mutation inserts: control and invisible characters, JSON tokens,
# digits of other scripts, path-like pieces.
TEXT_JUNK = ("\x00", "\ufeff", "\u202e", "\ufe0f", "\r\n", "\t", "\\", '"', "/", "..", "NaN",
             "Infinity", "-0", "1e999", "[" * 2000, "{" * 1000, "\ud800", "\udcff", *ODD_DIGITS)
_DIGIT_RUN = re.compile(r"[0-9]+")


# --- JSON values --------------------------------------------------------------------

def _replacement(old: Any, rnd: random.Random, donor: Any) -> Any:
    """What one mutated node becomes."""
    op = rnd.randrange(8)
    if op == 0 and isinstance(old, int) and not isinstance(old, bool):
        return old + rnd.choice((-1, 1, -2 * old - 1, old))  # off by one, negated, doubled
    if op == 1:
        return rnd.choice(HUGE_NUMBERS)
    if op == 2:
        return rnd.choice(ODD_DIGITS) if rnd.random() < 0.5 else str(old)[:40]
    if op == 3:
        value = copy.deepcopy(old)
        # Deep nesting; deeper than 300 is made by text mutations ("[" * 2000),
        # because deepcopy and the next mutation recurse once per level.
        for _ in range(rnd.choice((10, 70, 300))):
            value = [value] if rnd.random() < 0.5 else {"n": value}
        return value
    if op == 4:
        return copy.deepcopy(donor)  # a real value from elsewhere in the input
    if op == 5 and isinstance(old, str):
        return mutate_text(old, rnd)
    return rnd.choice(JUNK)


def mutate_json(data: Any, rnd: random.Random) -> Any:
    """A deep copy of ``data`` with one mutation at a node chosen uniformly:
    deleted, doubled, renamed beside, or replaced (see `_replacement`)."""
    out = copy.deepcopy(data)
    paths = list(_paths(out))
    path = rnd.choice(paths)
    donor = _at(out, rnd.choice(paths))
    if not path:
        return _replacement(out, rnd, donor) if rnd.random() < 0.1 else out
    parent, key = _at(out, path[:-1]), path[-1]
    op = rnd.randrange(6)
    if op == 0:
        del parent[key]
    elif op == 1 and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[key]))
    elif op == 2 and isinstance(parent, dict):
        parent[f"{key}{rnd.choice(('_', 's', '2'))}"] = copy.deepcopy(parent[key])
    else:
        parent[key] = _replacement(parent[key], rnd, donor)
    return out


# --- text and bytes -----------------------------------------------------------------

def mutate_text(text: str, rnd: random.Random) -> str:
    """One damage to ``text``: cut short, a span deleted or doubled, junk or
    random characters inserted, a digit run made huge, negative or non-ASCII."""
    n = len(text)
    i = rnd.randrange(n + 1)
    j = min(n, i + rnd.choice((1, 2, 5, 20, 200)))
    op = rnd.randrange(7)
    if op == 0:
        return text[:i]
    if op == 1:
        return text[:i] + text[j:]
    if op == 2:
        return text[:j] + text[i:j] + text[j:]
    if op == 3:
        codes = [rnd.choice((rnd.randrange(0x20), rnd.randrange(0x80, 0x250),
                             rnd.randrange(0x110000))) for _ in range(rnd.choice((1, 4)))]
        junk = "".join(map(chr, codes))
        return text[:i] + junk + text[i:]
    if op == 4:
        return text[:i] + rnd.choice(TEXT_JUNK) + text[i:]
    runs = list(_DIGIT_RUN.finditer(text))
    if not runs:
        return text[:i] + rnd.choice(TEXT_JUNK) + text[i:]
    run = rnd.choice(runs)
    new = (rnd.choice(ODD_DIGITS) if op == 5
           else rnd.choice((*HUGE_TEXT, "-" + run.group(), "0" + run.group(), "")))
    return text[: run.start()] + new + text[run.end():]


def mutate_bytes(data: bytes, rnd: random.Random) -> bytes:
    """One damage to a file's bytes: cut short, bytes flipped, deleted or
    inserted (random, or bytes that are not UTF-8), a block repeated."""
    n = len(data)
    i = rnd.randrange(n + 1)
    j = min(n, i + rnd.choice((1, 4, 64, 4096)))
    op = rnd.randrange(6)
    if op == 0:
        return data[:i]
    if op == 1 and n:
        k = rnd.randrange(n)
        return data[:k] + bytes([data[k] ^ (1 << rnd.randrange(8))]) + data[k + 1:]
    if op == 2:
        return data[:i] + data[j:]
    if op == 3:
        junk = bytes(rnd.randrange(256) for _ in range(rnd.choice((1, 3, 32))))
        return data[:i] + junk + data[i:]
    if op == 4:
        return data[:i] + rnd.choice((b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\xef\xbb\xbf",
                                      b"\r", b"\x1b[2J")) + data[i:]
    return data[:j] + data[i:j] * rnd.choice((2, 100)) + data[j:]


def mutate_json_file(data: bytes, rnd: random.Random) -> bytes:
    """One damage to a JSON file: to a value (written back compact, indented
    or with raw non-ASCII), to its text (lone surrogates written as the
    bytes a careless encoder makes), or to its bytes."""
    import json

    op = rnd.randrange(4)
    if op <= 1:
        try:
            document = json.loads(data.decode("utf-8"))
        except ValueError:
            return mutate_bytes(data, rnd)
        value = mutate_json(document, rnd)
        try:
            text = json.dumps(value, ensure_ascii=rnd.random() < 0.5,
                              indent=rnd.choice((None, 1)))
        except (ValueError, RecursionError):  # a float json cannot write, or too deep
            return mutate_bytes(data, rnd)
        return text.encode("utf-8", "surrogatepass")
    if op == 2:
        text = mutate_text(data.decode("utf-8", "replace"), rnd)
        return text.encode("utf-8", "surrogatepass")
    return mutate_bytes(data, rnd)


def mutate_argv(argv: list[str], rnd: random.Random) -> list[str]:
    """One damage to a command line: a word's text damaged, a word dropped,
    doubled or moved, or replaced by another flag, junk, or OS bytes that are
    not UTF-8 (as Python decodes them: lone surrogates)."""
    out = list(argv)
    op = rnd.randrange(7)
    k = rnd.randrange(len(out)) if out else 0
    if not out or op == 0:
        out.insert(k, rnd.choice(("--frames", "--size", "--seed", "--screenshot", "--load",
                                  "--lang", "--new", "--open", "--fullscreen", "-h", "--",
                                  "-", "--frames=1", "--size=1x1")))
    elif op == 1:
        del out[k]
    elif op == 2:
        out.insert(k, out[k])
    elif op == 3:
        out.insert(rnd.randrange(len(out) + 1), out.pop(k))
    elif op == 4:
        out[k] = os.fsdecode(bytes(rnd.randrange(1, 256) for _ in range(rnd.choice((1, 3, 8)))))
    elif op == 5:
        out[k] = rnd.choice((*HUGE_TEXT, *ODD_DIGITS, "", "0", "-1", "1_0", " 5", "+5",
                             "320x240", "0x0", "1x1x1", "ru", "en"))
    else:
        out[k] = mutate_text(out[k], rnd)
    return out
