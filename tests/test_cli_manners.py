"""The command line's manners (issue 21.8): a closed pipe ends quietly, `card` suggests close
names and speaks Spanish, says what an effect card adds, and a bundled example may be named
alone wherever a FILE is taken (`namesake examples` lists them)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sandbox.cli.main import SIGPIPE_EXIT, _scenario_as_option, main

REPO = Path(__file__).resolve().parents[1]
F21 = "f21-frost-hex-owner-amnesia"


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    process = subprocess.Popen(
        [sys.executable, "-m", "sandbox", "examples"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # `| head -0`: nobody reads a line
    with process.stderr:
        error = process.stderr.read().decode()
    assert process.wait(timeout=60) == SIGPIPE_EXIT
    assert "Traceback" not in error and "BrokenPipe" not in error


def test_card_suggests_close_names_like_name_does(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Lightning Blot", "--game", "mtg"]) == 1
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "did you mean: Lightning Bolt" in error
    assert main(["card", "Lightning Blot", "--game", "mtg", "--language", "es"]) == 1
    assert "¿quisiste decir: Lightning Bolt" in capsys.readouterr().err


def test_card_says_what_an_effect_card_adds(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Amnesia", "--game", "fab"]) == 0
    text = capsys.readouterr().out
    assert "Add effect: loses all names and can't gain names (Amnesia on a player)" in text
    assert "name use: none" not in text
    assert main(["card", "Mask of Many Faces", "--game", "fab"]) == 0
    assert "Add effect: gains a name (Mask of Many Faces naming a card)" in capsys.readouterr().out
    assert main(["card", "Amnesia", "--game", "fab", "--language", "es"]) == 0
    assert "Añadir efecto: pierde todos los nombres" in capsys.readouterr().out
    assert main(["card", "Amnesia", "--game", "fab", "--json"]) == 0
    (record,) = json.loads(capsys.readouterr().out)
    assert [e["kind"] for e in record["effects"]] == ["lose_names"]


def test_examples_are_listed_and_named_alone_wherever_a_file_is_taken(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["examples", "--game", "fab"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert any(line.startswith(F21) and "F21" in line for line in listed)
    assert all(" fab " in line for line in listed)
    assert main(["check", F21]) == 0
    assert capsys.readouterr().out.startswith("Frost Hex fails")
    assert main(["check", F21.upper() + ".json", "--json"]) == 0
    capsys.readouterr()
    assert main(["share", F21]) == 0
    assert capsys.readouterr().out.startswith("namesake1.")
    assert _scenario_as_option([F21]) == ["--open", F21]
    assert main(["check", "no-such-example"]) == 2
    assert "no-such-example" in capsys.readouterr().err
