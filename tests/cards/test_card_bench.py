"""The import and lookup benchmarks run and print their documented lines (their speed targets
are measured by running them on the full data, not here: see the report in the README)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from card_samples import BUNDLED, token_list, write_json

from sandbox.bench import importing, lookup


@pytest.fixture
def small_reference(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A reference folder laid out like ../shared/reference, with the small test files."""
    root = tmp_path / "reference"
    (root / "fab").mkdir(parents=True)
    (root / "mtg").mkdir()
    shutil.copy(BUNDLED / "fab-library.json", root / "fab" / "cards.json")
    shutil.copy(BUNDLED / "mtg-library.json", root / "mtg" / "cards.json")
    write_json(root / "mtg" / "tokens.json", token_list())
    monkeypatch.setenv("NAMESAKE_REFERENCE", str(root))
    return root


def test_the_import_benchmark_line(
    small_reference: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert importing.main([]) == 0
    first, *files = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"import cards=23 seconds=[\d.]+ peak_mb=[\d.]+ rss_mb=\d+", first)
    assert [line.split()[1:3] for line in files] == [
        ["file=cards.json", "format=fab-json"],
        ["file=cards.json", "format=mtgjson-atomic"],
        ["file=tokens.json", "format=mtgjson-tokens"],
    ]


def test_the_lookup_benchmark_line(
    small_reference: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert lookup.main([]) == 0
    line = capsys.readouterr().out.strip()
    pattern = r"lookup names=(\d+) median_ms=[\d.]+ p95_ms=[\d.]+ open_ms=[\d.]+ queries=(\d+)"
    match = re.fullmatch(pattern, line)
    assert match is not None and int(match.group(2)) >= 300


def test_without_reference_data_the_benchmarks_say_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("NAMESAKE_REFERENCE", str(tmp_path / "nowhere"))
    assert importing.main([]) == 2 and lookup.main([]) == 2
    assert capsys.readouterr().err.count("bench: reference data not found") == 2
