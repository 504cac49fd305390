"""`python -m game.i18n extract|compile|check`: the interface's catalogues.

  extract   read every `_()`, `N_()`, `Said()`, `SaidN()`, `ngettext()` and `pgettext()`
            in game/ (babel.cfg says where) into game/i18n/locale/game.pot, and bring each language's
            game.po up to date with it (new sentences empty, dropped ones gone)
  compile   game.po -> game.mo for every language (the game reads the .mo)
  check     per language: sentences with no translation (missing), translations
            of sentences the game no longer says (unused), translations whose
            {placeholders} differ from the English, a .mo older than its .po,
            and the content translations' own problems; exit status 1 if any

Babel does the reading and writing; the game itself needs only the stdlib's
gettext at run time.
"""
from __future__ import annotations

import sys

from game.cli import CommandError, counted, run


def main(argv: list[str]) -> int:
    from game.i18n import catalogues
    if len(argv) != 1 or argv[0] not in ("extract", "compile", "check"):
        raise CommandError("usage: python -m game.i18n extract|compile|check")
    if argv[0] == "extract":
        template = catalogues.extract()
        catalogues.write_template(template)
        for code in catalogues.TRANSLATED:
            added, dropped = catalogues.update(code, template)
            print(f"{code}: {counted(added, 'new sentence', 'new sentences')} to translate, {dropped} no longer used")
        print(f"{len(template)} sentences in {catalogues.TEMPLATE.relative_to(catalogues.ROOT)}")
        return 0
    if argv[0] == "compile":
        for code in catalogues.TRANSLATED:
            path = catalogues.compile_mo(code)
            print(f"{code}: wrote {path.relative_to(catalogues.ROOT)}")
        return 0
    problems = 0
    template = catalogues.extract()
    for code in catalogues.LANGUAGES:
        report = catalogues.check(code, template)
        for line in report.problems:
            print(line)
        print(f"{code}: {len(report.missing)} missing, {len(report.unused)} unused, "
              f"{counted(len(report.problems) - len(report.missing) - len(report.unused), 'other problem', 'other problems')}")
        problems += len(report.problems)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(run(main))
