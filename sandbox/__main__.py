"""Entry point for ``python -m sandbox``: the same as the ``namesake`` command."""

from sandbox.cli.main import main

raise SystemExit(main())
