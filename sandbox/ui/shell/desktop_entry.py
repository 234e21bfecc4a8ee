"""`namesake --install-desktop-entry`: Namesake in a Linux desktop's applications, with its icon,
and scenario files (``*.namesake.json``, type application/x-namesake+json) opening in it on
double-click.

Everything goes under the user's own XDG data directory (``$XDG_DATA_HOME``, by default
``~/.local/share``): ``applications/namesake.desktop``, ``icons/hicolor/NxN/apps/namesake.png``
scaled from the bundled icon, and ``mime/packages/namesake.xml``. Plain ``*.json`` files keep
their own type: only the longer ``*.namesake.json`` pattern is claimed. The desktop's caches
are refreshed with the freedesktop tools when they are installed, again only in that directory.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import platformdirs
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from sandbox.scenario.files import write_atomic
from sandbox.ui.kit.paths import app_icon_file

APP_ID = "namesake"
MIME_TYPE = "application/x-namesake+json"
SCENARIO_PATTERN = "*.namesake.json"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
_SAFE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+=:,@")

MIME_XML = f"""<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{MIME_TYPE}">
    <comment>Namesake scenario</comment>
    <comment xml:lang="es">Escenario de Namesake</comment>
    <sub-class-of type="application/json"/>
    <icon name="{APP_ID}"/>
    <glob pattern="{SCENARIO_PATTERN}" weight="60"/>
  </mime-type>
</mime-info>
"""


def launch_command() -> list[str]:
    """How the desktop starts this Namesake: the bundle, the `namesake` script, or Python."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = Path(sys.argv[0])
    if script.name == APP_ID and script.is_file():
        return [str(script.absolute())]
    return [sys.executable, "-m", "sandbox"]


def exec_line(command: list[str]) -> str:
    """The Exec value (Desktop Entry spec, "The Exec key"): quoted where needed, then `%f`."""
    words = []
    for word in command:
        if word and set(word) <= _SAFE:
            words.append(word)
        else:
            escaped = "".join("\\" + c if c in '"`$\\' else c for c in word)
            words.append(f'"{escaped}"')
    return " ".join(words).replace("%", "%%").replace("\\", "\\\\") + " %f"


def desktop_entry(command: list[str]) -> str:
    return "\n".join(
        (
            "[Desktop Entry]",
            "Type=Application",
            "Version=1.5",
            "Name=Namesake",
            "GenericName=Card-name rulings sandbox",
            "GenericName[es]=Mesa de pruebas de reglas de nombres",
            "Comment=Board states and card-name rulings for Flesh and Blood and"
            " Magic: The Gathering",
            "Comment[es]=Estados de mesa y reglas de nombres de cartas para Flesh and Blood y"
            " Magic: The Gathering",
            f"Exec={exec_line(command)}",
            f"Icon={APP_ID}",
            "Terminal=false",
            "Categories=Game;CardGame;",
            f"MimeType={MIME_TYPE};",
            "Keywords=FaB;MTG;judge;rulings;names;",
            "",
        )
    )


def install(data_home: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Write the entry, the icons and the MIME type under `data_home`; the files written."""
    home = data_home or platformdirs.user_data_path()
    written = [
        home / "applications" / f"{APP_ID}.desktop",
        home / "mime" / "packages" / "namesake.xml",
    ]
    write_atomic(written[0], desktop_entry(command or launch_command()))
    write_atomic(written[1], MIME_XML)
    icon = QImage(str(app_icon_file()))
    for size in ICON_SIZES:
        target = home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        scaled = icon.scaled(
            size,
            size,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        if not scaled.save(str(target)):
            raise OSError(f"cannot write {target}")
        written.append(target)
    return written


def refresh_caches(home: Path) -> list[str]:
    """Run the desktop's cache tools that are installed, on `home` only; the ones run."""
    jobs = (
        ("update-mime-database", [str(home / "mime")]),
        ("update-desktop-database", [str(home / "applications")]),
        ("gtk-update-icon-cache", ["-f", "-t", str(home / "icons" / "hicolor")]),
    )
    ran = []
    for tool, arguments in jobs:
        found = shutil.which(tool)
        if found is not None:
            subprocess.run([found, *arguments], check=False, capture_output=True, timeout=60)
            ran.append(tool)
    return ran


def install_from_cli() -> int:
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        print(
            "namesake: --install-desktop-entry is for Linux (freedesktop) desktops", file=sys.stderr
        )
        return 2
    home = platformdirs.user_data_path()
    try:
        written = install(home)
    except OSError as error:
        print(f"namesake: cannot install the desktop entry: {error}", file=sys.stderr)
        return 2
    for path in written:
        print(f"wrote {path}")
    ran = refresh_caches(home)
    if ran:
        print(f"refreshed with {', '.join(ran)}")
    print(f"scenario files named {SCENARIO_PATTERN} now open in Namesake")
    return 0
