"""The shape of the house (issue 19): no import circle at all, and imports at the top of files.

An import circle counts however it is written: at the top, inside a function, or under
TYPE_CHECKING (grimp reads them all). Imports stand at the top of a file, so a reader sees
what the file touches; the exceptions are the commands (sandbox/cli, whose subcommands import
what they run when they run) and the imports listed below, each with its reason.
"""

from __future__ import annotations

import ast
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[1]
SANDBOX = ROOT / "sandbox"

_FIRST_USE = "loaded on first use, not with the first window (tests/ui/test_startup_imports.py)"
_AFTER_FIRST_PAINT = (
    "built after the first paint (MainWindow.later_parts, tests/ui/test_startup_imports.py)"
)
_REBUILD = "only a database build reads card text: the app and the CLI start without the patterns"
# file (relative to sandbox/) -> module imported inside a function -> why it is not at the top
LOCAL_IMPORTS: dict[str, dict[str, str]] = {
    "bench/derive.py": {
        "sandbox.bench.fab_boards": "a benchmark loads the board generator it runs",
        "sandbox.bench.mtg_boards": "a benchmark loads the board generator it runs",
    },
    "bench/startup.py": {"resource": "POSIX only: the benchmark still runs where it is missing"},
    "bench/load.py": {"resource": "POSIX only: the benchmark still runs where it is missing"},
    "cards/db/name_use.py": {"sandbox.cards.reading": _REBUILD},
    "cards/errors.py": {
        "sandbox.cards.message_text": "an error is worded when shown; the wording modules "
        "(naming, catalogs) are not loaded with the card database"
    },
    "cards/resolver.py": {
        "sandbox.cards.db.database": "the card database opens on the first lookup past the "
        "bundled library",
        "sandbox.cards.db": "the card database opens on the first lookup past the library",
        "sandbox.cards.db.paths": "whether a database file exists is asked only when a card's "
        "other names are",
    },
    "decks/resolve.py": {
        "sandbox.cards.db": "the card database's lookup loads only for a name that does not "
        "resolve (its closest names)"
    },
    "ui/dialogs/deck_actions.py": {
        "sandbox.ui.dialogs.deck": _FIRST_USE,
        "sandbox.decks.formats": _FIRST_USE,
        "sandbox.decks.lines": _FIRST_USE,
        "sandbox.decks.resolve": _FIRST_USE,
        "sandbox.decks.table": _FIRST_USE,
        "sandbox.decks.words": _FIRST_USE,
    },
    "ui/cards/import_actions.py": {
        "sandbox.cards.importers": _FIRST_USE,
        "sandbox.cards.importers.folder": _FIRST_USE,
        "sandbox.cards": _FIRST_USE,
    },
    "ui/cards/import_text.py": {"sandbox.cards.message_text": _FIRST_USE},
    "ui/cards/source.py": {
        "difflib": _FIRST_USE,  # close spellings, when a search finds few cards
        "sandbox.cards.message_text": _FIRST_USE,
        "sandbox.cards.db": _FIRST_USE,
        "sandbox.cards.naming.fab": _FIRST_USE,
        "sandbox.cards.naming.mtg": _FIRST_USE,
    },
    "ui/panels/effects.py": {
        "sandbox.ui.dialogs.effect": _FIRST_USE,
        "sandbox.ui.dialogs.choice": _FIRST_USE,
    },
    "ui/panels/inspector.py": {
        "sandbox.ui.dialogs.reference": _FIRST_USE,
        "sandbox.ui.dialogs.choice": _FIRST_USE,
        "sandbox.ui.dialogs.relations": _FIRST_USE,
    },
    "ui/panels/references.py": {
        "sandbox.ui.dialogs.reference": _FIRST_USE,
        "sandbox.ui.dialogs.relations": _FIRST_USE,
    },
    "ui/panels/scenario_header.py": {"sandbox.ui.panels.rules_text": _FIRST_USE},
    "ui/sharing/presentation.py": {"sandbox.ui.sharing.render": _FIRST_USE},
    "ui/sharing/render.py": {
        "PySide6.QtWidgets": "`namesake render` makes its own application only when none runs",
        "sandbox.ui.kit": "`namesake render` makes its own application only when none runs",
    },
    "ui/sharing/showing.py": {"sandbox.ui.sharing.render": _FIRST_USE},
    "ui/shell/app.py": {
        "sandbox.ui.shell.single_instance": "only a start that runs the window (not a "
        "screenshot or the startup probe) takes the one-instance lock and socket (QtNetwork)",
        "sandbox.ui.shell.startup_probe": "only when `bench startup` probes the start",
    },
    "ui/shell/help.py": {"sandbox.ui.shell.help_dialogs": _FIRST_USE},
    "ui/shell/keyboard.py": {"sandbox.ui.dialogs.relations": _FIRST_USE},
    "ui/shell/main_window.py": {
        "sandbox.ui.dialogs.object_menu": _FIRST_USE,
        "sandbox.ui.dialogs.move": _FIRST_USE,
        "sandbox.ui.dialogs.new_table": _FIRST_USE,
        "sandbox.ui.dialogs.gallery": _FIRST_USE,
        "sandbox.ui.dialogs.properties": _FIRST_USE,
        "sandbox.ui.shell.about_dialog": _FIRST_USE,
        "sandbox.ui.document": _FIRST_USE,  # object_actions: Remove selected
        "sandbox.ui.kit": _FIRST_USE,  # mnemonics: the object menu
        **dict.fromkeys(
            (
                "sandbox.ui.panels.inspector",
                "sandbox.ui.panels.references",
                "sandbox.ui.panels.effects",
                "sandbox.ui.panels.timeline",
                "sandbox.ui.panels.whatif",
                "sandbox.ui.cards.palette",
                "sandbox.ui.cards.import_actions",
                "sandbox.ui.sharing.share_actions",
                "sandbox.ui.sharing.showing",
                "sandbox.ui.sharing.presentation",
                "sandbox.ui.board.cursor",
                "sandbox.ui.shell.accessible",
                "sandbox.ui.shell.announce",
                "sandbox.ui.shell.keyboard",
            ),
            _AFTER_FIRST_PAINT,
        ),
    },
}


def local_imports(path: Path) -> set[str]:
    """The modules `path` imports inside a function."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for inner in ast.walk(node):
                if isinstance(inner, ast.ImportFrom) and inner.module:
                    found.add(inner.module)
                elif isinstance(inner, ast.Import):
                    found.update(alias.name for alias in inner.names)
    return found


def test_imports_stand_at_the_top_but_for_the_listed_reasons() -> None:
    unlisted, stale = [], []
    for path in sorted(SANDBOX.rglob("*.py")):
        relative = path.relative_to(SANDBOX).as_posix()
        if relative.startswith("cli/"):
            continue
        found, listed = local_imports(path), set(LOCAL_IMPORTS.get(relative, {}))
        unlisted += [f"{relative}: {module}" for module in sorted(found - listed)]
        stale += [f"{relative}: {module}" for module in sorted(listed - found)]
    assert unlisted == [], "imports inside functions without a reason in LOCAL_IMPORTS"
    assert stale == [], "LOCAL_IMPORTS lists imports that are gone"


def import_circles(graph: grimp.ImportGraph) -> list[list[str]]:
    """Every strongly connected group of two or more modules (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []
    for start in sorted(graph.modules):
        if start in index:
            continue
        work = [(start, iter(sorted(graph.find_modules_directly_imported_by(start))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            module, targets = work[-1]
            target = next((t for t in targets if t in graph.modules), None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append(
                        (target, iter(sorted(graph.find_modules_directly_imported_by(target))))
                    )
                elif target in on_stack:
                    low[module] = min(low[module], index[target])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[module])
            if low[module] == index[module]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == module:
                        break
                if len(group) > 1:
                    circles.append(sorted(group))
    return circles


def test_no_import_circle_at_all() -> None:
    graph = grimp.build_graph("sandbox", cache_dir=None)
    assert import_circles(graph) == []


def test_the_circle_finder_finds_a_circle() -> None:
    graph = grimp.ImportGraph()
    for name in ("p", "p.a", "p.b", "p.c"):
        graph.add_module(name)
    graph.add_import(importer="p.a", imported="p.b")
    graph.add_import(importer="p.b", imported="p.a")
    graph.add_import(importer="p.c", imported="p.a")
    assert import_circles(graph) == [["p.a", "p.b"]]
