"""``namesake examples [--game fab|mtg] [--language es]``: the bundled example scenarios, one
a line (file name, ruling ids, title), and the file names any FILE argument may be given as,
without folder or extension (``namesake check f21-frost-hex-owner-amnesia``)."""

from __future__ import annotations

import argparse

from sandbox.messages import LANGUAGES


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add the ``examples`` subcommand."""
    examples = subparsers.add_parser(
        "examples", help="list the bundled example scenarios (give one by its name as FILE)"
    )
    examples.add_argument("--game", choices=("fab", "mtg"), default=None)
    examples.add_argument("--language", choices=LANGUAGES, default="en", dest="examples_language")
    examples.set_defaults(func=run_examples)


def run_examples(args: argparse.Namespace) -> int:
    from sandbox.cli.terminal import terminal_safe
    from sandbox.scenario.examples import find_examples

    listed = [
        e
        for e in find_examples(language=args.examples_language)
        if not args.game or e.game == args.game
    ]
    width = max((len(e.path.stem) for e in listed), default=0)
    for example in listed:
        rulings = ", ".join(example.rulings)
        line = f"{example.path.stem:<{width}}  {example.game}  {rulings:<9}  {example.title}"
        print(terminal_safe(line.rstrip()))
    return 0


def as_file(argument: str | None) -> str | None:
    """`argument`, or the path of the bundled example it names (a share string or a path that
    exists stays as it is)."""
    if argument is None or argument.startswith("namesake"):
        return argument
    from sandbox.scenario.examples import example_named

    found = example_named(argument)
    return str(found) if found is not None else argument
