"""Suite-wide settings: under CI, property tests replay the same examples every run, so a
landing never depends on luck; locally they explore new ones each time."""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")
