"""``python -m sandbox.bench import``: time and peak memory of importing the full reference data.

Prints ``import cards=N seconds=S peak_mb=M`` (both games: FaB card.json, MTG AtomicCards-shaped
cards and the token list, into a fresh temp database). The time comes from a plain run; the
peak Python heap (tracemalloc) from a second run, since tracing slows the code down. One
``import.file`` line per file follows. Targets: S <= 20, M <= 200.
"""

from __future__ import annotations

import resource
import tempfile
import time
import tracemalloc
from pathlib import Path

from sandbox.bench.reference import import_all, reference_files
from sandbox.cards.importers.importing import ImportSummary


def main(argv: list[str]) -> int:
    files = reference_files()
    if files is None:
        return 2
    started = time.perf_counter()
    summaries = _run(files)
    seconds = time.perf_counter() - started
    tracemalloc.start()
    _run(files)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    cards = sum(s.cards + s.tokens for s in summaries)
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    peak_mb = peak / 2**20
    print(f"import cards={cards} seconds={seconds:.2f} peak_mb={peak_mb:.1f} rss_mb={rss_mb:.0f}")
    for summary in summaries:
        print(
            f"import.file file={Path(summary.file).name} format={summary.format}"
            f" cards={summary.cards + summary.tokens} seconds={summary.seconds:.2f}"
        )
    return 0


def _run(files: list[Path]) -> list[ImportSummary]:
    with tempfile.TemporaryDirectory(prefix="namesake-bench-") as folder:
        return import_all(files, Path(folder) / "cards.sqlite3")
