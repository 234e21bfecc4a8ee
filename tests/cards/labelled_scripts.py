"""The labelled set's scripts (tests/cards/labelled/*.py) loaded as modules, for their tests:
they are run as files, not imported as a package."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

FOLDER = Path(__file__).parent / "labelled"


def load_script(name: str) -> ModuleType:
    """`labelled/<name>.py` as a module."""
    spec = importlib.util.spec_from_file_location(f"labelled_{name}", FOLDER / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
