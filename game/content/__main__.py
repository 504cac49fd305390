"""`python -m game.content check [DIR]` / `stats [--json] [--campaign] [DIR]` / `schema OUTDIR` / `docs`."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from game.cli import CommandError, counted, output_folder, run
from game.content import ROOT, ContentError, load_content


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m game.content", description="Check and describe the game's content.")
    sub = p.add_subparsers(dest="cmd", metavar="check|stats|schema|docs")
    check = sub.add_parser("check", help="validate every file; exit 1 with file:line problems")
    check.add_argument("dir", nargs="?", type=Path, default=ROOT)
    stats = sub.add_parser("stats", help="how many of each component")
    stats.add_argument("--json", action="store_true")
    stats.add_argument("--campaign", action="store_true", help="with --json: only the campaign's figures")
    stats.add_argument("dir", nargs="?", type=Path, default=ROOT)
    schema = sub.add_parser("schema", help="a JSON Schema per kind, into OUTDIR")
    schema.add_argument("outdir", type=Path)
    sub.add_parser("docs", help="the effect language reference (Markdown)")
    return p


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv or ["check"])
    if args.cmd == "schema":
        from game.content.schema import all_schemas
        out = output_folder(args.outdir, "schemas")
        schemas = all_schemas()
        for kind, schema in schemas.items():
            target = out / f"{kind}.schema.json"
            try:
                target.write_text(json.dumps(schema, indent=1) + "\n", encoding="utf-8")
            except OSError as err:
                raise CommandError(f"Cannot write the schema {target}: {err.strerror or err}.") from None
        print(f"wrote {len(schemas)} schemas to {out}")
        return 0
    if args.cmd == "docs":
        from game.content.effects import docs_markdown
        print(docs_markdown(), end="")
        return 0
    try:
        content = load_content(args.dir)
    except ContentError as err:
        for p in err.problems:
            print(p, file=sys.stderr)
        print(f"{counted(len(err.problems), 'problem', 'problems')} in content.", file=sys.stderr)
        return 1
    if args.cmd == "check":
        from game.content import translations
        problems = translations.check_etherfields(content, args.dir)
        if Path(args.dir).resolve() == Path(ROOT).resolve():  # the shipped games: Prophecy's and Lucidity's too
            problems += [p for lang in translations.LANGUAGE_FOLDERS
                         for p in translations.check(lang, tuple(translations.DATA_WORDS))]
            from game.content.briefs import GAMES, load_briefs
            for game in GAMES:  # the other games' picture briefs
                try:
                    load_briefs(game)
                except ContentError as err:
                    problems += err.problems
        if problems:
            for p in problems:
                print(p, file=sys.stderr)
            print(f"{counted(len(problems), 'problem', 'problems')} in the content's translations.", file=sys.stderr)
            return 1
        print(f"content OK: {sum(content.stats().values())} components, "
              f"translated into {', '.join(translations.LANGUAGE_FOLDERS)}")
    elif args.json:
        print(json.dumps(content.campaign_stats() if args.campaign else content.stats()))
    else:
        for kind, n in content.stats().items():
            print(f"{kind:18} {n}")
        print("\ncampaign")
        for what, n in content.campaign_stats().items():
            print(f"  {what:28} {n}")
    return 0


if __name__ == "__main__":
    sys.exit(run(main))
