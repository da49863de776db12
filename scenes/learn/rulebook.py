"""The rules reference as data: both games' rules by number, a glossary, links, search.

The reference is data, not code (``assets/reference/<game>.json``): each
entry names its rule number as the engines cite it ("4.2.1", "codex p.7"),
the catalog keys of its title and text, the rules it sends the reader on to
(``see``) and the glossary terms it uses (``terms``); each term has a name,
a text and the rules it belongs to. The texts themselves live in the keyed
catalogs ``assets/locale/<lang>/reference.json`` (see `scenes.i18n.keyed`),
so a rule is added or reworded in both languages with no code.

A text links inline with ``[[4.3.4]]`` (a rule, shown as its number),
``[[term:rule|rules]]`` (a glossary term, shown as the words after the bar)
or ``[[codex 2.4|the main phase]]``. This module reads them into runs of
plain text and links; ``tests/learn/test_reference.py`` checks that every
link, see-also and term of every entry resolves, in both languages.

No pygame here: the scene (`scenes.learn.reference`) draws what this finds.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from scenes import i18n
from scenes.assets import asset_path
from scenes.i18n import N_, _, keyed

DOMAIN = "reference"
FORMAT = 1
#: The games in the order the reference shows them.
GAMES = ("woodland", "codex")
GAME_NAMES = {"woodland": N_("Root"), "codex": N_("Codex")}

#: Refusal references that are the app's, not a rule of either game.
NOT_RULES = ("overview", "notation", "undo")

LINK = re.compile(r"\[\[([^\]|]+)(?:\|([^\]]+))?\]\]")


class ReferenceError(ValueError):
    """A reference file that cannot be read (names the file and the problem)."""


@dataclass(frozen=True)
class Link:
    """Where a link goes: a rule (``kind`` "rule") or a glossary term ("term")."""

    kind: str
    game: str
    target: str


@dataclass(frozen=True)
class Entry:
    """One rule: its number as the engines cite it, and what the reader sees."""

    game: str
    number: str
    title_key: str
    body_key: str
    see: tuple[str, ...]
    terms: tuple[str, ...]

    @property
    def link(self) -> Link:
        return Link("rule", self.game, self.number)

    @property
    def label(self) -> str:
        return rule_label(self.number)

    @property
    def numbered(self) -> bool:
        """False for the app's own refusals ("notation", "undo"), not rules."""
        return self.number not in NOT_RULES

    def title(self) -> str:
        return keyed(DOMAIN, self.title_key)

    def body(self) -> str:
        return keyed(DOMAIN, self.body_key)

    @property
    def depth(self) -> int:
        """How deep in its section: "4" 0, "4.2" 1, "4.2.1" 2 ("codex 2.4" 1,
        "codex p.7" 0: a page, not a subsection)."""
        number = section(self.number)
        return number.count(".") if number[:1].isdigit() else 0


@dataclass(frozen=True)
class Term:
    """A glossary term of one game and the rules it belongs to."""

    game: str
    id: str
    name_key: str
    body_key: str
    see: tuple[str, ...]

    @property
    def link(self) -> Link:
        return Link("term", self.game, self.id)

    def name(self) -> str:
        return keyed(DOMAIN, self.name_key)

    def body(self) -> str:
        return keyed(DOMAIN, self.body_key)


Item = Entry | Term


def section(number: str) -> str:
    """The number without the game's prefix: "codex 2.4" -> "2.4"."""
    return number.removeprefix("codex ")


#: The Codex's page of the printed rulebook (the seed, `spec/codex.md`); its
#: other rules are the sections of this reference, numbered as the spec's.
CODEX_PAGE = "codex p.7"


def rule_label(number: str) -> str:
    """A rule number as the player reads it: "4.2.1" (Root's own numbers),
    "Codex p.7" (a page of the printed rulebook), "Codex § 2.4" (a section of
    this reference). The Codex's two kinds of reference are told apart by
    their marks: "Codex 7" beside "Codex p.7" read as one number written
    two ways, a play-test found."""
    if number == CODEX_PAGE:
        return _("Codex p.7")
    if number.startswith("codex "):
        return _("Codex § {section}").format(section=section(number))
    if number == "overview":
        return _("Overview")
    if number == "notation":
        return _("Notation")
    if number == "undo":
        return _("Undo")
    return number


def badge_words(number: str) -> str:
    """What a rule badge stands for, said when the pointer rests on it: the
    Codex's two kinds of reference (a page of the printed rulebook, a
    section of this reference) look alike on a badge."""
    if number == CODEX_PAGE:
        return _("Page 7 of the printed Codex rulebook: the patrol zone and attacks.\n"
                 "Click to read it in the rules reference.")
    if number.startswith("codex "):
        return _("Section {section} of the Codex rules reference.\n"
                 "Click to read it.").format(section=section(number))
    if number[:1].isdigit():
        return _("Rule {number} of the Law of Root.\n"
                 "Click to read it in the rules reference.").format(number=number)
    return _("Click to read it in the rules reference.")


def short_label(number: str) -> str:
    """A rule number without its game, for a badge among one game's lines:
    "codex p.7" -> "p.7", "codex 2.4" -> "§ 2.4" (marked as in
    :func:`rule_label`: the Codex log once mixed "p.7" with a bare "2.4")."""
    if number == CODEX_PAGE:
        return _("p.7")
    if number.startswith("codex "):
        # A space after the mark: at a badge's size "§2.4" read as "52.4",
        # a play-tester found (the Russian text had the space already).
        return _("§ {section}").format(section=section(number))
    return rule_label(number)


@dataclass(frozen=True)
class GameBook:
    """One game's rules in their order, and its glossary."""

    game: str
    title_key: str
    entries: tuple[Entry, ...]
    terms: tuple[Term, ...]

    def title(self) -> str:
        return keyed(DOMAIN, self.title_key)

    def entry(self, number: str) -> Entry | None:
        return next((e for e in self.entries if e.number == number), None)

    def term(self, term_id: str) -> Term | None:
        return next((t for t in self.terms if t.id == term_id), None)

    def chapter(self, entry: Entry) -> str | None:
        """The chapter an entry stands in, when the reference has no entry
        for it ("6 · Marquise de Cat" for 6.2.2): the Law of Root's chapter
        names, so a rule without a parent here still says where it belongs."""
        head = section(entry.number).split(".", 1)[0]
        key = f"{self.game}.chapter.{head}"
        return f"{head} · {keyed(DOMAIN, key)}" if i18n.has_keyed(DOMAIN, key, "en") else None

    def parent(self, entry: Entry) -> Entry | None:
        """The nearest entry above `entry` in its section ("4.2" for "4.2.1")."""
        number = entry.number
        while "." in section(number):
            number = number.rsplit(".", 1)[0]
            found = self.entry(number)
            if found is not None:
                return found
        return None


class Book:
    """Both games' references; look-ups by number, term and link, and search."""

    def __init__(self, games: dict[str, GameBook]) -> None:
        self.games = games
        self._texts: dict[int, tuple[str, str]] | None = None

    def _searchable(self, item: Item) -> tuple[str, str]:
        """:func:`searchable` in every language at once, so a search in the
        other language's words finds the rule too ("засада" with English on
        screen). Built once: switching the language for each keystroke's
        search would cost more than the search."""
        if self._texts is None:
            current = i18n.language()
            texts: dict[int, list[tuple[str, str]]] = {}
            try:
                for lang in i18n.LANGUAGES:
                    i18n.set_language(lang)
                    for book in self.games.values():
                        for each in [*book.entries, *book.terms]:
                            texts.setdefault(id(each), []).append(searchable(each))
            finally:
                i18n.set_language(current)
            self._texts = {key: (" ".join(h for h, _t in rows), " ".join(t for _h, t in rows))
                           for key, rows in texts.items()}
        return self._texts.get(id(item)) or searchable(item)

    def entry(self, number: str, game: str | None = None) -> Entry | None:
        """The entry of rule `number`: in `game` if given (and found), else in
        the first game that has it ("notation" is in both)."""
        order = [game] if game in self.games else []
        order += [g for g in self.games if g not in order]
        for name in order:
            found = self.games[name].entry(number)
            if found is not None:
                return found
        return None

    def resolve(self, link: Link) -> Item | None:
        book = self.games.get(link.game)
        if book is None:
            return None
        return book.entry(link.target) if link.kind == "rule" else book.term(link.target)

    def items(self, game: str) -> list[Item]:
        book = self.games[game]
        return [*book.entries, *book.terms]

    def search(self, query: str, game: str | None = None) -> list[Item]:
        """Entries and terms for a search: a rule number ("4.2", "p.7") finds
        that rule and those under it; words find the entries and terms whose
        title and text (in either language) hold every word: those with
        the words in their title first, then in their text, then those that
        only hold the words' stems. `game`'s items come first in each."""
        words = normalise(query).split()
        if not words:
            return []
        order = [game] if game in self.games else []
        order += [g for g in self.games if g not in order]
        ranks: list[list[Item]] = [[], [], [], []]  # number, title, text, word stems
        needle = " ".join(words)
        for name in order:
            for item in self.items(name):
                if isinstance(item, Entry) and _number_matches(item, needle):
                    ranks[0].append(item)
                    continue
                heading, text = self._searchable(item)
                if all(w in heading for w in words):
                    ranks[1].append(item)
                elif all(w in text for w in words):
                    ranks[2].append(item)
                elif all(w in text or stem(w) in text for w in words):
                    ranks[3].append(item)
        found = [item for rank in ranks for item in rank]
        # The app's own notes (the action notation, undo) after the rules:
        # a player searching "patrol" wants the rule before the notation.
        return sorted(found, key=lambda item: isinstance(item, Entry) and not item.numbered)


def normalise(text: str) -> str:
    """Case and ё folded, link markup reduced to what it shows."""
    return plain(text).casefold().replace("ё", "е")


def stem(word: str) -> str:
    """A crude stem for inflected words ("засаду" -> "засад", "moves" -> "mov"):
    at most two letters off a word of five or more, never below four."""
    return word[:max(4, len(word) - 2)] if len(word) >= 5 else word


def searchable(item: Item) -> tuple[str, str]:
    """(heading, heading and text) of `item`, normalised for search."""
    if isinstance(item, Entry):
        heading = normalise(f"{item.label} {item.title()}")
    else:
        heading = normalise(item.name())
    return heading, f"{heading} {normalise(item.body())}"


#: How a search for a rule number may begin besides a digit ("p.7", "§2.4",
#: "с. 7", "codex 2.4").
NUMBER_STARTS = ("p.", "p7", "с.", "с7", "§", "codex", "кодекс")


def _number_matches(entry: Entry, needle: str) -> bool:
    """Whether `needle` (normalised) is the start of the entry's number, as
    the engines cite it or as either language labels it."""
    needle = needle.replace(" ", "")
    if not (needle[:1].isdigit() or needle.startswith(NUMBER_STARTS)):
        return False
    if needle.startswith("§") and not entry.number.startswith("codex "):
        return False  # a section sign is the Codex's
    needle = _compact(needle)
    candidates = {entry.number, section(entry.number), normalise(entry.label),
                  normalise(short_label(entry.number))}
    if entry.number == CODEX_PAGE:
        candidates |= {"p7", "с7", *map(normalise, i18n.every_translation("p.7"))}
    return any(_compact(c).startswith(needle) for c in candidates)


def _compact(number: str) -> str:
    """A rule number without what a search may leave out: "кодекс, § 2.4"
    and "кодекс 2.4" are one search, "§ 7" and "7" another."""
    return number.replace(" ", "").replace(",", "").replace("§", "")


# --- links in the texts ------------------------------------------------------------

def runs(text: str, game: str) -> list[tuple[str, Link | None]]:
    """`text` as runs of (shown text, link or None), in order."""
    out: list[tuple[str, Link | None]] = []
    at = 0
    for match in LINK.finditer(text):
        if match.start() > at:
            out.append((text[at:match.start()], None))
        target, shown = match.group(1).strip(), match.group(2)
        if target.startswith("term:"):
            link = Link("term", game, target[len("term:"):])
            out.append((shown or link.target, link))
        else:
            link = Link("rule", game, target)
            out.append((shown or rule_label(target), link))
        at = match.end()
    if at < len(text):
        out.append((text[at:], None))
    return out


def plain(text: str) -> str:
    """`text` as it reads, without link markup."""
    return "".join(shown for shown, _link in runs(text, ""))


def links_in(text: str, game: str) -> list[Link]:
    return [link for _shown, link in runs(text, game) if link is not None]


# --- loading -------------------------------------------------------------------------

def reference_path(game: str) -> Path:
    return asset_path("reference", f"{game}.json")


def load_game(path: Path) -> GameBook:
    """Read one game's reference file; a malformed one raises ReferenceError."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ReferenceError(f"{path.name}: {exc}") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReferenceError(f"{path.name}: not a format {FORMAT} reference")
    game = data.get("game")
    if game not in GAMES:
        raise ReferenceError(f"{path.name}: unknown game {game!r}")
    try:
        entries = tuple(Entry(game, e["number"], e["title"], e["body"], tuple(e.get("see", ())),
                              tuple(e.get("terms", ()))) for e in data["entries"])
        terms = tuple(Term(game, t["id"], t["name"], t["body"], tuple(t.get("see", ())))
                      for t in data.get("terms", ()))
    except (KeyError, TypeError) as exc:
        raise ReferenceError(f"{path.name}: an entry lacks {exc}") from exc
    numbers = [e.number for e in entries]
    if len(set(numbers)) != len(numbers):
        raise ReferenceError(f"{path.name}: a rule number appears twice")
    return GameBook(game, str(data.get("title", "")), entries, terms)


@lru_cache(maxsize=1)
def load_book() -> Book:
    """Both games' references (read once; the texts are looked up when shown,
    so a language switch needs no reload)."""
    return Book({game: load_game(reference_path(game)) for game in GAMES})
