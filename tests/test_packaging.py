"""The installed package is whole: the bundled files are found through sandbox.resources, the
wheel's file list covers every file the app reads, a missing one is a one-line error, and the
standalone bundle's spec takes the same files. (.ci/smoke-install proves it on a real wheel.)"""

from __future__ import annotations

import ast
import fnmatch
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from sandbox import __version__, resources
from sandbox.ui.shell.about_data import file_locations, paths_text

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]
SOURCE_ONLY = ("*.md", "*.ts", "packaging/*")  # documentation, translation sources, build files


def run_namesake(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "sandbox", *args],
        cwd=ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_package_list_names_every_package_in_sandbox() -> None:
    inits = ROOT.glob("sandbox/**/__init__.py")
    on_disk = {".".join(init.parent.relative_to(ROOT).parts) for init in inits}
    listed = set(SETUPTOOLS["packages"])
    assert listed - {"sandbox._resources"} == on_disk, "update [tool.setuptools] packages"
    assert SETUPTOOLS["package-dir"] == {"sandbox._resources": "resources"}


def test_the_wheel_carries_every_file_the_app_reads() -> None:
    folder = ROOT / "resources"
    patterns = SETUPTOOLS["package-data"]["sandbox._resources"]
    carried = {path for pattern in patterns for path in folder.glob(pattern)}
    for path in folder.rglob("*"):
        relative = path.relative_to(folder).as_posix()
        if path.is_dir() or any(fnmatch.fnmatch(relative, p) for p in SOURCE_ONLY):
            continue
        assert path in carried, f"add {relative} to the package-data of sandbox._resources"


def test_a_checkout_reads_its_own_resources_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(resources.OVERRIDE, raising=False)
    assert resources.root() == ROOT / "resources"
    assert resources.path("cards", "fab-library.json").is_file()


def test_an_installed_package_reads_the_copy_inside_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    packaged = tmp_path / "sandbox" / resources.PACKAGED
    (packaged / "icons").mkdir(parents=True)
    (packaged / "icons" / "namesake.png").write_bytes(b"png")
    monkeypatch.delenv(resources.OVERRIDE, raising=False)
    monkeypatch.setattr(resources.resources, "files", lambda package: tmp_path / package)
    assert resources.root() == packaged
    assert resources.path("icons", "namesake.png").read_bytes() == b"png"


def test_a_missing_resource_says_which_and_where(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(resources.OVERRIDE, "/nowhere")
    with pytest.raises(resources.MissingResource) as caught:
        resources.path("cards", "fab-library.json")
    assert str(caught.value) == (
        "missing bundled resource cards/fab-library.json (looked in /nowhere); reinstall Namesake"
    )
    default = resources.location("scenarios", "default.json")
    assert default == Path("/nowhere/scenarios/default.json")


@pytest.mark.slow
def test_the_command_line_says_so_in_one_line_not_a_traceback(tmp_path: Path) -> None:
    example = ROOT / "resources" / "scenarios" / "fab" / "f15-mask-head-jab-katsu.json"
    result = run_namesake("check", str(example), NAMESAKE_RESOURCES=str(tmp_path))
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"namesake: missing bundled resource cards/fab-library.json (looked in {tmp_path});"
        " reinstall Namesake"
    ]


@pytest.mark.slow
def test_version_and_paths(tmp_path: Path) -> None:
    version = run_namesake("--version")
    assert version.returncode == 0 and version.stdout.strip() == f"namesake {__version__}"
    paths = run_namesake("--paths", XDG_DATA_HOME=str(tmp_path / "d"))
    assert paths.returncode == 0
    assert f"card database  {tmp_path / 'd' / 'namesake' / 'cards.sqlite3'}" in paths.stdout
    assert f"bundled files  {ROOT / 'resources'}" in paths.stdout


def test_paths_name_every_kind_of_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    kinds = dict(file_locations())
    assert set(kinds) == {
        "data", "settings", "autosave", "card database", "downloads", "bundled files"
    }  # fmt: skip
    assert kinds["autosave"].is_relative_to(tmp_path / "data")
    assert kinds["settings"].is_relative_to(tmp_path / "config")
    assert kinds["downloads"] == tmp_path / "data" / "namesake" / "downloads"
    assert len(paths_text().splitlines()) == len(kinds)


def test_the_bundle_spec_takes_the_wheels_files_and_leaves_unused_qt_out() -> None:
    spec = ROOT / "resources" / "packaging" / "namesake.spec"
    tree = ast.parse(spec.read_text(encoding="utf-8"))
    names = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    assert {"Analysis", "EXE", "COLLECT", "bundled_files"} <= names
    text = spec.read_text(encoding="utf-8")
    assert '"sandbox._resources"' in text and 'PACKAGED = "sandbox/_resources"' in text
    for unused in ("QtQml", "QtQuick", "QtWebEngineCore", "QtMultimedia", "QtPdf"):
        assert f'"{unused}"' in text
    assert resources.PACKAGED == "_resources"
