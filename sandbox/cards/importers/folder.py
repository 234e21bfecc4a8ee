"""Several card data files at once: a folder, or files chosen together, imported in one go.

MTG card data comes in two files (MTGJSON's cards, and its token list): given the folder that
holds them, or both files, Namesake imports both, cards first (and `update`, given the cards
alone, fetches the token list too: `wants_token_list`). A file in the folder that is
not card data (MTGJSON's sets.json, a README) is skipped and named, never an error.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from sandbox.cards.errors import CardDataError
from sandbox.cards.games import conventions_of
from sandbox.cards.importers.detect import READERS, detect_format
from sandbox.cards.importers.importing import ImportSummary
from sandbox.cards.importers.source import InputFile

TOKEN_FORMATS = frozenset({"mtgjson-tokens"})
MAX_FILES = 200  # files looked at in one folder


def card_data_files(paths: Sequence[Path]) -> tuple[list[Path], list[Path]]:
    """The card data files `paths` name (a folder stands for the card data files in it), in
    import order (each game's cards before its tokens), and the folder files skipped."""
    found: list[tuple[int, Path]] = []
    skipped: list[Path] = []
    for path in paths:
        if not path.is_dir():
            found.append((import_order(path), path))
            continue
        for inside in sorted(p for p in path.iterdir() if p.is_file())[:MAX_FILES]:
            order = import_order(inside, quiet=True)
            if order < 0:
                skipped.append(inside)
            else:
                found.append((order, inside))
    found.sort(key=lambda pair: pair[0])  # stable: the given order otherwise
    return [path for _, path in found], skipped


def import_order(path: Path, *, quiet: bool = False) -> int:
    """0 for cards, 1 for tokens, -1 for a folder's file that is no card data (a named file
    that is none fails later, when it is imported, with its one-line reason)."""
    try:
        return 1 if detect_format(InputFile(path)) in TOKEN_FORMATS else 0
    except (CardDataError, OSError):
        if quiet:
            return -1
        return 0


def wants_token_list(paths: Sequence[Path]) -> bool:
    """Whether `paths` hold the cards of a game whose tokens come apart (MTGJSON's
    AtomicCards) and no token list beside them (what `update` then fetches as well)."""
    formats = set()
    for path in paths:
        try:
            formats.add(detect_format(InputFile(path)))
        except (CardDataError, OSError):
            continue  # (its import says what is wrong with it)
    if formats & TOKEN_FORMATS:
        return False
    readers = [READERS[name] for name in formats if name in READERS]
    return any(conventions_of(r.game).tokens_apart and "token" not in r.kinds for r in readers)


def lacks_tokens(summaries: Sequence[ImportSummary]) -> bool:
    """Whether the import of a game whose tokens come apart (MTGJSON's AtomicCards has none:
    its token list is a second file) brought no token at all."""
    for game in {s.game for s in summaries if conventions_of(s.game).tokens_apart}:
        of_game = [s for s in summaries if s.game == game]
        formats = {s.format for s in of_game}
        if not sum(s.tokens for s in of_game) and not formats & TOKEN_FORMATS:
            return True
    return False
