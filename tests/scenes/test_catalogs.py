"""Every visible string is in the catalogs, translated, and compiled."""

from __future__ import annotations

import gettext
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import catalogs  # noqa: E402

from scenes import i18n  # noqa: E402

PLACEHOLDER = re.compile(r"\{(\w*)\}")


def _ids(message) -> tuple[str, ...]:
    return (message.id,) if isinstance(message.id, str) else tuple(message.id)


def _strings(message) -> tuple[str, ...]:
    return (message.string,) if isinstance(message.string, str) else tuple(message.string)


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_every_string_in_the_code_is_translated(lang):
    catalog = catalogs.read(lang)
    missing = []
    for message in catalogs.extract():
        if not message.id:
            continue
        found = catalog.get(message.id)
        if found is None or not all(_strings(found)):
            missing.append(message.id)
    assert not missing, f"untranslated in {lang}.po (run tools/catalogs.py all): {missing}"


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_compiled_catalogs_match_the_po_files(lang):
    with catalogs.mo_path(lang).open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    for message in catalogs.read(lang):
        if not message.id or message.fuzzy:
            continue
        if isinstance(message.id, str):
            assert compiled.gettext(message.id) == message.string, message.id
        else:
            for n, expected in ((1, 0), (2, 1), (5, 2)):
                forms = _strings(message)
                want = forms[min(expected, len(forms) - 1)]
                assert compiled.ngettext(message.id[0], message.id[1], n) == want


def test_translations_keep_every_placeholder():
    for message in catalogs.read("ru"):
        if not message.id:
            continue
        wanted = set(PLACEHOLDER.findall(" ".join(_ids(message))))
        for text in _strings(message):
            assert set(PLACEHOLDER.findall(text)) == wanted, message.id


@pytest.mark.parametrize(
    ("n", "expected"),
    [(1, "1 сохранённая партия"), (2, "2 сохранённые партии"), (5, "5 сохранённых партий"),
     (11, "11 сохранённых партий"), (21, "21 сохранённая партия"), (22, "22 сохранённые партии"),
     (111, "111 сохранённых партий")],
)
def test_russian_plural_forms(n, expected):
    i18n.set_language("ru")
    try:
        assert i18n.ngettext("{n} saved game", "{n} saved games", n).format(n=n) == expected
    finally:
        i18n.set_language("en")


def test_unknown_language_falls_back_to_english():
    i18n.set_language("xx")
    assert i18n.language() == "en"
    assert i18n._("Settings") == "Settings"


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_every_translated_character_is_in_the_shipped_fonts(lang):
    """A character the font lacks is drawn as an empty box (a Russian
    minus sign "−" was): every character of every translation must have a
    glyph of its own in each face the app draws text with."""
    import pygame

    from scenes import theme

    pygame.font.init()
    faces = [theme.font(20, style) for style in ("regular", "bold", "title")]
    missing_box = [pygame.image.tobytes(f.render("\ue000", True, (255, 255, 255)), "RGBA")
                   for f in faces]
    chars = {ch for message in catalogs.read(lang) if message.id
             for text in _strings(message) for ch in text if ord(ch) > 127}
    lacking = sorted(ch for ch in chars for f, box in zip(faces, missing_box, strict=True)
                     if pygame.image.tobytes(f.render(ch, True, (255, 255, 255)), "RGBA") == box)
    assert not lacking, f"no glyph in the fonts for {lacking} ({lang}.po)"


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_no_translation_is_left_fuzzy(lang):
    """A fuzzy entry (Babel's guess from a changed English text) is not
    compiled: the game would show the English."""
    fuzzy = [message.id for message in catalogs.read(lang) if message.id and message.fuzzy]
    assert not fuzzy, f"fuzzy in {lang}.po: check and clear the flag: {fuzzy}"
