"""Where the app finds its bundled resources and keeps its own files (settings, autosave).

Bundled files come from sandbox.resources (inside the installed package, or the checkout's
``resources`` folder; ``NAMESAKE_RESOURCES`` overrides it). The user's files go to the
platformdirs user data and config directories, which honour XDG_DATA_HOME and
XDG_CONFIG_HOME, so tests can point them at a temporary folder.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

from sandbox import resources

APP_NAME = "namesake"


def resources_dir() -> Path:
    """The bundled resources folder."""
    return resources.root()


def scenarios_dir() -> Path:
    return resources.path("scenarios")


def translations_dir() -> Path:
    return resources.path("translations")


def icons_dir() -> Path:
    return resources.path("icons")


def app_icon_file() -> Path:
    return resources.path("icons", "namesake.png")


def rules_excerpts_file() -> Path:
    return resources.path("rules", "excerpts.json")


def is_bundled(path: Path) -> bool:
    """Whether `path` is one of Namesake's own files (an example, inside the installed
    package): opened as an untitled copy, never written (issue 22)."""
    try:
        resolved = path.resolve()
        roots = (resources_dir().resolve(), Path(resources.__file__).resolve().parent)
    except (OSError, RuntimeError):  # a link loop is nobody's example
        return False
    return any(resolved.is_relative_to(root) for root in roots)


def default_scenario() -> Path:
    """The example the app opens on: scenarios/default.json if there is one."""
    custom = resources.location("scenarios", "default.json")
    if custom.exists():
        return custom
    return resources.path("scenarios", "fab", "f15-mask-head-jab-katsu.json")


def data_dir() -> Path:
    """The user data directory (autosave lives here)."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def config_dir() -> Path:
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def autosave_file() -> Path:
    return data_dir() / "autosave.json"


def settings_file() -> Path:
    return config_dir() / "namesake.ini"
