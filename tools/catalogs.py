"""Translation catalogs: extract strings, update .po files, compile .mo files.

    python tools/catalogs.py extract   # scan the code into assets/locale/woodland.pot
    python tools/catalogs.py update    # merge the template into en and ru .po files
    python tools/catalogs.py compile   # write the .mo files the game reads
    python tools/catalogs.py all       # all three

The compiled .mo files are committed so the game runs without Babel; a test
checks that they match the .po files and that Russian has no gaps. The
English catalog copies each msgid into its msgstr so wording can be tuned
there without touching code.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "woodland"
LANGS = ("en", "ru")
SOURCES = ("scenes", "main.py")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}
RU_PLURALS = ("nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 "
              "&& (n%100<10 || n%100>=20) ? 1 : 2);")


def template_path() -> Path:
    return LOCALE / f"{DOMAIN}.pot"


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def extract() -> Catalog:
    """Every translatable string in the sources, with where it is used."""
    catalog = Catalog(project="Woodland Tabletop", version="0.1.0", charset="utf-8")
    for source in SOURCES:
        path = ROOT / source
        if path.is_dir():
            found = extract_from_dir(str(path), keywords=KEYWORDS, comment_tags=("TRANSLATORS:",))
            for filename, lineno, message, comments, context in found:
                catalog.add(message, locations=[(f"{source}/{filename}", lineno)],
                            auto_comments=comments, context=context)
        else:
            from babel.messages.extract import extract_from_file

            for lineno, message, comments, context in extract_from_file(
                    "python", str(path), keywords=KEYWORDS):
                catalog.add(message, locations=[(source, lineno)], auto_comments=comments,
                            context=context)
    sys.path.insert(0, str(ROOT))
    from scenes.rules_text import engine_msgids

    for text, where in engine_msgids():
        catalog.add(text, locations=[(where, 0)], flags=("python-brace-format",))
    for text, where in codex_msgids():
        catalog.add(text, locations=[(where, 0)], flags=("python-brace-format",))
    return catalog


def codex_msgids() -> list[tuple[str, str]]:
    """The Codex engine's words: refusal texts, card names and card texts
    (the UI translates them by their English text, like Root's)."""
    from game.codex.cards import CARDS
    from game.codex.messages import MESSAGES, NAMES

    found = [(text, "game/codex/messages.py") for text in MESSAGES.values()]
    found += [(text, "game/codex/messages.py") for text in NAMES.values()]
    for card in CARDS:
        found.append((card.name, "game/codex/cards.py"))
        if card.text:
            found.append((card.text, "game/codex/cards.py"))
    return found


def _write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:
        write_po(handle, catalog, width=100, omit_header=False, sort_output=False)


def read(lang: str) -> Catalog:
    with po_path(lang).open("rb") as handle:
        return read_po(handle, locale=lang, domain=DOMAIN)


def read_template() -> Catalog:
    with template_path().open("rb") as handle:
        return read_po(handle, domain=DOMAIN)


def update() -> None:
    """Merge the template into each language (a fresh template copy each, since
    Babel shares message objects between a template and what it updates)."""
    for lang in LANGS:
        template = read_template()
        path = po_path(lang)
        if path.exists():
            catalog = read(lang)
        else:
            catalog = Catalog(locale=lang, domain=DOMAIN, project="Woodland Tabletop",
                              version="0.1.0", charset="utf-8")
        catalog.update(template, update_header_comment=False, no_fuzzy_matching=True)
        catalog.fuzzy = False  # a fuzzy header would be dropped from the .mo
        if lang == "en":
            for message in catalog:
                if not message.id:
                    continue
                if isinstance(message.id, str):
                    message.string = message.string or message.id
                elif not all(message.string):
                    message.string = tuple(message.id)
        _write(catalog, path)


def compile_all() -> None:
    for lang in LANGS:
        catalog = read(lang)
        with mo_path(lang).open("wb") as handle:
            write_mo(handle, catalog, use_fuzzy=False)


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "all"
    if command not in ("extract", "update", "compile", "all"):
        print(__doc__)
        return 2
    if command in ("extract", "update", "all"):
        template = extract()
        _write(template, template_path())
        print(f"{len(template)} messages in {template_path().relative_to(ROOT)}")
        if command != "extract":
            update()
    if command in ("compile", "all"):
        compile_all()
        for lang in LANGS:
            catalog = read(lang)
            missing = [m.id for m in catalog if m.id and not (
                all(m.string) if isinstance(m.string, tuple) else m.string)]  # plurals too
            print(f"{lang}: {len(catalog)} messages, {len(missing)} untranslated")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
