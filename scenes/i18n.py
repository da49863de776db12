"""Translations through gettext catalogs, switchable while the app runs.

Widgets keep the *msgid* (marked with :func:`N_` so Babel extracts it) and
translate it when they draw, so switching the language needs no rebuild of
any scene: the next frame simply looks the strings up in the new catalog.
Catalogs live in ``assets/locale/<lang>/LC_MESSAGES/woodland.mo``; they are
compiled from the ``.po`` files by ``tools/catalogs.py``.
"""

from __future__ import annotations

import gettext as _gettext
from collections.abc import Callable

from scenes.assets import asset_path

DOMAIN = "woodland"
LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский"}
DEFAULT_LANGUAGE = "en"

_translations: dict[str, _gettext.NullTranslations] = {}
_current: _gettext.NullTranslations = _gettext.NullTranslations()
_language = DEFAULT_LANGUAGE


def _catalog(lang: str) -> _gettext.NullTranslations:
    if lang not in _translations:
        _translations[lang] = _gettext.translation(
            DOMAIN, localedir=str(asset_path("locale")), languages=[lang], fallback=True
        )
    return _translations[lang]


def set_language(lang: str) -> None:
    """Make `lang` current; unknown codes fall back to English."""
    global _current, _language
    if lang not in LANGUAGES:
        lang = DEFAULT_LANGUAGE
    _language = lang
    _current = _catalog(lang)


def language() -> str:
    return _language


def _(message: str) -> str:
    return _current.gettext(message)


def every_translation(message: str) -> set[str]:
    """`message` in every language the app ships (English included): for
    text written in one language and read back in another, e.g. a save's name."""
    return {_catalog(lang).gettext(message) for lang in LANGUAGES}


def ngettext(singular: str, plural: str, n: int) -> str:
    """Plural-aware lookup; Russian has three forms (1, 2-4, 5+)."""
    return _current.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark a string for extraction without translating it yet."""
    return message


#: How each language writes the decimal point: Russian writes "2,2 с".
DECIMAL_MARKS: dict[str, str] = {"en": ".", "ru": ","}


def decimal(value: float, places: int | None = None) -> str:
    """A number as the current language writes it, for every number with a
    fraction the UI shows (seconds, speeds): ``places`` digits after the
    mark, or as few as it needs (``2.2``, ``0.15``, ``1``) when None."""
    text = f"{value:.{places}f}" if places is not None else f"{value:g}"
    return text.replace(".", DECIMAL_MARKS.get(_language, "."))


Text = str | Callable[[], str]


def resolve(text: Text) -> str:
    """A widget's text: a msgid translated now, or a callable building it."""
    return text() if callable(text) else _(text)


# Keyed catalogs ------------------------------------------------------------------
# Lessons and the rules reference are data: their texts are catalog keys
# ("lesson.woodland.4_2_1.goal"), looked up in one JSON file per language and
# domain (``assets/locale/<lang>/<domain>.json``, a flat object of key to
# text). Adding a lesson or a rule is then a data edit in both languages, with
# no code and no compile step; a test checks both files have every key.
_keyed: dict[tuple[str, str], dict[str, str]] = {}


def _keyed_catalog(domain: str, lang: str) -> dict[str, str]:
    if (domain, lang) not in _keyed:
        import json

        path = asset_path("locale", lang, f"{domain}.json")
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = {}
        _keyed[(domain, lang)] = {k: v for k, v in data.items()
                                  if isinstance(k, str) and isinstance(v, str)} \
            if isinstance(data, dict) else {}
    return _keyed[(domain, lang)]


def keyed(domain: str, key: str) -> str:
    """The text of `key` in the current language, else English, else the key
    itself (so a missing text shows where it is missing)."""
    for lang in (_language, DEFAULT_LANGUAGE):
        text = _keyed_catalog(domain, lang).get(key)
        if text is not None:
            return text
    return key


def has_keyed(domain: str, key: str, lang: str) -> bool:
    return key in _keyed_catalog(domain, lang)
