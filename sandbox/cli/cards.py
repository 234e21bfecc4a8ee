"""The card database's CLI subcommands: ``import``, ``update`` and ``name``.

``sandbox.cli.main`` calls ``register(subparsers)`` and then ``args.func(args)``. Exit codes:
``name``: 0 allowed, 1 refused, 2 bad usage. ``import``/``update``: 0 done, 2 bad input or
usage (a file that is not card data, truncated, corrupt), 1 when the environment failed (full
disk, download interrupted or refused), 130 when interrupted. Errors are one line,
``namesake: <file>: <where>: <problem>``; the database is never left half-changed.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import signal
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from sandbox.messages import LANGUAGES

if TYPE_CHECKING:  # each command imports what it runs when it runs, not with the CLI
    from sandbox.cards.db.database import CardDatabase
    from sandbox.cards.importers.importing import ImportSummary
    from sandbox.cards.naming.verdict import Verdict
    from sandbox.cards.progress import TextProgressBar

ENVIRONMENT_ERRORS = ("db.", "download.")


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add the ``import``, ``update`` and ``name`` subcommands."""
    imp = subparsers.add_parser(
        "import",
        help="import card data files or folders (format detected; MTG cards and tokens together)",
    )
    imp.add_argument("files", nargs="+", type=Path, metavar="FILE")
    _replace_option(imp)
    _progress_option(imp)
    imp.set_defaults(func=run_import)

    upd = subparsers.add_parser("update", help="download the public card files and import them")
    upd.add_argument("urls", nargs="*", metavar="URL", help="URLs to fetch (default: configured)")
    upd.add_argument(
        "--timeout", type=float, default=60.0, help="seconds without data before giving up"
    )
    upd.add_argument(
        "--deadline",
        type=float,
        default=None,
        help="seconds one whole download may take (default: 30 minutes)",
    )
    upd.add_argument(
        "--max-mb",
        type=float,
        default=None,
        help="the largest download accepted, in MiB (default: 2048)",
    )
    upd.add_argument(
        "--tokens",
        metavar="URL",
        default=None,
        help="the MTGJSON token list to fetch when the MTG cards come without tokens"
        " (default: $NAMESAKE_UPDATE_TOKENS_URL)",
    )
    _replace_option(upd)
    _progress_option(upd)
    upd.set_defaults(func=run_update)

    name = subparsers.add_parser("name", help="may this card name be chosen? (F12-F14, M1-M8)")
    name.add_argument("query", metavar="QUERY")
    name.add_argument("--game", choices=("fab", "mtg"), required=True)
    name.add_argument("--format", help="fab: blitz, cc, commoner, ll; mtg: an MTGJSON legality key")
    name.add_argument(
        "--characteristic",
        action="append",
        default=[],
        metavar="WORD",
        help="mtg: a card type or supertype word (artifact, nonland, legendary...)",
    )
    name.add_argument("--json", action="store_true", help="print the verdict as JSON")
    name.add_argument(
        "--language",
        choices=LANGUAGES,
        default=None,
        dest="name_language",
        help="language of the verdict text (default: namesake --language, else en)",
    )
    name.set_defaults(func=run_name)


def _replace_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--replace",
        action="store_true",
        help="import even if it removes more than half of the game's imported cards",
    )


def _progress_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="show a progress bar (default: when stderr is a terminal)",
    )


def run_import(args: argparse.Namespace) -> int:
    from sandbox.cards.importers.folder import card_data_files

    files, skipped = card_data_files(args.files)
    for path in skipped:
        print(f"namesake: {path}: not card data, skipped", file=sys.stderr)
    summaries: list[ImportSummary] = []
    label = ", ".join(str(path) for path in files)
    code = _guarded(label, functools.partial(_import_all, summaries, files, args))
    if code:
        return code
    _note_missing_tokens(summaries)
    return 0


def _note_missing_tokens(summaries: list[ImportSummary], *, update: bool = False) -> None:
    from sandbox.cards.importers.folder import lacks_tokens

    if lacks_tokens(summaries):
        how = (
            "give its URL to update --tokens, or set NAMESAKE_UPDATE_TOKENS_URL"
            if update
            else "give both files, or their folder, at once"
        )
        print(
            f"namesake: note: no tokens were imported; import MTGJSON's token list too ({how})",
            file=sys.stderr,
        )


def _import_all(
    summaries: list[ImportSummary], files: list[Path], args: argparse.Namespace
) -> None:
    from sandbox.cards.importers.importing import import_files

    bar = _bar(args)
    try:
        import_files(
            files, progress=bar, replace=args.replace, swapped_in=_say_builds(bar, args, summaries)
        )
    finally:
        if bar is not None:
            bar.finish()


def _say_builds(
    bar: TextProgressBar | None, args: argparse.Namespace, summaries: list[ImportSummary]
) -> Callable[[list[ImportSummary]], None]:
    """Print each build's summaries as soon as it is in (a later build may still fail, and
    what was printed stays imported), and keep them in `summaries`."""

    def say(built: list[ImportSummary]) -> None:
        if bar is not None:
            bar.finish()
        for summary in built:
            _print_summary(summary, _language(args))
        summaries.extend(built)

    return say


def run_update(args: argparse.Namespace) -> int:
    from sandbox.cards.download import DEADLINE, MAX_BYTES, token_list_url, update, update_urls

    urls = update_urls(args.urls)
    tokens = token_list_url(args.tokens)
    bar = _bar(args)
    deadline = DEADLINE if args.deadline is None else args.deadline
    max_bytes = MAX_BYTES if args.max_mb is None else int(args.max_mb * 2**20)

    def run() -> None:
        try:
            summaries = update(
                urls,
                progress=bar,
                timeout=args.timeout,
                deadline=deadline,
                max_bytes=max_bytes,
                replace=args.replace,
                tokens_url=tokens,
                swapped_in=_say_builds(bar, args, []),
            )
        finally:
            if bar is not None:
                bar.finish()
        _note_missing_tokens(list(summaries), update=True)

    return _guarded(" ".join(urls), run)


def run_name(args: argparse.Namespace) -> int:
    from sandbox.cards.db.database import CardDatabase
    from sandbox.cards.errors import DatabaseReadError
    from sandbox.cards.message_text import render_warning

    language = _language(args)
    usage = _usage_error(args, language)
    if usage:
        print(usage, file=sys.stderr)
        return 2
    with CardDatabase.open() as db:
        try:
            verdict = _verdict(db, args)
        except DatabaseReadError:  # damaged pages the opening check could not see
            db.rebuild_corrupt()
            verdict = _verdict(db, args)
        for warning in db.warnings:
            print(render_warning(warning, language), file=sys.stderr)
    _print_verdict(verdict, as_json=args.json, out=sys.stdout, language=language)
    return 0 if verdict.allowed else 1


def _verdict(db: CardDatabase, args: argparse.Namespace) -> Verdict:
    from sandbox.cards.naming.fab import check_fab_name
    from sandbox.cards.naming.mtg import check_mtg_name

    checks: dict[str, Callable[[], Verdict]] = {
        "fab": lambda: check_fab_name(db, args.query, format=args.format),
        "mtg": lambda: check_mtg_name(
            db, args.query, characteristics=args.characteristic, format=args.format
        ),
    }
    return checks[args.game]()


def _language(args: argparse.Namespace) -> str:
    """``name --language``, else the top-level ``namesake --language``, else English."""
    chosen = getattr(args, "name_language", None) or getattr(args, "language", None)
    return chosen if chosen in LANGUAGES else "en"


def _usage_error(args: argparse.Namespace, language: str = "en") -> str:
    from sandbox.cards.games import conventions_of
    from sandbox.cards.importers.fab_common import FAB_FORMATS
    from sandbox.cards.message_text import render
    from sandbox.cards.naming.characteristics import WORDS, parse_characteristics
    from sandbox.cards.naming.mtg import MTG_FORMATS

    formats = {"fab": FAB_FORMATS, "mtg": sorted(MTG_FORMATS)}[args.game]
    if args.format is not None and args.format not in formats:
        params = {"format": args.format, "choices": ", ".join(formats)}
        return f"namesake: --format: {render('usage.format', params, language)}"
    if args.characteristic and not conventions_of(args.game).characteristics:
        return f"namesake: --characteristic: {render('usage.characteristic_fab', {}, language)}"
    try:
        parse_characteristics(args.characteristic)
    except ValueError as exc:
        params = {"word": str(exc), "choices": ", ".join(WORDS)}
        return f"namesake: --characteristic: {render('usage.characteristic', params, language)}"
    return ""


def _print_verdict(verdict: Verdict, *, as_json: bool, out: TextIO, language: str = "en") -> None:
    from sandbox.cards.message_text import render, render_candidate, render_note, render_verdict

    if as_json:
        data: dict[str, Any] = verdict.to_dict()
        data["language"] = language
        data["message"] = render_verdict(verdict, language)
        for note, raw in zip(verdict.notes, data["notes"], strict=True):
            raw["message"] = render_note(note, language)
        json.dump(data, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return
    print(render_verdict(verdict, language), file=out)
    if verdict.chosen:
        print(render("verdict.chosen", {"names": ", ".join(verdict.chosen)}, language), file=out)
    for note in verdict.notes:
        print(render_note(note, language), file=out)
    if verdict.candidates:
        print(render("verdict.candidates", {}, language), file=out)
        for candidate in verdict.candidates:
            print(f"  {render_candidate(candidate, language)}", file=out)


def _print_summary(summary: ImportSummary, language: str = "en") -> None:
    from sandbox.cards.message_text import render, render_warning

    print(
        f"imported {summary.cards} cards and {summary.tokens} tokens"
        f" ({summary.game}, {summary.format})"
        f" from {summary.file} in {summary.seconds:.1f} s; {summary.names} names indexed"
    )
    changes = {"added": summary.added, "changed": summary.changed, "removed": summary.removed}
    print(render("import.changes", {k: str(v) for k, v in changes.items()}, language))
    for warning in summary.warnings:
        print(render_warning(warning), file=sys.stderr)


def _bar(args: argparse.Namespace) -> TextProgressBar | None:
    from sandbox.cards.progress import TextProgressBar

    show = args.progress if args.progress is not None else sys.stderr.isatty()
    return TextProgressBar(sys.stderr) if show else None


def _guarded(label: str, action: Callable[[], object]) -> int:
    """Run ``action``; turn a CardDataError, Ctrl-C or SIGTERM into one line on stderr and an
    exit code. SIGTERM is taken as Ctrl-C, so partial files are removed on the way out."""
    from sandbox.cards.errors import CardDataError
    from sandbox.cards.message_text import render_error

    try:
        with _terminate_as_interrupt():
            action()
    except CardDataError as exc:
        print(render_error(exc), file=sys.stderr)
        return 1 if exc.code.startswith(ENVIRONMENT_ERRORS) else 2
    except KeyboardInterrupt:
        print(f"namesake: {label}: interrupted; the card database is unchanged", file=sys.stderr)
        return 130
    return 0


@contextlib.contextmanager
def _terminate_as_interrupt() -> Iterator[None]:
    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    try:
        previous = signal.signal(signal.SIGTERM, interrupt)
    except ValueError:  # not the main thread: leave signals alone
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
