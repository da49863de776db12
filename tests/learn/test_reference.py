"""The rules reference (issue 19): every rule either engine can cite is in it,
every link in it leads somewhere, both languages have every text, and a
search by number or by word finds the rule, in English and in Russian.

The rule numbers are collected from the engines, not listed here: Root's
from its source as `tests/woodland/test_rule_ids.py` reads them (every
``IllegalAction`` rule and the lawbook's ``*_RULE`` tables) plus the rule
table of docs/engine.md; the Codex's from every string constant of its
source that has the form of a rule reference ("codex p.7", "codex 2.4"),
which covers the ``IllegalAction`` calls and the ``(rule, key, params)``
answers of `game.codex.rules.explain` alike.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from game.codex.actions import ARITY
from game.codex.lawbook import ACTION_RULE as CODEX_ACTION_RULE
from scenes import i18n
from scenes.i18n import has_keyed
from scenes.learn.lesson import load_lessons
from scenes.learn.rulebook import (
    DOMAIN,
    GAMES,
    Entry,
    Link,
    Term,
    links_in,
    load_book,
    normalise,
    plain,
)
from tests.woodland.test_rule_ids import docs_table, engine_rules

ROOT = Path(__file__).resolve().parents[2]
CODEX_SOURCE = ROOT / "game" / "codex"
CODEX_RULE = re.compile(r"^codex (p\.\d+|\d+(\.\d+)*)$")
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def book():
    return load_book()


def codex_rules() -> set[str]:
    """Every rule reference the Codex engine's source can cite."""
    found: set[str] = set()
    for path in sorted(CODEX_SOURCE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and CODEX_RULE.match(node.value):
                found.add(node.value)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id == "IllegalAction" and node.args \
                    and isinstance(node.args[0], ast.Constant):
                found.add(node.args[0].value)
    return found


def test_the_engine_scans_find_the_rules_we_know():
    """So the two tests below can fail: the scans see real refusals."""
    root, _pairs = engine_rules()
    assert {"4.2.1", "2.5", "6.5.4", "7.5.2.IV", "notation", "undo"} <= root
    assert {"codex p.7", "codex 2", "codex 2.1", "codex 2.4", "codex 3", "codex 5",
            "codex 6", "notation"} <= codex_rules()


def test_every_rule_root_can_cite_is_in_the_reference():
    root, _pairs = engine_rules()
    cited = root | set(docs_table())
    missing = sorted(r for r in cited if book().games["woodland"].entry(r) is None)
    assert not missing


def test_every_rule_the_codex_can_cite_is_in_the_reference():
    cited = codex_rules() | set(CODEX_ACTION_RULE.values())
    missing = sorted(r for r in cited if book().games["codex"].entry(r) is None)
    assert not missing


def test_the_codex_lawbook_names_a_rule_for_every_verb():
    assert set(CODEX_ACTION_RULE) == set(ARITY)


def test_every_lessons_rule_is_in_the_reference():
    lessons, errors = load_lessons()
    assert lessons and not errors
    for lesson in lessons:
        cited = set(lesson.rules) | {w.rule for w in lesson.wrong}
        for rule in cited:
            assert book().games[lesson.game].entry(rule) is not None, (lesson.id, rule)


def _items():
    for game in GAMES:
        yield from book().items(game)


def _name(item) -> str:
    return f"{item.game} {item.number if isinstance(item, Entry) else 'term ' + item.id}"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_link_resolves(lang):
    """See-also numbers, term lists and the links inside every text (in each
    language) lead to an entry or term of the same game: no dead links."""
    i18n.set_language(lang)
    reference = book()
    for item in _items():
        game = reference.games[item.game]
        for number in item.see:
            assert game.entry(number) is not None, (_name(item), "see", number)
        if isinstance(item, Entry):
            for term in item.terms:
                assert game.term(term) is not None, (_name(item), "term", term)
        for link in links_in(item.body(), item.game):
            assert reference.resolve(link) is not None, (_name(item), lang, link)
        text = plain(item.body())
        assert "[[" not in text and "]]" not in text, (_name(item), lang)


def test_links_are_read_from_the_markup():
    links = links_in("You [[term:rule|rule]] it, see [[4.2]] and [[codex 2.4|the main phase]].",
                     "woodland")
    assert links == [Link("term", "woodland", "rule"), Link("rule", "woodland", "4.2"),
                     Link("rule", "woodland", "codex 2.4")]
    assert plain("You [[term:rule|rule]] it, see [[4.2]].") == "You rule it, see 4.2."


def test_every_entry_says_something_and_sends_the_reader_on():
    for item in _items():
        if isinstance(item, Entry) and item.numbered:
            assert item.see or item.terms, _name(item)
        assert item.see or isinstance(item, Entry), _name(item)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_both_languages_have_every_text(lang):
    keys = []
    for game in GAMES:
        keys.append(book().games[game].title_key)
        for item in book().items(game):
            keys += [item.title_key, item.body_key] if isinstance(item, Entry) \
                else [item.name_key, item.body_key]
    missing = [k for k in keys if not has_keyed(DOMAIN, k, lang)]
    assert not missing
    if lang == "ru":
        i18n.set_language("ru")
        english = [k for k in keys if not CYRILLIC.search(i18n.keyed(DOMAIN, k))
                   and k != "woodland.title"]
        assert not english, "untranslated (no Cyrillic letter)"


@pytest.mark.parametrize("number, words", [
    ("4.2.1", ["править"]),
    ("4.3.1", ["засад", "защищающийся"]),
    ("4.3.3", ["Беззащитность"]),
    ("4.1.1", ["ремесленн", "активируйте"]),
    ("7.2.3", ["Презрение ручного труда"]),
    ("7.7", ["смута"]),
    ("7.3", ["преданных министров"]),
    ("codex p.7", ["зону патрулирования", "командира отряда", "агрессор", "поверните"]),
    ("codex 4", ["боец", "интендант", "техник", "скаут", "сопротивление 1"]),
])
def test_the_russian_uses_the_seeds_terms(number, words):
    i18n.set_language("ru")
    entry = book().entry(number)
    text = normalise(f"{entry.title()} {entry.body()}")
    for word in words:
        assert normalise(word) in text, (number, word)


def _found(query: str, game: str | None = None) -> list[str]:
    return [item.number if isinstance(item, Entry) else f"term:{item.id}"
            for item in book().search(query, game)]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("query, game, first", [
    ("4.2.1", None, "4.2.1"),
    ("7.5.2.iv", None, "7.5.2.IV"),
    ("p.7", None, "codex p.7"),
    ("codex 2.4", None, "codex 2.4"),
    ("2.4", "codex", "codex 2.4"),
])
def test_search_by_number_finds_the_rule_first(lang, query, game, first):
    i18n.set_language(lang)
    assert _found(query, game)[0] == first


def test_search_by_number_finds_the_rules_under_it():
    found = _found("4.3")
    assert found[:5] == ["4.3", "4.3.1", "4.3.2", "4.3.3", "4.3.4"]


@pytest.mark.parametrize("lang, query, wanted", [
    ("en", "ambush", "4.3.1"),
    ("en", "foil", "4.3.1"),
    ("en", "patrol zone", "codex 4"),
    ("en", "squad leader", "term:squad_leader"),
    ("en", "Disdain", "7.2.3"),
    ("ru", "засада", "4.3.1"),
    ("ru", "засаду", "4.3.1"),
    ("ru", "командир отряда", "codex p.7"),
    ("ru", "повёрнутые", "codex 4"),
    ("ru", "смута", "7.7"),
    ("ru", "поляна", "term:clearing"),
])
def test_search_by_word_finds_the_entry(lang, query, wanted):
    i18n.set_language(lang)
    assert wanted in _found(query)


def test_search_finds_a_rule_by_its_words_in_either_language():
    """A Russian player with English on screen (or the reverse) types the
    word they know."""
    i18n.set_language("ru")
    try:
        assert "4.3.1" in _found("ambush")
    finally:
        i18n.set_language("en")
    assert "4.3.1" in _found("засада")
    assert i18n.language() == "en", "the search leaves the language as it was"


def test_a_search_of_nothing_finds_nothing():
    assert _found("   ") == [] and _found("zzzqqq") == []


def test_terms_are_found_and_name_their_rules():
    term = book().games["codex"].term("exhaust")
    assert isinstance(term, Term) and "codex p.7" in term.see
    assert book().resolve(term.link) == term


def test_a_link_of_two_words_is_underlined_as_one():
    """"patrol zone" read as two links, "patrol" and "zone", with a gap."""
    import pygame

    pygame.font.init()
    from scenes.learn import rich_text

    link = object()
    text = rich_text.layout([("see the ", None), ("patrol zone", link), (" now", None)], 900)
    first, second = (w for w in text.words if w.link is link)
    surface = pygame.Surface((1000, 200))
    surface.fill((255, 255, 255))
    rich_text.draw(surface, text, (0, 0))
    base = first.rect.bottom - max(3, text.size // 7)
    gap_x = (first.rect.right + second.rect.x) // 2
    assert surface.get_at((gap_x, base))[:3] != (255, 255, 255)
    after = next(w for w in text.words if w.text == "now")
    assert surface.get_at(((second.rect.right + after.rect.x) // 2, base))[:3] == \
        (255, 255, 255), "the line stops where the link does"


@pytest.mark.parametrize(("lang", "discard"), [("en", "discard pile"), ("ru", "сброс")])
def test_codex_2_1_the_overview_says_teched_cards_go_to_the_discard(lang, discard):
    """Play-testing: the ru overview said teched cards go into the deck,
    against §2.1 and the tech screen ("они лягут в сброс")."""
    from scenes import i18n
    from scenes.learn.rulebook import load_book

    i18n.set_language(lang)
    try:
        book = load_book().games["codex"]
        overview = next(e for e in book.entries if e.number == "overview").body()
        assert discard in overview and discard in next(
            e for e in book.entries if e.number == "codex 2.1").body()
    finally:
        i18n.set_language("en")
