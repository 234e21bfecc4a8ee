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


def _mtg_files(folder: Path) -> Path:
    folder.mkdir()
    face = {"layout": "normal", "types": ["Creature"], "text": "", "legalities": {}}
    cards = {"Zzyx Bear": [{**face, "name": "Zzyx Bear", "type": "Creature — Bear"}]}
    (folder / "AtomicCards.json").write_text(json.dumps({"meta": {}, "data": cards}))
    token = {"name": "Zzyx Germ", "layout": "token", "type": "Token Creature — Germ"}
    tokens = [{**token, "types": ["Creature"], "isToken": True}]
    (folder / "tokens.json").write_text(json.dumps({"meta": {}, "data": tokens}))
    (folder / "sets.json").write_text(json.dumps({"meta": {}, "data": [{"code": "ZZ"}]}))
    return folder


def test_import_takes_a_folder_of_mtg_cards_and_tokens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from sandbox.cards.resolver import forget_default_resolver

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    forget_default_resolver()
    folder = _mtg_files(tmp_path / "mtgjson")
    assert main(["import", str(folder / "AtomicCards.json"), "--no-progress"]) == 0
    assert "no tokens were imported" in capsys.readouterr().err
    assert main(["import", str(folder), "--no-progress"]) == 0
    out, err = capsys.readouterr()
    assert out.index("AtomicCards.json") < out.index("tokens.json")  # cards first
    assert "sets.json: not card data, skipped" in err and "no tokens" not in err
    forget_default_resolver()
    assert main(["card", "Zzyx Germ", "--game", "mtg"]) == 0
    forget_default_resolver()
