"""One way to write a Codex rule reference, in the reference list, the log's
badges and the refusals, in both languages. The Codex cites two kinds of
rule: the page of the printed rulebook this game follows (page 7, "Codex
p.7", "Кодекс, с. 7") and the sections of this reference, numbered as the
spec's (§1–§7). A play-test read "Кодекс 7 Тексты карт" beside "Кодекс, с. 7
Бой и зона патрулирования", and badges "с. 7" among bare "2.4" and "2.1":
now a section always carries "§", a page "p."/"с.", and a badge is the end
of its full label. Root's numbers stay bare ("4.2.1")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.codex.lawbook import ACTION_RULE
from game.common.errors import IllegalAction
from scenes import i18n
from scenes.codex.words import refusal
from scenes.learn.rulebook import Entry, load_book, rule_label, short_label

#: A refusal with no parameters (its words are not what is checked here).
KEY = "game.over"
LABELS = {  # (a section, the page) as each language writes them
    "en": (("codex 7", "Codex § 7", "§ 7"), ("codex p.7", "Codex p.7", "p.7")),
    "ru": (("codex 7", "Кодекс, § 7", "§ 7"), ("codex p.7", "Кодекс, с. 7", "с. 7")),
}


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def codex_rules() -> list[str]:
    """Every Codex rule the reference lists or the engine cites."""
    listed = [e.number for e in load_book().games["codex"].entries if e.numbered]
    return sorted(set(listed) | {rule for rule in ACTION_RULE.values() if rule})


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_codex_section_and_the_rulebook_page_are_written_apart(lang):
    i18n.set_language(lang)
    for number, label, badge in LABELS[lang]:
        assert (rule_label(number), short_label(number)) == (label, badge)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_codex_reference_is_written_one_way_and_its_badge_is_the_end_of_it(lang):
    i18n.set_language(lang)
    prefixes = set()
    for number in codex_rules():
        label, badge = rule_label(number), short_label(number)
        assert not badge[:1].isdigit(), f"{number}: a bare number beside 'p.7' ({badge})"
        assert label.endswith(badge), (number, label, badge)
        prefixes.add(label[: -len(badge)])
        page = number == "codex p.7"
        assert badge.startswith(i18n._("p.7")[:-1] if page else "§"), (number, badge)
    assert prefixes == {i18n._("Codex p.7")[: -len(i18n._("p.7"))]}, prefixes


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_reference_list_shows_no_codex_number_two_ways(lang):
    """No two Codex entries' labels read alike once their marks are dropped
    ("Кодекс 7" and "Кодекс, с. 7"), unless their marks differ."""
    i18n.set_language(lang)
    entries = [e for e in load_book().games["codex"].entries if e.numbered]
    labels = [e.label for e in entries]
    assert len(set(labels)) == len(labels)
    sections = [e for e in entries if e.number != "codex p.7"]
    assert all("§" in e.label for e in sections), [e.label for e in sections]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_codex_refusal_says_its_rule_as_the_reference_lists_it(lang):
    i18n.set_language(lang)
    (section, section_label, _badge), (page, page_label, _page_badge) = LABELS[lang]
    for rule, label in ((section, section_label), (page, page_label)):
        shown, _reason = refusal(IllegalAction(rule, KEY))
        entry = load_book().games["codex"].entry(rule)
        assert shown == label == entry.label


def test_root_numbers_stay_bare():
    for lang in ("en", "ru"):
        i18n.set_language(lang)
        assert rule_label("4.2.1") == short_label("4.2.1") == "4.2.1"


@pytest.mark.parametrize("query, first", [
    ("§2.4", "codex 2.4"), ("§ 7", "codex 7"), ("кодекс § 7", "codex 7"),
    ("кодекс 7", "codex 7"), ("с. 7", "codex p.7"), ("p.7", "codex p.7"),
])
def test_a_codex_reference_is_found_as_it_is_written(query, first):
    i18n.set_language("ru")
    found = [item.number for item in load_book().search(query, "codex")
             if isinstance(item, Entry)]
    assert found[0] == first, found


def test_a_section_sign_finds_no_root_rule():
    found = [item.number for item in load_book().search("§7") if isinstance(item, Entry)]
    assert found and all(number.startswith("codex") for number in found), found
