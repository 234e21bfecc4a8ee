"""The app as a screen reader meets it: a private X server (Xvfb), a private D-Bus session with
the AT-SPI bus, Namesake on them, and the AT-SPI walker (tests/ui/atspi_walker.py) reading it.

`missing_tools()` says which Debian package is missing; `ScreenReaderSession` starts everything
and stops it again (every process it started, by its own handle), whatever happened between.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import IO, Any

import PySide6

ROOT = Path(__file__).resolve().parents[2]
WALKER = Path(__file__).with_name("atspi_walker.py")
SYSTEM_PYTHON = "/usr/bin/python3"
ANSWER_GRACE = 15.0  # seconds past a command's own timeout (a tree walk takes a few)
# what has to be there, and the Debian package that brings it
TOOLS = {
    "Xvfb": "xvfb",
    "dbus-daemon": "dbus",
    "/usr/libexec/at-spi-bus-launcher": "at-spi2-core",
}
GI_PROBE = "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi"


def missing_tools() -> str | None:
    """The Debian packages to install for the app to run under AT-SPI, or None."""
    missing = [pkg for tool, pkg in TOOLS.items() if shutil.which(tool) is None]
    if not Path(SYSTEM_PYTHON).exists():
        missing.append("python3")
    else:
        probe = subprocess.run(
            [SYSTEM_PYTHON, "-c", GI_PROBE], capture_output=True, text=True, timeout=30
        )
        if probe.returncode != 0:
            missing += ["python3-gi", "gir1.2-atspi-2.0"]
    missing += missing_xcb_libraries()
    return " ".join(missing) or None


def missing_xcb_libraries() -> list[str]:
    """The packages of the libraries Qt's X11 plugin lacks ("libxcb-icccm.so.4 => not
    found": libxcb-icccm4); without them the app cannot open a window on the X server."""
    qt = Path(PySide6.__file__).parent / "Qt"
    files = [qt / "plugins" / "platforms" / "libqxcb.so", *qt.glob("lib/libQt6XcbQpa.so*")]
    if shutil.which("ldd") is None or not files[0].exists():
        return []
    found = subprocess.run(
        ["ldd", *map(str, files)], capture_output=True, text=True, timeout=30
    ).stdout
    packages = []
    for line in found.splitlines():
        if "not found" in line:
            name, _, version = line.split()[0].partition(".so.")
            package = f"{name}-{version}" if name[-1].isdigit() else f"{name}{version}"
            packages.append(package)
    return sorted(set(packages))


def _first_line(stream: IO[str] | None, what: str) -> str:
    line = stream.readline().strip() if stream is not None else ""
    if not line:
        raise RuntimeError(f"{what} printed nothing")
    return line


class ScreenReaderSession:
    """Xvfb + D-Bus (+ the AT-SPI bus it starts) + Namesake on `scenario` + the walker."""

    def __init__(self, scenario: Path, language: str = "en") -> None:
        self.home = Path(tempfile.mkdtemp(prefix="namesake-atspi-"))
        self.processes: list[subprocess.Popen[str]] = []
        try:
            self._start(scenario, language)
        except BaseException:
            self.stop()
            raise

    def _spawn(self, args: list[str], env: dict[str, str], **kw: Any) -> subprocess.Popen[str]:
        process = subprocess.Popen(args, env=env, text=True, **kw)
        self.processes.append(process)
        return process

    def _start(self, scenario: Path, language: str) -> None:
        runtime = self.home / "runtime"  # the AT-SPI bus's socket goes here, not in ~/.cache
        runtime.mkdir(mode=0o700)
        base = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(self.home),
            "XDG_RUNTIME_DIR": str(runtime),
            "LANG": "C.UTF-8",
        }
        xvfb = self._spawn(
            ["Xvfb", "-displayfd", "1", "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
            base,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        base["DISPLAY"] = ":" + _first_line(xvfb.stdout, "Xvfb")
        dbus = self._spawn(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
            base,  # the AT-SPI bus it starts needs the DISPLAY (its keys go there)
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        base["DBUS_SESSION_BUS_ADDRESS"] = _first_line(dbus.stdout, "dbus-daemon")
        app_env = {
            **base,
            "PYTHONPATH": str(ROOT),
            "QT_QPA_PLATFORM": "xcb",
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
            "QT_ACCESSIBILITY": "1",
            **{f"XDG_{d}_HOME": str(self.home / d.lower()) for d in ("CONFIG", "DATA", "CACHE")},
        }
        self.log = self.home / "app-stderr.txt"
        with self.log.open("w") as log:
            self.app = self._spawn(
                [sys.executable, "-m", "sandbox", "--language", language, str(scenario)],
                app_env,
                cwd=ROOT,
                stdout=subprocess.DEVNULL,
                stderr=log,
            )
        self.walker = self._spawn(
            [SYSTEM_PYTHON, str(WALKER)],
            base,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )

    def ask(self, do: str, **fields: Any) -> dict[str, Any]:
        """One command to the walker, its answer (see atspi_walker.py)."""
        walker = self.walker
        assert walker.stdin is not None and walker.stdout is not None
        walker.stdin.write(json.dumps({"do": do, **fields}) + "\n")
        walker.stdin.flush()
        limit = float(fields.get("timeout", 5)) + ANSWER_GRACE
        if not select.select([walker.stdout], [], [], limit)[0]:
            raise RuntimeError(f"the AT-SPI walker did not answer {do!r} in {limit:.0f} s")
        line = walker.stdout.readline()
        if not line:
            problem = walker.stderr.read() if walker.stderr is not None else ""
            raise RuntimeError(f"the AT-SPI walker stopped: {problem[-2000:]}")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def app_errors(self) -> str:
        """What the app has printed on stderr so far."""
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def stop(self) -> None:
        """End every process this session started, the last started first."""
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(timeout=5)
            for stream in (process.stdin, process.stdout, process.stderr):
                if stream is not None:
                    stream.close()
        shutil.rmtree(self.home, ignore_errors=True)
