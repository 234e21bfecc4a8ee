"""Suite-wide settings.

Under CI, property tests replay the same examples every run, so a landing never depends on
luck; locally they explore new ones each time. No test touches the user's own data: the
user data directory (where the card database and autosaves live) is a fresh temporary folder
for the whole run, and the card tests give each test its own.
"""

from __future__ import annotations

import os
import tempfile

from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="namesake-test-data-")
