"""Mutators of real inputs, shared by the fuzz tests and ``bench/fuzz.py``.

A hostile or careless user does not send random noise; they send a real save
or record with something wrong in it. So every mutator here takes a *real*
input and damages it in one of the ways issue 9 lists: a value swapped for
another type, a field or list element deleted, numbers made huge, negative
or nudged by one, digits from other scripts (``"٣"``, ``"¹"``), deep
nesting, truncation, random bytes, and for Rootlog records one-token typos
(a token deleted, duplicated, swapped with its neighbour or copied from
elsewhere).

API (stable; ``bench/fuzz.py`` and the tests use only this):

* ``fuzz_runs(default)`` -> int: how many inputs a fuzz test tries;
  ``WOODLAND_FUZZ_RUNS`` in the environment overrides ``default``.
* ``mutate_json(data, rnd)`` -> a damaged deep copy of JSON-like ``data``
  (dicts, lists, str, int, float, bool, None), one mutation at a node chosen
  uniformly among all nodes; ``rnd`` is a ``random.Random``.
* ``nudge_json(data, rnd)`` -> a plausible damage of a deep copy: a number
  moved by 1-3 (never below 0), a boolean flipped, a list element moved to
  another list, a string replaced by another string of the same document.
* ``mutate_text(text, rnd)`` -> damaged text: truncation, a span deleted or
  doubled, random characters or bytes (decoded as Latin-1) inserted, a digit
  run replaced by a huge number or by another script's digits.
* ``mutate_action_text(text, rnd)`` -> a damaged action text (``move 1 5 2``):
  a word replaced by junk, non-ASCII digits, a huge or negative number, a
  word dropped or doubled, or any ``mutate_text`` damage.
* ``rootlog_token_edits(text)`` -> every one-token typo of a record, as
  ``(description, text)`` pairs in a fixed order: each token of each turn
  line deleted, duplicated, swapped with the next.
* ``mutate_rootlog(text, rnd)`` -> one random token typo, or (one time in
  four) ``mutate_text`` damage.
* ``draw_damaged(data, corpus, mutator)``: a drawn corpus entry, mutated;
  ``decisions_along(new_game, every)``: positions and legal texts of games.
* ``mutated(base, mutator, max_mutations=3)`` -> a hypothesis strategy of
  inputs made from ``base`` by 1..``max_mutations`` calls of ``mutator(x,
  rnd)`` (hypothesis draws the ``Random``, so examples replay and shrink).
* ``JUNK`` the replacement values a type swap draws from; ``ODD_DIGITS``
  strings for which ``str.isdigit()`` is true but that are not ASCII.

Nothing here imports the game: the inputs come from the caller.
"""

from __future__ import annotations

import copy
import os
import random
import re
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

T = TypeVar("T")

# Digits of other scripts and digit-like characters: isdigit() is true for
# all of them; int() refuses the superscripts and reads the others as numbers.
ODD_DIGITS = ("¹", "²³", "٣", "۷", "३", "๕", "１２", "𝟑", "⑤")
# Numbers a file may hold. The last has 5000 digits: str() and json.dumps() of it
# raise ValueError (the int conversion limit), exactly as json.loads of its text does.
HUGE = (10**20, 10**400, -(10**400), 2**63, 2**64 + 1, 10**5000 - 1)
_HUGE_TEXT = ("1" * 25, "-" + "9" * 400, "9" * 5000, "18446744073709551617")
JUNK: tuple[Any, ...] = (None, True, False, "", "x", "٣", "¹", -1, 0, 1, 999, 1.5, float("nan"),
                         [], {}, [[]], {"a": 1}, [1], ["anvil"], "bird", "marquise",
                         10**20, -(10**9))
_WORD_JUNK = ("", "x", "-1", "0", "1e3", "1.5", "999", "9" * 5000, "None", "bird", "MOVE",
              "anvil", "ambush_bird", "\x00", "é", "12\u200b", "+3", "0x1f")


def fuzz_runs(default: int) -> int:
    """The number of inputs to try: ``WOODLAND_FUZZ_RUNS`` or ``default``."""
    value = os.environ.get("WOODLAND_FUZZ_RUNS", "")
    return int(value) if value.isascii() and value.isdigit() and int(value) > 0 else default


# --- JSON-like data ---------------------------------------------------------------

def _paths(data: Any, path: tuple = ()) -> Iterator[tuple]:
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _paths(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _paths(value, path + (i,))


def _at(data: Any, path: tuple) -> Any:
    for key in path:
        data = data[key]
    return data


def _nested(value: Any, depth: int) -> Any:
    for _ in range(depth):
        value = [value]
    return value


def _text(value: Any) -> str:
    """``str(value)``, but a number past int's conversion limit (an earlier
    mutation's ``HUGE``), alone or inside a list, becomes a long digit run:
    ``str`` of it raises ValueError."""
    try:
        return str(value)
    except ValueError:
        return _HUGE_TEXT[2]


def _replacement(old: Any, rnd: random.Random, donor: Any) -> Any:
    """What a mutated node becomes."""
    op = rnd.randrange(9)
    if op == 0:
        return rnd.choice(JUNK)
    if op == 1 and isinstance(old, int) and not isinstance(old, bool):
        return old + rnd.choice((-1, 1, -old - 1, old, 2, 5, 20))
    if op == 2:
        return rnd.choice(HUGE)
    if op == 3:
        return rnd.choice(ODD_DIGITS) if rnd.random() < 0.5 else _text(old)
    if op == 4:
        return _nested(copy.deepcopy(old), rnd.choice((20, 200)))  # text nests deeper
    if op == 5 and isinstance(old, bool):
        return not old
    if op == 6:
        return copy.deepcopy(donor)  # a real value from elsewhere in the input
    if op == 7 and isinstance(old, str):
        return old[: rnd.randrange(len(old) + 1)] + rnd.choice(("", "_", "s", "é"))
    return rnd.choice(JUNK)


def mutate_json(data: Any, rnd: random.Random) -> Any:
    """One mutation at a uniformly chosen node of a deep copy of ``data``."""
    out = copy.deepcopy(data)
    paths = list(_paths(out))
    path = rnd.choice(paths)
    donor = _at(out, rnd.choice(paths))
    if not path:
        return _replacement(out, rnd, donor) if rnd.random() < 0.2 else out
    parent, key = _at(out, path[:-1]), path[-1]
    op = rnd.randrange(10)
    if op == 0:  # deletion
        del parent[key]
    elif op == 1 and isinstance(parent, list):  # an element doubled
        parent.insert(key, copy.deepcopy(parent[key]))
    elif op == 2 and isinstance(parent, list) and len(parent) > 1:  # moved inside its list
        item = parent.pop(key)
        parent.insert(rnd.randrange(len(parent) + 1), item)
    elif op == 3 and isinstance(parent, dict):  # an unknown field beside it
        parent[str(key) + rnd.choice(("_", "s", "2"))] = copy.deepcopy(parent[key])
    elif op == 4:  # a list element moved to another list (a card changes places)
        lists = [p for p in paths if p and isinstance(_at(out, p), list) and p != path[:-1]]
        if isinstance(parent, list) and lists:
            target = _at(out, rnd.choice(lists))
            target.insert(rnd.randrange(len(target) + 1), parent.pop(key))
        else:
            parent[key] = _replacement(parent[key], rnd, donor)
    else:
        parent[key] = _replacement(parent[key], rnd, donor)
    return out


def nudge_json(data: Any, rnd: random.Random) -> Any:
    """A *plausible* damage, the kind per-field checks cannot see: a number
    moved by 1 to 3, a true/false flipped, a list element moved to another
    list (a card changes places), a string replaced by another string of the
    same document (a step, a faction, a card code), null set to such a string."""
    out = copy.deepcopy(data)
    paths = [p for p in _paths(out) if p]
    strings = sorted({v for p in paths if isinstance(v := _at(out, p), str)})
    path = rnd.choice(paths)
    parent, key = _at(out, path[:-1]), path[-1]
    value = parent[key]
    if isinstance(value, bool):
        parent[key] = not value
    elif isinstance(value, int):
        parent[key] = max(0, value + rnd.choice((-3, -2, -1, 1, 1, 2, 3)))
    elif isinstance(value, str) or (value is None and strings):
        parent[key] = rnd.choice(strings)
    elif isinstance(parent, list):
        lists = [p for p in paths if isinstance(_at(out, p), list) and p != path[:-1]]
        if lists:
            target = _at(out, rnd.choice(lists))
            target.insert(rnd.randrange(len(target) + 1), parent.pop(key))
    return out


# --- text ---------------------------------------------------------------------------

_DIGITS = re.compile(r"[0-9]+")


def mutate_text(text: str, rnd: random.Random) -> str:
    """One textual damage: truncation, deletion, doubling, insertion, digits."""
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
        junk = bytes(rnd.randrange(256) for _ in range(rnd.choice((1, 3, 16)))).decode("latin-1")
        return text[:i] + junk + text[i:]
    if op == 4:
        junk = rnd.choice(("[" * 5000, "{" * 3000, "\x00", "\ufeff", "\r\n", "//", "->", "\\",
                           '"', "NaN", "Infinity", "-0", "1e999", "٣", "¹"))
        return text[:i] + junk + text[i:]
    runs = list(_DIGITS.finditer(text))
    if not runs:
        return text[:i]
    m = rnd.choice(runs)
    new = (rnd.choice(ODD_DIGITS) if op == 5
           else rnd.choice(("9" * 5000, "1" * 25, "999999999999", "0" + m.group(), "-" + m.group(),
                            "1000000", "10000000")))
    return text[: m.start()] + new + text[m.end():]


def mutate_action_text(text: str, rnd: random.Random) -> str:
    """A damaged action text: a word swapped, dropped, doubled, or text damage."""
    words = text.split(" ")
    op = rnd.randrange(6)
    k = rnd.randrange(len(words))
    if op == 0:
        words[k] = rnd.choice(_WORD_JUNK)
    elif op == 1:
        words[k] = rnd.choice(ODD_DIGITS)
    elif op == 2:
        words[k] = rnd.choice(_HUGE_TEXT)
    elif op == 3 and len(words) > 1:
        del words[k]
    elif op == 4:
        words.insert(k, words[k])
    else:
        return mutate_text(text, rnd)
    return " ".join(words)


# --- Rootlog records ----------------------------------------------------------------

_TURN = re.compile(r"^([CE]:)(.*?)(\s*//.*)?$")


def _turn_lines(text: str) -> list[tuple[int, str, list[str], str]]:
    """(line index, prefix, tokens, comment) of each turn line with tokens."""
    out = []
    for i, line in enumerate(text.split("\n")):
        m = _TURN.match(line)
        if not m or not m.group(2).strip():
            continue
        tokens = [t for t in m.group(2).split("/")]
        if len(tokens) == 1 and ":" in tokens[0]:
            continue
        out.append((i, m.group(1), tokens, m.group(3) or ""))
    return out


def _with_tokens(text: str, index: int, prefix: str, tokens: list[str], comment: str) -> str:
    lines = text.split("\n")
    lines[index] = prefix + "/".join(tokens) + comment
    return "\n".join(lines)


def rootlog_token_edits(text: str) -> Iterator[tuple[str, str]]:
    """Every one-token typo of a record: each token deleted, doubled, and
    swapped with the next one of its line (skipped where that changes
    nothing)."""
    for index, prefix, tokens, comment in _turn_lines(text):
        for k, token in enumerate(tokens):
            rest = tokens[:k] + tokens[k + 1:]
            yield f"line {index + 1} token {k + 1} deleted", _with_tokens(
                text, index, prefix, rest, comment)
            yield f"line {index + 1} token {k + 1} doubled", _with_tokens(
                text, index, prefix, tokens[:k + 1] + [token] + tokens[k + 1:], comment)
            if k + 1 < len(tokens) and tokens[k + 1] != token:
                swapped = tokens[:k] + [tokens[k + 1], token] + tokens[k + 2:]
                yield f"line {index + 1} tokens {k + 1},{k + 2} swapped", _with_tokens(
                    text, index, prefix, swapped, comment)


def mutate_rootlog(text: str, rnd: random.Random) -> str:
    """One random typo (a token deleted, doubled, swapped or copied from
    another line) or, one time in four, :func:`mutate_text` damage."""
    lines = _turn_lines(text)
    if not lines or rnd.random() < 0.25:
        return mutate_text(text, rnd)
    index, prefix, tokens, comment = rnd.choice(lines)
    k = rnd.randrange(len(tokens))
    op = rnd.randrange(4)
    if op == 0:
        tokens = tokens[:k] + tokens[k + 1:]
    elif op == 1:
        tokens = tokens[:k + 1] + tokens[k:]
    elif op == 2 and k + 1 < len(tokens):
        tokens = tokens[:k] + [tokens[k + 1], tokens[k]] + tokens[k + 2:]
    else:
        other = rnd.choice(lines)[2]
        tokens = tokens[:k] + [rnd.choice(other)] + tokens[k + 1:]
    return _with_tokens(text, index, prefix, tokens, comment)


# --- hypothesis ---------------------------------------------------------------------

def mutated(base: T, mutator: Callable[[T, random.Random], T], max_mutations: int = 3) -> Any:
    """A hypothesis strategy: ``base`` after 1..max_mutations mutations."""
    from hypothesis import strategies as st

    def build(args: tuple[int, random.Random]) -> T:
        n, rnd = args
        value = base
        for _ in range(n):
            value = mutator(value, rnd)
        return value

    return st.tuples(st.integers(1, max_mutations), st.randoms(use_true_random=False)).map(build)


def decisions_along(new_game: Callable[[int], Any], every: int,
                    seeds: tuple[int, ...] = (5, 6)) -> list[tuple[str, tuple[str, ...]]]:
    """(position JSON, its legal action texts) at every ``every``-th decision
    of seeded random games (``new_game(seed)``; either engine's ``Game``)."""
    out = []
    for seed in seeds:
        rnd = random.Random(seed)
        game = new_game(seed)
        n = 0
        while not game.is_over:
            if n % every == 0:
                out.append((game.to_json(), tuple(str(a) for a in game.legal_actions())))
            game.apply(rnd.choice(game.legal_actions()))
            n += 1
    return out
def draw_damaged(data: Any, corpus: Any, mutator: Callable[[Any, random.Random], Any], *,
                 as_json: bool = False, max_mutations: int = 3) -> Any:
    """Inside a ``st.data()`` test: one of ``corpus`` (texts; read as JSON
    first if ``as_json``) after :func:`mutated`, both draws labelled."""
    from hypothesis import strategies as st

    base = data.draw(st.sampled_from(corpus), label="position")
    if as_json:
        import json

        base = json.loads(base)
    return data.draw(mutated(base, mutator, max_mutations), label="mutant")
