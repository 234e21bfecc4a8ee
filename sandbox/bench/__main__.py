"""Dispatch ``python -m sandbox.bench NAME [ARGS]`` to the module ``sandbox.bench.NAME``.

Each benchmark module exposes ``main(argv: list[str]) -> int`` and prints one line per
measurement in the ``key=value`` form documented in the README.
"""

from __future__ import annotations

import importlib
import sys

BENCHMARKS = {
    "coverage": "sandbox.bench.coverage",
    "derive": "sandbox.bench.derive",
    "lookup": "sandbox.bench.lookup",
    "import": "sandbox.bench.importing",
    "startup": "sandbox.bench.startup",
    "cards": "sandbox.bench.cards",
    "ui": "sandbox.bench.ui",
    "deck": "sandbox.bench.decks",
    "load": "sandbox.bench.load",
}


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in BENCHMARKS:
        names = ",".join(BENCHMARKS)
        print(f"usage: python -m sandbox.bench {{{names}}} [options]", file=sys.stderr)
        return 2
    module = importlib.import_module(BENCHMARKS[argv[0]])
    result: int = module.main(argv[1:])
    return result


raise SystemExit(main(sys.argv[1:]))
