"""`namesake deck FILE --game G` and `namesake audit DECK --game G`: a deck list onto a table,
and what a name effect does to a deck.

`deck` reads the list (MTG Arena/MTGO text, MTGO .dek, Cockatrice .cod, Fabrary or plain FaB
text), resolves every line and, when all resolve (or with `--add-rest`), puts the cards where
a game starts for `--player`, on a new two-player table or on `--into SCENARIO`; the scenario
is written to `-o OUT` or printed. Exit 0 done, 1 lines that do not resolve (each on one line
with the closest names; nothing written), 2 a list or scenario that cannot be read.
`audit` prints the audit (text, `--json` or `--markdown`) and with `-o` saves its board.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from sandbox.cli.terminal import terminal_safe

MAX_NAME = 200  # a card name or sticker word given with --name

if TYPE_CHECKING:  # the deck modules load when the command runs, not with the CLI
    from sandbox.decks.audit import AuditRun
    from sandbox.decks.resolve import ResolvedDeck


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    deck = subparsers.add_parser("deck", help="put a deck list on a table (a scenario file)")
    deck.add_argument("file", metavar="FILE", help="the deck list (text, .dek or .cod)")
    _common(deck)
    deck.add_argument("--player", metavar="P", help="whose deck it is (a player id)")
    deck.add_argument("--into", metavar="SCENARIO", help="a scenario to add the deck to")
    deck.add_argument("-o", "--output", metavar="OUT", type=Path, help="write the scenario here")
    deck.add_argument(
        "--add-rest", action="store_true", help="add the lines that resolve even if some do not"
    )
    deck.set_defaults(func=run_deck)
    audit = subparsers.add_parser("audit", help="what a name effect does to a deck")
    audit.add_argument("file", metavar="DECK", help="the deck list")
    _common(audit)
    audit.add_argument(
        "--against", nargs="+", metavar="PRESET", default=None, help="effects (default: all)"
    )
    audit.add_argument("--on", nargs="+", choices=("you", "opponent"), default=["you", "opponent"])
    audit.add_argument("--name", default="", help="the card name an effect names or gives")
    shape = audit.add_mutually_exclusive_group()
    shape.add_argument("--json", action="store_true")
    shape.add_argument("--markdown", action="store_true")
    audit.add_argument("-o", "--output", metavar="OUT", type=Path, help="save the audit's board")
    audit.set_defaults(func=run_audit)


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", choices=("fab", "mtg"), required=True)
    parser.add_argument("--language", choices=("en", "es"), default="en", dest="deck_language")


def _fail(text: str) -> None:
    print(terminal_safe(f"namesake: {text}"), file=sys.stderr)


def _read(args: argparse.Namespace) -> ResolvedDeck | None:
    from sandbox.cards.resolver import default_resolver
    from sandbox.decks.formats import read_deck_file
    from sandbox.decks.lines import DeckRefused
    from sandbox.decks.resolve import read_deck
    from sandbox.decks.words import problem_line

    try:
        return read_deck(read_deck_file(Path(args.file)), args.game, default_resolver())
    except DeckRefused as refused:
        _fail(f"{args.file}: {problem_line(refused.problem, args.deck_language)}")
        return None


def _report_problems(args: argparse.Namespace, deck: ResolvedDeck) -> None:
    from sandbox.decks.words import problem_line

    for found in deck.problems:
        _fail(f"{args.file}: {problem_line(found, args.deck_language)}")


def run_deck(args: argparse.Namespace) -> int:
    from sandbox.decks.table import deck_actions
    from sandbox.decks.words import say
    from sandbox.model import ActionRefused, Board, Player, apply
    from sandbox.scenario.files import ScenarioError, save_problem, save_scenario, scenario_json
    from sandbox.scenario.share import open_scenario
    from sandbox.scenario.write import from_board

    deck = _read(args)
    if deck is None:
        return 2
    _report_problems(args, deck)
    if deck.problems and not args.add_rest:
        _fail(say("deck.failed", {"count": len(deck.problems)}, args.deck_language))
        return 1
    title, rulings, description = deck.title or Path(args.file).stem, [], ""
    if args.into:
        try:
            scenario = open_scenario(args.into)
        except ScenarioError as error:
            _fail(str(error))
            return 2
        board, model = scenario.board, scenario.model
        title, rulings, description = model.title, model.rulings, model.description
        if _same_file(args.output, args.into) and (model.actions or model.expect):
            _fail(f"{args.into}: has actions or expectations the new file would not keep;"
                  " write the table with the deck to another file (-o)")  # fmt: skip
            return 2
    else:
        players = (Player("p1", "Player 1"), Player("p2", "Player 2"))
        board = Board(args.game, players, active_player="p1")
    if board.game != args.game:
        _fail(f"{args.into}: a {board.game} scenario, not {args.game}")
        return 2
    player = args.player or board.player_ids[0]
    if player not in board.player_ids:
        _fail(f"--player {player}: no such player ({', '.join(board.player_ids)})")
        return 2
    placement = deck_actions(board, deck, player)
    try:
        for action in placement.actions:
            board = apply(board, action)
    except ActionRefused as refusal:
        from sandbox.messages import render

        _fail(render(refusal.reason, args.deck_language))
        return 2
    model_out = from_board(board, title=title, description=description, rulings=rulings)
    if args.output is None:
        print(terminal_safe(scenario_json(model_out)), end="")
    else:
        try:
            save_scenario(args.output, model_out)
        except (OSError, ValueError) as error:
            _fail(f"{args.output}: {save_problem(error)}")
            return 2
    done = {"count": placement.added, "title": title, "player": player}
    _fail(say("deck.added", done, args.deck_language))
    if placement.outside:
        _fail(say("deck.outside", {"count": placement.outside}, args.deck_language))
    return 0


def _same_file(output: Path | None, into: str) -> bool:
    try:
        return output is not None and output.exists() and output.samefile(into)
    except OSError:
        return False


def run_audit(args: argparse.Namespace) -> int:
    from sandbox.cards.resolver import default_resolver
    from sandbox.decks.against import SIDES, UnknownAgainst, against_words
    from sandbox.decks.audit import AuditRefused, audit_deck
    from sandbox.decks.report import as_text, audit_data, label
    from sandbox.decks.words import say
    from sandbox.scenario.files import save_problem, save_scenario
    from sandbox.scenario.write import from_board

    deck = _read(args)
    if deck is None:
        return 2
    _report_problems(args, deck)
    if deck.problems:
        _fail(say("audit.failed", {"count": len(deck.problems)}, args.deck_language))
        return 1
    if len(args.name) > MAX_NAME:
        _fail(f"--name: at most {MAX_NAME} characters")
        return 2
    sides = tuple(SIDES[0] if side == "you" else SIDES[1] for side in args.on)
    words = tuple(args.against or against_words(args.game))
    try:
        audit = audit_deck(deck, words, sides, default_resolver(), args.name)
    except AuditRefused as refused:
        from sandbox.messages import render

        _fail(f"{refused.word}: {render(refused.reason, args.deck_language)}")
        return 2
    except UnknownAgainst as unknown:
        known = ", ".join(unknown.known) or "-"
        _fail(
            say(
                "audit.unknown_preset",
                {"preset": unknown.word, "game": args.game, "known": known},
                args.deck_language,
            )
        )
        return 2
    if args.json:
        print(
            terminal_safe(
                json.dumps(audit_data(audit, args.deck_language), indent=2, ensure_ascii=False)
            )
        )
    else:
        print(terminal_safe(as_text(audit, args.deck_language, markdown=args.markdown)), end="")
    for path, run in _board_paths(args.output, audit.runs):
        title = f"{deck.title or Path(args.file).stem}: {label(run, args.deck_language)}"
        try:
            save_scenario(path, from_board(run.applied.board, title=title))
        except (OSError, ValueError) as error:
            _fail(f"{path}: {save_problem(error)}")
            return 2
        _fail(say("audit.board", {"path": path}, args.deck_language))
    return 0


def _board_paths(output: Path | None, runs: tuple[AuditRun, ...]) -> list[tuple[Path, AuditRun]]:
    """`-o OUT` for one run; OUT-<effect>-<side>.json for each of several."""
    if output is None:
        return []
    if len(runs) == 1:
        return [(output, runs[0])]
    stem = output.name.removesuffix(".json")
    return [
        (output.with_name(f"{stem}-{run.applied.word}-{run.applied.side}.json"), run)
        for run in runs
    ]
