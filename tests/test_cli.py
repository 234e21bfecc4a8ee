"""The `namesake` command line: subcommands, and a scenario file given without an option."""

from __future__ import annotations

from sandbox.cli.main import _scenario_as_option, build_parser


def test_a_json_file_alone_opens_it_in_the_app() -> None:
    assert _scenario_as_option(["table.json"]) == ["--open", "table.json"]
    assert _scenario_as_option(["table.json", "--screenshot", "out.png"]) == [
        "--open",
        "table.json",
        "--screenshot",
        "out.png",
    ]
    assert _scenario_as_option(["--language", "es", "t.json"]) == [
        "--language",
        "es",
        "--open",
        "t.json",
    ]


def test_subcommands_keep_their_file_arguments() -> None:
    assert _scenario_as_option(["check", "t.json"]) == ["check", "t.json"]
    args = build_parser().parse_args(["check", "t.json", "--json"])
    assert args.json and str(args.file) == "t.json"


def test_every_subcommand_is_known_to_the_scenario_shortcut() -> None:
    from sandbox.cli.main import COMMANDS

    parser = build_parser()
    subparsers = next(a for a in parser._actions if a.dest == "command")
    assert set(subparsers.choices) == COMMANDS  # type: ignore[attr-defined]
