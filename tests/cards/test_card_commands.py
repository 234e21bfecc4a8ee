"""The CLI subcommands: ``name`` (exit 0 allowed, 1 refused, 2 bad usage), ``import`` and
``update`` (one-line errors naming the file, never a traceback)."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from card_samples import REPO, RESOURCES, token_list, write_json

from sandbox.cards.progress import Progress, TextProgressBar
from sandbox.cli import cards as commands


@pytest.fixture(autouse=True)
def bundled_library(monkeypatch: pytest.MonkeyPatch) -> None:
    """The commands use the default locations: point the bundled library at the test one."""
    monkeypatch.setenv("NAMESAKE_RESOURCES", str(RESOURCES))


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="namesake")
    commands.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    result: int = args.func(args)
    return result


def test_name_allowed_prints_the_verdict_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("name", "Stomp", "--game", "mtg", "--characteristic", "instant") == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("allowed [M7]: Stomp is the adventure name of the adventurer card")
    assert out[1] == "chosen: Stomp"
    assert out[2:] == [
        "candidates:",
        "  Stomp - the adventure of Bonecrusher Giant // Stomp; Instant — Adventure",
    ]


def test_name_refused_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("name", "Spectral Shield", "--game", "fab", "--format", "cc") == 1
    assert capsys.readouterr().out.startswith("refused [F13]: Spectral Shield is a token")


def test_name_json_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("name", "Island", "--game", "mtg", "--characteristic", "artifact", "--json") == 1
    data = json.loads(capsys.readouterr().out)
    assert (data["allowed"], data["ruling"], data["code"]) == (False, "M2", "mtg.mismatch.single")
    assert data["message"].startswith("refused [M2]: Island is not an artifact card name")
    assert data["candidates"][0]["type_line"] == "Basic Land — Island"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("name", "Sink Below", "--game", "fab", "--format", "modern"), "unknown format modern"),
        (("name", "Island", "--game", "mtg", "--format", "cc"), "unknown format cc"),
        (
            ("name", "Island", "--game", "mtg", "--characteristic", "blue"),
            "unknown characteristic blue",
        ),
        (
            ("name", "Sink Below", "--game", "fab", "--characteristic", "land"),
            "only for --game mtg",
        ),
    ],
)
def test_name_bad_usage_exits_2(
    argv: tuple[str, ...], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(*argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_name_without_a_game_is_an_argparse_usage_error() -> None:
    with pytest.raises(SystemExit) as caught:
        run("name", "Island")
    assert caught.value.code == 2


def test_import_prints_a_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_json(tmp_path / "tokens.json", token_list())
    assert run("import", str(path)) == 0
    assert capsys.readouterr().out.startswith("imported 0 cards and 2 tokens (mtg, mtgjson-tokens)")
    assert run("name", "Treasure", "--game", "mtg") == 1  # now known, as a token


def test_import_can_force_the_progress_bar(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_json(tmp_path / "tokens.json", token_list())
    assert run("import", "--progress", str(path)) == 0
    err = capsys.readouterr().err
    assert err.startswith("\rreading tokens.json [") and err.endswith("\n")
    assert "indexing: " in err


def test_import_of_a_bad_file_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "cards.json"
    path.write_text(
        '[{"unique_id": "x", "name": "Sink Below", "pitch": "1", "types": [', encoding="utf-8"
    )
    assert run("import", str(path)) == 2
    err = capsys.readouterr().err
    assert (
        err == f"namesake: {path}: character 66: the file ends early, it was"
        " probably cut short (Expecting value)\n"
    )


def test_update_failure_is_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("update", "http://127.0.0.1:9/card.json", "--timeout", "5") == 1
    assert capsys.readouterr().err.startswith(
        "namesake: http://127.0.0.1:9/card.json: could not download"
    )


def test_end_to_end_in_a_fresh_process_without_a_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "AtomicCards.json"
    bad.write_text(
        '{"meta": {}, "data": {"Island": [{"name": "Island", "types": "Land"}]}}', encoding="utf-8"
    )
    code = (
        "import argparse, sys; from sandbox.cli.cards import register;"
        "p = argparse.ArgumentParser(prog='namesake'); register(p.add_subparsers());"
        "a = p.parse_args(sys.argv[1:]); sys.exit(a.func(a))"
    )
    env = {
        **os.environ,
        "XDG_DATA_HOME": str(tmp_path / "home"),
        "NAMESAKE_RESOURCES": str(RESOURCES),
    }
    done = subprocess.run(
        [sys.executable, "-c", code, "import", str(bad)],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        check=False,
    )
    assert done.returncode == 2
    assert (
        done.stderr
        == f"namesake: {bad}: card 'Island' face 1: field types: Input should be a valid list\n"
    )
    named = subprocess.run(
        [sys.executable, "-c", code, "name", "Ice", "--game", "mtg"],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
        check=False,
    )
    assert (named.returncode, named.stdout.splitlines()[0]) == (
        0,
        "allowed [M3]: Ice is one half of the split card Fire // Ice; only that half is chosen",
    )


def test_the_progress_bar_draws_in_place() -> None:
    import io

    stream = io.StringIO()
    bar = TextProgressBar(stream, width=10)
    bar(Progress("download", 512 * 1024, 1024 * 1024, label="card.json"))
    bar(Progress("read", 3, None, unit="cards"))
    bar.finish()
    assert stream.getvalue() == (
        "\rdownloading card.json [#####-----]  50% 512 kB/1.0 MB\rreading: 3 cards\n"
    )


def test_update_help_states_the_download_limits_it_uses(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The limits are read when `update` runs (the CLI starts without the download module),
    # so the help text states them in words: they must stay the ones the download applies.
    from sandbox.cards.download import DEADLINE, MAX_BYTES
    from sandbox.cli.main import build_parser

    with pytest.raises(SystemExit):
        build_parser().parse_args(["update", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert f"(default: {DEADLINE / 60:.0f} minutes)" in help_text
    assert f"(default: {MAX_BYTES / 2**20:.0f})" in help_text
