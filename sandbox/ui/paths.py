"""Where the app finds its bundled resources and keeps its own files (settings, autosave).

Bundled files live in the repository's ``resources`` folder (``NAMESAKE_RESOURCES`` overrides
it). The user's files go to the platformdirs user data and config directories, which honour
XDG_DATA_HOME and XDG_CONFIG_HOME, so tests can point them at a temporary folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "namesake"
_REPO_ROOT = Path(__file__).resolve().parents[2]


def resources_dir() -> Path:
    """The bundled resources folder."""
    root = os.environ.get("NAMESAKE_RESOURCES")
    return Path(root) if root else _REPO_ROOT / "resources"


def scenarios_dir() -> Path:
    return resources_dir() / "scenarios"


def translations_dir() -> Path:
    return resources_dir() / "translations"


def icons_dir() -> Path:
    return resources_dir() / "icons"


def rules_excerpts_file() -> Path:
    return resources_dir() / "rules" / "excerpts.json"


def default_scenario() -> Path:
    """The example the app opens on: scenarios/default.json if there is one."""
    custom = scenarios_dir() / "default.json"
    if custom.exists():
        return custom
    return scenarios_dir() / "fab" / "f15-mask-head-jab-katsu.json"


def data_dir() -> Path:
    """The user data directory (autosave lives here)."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def config_dir() -> Path:
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def autosave_file() -> Path:
    return data_dir() / "autosave.json"


def settings_file() -> Path:
    return config_dir() / "namesake.ini"
