"""The `namesake` command: the app by default, and headless subcommands.

`namesake` opens the desktop app; `namesake check FILE` prints what the model derives;
the card database adds `import`, `update` and `name` (see sandbox.cli.cards).

Only argument parsing is imported here: each command imports what it runs when it runs, so
the app's start (and `--version`) never waits for the report, the card database or the
importers.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from sandbox import __version__
from sandbox.cli.card import register as register_card_command
from sandbox.cli.cards import register as register_card_commands
from sandbox.cli.deck import register as register_deck_commands
from sandbox.cli.examples import as_file
from sandbox.cli.examples import register as register_examples_command
from sandbox.cli.share import register_share_commands
from sandbox.cli.terminal import terminal_safe
from sandbox.resources import MissingResource
from sandbox.startup_clock import mark


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="namesake",
        description="A board-state sandbox for card-name rulings (Flesh and Blood, Magic).",
    )
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="OUT.png",
        help="start the app, save a picture of the window, and exit",
    )
    parser.add_argument(
        "--language",
        choices=("en", "es"),
        default=None,
        help="language of the interface and explanations",
    )
    parser.add_argument(
        "--view-as",
        metavar="PLAYER",
        default=None,
        help="start in that player's view, with what they may not see hidden",
    )
    parser.add_argument(
        "--open",
        dest="scenario",
        metavar="FILE",
        help="a scenario file or share string to open in the app (also: namesake FILE.json,"
        " namesake STRING)",
    )
    parser.add_argument(
        "--present",
        action="store_true",
        help="start in presentation mode: the table full screen in large type, one caption",
    )
    add_desktop_options(parser)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    check = commands.add_parser("check", help="print the names and findings of a scenario")
    check.add_argument("file", metavar="FILE", help="a scenario file or a share string")
    check.add_argument("--json", action="store_true", help="print one JSON object")
    check.add_argument("--language", choices=("en", "es"), default="en", dest="check_language")
    check.add_argument(
        "--diff-after",
        type=int,
        metavar="N",
        default=None,
        help="what the scenario's action N (1 = first) changes: names gained and lost, findings"
        " whose status or objects changed",
    )
    check.set_defaults(func=run_check)
    register_share_commands(commands)
    register_card_commands(commands)
    register_card_command(commands)
    register_deck_commands(commands)
    register_examples_command(commands)
    return parser


def add_desktop_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--version", action="version", version=f"namesake {__version__}")
    parser.add_argument(
        "--paths", action="store_true", help="print where Namesake keeps its files, and exit"
    )
    parser.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="Linux: add Namesake to the desktop's applications and let scenario files"
        " (*.namesake.json) open in it, and exit",
    )


def run_desktop_option(args: argparse.Namespace) -> int | None:
    """`--paths` and `--install-desktop-entry`; None when neither was asked for."""
    if args.paths:
        from sandbox.ui.shell.about_data import paths_text

        print(paths_text())
        return 0
    if args.install_desktop_entry:
        from sandbox.ui.shell.desktop_entry import install_from_cli

        return install_from_cli()
    return None


def run_check(args: argparse.Namespace) -> int:
    from sandbox.cards.resolver import default_resolver
    from sandbox.cli.share import print_diff_after
    from sandbox.model import derive
    from sandbox.scenario.expectations import check_all
    from sandbox.scenario.files import ScenarioError
    from sandbox.scenario.report import as_text, report
    from sandbox.scenario.share import open_scenario

    try:
        scenario = open_scenario(args.file)
    except ScenarioError as error:
        print(f"namesake: {error}", file=sys.stderr)
        return 2
    if args.diff_after is not None:
        return print_diff_after(scenario, args.diff_after, args.check_language, args.json)
    for drift in default_resolver().drift(scenario.embedded):
        print(
            f"namesake: note: {drift.label} differs in your card data (errata?); "
            "the file's version is used",
            file=sys.stderr,
        )
    data = report(
        scenario.board,
        derive(scenario.board),
        scenario.model.expect,
        args.check_language,
        check_all(scenario),
    )
    if args.json:
        print(terminal_safe(json.dumps(data, indent=2, ensure_ascii=False)))
    else:
        title = scenario.model.title_in(args.check_language)
        if scenario.model.rulings:
            title += f" ({', '.join(scenario.model.rulings)})"
        print(terminal_safe(as_text(data, title, args.check_language)))
    return 1 if any(not e["passed"] for e in data["expectations"]) else 0


COMMANDS = frozenset(
    {"check", "import", "update", "name", "card", "render", "share", "deck", "audit", "examples"}
)
_VALUED_OPTIONS = frozenset({"--screenshot", "--language", "--open", "--view-as"})


def _scenario_as_option(arguments: list[str]) -> list[str]:
    """`namesake FILE.json [options]` means `namesake --open FILE.json [options]`, and so does
    `namesake STRING` for a share string."""
    if any(a in COMMANDS for a in arguments):
        return arguments
    result: list[str] = []
    for at, argument in enumerate(arguments):
        after_option = at > 0 and arguments[at - 1] in _VALUED_OPTIONS
        if not argument.startswith("-") and not after_option and _names_scenario(argument):
            result += ["--open", argument]
        else:
            result.append(argument)
    return result


def _names_scenario(argument: str) -> bool:
    if argument.endswith(".json") or as_file(argument) != argument:
        return True
    from sandbox.scenario.share import looks_like_share

    return looks_like_share(argument)


def main(argv: Sequence[str] | None = None) -> int:
    mark("python")
    parser = build_parser()
    arguments = _scenario_as_option(list(sys.argv[1:] if argv is None else argv))
    args = parser.parse_args(arguments)
    for option in ("file", "scenario"):  # a bundled example may be named alone
        if isinstance(getattr(args, option, None), str):
            setattr(args, option, as_file(getattr(args, option)))
    try:
        return _run(args)
    except MissingResource as error:
        print(f"namesake: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader stopped early (`namesake card X | head -1`)
        return _reader_gone()


SIGPIPE_EXIT = 141  # what a shell reports for a program stopped by a closed pipe (128 + 13)


def _reader_gone() -> int:
    """Point stdout at the null device, so the interpreter's last flush at exit does not fail
    again on the closed pipe, and exit as a program stopped by SIGPIPE does."""
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, sys.stdout.fileno())
    except (OSError, ValueError):  # stdout is no file (a test's capture)
        pass
    finally:
        os.close(null)
    return SIGPIPE_EXIT


def _run(args: argparse.Namespace) -> int:
    if getattr(args, "func", None) is not None:
        result: int = args.func(args)
        return result
    desktop = run_desktop_option(args)
    if desktop is not None:
        return desktop
    _import_qt_free_layers_first()
    from sandbox.ui.shell.app import run_app

    mark("qt_and_ui")
    # What the start-up imported lives for the whole run: keep the garbage collector from
    # walking it again on every full collection (once; the collector stays on).
    gc.freeze()

    return run_app(
        args.scenario,
        screenshot=args.screenshot,
        language=args.language,
        view_as=args.view_as,
        present=args.present,
    )


def _import_qt_free_layers_first() -> None:
    """Import the Qt-free layers the window needs (rules model, cards, scenario files and
    pydantic) before Qt. PySide6 reads the source of every module imported after it (looking
    for its `__feature__` switches): about 190 modules, some 30 ms of a cold start.

    Namesake uses no pydantic plugins: without PYDANTIC_DISABLE_PLUGINS (pydantic's own
    switch, left as the user set it) the first model pydantic builds reads the entry points
    of every installed package looking for one."""
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    import pydantic  # noqa: F401

    mark("pydantic")
    import sandbox.model  # noqa: F401
    from sandbox import messages  # noqa: F401
    from sandbox.cards import presets, resolver  # noqa: F401
    from sandbox.cards.db import paths  # noqa: F401  (platformdirs: where the card data is)
    from sandbox.scenario import files, headline, share, write  # noqa: F401

    mark("rules_and_files")
