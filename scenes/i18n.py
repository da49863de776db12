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


def ngettext(singular: str, plural: str, n: int) -> str:
    """Plural-aware lookup; Russian has three forms (1, 2-4, 5+)."""
    return _current.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark a string for extraction without translating it yet."""
    return message


Text = str | Callable[[], str]


def resolve(text: Text) -> str:
    """A widget's text: a msgid translated now, or a callable building it."""
    return text() if callable(text) else _(text)
