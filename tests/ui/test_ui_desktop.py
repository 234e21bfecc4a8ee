"""Desktop integration: the freedesktop entry, icons and MIME type; Help ▸ About; and one
Namesake per user (a second start hands its file to the running window)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QDir
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QTreeWidgetItem

from sandbox import __version__
from sandbox.cards.importers.importing import import_file
from sandbox.scenario.files import load_scenario
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.shell import desktop_entry
from sandbox.ui.shell.about_dialog import AboutDialog
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.single_instance import InstanceServer, _requested_path, forward, server_name

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parents[2]
M6 = scenarios_dir() / "mtg" / "m6-meld.json"


def entry_keys(text: str) -> dict[str, str]:
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line)


def test_the_entry_icons_and_mime_type_go_under_the_data_home_only(tmp_path: Path) -> None:
    home = tmp_path / "share"
    written = desktop_entry.install(home, ["/opt/name sake/namesake"])
    assert all(path.is_relative_to(home) for path in written)
    assert not [p for p in tmp_path.iterdir() if p != home]
    keys = entry_keys((home / "applications" / "namesake.desktop").read_text())
    assert keys["Exec"] == '"/opt/name sake/namesake" %f'
    assert keys["MimeType"] == "application/x-namesake+json;"
    assert keys["Icon"] == "namesake" and keys["Type"] == "Application"
    for size in desktop_entry.ICON_SIZES:
        icon = QImage(str(home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "namesake.png"))
        assert (icon.width(), icon.height()) == (size, size)


def test_exec_quotes_what_the_desktop_entry_spec_reserves() -> None:
    assert desktop_entry.exec_line(["/usr/bin/python3", "-m", "sandbox"]) == (
        "/usr/bin/python3 -m sandbox %f"
    )
    # inside quotes: \" for ", then every backslash doubled by the string-value escape rule
    assert desktop_entry.exec_line(['/a"b/$x', "1%"]) == '"/a\\\\"b/\\\\$x" "1%%" %f'


@pytest.mark.slow
def test_only_namesake_json_files_get_the_scenario_type(tmp_path: Path) -> None:
    """Qt's MIME database reads the installed XML: plain .json files stay application/json."""
    home = tmp_path / "share"
    desktop_entry.install(home, ["namesake"])
    probe = (
        "from PySide6.QtCore import QMimeDatabase as D\n"
        "m = D.MatchMode.MatchExtension\n"
        "print(D().mimeTypeForFile('a.namesake.json', m).name())\n"
        "print(D().mimeTypeForFile('b.json', m).name())\n"
    )
    env = {**os.environ, "XDG_DATA_HOME": str(home), "XDG_DATA_DIRS": f"{home}:/usr/share"}
    result = subprocess.run(
        [sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.stdout.split() == ["application/x-namesake+json", "application/json"]


def tree_rows(item: QTreeWidgetItem) -> list[list[str]]:
    return [[item.child(i).text(c) for c in range(4)] for i in range(item.childCount())]


def test_about_shows_the_version_and_the_bundled_and_imported_data(
    qapp: QApplication, tmp_path: Path
) -> None:
    sys.path.insert(0, str(ROOT / "tests" / "cards"))
    try:
        from card_samples import token_list, write_json
    finally:
        sys.path.remove(str(ROOT / "tests" / "cards"))
    dialog = AboutDialog()
    assert dialog.version_label.text() == f"Namesake {__version__}"
    bundled, imported = dialog.data.topLevelItem(0), dialog.data.topLevelItem(1)
    games = [row[0] for row in tree_rows(bundled)]
    assert games == ["Flesh and Blood", "Magic: The Gathering"]
    assert all(int(row[1].replace(",", "")) > 50 and row[3] for row in tree_rows(bundled))
    assert tree_rows(imported)[0][2].startswith("none yet")
    import_file(write_json(tmp_path / "<b>tokens.json", token_list()))
    after = AboutDialog()
    rows = tree_rows(after.data.topLevelItem(1))
    assert len(rows) == 1
    game, cards, what, date = rows[0]
    assert game == "Magic: The Gathering" and int(cards) > 0
    assert what.startswith("<b>tokens.json (") and date.endswith(" UTC")


def test_about_is_in_spanish_too(qapp: QApplication) -> None:
    from sandbox.ui.kit import i18n

    i18n.install(qapp, "es")
    dialog = AboutDialog()
    assert dialog.windowTitle() == "Acerca de Namesake"
    assert dialog.data.topLevelItem(0).text(0) == "Incluidos con Namesake"


def start_second(*args: str) -> subprocess.Popen[str]:
    """`namesake ARGS` in a new process, as a user's second start (same data directory)."""
    return subprocess.Popen(
        [sys.executable, "-m", "sandbox", *args],
        cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def wait_for_exit(qtbot, second: subprocess.Popen[str]) -> int:  # type: ignore[no-untyped-def]
    """Keep the event loop turning (the running instance answers) until `second` exits."""
    try:
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60000)
    finally:
        if second.poll() is None:
            second.kill()
        second.communicate()
    return second.returncode


@pytest.mark.slow
def test_a_second_start_brings_the_window_forward_with_its_file(shell: Shell, qtbot) -> None:  # type: ignore[no-untyped-def]
    server = InstanceServer(parent=shell)
    server.open_requested.connect(shell.open_from_elsewhere)
    assert server.listen()
    shell.window.showMinimized()
    assert wait_for_exit(qtbot, start_second(str(M6))) == 0
    assert shell.document.info.title == load_scenario(M6).model.title  # (an untitled copy)
    assert not shell.window.isMinimized() and shell.window.isVisible()
    server.close()


@pytest.mark.slow
def test_a_start_without_a_file_only_brings_the_window_forward(shell: Shell, qtbot) -> None:  # type: ignore[no-untyped-def]
    server = InstanceServer(parent=shell)
    received: list[object] = []
    server.open_requested.connect(received.append)
    assert server.listen()
    assert wait_for_exit(qtbot, start_second()) == 0
    assert received == [None]
    server.close()


def test_no_running_instance_means_start_normally(qapp: QApplication) -> None:
    assert forward(M6) is False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Unix socket file")
def test_a_crashed_instances_socket_is_taken_over(qapp: QApplication) -> None:
    stale = Path(QDir.tempPath()) / server_name()
    dead = socket.socket(socket.AF_UNIX)
    dead.bind(str(stale))
    dead.close()  # the file stays, nobody listens: what a crash leaves
    assert forward(None) is False
    server = InstanceServer()
    assert server.listen()
    server.close()


def test_the_server_name_is_per_data_directory(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    first = server_name()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "other"))
    assert server_name() != first


def test_a_garbled_message_asks_for_nothing() -> None:
    assert _requested_path(b"\xff\xfe") is None
    assert _requested_path(b"[1, 2]") is None
    assert _requested_path(b'{"open": 3}') is None
    assert _requested_path(b'{"open": "/t/a.json"}') == Path("/t/a.json")
