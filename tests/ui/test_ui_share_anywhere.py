"""A share string made where cards are imported opens where they are not (issue 21.4), from
every entry point: `namesake share`, the window's Copy as share string, and `render` and the
window opening the string with an empty card data folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from sandbox.cards.resolver import forget_default_resolver
from sandbox.cli.main import main
from sandbox.scenario.files import load_scenario
from sandbox.ui.cards.source import default_source
from sandbox.ui.shell.main_window import MainWindow

INVENTED = "Zzyx Lantern of Share Tests"
HEADER = (
    "Unique ID\tName\tPitch\tCost\tPower\tDefense\tHealth\tIntelligence\tTypes\t"
    "Card Keywords\tFunctional Text\tType Text\tCard Played Horizontally\tBlitz Legal\t"
    "CC Legal\tCommoner Legal\tLL Legal"
)
ROW = f'zz-1\t{INVENTED}\t\t\t\t\t\t\tGeneric, Item\t\t"Go again."\tGeneric Item\t\t\t\t\t'
CSV = f"{HEADER}\n{ROW}"


def _scenario_naming_an_imported_card(folder: Path) -> Path:
    file = folder / "imported-card.json"
    players = [{"id": "ann", "name": "Ann"}, {"id": "ben", "name": "Ben"}]
    objects = [{"id": "lantern", "card": INVENTED, "owner": "ann", "zone": "permanent"}]
    data = {"schema_version": 1, "game": "fab", "players": players, "objects": objects}
    file.write_text(json.dumps(data), encoding="utf-8")
    return file


def _empty_card_data(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    forget_default_resolver()
    default_source.cache_clear()


def test_strings_from_share_and_the_window_open_without_the_imported_cards(
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text(CSV + "\n", encoding="utf-8")
    assert main(["import", str(cards), "--no-progress"]) == 0
    file = _scenario_naming_an_imported_card(tmp_path)
    capsys.readouterr()
    assert main(["share", str(file)]) == 0
    from_cli = capsys.readouterr().out.strip()
    window.document.load(load_scenario(file), file)
    from_window = window.sharing.share_string()
    window.document.undo_stack.setClean()

    _empty_card_data(monkeypatch, tmp_path / "empty-data")
    assert main(["check", str(file)]) == 2  # the file itself still needs the card data
    assert "not in your card data" in capsys.readouterr().err
    for text in (from_cli, from_window):
        assert main(["check", text, "--json"]) == 0
        (lantern,) = json.loads(capsys.readouterr().out)["objects"]
        assert lantern["names"] == [INVENTED]
        picture = tmp_path / "shared.png"
        assert main(["render", text, "-o", str(picture), "--size", "640x360"]) == 0
        assert QImage(str(picture)).size().toTuple() == (640, 360)
        assert window.sharing.open_text(text)
        assert window.document.board.object("lantern") is not None
        window.document.undo_stack.setClean()
