"""The user's remembered preferences: interface language, recent files, window layout, the
table's zoom, and whether the first-run welcome was dismissed.

Stored with QSettings in an INI file under the user config directory (see `paths`), opened
afresh each time so a test's XDG_CONFIG_HOME is always honoured.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from sandbox.ui.kit.paths import settings_file

LANGUAGES = ("en", "es")
MAX_RECENT = 8


def _settings() -> QSettings:
    return QSettings(str(settings_file()), QSettings.Format.IniFormat)


def language() -> str | None:
    value = _settings().value("language")
    return value if isinstance(value, str) and value in LANGUAGES else None


def set_language(value: str) -> None:
    _settings().setValue("language", value)


def zoom() -> float:
    """The table's zoom (relative to its default scale), 1 when none is remembered."""
    value = _settings().value("view/zoom")
    try:
        number = float(value) if isinstance(value, (str, int, float)) else 1.0
    except ValueError:
        return 1.0
    return number if math.isfinite(number) and 0.05 <= number <= 4.0 else 1.0


def set_zoom(value: float) -> None:
    _settings().setValue("view/zoom", value)


def recent_files() -> list[Path]:
    value = _settings().value("recent")
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        return []
    return [Path(v) for v in value if isinstance(v, str) and v][:MAX_RECENT]


def add_recent_file(path: Path) -> list[Path]:
    """Put `path` first in the recent files list; returns the new list."""
    resolved = path.resolve()
    files = [resolved, *(p for p in recent_files() if p != resolved)][:MAX_RECENT]
    _settings().setValue("recent", [str(p) for p in files])
    return files


def clear_recent_files() -> None:
    _settings().remove("recent")


def window_state() -> tuple[QByteArray | None, QByteArray | None]:
    settings = _settings()
    geometry = settings.value("window/geometry")
    state = settings.value("window/state")
    return (
        geometry if isinstance(geometry, QByteArray) else None,
        state if isinstance(state, QByteArray) else None,
    )


def save_window_state(geometry: QByteArray, state: QByteArray) -> None:
    settings = _settings()
    settings.setValue("window/geometry", geometry)
    settings.setValue("window/state", state)


def welcome_dismissed() -> bool:
    """Whether the user closed the first-run welcome (it is not shown again)."""
    return str(_settings().value("welcome/dismissed", "")).lower() == "true"


def dismiss_welcome() -> None:
    _settings().setValue("welcome/dismissed", "true")
